"""Star Cargo table animations: planets arriving from the bank, cards dealt
from the deck, ships flying, cargo picked up, jettisoned and sold (other
seats' sales fly face down).

`CargoMotion` is a part of the table (game/scenes/table_parts/context.py):
StarCargoTable adds it and calls play(events) from its on_events hook.
What an animation carries is left undrawn in place until it lands (the
frame's `reveal`)."""
from __future__ import annotations

import pygame

from game.games.star_cargo.art import BANK_R, CARD_H, CARD_W, CHIP_R, HOLD_H, HOLD_W, SHIP
from game.scenes.table_parts.context import Part
from game.ui import theme
from game.ui.anim import Move as AnimMove
from game.ui.anim import Wait, ease_in_out_cubic, ease_out_back, ease_out_cubic


class _Fly(AnimMove):
    """A Move that, while it waits for its delay, stays drawn where it
    starts (the thing it stands for is not drawn by the board meanwhile)."""

    def draw(self, surface):
        if self.started:
            super().draw(surface)
            return
        s = self.surf
        k = self.scale[0]
        if abs(k - 1.0) > 1e-3:
            w, h = s.get_size()
            s = pygame.transform.smoothscale(s, (max(1, round(w * k)), max(1, round(h * k))))
        surface.blit(s, s.get_rect(center=(round(self.a[0]), round(self.a[1]))))


class CargoMotion(Part):
    """Event animations of the Star Cargo table.  The table wires where the
    seats' things are: panel_rect, hold_rect and pile_rect (seat -> Rect)."""

    def __init__(self, ctx, board, art, *, panel_rect, hold_rect, pile_rect):
        super().__init__(ctx)
        self.board, self.art = board, art
        self.panel_rect, self.hold_rect, self.pile_rect = panel_rect, hold_rect, pile_rect
        self._prev_holds: list = []  # the holds before the last refresh (a sold card's face)
        self._cur_holds: list = []

    def on_refresh(self) -> None:
        view = self.ctx.view if isinstance(self.ctx.view, dict) else {}
        holds = list(view.get("holds") or [])
        self._prev_holds, self._cur_holds = self._cur_holds or holds, holds

    def on_undo(self) -> None:
        self._cur_holds = []  # the refresh after the undo starts the holds afresh

    def play(self, events) -> None:
        """Start the animations of what `events` did (the state is the new one)."""
        board, art, ctx = self.board, self.art, self.ctx
        t = 0.0
        positions = board.planet_positions()
        for e in events:
            d = e.data or {}
            kind = e.kind
            if kind in ("choose", "discover"):
                pid = d.get("planet")
                if pid in positions and pid in board.bank_pos:
                    chip = art.chip_surface(pid, CHIP_R)
                    k = BANK_R / CHIP_R
                    self._anim_move(("planet", pid), chip, board.bank_pos[pid], positions[pid], 0.5, t,
                                    scale=(k, 1.0), ease=ease_out_back)
                    t += 0.45
                if kind == "choose":
                    seat = d.get("seat")
                    if seat is not None:
                        start = self.panel_rect(seat).midleft
                        end = board.ship_positions().get(seat, positions.get(pid, board.orbit_c))
                        self._anim_move(("ship", seat), art.ship_surface(seat, board.ship_sizes.get(seat, SHIP)),
                                        start, end, 0.6, t + 0.3, arc=60)
            elif kind == "deal":
                pid = d.get("planet")
                code = (d.get("card") or {}).get("code")
                if pid in positions and code:
                    dest = board.card_rect(positions[pid]).center
                    surf = art.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("card", pid), surf, board.deck_rect.center, dest, 0.45, t, arc=30,
                                    wait_at_start=False)
                    t += 0.35
            elif kind == "colony":
                pid = d.get("planet")
                if pid in positions:
                    self._later(t, lambda c=positions[pid]: (
                        ctx.anim.pulse(c, radius=110, colour=theme.GOLD),
                        ctx.anim.float_text("Colony!", (c[0], c[1] - CHIP_R - 20), colour=theme.GOLD,
                                           bounds=ctx.board_rect.inflate(-8, -8))))
                    t += 0.2
            elif kind == "move":
                seat = d.get("seat")
                src, dst = d.get("from"), d.get("to")
                if seat is not None and src in positions and dst in positions:
                    start = board.ship_spot_before(src, seat)
                    end = board.ship_positions().get(seat, positions[dst])
                    self._anim_move(("ship", seat), art.ship_surface(seat, board.ship_sizes.get(seat, SHIP)),
                                    start, end, 0.65, t, arc=70,
                                    ease=ease_in_out_cubic)
                    t += 0.55
            elif kind == "pickup":
                seat, pid = d.get("seat"), d.get("planet")
                code = (d.get("card") or {}).get("code")
                if seat is not None and pid in positions and code:
                    hr = self.hold_rect(seat)
                    surf = art.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("hold", seat), surf, board.card_rect(positions[pid]).center, hr.center, 0.55, t,
                                    scale=(1.0, hr.h / CARD_H), arc=40)
                    t += 0.25
            elif kind == "jettison":
                seat = d.get("seat")
                code = (d.get("card") or {}).get("code")
                if seat is not None and code:
                    hr = self.hold_rect(seat)
                    surf = art.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("discard",), surf, hr.center, board.discard_rect.center, 0.55, max(0.0, t - 0.25),
                                    scale=(hr.h / CARD_H, 1.0), arc=30)
            elif kind == "sell":
                seat, pid = d.get("seat"), d.get("planet")
                if seat is None:
                    continue
                pr = self.pile_rect(seat)
                code = self._prev_holds[seat] if seat < len(self._prev_holds) else None
                own = seat == ctx.viewer  # other seats' sold cards go face down
                surf = art.card_surface(code if own else None, HOLD_W, HOLD_H)
                self._anim_move(("pile", seat), surf, self.hold_rect(seat).center, pr.center, 0.6, t,
                                scale=(1.0, pr.h / HOLD_H))
                card = art.card(code) if own else None
                if pid in positions:
                    ctx.anim.pulse(positions[pid], radius=90, colour=theme.GOOD)
                if card is not None:
                    self._later(t + 0.5, lambda p=pr.midtop, v=card.value:
                                ctx.anim.float_text(f"+{v}", p, colour=theme.GOOD))
                t += 0.5
            elif kind == "reshuffle":
                back = art.card_surface(None, CARD_W, CARD_H)
                for i in range(3):
                    self._anim_move(("deck",), back, board.discard_rect.center, board.deck_rect.center, 0.4,
                                    t + 0.08 * i)
                t += 0.5

    def _anim_move(self, key, surf, a, b, duration, delay, ease=ease_out_cubic, wait_at_start=True, **kw):
        """Slide `surf` from a to b; the board leaves `key` undrawn meanwhile
        (during the delay the surface waits at a, unless wait_at_start is off)."""
        cls = _Fly if wait_at_start else AnimMove
        return self.ctx.reveal.track(key, cls(surf, a, b, duration, delay=delay, ease=ease, **kw))

    def _later(self, delay: float, callback) -> None:
        """Run callback after `delay` seconds of animation time."""
        self.ctx.anim.add(Wait(max(0.0, delay), on_done=callback))
