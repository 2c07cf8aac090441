"""Star Cartel: delivering (rulebook "Delivering"; the reverse-a-price and
extra-stash abilities of "Ship Abilities"; the rush delivery of "Ending the
Game").  The hold is grouped into sets by type and ranked by total size;
the largest and the smallest set (the mover breaks ties) are handed over
and move their prices; one leftover set may be stashed.  Also the delivery
facts a table shows: each set's role and where its price goes.

Each step works on the state `s` and returns the step that follows without
a decision (flow.py runs it), or None when the next decision is set in
`s.stage`."""
from __future__ import annotations

from game.rules.core import Event

from .data import TYPE_NAMES, TYPES
from .facts import (DELIVERY_STAGES, FINISH_DELIVERY, has_ability, largest_candidates, set_sizes, ship,
                    smallest_candidates)
from .prices import move_token, price_moves
from .words import plural, who

__all__ = ["DELIVERY_STAGES", "begin", "clear", "delivery_rows", "price_outcomes"]


def clear(s) -> None:
    s.sets = {}  # kind -> cards of the delivery still in the hold
    s.largest = None
    s.smallest = None
    s.reverse = None
    s.rush = False
    s.stash_count = 0  # sets stashed in this delivery
    s.delivered_sizes = {}  # kind -> total size when the delivery began (for display)
    s.price_log = {}  # kind -> (from, to, crashed) of the moves made (replaced, never mutated)


# ------------------------------------------------------------ delivery facts (for tables)
def delivery_rows(s) -> list[dict]:
    """The sets of the delivery under way, largest first (type order on
    ties), handed-over and stashed ones included: kind, size, gone (left
    the hold), role (largest / smallest / leftover / stashed), tie (which
    tie it is part of, while the mover chooses), move ([from, to, crash]
    of its price: made, or coming) and done (the move was made)."""
    if s.stage not in DELIVERY_STAGES:
        return []
    remaining = set_sizes(s)
    sizes = {**s.delivered_sizes, **remaining}
    stage = s.stage
    ties = largest_candidates(s) if stage == "largest" else (
        smallest_candidates(s) if stage == "smallest" else [])
    large, small = price_moves(s.rush, s.reverse)
    rows = []
    for kind in sorted(sizes, key=lambda k: (-sizes[k], TYPES.index(k))):
        gone = kind not in remaining
        role = tie = ""
        if kind == s.largest:
            role = "largest"
        elif kind == s.smallest:
            role = "smallest"
        elif stage in ("largest", "smallest") and kind in ties:
            tie = stage
        elif stage in ("stash", "extra_stash", "reverse", "smallest") or s.largest:
            role = "stashed" if gone else "leftover"
        move, done = None, False
        if kind in s.price_log:
            move, done = list(s.price_log[kind]), True
        elif role in ("largest", "smallest"):
            old = s.tokens[kind]
            move = [old, *move_token(old, large if role == "largest" else small)]
        rows.append({"kind": kind, "size": sizes[kind], "gone": gone, "role": role, "tie": tie,
                     "move": move, "done": done})
    return rows


def price_outcomes(s) -> dict:
    """Price moves still to come in this delivery for each choice the
    mover may still make: "normal", or "largest" / "smallest" reversed;
    each a list of {role, kind, from, to, crash}.  "if_largest": where
    each set tied for largest would move its price if chosen."""
    out: dict = {"normal": [], "largest": [], "smallest": [], "if_largest": {}}
    if s.stage not in DELIVERY_STAGES:
        return out
    for choice in ("normal", "largest", "smallest"):
        large, small = price_moves(s.rush, None if choice == "normal" else choice)
        for role, kind, delta in (("largest", s.largest, large), ("smallest", s.smallest, small)):
            if kind is None or kind not in s.sets:
                continue
            old = s.tokens[kind]
            new, crash = move_token(old, delta)
            out[choice].append({"role": role, "kind": kind, "from": old, "to": new, "crash": crash})
    if s.stage == "largest":
        large = price_moves(s.rush, s.reverse)[0]
        for kind in largest_candidates(s):
            old = s.tokens[kind]
            out["if_largest"][kind] = [old, *move_token(old, large)]
    return out


# ------------------------------------------------------------ delivering
def begin(s, ev: list, rush: bool) -> str | None:
    seat = s.current
    s.rush = rush
    sets: dict = {}
    for card in s.holds[seat]:
        sets.setdefault(card.kind, []).append(card)
    s.sets = {k: sets[k] for k in TYPES if k in sets}
    s.delivered_sizes = set_sizes(s)
    sizes = set_sizes(s)
    what = ", ".join(f"{TYPE_NAMES[k]} {v}" for k, v in sizes.items()) or "an empty hold"
    verb = "makes a rush delivery" if rush else "delivers"
    ev.append(Event("deliver", f"{who(seat)} {verb}: {what}.", seat,
                    {"seat": seat, "sets": sizes, "rush": rush}, sound="click"))
    if not s.sets:
        return FINISH_DELIVERY
    candidates = largest_candidates(s)
    if len(candidates) > 1:
        s.stage = "largest"
        return None
    s.largest = candidates[0]
    return _pick_smallest(s, ev)


def choose_largest(s, a, ev: list) -> str | None:
    s.largest = a.kind
    ev.append(Event("choice", f"{who(s.current)} counts {TYPE_NAMES[a.kind]} as the largest set.",
                    s.current, {"seat": s.current, "largest": a.kind}, sound="click"))
    return _pick_smallest(s, ev)


def _pick_smallest(s, ev: list) -> str | None:
    candidates = smallest_candidates(s)
    if len(candidates) > 1:
        s.stage = "smallest"
        return None
    s.smallest = candidates[0] if candidates else None
    return _ask_reverse(s, ev)


def choose_smallest(s, a, ev: list) -> str | None:
    s.smallest = a.kind
    ev.append(Event("choice", f"{who(s.current)} counts {TYPE_NAMES[a.kind]} as the smallest set.",
                    s.current, {"seat": s.current, "smallest": a.kind}, sound="click"))
    return _ask_reverse(s, ev)


def _ask_reverse(s, ev: list) -> str | None:
    if has_ability(s, "reverse_price"):
        s.stage = "reverse"
        return None
    return _move_prices(s, ev)


def reverse(s, a, ev: list) -> str | None:
    s.reverse = a.which
    ev.append(Event("reverse", f"{who(s.current)} uses the {ship(s).name} to reverse the "
                    f"{a.which} set's price.", s.current,
                    {"seat": s.current, "reverse": a.which}, sound="click"))
    return _move_prices(s, ev)


def keep_prices(s, _a, ev: list) -> str | None:
    return _move_prices(s, ev)


def _move_prices(s, ev: list) -> str | None:
    seat = s.current
    large, small = price_moves(s.rush, s.reverse)
    hold = s.holds[seat]
    for kind, delta, role in ((s.largest, large, "largest"), (s.smallest, small, "smallest")):
        if kind is None:
            continue
        cards = s.sets.pop(kind)
        s.discard.extend(cards)
        hold[:] = [c for c in hold if c.kind != kind]
        old = s.tokens[kind]
        new, crashed = move_token(old, delta)
        s.tokens[kind] = new
        s.price_log = {**s.price_log, kind: (old, new, crashed)}
        size = sum(c.size for c in cards)
        if crashed:
            note = f"the price crashes from {old} to {new}"
        elif new == old:
            note = f"the price stays at {new}"
        else:
            note = f"the price moves from {old} to {new}"
        ev.append(Event("price", f"{who(seat)} hands over the {role} set ({TYPE_NAMES[kind]}, size {size}): {note}.",
                        seat, {"seat": seat, "role": role, "type": kind, "from": old, "to": new, "crash": crashed,
                               "cards": [c.id for c in cards], "to_pile": "discard"}, sound="coins"))
    if s.sets:
        s.stage = "stash"
        return None
    return FINISH_DELIVERY


def stash(s, a, ev: list) -> str | None:
    seat = s.current
    kind = a.kind
    cards = s.sets.pop(kind)
    hold = s.holds[seat]
    hold[:] = [c for c in hold if c.kind != kind]
    s.stashes[seat].extend(cards)
    s.stash_count += 1
    n = len(cards)
    ev.append(Event("stash", f"{who(seat)} stashes {plural(n, 'card')}.", seat,
                    {"seat": seat, "count": n, "from": "hold", "to": "stash"},
                    private={seat: f"{who(seat)} stashes {plural(n, TYPE_NAMES[kind] + ' card')} "
                                   f"({len(s.stashes[seat])} in the stash)."}, sound="card"))
    if s.sets and s.stash_count == 1 and has_ability(s, "extra_stash"):
        s.stage = "extra_stash"
        return None
    return FINISH_DELIVERY


def no_stash(s, _a, ev: list) -> str | None:
    if s.sets and s.stage == "stash":
        ev.append(Event("no_stash", f"{who(s.current)} stashes nothing.", s.current,
                        {"seat": s.current}, sound="click"))
    return FINISH_DELIVERY
