"""The assembled board: which tile sits where, hex adjacency, Federation
space and board distances.  Immutable and shared between state copies."""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from game.rules import hexgrid
from game.games.captain.rules.data import TILE_RADIUS, Content


@dataclass(frozen=True)
class Placement:
    tile_id: int
    title: str
    federation: bool
    at: tuple  # tile coordinates (a, b)
    centre: tuple  # hex at the tile's middle


class Geometry:
    """Adjacency and all-pairs board distances of one set of hexes; shared by
    every board with the same shape (tile ids and the Federation position
    do not change it)."""

    def __init__(self, hexes: frozenset):
        self.hexes = hexes
        self.order = tuple(sorted(hexes, key=lambda h: (h[1], h[0])))
        self.neighbours = {h: tuple(n for n in hexgrid.neighbours(h) if n in hexes) for h in self.order}
        dist = {}
        for start in self.order:
            d = {start: 0}
            dq = deque([start])
            while dq:
                h = dq.popleft()
                nd = d[h] + 1
                for n in self.neighbours[h]:
                    if n not in d:
                        d[n] = nd
                        dq.append(n)
            dist[start] = d
        self.dist = dist
        self.balls: dict = {}

    def ball(self, h: tuple, radius: int) -> tuple:
        k = (h, radius)
        got = self.balls.get(k)
        if got is None:
            d = self.dist[h]
            got = tuple(x for x in self.order if d[x] <= radius)
            self.balls[k] = got
        return got


@lru_cache(maxsize=16)
def _geometry(hexes: frozenset) -> Geometry:
    return Geometry(hexes)


class Board:
    """Hexes are axial (q, r) tuples.  `dist[a][b]` is the number of steps
    from a to b staying on the board (ships and pieces never block)."""

    def __init__(self, placements: tuple, content: Content):
        self.placements = placements
        tile_of = {}
        decor = {}
        for i, pl in enumerate(placements):
            tile = content.tiles[pl.tile_id]
            for th in tile.hexes:
                h = (pl.centre[0] + th.q, pl.centre[1] + th.r)
                if h in tile_of:
                    raise ValueError(f"tiles overlap at {h}")
                tile_of[h] = i
                decor[h] = th.decor
        geo = _geometry(frozenset(tile_of))
        self.geometry = geo
        self.hexes = geo.hexes
        self.order = geo.order
        self.neighbours = geo.neighbours
        self.dist = geo.dist
        self.tile_of = tile_of
        self.decor = decor
        fed = [i for i, pl in enumerate(placements) if pl.federation]
        self.federation_tile = fed[0]
        self.centre = placements[fed[0]].centre
        self.federation = frozenset(h for h, i in tile_of.items() if i == fed[0])
        self._places: dict = {}

    def key(self) -> tuple:
        return tuple((p.tile_id, p.at) for p in self.placements)

    def __repr__(self):
        return f"Board({self.key()!r})"

    def ball(self, h: tuple, radius: int) -> tuple:
        """Board hexes within `radius` steps of h (h included)."""
        return self.geometry.ball(h, radius)

    def in_federation(self, h: tuple) -> bool:
        return h in self.federation

    def place(self, h: tuple) -> str:
        """A hex named the way players name it: by its tile's title and how
        far the hex lies from the tile's middle ("the heart of Tals Mire",
        "inner Tals Mire", "the rim of Tals Mire"), or by Federation space
        ("the Federation hub", "the edge of Federation space").  Never raw
        coordinates (events keep those in their data)."""
        h = tuple(h)
        name = self._places.get(h)
        if name is None:
            name = self._places[h] = self._place(h)
        return name

    def _place(self, h: tuple) -> str:
        if h == self.centre:
            return "the Federation hub"
        i = self.tile_of.get(h)
        if i is None:
            return "deep space"
        pl = self.placements[i]
        ring = hexgrid.distance(h, tuple(pl.centre))
        if pl.federation:
            return "Federation space near the hub" if ring <= 1 else "the edge of Federation space"
        if ring == 0:
            return f"the heart of {pl.title}"
        return f"inner {pl.title}" if ring == 1 else f"the rim of {pl.title}"

    def at(self, h: tuple) -> str:
        """The place with its preposition, for 'builds a settlement ...':
        'at the heart of Tals Mire', 'in inner Tals Mire', 'on the rim of
        Tals Mire'."""
        p = self.place(h)
        if p.startswith("the rim"):
            return "on " + p
        return ("at " if p.startswith("the ") else "in ") + p


_BOARDS: dict = {}


def make_board(content: Content, players: int, layout: str, rng: random.Random) -> Board:
    """Deal tiles for `players` with the given layout ('standard' or
    'shuffled'), drawing from rng which frontier tiles are used."""
    cells = content.layouts[players]
    others = [t.tile_id for t in content.tiles if not t.federation]
    fed = next(t.tile_id for t in content.tiles if t.federation)
    rng.shuffle(others)
    chosen = others[: len(cells) - 1]
    if layout == "shuffled":
        ids = [fed] + chosen
        rng.shuffle(ids)
    else:
        ids = [fed] + chosen
    placements = tuple(
        Placement(tid, content.tiles[tid].title, content.tiles[tid].federation, cell,
                  hexgrid.tile_center(cell[0], cell[1], TILE_RADIUS))
        for tid, cell in zip(ids, cells)
    )
    key = (id(content), placements)
    board = _BOARDS.get(key)
    if board is None:
        board = Board(placements, content)
        if len(_BOARDS) > 256:
            _BOARDS.clear()
        _BOARDS[key] = board
    return board
