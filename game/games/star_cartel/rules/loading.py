"""Star Cartel: the start of a turn and loading (rulebook "Loading", and the
ship abilities that act before or during loading in "Ship Abilities":
discard a hub row, first card from any row, a third card of the type loaded
twice).  The first card comes from the bottom row and a second one may
follow; no card may overload the ship; a player who cannot load delivers
instead, and a full hold delivers at once.

Each function works on the state `s` and returns the step that follows
without a decision (flow.py runs it), or None when the next decision is
set in `s.stage`."""
from __future__ import annotations

from game.rules.core import Event

from . import delivery
from .data import ROW_NAMES
from .facts import (DELIVER, END_TURN, LOAD_STAGES, RUSH, fits_anywhere, fits_bottom, free_space, has_ability, ship,
                    where, without)
from .words import who

__all__ = ["LOAD_STAGES", "after_load", "begin_loading", "discard_row", "end_loading", "load", "load_consequences",
           "load_nothing", "start_turn"]


def start_turn(s, ev: list) -> str | None:
    s.turn += 1
    s.loaded = []
    s.could_not_load = False
    s.third_kind = None
    delivery.clear(s)
    seat = s.current
    final = " (final turn)" if s.final_turn else ""
    ev.append(Event("turn", f"{who(seat)}'s turn{final}.", seat, {"seat": seat, "final": s.final_turn}))
    if has_ability(s, "discard_row") and any(s.hub):
        s.stage = "discard_row"
        return None
    return begin_loading(s, ev)


def begin_loading(s, ev: list) -> str | None:
    free = free_space(s)
    if fits_bottom(s.hub, free) or (has_ability(s, "first_pick_any_row") and fits_anywhere(s.hub, free)):
        s.stage = "load_first"
        return None
    s.could_not_load = True
    ev.append(Event("no_load", f"{who(s.current)} cannot load anything, so delivers.", s.current,
                    {"seat": s.current}))
    return DELIVER


def keep_hub(s, _a, ev: list) -> str | None:
    return begin_loading(s, ev)


def discard_row(s, a, ev: list) -> str | None:
    row = a.row
    gone = []
    for col in s.hub:
        if len(col) > row:
            gone.append(col.pop(row))
    s.discard.extend(gone)
    names = ", ".join(card.title for card in gone)
    ev.append(Event("discard_row", f"{who(s.current)} uses the {ship(s).name} to discard the "
                    f"{ROW_NAMES[row]} row ({names}).", s.current,
                    {"seat": s.current, "row": row, "cards": [card.id for card in gone], "to": "discard"},
                    sound="card"))
    return begin_loading(s, ev)


def load(s, a, ev: list) -> str | None:
    seat = s.current
    card = s.hub[a.column].pop(a.row)
    s.holds[seat].append(card)
    s.loaded.append(card)
    cap = s.ships[seat].capacity
    free = cap - sum(c.size for c in s.holds[seat])
    ev.append(Event("load", f"{who(seat)} loads {card.title} from {where(a.column, a.row)} "
                    f"(hold {cap - free}/{cap}).", seat,
                    {"card": card.id, "from": [a.column, a.row], "to": "hold", "seat": seat}, sound="card"))
    nxt = after_load(s, s.hub, s.stage, free, s.loaded)
    if nxt == "deliver":
        return DELIVER
    if nxt == "load_more":
        s.stage = "load_more"
        return None
    if nxt == "load_third":
        s.third_kind = s.loaded[0].kind
        s.stage = "load_third"
        return None
    return end_loading(s)


def after_load(s, hub, stage: str, free: int, loaded: list) -> str:
    """Where a load in `stage` leads, `hub` being the hub as the card left
    it: "deliver" (a full hold), "load_more", "load_third" or "end"."""
    if free == 0:
        return "deliver"
    if stage == "load_first" and fits_bottom(hub, free):
        return "load_more"
    if stage == "load_more":
        first, second = loaded[0], loaded[1]
        if has_ability(s, "third_of_type") and first.kind == second.kind and fits_anywhere(hub, free, first.kind):
            return "load_third"
    return "end"


def load_consequences(s, a) -> list[str]:
    """What loading `a` sets off beyond the card itself (told before the click)."""
    card = s.hub[a.column][a.row]
    nxt = after_load(s, without(s.hub, a.column, a.row), s.stage, free_space(s) - card.size, s.loaded + [card])
    if nxt == "deliver":
        return ["your hold is then full: you deliver at once"]
    if nxt == "end":
        return ["no more loading this turn: " + ("you rush-deliver" if s.final_turn else "your turn ends")]
    return []


def stop_loading(s, _a, _ev: list) -> str | None:
    return end_loading(s)


def end_loading(s) -> str:
    return RUSH if s.final_turn else END_TURN  # on a final turn, one who cannot deliver normally rushes


def load_nothing(s, _a, ev: list) -> str | None:
    s.could_not_load = True
    ev.append(Event("no_load", f"{who(s.current)} loads nothing and delivers.", s.current,
                    {"seat": s.current}, sound="click"))
    return DELIVER
