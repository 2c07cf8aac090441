"""Places of the city in the words a player uses, never grid coordinates: a
building by the Business on its top floor and the number drawn on it
("TopTech #2"), a road
by its kind and what it runs beside, an empty cell by its neighbour ("the
lot north of TopTech #2").  Pure functions of roads and buildings."""
from __future__ import annotations

from game.games.cartel.rules import actions as A
from game.games.cartel.rules.actions import name, seat_name
from game.rules.squaregrid import DIRECTIONS, rotate_exits, step

DIR_WORDS = ("north", "east", "south", "west")
ROAD_KINDS = {"straight": "straight road", "corner": "corner road", "tee": "T-junction"}


def _apart(cell, cells) -> str:
    """The word telling `cell` apart from the other `cells` of the same kind (roads only)."""
    others = [c for c in cells if c != cell]
    if all(cell[1] < c[1] for c in others):
        return "northern"
    if all(cell[1] > c[1] for c in others):
        return "southern"
    if all(cell[0] < c[0] for c in others):
        return "western"
    if all(cell[0] > c[0] for c in others):
        return "eastern"
    return "middle"


def top_counts(buildings: dict) -> dict:
    """How many buildings have each Business on top (a state keeps it for its tables)."""
    out: dict = {}
    for floors in buildings.values():
        out[floors[-1]] = out.get(floors[-1], 0) + 1
    return out


def number(buildings: dict, cell) -> int:
    """The building's number, drawn on it on the board: the order the city's
    buildings were opened in (`buildings` keeps it: a new building is added
    at its end, a new floor keeps its place), so it never changes."""
    return list(buildings).index(tuple(cell)) + 1


def building(buildings: dict, cell, tops: dict | None = None) -> str:
    """"TopTech #2": the Business on top and the number drawn on the building."""
    return f"{name(buildings[cell][-1])} #{number(buildings, cell)}"


def road_kind(roads: dict, cell) -> str:
    return ROAD_KINDS.get(roads[cell][0], name(roads[cell][0]))


def _direction(frm, to) -> int | None:
    d = (to[0] - frm[0], to[1] - frm[1])
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def road(roads: dict, buildings: dict, cell, tops: dict | None = None) -> str:
    kind = road_kind(roads, cell)
    for d in range(4):
        nb = step(cell, d)
        if nb in buildings:
            return f"the {kind} beside {building(buildings, nb, tops)}"
    same = [c for c in roads if road_kind(roads, c) == kind]
    return f"the {kind}" if len(same) == 1 else f"the {_apart(cell, same)} {kind}"


def beside(roads: dict, buildings: dict, cell, tops: dict | None = None) -> str:
    """Where an empty cell lies: "north of TopTech #2"."""
    for kind in (buildings, roads):
        for d in range(4):
            nb = step(cell, d)
            if nb in kind:
                where = building(buildings, nb, tops) if kind is buildings else f"the {road_kind(roads, nb)}"
                return f"{DIR_WORDS[(d + 2) % 4]} of {where}"
    return "apart from the city"


def place(roads: dict, buildings: dict, cell, tops: dict | None = None) -> str:
    """Any cell of the city: a building, a road, or an empty lot."""
    cell = tuple(cell)
    if cell in buildings:
        return building(buildings, cell, tops)
    if cell in roads:
        return road(roads, buildings, cell, tops)
    return f"the lot {beside(roads, buildings, cell, tops)}"


def _in(roads, buildings, cell) -> str:
    """"in TopTech #2", "on the straight road …", "on the lot …"."""
    cell = tuple(cell)
    return ("in " if cell in buildings else "on ") + place(roads, buildings, cell)


def describe(state, a) -> str:
    """An action in a player's words, as the city stands before it."""
    roads, buildings = state.roads, state.buildings
    where = lambda x, y: place(roads, buildings, (x, y))  # noqa: E731
    if isinstance(a, A.PlaceFirst):
        return f"Open {name(a.card)} on {where(a.x, a.y)} with an Agent"
    if isinstance(a, A.Build):
        cell = (a.x, a.y)
        if cell in buildings:
            return f"Build {name(a.card)} on top of {where(a.x, a.y)} (floor {len(buildings[cell]) + 1})"
        return f"Build {name(a.card)} on {where(a.x, a.y)}"
    if isinstance(a, A.Road):
        shape = state.content.roads.get(a.card)
        how = f", {course(shape.exits_at(a.rot))}" if shape is not None and isinstance(a.rot, int) else ""
        return f"Lay a {name(a.card)} {beside(roads, buildings, (a.x, a.y))}{how}"
    if isinstance(a, A.Move):
        agents = "an Agent" if a.count == 1 else f"{a.count} Agents"
        src, dst = where(a.x, a.y), where(a.tx, a.ty)
        if dst.endswith(src):  # "to the straight road beside it"
            dst = dst[:-len(src)] + "it"
        return f"Move {agents} from {src} to {dst}"
    if isinstance(a, A.PlaceAgent):
        return f"Put the new Agent {_in(roads, buildings, (a.x, a.y))}"
    if isinstance(a, A.Shadow):
        return (f"Detective Tracy: shift {seat_name(a.seat)}'s Agent from {where(a.x, a.y)} "
                f"to {where(a.tx, a.ty)}")
    if isinstance(a, A.Remove):
        return f"Captain Juan: trash {seat_name(a.seat)}'s Agent {_in(roads, buildings, (a.x, a.y))}"
    if isinstance(a, A.Summon):
        if a.seat == state.current:
            return "Tu: lean on yourself"
        return f"Tu: lean on {seat_name(a.seat)}"
    if isinstance(a, A.Swap) and a.card == "agent":
        return f"Sneaky Sven: trade for {seat_name(a.seat)}'s Agent {_in(roads, buildings, (a.x, a.y))}"
    return a.label()


def course(exits) -> str:
    """Which ways a road leads: "running north to south", "turning west and north"."""
    ways = sorted(exits)
    if len(ways) == 2 and (ways[1] - ways[0]) == 2:
        return f"running {DIR_WORDS[ways[0]]} to {DIR_WORDS[ways[1]]}"
    if len(ways) == 2:
        return f"turning {DIR_WORDS[ways[0]]} and {DIR_WORDS[ways[1]]}"
    words = [DIR_WORDS[w] for w in ways]
    return "open " + ", ".join(words[:-1]) + " and " + words[-1]


def road_exits(shape_exits, rot: int) -> frozenset:
    return rotate_exits(shape_exits, rot)
