"""Cartel: why an action cannot be taken now, in a player's words.  Legality
itself is the stage's legal list (choices.py); an action is refused exactly
when it is not on that list, and this says which of the list's conditions
it misses, from the same facts (the lots, the price of a top, the reach of
a move), so the "why not" and the "may I" cannot disagree."""
from __future__ import annotations

from . import city, places
from .actions import (Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent, PlaceFirst, Road, Snitch,
                      Summon, name, seat_name)
from .data import BUSINESSES, OFFICIALS, ROADS

STAGE_OF = {PlaceFirst: ("place_first",), Draw: ("action",), Build: ("action",), Road: ("action",),
            Bribe: ("action",), Snitch: ("action",), Move: ("action",), Summon: ("action",),
            Discard: ("pay", "discard"), PlaceAgent: ("place_agent",), Attack: ("attack",)}


def why_not(st, a) -> str | None:
    """None when `a` is legal now; else the reason."""
    if a in st.legal_actions():
        return None
    if st.is_over:
        return "The game is over."
    if st.stack:
        return f"Not now: {st.stack[-1].prompt or 'another player is deciding'}"
    stages = STAGE_OF.get(type(a))
    if stages is not None and st.stage not in stages:
        return f"Not now: {st.prompt()}"
    seat = st.current
    hand = st.hands[seat]
    card = getattr(a, "card", None) if isinstance(a, (PlaceFirst, Build, Road, Bribe, Discard, Appoint)) else None
    if card is not None and card not in hand:
        return f"You hold no {name(card)}."
    if isinstance(a, (PlaceFirst, Build)):
        return _why_not_build(st, a, hand)
    if isinstance(a, Road):
        if card not in ROADS:
            return f"{name(card)} is not a road."
        return ("A road must continue an open end of the street, turned so another end is left open; "
                "this spot or turn does not.")
    if isinstance(a, Bribe) and card not in OFFICIALS:
        return f"{name(card)} is not an Official."
    if isinstance(a, Snitch):
        return "The Snitch may only be played once all seven Officials are in service."
    if isinstance(a, Move):
        return _why_not_move(st, a, hand)
    if isinstance(a, Summon):
        return "Only the holder of Congressman Tu may call on another player."
    return f"{a.label()} is not possible now: {st.prompt()}"


def _why_not_build(st, a, hand) -> str:
    card, cell = a.card, (a.x, a.y)
    if card not in BUSINESSES:
        return f"{name(card)} is not a Business."
    if cell in st.roads:
        return "Businesses go beside a road, never on it."
    if cell in st.buildings:
        if isinstance(a, PlaceFirst):
            return "Your first Business opens on an empty lot."
        cost = st.build_cost(card, cell)
        where = places.building(st.buildings, cell)
        return (f"Building {name(card)} on top of {where} costs {cost} cards; after playing it you hold "
                f"{len(hand) - 1}.")
    return "Businesses open on a lot along a road's sidewalk, or on top of a building; this is neither."


def _why_not_move(st, a, hand) -> str:
    seat = st.current
    src, dst = (a.x, a.y), (a.tx, a.ty)
    mine = st.agents_at(src)[seat] if src in st.agents else 0
    if not mine:
        return "You have no Agent there."
    if a.count > mine:
        return f"You have only {mine} Agent{'s' if mine != 1 else ''} there."
    own = frozenset(c for c, counts in st.agents.items() if counts[seat])
    if dst not in city.destinations(st.geometry(), src, own.__contains__):
        return ("Agents move one space at a time, to a neighbouring space, passing on only through spaces "
                "that hold your own Agents.")
    if "fivel" in st.officials[seat] and len(hand) < 2:
        return "With Informant Fivel, moving in on rival Agents costs 2 cards, and you hold fewer."
    return f"{seat_name(seat)} cannot make that move now."
