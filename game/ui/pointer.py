"""What a resting pointer may touch.

A button that comes up under a pointer that has not moved since (a dialog's,
a menu's, a reply's, the chooser's, the prompt bar's next choice) is
asleep: drawn unhovered and deaf to clicks until the pointer moves, so the
second click of a double click, or a click meant for what lay there before,
never lands on it.  What the pointer moved onto stays awake while it rests,
rebuilt or not, as long as it shows the same words in the same place.

The App owns one `Rest`, tells it when the pointer moves and when a frame is
drawn; every widget asks through `Widget.awake()`.  With no App (a test
drawing on a bare surface) everything is awake.
"""
from __future__ import annotations


class Rest:
    def __init__(self):
        self._moved = True  # the pointer moved since the last frame drawn
        self._moving = True  # ... before the frame being drawn
        self._known: set = set()  # what was under the pointer in the frame after it last moved

    def moved(self) -> None:
        self._moved = True

    def begin_frame(self) -> None:
        self._moving, self._moved = self._moved, False
        if self._moving:
            self._known = set()

    def awake(self, key) -> bool:
        """Whether the thing `key` (what the pointer is on) may be hovered and clicked."""
        if self._moved or self._moving:
            self._known.add(key)
            return True
        return key in self._known


_rest: Rest | None = None


def use(rest: Rest | None) -> None:
    """The App's rest (None: everything is awake)."""
    global _rest
    _rest = rest


def awake(key) -> bool:
    return True if _rest is None else _rest.awake(key)
