"""Rising texts over the board ("+5 BP", "−$5"): one layout for all of a
table's, so that none meets another on its way up, a notice under the
banner, or what the table keeps clear (a map's labels, `keep_clear`).

A text asked for at a point starts there when its whole rise is clear;
else at the nearest of a few spots above, below and beside it that is, or
the one that meets the least (another rising text counting most).  The
rises are compared frame by frame over their time, so two texts stacked
over one ship rise together without touching.
"""
from __future__ import annotations

import pygame

from game.ui.anim import FloatText, ease_out_cubic

SECONDS = 1.5  # a rising text's time at animation speed 1
SAMPLES = 8  # moments of a rise compared with the others'
GAP = 6  # px kept between two rising texts


class Floats:
    def __init__(self, ctx, keep_clear=lambda: []):
        self.ctx = ctx
        self._keep_clear = keep_clear  # () -> rects no rising text may cross (labels, notices)
        self._live: list[FloatText] = []

    def add(self, text: str, pos, colour, *, size: int = 30, rise: int = 64, delay: float = 0.0) -> FloatText:
        surf = self.ctx.assets.generated(("float-text", text, tuple(colour), size),
                                         lambda: self._picture(text, colour, size))
        self._live = [f for f in self._live if not f.done and f in self.ctx.anim.items]
        start = self._spot(surf.get_size(), pos, rise, delay)
        rising = FloatText(surf, start, SECONDS, rise=rise, delay=delay)
        self.ctx.anim.add(rising)
        self._live.append(rising)
        return rising

    def _picture(self, text: str, colour, size: int) -> pygame.Surface:
        """The words with a dark outline, readable over any piece."""
        fg = self.ctx.assets.text(text, size, colour, True)
        bg = self.ctx.assets.text(text, size, (8, 8, 16), True)
        w, h = fg.get_size()
        surf = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
        for dx in (0, 3, 6):
            for dy in (0, 3, 6):
                surf.blit(bg, (dx, dy))
        surf.blit(fg, (3, 3))
        return surf

    def _spot(self, size, pos, rise: int, delay: float) -> tuple:
        w, h = size
        board = self.ctx.board_rect
        fixed = [pygame.Rect(r) for r in self._keep_clear()]
        up, side = h + GAP, w // 2 + w // 4 + GAP
        tries = [(dx, dy) for dy in (0, -up, up, -2 * up, 2 * up, -3 * up, 3 * up)
                 for dx in (0, -side, side, -2 * side, 2 * side)]
        tries.sort(key=lambda d: abs(d[0]) + abs(d[1]))
        best = None
        for dx, dy in tries:
            p = (pos[0] + dx, pos[1] + dy)
            cost = self._meets((w, h), p, rise, delay, fixed, board)
            if best is None or cost < best[0]:
                best = (cost, p)
            if cost == 0:
                break
        return best[1]

    def _meets(self, size, pos, rise, delay, fixed, board) -> int:
        """How much a text of `size` starting at `pos` meets on its way up."""
        cost = 0
        for k in range(SAMPLES):
            p = k / (SAMPLES - 1)
            at = delay + p * SECONDS  # seconds from now
            r = pygame.Rect(0, 0, *size)
            r.center = (round(pos[0]), round(pos[1] - rise * ease_out_cubic(p)))  # FloatText's easing
            r = r.inflate(GAP, GAP)
            if not board.contains(r):
                cost += 1
            cost += 3 * sum(r.colliderect(f) for f in fixed)
            cost += 10 * sum(1 for other in self._live if (o := _rect_at(other, at)) is not None and r.colliderect(o))
        return cost


def _rect_at(f: FloatText, seconds: float):
    """Where rising text `f` is drawn `seconds` from now (None: not shown then)."""
    if f.duration <= 0:
        return None
    p = (f.elapsed + seconds - f.delay) / f.duration
    if p < 0 or p > 1:
        return None
    r = f.surf.get_rect(center=(round(f.pos[0]), round(f.pos[1] - f.rise * f.ease(p))))
    if f.bounds is not None:
        r.clamp_ip(f.bounds)
    return r
