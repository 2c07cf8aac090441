"""Rising texts over the board ("+5 BP", "−$5"): one layout for all of a
table's.  A text reads as coming from its source, so it starts where it was
asked (over the ship, settlement or hex that earned it) and steps aside by
at most about one text height (`REACH`): first from another rising text or
a notice under the banner, which it never meets when a place that near is
free (else it waits a moment at its source for the way to clear), then
from a map's labels.  When no place within reach keeps off the
labels it stays by its source on a small dark plate, so it reads over the
label it crosses for its second.

The rises are compared frame by frame over their time, so two texts stacked
over one ship rise together without touching.
"""
from __future__ import annotations

import math

import pygame

from game.ui.anim import FloatText, ease_out_cubic

SECONDS = 1.5  # a rising text's time at animation speed 1
SAMPLES = 8  # moments of a rise compared with the others'
GAP = 6  # px kept between two rising texts
REACH = 1.0  # text heights a rising text may step from its source
WAITS = (0.0, 0.3, 0.6, 0.9, 1.2)  # s a text may wait at its source for another to rise out of its way
PLATE = (10, 12, 24, 235)
PAD = 5  # px of plate beside the words


class Floats:
    def __init__(self, ctx, notices=lambda: [], labels=lambda: []):
        """notices() -> rects no rising text may meet (the notices under the
        banner); labels() -> rects a text keeps off when it can, else crosses
        on its plate (a map's labels, the table's float_keep_clear)."""
        self.ctx = ctx
        self._notices = notices
        self._labels = labels
        self._live: list[FloatText] = []

    def add(self, text: str, pos, colour, *, size: int = 30, rise: int = 64, delay: float = 0.0) -> FloatText:
        plain = self.ctx.assets.generated(("float-text", text, tuple(colour), size),
                                          lambda: self._picture(text, colour, size))
        self._live = [f for f in self._live if not f.done and f in self.ctx.anim.items]
        plated_size = (plain.get_width() + 2 * PAD, plain.get_height())
        start, delay, on_label = self._spot(plated_size, plain.get_height(), pos, rise, delay)
        surf = self.ctx.assets.generated(("float-plate", text, tuple(colour), size),
                                         lambda: _on_plate(plain)) if on_label else plain
        rising = FloatText(surf, start, SECONDS, rise=rise, delay=delay, words=text)
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

    def _spot(self, size, height: int, pos, rise: int, delay: float) -> tuple:
        """Where and after how long a text of `size` asked at `pos` starts,
        and whether its rise crosses a label there (it is then drawn on its
        plate).  Only when every place within reach meets another text does
        it wait for the way to clear."""
        board = self.ctx.board_rect
        notices = [pygame.Rect(r) for r in self._notices()]
        labels = [pygame.Rect(r) for r in self._labels()]
        steps = _steps(REACH * (height + GAP))
        best = None
        for wait in WAITS:
            blocked = self._blocked(delay + wait, notices)
            for dx, dy in steps:
                p = (pos[0] + dx, pos[1] + dy)
                meets = _meets(size, p, rise, blocked)
                path = _path(size, p, rise)
                crossed = len(path.collidelistall(labels))
                off = 0 if board.contains(path) else 1
                cost = (meets, crossed, off)
                if best is None or cost < best[0]:
                    best = (cost, p, delay + wait)
                if cost == (0, 0, 0):
                    break
            if best[0][0] == 0:
                break
        (_, crossed, _), start, delay = best
        return start, delay, crossed > 0

    def _blocked(self, delay: float, notices) -> list[list[pygame.Rect]]:
        """For each moment of a rise starting `delay` s from now: the notices
        and where the other rising texts are drawn then."""
        out = []
        for k in range(SAMPLES):
            at = delay + k / (SAMPLES - 1) * SECONDS  # seconds from now
            out.append(notices + [o for other in self._live if (o := _rect_at(other, at)) is not None])
        return out


def _meets(size, pos, rise: int, blocked) -> int:
    """How often a text of `size` starting at `pos` meets, on its way up,
    what `blocked` holds at each moment."""
    cost = 0
    for k, rects in enumerate(blocked):
        r = pygame.Rect(0, 0, *size)
        r.center = (round(pos[0]), round(pos[1] - rise * ease_out_cubic(k / (SAMPLES - 1))))  # FloatText's easing
        cost += len(r.inflate(GAP, GAP).collidelistall(rects))
    return cost


def _steps(reach: float) -> list[tuple[int, int]]:
    """The offsets a text may start at, nearest first: its source, then
    half and whole steps up, down, beside and between, all within `reach`."""
    half = reach / 2
    out = [(round(dx), round(dy)) for dx in (-reach, -half, 0, half, reach) for dy in (-reach, -half, 0, half, reach)
           if math.hypot(dx, dy) <= reach + 0.5]
    return sorted(out, key=lambda d: (math.hypot(*d), d[1] > 0))


def _path(size, pos, rise: int) -> pygame.Rect:
    """All a text of `size` covers on its way up from `pos` (it rises straight)."""
    r = pygame.Rect(0, 0, *size)
    r.center = (round(pos[0]), round(pos[1]))
    return r.union(r.move(0, -rise))


def _on_plate(words: pygame.Surface) -> pygame.Surface:
    """`words` on a small dark rounded plate."""
    w, h = words.get_size()
    plate = pygame.Surface((w + 2 * PAD, h), pygame.SRCALPHA)
    pygame.draw.rect(plate, PLATE, plate.get_rect(), border_radius=6)
    plate.blit(words, (PAD, 0))
    return plate


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
