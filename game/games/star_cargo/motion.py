"""Star Cargo table animations: planets arriving from the bank, cards dealt
from the deck, ships flying, cargo picked up, jettisoned and sold (other
seats' sales fly face down).

`CargoMotion` is mixed into StarCargoTable.  What an animation carries is
left undrawn in place until it lands (the frame's `self.reveal`)."""
from __future__ import annotations

import pygame

from game.games.star_cargo.art import BANK_R, CARD_H, CARD_W, CHIP_R, HOLD_H, HOLD_W, SHIP
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


class CargoMotion:
    """Event animations of the Star Cargo table (a mixin of StarCargoTable)."""

    def on_undo(self) -> None:
        self.reveal.clear()  # (the frame clears it too; harmless twice)
        self._arrival = self._last_ships = None
        self.refresh()
        holds = list(self.view.get("holds") or [])
        self._prev_holds = self._cur_holds = holds

    def on_events(self, events) -> None:
        t = 0.0
        positions = self.planet_positions()
        for e in events:
            d = e.data or {}
            kind = e.kind
            if kind in ("choose", "discover"):
                pid = d.get("planet")
                if pid in positions and pid in self.bank_pos:
                    chip = self.chip_surface(pid, CHIP_R)
                    k = BANK_R / CHIP_R
                    self._anim_move(("planet", pid), chip, self.bank_pos[pid], positions[pid], 0.5, t,
                                    scale=(k, 1.0), ease=ease_out_back)
                    t += 0.45
                if kind == "choose":
                    seat = d.get("seat")
                    if seat is not None:
                        start = self.panel_rect(seat).midleft
                        end = self.ship_positions().get(seat, positions.get(pid, self.orbit_c))
                        self._anim_move(("ship", seat), self.ship_surface(seat, self._ship_sizes.get(seat, SHIP)),
                                        start, end, 0.6, t + 0.3, arc=60)
            elif kind == "deal":
                pid = d.get("planet")
                code = (d.get("card") or {}).get("code")
                if pid in positions and code:
                    dest = self.card_rect(positions[pid]).center
                    surf = self.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("card", pid), surf, self.deck_rect.center, dest, 0.45, t, arc=30,
                                    wait_at_start=False)
                    t += 0.35
            elif kind == "colony":
                pid = d.get("planet")
                if pid in positions:
                    self._later(t, lambda c=positions[pid]: (
                        self.anim.pulse(c, radius=110, colour=theme.GOLD),
                        self.anim.float_text("Colony!", (c[0], c[1] - CHIP_R - 20), colour=theme.GOLD)))
                    t += 0.2
            elif kind == "move":
                seat = d.get("seat")
                src, dst = d.get("from"), d.get("to")
                if seat is not None and src in positions and dst in positions:
                    start = self._ship_spot_at(src, seat)
                    end = self.ship_positions().get(seat, positions[dst])
                    self._anim_move(("ship", seat), self.ship_surface(seat, self._ship_sizes.get(seat, SHIP)),
                                    start, end, 0.65, t, arc=70,
                                    ease=ease_in_out_cubic)
                    t += 0.55
            elif kind == "pickup":
                seat, pid = d.get("seat"), d.get("planet")
                code = (d.get("card") or {}).get("code")
                if seat is not None and pid in positions and code:
                    hr = self.hold_rect(seat)
                    surf = self.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("hold", seat), surf, self.card_rect(positions[pid]).center, hr.center, 0.55, t,
                                    scale=(1.0, hr.h / CARD_H), arc=40)
                    t += 0.25
            elif kind == "jettison":
                seat = d.get("seat")
                code = (d.get("card") or {}).get("code")
                if seat is not None and code:
                    hr = self.hold_rect(seat)
                    surf = self.card_surface(code, CARD_W, CARD_H)
                    self._anim_move(("discard",), surf, hr.center, self.discard_rect.center, 0.55, max(0.0, t - 0.25),
                                    scale=(hr.h / CARD_H, 1.0), arc=30)
            elif kind == "sell":
                seat, pid = d.get("seat"), d.get("planet")
                if seat is None:
                    continue
                pr = self.pile_rect(seat)
                code = self._prev_holds[seat] if seat < len(self._prev_holds) else None
                own = seat == self.viewer  # other seats' sold cards go face down
                surf = self.card_surface(code if own else None, HOLD_W, HOLD_H)
                self._anim_move(("pile", seat), surf, self.hold_rect(seat).center, pr.center, 0.6, t,
                                scale=(1.0, pr.h / HOLD_H))
                card = self.card(code) if own else None
                if pid in positions:
                    self.anim.pulse(positions[pid], radius=90, colour=theme.GOOD)
                if card is not None:
                    self._later(t + 0.5, lambda p=pr.midtop, v=card.value:
                                self.anim.float_text(f"+{v}", p, colour=theme.GOOD))
                t += 0.5
            elif kind == "reshuffle":
                back = self.card_surface(None, CARD_W, CARD_H)
                for i in range(3):
                    self._anim_move(("deck",), back, self.discard_rect.center, self.deck_rect.center, 0.4,
                                    t + 0.08 * i)
                t += 0.5

    def _ship_spot_at(self, pid: str, seat: int):
        """Where `seat`'s ship stood at planet pid (before it left)."""
        c = self.planet_positions().get(pid, self.orbit_c)
        ships = list(self.view.get("ships") or [])
        others = [s for s, q in enumerate(ships) if q == pid and s != seat]
        order = getattr(self, "_prev_arrival", None) or list(range(len(ships)))
        before = sorted(others + [seat], key=lambda s: order.index(s) if s in order else s)
        return self.ship_slots(c, before.index(seat), len(before))

    def _anim_move(self, key, surf, a, b, duration, delay, ease=ease_out_cubic, wait_at_start=True, **kw):
        """Slide `surf` from a to b; the board leaves `key` undrawn meanwhile
        (during the delay the surface waits at a, unless wait_at_start is off)."""
        cls = _Fly if wait_at_start else AnimMove
        return self.reveal.track(key, cls(surf, a, b, duration, delay=delay, ease=ease, **kw))

    def _later(self, delay: float, callback) -> None:
        """Run callback after `delay` seconds of animation time."""
        self.anim.add(Wait(max(0.0, delay), on_done=callback))
