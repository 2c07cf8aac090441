"""The city of Cartel on the square grid (our design, games/cartel.md).

Roads are cells holding a road card turned in quarter turns; its exits are
the sides the road leaves by.  Buildings are cells holding a stack of
Businesses (bottom first).  Agents stand on road cells and building cells
(the spaces).  Everything here is a pure function of the roads and
buildings, so a state can cache it until a new cell is filled.

- A lot is an empty cell touching a road on one of that road's sidewalk
  (non-exit) sides, that no road exit faces.
- A new road goes into an empty cell that an existing road's exit faces,
  turned so one of its exits faces back, with at least one other exit
  facing an empty cell.
- Spaces are adjacent when they share an edge; the two buildings on the
  outer sides of a corner road are adjacent as well.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.squaregrid import DIRECTIONS, corner_outer_cells, neighbours, opposite, step


@dataclass(frozen=True)
class Geometry:
    lots: frozenset
    adjacent: dict  # space -> frozenset of adjacent spaces
    corner_pairs: frozenset  # frozenset({a, b}) of buildings adjacent across a corner
    # what grow() needs to fill one more cell: empty cells a road exit faces (-> the directions back to
    # those roads), and the cells beside any road's exit or sidewalk side
    targets: dict = field(default_factory=dict, compare=False)
    faced: frozenset = field(default=frozenset(), compare=False)
    sidewalk: frozenset = field(default=frozenset(), compare=False)
    # legal-list pieces that depend on the city's cells only, kept with it as they are asked:
    road_spots: dict = field(default_factory=dict, compare=False)  # road card -> its Road actions
    lot_builds: dict = field(default_factory=dict, compare=False)  # business card -> its Builds on lots


def road_exits(roads: dict, cell) -> frozenset:
    return roads[cell][2]


def compute(roads: dict, buildings: dict) -> Geometry:
    """roads: cell -> (card, rot, exits); buildings: cell -> floors."""
    faced = set()
    sidewalk = set()
    targets: dict = {}
    for cell, (_card, _rot, exits) in roads.items():
        for d in range(4):
            nxt = step(cell, d)
            if d in exits:
                faced.add(nxt)
                if nxt not in roads and nxt not in buildings:
                    targets.setdefault(nxt, set()).add(opposite(d))
            else:
                sidewalk.add(nxt)
    lots = frozenset(c for c in sidewalk - faced if c not in roads and c not in buildings)
    spaces = set(roads) | set(buildings)
    adjacent: dict = {}
    for cell in spaces:
        adjacent[cell] = {n for n in neighbours(cell) if n in spaces}
    pairs = set()
    for cell, (_card, _rot, exits) in roads.items():
        outer = corner_outer_cells(cell, exits)
        if outer is None:
            continue
        a, b = outer
        if a in buildings and b in buildings:
            adjacent[a].add(b)
            adjacent[b].add(a)
            pairs.add(frozenset((a, b)))
    return Geometry(lots, {c: frozenset(v) for c, v in adjacent.items()}, frozenset(pairs),
                    {c: frozenset(v) for c, v in targets.items()}, frozenset(faced), frozenset(sidewalk))


def grow(geo: Geometry, roads: dict, buildings: dict, cell) -> Geometry:
    """The geometry once `cell`, empty in `geo`, holds a road or a building
    (roads and buildings as they are now): equal to compute(roads, buildings),
    found from the cells around `cell` only, since nothing else changes."""
    targets = dict(geo.targets)
    targets.pop(cell, None)
    lots = set(geo.lots)
    lots.discard(cell)
    faced, sidewalk = geo.faced, geo.sidewalk
    road = roads.get(cell)
    if road is not None:
        exits = road[2]
        faced = faced | {step(cell, d) for d in exits}
        sidewalk = sidewalk | {step(cell, d) for d in range(4) if d not in exits}
        for d in exits:
            nxt = step(cell, d)
            if nxt not in roads and nxt not in buildings:
                targets[nxt] = targets.get(nxt, frozenset()) | {opposite(d)}
        for n in neighbours(cell):
            if n in sidewalk and n not in faced and n not in roads and n not in buildings:
                lots.add(n)
            else:
                lots.discard(n)
    adjacent = dict(geo.adjacent)
    near = frozenset(n for n in neighbours(cell) if n in adjacent)
    adjacent[cell] = near
    for n in near:
        adjacent[n] = adjacent[n] | {cell}
    pairs = geo.corner_pairs
    corners = [cell] if road is not None else [n for n in near if n in roads]
    for r in corners:
        outer = corner_outer_cells(r, roads[r][2])
        if outer is None:
            continue
        a, b = outer
        if a in buildings and b in buildings and frozenset(outer) not in pairs:
            adjacent[a] = adjacent[a] | {b}
            adjacent[b] = adjacent[b] | {a}
            pairs = pairs | {frozenset(outer)}
    return Geometry(frozenset(lots), adjacent, pairs, targets, faced, sidewalk)


def road_spots(roads: dict, buildings: dict, shape, targets: dict | None = None) -> list[tuple]:
    """Every (cell, rot) where a road of `shape` (a data.RoadShape) may go;
    `targets` as a Geometry keeps them (default: found anew)."""
    out = []
    if targets is None:
        targets = compute(roads, buildings).targets
    turns = _TURNS.get(shape)
    if turns is None:
        turns = _TURNS[shape] = [(rot, shape.exits_at(rot)) for rot in shape.rotations]
    for cell in sorted(targets):
        backs = targets[cell]
        x, y = cell
        for rot, exits in turns:
            if not exits & backs:
                continue
            for d in exits - backs:  # another exit must face an empty cell
                dx, dy = DIRECTIONS[d]
                ahead = (x + dx, y + dy)
                if ahead not in roads and ahead not in buildings:
                    out.append((cell, rot))
                    break
    return out


_TURNS: dict = {}  # road shape -> (rot, exits) per rotation


def destinations(geo: Geometry, start, bridge) -> set:
    """Spaces a group starting at `start` can reach in one move: one step,
    continuing through spaces for which bridge(space) is true (the mover's
    own Agents stand there)."""
    return reach(geo, start, bridge)[0]


def group_and_beside(geo: Geometry, start, own) -> tuple[set, frozenset]:
    """The spaces in `own` joined to `start` through spaces in `own`, and
    the spaces beside any of them: with the city, where a move from `start`
    may go (the same as destinations(), found in one walk)."""
    adjacent = geo.adjacent
    seen = {start}
    frontier = [start]
    around = set()
    while frontier:
        near = adjacent.get(frontier.pop(), _NONE)
        around |= near
        for nxt in near:
            if nxt in own and nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    return seen, frozenset(around)


_NONE = frozenset()


def reach(geo: Geometry, start, bridge) -> tuple[set, set]:
    """(destinations, bridges used) of a move from `start`; see destinations."""
    adjacent = geo.adjacent
    seen = {start}
    frontier = [start]
    out, bridges = set(), set()
    while frontier:
        cur = frontier.pop()
        for nxt in adjacent.get(cur, ()):
            if nxt in seen:
                continue
            seen.add(nxt)
            out.add(nxt)
            if bridge(nxt):
                bridges.add(nxt)
                frontier.append(nxt)
    out.discard(start)
    return out, bridges


def double_down_touches(buildings: dict, cell, floor: int) -> bool:
    """Whether the Double Down at (cell, floor) touches another: directly
    below or above in the same building, or on the same floor of a building
    sharing an edge (never across a corner)."""
    floors = buildings[cell]
    if floor > 0 and floors[floor - 1] == "double_down":
        return True
    if floor + 1 < len(floors) and floors[floor + 1] == "double_down":
        return True
    for n in neighbours(cell):
        other = buildings.get(n)
        if other is not None and floor < len(other) and other[floor] == "double_down":
            return True
    return False
