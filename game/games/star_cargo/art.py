"""Star Cargo look: board geometry, the orbit slots, planet chips, cards,
ship pawns, halos and planet glyphs (cached through the app's assets).

`CargoArt` makes the surfaces (StarCargoTable holds one: table.art); the
module functions need no scene."""
from __future__ import annotations

import math

import pygame

from game.ui import draw, theme

# ---------------------------------------------------------------- geometry (logical px)
CHIP_R = 50  # planet chip in play
BANK_R = 25  # planet chip in the bank
CARD_W, CARD_H = 96, 134  # card tucked under a planet (also deck / discard)
HOLD_W, HOLD_H = 64, 90  # hold card in a seat panel
SHIP = 52  # ship pawn size
# the orbit is placed inside board_rect (see StarCargoTable.place_board): these
# margins keep the chips, their name pills and the ships at the rim inside the board
ORBIT_SIDE = 133  # board edge to the orbit's leftmost / rightmost point
ORBIT_TOP, ORBIT_BOTTOM = 86, 144  # board top to the orbit's top; its bottom to the board's

RED_SUITS = ("hearts", "diamonds")
RED = (196, 36, 48)
INK = (28, 26, 36)
CARD_FACE = (246, 242, 232)

# Planet glyphs: a DejaVu character where the font has one, else drawn.
GLYPH_CHARS = {
    "anvil": "⚒", "bolt": "⚡", "crown": "♛", "wave": "♒", "cloud": "☁", "ring": "◎", "leaf": "❦",
    "gear": "⚙", "sun": "☀", "moon": "☾", "star": "★",
}
SYMBOL_CHARS = {"triangle": "▲", "circle": "●", "diamond": "◆", "square": "■", "hexagon": "⬢", "star": "★"}


def lum(rgb) -> float:
    r, g, b = rgb[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def ellipse_slots(n: int, centre, rx, ry, start_deg: float = -118.0) -> list[tuple[int, int]]:
    """n points evenly spaced by arc length along an ellipse, the first at
    start_deg (0 = right, angles grow clockwise on screen)."""
    steps = 720
    pts, lengths = [], [0.0]
    for i in range(steps + 1):
        a = math.radians(start_deg) + 2 * math.pi * i / steps
        pts.append((centre[0] + rx * math.cos(a), centre[1] + ry * math.sin(a)))
        if i:
            lengths.append(lengths[-1] + math.dist(pts[i - 1], pts[i]))
    total = lengths[-1]
    out, j = [], 0
    for k in range(n):
        target = total * k / n
        while j < steps and lengths[j + 1] < target:
            j += 1
        seg = lengths[j + 1] - lengths[j] or 1.0
        t = (target - lengths[j]) / seg
        x = pts[j][0] + (pts[j + 1][0] - pts[j][0]) * t
        y = pts[j][1] + (pts[j + 1][1] - pts[j][1]) * t
        out.append((round(x), round(y)))
    return out


def spread_order(n: int, first: int) -> list[int]:
    """Order in which slots are filled: the first `first` evenly spread, then
    always the slot farthest from every slot taken (stable, deterministic)."""
    if n <= 0:
        return []
    first = max(1, min(first, n))
    order: list[int] = []
    for i in range(first):
        s = round(i * n / first) % n
        if s not in order:
            order.append(s)

    def gap(s):
        return min(min(abs(s - u), n - abs(s - u)) for u in order)

    while len(order) < n:
        free = [s for s in range(n) if s not in order]
        order.append(max(free, key=lambda s: (gap(s), -s)))
    return order


def halo_surface(r: int, colour) -> pygame.Surface:
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for i in range(r, 0, -2):
        t = i / r
        a = 190 if t <= 0.68 else round(190 * (1 - t) / 0.32)
        pygame.draw.circle(s, (*colour[:3], min(255, a)), (r, r), i)
    return s


def _glyph(surface, glyph: str, centre, size: int, colour) -> None:
    """A planet's glyph: a font character where DejaVu has one, else drawn."""
    cx, cy = centre
    ch = GLYPH_CHARS.get(glyph)
    if ch and size < theme.SIZE_MIN:  # too small a planet for its character: a dot (the tooltip names it)
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), max(2, round(size * 0.3)))
        return
    if ch:
        draw.text(surface, ch, (cx, cy), size, colour, True, "center")
        return
    s = size / 2
    if glyph in ("flame", "drop"):
        # a teardrop pointing up; the flame gets a hollow heart and a kink
        body = (cx, cy + s * 0.25)
        r = s * 0.52
        tip = (cx + (s * 0.12 if glyph == "flame" else 0), cy - s * 0.85)
        a = math.asin(min(1.0, r / max(1.0, body[1] - tip[1])))
        left = (body[0] - r * math.cos(a), body[1] - r * math.sin(a))
        right = (body[0] + r * math.cos(a), body[1] - r * math.sin(a))
        pygame.draw.circle(surface, colour, (round(body[0]), round(body[1])), round(r))
        pygame.draw.polygon(surface, colour, [left, tip, right, body])
        if glyph == "flame":
            pygame.draw.polygon(surface, (255, 200, 80) if lum(colour) < 128 else (255, 240, 200),
                                [(cx - r * 0.45, cy + s * 0.45), (cx, cy - s * 0.2), (cx + r * 0.45, cy + s * 0.45)])
        return
    if glyph == "key":
        w = max(3, round(size / 9))
        ring_c = (round(cx - s * 0.45), round(cy))
        pygame.draw.circle(surface, colour, ring_c, round(s * 0.35), w)
        x0, x1 = cx - s * 0.1, cx + s * 0.85
        pygame.draw.line(surface, colour, (x0, cy), (x1, cy), w)
        for tx in (x1 - w / 2, x1 - s * 0.3):
            pygame.draw.line(surface, colour, (tx, cy), (tx, cy + s * 0.35), w)
        return
    if glyph == "eye":
        pts = []
        for i in range(21):
            t = math.pi * i / 20
            pts.append((cx - s * 0.9 * math.cos(t), cy - s * 0.5 * math.sin(t)))
        for i in range(21):
            t = math.pi * i / 20
            pts.append((cx + s * 0.9 * math.cos(t), cy + s * 0.5 * math.sin(t)))
        pygame.draw.polygon(surface, colour, pts, max(2, round(size / 12)))
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(s * 0.28))
        return
    if glyph == "spiral":
        pts = []
        for i in range(60):
            t = i / 59 * 3 * math.pi
            r = s * 0.85 * i / 59
            pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
        pygame.draw.lines(surface, colour, False, pts, max(2, round(size / 10)))
        return
    pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(s * 0.4))


class CargoArt:
    """Surfaces of the Star Cargo table, cached in the app's assets: planet
    chips, card faces and backs, ship pawns."""

    def __init__(self, assets, cat, seats, symbols):
        self.assets = assets
        self.cat = cat  # the game's catalogue (planets, cards)
        self._seats = seats  # () -> the match's seats (their colours)
        self._symbols = symbols  # () -> the colour-symbols setting

    def card(self, code):
        """The catalogue card of `code`, or None (no card, an unknown code)."""
        if not code:
            return None
        try:
            return self.cat.card(code)
        except KeyError:
            return None

    def chip_surface(self, pid: str, r: int, colony: bool = False) -> pygame.Surface:
        planet = self.cat.planet(pid)

        def make():
            pad = 6
            size = 2 * r + 2 * pad
            s = pygame.Surface((size, size), pygame.SRCALPHA)
            c = (size // 2, size // 2)
            col = planet.colour.rgb if planet else (150, 150, 150)
            dark = mix(col, (0, 0, 0), 0.45)
            light = mix(col, (255, 255, 255), 0.35)
            pygame.draw.circle(s, (0, 0, 0, 110), (c[0] + 3, c[1] + 5), r)
            pygame.draw.circle(s, dark, c, r)
            pygame.draw.circle(s, col, c, r - 3)
            # rim spots: the colour's symbol, like a poker chip's edge inserts
            sym = planet.colour.symbol if planet else "circle"
            spot = max(5, round(r * 0.15))
            for k in range(6):
                a = math.radians(-90 + k * 60)
                p = (c[0] + (r * 0.8) * math.cos(a), c[1] + (r * 0.8) * math.sin(a))
                draw.symbol(s, sym, (round(p[0]), round(p[1])), spot, (250, 248, 240), outline=dark, width=1)
            inner = round(r * 0.6)
            pygame.draw.circle(s, light, c, inner)
            pygame.draw.circle(s, dark, c, inner, 2)
            # a soft highlight (top left) for a bit of volume
            hl = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(hl, (255, 255, 255, 40), (c[0] - r // 4, c[1] - r // 4), r // 2)
            s.blit(hl, (0, 0))
            ink = (30, 24, 20) if lum(light) > 120 else (250, 246, 236)
            if colony:
                dome = self.assets.image_scaled((round(inner * 1.5), round(inner * 1.5)), "art", "icons",
                                                "settlement_c.png")
                if dome is not None:
                    s.blit(dome, dome.get_rect(center=(c[0], c[1] + 2)))
                else:
                    _glyph(s, "ring", c, inner, ink)
            elif planet:
                _glyph(s, planet.glyph, c, round(inner * 1.25), ink)
            pygame.draw.circle(s, (20, 16, 24), c, r, 2)
            return s

        return self.assets.generated(("sc-chip", pid, r, colony), make)

    def card_surface(self, code: str | None, w: int, h: int, tucked: bool = False) -> pygame.Surface:
        """A card face (or the back when code is None).  `tucked`: the index
        sits in the right strip that shows beside a planet chip."""
        card = self.card(code)

        def make():
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(6, w // 10)
            if card is None:
                back = self.assets.image_scaled((w, h), "art", "ui", "card_back.png")
                if back is not None:
                    s.blit(back, (0, 0))
                else:
                    draw.card(s, pygame.Rect(0, 0, w, h), face_up=False)
                return s
            frame = self.assets.image_scaled((w, h), "art", "ui", "card_frame.png")
            if frame is not None:
                s.blit(frame, (0, 0))
            else:
                pygame.draw.rect(s, CARD_FACE, s.get_rect(), border_radius=radius)
                pygame.draw.rect(s, (120, 110, 90), s.get_rect(), 2, border_radius=radius)
            suit = card.suit.id
            ink = RED if suit in RED_SUITS else INK
            if card.colony:
                band = pygame.Rect(4, 4, w - 8, h - 8)
                pygame.draw.rect(s, (226, 214, 180), band, border_radius=max(4, radius - 3))
                pygame.draw.rect(s, theme.GOLD_DARK, band, 2, border_radius=max(4, radius - 3))
            if tucked:
                strip = pygame.Rect(w - 54, 0, 54, h)
                size = 34 if len(card.rank) == 1 else 28
                draw.text(s, card.rank, (strip.centerx, strip.y + 14), size, ink, True, "midtop")
                icon = self.assets.image_scaled((34, 34), "art", "icons", f"{suit}_c.png")
                ir = pygame.Rect(0, 0, 34, 34)
                ir.midtop = (strip.centerx, strip.y + 56)
                if icon is not None:
                    s.blit(icon, ir)
                else:
                    draw.text(s, card.suit.symbol, ir.center, 32, ink, True, "center")
                if card.colony:
                    dome = self.assets.image_scaled((34, 34), "art", "icons", "settlement_c.png")
                    if dome is not None:
                        s.blit(dome, dome.get_rect(midtop=(strip.centerx, strip.y + 94)))
            else:
                size = max(20, min(34, w // 3))
                draw.text(s, card.rank, (8, 6), size, ink, True, "topleft")
                small = max(16, size - 6)
                icon = self.assets.image_scaled((small, small), "art", "icons", f"{suit}_c.png")
                if icon is not None:
                    rank_w = self.assets.text_size(card.rank, size, True)[0]
                    s.blit(icon, (8 + max(0, rank_w - small) // 2, 6 + size + 2))
                big = max(24, min(w, h) // 2)
                centre = (w // 2 + w // 10, h // 2 + h // 8)
                if card.colony:
                    dome = self.assets.image_scaled((big, big), "art", "icons", "settlement_c.png")
                    if dome is not None:
                        s.blit(dome, dome.get_rect(center=centre))
                else:
                    icon = self.assets.image_scaled((big, big), "art", "icons", f"{suit}_c.png")
                    if icon is not None:
                        s.blit(icon, icon.get_rect(center=centre))
                    else:
                        draw.text(s, card.suit.symbol, centre, big, ink, True, "center")
            return s

        return self.assets.generated(("sc-card", code, w, h, tucked), make)

    def ship_surface(self, seat: int, size: int = SHIP, glow: bool = False) -> pygame.Surface:
        colour_index = self._seats()[seat].colour
        symbols = self._symbols()

        def make():
            pad = 8
            s = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
            col = theme.player_colour(colour_index)
            c = (s.get_width() // 2, s.get_height() // 2)
            if glow:
                for i in range(pad, 0, -1):
                    pygame.draw.circle(s, (*theme.HILITE, round(150 * (1 - i / (pad + 1)))), c, size // 2 + i)
            base = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            pygame.draw.circle(base, (10, 12, 24, 200), c, size // 2)
            pygame.draw.circle(base, theme.HILITE if glow else col, c, size // 2, 3)
            s.blit(base, (0, 0))
            img = self.assets.image_scaled((size - 10, size - 10), "art", "icons", "ship.png")
            if img is not None:
                tinted = img.copy()
                tinted.fill((*col, 255), special_flags=pygame.BLEND_RGBA_MULT)
                s.blit(tinted, tinted.get_rect(center=(c[0], c[1] - 1)))
            else:
                pygame.draw.polygon(s, col, [(c[0], c[1] - size // 3), (c[0] + size // 4, c[1] + size // 3),
                                             (c[0] - size // 4, c[1] + size // 3)])
            draw.seat_token(s, colour_index, (c[0] + size // 3, c[1] + size // 3), max(8, size // 5), symbols)
            return s

        return self.assets.generated(("sc-ship", colour_index, size, glow, symbols), make)
