"""Star Cartel: the conditions of each decision, each a check that returns
why an action may not be taken now, or None when it may (the loading limits
of "Loading", the set ranking of "Delivering", the abilities of "Ship
Abilities").  choices.py builds the legal lists from these same checks, so
"may I" and "why not" cannot disagree."""
from __future__ import annotations

from . import prompts
from .actions import (ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load, LoadNothing, NoStash,
                      Reverse, Stash, StopLoading)
from .data import COLUMNS, ROW_NAMES, ROWS, TYPE_NAMES
from .facts import fits_bottom, free_space, has_ability, largest_candidates, sizes_text, smallest_candidates, where

# the kinds of action each decision asks for
EXPECTED = {
    "discard_row": (DiscardRow, KeepHub),
    "load_first": (Load, LoadNothing),
    "load_more": (Load, StopLoading),
    "load_third": (Load, StopLoading),
    "largest": (ChooseLargest,),
    "smallest": (ChooseSmallest,),
    "reverse": (Reverse, KeepPrices),
    "stash": (Stash, NoStash),
    "extra_stash": (Stash, NoStash),
}


def why_not(s, a) -> str | None:
    """Why `a` may not be taken now, or None when it may."""
    if type(a) not in EXPECTED.get(s.stage, ()):
        return f"'{a.label()}' is not possible at this point. {prompts.prompt(s)}"
    return CHECKS[type(a)](s, a)


# ------------------------------------------------------------ loading
def load_limits(s) -> tuple:
    """The limits of the loading decision under way: (rows, kind, free,
    capacity, stage): the card comes from one of the `rows` lowest rows, is
    of type `kind` unless that is None, and fits the `free` room in the hold.
    A plain tuple: it is worked out at every loading decision of every rollout."""
    stage = s.stage
    capacity = s.ships[s.current].capacity
    free = capacity - sum(c.size for c in s.holds[s.current])
    if stage == "load_third":
        return (ROWS, s.third_kind, free, capacity, stage)
    any_row = stage == "load_first" and has_ability(s, "first_pick_any_row")
    return (ROWS if any_row else 1, None, free, capacity, stage)


def row_rule(lim: tuple, row: int) -> str | None:
    """Whether a card may come from `row` now."""
    if row < lim[0]:
        return None
    if lim[4] == "load_more":
        return "the second card must come from the bottom row"
    return "you may only load from the bottom row"


def card_rule(lim: tuple, card) -> str | None:
    """Whether `card` may go into the hold now (wherever it lies)."""
    _rows, kind, free, capacity, _stage = lim
    if kind is not None and card.kind != kind:
        return f"the third card must be {TYPE_NAMES[kind]}, like the two you loaded"
    if card.size > free:
        return f"that card would overload your ship: {capacity - free} + {card.size} > {capacity}"
    return None


def load_refusal(s, a: Load) -> str | None:
    if not (isinstance(a.column, int) and 0 <= a.column < COLUMNS):
        return f"there is no column {a.column}; the hub has columns 0 to {COLUMNS - 1}"
    col = s.hub[a.column]
    if not (isinstance(a.row, int) and 0 <= a.row < ROWS):
        return f"there is no row {a.row}; rows are 0 (bottom) to {ROWS - 1} (top)"
    if a.row >= len(col):
        return f"there is no card at {where(a.column, a.row)}"
    card = col[a.row]
    if (card.kind, card.size) != (a.kind, a.size):
        return (f"the card at {where(a.column, a.row)} is {card.title}, "
                f"not size-{a.size} {TYPE_NAMES.get(a.kind, a.kind)}")
    lim = load_limits(s)
    return row_rule(lim, a.row) or card_rule(lim, card)


def load_nothing_rule(s, free: int) -> str | None:
    """Loading nothing is the choice of a ship that could reach past the
    bottom row when nothing there fits (`free`: room in the hold)."""
    if fits_bottom(s.hub, free):
        return "you must load: a card in the bottom row fits in your hold"
    return None


def discard_row_rule(s, row) -> str | None:
    if not (isinstance(row, int) and 0 <= row < ROWS):
        return f"there is no row {row}; rows are 0 (bottom) to {ROWS - 1} (top)"
    if not any(len(col) > row for col in s.hub):
        return f"the {ROW_NAMES[row]} row of the hub is empty"
    return None


# ------------------------------------------------------------ delivering
def largest_rule(s, kind, candidates: list) -> str | None:
    """`candidates`: largest_candidates(s), worked out once per decision."""
    if kind not in candidates:
        return f"{TYPE_NAMES.get(kind, kind)} is not tied for the largest set ({sizes_text(s)})"
    return None


def smallest_rule(s, kind, candidates: list) -> str | None:
    """`candidates`: smallest_candidates(s), worked out once per decision."""
    if kind not in candidates:
        return f"{TYPE_NAMES.get(kind, kind)} is not tied for the smallest set ({sizes_text(s)})"
    return None


def reverse_rule(s, which) -> str | None:
    if which == "largest":
        return None
    if which == "smallest":
        if s.rush:
            return "a rush delivery does not move the smallest price, so there is nothing to reverse"
        if s.smallest is None:
            return "this delivery has no smallest set"
        return None
    return "you can reverse the largest or the smallest set's price, nothing else"


def stash_rule(s, kind) -> str | None:
    if kind not in s.sets:
        return f"there is no {TYPE_NAMES.get(kind, kind)} set left to stash"
    return None


def _always(_s, _a) -> None:
    return None


CHECKS = {
    Load: load_refusal,
    LoadNothing: lambda s, a: load_nothing_rule(s, free_space(s)),
    StopLoading: _always,  # wherever it is asked for, stopping is allowed
    DiscardRow: lambda s, a: discard_row_rule(s, a.row),
    KeepHub: _always,
    ChooseLargest: lambda s, a: largest_rule(s, a.kind, largest_candidates(s)),
    ChooseSmallest: lambda s, a: smallest_rule(s, a.kind, smallest_candidates(s)),
    Reverse: lambda s, a: reverse_rule(s, a.which),
    KeepPrices: _always,
    Stash: lambda s, a: stash_rule(s, a.kind),
    NoStash: _always,
}
