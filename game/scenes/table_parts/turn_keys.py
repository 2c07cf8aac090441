"""The number (0-9) each prompt-bar button shows, and the memory that keeps a
kind of choice on its number from turn to turn (saved with the game:
Match.key_memory, game/save_format.py read_key_memory).

Only an enabled button has a number; a choice keeps its number while it
stays on screen (nothing renumbers after an action); the choice that ends
the turn or passes (`Action.ends_turn`) is always 0, and a button that
declares its own number (`PromptButton.key`) always has that one.  A key does what the
button showing its number does, and nothing where no button shows it.

A new choice takes, in this order: the number the same words had in this
seat's earlier turns ("Tu: lean on Vega"), then the number its kind had
(every Pick up, every Build), unless another kind held that number this
turn.  Otherwise a number never given this turn (preferring one no other
kind of this seat has had, then the one seen longest ago); only when none
is left, a number freed this turn, the one freed longest ago, and the
numbers that have just left the bar after them.  The number of the choice
just taken (the key just pressed) never goes to another kind: with no
other number free, the new choice shows none, so a double press never
takes it.  Numbers another part keeps for its own buttons (a lesson's
coach: `held`) go to a new choice only when no other is left.  A
bar that shows nothing for a moment (another seat's reply, a dialog) frees
nothing: a number is freed when the bar shows again without its choice.
"""
from __future__ import annotations

import re

from game.rules.core import Action
from game.scenes.table_parts.items import PromptButton

END_KEY = 0  # End turn, or the game's Pass, in every game and every turn


class TurnKeys:
    def __init__(self, memory: dict | None = None):
        """`memory`: seat -> {("words", text) or ("kind", name): (number, when)},
        kept by the caller (the match, so a save keeps it); it is filled in place."""
        self.owner = None
        self.numbers: dict = {}  # choice identity -> its number this turn
        self.shown: dict[int, object] = {}  # number -> item shown with it now
        self.memory: dict = {} if memory is None else memory
        self.holder: dict[int, object] = {}  # number -> the kind it was given to this turn
        self.freed: dict[int, int] = {}  # number -> bind count when it left the bar
        self._on_bar: dict[int, object] = {}  # the last bar that showed anything: number -> item
        self._binds = max((when for seat in self.memory.values() for _, when in seat.values()), default=0)
        self.changed: set[int] = set()  # numbers the last bind gave to another kind than the bar before had
        self.last_used: int | None = None  # the number of the choice last taken (its key or its button)
        self.places: list = []  # of the last bind's items: the place of each numbered by its place, else None

    def follow(self, state) -> None:
        owner = None if state.is_over else state.turn_owner()
        if owner != self.owner:
            self.owner, self.numbers, self.shown, self.holder, self.freed = owner, {}, {}, {}, {}
            self._on_bar, self.last_used = {}, None

    def used(self, number: int | None) -> None:
        """The choice showing `number` was taken: its number is the last to go to another kind."""
        self.last_used = number

    def bind(self, shown: list, held=frozenset()) -> list:
        """Numbers for the (item, label, enabled) triples shown now, in order
        (None: no key); `held`: numbers a new choice takes only as a last resort."""
        self.changed = set()
        if not shown:
            self.shown, self.places = {}, []
            return []
        self._binds += 1
        ids = [choice_of(item, label) for item, label, _ in shown]
        out: list = [None] * len(shown)
        taken: set = set()
        self.places = [None] * len(shown)
        for i, (item, _, enabled) in enumerate(shown):
            if enabled and isinstance(item, Action) and type(item).ends_turn and END_KEY not in taken:
                out[i] = END_KEY
                taken.add(END_KEY)
        for i, (item, _, enabled) in enumerate(shown):
            n = _own_key(item)
            if enabled and n is not None and n not in taken:
                out[i] = n
                taken.add(n)
        in_order = [i for i, (item, _, _) in enumerate(shown) if _in_order(item)]
        places = [n for n in range(1, 10) if n not in taken and n not in held]
        for i, n in zip(in_order, places):
            self.places[i] = n
            taken.add(n)  # a greyed one keeps its place and its number waits for it, unshown
            if shown[i][2]:
                out[i] = n
                before = self._on_bar.get(n)
                if before is not None and kind_of(before, "") != kind_of(shown[i][0], ""):
                    self.changed.add(n)
        for i, (item, _, enabled) in enumerate(shown):
            if _in_order(item):
                continue
            n = self.numbers.get(ids[i])
            if out[i] is None and enabled and n is not None and n not in taken:
                out[i] = n
                taken.add(n)
        for n in set(self._on_bar) - taken:
            self.freed[n] = self._binds
        memory = self.memory.setdefault(self.owner, {})
        for i, (item, label, enabled) in enumerate(shown):
            if out[i] is not None or not enabled or _in_order(item):
                continue
            n = self._new_number(item, label, memory, taken, held)
            if n is None:
                continue
            out[i] = n
            taken.add(n)
            self.numbers = {k: v for k, v in self.numbers.items() if v != n}  # a choice gone from screen
            before = self._on_bar.get(n)
            if before is not None and kind_of(before, "") != kind_of(item, ""):
                self.changed.add(n)
        for i, n in enumerate(out):
            if n is not None and n != END_KEY and not _in_order(shown[i][0]) and _own_key(shown[i][0]) is None:
                item, label = shown[i][0], shown[i][1]
                self.numbers[ids[i]] = n
                self.holder[n] = kind_of(item, label)
                memory[("words", words_of(label))] = (n, self._binds)
                memory[("kind", kind_of(item, label))] = (n, self._binds)
        self.shown = {n: shown[i][0] for i, n in enumerate(out) if n is not None}
        self._on_bar = dict(self.shown)
        return out

    def _new_number(self, item, label, memory: dict, taken: set, held=frozenset()):
        kind = kind_of(item, label)
        # the key just pressed, pressed again, must not take another kind of choice
        free = [n for n in range(1, 10) if n not in taken and (n != self.last_used or self.holder.get(n) == kind)]
        if not free:
            return None
        free = [n for n in free if n not in held] or free
        for key in (("words", words_of(label)), ("kind", kind)):
            own = memory.get(key, (None, 0))[0]
            if own in free and self.holder.get(own, kind) == kind:
                return own
        fresh = [n for n in free if n not in self.holder]
        # a number a setup or shop choice just took is not held by a kind: still the last to go
        fresh = [n for n in fresh if n != self.last_used] or fresh
        if fresh:
            seen: dict[int, int] = {}  # number -> when a choice of this seat last showed it
            for (what, name), (n, when) in memory.items():
                if not (what == "kind" and name == kind):
                    seen[n] = max(seen.get(n, 0), when)
            return min(fresh, key=lambda n: (seen.get(n, 0), n))
        just_left = {n for n, t in self.freed.items() if t == self._binds}
        return min(free, key=lambda n: (n in just_left, self.freed.get(n, 0), n))

    def remembered(self, item, label: str) -> int | None:
        """The number a choice's words, else its kind, last showed for this
        seat (a greyed button keeps that place in the bar, unnumbered)."""
        memory = self.memory.get(self.owner, {})
        for key in (("words", words_of(label)), ("kind", kind_of(item, label))):
            if key in memory:
                return memory[key][0]
        return None

    def item(self, number: int):
        """The item the button showing `number` stands for, or None."""
        return self.shown.get(number)


def _in_order(item) -> bool:
    if isinstance(item, Action):
        return type(item).keys_in_order
    return isinstance(item, PromptButton) and item.keys_in_order


def _own_key(item) -> int | None:
    """The number a button declares for itself (PromptButton.key), if any."""
    return item.key if isinstance(item, PromptButton) else None


_COUNT = re.compile(r"\s*\(\d+\)$")


def words_of(label: str) -> str:
    """A button's words without its key number and trailing count."""
    return _COUNT.sub("", re.sub(r"^\d  ", "", label))


def kind_of(item, label) -> object:
    """What a key means across turns: an action's type (every Pick up is one
    kind), a button's label without its count."""
    if isinstance(item, Action):
        return type(item).__name__
    return ("button", _COUNT.sub("", label if label else item.label))


def choice_of(item, label) -> object:
    """A choice's identity: an action is itself; a button is its label
    without a trailing count ("Cards… (3)" stays the same choice at 2)."""
    if isinstance(item, Action):
        try:
            hash(item)
            return item
        except TypeError:
            return ("action", repr(item))
    return ("button", _COUNT.sub("", label))
