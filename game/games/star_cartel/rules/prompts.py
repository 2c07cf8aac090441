"""Star Cartel: the banner's name for the part of the turn under way and the
one line that asks the seat to act for its decision."""
from __future__ import annotations

from .data import TYPE_NAMES
from .facts import LOAD_STAGES, has_ability, hold_size, largest_candidates, ship, smallest_candidates
from .prices import price_moves


def phase(s) -> str:
    stage = s.stage
    if stage == "over":
        return "Game over"
    if stage == "discard_row":
        name = "Before loading"
    elif stage in LOAD_STAGES:
        name = "Loading"
    else:
        name = "Rush delivery" if s.rush else "Delivery"
    return f"Final turn: {name.lower()}" if s.final_turn else name


def prompt(s) -> str:
    stage = s.stage
    if stage == "over":
        return "The game is over."
    boat = ship(s)
    hold = f"hold {hold_size(s)}/{boat.capacity}"
    if stage == "discard_row":
        return f"Your {boat.name} may discard one row of the hub before you load: pick a row, or keep the hub."
    if stage == "load_first":
        if has_ability(s, "first_pick_any_row"):
            return f"Load a card from any row ({hold})."
        return f"Load a card from the bottom row ({hold})."
    if stage == "load_more":
        return f"You may load a second card from the bottom row, or stop ({hold})."
    if stage == "load_third":
        return f"You may load a third {TYPE_NAMES[s.third_kind]} card from any row, or stop ({hold})."
    if stage == "largest":
        names = " or ".join(TYPE_NAMES[k] for k in largest_candidates(s))
        return f"Sets tie for largest: choose which one goes as the largest ({names})."
    if stage == "smallest":
        names = " or ".join(TYPE_NAMES[k] for k in smallest_candidates(s))
        return f"Sets tie for smallest: choose which one goes as the smallest ({names})."
    if stage == "reverse":
        large, small = price_moves(s.rush, None)
        text = f"Reverse a price? Largest {TYPE_NAMES[s.largest]} {large:+d}"
        if s.smallest is not None and not s.rush:
            text += f", smallest {TYPE_NAMES[s.smallest]} {small:+d}"
        return text + "."
    if stage == "stash":
        return "Choose a leftover set to stash, or stash nothing."
    if stage == "extra_stash":
        return f"Your {boat.name} lets you stash one more leftover set."
    return ""
