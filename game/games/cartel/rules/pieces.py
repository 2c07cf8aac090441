"""Cartel: cards and Agents changing place (hands, draws from the Bankroll
deck, the discard pile, Officials taken into service, buildings, Agents in
the city), the small moves every rule is made of."""
from __future__ import annotations

import random
from bisect import bisect_left

from game.rules.core import Event

from game.rules.squaregrid import neighbours

from . import city, order, scoring
from .told import place_in, told
from .actions import name, seat_name

who = seat_name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"



def rivals_at(st, cell, seat: int) -> bool:
    counts = st.agents.get(cell)
    return counts is not None and any(n for s, n in enumerate(counts) if s != seat)


def inside(st, cell) -> str:
    cell = tuple(cell)
    return ("in " if cell in st.buildings else "on ") + st.place(cell)


def lose_card(st, seat: int, card: str) -> None:
    st.hands[seat].remove(card)
    known = st.known[seat]
    if card in known:  # observers cannot tell whether the seen copy left: forget it
        known = known[:]  # replaced, not changed in place: a clone shares it
        known.remove(card)
        st.known[seat] = known


def gain_card(st, seat: int, card: str) -> None:
    hand = st.hands[seat]
    hand.append(card)
    hand.sort()


def set_building(st, cell, floors: tuple) -> None:
    new = cell not in st.buildings
    tops = st._tops
    if tops is not None:  # the naming counts of top floors, kept up to date once made
        old = st.buildings.get(cell)
        if old:
            tops[old[-1]] -= 1
        tops[floors[-1]] = tops.get(floors[-1], 0) + 1
    old_buildings = st.buildings
    st.buildings = {**old_buildings, cell: floors}  # never changed in place (told.py)
    repoint(st, old_buildings, cell)
    if new:
        fill(st, cell)
    recost(st, cell)
    st._names = (None, {})  # a new top floor renames places


def repoint(st, old_buildings: dict, cell) -> None:
    """Keep the point terms (CartelState.point_terms) up to date, if kept:
    the building at `cell` and, through Double Downs, those beside it."""
    kept = st._points
    if kept is None or kept[0] is not old_buildings:
        st._points = None
        return
    buildings = st.buildings
    terms = kept[1].copy()  # a clone may share the old terms
    terms[cell] = scoring.point_terms(buildings, cell)
    for n in neighbours(cell):
        if n in buildings:
            terms[n] = scoring.point_terms(buildings, n)
    st._points = (buildings, terms)


def fill(st, cell) -> None:
    """A road or a first floor now stands on the empty `cell`: the city's geometry, if kept, follows."""
    geo = st._geo
    if geo is not None:
        st._geo = city.grow(geo, st.roads, st.buildings, cell)
        kept = st._costs
        if kept is not None and kept[0] is geo:
            st._costs = (st._geo, kept[1], kept[2])


def recost(st, cell) -> None:
    """Keep the building costs (CartelState.build_costs) of `cell` up to date, if kept."""
    kept = st._costs
    if kept is None:
        return
    floors = st.buildings.get(cell)
    if kept[0] is not st._geo or floors is None:
        if floors is not None:
            st._costs = None
        return
    agents = sum(st.agents.get(cell, ()))
    row = (cell, len(floors) + agents, 3 * agents)
    rows = kept[1]
    if not kept[2]:  # shared with a clone (CartelState.clone): copied before the first change
        rows = rows[:]
        st._costs = (kept[0], rows, True)
    i = bisect_left(rows, (cell,))
    if i < len(rows) and rows[i][0] == cell:
        rows[i] = row
    else:
        rows.insert(i, row)


def rng(st) -> random.Random:
    """The state's own generator, copied first if a clone shares it."""
    if st._rng_shared:
        copy = random.Random.__new__(random.Random)
        copy.setstate(st.rng.getstate())
        st.rng, st._rng_shared = copy, False
    return st.rng


def put(st, seat: int, cell, k: int) -> None:
    counts = st.agents.get(cell)
    counts = list(counts) if counts is not None else [0] * st.num_players
    n = counts[seat] = counts[seat] + k
    if any(counts):
        st.agents[cell] = tuple(counts)
    else:
        st.agents.pop(cell, None)
    if n:
        st._own[seat][cell] = n
    else:
        st._own[seat].pop(cell, None)
    if cell in st.buildings:
        recost(st, cell)


def shift(st, seat: int, src, dst, k: int = 1) -> None:
    put(st, seat, src, -k)
    put(st, seat, dst, k)


def add_agent(st, seat: int, cell, events: list, gained: bool) -> None:
    st.reserve[seat] -= 1
    put(st, seat, cell, 1)
    events.append(told("place_agent", (_places_agent, seat, st.roads, st.buildings, cell), seat,
                        {"seat": seat, "x": cell[0], "y": cell[1]}))
    order.check_agents_out(st, seat, events)


def draw(st, seat: int, n: int, events: list) -> bool:
    """Draw n cards; False if the game ended because none were left."""
    drawn = []
    for _ in range(n):
        if not st.deck:
            if st.reshuffled == 0 and st.discard:
                st.deck = sorted(st.discard)
                st.discard = []
                rng(st).shuffle(st.deck)
                st.reshuffled = 1
                events.append(Event("reshuffle", "The deck is empty: the discards are shuffled "
                                    "into a new deck.", None, {"cards": len(st.deck)}, barrier=True))
            else:
                report_draw(st, seat, drawn, events)
                order.end_game(st, "the deck ran out for the second time" if st.reshuffled else
                          "the deck ran out with no discards to shuffle into a new one", events)
                return False
        card = st.deck.pop()
        drawn.append(card)
        gain_card(st, seat, card)
    report_draw(st, seat, drawn, events)
    return True


def report_draw(st, seat: int, drawn: list, events: list) -> None:
    if not drawn:
        return
    drawn = sorted(drawn)  # the order within one draw says nothing (hands are kept sorted)
    events.append(told("draw", (_draws, seat, len(drawn)), seat,
                        {"seat": seat, "cards": len(drawn)}, private=(_draws_these, seat, drawn),
                        private_data={seat: {"drawn": list(drawn)}}, barrier=True, sound="card"))


def into_service(st, seat: int, card: str, events: list, text) -> None:
    """`text`: the bribe line, or a function writing it (told.Told)."""
    for s in range(st.num_players):
        if card in st.officials[s]:
            st.officials[s].remove(card)
            st.discard.append(card)
            events.append(told("treachery", lambda s=s: f"Treachery: {who(s)}'s {name(card)} is discarded.", s,
                                {"seat": s, "card": card}))
    st.officials[seat].append(card)
    events.append(told("bribe", text, seat, {"seat": seat, "card": card}, sound="card"))


def _places_agent(seat: int, roads: dict, buildings: dict, cell) -> str:
    return f"{who(seat)} places a new Agent {place_in(roads, buildings, cell)}."


def _draws(seat: int, n: int) -> str:
    return f"{who(seat)} draws {_plural(n, 'card')}."


def _draws_these(seat: int, drawn: list) -> dict:
    return {seat: f"{who(seat)} draws {', '.join(name(c) for c in drawn)}."}
