"""A small line chart of scores over time: one line per seat in the seat's
colour, ending in the seat's token (colour and symbol, so colour is never the
only cue), a few axis labels.  The chart renders once per size and is then a
single blit per frame."""
from __future__ import annotations

import math

import pygame

from game.ui import draw, theme
from game.ui.assets import get_assets

TOKEN_R = 13


def nice_ticks(lo: float, hi: float, most: int = 5) -> list:
    """Round whole-number tick values covering lo..hi (about `most` steps)."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, most)
    mag = 10 ** math.floor(math.log10(raw))
    step = max(1, next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw))  # points and rounds are whole
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v < hi + step * 0.999:
        ticks.append(int(v) if float(v).is_integer() else round(v, 6))
        v += step
    return ticks


def spread(ys: list, gap: float, lo: float, hi: float) -> list:
    """Move the values apart so neighbours are at least `gap` apart, inside
    lo..hi when they fit there (tokens at the ends of close lines)."""
    order = sorted(range(len(ys)), key=lambda i: (ys[i], i))
    out = list(ys)
    floor = lo
    for i in order:  # downwards: each at least `gap` below the one above
        out[i] = max(out[i], floor)
        floor = out[i] + gap
    ceiling = hi
    for i in reversed(order):  # then back up from the bottom edge
        out[i] = min(out[i], ceiling)
        ceiling = out[i] - gap
    return out


def _dotted(surface, colour, a, b, step: float = 6) -> None:
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(dist // step))
    for k in range(n + 1):
        t = k / n
        pygame.draw.circle(surface, colour, (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)), 1)


class LineChart:
    """`series` is one list of values per line, all as long as `xs`;
    `colours` the palette index of each line; `emphasis` the lines drawn
    thicker and on top (the winners)."""

    def __init__(self, xs, series, colours, x_label: str = "Round", emphasis=(), symbols: bool = True,
                 y_max=None):
        self.y_max = y_max  # the top of the y axis at least (100 for percentages)
        self.geometry: dict = {}  # size -> (plot rect, x_lo, x_hi, y0, y1): see to_pixel
        self.xs = list(xs)
        self.series = [list(s) for s in series]
        self.colours = list(colours)
        self.x_label = x_label
        self.emphasis = set(emphasis)
        self.symbols = symbols
        self._cache: dict = {}

    def draw(self, surface, rect) -> None:
        rect = pygame.Rect(rect)
        surf = self._cache.get(rect.size)
        if surf is None:
            surf = self._cache[rect.size] = self.render(rect.size)
        surface.blit(surf, rect)

    def to_pixel(self, size, x, v):
        """Where (x, v) lands inside a chart drawn at `size` (offset from its
        top-left corner), or None before it was drawn at that size."""
        g = self.geometry.get(tuple(size))
        if g is None:
            return None
        plot, x_lo, x_hi, y0, y1 = g
        px = plot.centerx if x_hi == x_lo else plot.x + (x - x_lo) / (x_hi - x_lo) * plot.w
        return round(px), round(plot.bottom - (v - y0) / ((y1 - y0) or 1) * plot.h)

    def x_at(self, size, px: int):
        """The x value under pixel column px (offset), clamped to the data."""
        g = self.geometry.get(tuple(size))
        if g is None:
            return None
        plot, x_lo, x_hi, y0, y1 = g
        t = min(1.0, max(0.0, (px - plot.x) / max(1, plot.w)))
        return x_lo + t * (x_hi - x_lo)

    # ------------------------------------------------------------ rendering
    def render(self, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        if not self.xs or not self.series:
            return surf
        values = [v for s in self.series for v in s]
        lo, hi = min(0, min(values)), max(values + ([self.y_max] if self.y_max is not None else []))
        yticks = nice_ticks(lo, hi, 4 if h < 260 else 5)
        y0, y1 = yticks[0], yticks[-1]
        label_w = max(get_assets().text_size(str(t), theme.SIZE_TINY)[0] for t in yticks)
        n = len(self.series)
        r = max(7, min(TOKEN_R, (h - 8) // (2 * n) - 1))  # every end token fits the height
        gutter = 2 * r + 30  # right of the plot: the tokens, led out from the line ends
        plot = pygame.Rect(label_w + 16, max(10, r), w - label_w - 16 - gutter, h - max(10, r) - 34)
        if plot.w < 20 or plot.h < 20:
            return surf
        x_lo, x_hi = self.xs[0], self.xs[-1]
        span = (x_hi - x_lo) or 1
        self.geometry[tuple(size)] = (plot, x_lo, x_hi, y0, y1)

        def px(x):
            if x_hi == x_lo:
                return plot.centerx
            return plot.x + (x - x_lo) / span * plot.w

        def py(v):
            return plot.bottom - (v - y0) / ((y1 - y0) or 1) * plot.h

        # grid and y labels
        for t in yticks:
            y = round(py(t))
            pygame.draw.line(surf, (58, 66, 100), (plot.x, y), (plot.right, y), 1)
            draw.text(surf, str(t), (plot.x - 8, y), theme.SIZE_TINY, theme.TEXT_DIM, False, "midright")
        pygame.draw.line(surf, (110, 120, 160), plot.bottomleft, plot.bottomright, 2)
        # x labels: a handful of round numbers
        xt = [t for t in nice_ticks(x_lo, x_hi, max(1, min(8, plot.w // 90))) if x_lo <= t <= x_hi]
        if x_hi != x_lo and x_hi not in xt and float(x_hi).is_integer():  # the last whole round or turn
            if xt and px(x_hi) - px(xt[-1]) < 40:
                xt.pop()
            xt.append(int(x_hi))
        for t in xt or [x_lo]:
            x = round(px(t))
            pygame.draw.line(surf, (110, 120, 160), (x, plot.bottom), (x, plot.bottom + 6), 2)
            label = str(int(t)) if float(t).is_integer() else str(t)
            draw.text(surf, label, (x, plot.bottom + 8), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        # lines: the winners last, so they sit on top
        order = sorted(range(len(self.series)), key=lambda i: (i in self.emphasis, i))
        for i in order:
            pts = [(px(x), py(v)) for x, v in zip(self.xs, self.series[i])]
            col = theme.player_colour(self.colours[i])
            width = 5 if i in self.emphasis else 3
            if len(pts) > 1:
                pygame.draw.lines(surf, (8, 10, 20), False, pts, width + 2)
                pygame.draw.lines(surf, col, False, pts, width)
        # tokens at the line ends, pushed apart where lines end close together
        ends = [py(s[-1]) for s in self.series]
        # equal ends: the winners' tokens go first (on top)
        ys = spread([e - (0.001 if i in self.emphasis else 0) for i, e in enumerate(ends)], r * 2 + 2, r + 1, h - r - 1)
        ex = px(self.xs[-1])
        tx = plot.right + gutter - r - 2 if x_hi != x_lo else ex
        for i in order:
            col = theme.player_colour(self.colours[i])
            if tx != ex:  # a dotted leader, so it does not read as part of the line
                pygame.draw.circle(surf, col, (round(ex), round(ends[i])), 4)
                _dotted(surf, col, (ex + 6, ends[i]), (tx - r - 2, ys[i]))
            draw.seat_token(surf, self.colours[i], (round(tx), round(ys[i])), r, self.symbols)
        return surf
