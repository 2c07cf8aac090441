"""Captain of the Stars attack dice: a tray over the map where the attacker's
d12 (and the defender's evade roll) tumble and land, then the result.

`CaptainDice` is a part of the table (game/scenes/table_parts/context.py): the
table's motion starts it for an attack event, the table draws it over the
map; an undo puts it away."""
from __future__ import annotations

import math
import random

import pygame

from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.anim import linear


class CaptainDice(Part):
    def __init__(self, ctx, art, *, hexes):
        """hexes() -> the table's CaptainHexMap (where the fight is)."""
        super().__init__(ctx)
        self.art = art
        self.hexes = hexes
        self.shown = None  # the roll on screen: {"title", "data", "seat", "faces", "clock", ...}

    def on_undo(self) -> None:
        self.shown = None

    def start(self, e) -> float:
        """Show the dice of attack event `e`; returns how long they roll (the
        ships wait that long before they move)."""
        ctx = self.ctx
        d = e.data
        st = ctx.state
        seat = e.seat
        if "target" in d:
            title = f"{ctx.seat_name(seat)} attacks {ctx.seat_name(d['target'])}'s ship"
        else:
            title = f"{ctx.seat_name(seat)} attacks {ctx.seat_name(d.get('owner', 0))}'s settlement"
        sides = st.content.numbers.die_sides
        rng = random.Random(f"{len(ctx.match.steps)}:{d.get('roll')}")
        faces = [rng.randint(1, sides) for _ in range(24)]
        faces2 = [rng.randint(1, sides) for _ in range(24)]
        roll_t = 0.95
        two = "evade_roll" in d
        total = roll_t + (0.85 if two else 0.0) + 1.5
        dice = {"title": title, "data": dict(d), "seat": seat, "faces": faces, "faces2": faces2, "clock": 0.0,
                "roll_t": roll_t, "two": two, "total": total,
                "aim_bonus": d.get("attack", d.get("roll", 0)) - d.get("roll", 0),
                "evade_bonus": (d.get("evade", 0) - d.get("evade_roll", 0)) if two else 0,
                "target": d.get("target")}
        self.shown = dice

        def done(dice=dice):
            if self.shown is dice:
                self.shown = None

        ctx.anim.tween(0.0, total, total, setter=lambda v, dice=dice: dice.__setitem__("clock", v), ease=linear,
                       on_done=done)
        return roll_t + (0.85 if two else 0.0)

    def rect(self) -> pygame.Rect:
        """The dice tray: at the top of the map, or at the bottom when the
        ships or the settlement in the fight are in the upper half."""
        d = self.shown
        hexes = self.hexes()
        m = hexes.rect
        r = pygame.Rect(0, 0, 720, 300)
        ys = []
        st = self.ctx.state
        for seat in (d["seat"], d["target"]):
            if seat is not None:
                ys.append(hexes.hex_center(st.players[seat].pos)[1])
        if "hex" in d["data"]:
            h = tuple(d["data"]["hex"])
            if h in hexes.world:
                ys.append(hexes.hex_center(h)[1])
        if ys and min(ys) < m.y + r.h + 60:
            r.midbottom = (m.centerx, m.bottom - 84)
        else:
            r.midtop = (m.centerx, m.y + 16)
        return r

    def draw(self, surface) -> None:
        d = self.shown
        if d is None:
            return
        data = d["data"]
        clock = d["clock"]
        fade = max(0.0, min(1.0, (d["total"] - clock) / 0.3))
        r = self.rect()
        draw.panel(surface, r, fill=(14, 16, 30, int(255 * fade)), edge=theme.GOLD, radius=18)  # opaque: no map through it
        draw.text_fit(surface, d["title"], pygame.Rect(r.x + 24, r.y + 12, r.w - 48, 36), theme.SIZE_BODY, theme.GOLD,
                      True, "center")
        size = 104
        roll_t = d["roll_t"]
        cy = r.y + 112

        def tumble(faces, t0, cx, colour, edge):
            t = (clock - t0) / roll_t
            if t < 0:
                return False
            if t < 1:
                idx = int(t * 18) % len(faces)
                bounce = abs(math.sin(t * math.pi * 3)) * (1 - t) * 40
                x = cx - (1 - t) * 140
                self.art.draw_d12(surface, (x, cy - bounce), faces[idx], size, (1 - t) * 720, colour, edge)
                return False
            return True

        sc = self.art.seat_colour(d["seat"]) if d["seat"] is not None else (240, 236, 226)
        light = tuple(min(255, 150 + v // 2) for v in sc)
        two = d["two"]
        ax = r.centerx - (150 if two else 0)
        hit = data.get("hit")
        landed = tumble(d["faces"], 0.0, ax, light, (40, 34, 44))
        need = data.get("need", 0)
        bonus = d["aim_bonus"]
        column = (r.w - 48) // 2 if two else r.w - 48  # each die's words stay under it
        if landed:
            self.art.draw_d12(surface, (ax, cy), data["roll"], size, 0, light, (40, 34, 44),
                           glow=theme.GOLD if hit else theme.BAD)
            cap = [f"{data['roll']} + {bonus} aim = {data.get('attack')}" if bonus else f"rolled {data['roll']}",
                   f"{'hit' if hit else 'miss'} (needs {need}+)"]
        else:
            cap = [f"needs {need}+"] + ([f"(+{bonus} aim)"] if bonus else [])
        self._caption(surface, cap, ax, cy + 62, column)
        if two:
            bx = r.centerx + 150
            tc = self.art.seat_colour(d["target"]) if d["target"] is not None else (240, 236, 226)
            tl = tuple(min(255, 150 + v // 2) for v in tc)
            landed2 = tumble(d["faces2"], roll_t + 0.1, bx, tl, (40, 34, 44))
            eb = d["evade_bonus"]
            aim = data.get("attack", 0)
            if landed2:
                dodged = bool(data.get("evaded"))
                self.art.draw_d12(surface, (bx, cy), data["evade_roll"], size, 0, tl, (40, 34, 44),
                               glow=theme.ACCENT if dodged else theme.BAD)
                cap2 = [f"{data['evade_roll']} + {eb} engine = {data.get('evade')}" if eb
                        else f"rolled {data['evade_roll']}", "dodged" if dodged else f"no dodge (needs {aim}+)"]
            else:
                cap2 = [f"dodges on {aim}+"] + ([f"(+{eb} engine)"] if eb else [])
            self._caption(surface, cap2, bx, cy + 62, column)
            done = clock >= 2 * roll_t + 0.1
        else:
            done = landed
        if done:
            if not hit:
                res, col = "MISS", theme.BAD
            elif two and data.get("evaded"):
                res, col = "EVADED", theme.ACCENT
            elif data.get("destroyed"):
                res, col = f"HIT! {data.get('damage', 0)} damage: destroyed", theme.GOOD
            else:
                res, col = f"HIT! {data.get('damage', 0)} damage", theme.GOOD
            draw.text(surface, res, (r.centerx, r.bottom - 14), theme.SIZE_H2, col, True, "midbottom", shadow=True)

    def _caption(self, surface, lines: list[str], cx: int, y: int, width: int) -> None:
        """A die's words, centred under it, wrapped within its column."""
        assets = self.ctx.assets
        for line in lines:
            for part in assets.wrap(line, theme.SIZE_SMALL, width - 16, True):
                y = draw.text(surface, part, (cx, y), theme.SIZE_SMALL, theme.TEXT, True, "midtop").bottom
