"""The fixed part of a game: the galaxy's worlds and jumplines, the 108
contract ends, and lookups precomputed once (neighbours with the roll each
line needs, starred worlds).  Shared, never copied, by every clone."""
from __future__ import annotations

from dataclasses import dataclass, field

from .versions import CORE, RED_STARS


@dataclass
class Board:
    galaxy: object  # data.Galaxy (or a hand-built one with the same shape)
    cards: tuple  # data.Contract, index i holds card i + 1
    adj: dict = field(default_factory=dict)  # world -> ((other, need), ...)
    worlds: tuple = ()
    starred: tuple = ()
    core: frozenset = frozenset()

    def __post_init__(self):
        g = self.galaxy
        self.worlds = tuple(sorted(g.worlds))
        self.adj = {w: tuple((other, line.need) for other, line in g.links(w)) for w in self.worlds}
        self.starred = tuple(w for w in self.worlds if g.worlds[w].star in ("red", "blue"))
        self.core = frozenset(w for w in self.worlds if w in CORE)
        self.red = tuple(w for w in self.worlds if g.worlds[w].star == "red") or tuple(
            w for w in RED_STARS if w in g.worlds)

    def card(self, number: int):
        return self.cards[number - 1]

    def need(self, a: int, b: int) -> int | None:
        for other, need in self.adj.get(a, ()):
            if other == b:
                return need
        return None

    def name(self, world: int) -> str:
        w = self.galaxy.worlds.get(world)
        return f"{w.name} ({world})" if w is not None else str(world)


_BOARDS: dict = {}


def board_for(galaxy, cards) -> Board:
    key = (id(galaxy), id(cards))
    board = _BOARDS.get(key)
    if board is None:
        board = _BOARDS[key] = Board(galaxy, tuple(cards))
        board._keep = (galaxy, cards)  # keep the ids alive while cached
    return board
