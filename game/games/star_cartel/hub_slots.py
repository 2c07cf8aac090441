"""Where each hub card is drawn: its column and a slot (0 the bottom row).

A card taken from a column lets the cards above it drop down, and a card
that drops under a resting pointer becomes another card there: its tooltip
changes and a second click takes it (play test 4).  So, as the Cartel
hand does (game/ui/hand.py, HandSlots), the cards stay where they were drawn
while the pointer rests on a slot whose card would change: the card taken
leaves a gap, the cards above keep their places and new cards wait above
them.  The column closes up (the board view animates it) once the pointer
is over no slot of it that would change, so no card moves under a still
pointer.  Pure bookkeeping of card ids; the board view measures and draws."""
from __future__ import annotations


class HubSlots:
    def __init__(self, rows: int = 3):
        self.rows = rows
        self.cols: list[list] | None = None  # per column: `rows` card ids (or None), bottom first
        self.was: dict = {}  # card id -> (column, slot) where it was drawn before the last merge

    def reset(self) -> None:
        self.cols = None

    def fresh(self, col: list) -> list:
        return (list(col) + [None] * self.rows)[:self.rows]

    def merge(self, hub: list[list]) -> None:
        """The view's hub (card ids per column, bottom first) changed: the
        cards still there keep their slots, new ones take free slots above
        them (or wait, not drawn, until the column closes up)."""
        self.was.update(self.places())
        if self.cols is None or len(self.cols) != len(hub):
            self.cols = [self.fresh(col) for col in hub]
            return
        self.cols = [self._kept(slots, col) for slots, col in zip(self.cols, hub)]

    def _kept(self, slots: list, col: list) -> list:
        ids = set(col)
        kept = [i if i in ids else None for i in slots]
        survivors = [i for i in kept if i is not None]
        if survivors != list(col[:len(survivors)]):  # not a column whose cards only dropped: start afresh
            return self.fresh(col)
        top = max((s for s, i in enumerate(kept) if i is not None), default=-1)
        for s, i in zip(range(top + 1, self.rows), col[len(survivors):]):
            kept[s] = i
        return kept

    def changing(self, c: int, hub: list[list]) -> set:
        """The slots of column `c` whose card would change if it closed up now."""
        fresh = self.fresh(hub[c])
        return {s for s in range(self.rows) if self.cols[c][s] != fresh[s]}

    def settle(self, hub: list[list], pointer) -> list:
        """Close up every column but one with the pointer (column, slot) on
        a slot that would change; the cards that moved as (id, (column,
        slot) before or None if it was waiting, (column, slot) now)."""
        if self.cols is None:
            return []
        moved = []
        for c, col in enumerate(hub):
            if c >= len(self.cols):
                break
            change = self.changing(c, hub)
            if not change or (pointer is not None and pointer[0] == c and pointer[1] in change):
                continue
            before = {i: s for s, i in enumerate(self.cols[c]) if i is not None}
            self.cols[c] = self.fresh(col)
            moved += [(i, (c, before[i]) if i in before else None, (c, s))
                      for s, i in enumerate(self.cols[c]) if i is not None and before.get(i) != s]
        return moved

    def places(self) -> dict:
        """card id -> (column, slot) of every card drawn now."""
        return {i: (c, s) for c, slots in enumerate(self.cols or []) for s, i in enumerate(slots) if i is not None}

    def slot(self, c: int, card_id) -> int | None:
        """The slot card `card_id` of column `c` is drawn in (None: it waits, not drawn)."""
        if self.cols is None or c >= len(self.cols) or card_id not in self.cols[c]:
            return None
        return self.cols[c].index(card_id)
