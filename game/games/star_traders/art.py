"""Star Traders pictures: patterned jumplines, planets, star marks, station
rings, ships, contract markers and the spiral glow of the galaxy.

Pure drawing on pygame surfaces (no game state): board_view.py places them.
Colour is never the only cue: every jumpline colour has its own pattern,
every trader's piece carries the trader's symbol, every contract marker its
number and a ▲ (pick up) or ▼ (deliver).
"""
from __future__ import annotations

import math
import random

import pygame

from game.ui import draw, theme
from game.ui.assets import get_assets

LINE_COLOURS = {
    "orange": (250, 156, 52),
    "red": (236, 72, 72),
    "purple": (186, 112, 246),
    "blue": (78, 156, 250),
    "green": (84, 214, 112),
}
# the second cue of each colour (drawn by patterned_line)
LINE_STYLES = {"orange": "solid", "red": "dash", "purple": "dots", "blue": "dashdot", "green": "double"}
LINE_ORDER = ("orange", "red", "purple", "blue", "green")
STYLE_WORDS = {"solid": "solid", "dash": "dashes", "dots": "dots", "dashdot": "dash-dot", "double": "double"}

# contract slots 1..6: the boxes and their ▲/▼ markers share a colour (and the number)
CONTRACT_COLOURS = (
    (255, 214, 92),   # 1 VIP: gold
    (96, 222, 230),   # 2 cyan
    (255, 128, 200),  # 3 pink
    (170, 236, 96),   # 4 lime
    (255, 164, 96),   # 5 apricot
    (176, 168, 255),  # 6 lavender
)

RED_STAR = (244, 78, 66)
BLUE_STAR = (110, 180, 255)

# planet palettes by arm (6 = the Core)
_ARM_HUES = {1: (206, 120, 86), 2: (96, 160, 210), 3: (120, 190, 120), 4: (200, 160, 220), 5: (220, 190, 110),
             6: (250, 226, 170)}


def contract_colour(slot: int) -> tuple:
    """Colour of contract slot 1..6 (the Imperial Missions use gold too)."""
    return CONTRACT_COLOURS[(slot - 1) % len(CONTRACT_COLOURS)]


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


# ---------------------------------------------------------------- jumplines
def walk(points):
    """Cumulative lengths along a polyline."""
    out = [0.0]
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        out.append(out[-1] + math.hypot(bx - ax, by - ay))
    return out


def point_at(points, cum, d):
    """The point at arc length d and the unit direction there."""
    d = max(0.0, min(cum[-1], d))
    for i in range(1, len(cum)):
        if cum[i] >= d or i == len(cum) - 1:
            seg = cum[i] - cum[i - 1]
            t = (d - cum[i - 1]) / seg if seg > 0 else 0.0
            (ax, ay), (bx, by) = points[i - 1], points[i]
            ln = math.hypot(bx - ax, by - ay) or 1.0
            return (ax + (bx - ax) * t, ay + (by - ay) * t), ((bx - ax) / ln, (by - ay) / ln)
    return points[-1], (1.0, 0.0)


def _sub(points, cum, d0, d1):
    """The piece of the polyline between arc lengths d0 and d1."""
    p0, _ = point_at(points, cum, d0)
    out = [p0]
    for i in range(1, len(cum) - 1):
        if d0 < cum[i] < d1:
            out.append(points[i])
    p1, _ = point_at(points, cum, d1)
    out.append(p1)
    return out


def thick_line(surface, pts, colour, width):
    if len(pts) < 2:
        return
    if width <= 1:
        pygame.draw.aalines(surface, colour, False, pts)
        return
    pygame.draw.lines(surface, colour, False, pts, width)
    r = width / 2
    for p in pts[1:-1]:
        pygame.draw.circle(surface, colour, p, r)


def offset_line(points, off: float):
    """The polyline moved sideways by `off` (along the averaged normals)."""
    n = len(points)
    out = []
    for i in range(n):
        ax, ay = points[max(0, i - 1)]
        bx, by = points[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        ln = math.hypot(dx, dy) or 1.0
        out.append((points[i][0] - dy / ln * off, points[i][1] + dx / ln * off))
    return out


def trim(points, start: float, end: float):
    """The polyline less `start` pixels at its start and `end` at its end
    (the planets' discs cover the ends)."""
    cum = walk(points)
    if cum[-1] <= start + end + 2:
        return list(points)
    return _sub(points, cum, start, cum[-1] - end)


def patterned_line(surface, points, colour, style: str, width: int, phase: float = 0.0) -> None:
    """A jumpline in its colour and pattern: solid, dash (long dashes), dots,
    dashdot or double.  `width` is the line's weight in pixels."""
    pts = [(float(x), float(y)) for x, y in points]
    if len(pts) < 2:
        return
    w = max(1, int(width))
    if style == "solid":
        thick_line(surface, pts, colour, w)
        return
    if style == "double":
        sub = max(1, round(w * 0.5))
        gap = max(1.5, w * 0.62)
        thick_line(surface, offset_line(pts, gap), colour, sub)
        thick_line(surface, offset_line(pts, -gap), colour, sub)
        return
    cum = walk(pts)
    total = cum[-1]
    if style == "dots":
        step = max(4.0, w * 2.6)
        r = max(1.2, w * 0.72)
        d = (step / 2 + phase) % step
        while d <= total:
            p, _ = point_at(pts, cum, d)
            pygame.draw.circle(surface, colour, p, r)
            d += step
        return
    if style == "dash":
        pattern = [(w * 5.0, True), (w * 2.4, False)]
    else:  # dashdot
        pattern = [(w * 3.6, True), (w * 1.5, False), (w * 0.9, "dot"), (w * 1.5, False)]
    period = sum(p for p, _ in pattern)
    d = -((phase % period))
    i = 0
    while d < total:
        length, on = pattern[i % len(pattern)]
        a, b = max(0.0, d), min(total, d + length)
        if b > a:
            if on == "dot":
                p, _ = point_at(pts, cum, (a + b) / 2)
                pygame.draw.circle(surface, colour, p, max(1.2, w * 0.62))
            elif on:
                thick_line(surface, _sub(pts, cum, a, b), colour, w)
        d += length
        i += 1


def line_sample(size, colour_name: str, width: int = 4, under: bool = True) -> pygame.Surface:
    """A short horizontal sample of a jumpline (legends, tooltips)."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pts = [(3, h / 2), (w - 3, h / 2)]
    if under:
        thick_line(s, pts, (6, 8, 18, 200), width + 5)
    patterned_line(s, pts, LINE_COLOURS[colour_name], LINE_STYLES[colour_name], width)
    return s


# ---------------------------------------------------------------- planets and marks
def planet(px: int, number: int, arm: int) -> pygame.Surface:
    """A shaded planet of diameter px (its look fixed by its number)."""
    rng = random.Random(number * 7919)
    pad = max(3, px // 5)
    S = px + 2 * pad
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    r = px / 2
    base = _ARM_HUES.get(arm, (180, 180, 200))
    base = tuple(max(30, min(255, v + rng.randint(-40, 40))) for v in base)
    # atmosphere halo
    halo = mix(base, (255, 255, 255), 0.3)
    for i in range(pad, 0, -1):
        pygame.draw.circle(s, (*halo, int(50 * (1 - i / (pad + 1)) ** 2)), c, r + i)
    dark = mix(base, (6, 6, 20), 0.72)
    pygame.draw.circle(s, dark, c, r)
    # lit side: discs shifted toward the light, each lighter
    steps = max(4, px // 4)
    for i in range(steps):
        t = i / steps
        rr = r * (1 - 0.78 * t)
        off = r * 0.32 * t
        pygame.draw.circle(s, mix(dark, mix(base, (255, 255, 255), 0.35), t ** 0.8), (c[0] - off, c[1] - off), rr)
    # bands or spots
    if rng.random() < 0.5 and px >= 14:
        band = (*mix(base, (20, 10, 30), 0.35), 70)
        layer = pygame.Surface((S, S), pygame.SRCALPHA)
        for _ in range(rng.randint(2, 3)):
            y = c[1] + rng.uniform(-0.55, 0.55) * r
            pygame.draw.ellipse(layer, band, (c[0] - r, y - r * 0.09, 2 * r, r * 0.18))
        mask = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), c, r)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(layer, (0, 0))
    pygame.draw.circle(s, (*mix(base, (255, 255, 255), 0.55), 160), c, r, max(1, px // 18))
    if arm != 6 and rng.random() < 0.28 and px >= 16:  # a ring
        ring = pygame.Surface((S, S), pygame.SRCALPHA)
        rect = pygame.Rect(0, 0, S - 2, int(S * 0.34))
        rect.center = (round(c[0]), round(c[1]))
        pygame.draw.ellipse(ring, (*mix(base, (255, 240, 210), 0.5), 190), rect, max(1, px // 12))
        s.blit(pygame.transform.rotate(ring, rng.uniform(-25, 25)), (0, 0))
    return s


def star_mark(surface, center, r: float, kind: str) -> None:
    """The red star of a start world or the blue star of a Core world."""
    col = RED_STAR if kind == "red" else BLUE_STAR
    cx, cy = center
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    pygame.draw.polygon(surface, (8, 8, 16), [(x + 1, y + 1.5) for x, y in pts])
    pygame.draw.polygon(surface, col, pts)
    pygame.draw.polygon(surface, (255, 255, 255), pts, 1)


def station_ring(px: int, colour, symbol: str, symbols: bool = True, dashed: bool = False) -> pygame.Surface:
    """A station: a thick ring of diameter px in the owner's colour, with the
    owner's symbol on a badge at its lower right."""
    pad = 4
    br = max(6, round(px * 0.2))
    S = px + 2 * pad + br
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (pad + px / 2, pad + px / 2)
    r = px / 2
    w = max(3, round(px * 0.13))
    pygame.draw.circle(s, (6, 6, 14, 200), (c[0] + 1, c[1] + 2), r + 1, w + 2)
    pygame.draw.circle(s, colour, c, r, w)
    pygame.draw.circle(s, (255, 255, 255, 200), c, r, 1)
    pygame.draw.circle(s, (10, 10, 20, 220), c, r - w, 1)
    # beacon lights on the ring
    for ang in (math.pi * 0.25, math.pi * 0.75, math.pi * 1.25):
        p = (c[0] + (r - w / 2) * math.cos(ang), c[1] - (r - w / 2) * math.sin(ang))
        pygame.draw.circle(s, (255, 255, 240), p, max(1, w // 3))
    bc = (round(c[0] + r * 0.72), round(c[1] + r * 0.72))
    pygame.draw.circle(s, (8, 8, 16), (bc[0] + 1, bc[1] + 2), br + 1)
    pygame.draw.circle(s, colour, bc, br)
    pygame.draw.circle(s, (255, 255, 255), bc, br, max(1, br // 5))
    if symbols:
        dark = tuple(max(0, v - 150) for v in colour)
        draw.symbol(s, symbol, bc, max(3, int(br * 0.58)), dark, outline=dark, width=0)
    return s


def ship(px: int, colour, symbol: str, symbols: bool = True, icon: pygame.Surface | None = None,
         dark_icon: pygame.Surface | None = None, second: bool = False) -> pygame.Surface:
    """A ship of size px in the owner's colour with the owner's symbol (the
    Tycoon's second ship carries a small "2")."""
    pad = 5
    S = px + 2 * pad
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    if icon is not None and dark_icon is not None:
        for dx in (-2, 0, 2):
            for dy in (-2, 0, 2):
                if dx or dy:
                    s.blit(dark_icon, (pad + dx, pad + dy))
        s.blit(icon, (pad, pad))
    else:
        pts = [(S / 2, pad), (S - pad, S - pad), (S / 2, S * 0.72), (pad, S - pad)]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, (12, 12, 22), pts, 2)
    r = max(7, round(px * 0.25))
    bc = (S - r - 2, S - r - 2)
    pygame.draw.circle(s, (10, 10, 18), (bc[0] + 1, bc[1] + 2), r + 1)
    pygame.draw.circle(s, colour, bc, r)
    pygame.draw.circle(s, (255, 255, 255), bc, r, 2)
    if symbols:
        dark = tuple(max(0, v - 150) for v in colour)
        draw.symbol(s, symbol, bc, max(3, int(r * 0.55)), dark, outline=dark, width=0)
    if second and px // 3 >= theme.SIZE_MIN:  # a smaller ship's second mark is its tooltip's
        draw.text(s, "2", (pad + 2, S - pad - 2), px // 3, (255, 255, 255), True, "bottomleft", shadow=True)
    return s


def contract_marker(px: int, slot: int, up: bool, colour=None, star: bool = False) -> pygame.Surface:
    """A contract die: a triangle pointing up (pick up here) or down (deliver
    here) with the contract's number; `star` marks an Imperial Mission."""
    colour = colour or contract_colour(slot)
    pad = 3
    W, H = round(px * 1.1) + 2 * pad, px + 2 * pad
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    x0, y0, x1, y1 = pad, pad, W - pad, H - pad
    if up:
        pts = [((x0 + x1) / 2, y0), (x1, y1), (x0, y1)]
        ty = y0 + (y1 - y0) * 0.64
    else:
        pts = [(x0, y0), (x1, y0), ((x0 + x1) / 2, y1)]
        ty = y0 + (y1 - y0) * 0.36
    pygame.draw.polygon(s, (6, 6, 14), [(x + 1, y + 2) for x, y in pts])
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, (20, 16, 28), pts, 2)
    label = "★" if star else str(slot)
    if round(px * 0.46) >= theme.SIZE_MIN:  # a smaller marker is told by its colour (and its tooltip)
        draw.text(s, label, ((x0 + x1) / 2, ty), round(px * 0.46), (20, 16, 28), True, "center")
    return s


# ---------------------------------------------------------------- the galaxy's glow
def spiral_glow(size, arms, core, scale: float, origin, seed: int = 7) -> pygame.Surface:
    """The soft light of the galaxy on a transparent surface of `size`:
    `arms` are lists of world points (map units) from the Core outwards,
    `core` the centre; `scale` px per map unit, `origin` the map point at
    the surface's top left.  Drawn small, then smoothly scaled up."""
    W, H = size
    k = 6 if max(W, H) > 700 else 4
    w, h = max(8, W // k), max(8, H // k)
    s = pygame.Surface((w, h), pygame.SRCALPHA)

    def sp(p):
        return ((p[0] - origin[0]) * scale / k, (p[1] - origin[1]) * scale / k)

    def blob(center, radius, colour, alpha):
        radius = max(2.0, radius)
        n = 10
        for i in range(n, 0, -1):
            rr = radius * i / n
            a = int(alpha * (1 - (i - 1) / n) ** 1.6 / 2.2)
            if a > 0:
                layer = pygame.Surface((int(2 * rr) + 2, int(2 * rr) + 2), pygame.SRCALPHA)
                pygame.draw.circle(layer, (*colour, a), (rr + 1, rr + 1), rr)
                s.blit(layer, (center[0] - rr - 1, center[1] - rr - 1))

    cx, cy = sp(core)
    u = scale / k  # px per map unit on the small surface
    blob((cx, cy), 520 * u, (120, 90, 190), 120)
    for pts in arms:
        path = [core] + list(pts)
        cum = walk(path)
        total = cum[-1]
        if total <= 0:
            continue
        d = 0.0
        while d <= total * 1.12:
            p, _ = point_at(path, cum, min(d, total))
            if d > total:  # fade past the outer world
                (ax, ay), (bx, by) = path[-2], path[-1]
                ln = math.hypot(bx - ax, by - ay) or 1.0
                p = (bx + (bx - ax) / ln * (d - total), by + (by - ay) / ln * (d - total))
            f = d / total
            col = mix((255, 210, 160), (110, 130, 240), min(1.0, f * 1.2))
            blob(sp(p), (190 - 70 * f) * u, col, int(110 * (1 - 0.55 * f)))
            d += 60
    blob((cx, cy), 260 * u, (255, 220, 170), 200)
    blob((cx, cy), 120 * u, (255, 244, 220), 230)
    out = pygame.transform.smoothscale(s, (W, H))
    # dust: faint stars thick along the arms
    rng = random.Random(seed)
    for pts in arms:
        path = [core] + list(pts)
        cum = walk(path)
        for _ in range(int(90 * max(1.0, scale * 3))):
            p, (dx, dy) = point_at(path, cum, rng.uniform(0, cum[-1] * 1.05))
            spread = rng.gauss(0, 70)
            x = (p[0] - dy * spread - origin[0]) * scale
            y = (p[1] + dx * spread - origin[1]) * scale
            b = rng.randint(150, 255)
            a = rng.randint(60, 200)
            rr = 1 if rng.random() < 0.85 else 2
            pygame.draw.circle(out, (b, b, min(255, b + 30), a), (x, y), rr * max(1.0, scale * 2.2) / 1.2)
    return out


def legend_rows(need: dict) -> list[tuple[str, str, str]]:
    """(colour name, pattern words, 'N+') of the five jumpline kinds;
    `need` maps a colour to its least roll (rules.data.LINE_NEED)."""
    return [(c, STYLE_WORDS[LINE_STYLES[c]], f"{need[c]}+") for c in LINE_ORDER]


def text_outlined(surface, s: str, pos, size: int, colour, bold: bool = True, anchor: str = "center",
                  outline=(6, 8, 18)) -> pygame.Rect:
    """Text with a dark outline, readable over the glow and the lines."""
    a = get_assets()
    fg = a.text(s, size, colour, bold)
    bg = a.text(s, size, outline, bold)
    rect = fg.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    o = max(1, size // 14)
    for dx in (-o, 0, o):
        for dy in (-o, 0, o):
            if dx or dy:
                surface.blit(bg, rect.move(dx, dy))
    surface.blit(fg, rect)
    return rect



def quarantine_mark(px: int) -> pygame.Surface:
    """Quarantine around a planet of diameter px: a striped hazard ring with
    a barred "Q" badge at its top left (shape and letter, not colour alone)."""
    pad = 6
    br = max(8, round(px * 0.26))
    S = px + 2 * pad + 2 * br
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    r = px / 2 + pad * 0.6
    w = max(4, round(px * 0.14))
    pygame.draw.circle(s, (10, 8, 4, 220), c, r + 2, w + 4)
    steps = 16
    for i in range(steps):  # yellow and black stripes around the ring
        a0, a1 = 2 * math.pi * i / steps, 2 * math.pi * (i + 1) / steps
        col = (250, 206, 40) if i % 2 == 0 else (24, 20, 12)
        pts = [(c[0] + (r - w + 1) * math.cos(a0), c[1] + (r - w + 1) * math.sin(a0)),
               (c[0] + r * math.cos(a0), c[1] + r * math.sin(a0)),
               (c[0] + r * math.cos(a1), c[1] + r * math.sin(a1)),
               (c[0] + (r - w + 1) * math.cos(a1), c[1] + (r - w + 1) * math.sin(a1))]
        pygame.draw.polygon(s, col, pts)
    bc = (round(c[0] - r * 0.74), round(c[1] - r * 0.74))
    pygame.draw.circle(s, (8, 8, 16), (bc[0] + 1, bc[1] + 2), br + 1)
    pygame.draw.circle(s, (250, 206, 40), bc, br)
    pygame.draw.circle(s, (24, 20, 12), bc, br, max(2, br // 5))
    if round(br * 1.25) >= theme.SIZE_MIN:
        draw.text(s, "Q", (bc[0], bc[1] + 1), round(br * 1.25), (24, 20, 12), True, "center")
    pygame.draw.line(s, (24, 20, 12), (bc[0] - br * 0.7, bc[1] + br * 0.7), (bc[0] + br * 0.7, bc[1] - br * 0.7),
                     max(2, br // 4))
    return s


def imperial_ring(px: int) -> pygame.Surface:
    """An Imperial Station: a gold outer ring with five stars on it, drawn
    around the owner's station ring."""
    pad = 8
    S = px + 2 * pad
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    r = px / 2 + 2
    pygame.draw.circle(s, (20, 14, 4, 230), c, r + 2, 5)
    pygame.draw.circle(s, (246, 204, 90), c, r, 3)
    star_r = max(6, round(px * 0.16))
    for k in range(5):
        ang = -math.pi / 2 + 2 * math.pi * k / 5
        p = (c[0] + r * math.cos(ang), c[1] + r * math.sin(ang))
        draw.symbol(s, "star", (round(p[0]), round(p[1])), star_r, (255, 222, 110), outline=(60, 40, 10), width=1)
    return s


def envoy_flag(px: int) -> pygame.Surface:
    """The Imperial Envoy's target: a dashed gold ring and a pennant."""
    pad = 16
    S = px + 2 * pad
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    r = px / 2 + 11
    for i in range(12):
        a0 = 2 * math.pi * i / 12
        a1 = a0 + math.pi / 12
        pygame.draw.arc(s, (255, 226, 120), pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), a0, a1, 3)
    top = (round(c[0] + r * 0.55), round(c[1] - r * 0.95))
    pygame.draw.line(s, (240, 236, 220), top, (top[0], top[1] + px * 0.45), 2)
    pygame.draw.polygon(s, (255, 222, 110), [top, (top[0] + px * 0.3, top[1] + px * 0.1), (top[0], top[1] + px * 0.2)])
    pygame.draw.polygon(s, (60, 40, 10), [top, (top[0] + px * 0.3, top[1] + px * 0.1), (top[0], top[1] + px * 0.2)], 1)
    return s
