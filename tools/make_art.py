#!/usr/bin/env python3
"""Generate every bundled picture of Cantina procedurally with pygame.

    python tools/make_art.py [OUT_DIR] [--only GLOB ...] [--sheet PNG] [--list]

OUT_DIR defaults to the repository's art/ folder; art/fonts/ is never touched.
GLOB patterns match paths relative to OUT_DIR, e.g. --only 'icons/coin*'.
--sheet writes a contact sheet of everything generated (for looking, not for
committing).

Everything is deterministic: randomness comes from seeded random.Random, and
shapes are drawn hard-edged at 3-4x size and box-filtered down with
pygame.transform.average_color (plain integer C code, alpha-weighted, so no
dark fringes and no CPU-specific SIMD rounding).  Only the soft nebula layer
of the two 1920x1080 backgrounds is upscaled with smoothscale.

Icons come in two flavours: <name>.png is white on transparent so the UI can
tint it (Surface.fill(colour, special_flags=BLEND_RGBA_MULT)); <name>_c.png is
a coloured, shaded version with a dark outline that reads on any background.
"""
from __future__ import annotations

import argparse
import fnmatch
import io
import math
import os
import random
import struct
import sys
from functools import lru_cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "art"

SRCALPHA = pygame.SRCALPHA
MULT = pygame.BLEND_RGBA_MULT
MAX = pygame.BLEND_RGBA_MAX
ADD = pygame.BLEND_RGB_ADD

ICON = 64          # icon size
ICON_SS = 4        # icon supersampling
TILE_W, TILE_H = 440, 300
TILE_SS = 3
CARD_W, CARD_H = 180, 252
BG_W, BG_H = 1920, 1080
OUTLINE = (16, 12, 30)

CONTRABAND = ("food", "weapons", "flora", "medicine", "crystals")
SUITS = ("spades", "hearts", "diamonds", "clubs")
SYMBOLS = ("sym_circle", "sym_square", "sym_triangle", "sym_diamond", "sym_star", "sym_hexagon")
MISC = ("coin", "ship", "settlement", "gem", "crew", "shield", "engine", "weapon",
        "dice", "undo", "menu", "star", "skull")
ICON_NAMES = CONTRABAND + SUITS + SYMBOLS + MISC


# --------------------------------------------------------------------------
# colour helpers
# --------------------------------------------------------------------------

def rgba(c):
    return tuple(c) if len(c) == 4 else (c[0], c[1], c[2], 255)


def mix(a, b, t):
    a, b = rgba(a), rgba(b)
    return tuple(max(0, min(255, int(round(a[i] + (b[i] - a[i]) * t)))) for i in range(4))


def lighten(c, t):
    c = rgba(c)
    return mix(c, (255, 255, 255, c[3]), t)


def darken(c, t):
    c = rgba(c)
    return mix(c, (0, 0, 0, c[3]), t)


def alpha(c, a):
    return (c[0], c[1], c[2], a)


def scale_rgb(c, f):
    return tuple(max(0, min(255, int(round(v * f)))) for v in c[:3])


def sample(stops, t):
    if t <= stops[0][0]:
        return rgba(stops[0][1])
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            return mix(c0, c1, (t - t0) / (t1 - t0) if t1 > t0 else 0.0)
    return rgba(stops[-1][1])


def clamp01(v):
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


def smoothstep(e0, e1, x):
    t = clamp01((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


# --------------------------------------------------------------------------
# surface helpers
# --------------------------------------------------------------------------

def new(w, h, fill=(0, 0, 0, 0)):
    s = pygame.Surface((int(w), int(h)), SRCALPHA, 32)
    s.fill(fill)
    return s


def vgradient(w, h, stops):
    s = new(w, h)
    for y in range(int(h)):
        s.fill(sample(stops, y / (h - 1) if h > 1 else 0.0), (0, y, w, 1))
    return s


def hgradient(w, h, stops):
    s = new(w, h)
    for x in range(int(w)):
        s.fill(sample(stops, x / (w - 1) if w > 1 else 0.0), (x, 0, 1, h))
    return s


def downsample(src, f):
    """Box-filter by an integer factor, alpha-weighted (premultiplied-correct)."""
    if f == 1:
        return src.copy()
    w, h = src.get_width() // f, src.get_height() // f
    avg = pygame.transform.average_color
    buf = bytearray(w * h * 4)
    i = 0
    for y in range(h):
        fy = y * f
        for x in range(w):
            buf[i:i + 4] = bytes(avg(src, (x * f, fy, f, f), True))
            i += 4
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


def white_mask(surf):
    m = surf.copy()
    m.fill((255, 255, 255, 0), special_flags=MAX)
    return m


def clip_alpha(surf, shape):
    """Multiply surf's alpha by shape's alpha."""
    surf.blit(white_mask(shape), (0, 0), special_flags=MULT)


def ring_sprite(radius, colour_at):
    """Radial sprite drawn as concentric 2px rings; colour_at(t) with t=0 centre, 1 rim."""
    r = max(1, int(radius))
    s = new(2 * r + 1, 2 * r + 1)
    for i in range(r, 0, -1):
        pygame.draw.circle(s, colour_at(i / r), (r, r), i, width=2 if i > 1 else 0)
    s.set_at((r, r), colour_at(0.0))
    return s


@lru_cache(maxsize=None)
def _glow(radius, col, power):
    def at(t):
        f = (1.0 - t) ** power
        return (int(col[0] * f), int(col[1] * f), int(col[2] * f), 255)
    return ring_sprite(radius, at)


def add_glow(surf, cx, cy, radius, col, strength=1.0, power=2.0):
    """Additive radial glow (RGB add; leaves alpha alone)."""
    c = tuple(max(0, min(255, int(v * strength))) for v in col[:3])
    g = _glow(int(radius), c, power)
    surf.blit(g, (int(cx - g.get_width() // 2), int(cy - g.get_height() // 2)), special_flags=ADD)


# --------------------------------------------------------------------------
# geometry: builders return draw(surface, colour, k) callables in design units
# --------------------------------------------------------------------------

def _pt(p, k):
    return (p[0] * k, p[1] * k)


def P(pts):
    pts = list(pts)
    return lambda s, c, k: pygame.draw.polygon(s, c, [_pt(p, k) for p in pts])


def C(cx, cy, r):
    return lambda s, c, k: pygame.draw.circle(s, c, (cx * k, cy * k), r * k)


def RING(cx, cy, r, w):
    """Ring centred on radius r with width w."""
    def d(s, c, k):
        pygame.draw.circle(s, c, (cx * k, cy * k), (r + w / 2) * k, width=max(1, int(round(w * k))))
    return d


def _rect(x, y, w, h, k):
    return pygame.Rect(int(round(x * k)), int(round(y * k)), int(round(w * k)), int(round(h * k)))


def E(cx, cy, rx, ry):
    return lambda s, c, k: pygame.draw.ellipse(s, c, _rect(cx - rx, cy - ry, 2 * rx, 2 * ry, k))


def EL(cx, cy, rx, ry, w):
    return lambda s, c, k: pygame.draw.ellipse(s, c, _rect(cx - rx, cy - ry, 2 * rx, 2 * ry, k),
                                               width=max(1, int(round(w * k))))


def R(x, y, w, h, r=0):
    return lambda s, c, k: pygame.draw.rect(s, c, _rect(x, y, w, h, k), border_radius=int(round(r * k)))


def RO(x, y, w, h, r, lw):
    return lambda s, c, k: pygame.draw.rect(s, c, _rect(x, y, w, h, k), width=max(1, int(round(lw * k))),
                                            border_radius=int(round(r * k)))


def L(pts, w, closed=False, caps=True):
    """Thick polyline with round joins."""
    pts = list(pts)

    def d(s, c, k):
        hw = w * k / 2
        ps = [_pt(p, k) for p in pts]
        pairs = list(zip(ps, ps[1:]))
        if closed:
            pairs.append((ps[-1], ps[0]))
        for (x1, y1), (x2, y2) in pairs:
            dx, dy = x2 - x1, y2 - y1
            n = math.hypot(dx, dy)
            if n == 0:
                continue
            nx, ny = -dy / n * hw, dx / n * hw
            pygame.draw.polygon(s, c, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
        joints = ps if (caps or closed) else ps[1:-1]
        for p in joints:
            pygame.draw.circle(s, c, p, hw)
    return d


def G(*gs):
    def d(s, c, k):
        for g in gs:
            g(s, c, k)
    return d


def arc_pts(cx, cy, r, a0, a1, n=32, ry=None):
    ry = r if ry is None else ry
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def regular(cx, cy, r, n, rot=-90.0):
    return [(cx + r * math.cos(math.radians(rot + 360 * i / n)), cy + r * math.sin(math.radians(rot + 360 * i / n)))
            for i in range(n)]


def star_pts(cx, cy, r1, r2, n=5, rot=-90.0):
    out = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = math.radians(rot + 180 * i / n)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def qbez(p0, p1, p2, n=16):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / n for i in range(n + 1))]


def cbez(p0, p1, p2, p3, n=20):
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def leaf_pts(base, tip, width, n=20, bend=0.0):
    bx, by = base
    tx, ty = tip
    dx, dy = tx - bx, ty - by
    ln = math.hypot(dx, dy)
    nx, ny = -dy / ln, dx / ln
    side1, side2 = [], []
    for i in range(n + 1):
        t = i / n
        w = width * math.sin(math.pi * t) ** 0.8
        b = bend * math.sin(math.pi * t)
        px, py = bx + dx * t + nx * b, by + dy * t + ny * b
        side1.append((px + nx * w, py + ny * w))
        side2.append((px - nx * w, py - ny * w))
    return side1 + side2[::-1]


def fit(pts, x0, y0, x1, y1):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    s = min((x1 - x0) / (max(xs) - min(xs)), (y1 - y0) / (max(ys) - min(ys)))
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return [(mx + (x - cx) * s, my + (y - cy) * s) for x, y in pts]


def heart_raw(n=120):
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        out.append((16 * math.sin(t) ** 3,
                    -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))))
    return out


# --------------------------------------------------------------------------
# Paint: a hi-res canvas in design units, white (silhouette) or colour mode
# --------------------------------------------------------------------------

class Paint:
    def __init__(self, w, h, k, mode="color", bg=(0, 0, 0, 0)):
        self.w, self.h, self.k, self.mode = w, h, k, mode
        self.W, self.H = int(round(w * k)), int(round(h * k))
        if mode == "white" and bg == (0, 0, 0, 0):
            bg = (255, 255, 255, 0)
        self.s = new(self.W, self.H, bg)

    @property
    def white(self):
        return self.mode == "white"

    def layer(self, *geoms, col=(255, 255, 255, 255)):
        t = new(self.W, self.H)
        for g in geoms:
            g(t, col, self.k)
        return t

    def fill(self, col, *geoms, light=0.3, dark=0.35, horizontal=False):
        """Shape filled with a top-light / bottom-dark gradient (white in white mode)."""
        if self.white:
            for g in geoms:
                g(self.s, (255, 255, 255, 255), self.k)
            return
        t = self.layer(*geoms)
        b = t.get_bounding_rect()
        if b.w == 0 or b.h == 0:
            return
        stops = [(0, lighten(col, light)), (1, darken(col, dark))]
        grad = hgradient(b.w, b.h, stops) if horizontal else vgradient(b.w, b.h, stops)
        t.blit(grad, b.topleft, special_flags=MULT)
        self.s.blit(t, (0, 0))

    def flat(self, col, *geoms):
        """Solid (possibly translucent) colour, blended; colour mode only."""
        if self.white:
            return
        col = rgba(col)
        if col[3] == 255:
            for g in geoms:
                g(self.s, col, self.k)
            return
        t = self.layer(*geoms, col=col)
        self.s.blit(t, (0, 0))

    def solid(self, col, *geoms):
        """Solid in colour mode, white in white mode (never a cut)."""
        for g in geoms:
            g(self.s, (255, 255, 255, 255) if self.white else rgba(col), self.k)

    def cut(self, *geoms):
        for g in geoms:
            g(self.s, (0, 0, 0, 0), self.k)

    def detail(self, col, *geoms):
        """Drawn in colour mode, cut out in white mode."""
        if self.white:
            self.cut(*geoms)
        else:
            for g in geoms:
                g(self.s, rgba(col), self.k)

    def gloss(self, col, *geoms):
        """Translucent overlay clipped to what is already painted; colour mode only."""
        if self.white:
            return
        t = self.layer(*geoms, col=rgba(col))
        clip_alpha(t, self.s)
        self.s.blit(t, (0, 0))

    def glow(self, cx, cy, r, col, strength=1.0, power=2.0):
        if self.white:
            return
        add_glow(self.s, cx * self.k, cy * self.k, r * self.k, col, strength, power)

    def outline(self, width, col=OUTLINE):
        if self.white:
            return
        sil = white_mask(self.s)
        sil.fill(rgba(col), special_flags=MULT)
        out = new(self.W, self.H)
        r = int(round(width * self.k))
        for dy in range(-r, r + 1):
            for dx in range(-r, r + 1):
                if dx * dx + dy * dy <= r * r + r:
                    out.blit(sil, (dx, dy), special_flags=MAX)
        out.blit(self.s, (0, 0))
        self.s = out

    def result(self, factor=None):
        return downsample(self.s, self.k if factor is None else factor)


# --------------------------------------------------------------------------
# icons (64x64 design units)
# --------------------------------------------------------------------------

ICONS = {}
ICON_COLOURS = {}


def icon(name, colour=None):
    def deco(fn):
        ICONS[name] = fn
        ICON_COLOURS[name] = colour
        return fn
    return deco


@icon("food", (245, 165, 50))
def ic_food(p):
    metal = (190, 198, 212)
    p.fill(metal, R(8, 17, 28, 37, 2), E(22, 53, 14, 4.5))
    p.fill((245, 160, 45), R(8, 26, 28, 17))                    # label band
    p.detail(darken(metal, 0.45), L([(8, 26), (36, 26)], 1.6, caps=False), L([(8, 43), (36, 43)], 1.6, caps=False))
    p.fill(lighten(metal, 0.2), E(22, 17, 14, 5))                # lid
    p.detail(darken(metal, 0.4), EL(22, 17, 10, 3.2, 1.4))
    p.gloss((255, 255, 255, 70), R(11, 20, 4, 32, 2))
    # fruit
    p.cut(C(45, 42, 15.8), L([(44, 30), (47, 21)], 6))
    p.fill((235, 75, 50), C(45, 42, 13))
    p.fill((120, 75, 40), L([(44.5, 30), (46.5, 22)], 2.6))
    p.fill((95, 200, 85), P(leaf_pts((47, 25), (58, 19), 4.2)))
    p.gloss((255, 255, 255, 110), E(40, 37, 3, 4.5))


@icon("weapons", (235, 80, 70))
def ic_weapons(p):
    steel = (150, 160, 180)
    p.fill(darken(steel, 0.2), P([(13, 30), (29, 30), (26, 55), (11, 55), (9, 51)]))    # grip
    p.fill(steel, L([(27, 33), (34, 41), (27, 43)], 2.6))                                # trigger guard
    p.fill(steel, R(15, 12, 22, 7, 2))                                                   # sight rail
    p.fill(steel, R(6, 18, 42, 15, 5))                                                   # body
    p.fill((225, 70, 60), R(44, 21, 12, 9, 2))                                          # barrel
    p.fill(steel, R(53, 17, 7, 17, 2.5))                                                 # emitter
    p.detail(darken(steel, 0.5), *[L([(x, 22), (x, 29)], 1.6) for x in (13, 18, 23)])
    p.detail((90, 230, 255), C(36, 25.5, 3.8))
    p.detail(darken(steel, 0.5), L([(14, 37), (25, 37)], 1.4), L([(13, 43), (24, 43)], 1.4))
    p.gloss((255, 255, 255, 80), R(9, 19, 34, 3, 1.5))


@icon("flora", (95, 200, 90))
def ic_flora(p):
    green = (95, 200, 85)
    p.fill((140, 95, 60), E(32, 56, 20, 5.5), R(12, 56, 40, 4, 2))
    stem = cbez((32, 56), (31, 46), (29, 38), (32, 25))
    p.fill(darken(green, 0.2), L(stem, 3.6))
    p.fill(green, P(leaf_pts((31, 42), (5, 27), 9.5, bend=-2)))
    p.fill(lighten(green, 0.1), P(leaf_pts((32, 32), (57, 13), 9, bend=2)))
    p.fill(green, P(leaf_pts((32, 27), (33, 6), 5.5, bend=1)))
    vein = darken(green, 0.45)
    p.detail(vein, L([(29, 41), (18, 34.5), (9, 29)], 1.5))
    p.detail(vein, L([(34, 31), (45, 22), (52, 17)], 1.5))
    p.detail(vein, L([(32.5, 25), (33, 12)], 1.3))
    p.gloss((255, 255, 255, 60), P(leaf_pts((33, 30), (50, 17), 3, bend=2)))


@icon("medicine", (230, 70, 80))
def ic_medicine(p):
    glass = (215, 235, 245)
    p.fill((70, 180, 190), R(21, 4, 22, 10, 3))          # cap
    p.fill(glass, R(25, 12, 14, 8))                      # neck
    p.fill(glass, R(12, 18, 40, 41, 9))                  # body
    p.detail(darken(glass, 0.5), L([(24, 13), (40, 13)], 1.4, caps=False))
    p.detail((225, 55, 65), R(28, 27, 8, 24, 2), R(20, 35, 24, 8, 2))
    p.gloss((255, 255, 255, 120), R(15, 22, 4, 30, 2))


@icon("crystals", (185, 95, 240))
def ic_crystals(p):
    vio = (180, 95, 240)
    left = [(6, 30), (12, 22), (20, 28), (25, 55), (12, 55)]
    right = [(46, 26), (55, 19), (60, 29), (53, 55), (40, 55)]
    centre = [(32, 3), (42, 16), (41, 55), (23, 55), (22, 16)]
    p.fill(darken(vio, 0.1), P(left))
    p.fill(lighten(vio, 0.05), P(right))
    p.cut(L(centre, 4.5, closed=True))
    p.fill(vio, P(centre), light=0.45)
    # facets
    p.gloss((0, 0, 0, 70), P([(32, 3), (42, 16), (41, 55), (32, 55), (32, 16)]))
    p.gloss((255, 255, 255, 90), P([(32, 3), (32, 16), (22, 16)]))
    p.gloss((0, 0, 0, 60), P([(12, 22), (20, 28), (25, 55), (16, 55), (15, 29)]))
    p.gloss((0, 0, 0, 60), P([(55, 19), (60, 29), (53, 55), (48, 55), (53, 28)]))
    edge = lighten(vio, 0.55)
    p.detail(edge, L([(22, 16), (32, 16), (42, 16)], 1.2), L([(32, 16), (32, 52)], 1.2))
    p.detail(edge, L([(15, 29), (17, 52)], 1.1), L([(53, 28), (50, 52)], 1.1))
    p.fill((120, 110, 130), E(32, 56, 25, 4))


@icon("spades", (45, 50, 70))
def ic_spades(p):
    col = (60, 66, 92)
    body = fit([(x, -y) for x, y in heart_raw()], 7, 3, 57, 45)
    stem = cbez((32, 36), (33, 48), (37, 55), (44, 59))[:-1] + [(44, 59), (20, 59)] + cbez((20, 59), (27, 55), (31, 48), (32, 36))
    p.fill(col, P(body), P(stem), light=0.35, dark=0.45)
    p.gloss((255, 255, 255, 45), E(22, 22, 5, 8))


@icon("hearts", (220, 50, 65))
def ic_hearts(p):
    body = fit(heart_raw(), 5, 7, 59, 58)
    p.fill((222, 48, 62), P(body))
    p.gloss((255, 255, 255, 70), E(19, 20, 5, 7))


@icon("diamonds", (220, 50, 65))
def ic_diamonds(p):
    top, right, bot, left = (32, 3), (54, 32), (32, 61), (10, 32)
    c = (32, 32)

    def side(a, b):
        m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        ctl = (m[0] + (c[0] - m[0]) * 0.16, m[1] + (c[1] - m[1]) * 0.16)
        return qbez(a, ctl, b, 12)[:-1]
    pts = side(top, right) + side(right, bot) + side(bot, left) + side(left, top)
    p.fill((222, 48, 62), P(pts))
    p.gloss((255, 255, 255, 60), P([(32, 10), (44, 30), (32, 30)]))


@icon("clubs", (45, 50, 70))
def ic_clubs(p):
    col = (60, 66, 92)
    stem = cbez((32, 34), (33, 48), (37, 55), (44, 59))[:-1] + [(44, 59), (20, 59)] + cbez((20, 59), (27, 55), (31, 48), (32, 34))
    p.fill(col, C(32, 16, 12), C(19.5, 35, 12), C(44.5, 35, 12), C(32, 31, 7), P(stem), light=0.35, dark=0.45)
    p.gloss((255, 255, 255, 45), E(28, 11, 4, 4), E(15.5, 30, 4, 4))


SYM_COLOURS = {
    "sym_circle": (230, 75, 75), "sym_square": (70, 135, 245), "sym_triangle": (80, 200, 105),
    "sym_diamond": (245, 200, 60), "sym_star": (180, 105, 245), "sym_hexagon": (245, 140, 55),
}


def _symbol(p, name, shape, inset):
    col = SYM_COLOURS[name]
    p.fill(col, shape, light=0.25, dark=0.3)
    p.detail(lighten(col, 0.55), inset)


@icon("sym_circle", SYM_COLOURS["sym_circle"])
def ic_sym_circle(p):
    _symbol(p, "sym_circle", C(32, 32, 27), RING(32, 32, 20, 1.8))


@icon("sym_square", SYM_COLOURS["sym_square"])
def ic_sym_square(p):
    _symbol(p, "sym_square", R(7, 7, 50, 50, 7), RO(14, 14, 36, 36, 3, 1.8))


@icon("sym_triangle", SYM_COLOURS["sym_triangle"])
def ic_sym_triangle(p):
    outer = regular(32, 38, 28, 3)
    _symbol(p, "sym_triangle", G(P(outer), L(outer, 6, closed=True)), L(regular(32, 38, 16.5, 3), 1.8, closed=True))


@icon("sym_diamond", SYM_COLOURS["sym_diamond"])
def ic_sym_diamond(p):
    outer = [(32, 3.5), (58, 32), (32, 60.5), (6, 32)]
    inner = [(32, 14.5), (48, 32), (32, 49.5), (16, 32)]
    _symbol(p, "sym_diamond", G(P(outer), L(outer, 4, closed=True)), L(inner, 1.8, closed=True))


@icon("sym_star", SYM_COLOURS["sym_star"])
def ic_sym_star(p):
    outer = star_pts(32, 34, 28.5, 12.5)
    _symbol(p, "sym_star", G(P(outer), L(outer, 3.5, closed=True)), L(star_pts(32, 34, 17, 7.5), 1.6, closed=True))


@icon("sym_hexagon", SYM_COLOURS["sym_hexagon"])
def ic_sym_hexagon(p):
    outer = regular(32, 32, 28, 6)
    _symbol(p, "sym_hexagon", G(P(outer), L(outer, 4, closed=True)), L(regular(32, 32, 19, 6), 1.8, closed=True))


@icon("coin", (245, 195, 70))
def ic_coin(p):
    gold = (245, 192, 65)
    p.fill(darken(gold, 0.3), C(32, 35, 26))
    p.fill(gold, C(32, 30, 26), light=0.35, dark=0.15)
    p.detail(darken(gold, 0.45), L(arc_pts(32, 30, 26, 15, 165, 24), 1.6))
    p.detail(darken(gold, 0.3), RING(32, 30, 20, 1.8))
    p.detail(lighten(gold, 0.6), P(star_pts(32, 30, 12, 4.2, 4)))
    p.gloss((255, 255, 255, 80), P(arc_pts(32, 30, 23, 200, 250, 10) + [(32, 30)]))


@icon("ship", (200, 210, 230))
def ic_ship(p):
    hull = (200, 210, 228)
    p.fill((255, 170, 60), P([(24, 54), (27, 61.5), (30, 54)]), P([(34, 54), (37, 61.5), (40, 54)]), light=0.5)
    body = [(32, 3), (38, 15), (40, 32), (46, 39), (58, 47), (58, 53), (41, 51), (39, 56), (25, 56), (23, 51),
            (6, 53), (6, 47), (18, 39), (24, 32), (26, 15)]
    p.fill(hull, G(P(body), L(body, 2, closed=True)))
    p.fill((225, 90, 60), P([(46, 41), (56, 47.5), (56, 50), (46, 46)]), P([(18, 41), (8, 47.5), (8, 50), (18, 46)]))
    p.gloss((0, 0, 0, 60), P([(32, 3), (38, 15), (40, 32), (46, 39), (58, 47), (58, 53), (41, 51), (39, 56), (32, 56)]))
    p.detail((80, 215, 255), E(32, 21, 3.6, 7.5))
    p.detail(darken(hull, 0.45), L([(26.5, 44), (37.5, 44)], 1.4))


@icon("settlement", (120, 200, 235))
def ic_settlement(p):
    glass = (140, 205, 235)
    p.fill((170, 178, 195), R(45.5, 20, 3, 22))                  # antenna mast
    p.fill((240, 80, 70), C(47, 19, 3.4))
    p.fill(glass, P(arc_pts(24, 49, 19, 180, 360, 40)))         # big dome
    p.cut(P(arc_pts(47, 49, 13.5, 180, 360, 30)))
    p.fill(lighten(glass, 0.1), P(arc_pts(47, 49, 11, 180, 360, 30)))
    p.fill((150, 112, 82), R(3, 48, 58, 10, 4))                   # ground
    pane = darken(glass, 0.45)
    p.detail(darken((150, 112, 82), 0.5), L([(4, 48.7), (60, 48.7)], 1.4, caps=False))
    p.detail(pane, L(arc_pts(24, 49, 13, 180, 360, 24), 1.3, caps=False), L([(24, 31), (24, 36)], 1.3))
    p.detail((50, 52, 75), R(20.5, 41, 7, 8, 3))
    p.detail(pane, L([(41, 42), (53, 42)], 1.2, caps=False))
    p.gloss((255, 255, 255, 90), P(arc_pts(24, 49, 16, 200, 245, 8) + arc_pts(24, 49, 13, 245, 200, 8)))


@icon("gem", (80, 195, 250))
def ic_gem(p):
    col = (80, 195, 250)
    crown = [(17, 12), (47, 12), (59, 25), (5, 25)]
    pav = [(5, 25), (59, 25), (32, 59)]
    p.fill(col, G(P(crown), P(pav), L(crown + [(59, 25), (32, 59), (5, 25)], 2, closed=True)), light=0.4)
    p.gloss((255, 255, 255, 80), P([(17, 12), (27, 12), (20, 25), (5, 25)]))
    p.gloss((0, 0, 0, 70), P([(37, 12), (47, 12), (59, 25), (44, 25)]))
    p.gloss((255, 255, 255, 50), P([(5, 25), (20, 25), (32, 59)]))
    p.gloss((0, 0, 0, 80), P([(44, 25), (59, 25), (32, 59)]))
    e = lighten(col, 0.6)
    p.detail(e, L([(6, 25), (58, 25)], 1.3))
    p.detail(e, L([(27, 12.5), (20, 25), (32, 58)], 1.1), L([(37, 12.5), (44, 25), (32, 58)], 1.1))


@icon("crew", (235, 160, 80))
def ic_crew(p):
    suit = (235, 150, 70)
    p.fill(darken(suit, 0.15), C(43, 21, 9.5), R(29, 33, 30, 28, 11))
    p.cut(C(25, 27, 14), R(3, 39, 43, 28, 15))
    p.fill(suit, C(25, 27, 11.5), R(6, 42, 37, 22, 12))
    p.detail((90, 215, 255), E(25, 27.5, 6.5, 4.6))
    p.detail(darken(suit, 0.5), L([(24.5, 46), (24.5, 61)], 1.4, caps=False))
    p.gloss((255, 255, 255, 130), E(22, 25.5, 2.5, 1.6))


@icon("shield", (80, 135, 225))
def ic_shield(p):
    col = (80, 135, 225)
    right = cbez((55, 8), (56, 36), (46, 50), (32, 60))
    left = cbez((32, 60), (18, 50), (8, 36), (9, 8))
    top = qbez((9, 8), (32, 13), (55, 8), 12)
    pts = top[:-1] + right[:-1] + left[:-1]
    p.fill(col, G(P(pts), L(pts, 3, closed=True)))
    inner = [((x - 32) * 0.72 + 32, (y - 33) * 0.72 + 33) for x, y in pts]
    p.gloss((255, 255, 255, 50), P([(x, y) for x, y in pts if x <= 32.5] + [(32, 12)]))
    p.detail(lighten(col, 0.6), L(inner, 1.6, closed=True))
    p.detail(lighten(col, 0.75), P(star_pts(32, 31, 11, 4.6)))


@icon("engine", (255, 150, 50))
def ic_engine(p):
    metal = (175, 185, 200)
    p.fill((255, 150, 45), P(cbez((16, 47), (18, 54), (28, 58), (32, 62)) + cbez((32, 62), (36, 58), (46, 54), (48, 47))),
           light=0.55, dark=0.1)
    p.gloss((255, 240, 170, 200), P(cbez((24, 47), (25, 52), (30, 55), (32, 57)) + cbez((32, 57), (34, 55), (39, 52), (40, 47))))
    p.cut(L([(12, 46.2), (52, 46.2)], 2.2, caps=False))
    bell = cbez((25, 24), (25, 33), (17, 38), (12, 45)) + cbez((52, 45), (47, 38), (39, 33), (39, 24))
    p.fill(metal, P(bell), horizontal=True, light=0.4, dark=0.4)
    p.fill(darken(metal, 0.1), R(22, 13, 20, 12, 2))
    p.fill(metal, R(17, 4, 30, 10, 3))
    p.detail(darken(metal, 0.5), L([(22, 13), (42, 13)], 1.4, caps=False), L([(23, 24.5), (41, 24.5)], 1.4, caps=False))
    p.detail(darken(metal, 0.4), L(qbez((20, 36), (32, 39), (44, 36), 8), 1.3))


@icon("weapon", (160, 170, 190))
def ic_weapon(p):
    metal = (150, 160, 180)
    for ox, oy in ((0, 0), (6, 4)):
        p.fill(darken(metal, 0.15), L([(28 + ox, 40 + oy), (49 + ox, 12 + oy)], 5.2))
        p.fill((240, 90, 60), L([(48 + ox, 13.5 + oy), (50.5 + ox, 10 + oy)], 6))
    p.cut(C(30, 46, 17.8))
    p.fill(metal, P(arc_pts(30, 46, 15.5, 180, 360, 24)))
    p.fill(darken(metal, 0.25), R(7, 45, 46, 13, 4))
    p.detail(darken(metal, 0.55), L([(11, 51), (49, 51)], 1.3))
    p.detail((90, 215, 255), C(30, 38, 3.4))
    p.gloss((255, 255, 255, 70), P(arc_pts(30, 46, 13, 200, 250, 8) + arc_pts(30, 46, 9, 250, 200, 8)))


def _face_pts(o, u, v, a, b, r, n=20):
    return [(o[0] + (a + r * math.cos(2 * math.pi * i / n)) * u[0] + (b + r * math.sin(2 * math.pi * i / n)) * v[0],
             o[1] + (a + r * math.cos(2 * math.pi * i / n)) * u[1] + (b + r * math.sin(2 * math.pi * i / n)) * v[1])
            for i in range(n)]


@icon("dice", (240, 236, 225))
def ic_dice(p):
    ivory = (240, 236, 222)
    top_o, top_u, top_v = (8, 18), (24, -13), (24, 13)
    left_o, left_u, left_v = (8, 18), (24, 13), (0, 29)
    right_o, right_u, right_v = (32, 31), (24, -13), (0, 29)
    top = [(8, 18), (32, 5), (56, 18), (32, 31)]
    leftf = [(8, 18), (32, 31), (32, 60), (8, 47)]
    rightf = [(32, 31), (56, 18), (56, 47), (32, 60)]
    hexa = [(8, 18), (32, 5), (56, 18), (56, 47), (32, 60), (8, 47)]
    p.fill(ivory, G(P(hexa), L(hexa, 3, closed=True)))
    p.gloss((0, 0, 0, 35), P(leftf))
    p.gloss((0, 0, 0, 80), P(rightf))
    p.gloss((255, 255, 255, 60), P(top))
    p.detail(darken(ivory, 0.45), L([(8, 18), (32, 31), (56, 18)], 1.3), L([(32, 31), (32, 59)], 1.3))
    pip = (200, 40, 50)
    p.detail(pip, P(_face_pts(top_o, top_u, top_v, 0.5, 0.5, 0.17)))
    for a, b in ((0.3, 0.3), (0.7, 0.7)):
        p.detail((35, 35, 45), P(_face_pts(left_o, left_u, left_v, a, b, 0.14)))
    for a, b in ((0.25, 0.75), (0.5, 0.5), (0.75, 0.25)):
        p.detail((35, 35, 45), P(_face_pts(right_o, right_u, right_v, a, b, 0.13)))


@icon("undo", (120, 190, 255))
def ic_undo(p):
    col = (120, 190, 255)
    path = [(21, 21)] + arc_pts(35, 36, 15, -90, 90, 30) + [(17, 51)]
    p.fill(col, L(path, 6.5), P([(5, 21), (21, 9), (21, 33)]))


@icon("menu", (220, 225, 235))
def ic_menu(p):
    col = (222, 226, 236)
    p.fill(col, R(9, 13, 46, 8, 4), R(9, 28, 46, 8, 4), R(9, 43, 46, 8, 4))


@icon("star", (250, 205, 60))
def ic_star(p):
    gold = (250, 200, 55)
    pts = star_pts(32, 34, 29, 12.5)
    p.fill(gold, G(P(pts), L(pts, 3.5, closed=True)), light=0.35, dark=0.25)
    c = (32, 34)
    for i in range(10):
        if i % 2 == 1:
            p.gloss((120, 60, 0, 85), P([c, pts[i], pts[(i + 1) % 10]]))
    for i in range(0, 10, 2):
        x, y = pts[i]
        p.detail(lighten(gold, 0.6), L([(32 + (x - 32) * 0.18, 34 + (y - 34) * 0.18), (32 + (x - 32) * 0.78, 34 + (y - 34) * 0.78)], 1.2))


@icon("skull", (235, 228, 210))
def ic_skull(p):
    bone = (236, 230, 212)
    p.fill(bone, C(32, 27, 22), R(19, 36, 26, 21, 6))
    dark = (40, 30, 45)
    p.detail(dark, E(23.5, 30, 6, 7), E(40.5, 30, 6, 7))
    p.detail(dark, P([(32, 37), (28.5, 44), (35.5, 44)]))
    p.detail(dark, L([(22, 48.5), (42, 48.5)], 1.4, caps=False))
    p.detail(dark, *[L([(x, 48), (x, 56)], 1.4, caps=False) for x in (27, 32, 37)])
    p.gloss((255, 255, 255, 80), E(22, 14, 6, 4))


def render_icon(name, mode="white", ss=ICON_SS, outline=2.0):
    p = Paint(ICON, ICON, ss, mode)
    ICONS[name](p)
    p.outline(outline)
    return p.result()


def icon_hires(name, px, mode="white", outline=0.0):
    """An icon drawn at px pixels without downsampling (for use inside larger art)."""
    p = Paint(ICON, ICON, px / ICON, mode)
    ICONS[name](p)
    if outline:
        p.outline(outline)
    return p.s


# --------------------------------------------------------------------------
# planets (per-pixel, used by backgrounds, tiles, app icon, card back)
# --------------------------------------------------------------------------

def render_planet(w, h, cx, cy, radius, palette, *, light=(-0.6, -0.5, 0.62), tilt=-0.3, bands=5.0,
                  atmo=(110, 160, 255), atmo_strength=0.8, ring=None, phase=0.0, night=0.04, halo=0.07,
                  view=0.2):
    """Return a w x h RGBA surface with a shaded, banded planet (optionally ringed).

    ring: dict(inner, outer in radii; ratio = minor/major; colour; alpha; gap).
    """
    ln = math.sqrt(sum(v * v for v in light))
    lx, ly, lz = (v / ln for v in light)
    sl = math.hypot(lx, ly) or 1.0
    slx, sly = lx / sl, ly / sl
    ca, sa = math.cos(tilt), math.sin(tilt)
    R_ = float(radius)
    ext = R_ * (ring["outer"] if ring else 1.0 + halo) + 2
    ext_y = ext
    if ring:
        ext_y = max(R_ * (1 + halo), R_ * ring["outer"] * (abs(sa) + ring["ratio"] * abs(ca))) + 2
    x0, x1 = max(0, int(cx - ext)), min(w, int(cx + ext) + 1)
    y0, y1 = max(0, int(cy - ext_y)), min(h, int(cy + ext_y) + 1)
    n = len(palette)
    pal = [rgba(c) for c in palette]
    sb = ring["ratio"] if ring else view
    cb = math.sqrt(1 - sb * sb)
    buf = bytearray(w * h * 4)
    halo_r = R_ * (1 + halo)
    if ring:
        r_in, r_out, ratio = ring["inner"], ring["outer"], ring["ratio"]
        rcol = ring["colour"]
        ralpha = ring.get("alpha", 0.85)
        gap = ring.get("gap", 0.62)
    for y in range(y0, y1):
        dy = y + 0.5 - cy
        row = y * w * 4
        for x in range(x0, x1):
            dx = x + 0.5 - cx
            d = math.sqrt(dx * dx + dy * dy)
            u = dx * ca + dy * sa
            v = -dx * sa + dy * ca
            ar = ag = ab = aa = 0.0
            ring_front = None
            if ring:
                rr = math.sqrt(u * u + (v / ratio) ** 2) / R_
                if r_in <= rr <= r_out:
                    t = (rr - r_in) / (r_out - r_in)
                    dens = smoothstep(0.0, 0.05, t) * (1 - smoothstep(0.95, 1.0, t))
                    dens *= 0.62 + 0.2 * math.sin(t * 41 + 1.3) + 0.13 * math.sin(t * 97 + 0.4) + 0.05 * math.sin(t * 211)
                    dens *= 1 - 0.9 * math.exp(-((t - gap) / 0.022) ** 2)
                    dens = clamp01(dens) * ralpha
                    shade = 1.0
                    along = dx * slx + dy * sly
                    if v < 0 and along < 0 and abs(-dx * sly + dy * slx) < R_:
                        shade = 0.28
                    bright = (0.75 + 0.35 * math.sin(t * 23 + 2.0)) * shade
                    rc = (rcol[0] * bright, rcol[1] * bright, rcol[2] * bright)
                    if v > 0:
                        ring_front = (rc, dens)
                    else:
                        ar, ag, ab, aa = rc[0] * dens, rc[1] * dens, rc[2] * dens, dens
            if d < halo_r:
                if d > R_ - 1:
                    # atmosphere halo outside the limb
                    hf = clamp01(1 - (d - R_) / (halo_r - R_)) ** 2
                    lit = clamp01(0.2 + 0.8 * ((dx * slx + dy * sly) / d if d > 0 else 0))
                    ha = hf * lit * atmo_strength * 0.9
                    ar = atmo[0] * ha + ar * (1 - ha)
                    ag = atmo[1] * ha + ag * (1 - ha)
                    ab = atmo[2] * ha + ab * (1 - ha)
                    aa = ha + aa * (1 - ha)
                cov = clamp01(R_ - d + 0.5)
                if cov > 0:
                    nx, ny = dx / R_, dy / R_
                    nz = math.sqrt(max(0.0, 1 - nx * nx - ny * ny))
                    lam = nx * lx + ny * ly + nz * lz
                    vy = v / R_
                    lat = vy * cb - nz * sb          # seen slightly from above the equator
                    lon = math.atan2(u / R_, nz * cb + vy * sb)
                    tb = (0.5 + 0.5 * lat + 0.05 * math.sin(lat * 7 + phase)
                          + 0.009 * math.sin(lon * 4.0 + lat * 11 + phase)
                          + 0.005 * math.sin(lon * 11 + lat * 29 + phase * 2.3)) * bands
                    i = int(math.floor(tb))
                    f = tb - i
                    f = f * f * (3 - 2 * f)
                    c0, c1 = pal[i % n], pal[(i + 1) % n]
                    stripe = 1 + 0.07 * math.sin(tb * 19.0 + phase) + 0.04 * math.sin(tb * 53.0)
                    br = (night + (1 - night) * max(0.0, lam) ** 0.85) * (0.6 + 0.4 * nz) * stripe
                    rim = (1 - nz) ** 3 * clamp01(0.15 + lam + 0.3) * atmo_strength
                    pr = (c0[0] + (c1[0] - c0[0]) * f) * br + atmo[0] * rim
                    pg = (c0[1] + (c1[1] - c0[1]) * f) * br + atmo[1] * rim
                    pb = (c0[2] + (c1[2] - c0[2]) * f) * br + atmo[2] * rim
                    ar = pr * cov + ar * (1 - cov)
                    ag = pg * cov + ag * (1 - cov)
                    ab = pb * cov + ab * (1 - cov)
                    aa = cov + aa * (1 - cov)
            if ring_front:
                (rr_, rg_, rb_), da = ring_front
                ar = rr_ * da + ar * (1 - da)
                ag = rg_ * da + ag * (1 - da)
                ab = rb_ * da + ab * (1 - da)
                aa = da + aa * (1 - da)
            if aa > 0.002:
                o = row + x * 4
                buf[o] = min(255, int(ar / aa))
                buf[o + 1] = min(255, int(ag / aa))
                buf[o + 2] = min(255, int(ab / aa))
                buf[o + 3] = min(255, int(aa * 255 + 0.5))
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


# --------------------------------------------------------------------------
# stars
# --------------------------------------------------------------------------

STAR_TINTS = [(170, 195, 255), (205, 220, 255), (255, 255, 255), (255, 244, 220), (255, 215, 170), (255, 190, 160)]


def star_sprite(size, col, core=1.0, sigma=0.8, halo=0.0, halo_r=4.0, spikes=0.0, spike_len=10.0):
    """Additive star sprite computed per pixel (odd size, centred)."""
    s = new(size, size, (0, 0, 0, 255))
    c = size // 2
    for y in range(size):
        for x in range(size):
            dx, dy = x - c, y - c
            d2 = dx * dx + dy * dy
            v = core * math.exp(-d2 / (2 * sigma * sigma))
            if halo:
                v += halo * math.exp(-math.sqrt(d2) / halo_r)
            if spikes:
                v += spikes * (math.exp(-abs(dx) / spike_len) * math.exp(-dy * dy / 0.5)
                               + math.exp(-abs(dy) / spike_len) * math.exp(-dx * dx / 0.5))
                v += spikes * 0.3 * math.exp(-abs(dx + dy) ** 2 / 0.6) * math.exp(-abs(dx - dy) / (spike_len * 0.4))
                v += spikes * 0.3 * math.exp(-abs(dx - dy) ** 2 / 0.6) * math.exp(-abs(dx + dy) / (spike_len * 0.4))
            if v > 0.003:
                s.set_at((x, y), (min(255, int(col[0] * v)), min(255, int(col[1] * v)), min(255, int(col[2] * v)), 255))
    return s


# --------------------------------------------------------------------------
# backgrounds
# --------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _blob(r):
    return ring_sprite(r, lambda t: (255, 255, 255, int(255 * (1 - t * t) ** 2)))


def nebula_layer(w, h, rng, filaments, base_stops, diag=0.35, dust=40, vignette=0.55):
    """Low-res nebula: gradient + many soft translucent blobs along curved filaments."""
    s = new(w, h, (0, 0, 0, 255))
    # diagonal gradient + vignette, per pixel at low res
    buf = bytearray(w * h * 4)
    i = 0
    for y in range(h):
        for x in range(w):
            t = clamp01((x / w) * diag + (y / h) * (1 - diag))
            c = sample(base_stops, t)
            vx, vy = (x / w - 0.5) * 2, (y / h - 0.5) * 2
            vg = 1 - vignette * clamp01((vx * vx * 0.6 + vy * vy * 0.8) - 0.15) ** 1.2
            buf[i] = int(c[0] * vg)
            buf[i + 1] = int(c[1] * vg)
            buf[i + 2] = int(c[2] * vg)
            buf[i + 3] = 255
            i += 4
    s.blit(pygame.image.frombytes(bytes(buf), (w, h), "RGBA"), (0, 0))
    for fil in filaments:
        pts = cbez(*fil["path"], n=fil.get("n", 60))
        for (px, py) in pts:
            for _ in range(fil.get("per", 2)):
                r = int(rng.uniform(*fil["r"]))
                jx = px + rng.gauss(0, fil.get("spread", 12))
                jy = py + rng.gauss(0, fil.get("spread", 12))
                col = rng.choice(fil["colours"])
                a = int(rng.uniform(*fil["alpha"]))
                b = _blob(r).copy()
                b.fill((col[0], col[1], col[2], a), special_flags=MULT)
                s.blit(b, (int(jx - r), int(jy - r)))
    for _ in range(dust):
        r = rng.randint(6, 26)
        b = _blob(r).copy()
        b.fill((4, 3, 12, rng.randint(30, 90)), special_flags=MULT)
        s.blit(b, (rng.randrange(w) - r, rng.randrange(h) - r))
    return s


def starfield(surf, rng, density=1.0, bright=1.0, big=8, band=None):
    w, h = surf.get_size()

    def pos():
        if band and rng.random() < 0.45:
            t = rng.random()
            (ax, ay), (bx, by), spread = band
            return (int(ax + (bx - ax) * t + rng.gauss(0, spread))) % w, (int(ay + (by - ay) * t + rng.gauss(0, spread))) % h
        return rng.randrange(w), rng.randrange(h)

    # layer 1: faint dust of single pixels
    for _ in range(int(4200 * density)):
        x, y = pos()
        b = rng.uniform(25, 95) * bright / 255
        surf.fill(scale_rgb(rng.choice(STAR_TINTS), b), (x, y, 1, 1), special_flags=ADD)
    # layer 2: small soft stars
    small = [star_sprite(7, c, core=1.0, sigma=s) for c in STAR_TINTS for s in (0.55, 0.75)]
    for _ in range(int(700 * density)):
        x, y = pos()
        sp = rng.choice(small).copy()
        f = rng.uniform(0.35, 0.8) * bright
        sp.fill((int(255 * f), int(255 * f), int(255 * f), 255), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(sp, (x - 3, y - 3), special_flags=ADD)
    # layer 3: brighter stars with a little halo
    mid = [star_sprite(15, c, core=1.0, sigma=0.9, halo=0.22, halo_r=2.2) for c in STAR_TINTS]
    for _ in range(int(110 * density)):
        x, y = pos()
        sp = rng.choice(mid).copy()
        f = rng.uniform(0.6, 1.0) * bright
        sp.fill((int(255 * f), int(255 * f), int(255 * f), 255), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(sp, (x - 7, y - 7), special_flags=ADD)
    # layer 4: a few twinkly big stars with diffraction spikes
    for _ in range(big):
        x, y = rng.randrange(40, w - 40), rng.randrange(40, h - 40)
        col = rng.choice(STAR_TINTS[:4])
        size = rng.choice((41, 49, 57))
        sp = star_sprite(size, col, core=1.1, sigma=1.1, halo=0.35 * bright, halo_r=3.5,
                         spikes=0.55 * bright, spike_len=size / 5)
        surf.blit(sp, (x - size // 2, y - size // 2), special_flags=ADD)


def make_bg_starfield():
    rng = random.Random(1001)
    lw, lh = BG_W // 4, BG_H // 4
    fil = [
        dict(path=[(-20, 40), (120, 10), (200, 120), (330, 90)], r=(14, 46), alpha=(10, 24), spread=16, per=2,
             colours=[(90, 60, 170), (60, 80, 180), (130, 60, 160)]),
        dict(path=[(240, 280), (330, 200), (420, 230), (500, 150)], r=(14, 50), alpha=(10, 24), spread=18, per=2,
             colours=[(120, 50, 150), (70, 60, 170), (40, 90, 160)]),
        dict(path=[(360, -10), (420, 40), (470, 20), (500, 90)], r=(10, 36), alpha=(8, 20), spread=12, per=1,
             colours=[(50, 110, 170), (80, 70, 180)]),
        dict(path=[(-20, 240), (60, 200), (90, 280), (160, 260)], r=(10, 34), alpha=(8, 18), spread=12, per=1,
             colours=[(40, 100, 150), (100, 60, 160)]),
    ]
    stops = [(0.0, (14, 16, 42)), (0.5, (10, 10, 30)), (1.0, (22, 12, 42))]
    low = nebula_layer(lw, lh, rng, fil, stops, dust=60)
    s = pygame.transform.smoothscale(low, (BG_W, BG_H))
    starfield(s, rng, density=1.0, bright=0.85, big=7, band=((0, 150), (1920, 950), 160))
    return s


def make_bg_menu():
    rng = random.Random(2002)
    lw, lh = BG_W // 4, BG_H // 4
    fil = [
        dict(path=[(-30, 60), (110, -10), (230, 150), (380, 110)], r=(16, 56), alpha=(16, 38), spread=18, per=3,
             colours=[(150, 60, 190), (90, 70, 210), (200, 70, 150), (70, 110, 210)]),
        dict(path=[(150, 290), (240, 180), (330, 230), (500, 120)], r=(14, 50), alpha=(12, 30), spread=18, per=2,
             colours=[(60, 120, 200), (120, 60, 180), (40, 150, 190)]),
        dict(path=[(-20, 200), (40, 150), (90, 250), (170, 210)], r=(10, 40), alpha=(10, 26), spread=14, per=2,
             colours=[(170, 70, 140), (90, 60, 180)]),
    ]
    stops = [(0.0, (18, 16, 50)), (0.55, (12, 10, 34)), (1.0, (30, 14, 52))]
    low = nebula_layer(lw, lh, rng, fil, stops, dust=70, vignette=0.5)
    s = pygame.transform.smoothscale(low, (BG_W, BG_H))
    starfield(s, rng, density=1.15, bright=1.0, big=10, band=((0, 200), (1920, 700), 150))
    # glow behind the planet
    add_glow(s, 1560, 830, 700, (60, 40, 110), 1.0, 2.2)
    planet = render_planet(BG_W, BG_H, 1560, 830, 320,
                           [(214, 146, 110), (232, 190, 150), (190, 112, 100), (238, 206, 170), (170, 96, 110),
                            (226, 170, 130)],
                           light=(-0.7, -0.55, 0.45), tilt=-0.33, bands=6.0, atmo=(255, 170, 140),
                           atmo_strength=0.55, phase=1.3,
                           ring=dict(inner=1.3, outer=2.25, ratio=0.24, colour=(225, 205, 190), alpha=0.9, gap=0.6))
    s.blit(planet, (0, 0))
    # a small moon
    moon = render_planet(BG_W, BG_H, 1130, 640, 34, [(150, 160, 190), (120, 128, 160), (170, 176, 200)],
                         light=(-0.7, -0.55, 0.45), bands=3.0, atmo=(150, 180, 255), atmo_strength=0.35, phase=3.0)
    s.blit(moon, (0, 0))
    return s


# --------------------------------------------------------------------------
# tiles (440x300 design units, drawn at 3x)
# --------------------------------------------------------------------------

def tile_start(top, bottom, seed, glows=(), stars=220):
    p = Paint(TILE_W, TILE_H, TILE_SS)
    p.s.blit(vgradient(p.W, p.H, [(0, top), (1, bottom)]), (0, 0))
    rng = random.Random(seed)
    for g in glows:
        p.glow(*g)
    k = p.k
    for _ in range(stars):
        x, y = rng.uniform(0, TILE_W), rng.uniform(0, TILE_H)
        b = rng.uniform(0.25, 0.9)
        r = rng.choice((0.5, 0.5, 0.6, 0.8, 1.0))
        col = scale_rgb(rng.choice(STAR_TINTS), b)
        pygame.draw.circle(p.s, col, (x * k, y * k), r * k)
    for _ in range(5):
        x, y = rng.uniform(10, TILE_W - 10), rng.uniform(10, TILE_H * 0.6)
        p.glow(x, y, 6, (200, 210, 255), 0.6, 3)
        pygame.draw.circle(p.s, (255, 255, 255), (x * k, y * k), 1.1 * k)
    return p, rng


def tile_finish(p, accent):
    k = p.k
    # darken the bottom for a title, and the edges a little
    shade = vgradient(p.W, int(p.H * 0.4), [(0, (0, 0, 0, 0)), (1, (4, 2, 12, 170))])
    p.s.blit(shade, (0, p.H - shade.get_height()))
    top = vgradient(p.W, int(p.H * 0.15), [(0, (4, 2, 12, 90)), (1, (0, 0, 0, 0))])
    p.s.blit(top, (0, 0))
    p.flat(alpha(lighten(accent, 0.4), 120), RO(1, 1, TILE_W - 2, TILE_H - 2, 17, 1.6))
    p.flat((255, 255, 255, 35), RO(4, 4, TILE_W - 8, TILE_H - 8, 14, 1.0))
    mask = new(p.W, p.H)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, p.W, p.H), border_radius=18 * k)
    p.s.blit(mask, (0, 0), special_flags=MULT)
    return p.result()


def paste(p, surf, x, y, centre=True):
    """Blit a hi-res surface at design coordinates."""
    k = p.k
    if centre:
        p.s.blit(surf, (int(x * k - surf.get_width() / 2), int(y * k - surf.get_height() / 2)))
    else:
        p.s.blit(surf, (int(x * k), int(y * k)))


def tinted_icon(name, px, col):
    s = icon_hires(name, px, "white")
    s.fill(rgba(col), special_flags=MULT)
    return s


def make_tile_star_cartel():
    p, rng = tile_start((10, 32, 52), (8, 14, 30), 11,
                        glows=[(330, 70, 170, (20, 90, 110), 1.0), (90, 230, 160, (80, 40, 20), 0.8)])
    # price chart: grid + area + glowing line
    grid = (70, 170, 200, 34)
    for gx in range(20, 440, 40):
        p.flat(grid, L([(gx, 18), (gx, 190)], 0.8, caps=False))
    for gy in range(30, 200, 32):
        p.flat(grid, L([(0, gy), (440, gy)], 0.8, caps=False))
    pts = [(0, 150), (40, 138), (80, 150), (120, 110), (160, 122), (200, 86), (240, 100), (280, 62), (320, 80),
           (360, 44), (400, 58), (440, 30)]
    p.flat((60, 220, 200, 40), P(pts + [(440, 200), (0, 200)]))
    for w, a in ((9, 30), (5, 60)):
        p.flat((80, 240, 220, a), L(pts, w))
    p.flat((170, 255, 240), L(pts, 2.2))
    for x, y in pts[1:-1]:
        p.flat((230, 255, 250), C(x, y, 2.8))
    # small candle bars on the right
    for i, (x, lo, hi, up) in enumerate([(300, 110, 150, True), (318, 100, 135, False), (336, 92, 128, True),
                                         (354, 80, 118, True), (372, 88, 116, False), (390, 70, 104, True)]):
        col = (90, 230, 140, 110) if up else (240, 90, 90, 110)
        p.flat(col, R(x - 4, lo, 8, hi - lo, 1.5))
    # freighter, side view, flying right
    hullc = (168, 180, 200)
    # engine flames
    for ey in (196, 218):
        p.glow(40, ey, 36, (255, 130, 40), 0.9, 1.6)
        p.flat((255, 170, 70), P([(58, ey - 7), (14, ey), (58, ey + 7)]))
        p.flat((255, 240, 190), P([(58, ey - 3.5), (32, ey), (58, ey + 3.5)]))
    p.fill(darken(hullc, 0.3), R(52, 186, 16, 20, 4), R(52, 208, 16, 20, 4))
    fin = (200, 90, 60)
    p.fill(fin, P([(68, 182), (104, 172), (92, 140), (78, 138), (70, 146)]), light=0.3, dark=0.3)
    p.fill(darken(fin, 0.15), P([(84, 228), (132, 232), (104, 256), (88, 258)]), light=0.3, dark=0.3)
    hull = [(66, 178), (110, 168), (300, 166), (350, 176), (392, 200), (388, 210), (340, 226), (120, 234), (66, 228)]
    p.fill(hullc, G(P(hull), L(hull, 4, closed=True)), light=0.35, dark=0.45)
    p.flat((40, 44, 62), L([(70, 203), (380, 203)], 1.6, caps=False))
    p.flat(darken(hullc, 0.5), L([(120, 172), (120, 231)], 1.4, caps=False), L([(250, 169), (250, 229)], 1.4, caps=False))
    # cockpit
    p.fill((70, 200, 250), P([(318, 174), (350, 180), (372, 196), (326, 194)]), light=0.5, dark=0.2)
    p.flat((255, 255, 255, 120), P([(324, 177), (344, 181), (352, 186), (328, 185)]))
    # stripe
    p.fill((240, 150, 50), P([(80, 210), (300, 210), (296, 218), (80, 218)]))
    for i in range(7):
        p.flat((255, 230, 150), C(140 + i * 22, 190, 2.2))
    p.glow(366, 190, 30, (60, 160, 220), 0.6)
    # crates on the deck: contraband colours with the contraband icons
    crate_cols = {"food": (235, 150, 45), "weapons": (215, 70, 65), "flora": (80, 180, 85),
                  "medicine": (70, 170, 210), "crystals": (165, 90, 225)}
    layout = [("food", 112, 128), ("weapons", 152, 128), ("medicine", 192, 128), ("flora", 232, 128),
              ("crystals", 272, 128), ("crystals", 132, 90), ("food", 172, 90), ("weapons", 212, 90),
              ("medicine", 250, 94)]
    for name, x, y in layout:
        col = crate_cols[name]
        s = 38 if (x, y) != (250, 94) else 34
        p.fill(darken(col, 0.55), R(x - 1.5, y - 1.5 + (38 - s), s + 3, s + 3, 5))
        p.fill(col, R(x, y + (38 - s), s, s, 4), light=0.25, dark=0.3)
        p.flat(alpha(darken(col, 0.45), 255), RO(x + 3, y + 3 + (38 - s), s - 6, s - 6, 2, 1.2))
        ic = tinted_icon(name, int(s * 0.7 * p.k), (255, 255, 255, 235))
        paste(p, ic, x + s / 2, y + (38 - s) + s / 2)
        p.flat((255, 255, 255, 50), R(x + 2, y + (38 - s) + 2, s - 4, 4, 2))
    # cargo straps
    p.flat((40, 40, 55), L([(108, 166), (108, 92)], 2, caps=False), L([(312, 166), (312, 128)], 2, caps=False))
    return tile_finish(p, (80, 230, 210))


def playing_card(w, h, k, suit, rank_pips, suit_col):
    """A small card face (hi-res surface) with a big suit icon and corner pips."""
    p = Paint(w, h, k)
    p.fill((30, 30, 45), R(0, 0, w, h, 6))
    p.fill((250, 248, 240), R(1.5, 1.5, w - 3, h - 3, 5), light=0.0, dark=0.08)
    p.flat(alpha(suit_col, 90), RO(5, 5, w - 10, h - 10, 3, 1.0))
    big = icon_hires(suit, int(w * 0.62 * k), "color")
    paste(p, big, w / 2, h / 2 + 2)
    for i in range(rank_pips):
        sm = icon_hires(suit, int(10 * k), "color")
        paste(p, sm, 10, 12 + i * 11)
        paste(p, pygame.transform.rotate(sm, 180), w - 10, h - 12 - i * 11)
    return p.s


def make_tile_star_cargo():
    p, rng = tile_start((36, 16, 58), (12, 8, 30), 22,
                        glows=[(220, 120, 200, (70, 30, 100), 1.0), (60, 60, 120, (90, 30, 60), 0.6)])
    k = p.k
    planets = [
        (78, 92, 54, [(220, 80, 70), (240, 130, 90), (190, 60, 70), (250, 160, 110)], (255, 140, 120), None, 0.4),
        (214, 52, 26, [(60, 190, 150), (110, 220, 170), (40, 150, 140)], (140, 255, 220), None, 2.0),
        (362, 96, 44, [(240, 200, 80), (250, 225, 130), (210, 160, 60), (255, 235, 160)], (255, 220, 140),
         dict(inner=1.35, outer=2.05, ratio=0.28, colour=(240, 215, 160), alpha=0.85, gap=0.55), 3.1),
    ]
    for cx, cy, r, pal, atmo, ring, ph in planets:
        p.glow(cx, cy, r * 1.9, scale_rgb(atmo, 0.35), 1.0, 2.2)
        pl = render_planet(p.W, p.H, cx * k, cy * k, r * k, pal, light=(-0.6, -0.55, 0.58), tilt=-0.35,
                           bands=4.0, atmo=atmo, atmo_strength=0.6, ring=ring, phase=ph)
        p.s.blit(pl, (0, 0))
    # three orbit arcs tying them together
    p.flat((200, 170, 255, 50), L(qbez((78, 92), (150, 20), (214, 52), 30), 1.2), L(qbez((214, 52), (300, 30), (362, 96), 30), 1.2))
    # a fan of cards
    cards = [("spades", 3, (50, 55, 80)), ("hearts", 2, (220, 50, 65)), ("diamonds", 3, (220, 50, 65)),
             ("clubs", 2, (50, 55, 80))]
    cw, ch = 84, 118
    for i, (suit, pips, col) in enumerate(cards):
        ang = 24 - i * 16
        face = playing_card(cw, ch, k, suit, pips, col)
        shadow = new(face.get_width(), face.get_height())
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=int(6 * k))
        rot = pygame.transform.rotate(face, ang)
        rsh = pygame.transform.rotate(shadow, ang)
        # pivot below the fan
        px, py = 220, 330
        rad = math.radians(ang)
        dist = 150
        cx, cy = px - math.sin(rad) * dist, py - math.cos(rad) * dist
        paste(p, rsh, cx + 4, cy + 5)
        paste(p, rot, cx, cy)
    # cargo credits sparkle
    for x, y in ((120, 200), (320, 190), (300, 150)):
        p.glow(x, y, 10, (255, 230, 180), 0.7, 3)
    return tile_finish(p, (200, 130, 255))


def coin_stack(p, x, y, n, r=16, col=(245, 192, 65)):
    for i in range(n):
        cy = y - i * 6
        p.fill(darken(col, 0.35), E(x, cy + 3, r, r * 0.42), R(x - r, cy, 2 * r, 3))
        p.fill(col, E(x, cy, r, r * 0.42), light=0.4, dark=0.1)
        p.flat(alpha(darken(col, 0.35), 255), EL(x, cy, r * 0.68, r * 0.28, 1.0))
    top = y - (n - 1) * 6
    p.flat((255, 255, 255, 90), E(x - r * 0.35, top - r * 0.12, r * 0.3, r * 0.1))


def make_tile_cartel():
    p, rng = tile_start((52, 14, 34), (16, 6, 20), 33,
                        glows=[(220, 110, 200, (110, 60, 20), 1.0), (220, 60, 90, (120, 30, 60), 0.6)])
    gold = (240, 190, 80)
    # candlestick chart behind
    x = 16
    price = 140.0
    crng = random.Random(34)
    while x < 430:
        o = price
        price += crng.uniform(-16, 20)
        price = max(50, min(170, price))
        c = price
        hi = min(o, c) - crng.uniform(3, 12)
        lo = max(o, c) + crng.uniform(3, 12)
        up = c < o
        col = (90, 220, 140, 95) if up else (240, 80, 90, 95)
        p.flat(col, L([(x, 230 - lo), (x, 230 - hi)], 1.2, caps=False))
        p.flat(col, R(x - 4, 230 - max(o, c), 8, max(2, abs(o - c)), 1))
        x += 16
    # exchange building: pediment, columns, steps
    bx, bw = 120, 200
    p.glow(220, 120, 150, (150, 100, 30), 0.9)
    stone = (236, 214, 170)
    p.fill(stone, P([(bx - 10, 86), (bx + bw / 2, 40), (bx + bw + 10, 86)]), light=0.2, dark=0.25)
    p.fill(darken(stone, 0.15), R(bx - 12, 84, bw + 24, 12, 2))
    p.flat(darken(stone, 0.35), P([(bx + 14, 82), (bx + bw / 2, 52), (bx + bw - 14, 82)]))
    p.fill(gold, P(star_pts(bx + bw / 2, 70, 10, 4.2)), light=0.5)
    p.glow(bx + bw / 2, 70, 22, (255, 200, 90), 0.7)
    for i in range(6):
        cx = bx + 12 + i * (bw - 24) / 5
        p.fill(stone, R(cx - 8, 96, 16, 86), light=0.1, dark=0.3)
        p.flat(darken(stone, 0.25), L([(cx - 2.5, 100), (cx - 2.5, 178)], 1.0, caps=False),
               L([(cx + 2.5, 100), (cx + 2.5, 178)], 1.0, caps=False))
        p.fill(darken(stone, 0.1), R(cx - 10, 96, 20, 5, 1), R(cx - 10, 178, 20, 5, 1))
    # dark doorway glow between columns
    p.flat((40, 10, 30, 150), R(bx + 2, 101, bw - 4, 77))
    for i in range(6):
        cx = bx + 12 + i * (bw - 24) / 5
        p.fill(stone, R(cx - 8, 96, 16, 86), light=0.1, dark=0.3)
        p.flat(darken(stone, 0.25), L([(cx - 2.5, 100), (cx - 2.5, 178)], 1.0, caps=False),
               L([(cx + 2.5, 100), (cx + 2.5, 178)], 1.0, caps=False))
        p.fill(darken(stone, 0.1), R(cx - 10, 96, 20, 5, 1), R(cx - 10, 178, 20, 5, 1))
    for i, st in enumerate((183, 190, 197)):
        p.fill(darken(stone, 0.1 + i * 0.08), R(bx - 14 - i * 8, st, bw + 28 + i * 16, 7, 1))
    # coin stacks in front
    for x, y, n in ((56, 250, 6), (88, 262, 4), (352, 252, 7), (386, 264, 3), (320, 268, 2)):
        coin_stack(p, x, y, n)
    # cartel tokens (player symbols) around the steps
    for i, name in enumerate(("sym_circle", "sym_square", "sym_triangle", "sym_star")):
        s = icon_hires(name, int(30 * p.k), "color")
        paste(p, s, 160 + i * 40, 238)
    return tile_finish(p, gold)


def make_tile_star_traders():
    p, rng = tile_start((12, 24, 60), (6, 10, 30), 44,
                        glows=[(220, 140, 200, (20, 50, 120), 1.0), (360, 60, 90, (60, 30, 110), 0.7)], stars=300)
    # radar rings / grid
    for r in (60, 120, 180, 240):
        p.flat((100, 160, 255, 28), RING(220, 150, r, 1.0))
    for a in range(0, 360, 30):
        x = 220 + 300 * math.cos(math.radians(a))
        y = 150 + 300 * math.sin(math.radians(a))
        p.flat((100, 160, 255, 20), L([(220, 150), (x, y)], 0.8, caps=False))
    nodes = [(48, 70, (255, 210, 120)), (120, 150, (140, 190, 255)), (60, 232, (255, 130, 110)),
             (196, 88, (255, 255, 240)), (222, 200, (255, 190, 90)), (300, 130, (170, 140, 255)),
             (290, 254, (120, 230, 200)), (380, 64, (255, 160, 120)), (396, 196, (150, 210, 255)),
             (160, 40, (200, 170, 255)), (340, 24, (255, 230, 180))]
    edges = [(0, 1), (1, 2), (1, 3), (3, 4), (1, 4), (3, 5), (4, 5), (4, 6), (5, 7), (5, 8), (6, 8), (7, 8),
             (0, 9), (9, 3), (9, 10), (10, 7), (2, 4)]
    route = [(0, 1), (1, 3), (3, 5), (5, 8)]
    for a, b in edges:
        if (a, b) in route:
            continue
        (x1, y1, _), (x2, y2, _) = nodes[a], nodes[b]
        p.flat((130, 170, 255, 90), L([(x1, y1), (x2, y2)], 1.4))
    # highlighted route: glowing dashed line
    for a, b in route:
        (x1, y1, _), (x2, y2, _) = nodes[a], nodes[b]
        p.flat((80, 220, 255, 50), L([(x1, y1), (x2, y2)], 7))
        n = int(math.hypot(x2 - x1, y2 - y1) / 12)
        for i in range(n):
            t0, t1 = (i + 0.2) / n, (i + 0.75) / n
            p.flat((160, 240, 255), L([(x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0),
                                       (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1)], 2.4))
    for i, (x, y, col) in enumerate(nodes):
        big = i in (1, 3, 5, 8)
        p.glow(x, y, 30 if big else 18, col, 0.8 if big else 0.55, 2.2)
        if big:
            p.flat(alpha(col, 110), RING(x, y, 13, 1.2))
        p.fill(col, C(x, y, 6 if big else 4), light=0.6, dark=0.0)
        p.flat((255, 255, 255), C(x, y, 2.4 if big else 1.6))
    # ship on the route between nodes 3 and 5
    (x1, y1, _), (x2, y2, _) = nodes[3], nodes[5]
    t = 0.5
    sx, sy = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
    ang = math.degrees(math.atan2(y2 - y1, x2 - x1))
    ship = icon_hires("ship", int(36 * p.k), "color", outline=1.5)
    ship = pygame.transform.rotate(ship, -ang - 90)
    p.glow(sx, sy, 26, (80, 200, 255), 0.7)
    paste(p, ship, sx, sy)
    return tile_finish(p, (110, 180, 255))


def hex_pts(cx, cy, r):
    return regular(cx, cy, r, 6, rot=0)


def make_tile_captain():
    p, rng = tile_start((10, 40, 46), (6, 14, 24), 55,
                        glows=[(260, 130, 200, (20, 90, 80), 1.0), (80, 220, 110, (90, 50, 20), 0.6)], stars=160)
    r = 26.0
    dx, dy = r * 1.5, r * math.sqrt(3)
    cells = {}
    for q in range(-1, 13):
        for rr in range(-1, 8):
            cx = 10 + q * dx
            cy = 10 + rr * dy + (dy / 2 if q % 2 else 0)
            cells[(q, rr)] = (cx, cy)
    path = [(3, 4), (4, 3), (5, 3), (6, 2), (7, 2)]
    reach = [(2, 3), (3, 3), (2, 4), (4, 4), (3, 5), (4, 2), (5, 4), (5, 2), (6, 3)]
    asteroids = [(9, 1), (10, 2), (9, 2), (1, 1)]
    planet_cell = (9, 4)
    for key, (cx, cy) in cells.items():
        pts = hex_pts(cx, cy, r - 1.5)
        if key in reach:
            p.flat((80, 230, 200, 40), P(pts))
        if key in path:
            p.flat((255, 180, 80, 55), P(pts))
        p.flat((110, 220, 210, 70), L(hex_pts(cx, cy, r), 1.2, closed=True))
    # asteroids
    for key in asteroids:
        cx, cy = cells[key]
        for j in range(3):
            ax, ay = cx + rng.uniform(-9, 9), cy + rng.uniform(-9, 9)
            rad = rng.uniform(4, 8)
            pts = [(ax + rad * rng.uniform(0.7, 1.1) * math.cos(a / 7 * 2 * math.pi),
                    ay + rad * rng.uniform(0.7, 1.1) * math.sin(a / 7 * 2 * math.pi)) for a in range(7)]
            p.fill((140, 125, 115), P(pts), light=0.3, dark=0.5)
    # planet
    cx, cy = cells[planet_cell]
    k = p.k
    p.glow(cx, cy, 50, (40, 110, 180), 0.8)
    pl = render_planet(p.W, p.H, cx * k, cy * k, 21 * k, [(60, 130, 220), (80, 170, 240), (50, 160, 130), (70, 120, 210)],
                       light=(-0.6, -0.55, 0.58), bands=4.0, atmo=(140, 200, 255), atmo_strength=0.8, phase=0.7)
    p.s.blit(pl, (0, 0))
    cx2, cy2 = cells[(1, 5)]
    p.glow(cx2, cy2, 34, (140, 60, 30), 0.8)
    pl = render_planet(p.W, p.H, cx2 * k, cy2 * k, 13 * k, [(220, 110, 70), (240, 160, 100), (190, 80, 70)],
                       light=(0.3, -0.7, 0.6), bands=3.0, atmo=(255, 170, 120), atmo_strength=0.6, phase=2.2)
    p.s.blit(pl, (0, 0))
    paste(p, icon_hires("settlement", int(24 * k), "color", outline=1.5), cx + 2, cy - 30)
    # dotted course line with arrow
    cpts = [cells[c] for c in path]
    for (x1, y1), (x2, y2) in zip(cpts, cpts[1:]):
        for i in range(3):
            t = (i + 0.5) / 3
            p.flat((255, 200, 110), C(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, 2.2))
    ex, ey = cpts[-1]
    p.flat((255, 200, 110), P([(ex + 10, ey), (ex - 4, ey - 8), (ex - 4, ey + 8)]))
    # ship on its hex, with engine trail
    sx, sy = cells[path[0]]
    p.glow(sx - 24, sy + 14, 28, (255, 120, 40), 0.8, 1.6)
    p.flat((255, 150, 60, 120), P([(sx - 8, sy + 1), (sx - 50, sy + 30), (sx - 2, sy + 9)]))
    p.flat((255, 130, 80, 170), L(hex_pts(sx, sy, r - 2), 2.4, closed=True))
    ship = icon_hires("ship", int(54 * p.k), "color", outline=1.5)
    ship = pygame.transform.rotate(ship, -60)
    paste(p, ship, sx, sy)
    # a crew token and a shield token floating on the reach
    for name, key in (("shield", (5, 4)), ("gem", (4, 2))):
        cx, cy = cells[key]
        paste(p, icon_hires(name, int(26 * p.k), "color"), cx, cy)
    return tile_finish(p, (90, 230, 200))


# --------------------------------------------------------------------------
# cards, panels, buttons
# --------------------------------------------------------------------------

def make_card_frame():
    k = 4
    p = Paint(CARD_W, CARD_H, k)
    p.fill((120, 122, 130), R(0, 0, CARD_W, CARD_H, 12), light=0.2, dark=0.1)                # edge line
    p.fill((236, 236, 240), R(1.5, 1.5, CARD_W - 3, CARD_H - 3, 11), light=0.1, dark=0.25)   # bevel band
    p.fill((246, 246, 248), R(7, 7, CARD_W - 14, CARD_H - 14, 7), light=0.02, dark=0.04)    # face
    p.flat((255, 255, 255, 180), L([(14, 3.2), (CARD_W - 14, 3.2)], 1.2))
    p.flat((200, 202, 210, 255), RO(7, 7, CARD_W - 14, CARD_H - 14, 7, 1.0))
    p.flat((214, 216, 222, 255), RO(12, 12, CARD_W - 24, CARD_H - 24, 4, 0.8))
    return p.result()


def make_card_back():
    k = 4
    rng = random.Random(77)
    p = Paint(CARD_W, CARD_H, k)
    p.fill((170, 140, 80), R(0, 0, CARD_W, CARD_H, 12), light=0.4, dark=0.3)
    p.fill((22, 18, 52), R(4, 4, CARD_W - 8, CARD_H - 8, 9), light=0.15, dark=0.3)
    # inner panel: gradient + nebula + stars, clipped to the panel shape
    ip = Paint(CARD_W, CARD_H, k)
    ip.s.blit(vgradient(p.W, p.H, [(0, (30, 24, 76)), (0.5, (16, 14, 46)), (1, (36, 20, 70))]), (0, 0))
    ip.glow(CARD_W / 2, CARD_H / 2, 80, (80, 50, 140), 0.9)
    ip.glow(40, 60, 50, (30, 70, 130), 0.6)
    ip.glow(140, 200, 50, (110, 40, 110), 0.6)
    for _ in range(150):
        x, y = rng.uniform(0, CARD_W), rng.uniform(0, CARD_H)
        b = rng.uniform(0.3, 1.0)
        pygame.draw.circle(ip.s, scale_rgb(rng.choice(STAR_TINTS), b), (x * k, y * k), rng.choice((0.5, 0.6, 0.9)) * k)
    # diamond lattice
    for i in range(-12, 24):
        x0 = i * 18
        ip.flat((200, 170, 255, 22), L([(x0, 0), (x0 + CARD_H, CARD_H)], 0.8, caps=False),
                L([(x0, 0), (x0 - CARD_H, CARD_H)], 0.8, caps=False))
    # emblem: ringed planet inside concentric rings and a compass star
    cx, cy = CARD_W / 2, CARD_H / 2
    ip.flat((230, 200, 130, 200), RING(cx, cy, 52, 1.2))
    ip.flat((230, 200, 130, 120), RING(cx, cy, 46, 0.8))
    ip.flat((230, 200, 130, 160), P(star_pts(cx, cy, 74, 9, 4, rot=-90)))
    ip.flat((230, 200, 130, 90), P(star_pts(cx, cy, 56, 7, 4, rot=-45)))
    ip.flat((26, 20, 60, 255), C(cx, cy, 44))
    ip.glow(cx, cy, 46, (90, 60, 160), 0.7)
    pl = render_planet(p.W, p.H, cx * k, cy * k, 22 * k,
                       [(120, 200, 240), (160, 140, 240), (90, 170, 220), (200, 170, 250)],
                       light=(-0.6, -0.55, 0.58), tilt=-0.4, bands=4.0, atmo=(170, 200, 255), atmo_strength=0.7,
                       ring=dict(inner=1.3, outer=1.95, ratio=0.3, colour=(235, 210, 150), alpha=0.9, gap=0.55),
                       phase=2.0)
    ip.s.blit(pl, (0, 0))
    for sx, sy in ((cx, 22), (cx, CARD_H - 22), (22, cy), (CARD_W - 22, cy)):
        ip.flat((230, 200, 130, 200), P(star_pts(sx, sy, 6, 2, 4)))
    mask = new(p.W, p.H)
    pygame.draw.rect(mask, (255, 255, 255, 255), _rect(9, 9, CARD_W - 18, CARD_H - 18, k), border_radius=6 * k)
    ip.s.blit(mask, (0, 0), special_flags=MULT)
    p.s.blit(ip.s, (0, 0))
    p.flat((230, 200, 130, 230), RO(9, 9, CARD_W - 18, CARD_H - 18, 6, 1.2))
    p.flat((255, 255, 255, 60), L([(14, 2.5), (CARD_W - 14, 2.5)], 1.0))
    return p.result()


def make_panel():
    k = 4
    p = Paint(64, 64, k)
    p.solid((10, 12, 28, 215), R(0, 0, 64, 64, 16))
    p.flat((125, 145, 215, 150), RO(0, 0, 64, 64, 16, 1.5))
    p.flat((255, 255, 255, 22), RO(2, 2, 60, 60, 14, 1.0))
    return p.result()


def make_button():
    k = 4
    p = Paint(64, 64, k)
    p.solid((120, 124, 140, 255), R(0, 0, 64, 64, 14))
    body = new(p.W, p.H)
    pygame.draw.rect(body, (255, 255, 255, 255), _rect(1.5, 1.5, 61, 61, k), border_radius=13 * k)
    grad = vgradient(p.W, p.H, [(0, (250, 251, 255)), (16 / 64, (226, 229, 236)), (48 / 64, (226, 229, 236)),
                                (1, (196, 200, 212))])
    body.blit(grad, (0, 0), special_flags=MULT)
    p.s.blit(body, (0, 0))
    p.flat((255, 255, 255, 200), L([(12, 3.2), (52, 3.2)], 1.2))
    return p.result()


# --------------------------------------------------------------------------
# app icon (+ .ico)
# --------------------------------------------------------------------------

@lru_cache(maxsize=1)
def app_icon_master():
    """768x768 hi-res app icon (256 design units at 3x)."""
    k = 3
    rng = random.Random(99)
    p = Paint(256, 256, k)
    p.fill((30, 22, 70), R(4, 4, 248, 248, 52), light=0.1, dark=0.3)
    bgp = Paint(256, 256, k)
    bgp.s.blit(vgradient(bgp.W, bgp.H, [(0, (40, 30, 96)), (1, (12, 10, 34))]), (0, 0))
    bgp.glow(70, 60, 150, (120, 40, 150), 0.9)
    bgp.glow(210, 210, 130, (20, 80, 150), 0.9)
    bgp.glow(126, 136, 110, (90, 60, 140), 0.6)
    for _ in range(70):
        x, y = rng.uniform(0, 256), rng.uniform(0, 256)
        pygame.draw.circle(bgp.s, scale_rgb(rng.choice(STAR_TINTS), rng.uniform(0.4, 1)), (x * k, y * k),
                           rng.choice((0.7, 0.9, 1.3)) * k)
    bgp.glow(200, 58, 16, (255, 255, 230), 1.0, 3)
    pygame.draw.circle(bgp.s, (255, 255, 255), (200 * k, 58 * k), 3 * k)
    pl = render_planet(bgp.W, bgp.H, 126 * k, 136 * k, 66 * k,
                       [(250, 175, 105), (255, 222, 160), (232, 128, 96), (255, 204, 138)],
                       light=(-0.55, -0.6, 0.6), tilt=-0.42, bands=4.5, atmo=(255, 200, 150), atmo_strength=0.7,
                       ring=dict(inner=1.3, outer=1.9, ratio=0.3, colour=(255, 232, 175), alpha=1.0, gap=0.58),
                       phase=0.9, night=0.1)
    bgp.s.blit(pl, (0, 0))
    mask = new(p.W, p.H)
    pygame.draw.rect(mask, (255, 255, 255, 255), _rect(10, 10, 236, 236, k), border_radius=46 * k)
    bgp.s.blit(mask, (0, 0), special_flags=MULT)
    p.s.blit(bgp.s, (0, 0))
    p.flat((255, 225, 150, 220), RO(10, 10, 236, 236, 46, 2.5))
    return p.s


def make_app_icon():
    return downsample(app_icon_master(), 3)


def make_app_ico():
    master = app_icon_master()
    entries = []
    for size in (16, 32, 48, 256):
        img = downsample(master, master.get_width() // size)
        bio = io.BytesIO()
        pygame.image.save(img, bio, "icon.png")
        entries.append((size, bio.getvalue()))
    return ico_bytes(entries)


def ico_bytes(entries):
    """Windows .ico with PNG-compressed entries: [(size, png_bytes)]."""
    head = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    dirs, blobs = b"", b""
    for size, data in entries:
        dim = 0 if size >= 256 else size
        dirs += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return head + dirs + blobs


# --------------------------------------------------------------------------
# registry and main
# --------------------------------------------------------------------------

def _assets():
    a = {
        "ui/bg_starfield.png": make_bg_starfield,
        "ui/bg_menu.png": make_bg_menu,
        "ui/card_frame.png": make_card_frame,
        "ui/card_back.png": make_card_back,
        "ui/panel.png": make_panel,
        "ui/button.png": make_button,
        "tiles/star-cartel.png": make_tile_star_cartel,
        "tiles/star-cargo.png": make_tile_star_cargo,
        "tiles/cartel.png": make_tile_cartel,
        "tiles/star-traders.png": make_tile_star_traders,
        "tiles/captain.png": make_tile_captain,
        "icon.png": make_app_icon,
        "icon.ico": make_app_ico,
    }
    for name in ICON_NAMES:
        a[f"icons/{name}.png"] = (lambda n=name: render_icon(n, "white"))
        a[f"icons/{name}_c.png"] = (lambda n=name: render_icon(n, "color"))
    return a


ASSETS = _assets()


def build(out_dir=DEFAULT_OUT, only=None, verbose=False):
    """Generate assets into out_dir; only = list of glob patterns.  Returns written paths."""
    out_dir = Path(out_dir)
    written = []
    for rel, fn in ASSETS.items():
        if only and not any(fnmatch.fnmatch(rel, pat) for pat in only):
            continue
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        data = fn()
        if isinstance(data, (bytes, bytearray)):
            path.write_bytes(data)
        else:
            pygame.image.save(data, str(path))
        written.append(path)
        if verbose:
            print(f"{rel:32s} {path.stat().st_size:>9,d} bytes")
    return written


def contact_sheet(paths, dest, bg=(40, 42, 56)):
    """Everything on one sheet (for looking at, never committed)."""
    imgs = []
    for pth in paths:
        if pth.suffix != ".png":
            continue
        img = pygame.image.load(str(pth))
        if img.get_width() > 600:
            img = pygame.transform.smoothscale(img, (img.get_width() // 3, img.get_height() // 3))
        imgs.append(img)
    W = 1500
    x = y = 8
    rowh = 0
    places = []
    for img in imgs:
        w, h = img.get_size()
        if x + w > W - 8:
            x, y = 8, y + rowh + 8
            rowh = 0
        places.append((img, x, y))
        x += w + 8
        rowh = max(rowh, h)
    sheet = new(W, y + rowh + 8, rgba(bg))
    for i in range(0, W, 16):
        for j in range(0, sheet.get_height(), 16):
            if (i // 16 + j // 16) % 2:
                sheet.fill((48, 50, 66, 255), (i, j, 16, 16))
    for img, x, y in places:
        sheet.blit(img, (x, y))
    pygame.image.save(sheet, str(dest))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", nargs="?", default=str(DEFAULT_OUT), help="output folder (default: art/)")
    ap.add_argument("--only", nargs="*", help="glob patterns relative to the output folder")
    ap.add_argument("--sheet", help="also write a contact sheet PNG here")
    ap.add_argument("--list", action="store_true", help="list asset names and exit")
    args = ap.parse_args(argv)
    if args.list:
        print("\n".join(ASSETS))
        return 0
    written = build(args.out, args.only, verbose=True)
    if args.sheet:
        contact_sheet(written, args.sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
