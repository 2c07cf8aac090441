"""Stations (rulebook "Stations", "Building a new station"; Nova "Stations &
Prestige"): one per world, 15 rings per trader; Family builds as an action
for $5 and 1 Prestige at the ship's world; the Builder pays $3 there, or
$3 x the line's roll for a world one jumpline away; Nova and Super Nova build
free at the end of the turn with 2 Prestige."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .versions import BUILDER_COST, RINGS, STATION_COST
from . import basics

who = seat_name


def build_options(st, seat: int) -> list[tuple[int, int]]:
    """(world, cost) of every station `seat` could build now (Family)."""
    if st.stations_of(seat) >= RINGS:
        return []
    builder = st.personality[seat] == "builder"
    out = {}
    for here in st.ships[seat]:
        if here not in st.stations:
            out[here] = BUILDER_COST if builder else STATION_COST
        if builder:
            for w, need in st.board.adj[here]:
                if w not in st.stations and w not in out:
                    out[w] = BUILDER_COST * need
    return sorted((w, cost) for w, cost in out.items() if cost <= st.money[seat])


def build_reason(st, action) -> str:
    """Why Build(world) is not among build_options."""
    if st.actions_left <= 0:
        return basics.NO_ACTION
    why = basics.build_action_problem(st)
    if why:
        return why
    if action.world in st.stations:
        return f"{st.board.name(action.world)} already has a station."
    return "You can build only where your ship is (the Builder also one jumpline away), and only " \
           "with enough money."


def build_cost(st, seat: int, world: int) -> int | None:
    for w, cost in build_options(st, seat):
        if w == world:
            return cost
    return None


def build(st, seat: int, world: int, events: list) -> None:
    cost = build_cost(st, seat, world)
    basics.spend_action(st)
    st.money[seat] -= cost
    st.stations[world] = seat
    got = basics.gain_prestige(st, seat, st.version.build_prestige)
    events.append(Event("station", f"{who(seat)} builds a station at {st.board.name(world)} for ${cost}"
                                   f" (+{got} Prestige).", seat,
                        {"seat": seat, "world": world, "cost": cost, "prestige": got}, sound="click"))


def auto_build(st, seat: int, events: list) -> None:
    for here in st.ships[seat]:
        if here not in st.stations and st.stations_of(seat) < RINGS:
            st.stations[here] = seat
            got = basics.gain_prestige(st, seat, st.version.build_prestige)
            events.append(Event("station", f"{who(seat)} builds a station at {st.board.name(here)}"
                                           f" (+{got} Prestige).", seat,
                                {"seat": seat, "world": here, "cost": 0, "prestige": got}, sound="click"))
