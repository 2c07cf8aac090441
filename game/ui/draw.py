"""Drawing helpers shared by every scene (logical coordinates)."""
from __future__ import annotations

import math

import pygame

from game.ui import cut_text, theme
from game.ui.assets import get_assets, renderable


def text(surface, s: str, pos, size: int = theme.SIZE_BODY, colour=theme.TEXT, bold: bool = False,
         anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Draw one line of text; `anchor` is any pygame.Rect position name."""
    a = get_assets()
    surf = a.text(s, size, colour, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = a.text(s, size, (0, 0, 0), bold)
        off = max(2, size // 20)
        surface.blit(sh, rect.move(off, off))
    surface.blit(surf, rect)
    return rect


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """s, or its longest start that fits `width` with "…" after it (linear)."""
    a = get_assets()
    if a.text_size(s, size, bold)[0] <= width:
        return s
    n = a.fit_chars(s, size, max(0, width - a.text_size("…", size, bold)[0]), bold)
    # measured apart and together, widths differ by a pixel or so: settle it
    while n < len(s) and a.text_size(s[:n + 1] + "…", size, bold)[0] <= width:
        n += 1
    while n and a.text_size(s[:n] + "…", size, bold)[0] > width:
        n -= 1
    # never inside a word when a whole word fits: "Rumour…", not "Rumour mon…" (nor "size-…" of "size-1")
    if 0 < n < len(s) and s[n] != " " and s[n - 1] != " ":
        cut = s.rfind(" ", 0, n)
        if cut > 0:
            n = cut
    return s[:n].rstrip() + "…"


def text_fit(surface, s, rect, size=theme.SIZE_BODY, colour=theme.TEXT, bold=False, anchor="midleft",
             min_size=theme.SIZE_MIN):
    """One line, shrunk (down to min_size, never under theme.SIZE_MIN) then
    ellipsized to fit rect; a text cut short shows whole on hover."""
    a = get_assets()
    rect = pygame.Rect(rect)
    size, min_size = max(size, theme.SIZE_MIN), max(min_size, theme.SIZE_MIN)
    while size > min_size and a.text_size(s, size, bold)[0] > rect.w:
        size -= 1
    shown = ellipsize(s, size, rect.w, bold)
    pos = getattr(rect, anchor)
    drawn = text(surface, shown, pos, size, colour, bold, anchor)
    if shown != s:
        cut_text.note(surface, drawn, s)
    return drawn


def key_cap(surface, number: int, rect) -> pygame.Rect:
    """A keyboard key with its digit on it: a number to press, never to be
    read as a value beside it (a stepper's "3" before "Players ‹ 4 ›")."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (10, 12, 24), rect.move(0, 3), border_radius=8)
    pygame.draw.rect(surface, (58, 66, 96), rect, border_radius=8)
    pygame.draw.rect(surface, (150, 160, 196), rect, 2, border_radius=8)
    text(surface, str(number), rect.move(0, -1).center, theme.SIZE_SMALL, theme.TEXT, True, "center")
    return rect


def text_block(surface, s: str, rect, size: int = theme.SIZE_BODY, colour=theme.TEXT, bold=False,
               line_gap: float = 1.25, align: str = "left", max_lines: int | None = None) -> int:
    """Wrapped text inside rect (words never split); returns the height used.
    Past max_lines, or at a word wider than the rect, the text is cut with
    "…" and shows whole on hover."""
    a = get_assets()
    rect = pygame.Rect(rect)
    lines = a.wrap(s, size, rect.w, bold)
    cut = " ".join(lines).split() != renderable(s or "").split()  # a word wider than the rect
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + "…", size, rect.w, bold)
        cut = True
    step = round(size * line_gap)
    y = rect.y
    used = pygame.Rect(rect.x, rect.y, 0, 0)
    for line in lines:
        if align == "center":
            r = text(surface, line, (rect.centerx, y), size, colour, bold, "midtop")
        else:
            r = text(surface, line, (rect.x, y), size, colour, bold)
        used = used.union(r) if used.w else r
        y += step
    if cut:
        cut_text.note(surface, used, s)
    return y - rect.y


def block_height(s: str, size: int, width: int, bold=False, line_gap=1.25) -> int:
    return len(get_assets().wrap(s, size, width, bold)) * round(size * line_gap)


def text_block_fit(surface, s: str, rect, size: int = theme.SIZE_BODY, colour=theme.TEXT, bold=False,
                   line_gap: float = 1.25, min_size: int = theme.SIZE_MIN) -> int:
    """Wrapped text shrunk (down to min_size, never under theme.SIZE_MIN) to
    fit rect's height, then cut to the lines that fit with an ellipsis (whole
    on hover); returns the height used."""
    rect = pygame.Rect(rect)
    size, min_size = max(size, theme.SIZE_MIN), max(min_size, theme.SIZE_MIN)
    while size > min_size and block_height(s, size, rect.w, bold, line_gap) > rect.h:
        size -= 1
    lines = max(1, rect.h // max(1, round(size * line_gap)))
    return text_block(surface, s, rect, size, colour, bold, line_gap, max_lines=lines)


def text_lines_fit(surface, s: str, rect, size: int = theme.SIZE_BODY, colour=theme.TEXT, bold=False,
                   align: str = "left") -> pygame.Rect:
    """A label at its size on as many lines as the rect's height holds
    (lines close together, the block centred on the rect's height); only a
    text too long for those lines shrinks (never under theme.SIZE_MIN), then
    is cut with "…" (whole on hover). Returns the rect drawn over."""
    a = get_assets()
    rect = pygame.Rect(rect)
    size = max(size, theme.SIZE_MIN)

    def step(z: int) -> int:
        return a.text_size("Ag", z, bold)[1] - 2

    while size > theme.SIZE_MIN and len(a.wrap(s, size, rect.w, bold)) * step(size) > rect.h + 2:
        size -= 1
    lines = a.wrap(s, size, rect.w, bold)
    room = max(1, (rect.h + 2) // step(size))
    cut = " ".join(lines).split() != renderable(s or "").split()
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = ellipsize(lines[-1] + "…", size, rect.w, bold)
        cut = True
    y = rect.centery - len(lines) * step(size) // 2
    used = pygame.Rect(rect.x, y, 0, 0)
    for line in lines:
        pos, anchor = ((rect.centerx, y), "midtop") if align == "center" else ((rect.x, y), "topleft")
        r = text(surface, line, pos, size, colour, bold, anchor)
        used = used.union(r) if used.w else r
        y += step(size)
    if cut:
        cut_text.note(surface, used, s)
    return used


def panel(surface, rect, fill=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 14, shadow: bool = True,
          width: int = 2):
    """A rounded panel with optional drop shadow; the finished picture is
    cached per (size, colours), so drawing one is a single blit."""
    rect = pygame.Rect(rect)
    surf = panel_surface(rect.size, tuple(fill), tuple(edge) if edge is not None else None, radius, shadow, width)
    pad = 8 if shadow else 0
    surface.blit(surf, (rect.x - pad, rect.y - pad))


def panel_surface(size, fill, edge, radius, shadow, width):
    def make():
        w, h = size
        pad = 8 if shadow else 0
        s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        if shadow:
            for i, a in ((6, 30), (4, 40), (2, 50)):
                pygame.draw.rect(s, (0, 0, 0, a), (pad - i + 2, pad - i + 6, w + 2 * i - 4, h + 2 * i - 4),
                                 border_radius=radius + i)
        body = pygame.Rect(pad, pad, w, h)
        if len(fill) == 4 and fill[3] < 255:
            layer = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
            s.blit(layer, body)
        else:
            pygame.draw.rect(s, fill[:3], body, border_radius=radius)
        if edge is not None and width:
            pygame.draw.rect(s, edge, body, width, border_radius=radius)
        return s

    return get_assets().generated(("panel", tuple(size), fill, edge, radius, shadow, width), make)


def round_corners(surf: pygame.Surface, radius: int, alpha: int = 255) -> pygame.Surface:
    """Cut `surf` (SRCALPHA) to a rounded rectangle, its alpha scaled by
    alpha/255 (in place; returns surf)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, alpha), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def starfield(size, shade_alpha: int, radius: int) -> pygame.Surface:
    """A rounded window onto the starfield art (a drawn night sky without
    it), darkened by shade_alpha: the sky of a board.  A new surface each
    call: cache what you build on it."""
    size = tuple(size)
    a = get_assets()
    s = pygame.Surface(size, pygame.SRCALPHA)
    img = a.cover(size, "art", "ui", "bg_starfield.png")
    s.blit(img if img is not None else a.background(size, art="__none__.png"), (0, 0))
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((4, 8, 22, shade_alpha))
    s.blit(shade, (0, 0))
    return round_corners(s, radius)


def table_rim(surf: pygame.Surface, radius: int = 26, steps: int = 14, alpha: int = 10) -> pygame.Surface:
    """The board's edge on a felt or sky surface: a soft inner shadow
    (`steps` rings of `alpha`), a brass rim and a thin inner line (in place)."""
    rect = surf.get_rect()
    for i in range(steps):
        pygame.draw.rect(surf, (0, 0, 0, alpha), rect.inflate(-i * 2, -i * 2), 2, border_radius=radius)
    pygame.draw.rect(surf, theme.BRASS, rect, 3, border_radius=radius)
    pygame.draw.rect(surf, (90, 70, 40), rect.inflate(-10, -10), 1, border_radius=radius - 4)
    return surf


def glow_rect(surface, rect, colour=theme.HILITE, radius=12, strength=3):
    """A soft glowing outline for legal targets and highlights."""
    rect = pygame.Rect(rect)
    pad = 4 * strength
    s = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    for i in range(strength, 0, -1):
        alpha = 60 + 50 * (strength - i)
        r = pygame.Rect(pad - 4 * i, pad - 4 * i, rect.w + 8 * i, rect.h + 8 * i)
        pygame.draw.rect(s, (*colour[:3], alpha // 2), r, 4, border_radius=radius + 4 * i)
    surface.blit(s, (rect.x - pad, rect.y - pad))
    pygame.draw.rect(surface, colour, rect, 3, border_radius=radius)


def dim(surface, alpha: int = 150, colour=(4, 6, 16)):
    size = surface.get_size()

    def make():
        sh = pygame.Surface(size, pygame.SRCALPHA)
        sh.fill((*colour, alpha))
        return sh

    surface.blit(get_assets().generated(("dim", size, alpha, tuple(colour)), make), (0, 0))


def _polygon(center, r, n, rot=-math.pi / 2, inner: float | None = None):
    cx, cy = center
    pts = []
    total = n * 2 if inner else n
    for i in range(total):
        ang = rot + i * 2 * math.pi / total
        rr = r if (not inner or i % 2 == 0) else r * inner
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    return pts


def symbol(surface, shape: str, center, r: int, colour, outline=(12, 12, 20), width: int = 2):
    """A player symbol: circle, square, triangle, diamond, star, hexagon."""
    cx, cy = center
    if shape == "circle":
        pygame.draw.circle(surface, colour, center, r)
        if width:
            pygame.draw.circle(surface, outline, center, r, width)
        return
    if shape == "square":
        pts = [(cx - r * .82, cy - r * .82), (cx + r * .82, cy - r * .82), (cx + r * .82, cy + r * .82), (cx - r * .82, cy + r * .82)]
    elif shape == "triangle":
        pts = _polygon((cx, cy + r * 0.15), r * 1.1, 3)
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r * .8, cy), (cx, cy + r), (cx - r * .8, cy)]
    elif shape == "star":
        pts = _polygon(center, r * 1.1, 5, inner=0.45)
    else:  # hexagon
        pts = _polygon(center, r, 6, rot=0)
    pygame.draw.polygon(surface, colour, pts)
    if width:
        pygame.draw.polygon(surface, outline, pts, width)


def seat_token(surface, colour_index: int, center, r: int, symbols: bool = True):
    """The round player token: colour disc with the seat's symbol on it."""
    col = theme.player_colour(colour_index)
    pygame.draw.circle(surface, (10, 10, 18), (center[0] + 2, center[1] + 3), r + 1)
    pygame.draw.circle(surface, col, center, r)
    pygame.draw.circle(surface, (255, 255, 255), center, r, 2)
    if symbols:
        dark = tuple(max(0, c - 150) for c in col)
        symbol(surface, theme.player_symbol(colour_index), center, int(r * 0.55), dark, outline=dark, width=0)


def icon(surface, name: str, rect, fallback_text: str = "", colour=theme.TEXT, alpha: int = 255):
    """art/icons/<name>.png scaled into rect, or a text fallback."""
    rect = pygame.Rect(rect)
    img = get_assets().image_scaled(rect.size, "art", "icons", f"{name}.png")
    if img is not None:
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, rect)
    elif fallback_text:
        text(surface, fallback_text, rect.center, max(theme.SIZE_MIN, rect.h * 2 // 3), colour, True, "center")


def card(surface, rect, title: str = "", body: str = "", accent=theme.GOLD, face_up: bool = True,
         selected: bool = False, dimmed: bool = False):
    """A playing card: art/ui/card_frame.png scaled to rect (or a drawn frame),
    an accent band with the title, and wrapped body text.  Cached per look."""
    rect = pygame.Rect(rect)

    def make():
        a = get_assets()
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(6, rect.w // 12)
        frame = a.image_scaled(rect.size, "art", "ui", "card_frame.png") if face_up else None
        if face_up:
            if frame is not None:
                s.blit(frame, (0, 0))
            else:
                pygame.draw.rect(s, (238, 230, 212), s.get_rect(), border_radius=radius)
                pygame.draw.rect(s, (120, 100, 70), s.get_rect(), 2, border_radius=radius)
            band = pygame.Rect(6, 6, rect.w - 12, max(22, rect.h // 6))
            pygame.draw.rect(s, accent, band, border_radius=max(4, radius - 4))
            if title:
                size = max(theme.SIZE_MIN, min(28, band.h - 8))
                text_fit(s, title, band.inflate(-10, 0), size, (20, 16, 24), True, "center")
            if body:
                size = max(theme.SIZE_MIN, min(22, rect.w // 9))
                text_block_fit(s, body, pygame.Rect(12, band.bottom + 8, rect.w - 24, rect.h - band.bottom - 14),
                               size, (40, 34, 40), line_gap=1.2)
        elif a.image("art", "ui", "card_back.png") is not None:
            s.blit(a.image_scaled(rect.size, "art", "ui", "card_back.png"), (0, 0))
        else:
            pygame.draw.rect(s, (44, 36, 86), s.get_rect(), border_radius=radius)
            inner = s.get_rect().inflate(-14, -14)
            pygame.draw.rect(s, (90, 76, 160), inner, 3, border_radius=max(4, radius - 4))
            symbol(s, "star", inner.center, min(inner.w, inner.h) // 4, theme.GOLD, outline=(60, 40, 20))
            pygame.draw.rect(s, (20, 16, 40), s.get_rect(), 2, border_radius=radius)
        return s

    key = ("card", rect.size, title, body, tuple(accent), face_up)
    surf = get_assets().generated(key, make)
    if selected:
        glow_rect(surface, rect, theme.HILITE, max(6, rect.w // 12))
    if dimmed:
        surf = surf.copy()
        surf.set_alpha(110)
    surface.blit(surf, rect)


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
         5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(surface, center, value: int, size: int = 64, colour=(240, 236, 226), pip=(30, 26, 36)):
    """A die face: pips for 1-6, the number for anything else (d12...)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = center
    pygame.draw.rect(surface, (0, 0, 0), r.move(3, 4), border_radius=size // 6)
    pygame.draw.rect(surface, colour, r, border_radius=size // 6)
    pygame.draw.rect(surface, (90, 80, 70), r, 2, border_radius=size // 6)
    if value in _PIPS:
        off = size // 4
        for dx, dy in _PIPS[value]:
            pygame.draw.circle(surface, pip, (r.centerx + dx * off, r.centery + dy * off), max(3, size // 11))
    else:
        text(surface, str(value), r.center, size // 2, pip, True, "center")
