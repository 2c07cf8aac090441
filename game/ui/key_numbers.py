"""Number keys for a dialog's or popup's buttons, as the prompt bar has them.

Every usable button shows the number its key presses, while nine or fewer
are shown; a greyed button shows none; 0 is the pass (or nothing).  While
the dialog is open a digit key belongs to it: a number no button shows does
nothing, so a key never reaches a button hidden behind the dialog.

    keys = KeyNumbers([yes, no])             # drawn "1  Yes", "2  No" (Button.key)
    keys = KeyNumbers(answers, zero=pass_b)  # "0  Pass"
    if keys.handle(event): return True
"""
from __future__ import annotations

import pygame


class KeyNumbers:
    def __init__(self, buttons: list, zero=None, on_missing=None, by_place: bool = False, fixed=None):
        """`fixed`: {number: button} for controls that keep one number in every
        prompt of their kind (a reply's "Don't ask again" is always 9), shown
        while usable; the other buttons are numbered from 1 below them.
        `by_place`: a button's number is its place in `buttons`, a greyed one
        keeping its number unshown (a menu whose Continue comes and goes),
        and a None keeping the place of a button not there now (a seat that
        comes and goes with the number of players)."""
        self.on_missing = on_missing  # called with a sentence when no button shows the key pressed
        self.by_number: dict[int, object] = {}
        if zero is not None and zero.enabled:
            self.by_number[0] = zero
        fixed = {n: b for n, b in (fixed or {}).items() if b is not None}
        buttons = [b for b in buttons if b is None or all(b is not f for f in fixed.values())]
        room = 9 - len(fixed)
        for n, b in fixed.items():
            if b.enabled and b.visible:
                self.by_number[n] = b
        if by_place:
            placed = [b for b in buttons if b is None or b is not zero and b.visible]
            if len(placed) <= room:
                self.by_number.update({n: b for n, b in enumerate(placed, start=1) if b is not None and b.enabled})
        else:
            usable = [b for b in buttons if b is not zero and b.enabled and b.visible]
            if len(usable) <= room:
                self.by_number.update(enumerate(usable, start=1))
        for n, b in self.by_number.items():
            b.key = n

    def handle(self, event) -> bool:
        """A digit key: press the button showing it (True either way)."""
        if event.type != pygame.KEYDOWN or not pygame.K_0 <= event.key <= pygame.K_9:
            return False
        number = event.key - pygame.K_0
        b = self.by_number.get(number)
        if b is not None and b.enabled and b.visible:
            b.key_press()
        elif self.on_missing is not None:
            self.on_missing(f"No button here shows {number}.")
        return True


class KeyHold:
    """A number key asked again, not taken, after the keys changed meaning
    without the person (a reply clock passed for them): the first one
    within `seconds` of their choices showing again (`tick(dt, shown)`),
    and none after `wait` seconds in all.

    hold.arm("The reply clock ran out and passed for you")
    why = hold.take()   # the reason once, then None: the next press is taken
    """

    def __init__(self, seconds: float = 1.5, wait: float = 6.0):
        self.seconds, self.wait = seconds, wait
        self._why: str | None = None
        self._left = self._waited = 0.0

    def arm(self, why: str) -> None:
        self._why, self._left, self._waited = why, self.seconds, self.wait

    def tick(self, dt: float, shown: bool) -> None:
        if self._why is None:
            return
        self._waited -= dt
        if shown:
            self._left -= dt
        if self._left <= 0 or self._waited <= 0:
            self._why = None

    def take(self) -> str | None:
        why, self._why = self._why, None
        return why
