"""Cartel scoring: only buildings you control count, plus your Officials."""
from __future__ import annotations

from game.rules.core import Score

from .city import double_down_touches

FIXED = {"anniewares": 1, "toptech": 4, "groundhog": 2, "double_down": 3}


def controller(counts: tuple) -> int | None:
    """The seat with strictly the most Agents in a building (a tie: nobody)."""
    best = max(counts) if counts else 0
    if best == 0:
        return None
    leaders = [s for s, n in enumerate(counts) if n == best]
    return leaders[0] if len(leaders) == 1 else None


def business_points(buildings: dict, cell, floor: int, agents_here: int, officials: int) -> int:
    """Points one Business earns its building's controller."""
    floors = buildings[cell]
    kind = floors[floor]
    if kind == "anniewares":
        return 1
    if kind == "toptech":
        return 4 if floor == len(floors) - 1 else 0
    if kind == "groundhog":
        return 2 if floor == 0 else 0
    if kind == "double_down":
        return 3 if double_down_touches(buildings, cell, floor) else 0
    if kind == "neue_news":
        return officials
    if kind == "skyline":
        return len(floors)
    if kind == "manned":
        return agents_here
    return 0


def building_points(buildings: dict, cell, agents_here: int, officials: int) -> int:
    return sum(business_points(buildings, cell, f, agents_here, officials) for f in range(len(buildings[cell])))


def point_terms(buildings: dict, cell) -> tuple:
    """(fixed, per Official, per Agent there, floors) of the building at
    `cell`: building_points is fixed + per Official * officials + per Agent
    * agents_here (Neue News pays per Official, Manned Mission per Agent)."""
    floors = buildings[cell]
    fixed = sum(business_points(buildings, cell, f, 0, 0) for f in range(len(floors)))
    return fixed, floors.count("neue_news"), floors.count("manned"), len(floors)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def scores(st) -> list:
    out = []
    for seat in range(st.num_players):
        parts = st.score_parts(seat)
        offs = len(st.officials[seat])
        total = parts["buildings"] + parts["officials"]
        out.append(Score(seat, total, (parts["controlled"], offs, st.on_board(seat)),
                         {"buildings": parts["buildings"], "officials": parts["officials"]},
                         {"buildings": f"{_plural(parts['controlled'], 'building')} controlled",
                          "officials": f"{_plural(offs, 'Official')} \u00d7 "
                                       f"{st.content.numbers.official_points}"}))
    return out
