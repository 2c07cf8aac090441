"""Star Traders table animations: ships flying along their jumpline (or in
an arc for a random jump), the action die tumbling before it shows its
roll, and rising gains and losses over the ships; toasts for what
others' cards did.

`StarTradersMotion` is a part of the table (game/scenes/table_parts/context.py):
StarTradersTable adds it and calls play(events) from its on_events hook.
A flying ship is left undrawn in place until it lands (the frame's `reveal`).
"""
from __future__ import annotations

import random
from typing import Callable

from game.games.star_traders import art
from game.games.star_traders.rules import actions as A
from game.scenes.table_parts.context import Part
from game.ui import theme
from game.ui.anim import Tween, ease_in_out_cubic, linear

ROLL_SECONDS = 0.55


def _point_on(points, t: float):
    """The point a fraction t along a polyline."""
    cum = art.walk(points)
    p, _ = art.point_at(points, cum, cum[-1] * t)
    return p


# Trader's Luck, Quarantine and deal events worth a toast (their texts are public)
CARD_TOASTS = ("luck", "zap", "avoid", "avoid_offer", "avoid_refused", "quarantine", "quarantine_lifted", "envoy",
               "envoy_done", "traded", "takeover", "sabotage", "glitch")


class StarTradersMotion(Part):
    """The table's animations.  Wired by the table: `gview` the GalaxyView,
    `map_rect()` the galaxy's rect, `float_text(text, pos, colour, delay=)`
    a rising text, `panel_anchor(seat)` where a seat's gains rise when its
    ship is off the map, `seat_look(seat)` its (colour, symbol)."""

    def __init__(self, ctx, gview, *, map_rect: Callable, float_text: Callable, panel_anchor: Callable,
                 seat_look: Callable):
        super().__init__(ctx)
        self.gview = gview
        self.galaxy = ctx.state.board.galaxy
        self.map_rect = map_rect
        self.float_text = float_text
        self.panel_anchor = panel_anchor
        self.seat_look = seat_look
        self._snap = self._snapshot()
        self._roll: dict | None = None

    def on_undo(self) -> None:
        """Nothing flies; the next change is measured from the state taken back to."""
        self.ctx.reveal.clear()
        self._roll = None
        self._snap = self._snapshot()

    def _snapshot(self) -> dict:
        st = self.ctx.state
        return {"ships": [list(s) for s in st.ships], "money": list(st.money), "prestige": list(st.prestige),
                "die": st.die, "dice": list(st.dice), "steps": len(self.ctx.match.steps)}

    # ------------------------------------------------------------ the die
    def rolling_face(self) -> int | None:
        """A tumbling face while the die rolls, else None."""
        r = self._roll
        if r is None:
            return None
        i = min(len(r["faces"]) - 1, int(r["t"] / ROLL_SECONDS * len(r["faces"])))
        return r["faces"][i]

    def _start_roll(self) -> None:
        rng = random.Random(len(self.ctx.match.steps))
        roll = {"t": 0.0, "faces": [rng.randint(1, 6) for _ in range(9)]}
        self._roll = roll

        def done(roll=roll):
            if self._roll is roll:
                self._roll = None

        self.ctx.anim.tween(0.0, ROLL_SECONDS, ROLL_SECONDS, setter=lambda v, roll=roll: roll.__setitem__("t", v),
                            ease=linear, on_done=done)

    def update(self, dt: float) -> bool:
        """True while something moves (the die tumbles, a ship flies)."""
        return self._roll is not None or bool(self.ctx.reveal)

    # ------------------------------------------------------------ events
    def play(self, events) -> None:
        """Start the animations of what `events` did (the state is the new one)."""
        ctx = self.ctx
        prev, now = self._snap, self._snapshot()
        self._snap = now
        delay = 0.0
        last = ctx.match.steps[-1].action if ctx.match.steps else None
        if isinstance(last, (A.Roll, A.RandomJump)):
            self._start_roll()
            delay = ROLL_SECONDS
        # a random jump lands after its Zap window, when there is one: an arc, not a jumpline
        random_jump = any(e.kind == "jump" and e.data.get("kind") == "random" for e in events)
        for seat, ships in enumerate(now["ships"]):
            before = prev["ships"][seat] if seat < len(prev["ships"]) else []
            for i, b in enumerate(ships):
                a = before[i] if i < len(before) else None
                if a is None or a == b or a not in self.galaxy.worlds or b not in self.galaxy.worlds:
                    continue
                line = self.galaxy.line_between(a, b)
                self._fly(seat, i, a, b, line if not random_jump else None, delay)
        for seat in range(len(now["money"])):
            items = []
            dm = now["money"][seat] - prev["money"][seat]
            dp = now["prestige"][seat] - prev["prestige"][seat]
            if dm:
                items.append((f"{'+' if dm > 0 else '−'}${abs(dm)}", theme.GOOD if dm > 0 else theme.BAD))
            if dp:
                items.append((f"{'+' if dp > 0 else '−'}{abs(dp)} Prestige", theme.GOLD if dp > 0 else theme.BAD))
            if not items:
                continue
            ships = now["ships"][seat]
            if ships and ships[0] in self.galaxy.worlds:
                x, y = self.gview.world_screen(ships[0])
                if not self.map_rect().collidepoint((x, y)):
                    x, y = self.panel_anchor(seat)
            else:
                x, y = self.panel_anchor(seat)
            for k, (text, colour) in enumerate(items):
                self.float_text(text, (x, y - 30 - 34 * k), colour, delay=delay + 0.5 + 0.12 * k)
        for e in events:
            if e.kind == "game_over":
                ctx.toast(ctx.named(e.text), theme.HILITE, 5.0)
            elif "petition" in e.kind and e.seat is not None:
                ctx.toast(ctx.named(e.text), theme.WARN, 3.5)
            elif e.kind in CARD_TOASTS and e.seat != ctx.viewer:  # what others' cards did (your own you chose)
                ctx.toast(ctx.named(e.text), theme.HILITE, 3.0)

    def _fly(self, seat: int, i: int, a: int, b: int, line, delay: float) -> None:
        wa, wb = self.galaxy.worlds[a], self.galaxy.worlds[b]
        if line is not None:
            pts = list(line.points)
            if (pts[0][0] - wa.x) ** 2 + (pts[0][1] - wa.y) ** 2 > (pts[-1][0] - wa.x) ** 2 + (pts[-1][1] - wa.y) ** 2:
                pts.reverse()
            duration = 0.55
        else:  # a random jump: an arc across the galaxy
            mx, my = (wa.x + wb.x) / 2, (wa.y + wb.y) / 2
            dx, dy = wb.x - wa.x, wb.y - wa.y
            lift = 0.25
            c = (mx - dy * lift, my + dx * lift)
            pts = [((1 - t) ** 2 * wa.x + 2 * (1 - t) * t * c[0] + t * t * wb.x,
                    (1 - t) ** 2 * wa.y + 2 * (1 - t) * t * c[1] + t * t * wb.y) for t in (k / 16 for k in range(17))]
            duration = 1.0
        fl = {"pts": pts, "t": 0.0, "seat": seat, "second": i == 1}
        self.ctx.reveal.track((seat, i), Tween(0.0, 1.0, duration, setter=lambda v, fl=fl: fl.__setitem__("t", v),
                                               ease=ease_in_out_cubic, delay=delay), data=fl)

    def draw_flights(self, surface) -> None:
        symbols = bool(getattr(self.ctx.settings, "colour_symbols", True))
        for key, fl in self.ctx.reveal.items():
            if not isinstance(fl, dict) or "pts" not in fl:
                continue
            wx, wy = _point_on(fl["pts"], fl["t"])
            pos = self.gview.to_screen(wx, wy)
            colour, symbol = self.seat_look(fl["seat"])
            self.gview.draw_ship_at(surface, pos, colour, symbol, fl["second"], symbols)


