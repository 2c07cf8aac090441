"""The double click on the board: a second click on the same spot soon
after the first, when that spot now offers another kind of move (a jump to
a world, then a station there), takes nothing; the person is told to move
the mouse and click again if they mean it."""
from __future__ import annotations

DOUBLE_CLICK = 0.5  # seconds


class DoubleClick:
    def __init__(self):
        self.clock = 0.0  # frame time
        self.last = None  # (pos, kind of move it took, when), until the pointer moves

    def tick(self, dt: float) -> None:
        self.clock += dt

    def moved(self, pos) -> None:
        if self.last is not None and tuple(pos) != self.last[0]:
            self.last = None

    def refuses(self, pos, kind) -> bool:
        """Whether a click at `pos` whose move is of `kind` (None: no move) is
        the second of a double click on a spot that changed; else it is noted."""
        last = self.last
        if (last is not None and last[0] == tuple(pos) and self.clock - last[2] < DOUBLE_CLICK
                and kind is not None and last[1] not in (None, kind)):
            return True
        self.last = (tuple(pos), kind, self.clock)
        return False
