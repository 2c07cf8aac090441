"""Cartel table animations from the rules' events: Agents slide from space to
space (the destination's tokens wait in the frame's reveal until they land;
the CartelBoard leaves those spaces undrawn), a new floor or road pulses,
trashed and saved Agents get a floating word.

CartelMotion is a part of the table (game/scenes/table_parts/context.py):
CartelTable adds it and calls play(events) from its on_events hook.  It
reads only public event data (x, y, tx, ty, seat), and where things stand
from the table's CartelBoard."""
from __future__ import annotations

from typing import Callable

import pygame

from game.scenes.table_parts.context import Part
from game.ui import theme
from game.ui.anim import Move

SLIDE = 0.42


class TokenSlide(Move):
    """A round token sliding on an arc (no square drop shadow)."""

    def draw(self, surface):
        if not self.started:
            return
        x, y = self.pos
        surface.blit(self.surf, self.surf.get_rect(center=(round(x), round(y))))


class CartelMotion(Part):
    """Event animations of the Cartel table.  The table gives it the
    CartelBoard and the seats' colours (seat_colour)."""

    def __init__(self, ctx, board, seat_colour: Callable):
        super().__init__(ctx)
        self.board = board
        self.seat_colour = seat_colour

    def _token_surface(self, seat: int, r: int) -> pygame.Surface:
        def make():
            s = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
            self.ctx.draw_seat_token(s, seat, (r + 3, r + 3), r)
            return s

        return self.ctx.assets.generated(("cartel-token", self.ctx.match.seats[seat].colour, r), make)

    def play(self, events) -> None:
        """Start the animations of what `events` did (the state is already the new one)."""
        city = self.board.city()
        view = self.board.city_view
        r = max(6, min(22, round(view.s * 0.13)))
        delay = 0.0
        for e in events:
            d = e.data if isinstance(e.data, dict) else {}
            kind = e.kind
            if kind in ("move", "shadow", "save") and all(k in d for k in ("x", "y", "tx", "ty")):
                a = view.anchor(city, (d["x"], d["y"]))
                b = view.anchor(city, (d["tx"], d["ty"]))
                seat = d.get("seat", e.seat)
                if seat is None:
                    continue
                anim = TokenSlide(self._token_surface(seat, r), a, b, SLIDE, arc=28.0, delay=delay)
                self.ctx.reveal.track(("space", (d["tx"], d["ty"])), anim)
                delay += 0.08
            elif kind in ("build", "road", "place_agent") and "x" in d and "y" in d:
                cell = (d["x"], d["y"])
                rect = view.shape(city, cell)
                col = self.seat_colour(e.seat) if e.seat is not None else theme.HILITE
                self.ctx.anim.pulse(rect.center, colour=col, radius=max(30, rect.w), duration=0.6)
            elif kind in ("trash", "remove", "save") and "x" in d and "y" in d:
                c = view.anchor(city, (d["x"], d["y"]))
                word = "saved" if kind == "save" else "trashed"
                self.ctx.anim.float_text(word, (c[0], c[1] - 20), colour=theme.BAD if kind != "save" else theme.GOOD,
                                     size=28)
