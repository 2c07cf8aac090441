"""Cartel: cards and Agents changing place (hands, the discard pile,
buildings, Agents in the city), the small moves every rule is made of."""
from __future__ import annotations

from game.rules.core import Event

from . import flow
from .actions import seat_name

who = seat_name



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
        known.remove(card)


def gain_card(st, seat: int, card: str) -> None:
    hand = st.hands[seat]
    hand.append(card)
    hand.sort()


def set_building(st, cell, floors: tuple) -> None:
    if cell not in st.buildings:
        st._geo = None
    tops = st._tops
    if tops is not None:  # the naming counts of top floors, kept up to date once made
        old = st.buildings.get(cell)
        if old:
            tops[old[-1]] -= 1
        tops[floors[-1]] = tops.get(floors[-1], 0) + 1
    st.buildings[cell] = floors


def put(st, seat: int, cell, k: int) -> None:
    counts = list(st.agents.get(cell, (0,) * st.num_players))
    counts[seat] += k
    if any(counts):
        st.agents[cell] = tuple(counts)
    else:
        st.agents.pop(cell, None)


def shift(st, seat: int, src, dst, k: int = 1) -> None:
    put(st, seat, src, -k)
    put(st, seat, dst, k)


def add_agent(st, seat: int, cell, events: list, gained: bool) -> None:
    st.reserve[seat] -= 1
    put(st, seat, cell, 1)
    events.append(Event("place_agent", f"{who(seat)} places a new Agent {inside(st, cell)}.", seat,
                        {"seat": seat, "x": cell[0], "y": cell[1]}))
    flow.check_agents_out(st, seat, events)
