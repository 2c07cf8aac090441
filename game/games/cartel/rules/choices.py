"""Cartel: what may be done now (rulebook "Actions" and the Officials'
choices): the legal list of each stage, each built from the rules' own
conditions (a top is offered only when its price can be paid).  Rebuilt at
every decision of every rollout, so the action records are kept and handed
out again (they are frozen and compare by value)."""
from __future__ import annotations

from operator import itemgetter

from . import city, pieces
from .actions import (Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent, PlaceFirst, Remove, Retrieve,
                      Reveal, Road, SaveAgent, Shadow, Skip, Snitch, Summon, Swap, seat_name)
from .data import BUSINESSES, OFFICIALS, SNITCH, TYPE_OF

who = seat_name



def turn_actions(st) -> list:
    stage = st.stage
    seat = st.current
    hand = st.hands[seat]
    if stage == "place_first":
        lots = sorted(st.lots())
        return [_FIRSTS[card][cell] for card in sorted(set(hand)) if card in BUSINESSES for cell in lots]
    if stage == "action":
        return action_choices(st, seat)
    if stage in ("pay", "discard"):
        return list(map(_DISCARDS.__getitem__, sorted(set(hand))))
    if stage == "place_agent":
        return [PlaceAgent.of(x, y) for x, y in agent_spots(st, seat, st.focus)]
    if stage == "attack":
        counts = st.agents_at(st.focus)
        return [Attack(s) for s in range(st.num_players) if s != seat and counts[s]] + [Skip()]
    if stage == "tracy":
        return tracy_choices(st, seat) + [Skip()]
    if stage == "juan":
        return juan_choices(st)
    if stage == "ford":
        return [Retrieve(card) for card in sorted(set(st.discard))] + [Skip()]
    if stage == "sven":
        return sven_choices(st, seat)
    return []


def action_choices(st, seat: int) -> list:
    hand = st.hands[seat]
    out = [_DRAW]
    spare = len(hand) - 1
    geo = st.geometry()
    tops = st.build_costs()
    affordable = None  # cells of the buildings whose top costs at most `spare`, found once
    for card in sorted(set(hand)):
        kind = TYPE_OF.get(card)
        if kind == "business":
            builds = _BUILDS[card]
            on_lots = geo.lot_builds.get(card)
            if on_lots is None:
                on_lots = geo.lot_builds[card] = [builds[cell] for cell in sorted(geo.lots)]
            out += on_lots
            if card == "shelfcorp":
                out += map(builds.__getitem__, map(_FIRST, tops))
            elif card == "security":
                out += [builds[cell] for cell, _, cost in tops if cost <= spare]
            else:
                if affordable is None:
                    affordable = [cell for cell, cost, _ in tops if cost <= spare]
                out += map(builds.__getitem__, affordable)
        elif kind == "road":
            on_roads = geo.road_spots.get(card)
            out += road_choices(st, card) if on_roads is None else on_roads
        elif kind == "official":
            out.append(_bribe(card))
        elif card == SNITCH and st.all_officials_in_play():
            out.append(Snitch())
    out += _agent_moves(st, geo, seat, "fivel" in st.officials[seat] and len(hand) < 2)
    if "tu" in st.officials[seat]:  # "choose a player": yourself too (rules.md)
        out += _SUMMONS[st.num_players]
    return out


def _agent_moves(st, geo, seat: int, fivel: bool) -> list:
    own = st._own[seat]  # st.own(seat), one call fewer
    adjacent = geo.adjacent
    alone = own.keys().isdisjoint
    kept = _MOVE_LISTS.get
    rows = _MOVES.get
    out = []
    beside_group: dict = {}  # own cell -> the spaces beside its group (each group walked once)
    for cell in sorted(own):
        dests = adjacent[cell]  # Agents stand on spaces only
        if not alone(dests):  # own Agents beside to pass over: anywhere beside the group
            around = beside_group.get(cell)
            if around is None:
                group, around = city.group_and_beside(geo, cell, own)
                beside_group.update(dict.fromkeys(group, around))
            dests = around - {cell}
        n = own[cell]
        moves = kept((cell, n, dests))
        if moves is None:
            if len(_MOVE_LISTS) > 100_000:
                _MOVE_LISTS.clear()
            moves = []
            for dest in sorted(dests):
                row = rows((cell, dest))
                if row is None or len(row) < n:
                    row = _move_row(cell, dest, n)
                moves += row[:n]
            _MOVE_LISTS[(cell, n, dests)] = moves
        if fivel:
            moves = [m for m in moves if not pieces.rivals_at(st, (m.tx, m.ty), seat)]
        out += moves
    return out


def road_choices(st, card: str) -> list:
    """Every Road action of `card`; kept with the city's geometry until a cell is filled."""
    geo = st.geometry()
    cache = geo.road_spots
    out = cache.get(card)
    if out is None:
        out = cache[card] = [_road(card, cell, rot) for cell, rot in
                             city.road_spots(st.roads, st.buildings, st.content.roads[card], geo.targets)]
    return out


def agent_spots(st, seat: int, built) -> list:
    spots = set(st._own[seat])  # where `seat` has Agents (st.own(seat))
    if built is not None:
        spots.add(tuple(built))
    return sorted(spots)


def tracy_choices(st, seat: int) -> list:
    out = []
    for cell in sorted(st.agents):
        for s, n in enumerate(st.agents[cell]):
            if s != seat and n:
                out += [_shadow(s, cell, t) for t in sorted(st.adjacent(cell))]
    return out


def can_shadow(st, seat: int) -> bool:
    """Whether tracy_choices has any: a rival Agent stands where it could be shifted from."""
    return any(st.adjacent(cell) for cell, counts in st.agents.items()
               if any(n for s, n in enumerate(counts) if s != seat))


def juan_targets(st) -> list:
    placed = [st.on_board(s) for s in range(st.num_players)]
    top = max(placed)
    return [s for s in range(st.num_players) if top and placed[s] == top]


def juan_choices(st) -> list:
    out = []
    for s in juan_targets(st):
        out += [Remove(s, x, y) for (x, y) in sorted(st.agents) if st.agents[(x, y)][s]]
    return out


def sven_choices(st, seat: int) -> list:
    out = []
    for s in range(st.num_players):
        if s == seat:
            continue
        out += [Swap(s, "agent", x, y) for (x, y) in sorted(st.agents) if st.agents[(x, y)][s]]
        out += [Swap(s, k, 0, 0) for k in sorted(st.officials[s]) if k != "sven"]
    return out


def pending_actions(st, p) -> list:
    hand = st.hands[p.seat]
    if p.kind == "summoned":
        offs = sorted({c for c in hand if c in OFFICIALS})
        return [Appoint(c) for c in offs] if offs else [Reveal()]
    if p.kind == "sachs":
        return [SaveAgent()]
    if p.kind == "sachs-pay":
        return [Discard(c) for c in sorted(set(hand))]
    return []


def _record(cls, **fields):
    """cls(**fields) without the frozen dataclass's __init__ (a call per field): a playout
    makes a record for every new cell of its city, and this is most of that cost."""
    a = _NEW(cls)
    a.__dict__.update(fields)
    return a


_NEW = object.__new__


class _Kept(dict):
    """A card's action records by place, made on first asking."""

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        a = self[key] = self.make(key)
        return a


_DRAW = Draw()
_BUILDS = _Kept(lambda card: _Kept(lambda cell: _record(Build, card=card, x=cell[0], y=cell[1])))  # card -> cell -> Build
_DISCARDS = _Kept(Discard.of)
_SUMMONS = _Kept(lambda players: [Summon(s) for s in range(players)])  # seats -> Congressman Tu's choices
_FIRSTS = _Kept(lambda card: _Kept(lambda cell: PlaceFirst(card, cell[0], cell[1])))
_SHADOWS: dict = {}
_MOVE_LISTS: dict = {}  # (cell, Agents there, destinations) -> the Moves from there
_NOWHERE = frozenset()
_FIRST = itemgetter(0)
_ROADS: dict = {}
_BRIBES: dict = {}
_MOVES: dict = {}  # (cell, destination) -> Moves of 1, 2, ... Agents


def _road(card: str, cell, rot: int) -> Road:
    key = (card, cell, rot)
    a = _ROADS.get(key)
    if a is None:
        a = _ROADS[key] = _record(Road, card=card, x=cell[0], y=cell[1], rot=rot)
    return a


def _bribe(card: str) -> Bribe:
    a = _BRIBES.get(card)
    if a is None:
        a = _BRIBES[card] = Bribe(card)
    return a


def _shadow(seat: int, cell, to) -> Shadow:
    key = (seat, cell, to)
    a = _SHADOWS.get(key)
    if a is None:
        a = _SHADOWS[key] = Shadow(seat, cell[0], cell[1], to[0], to[1])
    return a


def _move_row(cell, dest, most: int) -> list:
    """The Moves of 1, 2, ... Agents from `cell` to `dest`, at least `most` of them: one row per
    pair of cells, grown as more Agents stand there, so no record is made twice."""
    key = (cell, dest)
    row = _MOVES.get(key)
    if row is None:
        row = _MOVES[key] = []
    if len(row) < most:
        x, y, tx, ty = cell[0], cell[1], dest[0], dest[1]
        row += [_record(Move, x=x, y=y, tx=tx, ty=ty, count=k) for k in range(len(row) + 1, most + 1)]
    return row
