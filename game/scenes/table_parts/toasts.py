"""Short notices under the banner (toast) and why-not messages (explain).

A part of the table frame (see game/scenes/table_parts/context.py).  The
notices shown can be read like a list: `for text, seconds_left, colour in
toasts`, `toasts[-1][0]`.
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.context import Part
from game.ui import draw, sound, theme


class Toasts(Part):
    def __init__(self, ctx, keep_clear=lambda: [], top=None):
        self._keep_clear = keep_clear  # rects a notice must not cover (a lesson's coach and what it lights)
        self._top = top or (lambda: ctx.banner_rect.bottom + 18)  # where the first notice's top goes
        super().__init__(ctx)
        self._shown: list[list] = []  # [text, seconds left, colour], oldest first; at most three
        self.drawn: list[pygame.Rect] = []  # where the notices were drawn in the last frame

    def __iter__(self):
        return iter(self._shown)

    def __len__(self) -> int:
        return len(self._shown)

    def __getitem__(self, i):
        return self._shown[i]

    def add(self, text: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        self._shown = [t for t in self._shown if t[0] != text][-2:]
        self._shown.append([text, seconds, colour])

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing (a click sound and a warning notice)."""
        sound.play("click")
        self.add(text, theme.WARN, 3.5)

    def clear(self) -> None:
        self._shown = []

    def update(self, dt: float) -> bool:
        if not self._shown:
            return False
        for t in self._shown:
            t[1] -= dt
        self._shown = [t for t in self._shown if t[1] > 0]
        return True

    def draw(self, surface) -> None:
        """Each notice over the board, in the widest stretch of its row that
        keeps clear of the coach (and what it lights), wrapped to that width:
        a long one takes two lines, never runs off the window or under a panel."""
        ctx = self.ctx
        y = self._top()
        step = round(theme.SIZE_BODY * 1.25)
        clear = self._keep_clear()
        self.drawn = []
        for text, left, colour in self._shown:
            lo, hi = self._widest_gap(y, step * 2 + 20, clear)
            lines = self._even_lines(text, max(120, hi - lo - 40))
            w = max(ctx.assets.text_size(line, theme.SIZE_BODY, True)[0] for line in lines)
            rect = pygame.Rect(0, y, w + 40, step * len(lines) + 20)
            rect.centerx = (lo + hi) // 2
            alpha = 255 if left > 0.4 else int(255 * left / 0.4)  # opaque: nothing behind shows through its words
            draw.panel(surface, rect, fill=(14, 16, 30, alpha), edge=colour, radius=14, shadow=False)
            draw.text_block(surface, text, rect.inflate(-40, -20), theme.SIZE_BODY, colour, True, align="center")
            self.drawn.append(rect)
            y += rect.h + 8

    def _even_lines(self, text: str, width: int) -> list[str]:
        """`text` wrapped to `width` in as few lines as it needs, those lines
        as even as they can be (never one lone word left on the last)."""
        wrap = self.ctx.assets.wrap
        lines = wrap(text, theme.SIZE_BODY, width, True)
        if len(lines) < 2 or "\n" in text:  # a notice of its own lines keeps them
            return lines
        lo, hi = 120, width  # the narrowest width keeping that many lines lies between
        while hi - lo > 4:
            mid = (lo + hi) // 2
            if len(wrap(text, theme.SIZE_BODY, mid, True)) <= len(lines):
                hi = mid
            else:
                lo = mid
        return wrap(text, theme.SIZE_BODY, hi, True)

    def _widest_gap(self, y: int, h: int, clear: list) -> tuple[int, int]:
        """The widest stretch (left, right) of the board's width at rows y..y+h
        that no rect of `clear` crosses."""
        board = self.ctx.board_rect
        gaps = [(board.x + 20, board.right - 20)]
        for r in clear:
            if r.bottom <= y or r.top >= y + h:
                continue
            gaps = [part for lo, hi in gaps for part in ((lo, min(hi, r.left - 8)), (max(lo, r.right + 8), hi))
                    if part[1] > part[0]]
        return max(gaps, key=lambda g: g[1] - g[0]) if gaps else (board.x + 20, board.right - 20)
