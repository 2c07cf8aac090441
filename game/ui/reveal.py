"""Hide a thing in place until the animation that carries it lands.

After apply() the state is already the new one, so a card that is flying to
a hand would be drawn twice (in the hand, and by the flying sprite) unless
the board leaves it out until the sprite arrives.  `Reveal` keeps those keys:

    self.reveal = Reveal(self.anim)                      # in layout()
    self.reveal.track(("card", cid), self.anim.move(surf, a, b, 0.4))
    ...
    if ("card", cid) not in self.reveal: draw_card(...)  # in draw_board()
    self.reveal.clear()                                  # in on_undo()

A key stays hidden until its animation ends (its own on_done still runs,
after the key is shown again), until `show(key)`, or until `clear()`.  An
animation dropped by `Animator.clear()` never runs on_done: its key counts
as shown anyway.  A newer `track`/`hide` of the same key wins; the older
animation ending does not show it.  `data` rides along with the key (e.g.
where a ship is in its flight): `get(key)`, `items()`.
"""
from __future__ import annotations

from typing import Any, Iterator


class Reveal:
    def __init__(self, animator=None):
        self.animator = animator
        self._held: dict = {}  # key -> (anim or None, data)

    def hide(self, key, anim=None, data: Any = None):
        """Leave `key` undrawn until `anim` ends (None: until show/clear).
        `anim` should be (or soon be) in the animator; returns it."""
        self._held[key] = (anim, data)
        if anim is not None:
            before = anim.on_done

            def land():
                entry = self._held.get(key)
                if entry is not None and entry[0] is anim:
                    del self._held[key]
                if before is not None:
                    before()

            anim.on_done = land
        return anim

    def track(self, key, anim, data: Any = None):
        """hide(key, anim) and add `anim` to the animator (if it is not in it
        yet).  At animation speed 0 it lands at once.  Returns `anim`."""
        self.hide(key, anim, data)
        if self.animator is not None and anim not in self.animator.items and not anim.done:
            self.animator.add(anim)
        return anim

    def show(self, key) -> None:
        self._held.pop(key, None)

    def clear(self) -> None:
        self._held.clear()

    def _live(self, entry) -> bool:
        anim = entry[0]
        if anim is None:
            return True
        if anim.done:
            return False
        return self.animator is None or anim in self.animator.items

    def hidden(self, key) -> bool:
        entry = self._held.get(key)
        return entry is not None and self._live(entry)

    __contains__ = hidden

    def get(self, key, default=None):
        """The data given with a hidden key (default if it is shown)."""
        entry = self._held.get(key)
        return entry[1] if entry is not None and self._live(entry) else default

    def items(self) -> Iterator[tuple]:
        """(key, data) of every hidden key, oldest first."""
        return iter([(k, e[1]) for k, e in self._held.items() if self._live(e)])

    def keys(self) -> list:
        return [k for k, e in self._held.items() if self._live(e)]

    def __len__(self) -> int:
        return len(self.keys())

    def __bool__(self) -> bool:
        return any(self._live(e) for e in self._held.values())
