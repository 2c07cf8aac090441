"""Star Cartel: what the rules read off the state without changing it: a
seat's ship, hold and abilities ("Ship Abilities"), what the hub still
offers a hold with so much room ("Loading"), and the sets of a delivery
ranked by size ("Delivering").  Plain functions of the state `s`; every
other rules module builds on these."""
from __future__ import annotations

from .data import ROW_NAMES, TYPE_NAMES, TYPES

LOAD_STAGES = ("load_first", "load_more", "load_third")
DELIVERY_STAGES = ("largest", "smallest", "reverse", "stash", "extra_stash")
STAGES = ("discard_row",) + LOAD_STAGES + DELIVERY_STAGES + ("over",)

# the steps that follow one another with no decision between them: a rules
# function returns the next one, or None once a decision is set in `stage`
# (flow.py runs them in turn)
DELIVER = "deliver"  # a normal delivery
RUSH = "rush"  # a rush delivery (a final turn without a normal one)
FINISH_DELIVERY = "finish_delivery"  # leftovers discarded, ship swapped
END_TURN = "end_turn"  # hub refilled, next seat or the end of the game
START_TURN = "start_turn"


# ------------------------------------------------------------ ships and holds
def ship(s, seat: int | None = None):
    return s.ships[s.current if seat is None else seat]


def hold_size(s, seat: int | None = None) -> int:
    return sum(c.size for c in s.holds[s.current if seat is None else seat])


def free_space(s, seat: int | None = None) -> int:
    seat = s.current if seat is None else seat
    return s.ships[seat].capacity - hold_size(s, seat)


def has_ability(s, key: str, seat: int | None = None) -> bool:
    return s.abilities and s.ships[s.current if seat is None else seat].ability == key


# ------------------------------------------------------------ the hub
def fits_bottom(hub, free: int) -> bool:
    for col in hub:
        if col and col[0].size <= free:
            return True
    return False


def fits_anywhere(hub, free: int, kind: str | None = None) -> bool:
    for col in hub:
        for card in col:
            if card.size <= free and (kind is None or card.kind == kind):
                return True
    return False


def without(hub, column: int, row: int) -> list:
    """The hub as it is once the card at (column, row) has left it (the
    columns are shared, never changed)."""
    return [col if c != column else col[:row] + col[row + 1:] for c, col in enumerate(hub)]


def where(column: int, row: int) -> str:
    text = f"column {column + 1}"
    return text if row == 0 else f"{text}, {ROW_NAMES[row]} row"


# ------------------------------------------------------------ the sets of a delivery
def set_sizes(s) -> dict:
    return {k: sum(c.size for c in cards) for k, cards in s.sets.items()}


def largest_candidates(s) -> list[str]:
    sizes = set_sizes(s)
    if not sizes:
        return []
    top = max(sizes.values())
    return [k for k in TYPES if sizes.get(k) == top]


def smallest_candidates(s) -> list[str]:
    sizes = {k: v for k, v in set_sizes(s).items() if k != s.largest}
    if not sizes:
        return []
    low = min(sizes.values())
    return [k for k in TYPES if sizes.get(k) == low]


def sizes_text(s) -> str:
    return ", ".join(f"{TYPE_NAMES[k]} {v}" for k, v in set_sizes(s).items()) or "no sets"
