"""Star Cartel: what may be done now.  The legal list of each decision (the
stage) holds every action its checks in reasons.py let through, in a fixed
order (hub column by column, types in board order, declining last); and
which choices end the turn while more could still be done."""
from __future__ import annotations

from .actions import (ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load, LoadNothing, NoStash,
                      Reverse, Stash, StopLoading)
from .data import ROWS, TYPES
from .facts import largest_candidates, smallest_candidates
from .reasons import (card_rule, discard_row_rule, largest_rule, load_limits, load_nothing_rule, reverse_rule, row_rule,
                      smallest_rule, stash_rule)

# Actions are frozen and compare by value, so the lists hand out the same
# records again rather than building new ones at every decision of every rollout.
_KEEP_HUB, _LOAD_NOTHING, _STOP = KeepHub(), LoadNothing(), StopLoading()
_KEEP_PRICES, _NO_STASH = KeepPrices(), NoStash()
_DISCARD_ROW = {r: DiscardRow(r) for r in range(ROWS)}
_LARGEST = {k: ChooseLargest(k) for k in TYPES}
_SMALLEST = {k: ChooseSmallest(k) for k in TYPES}
_REVERSE = {w: Reverse(w) for w in ("largest", "smallest")}
_STASH = {k: Stash(k) for k in TYPES}
_LOADS: dict = {}  # (column, row, card id, type, size) -> Load


def _load(c: int, r: int, card) -> Load:
    key = (c, r, card.id, card.kind, card.size)
    a = _LOADS.get(key)
    if a is None:
        a = _LOADS[key] = Load(c, r, card.kind, card.size)
    return a


def legal(s) -> tuple:
    stage = s.stage
    if stage in ("load_first", "load_more", "load_third"):
        lim = load_limits(s)
        rows = [r for r in range(ROWS) if row_rule(lim, r) is None]
        acts = [_load(c, r, col[r]) for c, col in enumerate(s.hub) for r in rows
                if r < len(col) and card_rule(lim, col[r]) is None]
        if stage != "load_first":
            acts.append(_STOP)
        elif load_nothing_rule(s, lim[2]) is None:  # lim[2]: the room in the hold
            acts.append(_LOAD_NOTHING)
        return tuple(acts)
    if stage == "discard_row":
        return tuple(_DISCARD_ROW[r] for r in range(ROWS) if discard_row_rule(s, r) is None) + (_KEEP_HUB,)
    # the sets of a delivery are kept in board order
    if stage == "largest":
        tied = largest_candidates(s)
        return tuple(_LARGEST[k] for k in s.sets if largest_rule(s, k, tied) is None)
    if stage == "smallest":
        tied = smallest_candidates(s)
        return tuple(_SMALLEST[k] for k in s.sets if smallest_rule(s, k, tied) is None)
    if stage == "reverse":
        return tuple(a for w, a in _REVERSE.items() if reverse_rule(s, w) is None) + (_KEEP_PRICES,)
    if stage in ("stash", "extra_stash"):
        return tuple(_STASH[k] for k in s.sets if stash_rule(s, k) is None) + (_NO_STASH,)
    return ()


def ends_turn_early(s, a, legal_now) -> bool:
    """Stash nothing while a set could be stashed: the turn ends with the
    ability unused.  Stopping the loading while a card still fits is not
    "early": choosing how much to load is the turn itself (a careful player
    stops short all the time), so the table does not ask about it."""
    if type(a) is NoStash:
        return any(type(b) is Stash for b in legal_now)
    return False
