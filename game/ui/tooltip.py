"""Where a tooltip goes and when it shows.

Placement: a tooltip never covers the thing it explains (`anchor`) and
stays within reach of the pointer; it keeps off the targets next to it
(`near`, e.g. the other cards of a hand or the other buttons of a menu)
where a spot beside the anchor allows: above or below a row, beside a
column.  In a grid it covers a neighbour rather than go far away.

Timing: a tooltip shows once the pointer has rested on the same thing for
`delay` seconds of frame time, vanishes on the first frame the pointer is
elsewhere, and a click (or the pointer leaving the window) hides it until
the pointer moves to something else: a still pointer gets no new tooltip,
whatever the click changed under it.  So too a thing that comes up under
a resting pointer (a reply's button, a dialog's, a menu's): its tooltip
waits for the pointer to move.  The App owns one `Timing`, advances
it every frame and marks a frame as starting (`begin_frame`); with no App
(a test drawing on a bare surface) tooltips show at once.
"""
from __future__ import annotations

import pygame

SHOW_DELAY = 0.35  # seconds the pointer rests before a tooltip shows
MARGIN = 8  # from the screen edge
GAP = 12  # between a tooltip and what it must not cover
REACH = 240  # farthest a tooltip beside its anchor lies from the pointer (1920x1080 canvas)


def neighbours(rect, others, reach: int | None = None) -> list[pygame.Rect]:
    """The rects of `others` in the same row or column as `rect` and within
    `reach` of it (default: the shorter side of `rect`), leaving out rects
    that hold it or that it holds and much larger areas."""
    rect = pygame.Rect(rect)
    reach = max(24, min(rect.w, rect.h)) if reach is None else reach
    out = []
    for o in others:
        o = pygame.Rect(o)
        if o == rect or o.w <= 0 or o.h <= 0 or o.contains(rect) or rect.contains(o):
            continue  # a backdrop target (the board) or a part of this one
        if o.w * o.h > 8 * rect.w * rect.h:
            continue  # an area to click, not a neighbour of the same kind
        same_row = o.top < rect.bottom and rect.top < o.bottom
        same_col = o.left < rect.right and rect.left < o.right
        if (same_row or same_col) and rect.inflate(2 * reach, 2 * reach).colliderect(o):
            out.append(o)
    return out


def place(sizes, screen, mouse, anchor=None, near=(), clear=()) -> tuple[int, pygame.Rect]:
    """Where a tooltip goes, as (index of the size used, rect); `sizes` are
    the boxes the text can take, widest first.  Near the mouse (the first
    size) when there is no anchor.  Else, in this order: a spot touching
    the anchor within `REACH` of the pointer that covers neither the anchor,
    `near` nor `clear`; one there that covers only a neighbour (a card of a
    grid rather than a box far off); one beside the whole row or column;
    any free spot; and when none is free, the spot near the pointer that
    covers least.  Each side is tried with every size (a narrower box
    beside a column beats a wide one over the next row).  `clear` are rects
    kept free but not beside the anchor (a panel elsewhere on the screen)."""
    bounds = pygame.Rect(screen).inflate(-2 * MARGIN, -2 * MARGIN)
    if anchor is None:
        w, h = sizes[0]
        x, y = mouse[0] + 22, mouse[1] + 26
        if x + w > bounds.right:
            x = mouse[0] - w - 12
        if y + h > bounds.bottom:
            y = mouse[1] - h - 12
        spots = [_clamp(pygame.Rect(x, y, w, h), bounds)]
        if clear:  # the other corners around the mouse, for a panel to keep free
            spots += [_clamp(pygame.Rect(sx, sy, w, h), bounds)
                      for sx in (mouse[0] + 22, mouse[0] - w - 12) for sy in (mouse[1] + 26, mouse[1] - h - 12)]
        kept = [pygame.Rect(r) for r in clear]
        return 0, next((r for r in spots if not covers(r, None, kept)), spots[0])
    anchor = pygame.Rect(anchor)
    near = [pygame.Rect(r) for r in near]
    clear = [pygame.Rect(r) for r in clear]
    in_row = any(r.top < anchor.bottom and anchor.top < r.bottom for r in near)
    block = anchor.unionall(near) if near else anchor
    beside_anchor, beside_block = [], []
    for around, out in ((anchor, beside_anchor), (block, beside_block)):
        for side in _sides(in_row):
            for i, size in enumerate(sizes):
                out += [(i, spot) for spot in _beside(around, side, size, mouse, bounds)]
    if not beside_anchor and not beside_block:
        return 0, _clamp(pygame.Rect(mouse[0] + 22, mouse[1] + 26, *sizes[0]), bounds)
    close = [c for c in beside_anchor if reach(c[1], mouse) <= REACH]
    tiers = (
        [c for c in close if not covers(c[1], anchor, [*near, *clear])],
        [c for c in close if not covers(c[1], anchor, clear)],
        [c for c in beside_block if reach(c[1], mouse) <= REACH and not covers(c[1], anchor, [*near, *clear])],
        [c for c in beside_anchor + beside_block if not covers(c[1], anchor, [*near, *clear])],
    )
    for tier in tiers:
        if tier:
            return tier[0]
    pool = close or beside_anchor or beside_block
    return min(pool, key=lambda c: sum(_overlap(c[1], k) for k in [anchor, *near, *clear]))


def reach(rect: pygame.Rect, mouse) -> float:
    """How far the pointer is from the nearest point of `rect`."""
    dx = max(rect.left - mouse[0], 0, mouse[0] - rect.right)
    dy = max(rect.top - mouse[1], 0, mouse[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def covers(rect, anchor, near=()) -> bool:
    """Whether a tooltip at `rect` hides the anchor or one of `near`."""
    return any(rect.colliderect(k) for k in [anchor, *near] if k is not None)


def _sides(row: bool) -> tuple[str, ...]:
    """Above and below first for a row (so a bottom row gets its tooltip
    above), beside first for a column or a lone target."""
    return ("above", "below", "right", "left") if row else ("right", "left", "below", "above")


def _beside(r: pygame.Rect, side: str, size, mouse, bounds: pygame.Rect) -> list[pygame.Rect]:
    """Boxes of `size` on `side` of `r`: centred on the mouse along that side,
    then slid to either end of `r`, each kept in `bounds`; none that would
    have to leave the side to fit."""
    w, h = size
    cx, cy = mouse[0] - w // 2, mouse[1] - h // 2
    if side in ("above", "below"):
        y = r.top - GAP - h if side == "above" else r.bottom + GAP
        spots = [pygame.Rect(x, y, w, h) for x in (cx, r.left, r.right - w)]
    else:
        x = r.right + GAP if side == "right" else r.left - GAP - w
        spots = [pygame.Rect(x, y, w, h) for y in (cy, r.bottom - h, r.top)]
    out = []
    for spot in spots:
        fixed = _clamp(spot, bounds)
        moved_off_side = fixed.y != spot.y if side in ("above", "below") else fixed.x != spot.x
        if not moved_off_side and fixed not in out:
            out.append(fixed)
    return out


def _clamp(r: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    r = r.copy()
    r.x = max(bounds.x, min(r.x, bounds.right - r.w))
    r.y = max(bounds.y, min(r.y, bounds.bottom - r.h))
    return r


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


class Timing:
    """The show delay and the click/leave dismissal of tooltips."""

    def __init__(self, delay: float = SHOW_DELAY):
        self.delay = delay
        self.now = 0.0
        self._key = None  # what the pointer rests on
        self._since = 0.0
        self._dismissed = False
        self._held = False  # dismissed by a click, and the pointer has not moved since
        self._gone = None  # the key dismissed
        self._asked = False  # a tooltip was asked for in this frame
        self._moved = False  # the pointer moved since the last frame drawn
        self._moving = False  # ... before this frame: what it rests on now came to it, not under it
        self._asleep = False  # what the pointer rests on came up under it: no tooltip until it moves
        self.shown: pygame.Rect | None = None  # the tooltip drawn in this frame

    def tick(self, dt: float) -> bool:
        """Advance frame time; True when a waiting tooltip is now due (redraw)."""
        before = self._due()
        self.now += dt
        return not before and self._due()

    def _due(self) -> bool:
        return self._key is not None and not self._dismissed and self.now - self._since >= self.delay

    def begin_frame(self) -> None:
        """A frame starts: a tooltip not asked for again in it is forgotten."""
        if not self._asked:
            self._key = None
            self._dismissed = self._held
        self._asked = False
        self._moving, self._moved = self._moved, False
        self.shown = None

    def admit(self, key) -> bool:
        """Whether the tooltip for `key` (what the pointer is on) shows now."""
        self._asked = True
        if key != self._key:
            self._key, self._since = key, self.now
            self._asleep = not self._moving and not self._held
            self._dismissed = self._held or self._asleep
        return self._due()

    @property
    def asked(self) -> bool:
        """Whether a tooltip was asked for in this frame (shown or still waiting)."""
        return self._asked

    @property
    def held(self) -> bool:
        """A click hid the tooltips and the pointer has not moved since: none
        shows, whatever the frames draw under it, until it moves."""
        return self._held

    def dismiss(self) -> None:
        """A click or the pointer leaving the window: hide until it moves on."""
        self._dismissed = self._held = True
        self._gone = self._key

    def moved(self) -> None:
        """The pointer moved: what it rests on shows its tooltip after the
        delay, unless it is what was clicked and still says the same."""
        self._moved = True
        if self._held:
            self._held = False
            if self._key != self._gone:
                self._dismissed, self._since = False, self.now
        elif self._asleep:
            self._asleep = self._dismissed = False
            self._since = self.now


_timing: Timing | None = None


def held_since_click() -> bool:
    """The pointer rests where it clicked: no tooltip, nor a mark of what it would be about."""
    return _timing is not None and _timing.held


def use(timing: Timing | None) -> None:
    """The App's timing (None: tooltips show at once)."""
    global _timing
    _timing = timing


def admit(key) -> bool:
    return True if _timing is None else _timing.admit(key)


def record(rect: pygame.Rect) -> None:
    if _timing is not None:
        _timing.shown = rect
