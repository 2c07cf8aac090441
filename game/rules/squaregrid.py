"""Square-grid maths (our own; pure Python, no pygame), beside hexgrid.py.

A cell is a tuple ``(x, y)`` with x to the right and y downwards (screen
order).  Directions are numbered clockwise from north: 0 = N (0, -1),
1 = E (1, 0), 2 = S (0, 1), 3 = W (-1, 0).  A piece that fills a cell and
leaves it by some sides (a road card) is described by the set of its exit
directions; rotating it a quarter turn clockwise adds 1 to each direction.
Pixel helpers map cells to the top-left corner of a square of a given size
and back (for mouse picking).
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Iterator

Cell = tuple  # (x, y)

N, E, S, W = 0, 1, 2, 3
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIRECTION_NAMES = ("N", "E", "S", "W")


def add(a: Cell, b: Cell) -> Cell:
    return (a[0] + b[0], a[1] + b[1])


def step(cell: Cell, direction: int) -> Cell:
    """The neighbouring cell in `direction` (0..3)."""
    dx, dy = DIRECTIONS[direction % 4]
    return (cell[0] + dx, cell[1] + dy)


def opposite(direction: int) -> int:
    return (direction + 2) % 4


def direction_to(a: Cell, b: Cell) -> int | None:
    """Direction from `a` to the edge-sharing cell `b`, or None if not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def neighbours(cell: Cell) -> list[Cell]:
    """The four edge-sharing cells, in direction order N, E, S, W."""
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in DIRECTIONS]


def is_adjacent(a: Cell, b: Cell) -> bool:
    """Edge-sharing (never diagonal)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def distance(a: Cell, b: Cell) -> int:
    """Steps between cells moving orthogonally (Manhattan distance)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


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


def reachable(start: Cell, passable: Callable[[Cell], bool], limit: int | None = None) -> dict[Cell, int]:
    """Breadth-first distances from `start` over edge-sharing cells for which
    `passable` is true (the start always counts), up to `limit` steps."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if limit is not None and dist[cur] >= limit:
            continue
        for nxt in neighbours(cur):
            if nxt not in dist and passable(nxt):
                dist[nxt] = dist[cur] + 1
                queue.append(nxt)
    return dist


def bounds(cells: Iterable[Cell]) -> tuple[int, int, int, int] | None:
    """(min_x, min_y, max_x, max_y) of some cells, or None if there are none."""
    cells = list(cells)
    if not cells:
        return None
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return min(xs), min(ys), max(xs), max(ys)


def cells_in_rect(x0: int, y0: int, x1: int, y1: int) -> Iterator[Cell]:
    """Every cell with x0 <= x <= x1 and y0 <= y <= y1, row by row."""
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            yield (x, y)


def cell_to_pixel(cell: Cell, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Top-left corner of the cell's square, squares of side `size`."""
    return origin[0] + cell[0] * size, origin[1] + cell[1] * size


def cell_centre(cell: Cell, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    x, y = cell_to_pixel(cell, size, origin)
    return x + size / 2, y + size / 2


def pixel_to_cell(point: tuple[float, float], size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Cell:
    """The cell whose square contains `point` (edges belong to the right/lower cell)."""
    import math

    return (math.floor((point[0] - origin[0]) / size), math.floor((point[1] - origin[1]) / size))
