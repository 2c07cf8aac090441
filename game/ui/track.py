"""A price/score track view: a row of numbered cells with tokens on them.

    track = TrackView(pygame.Rect(200, 120, 700, 44), low=1, high=9, end_label="CRASH", end_w=78)
    track.draw(surface, colour=(200, 120, 60), marked=price)        # cells, numbers, the marked cell bright
    track.draw_tokens(surface, {"ore": (price, colour)})            # or place your own token at spot()
    x, y = track.spot(3.4)       # a token stepping from 3 to 4 is 40% of the way
    v = track.value_at(mouse)     # the cell under the mouse (None: none)

Values run from `low` to `high`; with `end_label` one more cell (value
high + 1, e.g. a price crash) closes the row with its own width.  A long
score track wraps onto `rows` rows (left to right on each row).  Several
tokens on one cell sit side by side (`token_spots`).  The view holds no game
state: the table passes the values from the seat's view.
"""
from __future__ import annotations

import math

import pygame

from game.ui import draw, theme


def _mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


class TrackView:
    def __init__(self, rect, low: int, high: int, *, gap: int = 4, rows: int = 1, end_label: str = "",
                 end_w: int | None = None):
        if high < low:
            raise ValueError("a track needs high >= low")
        self.rect = pygame.Rect(rect)
        self.low, self.high = low, high
        self.gap = gap
        self.rows = max(1, rows)
        self.end_label = end_label
        n = high - low + 1
        self.per_row = math.ceil(n / self.rows)
        self.row_h = (self.rect.h - gap * (self.rows - 1)) // self.rows
        cells_w = self.rect.w
        if end_label:
            self.end_w = end_w if end_w is not None else self.row_h * 2
            cells_w -= self.end_w + gap
        self.cell_w = (cells_w - gap * (self.per_row - 1)) / self.per_row

    @property
    def top(self) -> int:
        """The highest value a token can stand on (the end cell counts)."""
        return self.high + 1 if self.end_label else self.high

    def cell_rect(self, value: int) -> pygame.Rect:
        value = max(self.low, min(self.top, int(value)))
        if self.end_label and value == self.high + 1:
            row = self.rows - 1
            x = self.rect.right - self.end_w
            return pygame.Rect(x, self.rect.y + row * (self.row_h + self.gap), self.end_w, self.row_h)
        i = value - self.low
        row, col = divmod(i, self.per_row)
        x = self.rect.x + col * (self.cell_w + self.gap)
        return pygame.Rect(round(x), self.rect.y + row * (self.row_h + self.gap), round(self.cell_w), self.row_h)

    def value_at(self, pos) -> int | None:
        for v in range(self.low, self.top + 1):
            if self.cell_rect(v).collidepoint(pos):
                return v
        return None

    def spot(self, value: float) -> tuple[float, float]:
        """Centre of a token at `value`; between two cells for a fractional
        value (a token stepping along), clamped to the track."""
        value = max(self.low, min(self.top, value))
        lo, hi = math.floor(value), math.ceil(value)
        a, b = self.cell_rect(lo).center, self.cell_rect(hi).center
        f = value - lo
        return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)

    def token_spots(self, values: dict, radius: int) -> dict:
        """key -> centre for tokens at whole values; tokens sharing a cell
        are spread side by side (in the order of `values`)."""
        by_cell: dict = {}
        for key, v in values.items():
            by_cell.setdefault(max(self.low, min(self.top, int(v))), []).append(key)
        out = {}
        for v, keys in by_cell.items():
            cx, cy = self.cell_rect(v).center
            step = min(2 * radius + 2, max(4, (self.cell_rect(v).w - 2 * radius) / max(1, len(keys) - 1)))
            x0 = cx - step * (len(keys) - 1) / 2
            for i, key in enumerate(keys):
                out[key] = (x0 + i * step, cy)
        return out

    def draw(self, surface, colour=theme.GOLD, marked: int | None = None, numbers: bool = True) -> None:
        """The cells; the `marked` value bright with a bold number."""
        for v in range(self.low, self.high + 1):
            cell = self.cell_rect(v)
            here = v == marked
            pygame.draw.rect(surface, _mix(colour, (24, 20, 28), 0.35 if here else 0.82), cell, border_radius=8)
            pygame.draw.rect(surface, _mix(colour, (60, 50, 50), 0.55), cell, 1, border_radius=8)
            if numbers:
                draw.text(surface, str(v), cell.center, theme.SIZE_SMALL if here else theme.SIZE_TINY,
                          (255, 248, 235) if here else (150, 140, 130), here, "center")
        if self.end_label:
            cell = self.cell_rect(self.high + 1)
            pygame.draw.rect(surface, (70, 24, 24) if marked != self.high + 1 else (150, 50, 40), cell,
                             border_radius=8)
            pygame.draw.rect(surface, (200, 90, 80), cell, 1, border_radius=8)
            draw.text_fit(surface, self.end_label, cell.inflate(-6, 0), theme.SIZE_TINY, (255, 170, 150), True,
                          "center")

    def draw_tokens(self, surface, tokens: dict, radius: int | None = None) -> dict:
        """Plain round tokens: key -> (value, colour).  Returns key -> centre."""
        r = radius or max(6, min(self.row_h // 2 - 4, 16))
        spots = self.token_spots({k: v for k, (v, _) in tokens.items()}, r)
        for key, (_, colour) in tokens.items():
            x, y = spots[key]
            c = (round(x), round(y))
            pygame.draw.circle(surface, colour, c, r)
            pygame.draw.circle(surface, (12, 12, 20), c, r, 2)
        return spots
