"""Cartel table animations from the rules' events: Agents slide from space to
space (the destination's tokens wait in self.reveal until they land), a new
floor or road pulses, trashed and saved Agents get a floating word.
Mixed into CartelTable; reads only public event data (x, y, tx, ty, seat)."""
from __future__ import annotations

import pygame

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


class CartelMotion:
    def hidden_spaces(self) -> set:
        """Spaces whose Agents are still in flight (drawn by their animation)."""
        return {key[1] for key, _ in self.reveal.items() if isinstance(key, tuple) and key[0] == "space"}

    def _token_surface(self, seat: int, r: int) -> pygame.Surface:
        def make():
            s = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
            self.draw_seat_token(s, seat, (r + 3, r + 3), r)
            return s

        return self.assets.generated(("cartel-token", self.match.seats[seat].colour, r), make)

    def on_events(self, events) -> None:
        city = self.city()
        view = self.city_view
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
                self.reveal.track(("space", (d["tx"], d["ty"])), anim)
                delay += 0.08
            elif kind in ("build", "road", "place_agent") and "x" in d and "y" in d:
                cell = (d["x"], d["y"])
                rect = view.shape(city, cell)
                col = self.seat_colour(e.seat) if e.seat is not None else theme.HILITE
                self.anim.pulse(rect.center, colour=col, radius=max(30, rect.w), duration=0.6)
            elif kind in ("trash", "remove", "save") and "x" in d and "y" in d:
                c = view.anchor(city, (d["x"], d["y"]))
                word = "saved" if kind == "save" else "trashed"
                self.anim.float_text(word, (c[0], c[1] - 20), colour=theme.BAD if kind != "save" else theme.GOOD,
                                     size=28)
