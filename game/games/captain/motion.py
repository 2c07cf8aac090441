"""Captain of the Stars table animations: ships flying to their new hex,
rising gains and losses over each ship, pulses where something was built or
raided, the event card's flash, the attack dice and the notices of the last
round, captures and wrecks.

`CaptainMotion` is a part of the table (game/scenes/table_parts/context.py):
CaptainTable adds it and calls play(events) from its on_events hook.  A ship
in flight is left out by the board and drawn where flight_point() says (the
frame's `reveal` holds the flight)."""
from __future__ import annotations

import math

from game.scenes.table_parts.context import Part
from game.ui import theme
from game.ui.anim import Tween, ease_in_out_cubic

# (snapshot key, label, colour of a gain, colour of a loss) of the rising numbers
CHANGES = (("vp", "VP", theme.GOLD, theme.BAD), ("bp", "BP", (255, 130, 110), (170, 200, 255)),
           ("res", "res", theme.GOOD, theme.WARN), ("hp", "health", (150, 230, 160), theme.BAD))


def flight_point(fl) -> tuple:
    """Where a flying ship is now, in world units (an arc from a to b)."""
    t = fl["t"]
    (ax, ay), (bx, by) = fl["a"], fl["b"]
    return (ax + (bx - ax) * t, ay + (by - ay) * t - fl["arc"] * math.sin(math.pi * t))


def snapshot(state) -> dict:
    """What the animations compare: each seat's hex, VP, BP, resources, health."""
    return {i: {"pos": p.pos, "vp": p.vp, "bp": p.bp, "res": p.resources, "hp": p.health}
            for i, p in enumerate(state.players)}


class CaptainMotion(Part):
    def __init__(self, ctx, art, *, hexes, float_text, start_dice, flash_event_card):
        """hexes() -> the table's CaptainHexMap; float_text(text, pos, colour,
        size=, rise=, delay=) the frame's rising text; start_dice(event) shows
        an attack's dice and returns how long they roll; flash_event_card()
        lights up a new event card."""
        super().__init__(ctx)
        self.art = art
        self.hexes = hexes
        self.float_text = float_text
        self.start_dice = start_dice
        self.flash_event_card = flash_event_card
        self._snap = snapshot(ctx.state)

    def on_undo(self) -> None:
        self._snap = snapshot(self.ctx.state)

    def play(self, events) -> None:
        ctx = self.ctx
        st = ctx.state
        hexes = self.hexes()
        prev, now = self._snap, snapshot(st)
        self._snap = now
        delay = 0.0
        for e in events:
            if e.kind == "attack" and "roll" in e.data:
                delay = self.start_dice(e)
                break
        # ships that changed hex fly there
        for seat, p in now.items():
            a, b = prev.get(seat, p)["pos"], p["pos"]
            if a != b and a in hexes.world and b in hexes.world:
                near = b in st.board.neighbours.get(a, ())
                self._fly(seat, a, b, 0.34 if near else 0.9, 0.0 if near else 1.2, delay)
        # floating gains and losses over each ship; a settlement's income rises over the settlement
        fresh = {e.seat for e in events if e.kind == "death"}  # a new hull is no repair
        income = self._float_income(events, hexes, delay)
        for seat, p in now.items():
            old = prev.get(seat, p)
            x, y = hexes.hex_center(p["pos"])
            items = []
            for key, label, good, bad in CHANGES:
                d = p[key] - old[key] - (income.get(seat, 0) if key == "res" else 0)
                if key == "hp" and seat in fresh:
                    continue
                if d:
                    items.append((f"{'+' if d > 0 else '−'}{abs(d)} {label}", good if d > 0 else bad))
            for i, (text, colour) in enumerate(items):
                if hexes.rect.collidepoint((x, y)):
                    self.float_text(text, (x, y - hexes.size * 0.8 - 34 * i), colour, size=32, rise=70,
                                    delay=delay + 0.3 + 0.12 * i)
        for e in events:
            h = e.data.get("hex") if isinstance(e.data, dict) else None
            if e.kind in ("build", "fortify", "gem", "raid") and h:
                h = tuple(h)
                if h in hexes.world:
                    col = (theme.BAD if e.kind == "raid" else
                           self.art.seat_colour(e.seat) if e.seat is not None else theme.HILITE)
                    ctx.anim.pulse(hexes.hex_center(h), colour=col, radius=int(hexes.size * 1.6), duration=0.6)
            elif e.kind == "event":
                self.flash_event_card()
            elif e.kind == "final":
                ctx.toast(ctx.named(e.text), theme.WARN, 4.0)
            elif e.kind == "capture" and e.seat is not None:
                ctx.toast(f"{ctx.seat_name(e.seat)} is captured by the Federation!", theme.WARN, 3.0)
            elif e.kind == "death" and e.seat is not None:
                ctx.toast(f"{ctx.seat_name(e.seat)}'s ship is destroyed!", theme.BAD, 3.0)

    def _float_income(self, events, hexes, delay: float) -> dict:
        """'+10 res' over each settlement that pays its owner; returns the
        resources so shown, by seat (the ship's own rising text leaves them out)."""
        shown: dict[int, int] = {}
        k = 0
        for e in events:
            data = e.data if isinstance(e.data, dict) else {}
            if e.kind != "collect" or e.seat is None or not data.get("each"):
                continue
            for h in map(tuple, data.get("from", ())):
                shown[e.seat] = shown.get(e.seat, 0) + data["each"]
                x, y = hexes.hex_center(h) if h in hexes.world else (-1, -1)
                if hexes.rect.collidepoint((x, y)):
                    self.float_text(f"+{data['each']} res", (x, y - hexes.size * 0.8), theme.GOOD,
                                    size=28, rise=60, delay=delay + 0.3 + 0.2 * k)
                    k += 1
        return shown

    def _fly(self, seat, a, b, duration, arc, delay) -> None:
        """The ship of `seat` flies from hex a to b; the board leaves it out
        meanwhile (the frame's reveal holds the flight: where it is drawn instead)."""
        world = self.hexes().world
        cur = self.ctx.reveal.get(seat)
        start = world[a] if cur is None else flight_point(cur)
        fl = {"a": start, "b": world[b], "t": 0.0, "arc": arc}
        self.ctx.reveal.track(seat, Tween(0.0, 1.0, duration, setter=lambda v, fl=fl: fl.__setitem__("t", v),
                                          ease=ease_in_out_cubic, delay=delay), data=fl)
