"""Square-grid maths (our own; pure Python, no pygame), beside hexgrid.py.

A cell is a tuple ``(x, y)`` with x to the right and y downwards (screen
order).  Directions are numbered clockwise from north: 0 = N (0, -1),
1 = E (1, 0), 2 = S (0, 1), 3 = W (-1, 0).  A piece that fills a cell and
leaves it by some sides (a road card) is described by the set of its exit
directions; rotating it a quarter turn clockwise adds 1 to each direction.
"""
from __future__ import annotations

from typing import Iterable

Cell = tuple  # (x, y)

N, E, S, W = 0, 1, 2, 3
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIRECTION_NAMES = ("N", "E", "S", "W")


def step(cell: Cell, direction: int) -> Cell:
    """The neighbouring cell in `direction` (0..3)."""
    dx, dy = DIRECTIONS[direction % 4]
    return (cell[0] + dx, cell[1] + dy)


def opposite(direction: int) -> int:
    return (direction + 2) % 4


def neighbours(cell: Cell) -> list[Cell]:
    """The four edge-sharing cells, in direction order N, E, S, W."""
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in DIRECTIONS]


def rotate_exits(exits: Iterable[int], quarter_turns: int) -> frozenset:
    """Exit directions after turning a piece `quarter_turns` times clockwise."""
    return frozenset((d + quarter_turns) % 4 for d in exits)


def distinct_rotations(exits: Iterable[int]) -> tuple[int, ...]:
    """The quarter turns (0..3) that give different exit sets, smallest first."""
    seen, out = set(), []
    for r in range(4):
        key = rotate_exits(exits, r)
        if key not in seen:
            seen.add(key)
            out.append(r)
    return tuple(out)


def corner_outer_cells(cell: Cell, exits: Iterable[int]) -> tuple[Cell, Cell] | None:
    """For a corner piece (two adjacent exits), the two cells on its outer
    sides (the non-exit sides), which are diagonal to each other; else None."""
    exits = frozenset(exits)
    if len(exits) != 2:
        return None
    a, b = sorted(exits)
    if (b - a) % 2 == 0:  # opposite exits: a straight piece
        return None
    closed = sorted(set(range(4)) - exits)
    return step(cell, closed[0]), step(cell, closed[1])
