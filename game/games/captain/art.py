"""Captain of the Stars look: the colours of the marks on the map and the
cached surfaces (hex marks, ships, settlements, health pips, route gems, the
d12 and the board's felt), made through the app's assets.

`CaptainArt` makes the surfaces (CaptainTable holds one: table.art); it
knows the seats' colours and whether seat symbols are shown, nothing else."""
from __future__ import annotations

import math

import pygame

from game.rules import hexgrid
from game.ui import draw, theme

MOVE_COL = (110, 220, 235)
ATTACK_COL = (240, 88, 78)
JUMP_COL = (190, 140, 255)
HOVER_COL = theme.HILITE
ROUTE_COL = (255, 226, 120)


class CaptainArt:
    def __init__(self, assets, seats, symbols):
        """seats() -> the match's seats (their colours); symbols() -> whether
        seat symbols are drawn beside the colours (the setting)."""
        self.assets = assets
        self.seats = seats
        self.symbols = symbols

    def seat_colour(self, seat: int) -> tuple:
        return theme.player_colour(self.seats()[seat].colour)

    def felt(self, size) -> pygame.Surface:
        """The board area's starfield with a rim."""
        def make():
            return draw.table_rim(draw.starfield(size, 120, 26), steps=16, alpha=12)

        return self.assets.generated(("captain-felt", tuple(size)), make)

    def stamp(self, style: str, size: float) -> pygame.Surface:
        """A hex-shaped mark of hex radius `size`: "move", "attack", "jump",
        "hover", "me", "peek" (a ring or a tinted hex) or "reach" (a faint dot)."""
        s = round(size, 4)

        def make():
            w, h = int(hexgrid.SQRT3 * s) + 8, int(2 * s) + 8
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            c = (w / 2, h / 2)
            if style == "reach":
                pts = [(c[0] + s * 0.86 * math.cos(math.radians(30 + 60 * i)),
                        c[1] + s * 0.86 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
                pygame.draw.polygon(surf, (*MOVE_COL, 40), pts)
                pygame.draw.circle(surf, (*MOVE_COL, 200), (round(c[0]), round(c[1])), max(2, round(s / 8)))
                return surf
            pts = [(c[0] + s * 0.94 * math.cos(math.radians(30 + 60 * i)),
                    c[1] + s * 0.94 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
            col = {"move": MOVE_COL, "attack": ATTACK_COL, "jump": JUMP_COL, "hover": HOVER_COL,
                   "me": theme.HILITE, "peek": (235, 240, 255)}[style]
            fill_a = {"move": 70, "attack": 60, "jump": 70, "hover": 90, "me": 0, "peek": 34}[style]
            if fill_a:
                pygame.draw.polygon(surf, (*col, fill_a), pts)
            width = max(2, round(s / 14)) if style == "peek" else max(3, round(s / 9))
            pygame.draw.polygon(surf, (*col, 255), pts, width)
            return surf

        return self.assets.generated(("cap-stamp", style, s), make)

    def tinted(self, name: str, px: int, colour) -> pygame.Surface | None:
        img = self.assets.image_scaled((px, px), "art", "icons", f"{name}.png")
        if img is None:
            return None
        key = ("cap-tint", name, px, tuple(colour))

        def make():
            t = img.copy()
            t.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
            return t

        return self.assets.generated(key, make)

    def ship(self, seat: int, px: int) -> pygame.Surface:
        ci = self.seats()[seat].colour
        col = theme.player_colour(ci)

        def make():
            pad = 5
            S = px + 2 * pad
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            body = self.tinted("ship", px, col)
            dark = self.tinted("ship", px, (12, 12, 22))
            if body is None:
                pts = [(S / 2, pad), (S - pad, S - pad), (S / 2, S * 0.7), (pad, S - pad)]
                pygame.draw.polygon(surf, col, pts)
                pygame.draw.polygon(surf, (12, 12, 22), pts, 2)
            else:
                for dx in (-2, 0, 2):
                    for dy in (-2, 0, 2):
                        if dx or dy:
                            surf.blit(dark, (pad + dx, pad + dy))
                surf.blit(body, (pad, pad))
            r = max(8, round(px * 0.24))
            draw.seat_token(surf, ci, (S - r - 2, S - r - 2), r, symbols)
            return surf

        symbols = bool(self.symbols())
        return self.assets.generated(("cap-ship", ci, px, symbols), make)

    def settlement(self, owner: int, px: int, hp: int) -> pygame.Surface:
        ci = self.seats()[owner].colour
        col = theme.player_colour(ci)

        def make():
            pad = 4
            S = px + 2 * pad
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            c = (S // 2, S // 2)
            r = px // 2
            pygame.draw.circle(surf, (6, 8, 16), (c[0] + 2, c[1] + 3), r)
            pygame.draw.circle(surf, col, c, r)
            pygame.draw.circle(surf, (250, 248, 240), c, r, max(2, px // 16))
            pygame.draw.circle(surf, (14, 14, 24), c, r + 1, 1)
            icon = self.tinted("settlement", int(px * 0.66), (22, 20, 34))
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=(c[0], c[1] - px // 16)))
            else:
                draw.symbol(surf, "square", c, int(px * 0.25), (22, 20, 34))
            # owner symbol badge (colour is never the only cue)
            sr = max(7, round(px * 0.19))
            draw.seat_token(surf, ci, (sr + 2, S - sr - 3), sr, self.symbols())
            # health pip
            pip = self.health_pip(px, hp)
            surf.blit(pip, pip.get_rect(topright=(S, 0)))
            return surf

        return self.assets.generated(("cap-sett", ci, px, hp), make)

    def health_pip(self, px: int, hp: int) -> pygame.Surface:
        """The round health number of a settlement of sprite size px (also
        drawn again over visiting ships, so a ship never hides it)."""
        def make():
            pr = max(13, round(px * 0.27))  # room for two digits at theme.SIZE_MIN
            surf = pygame.Surface((2 * pr + 3, 2 * pr + 4), pygame.SRCALPHA)
            pc = (pr + 1, pr + 1)
            pcol = (250, 246, 236) if hp > 3 else (255, 120, 100)
            pygame.draw.circle(surf, (10, 10, 18), (pc[0] + 1, pc[1] + 2), pr)
            pygame.draw.circle(surf, pcol, pc, pr)
            pygame.draw.circle(surf, (40, 30, 30), pc, pr, 2)
            draw.text(surf, str(hp), (pc[0], pc[1] + 1), max(theme.SIZE_MIN, int(pr * (1.25 if hp < 10 else 1.0))), (20, 16, 24),
                      True, "center")
            return surf

        return self.assets.generated(("cap-pip", px, hp), make)

    def gem(self, owner: int, px: int, valid: bool, complete: bool) -> pygame.Surface:
        ci = self.seats()[owner].colour
        col = theme.player_colour(ci)

        def make():
            pad = 4
            W, H = int(px * 0.8) + 2 * pad, px + 2 * pad
            surf = pygame.Surface((W, H), pygame.SRCALPHA)
            cx, cy = W / 2, H / 2
            hw, hh = px * 0.4, px * 0.5
            pts = [(cx, cy - hh), (cx + hw, cy - hh * 0.2), (cx, cy + hh), (cx - hw, cy - hh * 0.2)]
            if valid:
                pygame.draw.polygon(surf, (10, 10, 18), [(x + 1, y + 2) for x, y in pts])
                pygame.draw.polygon(surf, col, pts)
                light = tuple(min(255, v + 90) for v in col)
                pygame.draw.polygon(surf, light, [pts[0], (cx, cy - hh * 0.2), pts[3]])
                pygame.draw.polygon(surf, (250, 250, 255) if complete else (16, 16, 26), pts, 2)
            else:
                pygame.draw.polygon(surf, (16, 18, 30, 200), pts)
                pygame.draw.polygon(surf, col, pts, max(2, px // 9))
                crack = [(cx - hw * 0.2, cy - hh * 0.75), (cx + hw * 0.25, cy - hh * 0.2),
                         (cx - hw * 0.25, cy + hh * 0.15),
                         (cx + hw * 0.15, cy + hh * 0.7)]
                pygame.draw.lines(surf, (235, 235, 245), False, crack, 2)
            return surf

        return self.assets.generated(("cap-gem", ci, px, valid, complete), make)

    def draw_d12(self, surface, center, value: int, size: int, angle: float, colour, edge, glow=None):
        """A twelve-sided die showing `value`, turned by `angle` degrees (its
        number stays upright: a tumbling die never shows a sideways face)."""
        key = ("cap-d12", size, tuple(colour), tuple(edge))

        def make():
            S = size + 12
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            c = (S / 2, S / 2)
            r = size / 2
            outer = [(c[0] + r * math.cos(-math.pi / 2 + i * math.tau / 10),
                      c[1] + r * math.sin(-math.pi / 2 + i * math.tau / 10)) for i in range(10)]
            pygame.draw.polygon(surf, (8, 8, 14, 160), [(x + 3, y + 4) for x, y in outer])
            pygame.draw.polygon(surf, tuple(max(0, v - 40) for v in colour), outer)
            inner = [(c[0] + r * 0.62 * math.cos(-math.pi / 2 + i * math.tau / 5),
                      c[1] + r * 0.62 * math.sin(-math.pi / 2 + i * math.tau / 5)) for i in range(5)]
            pygame.draw.polygon(surf, colour, inner)
            for i in range(5):
                pygame.draw.line(surf, edge, inner[i], outer[2 * i], 2)
            pygame.draw.polygon(surf, edge, inner, 2)
            pygame.draw.polygon(surf, edge, outer, 3)
            return surf

        img = self.assets.generated(key, make)
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        if glow is not None:
            pygame.draw.circle(surface, glow, (round(center[0]), round(center[1])), size // 2 + 12, 5)
        at = (round(center[0]), round(center[1]))
        surface.blit(img, img.get_rect(center=at))
        draw.text(surface, str(value), at, int(size * 0.36), (24, 20, 30), True, "center")
