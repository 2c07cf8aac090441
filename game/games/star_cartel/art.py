"""Star Cartel look: type colours, drawn type icons, card, chip, card-back,
ship and token surfaces (cached through the app's assets).

`StarCartelArt` is the table's painter of cached surfaces: it is given the
app's assets and nothing else; the module functions need no assets."""
from __future__ import annotations

import pygame

from game.games.star_cartel.rules.data import TRACK_HIGH
from game.games.star_cartel.texts import tname
from game.ui import draw, theme

TYPE_COLOURS = {
    "food": (240, 160, 52),
    "weapons": (226, 76, 68),
    "flora": (86, 190, 92),
    "medicine": (70, 170, 226),
    "crystals": (176, 108, 240),
}
CRASH_POS = TRACK_HIGH + 1  # the crash zone, drawn right of 9
CARD_W, CARD_H = 200, 126


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def _glyph(kind: str, size: int, colour) -> pygame.Surface:
    """A drawn stand-in for art/icons/<kind>.png (white shapes, supersampled)."""
    k = 4
    S = size * k
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (*colour[:3], 255)

    def P(x, y):
        return (int(S * x), int(S * y))

    if kind == "food":  # an apple
        pygame.draw.circle(s, c, P(0.5, 0.6), int(S * 0.32))
        pygame.draw.rect(s, c, (*P(0.46, 0.12), int(S * 0.08), int(S * 0.22)))
        pygame.draw.ellipse(s, c, (*P(0.55, 0.12), int(S * 0.26), int(S * 0.13)))
    elif kind == "weapons":  # a blaster
        pygame.draw.rect(s, c, (*P(0.1, 0.3), int(S * 0.62), int(S * 0.22)), border_radius=int(S * 0.06))
        pygame.draw.rect(s, c, (*P(0.68, 0.35), int(S * 0.24), int(S * 0.11)))
        pygame.draw.polygon(s, c, [P(0.2, 0.48), P(0.4, 0.48), P(0.33, 0.86), P(0.14, 0.86)])
    elif kind == "flora":  # a leaf on a stem
        leaf = pygame.Surface((int(S * 0.72), int(S * 0.36)), pygame.SRCALPHA)
        pygame.draw.ellipse(leaf, c, leaf.get_rect())
        leaf = pygame.transform.rotate(leaf, 40)
        s.blit(leaf, leaf.get_rect(center=P(0.56, 0.42)))
        pygame.draw.line(s, c, P(0.46, 0.55), P(0.3, 0.9), int(S * 0.07))
    elif kind == "medicine":  # a cross
        pygame.draw.rect(s, c, (*P(0.38, 0.12), int(S * 0.24), int(S * 0.76)), border_radius=int(S * 0.05))
        pygame.draw.rect(s, c, (*P(0.12, 0.38), int(S * 0.76), int(S * 0.24)), border_radius=int(S * 0.05))
    else:  # crystals: three shards
        for cx, h, w in ((0.5, 0.8, 0.2), (0.28, 0.55, 0.15), (0.72, 0.6, 0.15)):
            top = 0.9 - h
            pygame.draw.polygon(s, c, [P(cx, top), P(cx + w / 2, top + 0.14), P(cx + w / 2, 0.9),
                                       P(cx - w / 2, 0.9), P(cx - w / 2, top + 0.14)])
    return pygame.transform.smoothscale(s, (size, size))


class StarCartelArt:
    """Surfaces of the Star Cartel table, cached in the app's assets."""

    def __init__(self, assets):
        self.assets = assets

    def type_icon(self, kind: str, size: int, colour=(255, 255, 255)) -> pygame.Surface:
        key = ("sc_icon", kind, size, tuple(colour))

        def make():
            img = self.assets.image_scaled((size, size), "art", "icons", f"{kind}.png")
            if img is not None:
                s = img.copy().convert_alpha() if pygame.display.get_surface() else img.copy()
                s.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
                return s
            return _glyph(kind, size, colour)

        return self.assets.generated(key, make)

    def type_badge(self, surface, kind: str, center, radius: int) -> None:
        col = TYPE_COLOURS[kind]
        cx, cy = int(center[0]), int(center[1])
        pygame.draw.circle(surface, (8, 8, 16), (cx + 1, cy + 2), radius + 1)
        pygame.draw.circle(surface, col, (cx, cy), radius)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.5), (cx, cy), radius, 2)
        ic = self.type_icon(kind, int(radius * 1.3))
        surface.blit(ic, ic.get_rect(center=(cx, cy)))

    def card_surface(self, kind: str, size: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
        key = ("sc_card", kind, size, w, h)

        def make():
            col = TYPE_COLOURS[kind]
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            rad = max(6, h // 9)
            grad = self.assets.gradient((w, h), mix(col, (26, 24, 40), 0.48), mix(col, (10, 10, 20), 0.78))
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
            s.blit(grad, (0, 0))
            s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            pygame.draw.rect(s, mix(col, (255, 255, 255), 0.25), s.get_rect(), max(2, h // 42), border_radius=rad)
            # type disc with the icon
            r = int(h * 0.3)
            cx, cy = int(h * 0.12) + r, int(h * 0.1) + r
            pygame.draw.circle(s, col, (cx, cy), r)
            pygame.draw.circle(s, mix(col, (255, 255, 255), 0.55), (cx, cy), r, max(2, h // 50))
            ic = self.type_icon(kind, int(r * 1.4))
            s.blit(ic, ic.get_rect(center=(cx, cy)))
            # type name under the disc
            fs = max(theme.SIZE_TINY, h // 6)
            while fs > theme.SIZE_MIN and self.assets.text_size(tname(kind), fs, True)[0] > w * 0.56:
                fs -= 1
            if self.assets.text_size(tname(kind), fs, True)[0] <= w * 0.56:  # else the disc's icon and colour say it
                name = self.assets.text(tname(kind), fs, (245, 240, 230), True)
                s.blit(name, name.get_rect(topleft=(int(h * 0.1), cy + r + max(3, h // 30))))
            # size: big number and pips
            nx = int(w * 0.78)
            num = self.assets.text(str(size), int(h * 0.42), (255, 250, 240), True)
            s.blit(num, num.get_rect(center=(nx, int(h * 0.38))))
            pr = max(3, h // 25)
            gap = pr * 2 + max(3, h // 40)
            x0 = nx - gap * 1.5
            for i in range(4):
                p = (int(x0 + i * gap), int(h * 0.78))
                if i < size:
                    pygame.draw.circle(s, (255, 248, 230), p, pr)
                else:
                    pygame.draw.circle(s, mix(col, (0, 0, 0), 0.45), p, pr)
                    pygame.draw.circle(s, mix(col, (255, 255, 255), 0.2), p, pr, 1)
            return s

        return self.assets.generated(key, make)

    def chip_surface(self, kind: str, size: int, w: int, h: int, label: str | None = None) -> pygame.Surface:
        """A small card block: colour, icon, size number."""
        key = ("sc_chip", kind, size, w, h, label)

        def make():
            col = TYPE_COLOURS[kind]
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            rad = max(3, min(w, h) // 6)
            pygame.draw.rect(s, mix(col, (20, 20, 30), 0.15), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, mix(col, (255, 255, 255), 0.45), s.get_rect(), 2, border_radius=rad)
            text = str(size) if label is None else label
            isz = min(h - 8, w - 6)
            fs = max(theme.SIZE_TINY, min(28, h - 10))
            if w >= h + 12 and text:
                ic = self.type_icon(kind, min(h - 8, 34))
                t = self.assets.text(text, fs, (255, 255, 255), True)
                total = ic.get_width() + 4 + t.get_width()
                x = (w - total) // 2
                s.blit(ic, ic.get_rect(midleft=(x, h // 2)))
                s.blit(t, t.get_rect(midleft=(x + ic.get_width() + 4, h // 2)))
            elif text and self.assets.text_size(text, theme.SIZE_MIN, True)[0] <= w - 4:
                # too narrow for the icon too: the size number alone (outlined)
                while fs > theme.SIZE_MIN and self.assets.text_size(text, fs, True)[0] > w - 4:
                    fs -= 1
                dark = self.assets.text(text, fs, (10, 10, 18), True)
                t = self.assets.text(text, fs, (255, 255, 255), True)
                rect = t.get_rect(center=(w // 2, h // 2))
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                    s.blit(dark, rect.move(dx, dy))
                s.blit(t, rect)
            elif isz >= 12:
                ic = self.type_icon(kind, isz)
                s.blit(ic, ic.get_rect(center=(w // 2, h // 2)))
            return s

        return self.assets.generated(key, make)

    def back_surface(self, w: int, h: int) -> pygame.Surface:
        key = ("sc_back", w, h)

        def make():
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            img = self.assets.image_scaled((w, h), "art", "ui", "card_back.png")
            if img is not None:
                s.blit(img, (0, 0))
                return s
            rad = max(4, min(w, h) // 8)
            pygame.draw.rect(s, (40, 30, 80), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, theme.BRASS, s.get_rect(), 2, border_radius=rad)
            pygame.draw.rect(s, (90, 70, 150), s.get_rect().inflate(-w // 4, -h // 4), 2, border_radius=rad)
            pygame.draw.circle(s, theme.GOLD, (w // 2, h // 2), max(3, min(w, h) // 6), 2)
            return s

        return self.assets.generated(key, make)

    def ship_surface(self, ship: dict, w: int = 300, h: int = 34) -> pygame.Surface:
        """A new ship coming into its fleet row, in the row's own look: its
        name as the row heads it and its points badge (not a plate of words)."""
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (28, 34, 60, 236), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, theme.BRASS, s.get_rect(), 2, border_radius=10)
        val = f"{ship.get('value')} pts"
        vw = self.assets.text_size(val, theme.SIZE_TINY, True)[0] + 20
        vr = pygame.Rect(w - 6 - vw, 4, vw, h - 8)
        pygame.draw.rect(s, (60, 48, 22), vr, border_radius=vr.h // 2)
        draw.text(s, val, vr.center, theme.SIZE_TINY, theme.GOLD, True, "center")
        draw.text_fit(s, str(ship.get("name")), pygame.Rect(12, 0, vr.x - 20, h), theme.SIZE_BODY, theme.TEXT, True,
                      "midleft", min_size=20)
        return s

    def draw_crash_cell(self, surface, rect) -> None:
        def make():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (96, 26, 26), s.get_rect(), border_radius=8)
            stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
            for x in range(-rect.h, rect.w, 14):
                pygame.draw.line(stripes, (150, 40, 36), (x, rect.h), (x + rect.h, 0), 6)
            mask = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
            stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            s.blit(stripes, (0, 0))
            pygame.draw.rect(s, (230, 90, 80), s.get_rect(), 2, border_radius=8)
            t = self.assets.text("→ 1", theme.SIZE_TINY, (255, 225, 215), True)
            s.blit(t, t.get_rect(center=(rect.w // 2, rect.h // 2)))
            return s

        surface.blit(self.assets.generated(("sc_crash", rect.size), make), rect.topleft)

    def draw_token(self, surface, kind: str, center) -> None:
        col = TYPE_COLOURS[kind]
        cx, cy = round(center[0]), round(center[1])
        pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), 18)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.15), (cx, cy), 17)
        pygame.draw.circle(surface, (20, 16, 24), (cx, cy), 17, 3)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.6), (cx, cy), 13, 1)
        ic = self.type_icon(kind, 22)
        surface.blit(ic, ic.get_rect(center=(cx, cy)))
