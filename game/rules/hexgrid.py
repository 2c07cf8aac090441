"""Axial-coordinate hex maths (our own; pure Python, no pygame).

A hex is a tuple ``(q, r)``; the implicit third cube coordinate is
``s = -q - r``.  The six directions are listed anticlockwise starting east
(for pointy-top drawing).  Pixel conversion supports pointy-top and flat-top
layouts; ``pixel_to_hex`` rounds a point to the hex under it, which is what
the UI uses for mouse picking.

Reference formulas: the standard cube/axial relations (distance is half the
Manhattan distance in cube space; rounding fixes the component with the
largest rounding error).
"""
from __future__ import annotations

import math
from collections import deque
from typing import Callable, Iterable, Iterator

Hex = tuple  # (q, r)

DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

SQRT3 = math.sqrt(3.0)


# ---------------------------------------------------------------- arithmetic


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def scale(a: Hex, k: int) -> Hex:
    return (a[0] * k, a[1] * k)


def rotate_left(a: Hex) -> Hex:
    """Rotate 60 degrees anticlockwise about the origin (one step forward in DIRECTIONS)."""
    q, r = a
    return (q + r, -q)


def rotate_right(a: Hex) -> Hex:
    """Rotate 60 degrees clockwise about the origin (one step back in DIRECTIONS)."""
    q, r = a
    return (-r, q + r)


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def is_adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def distance(a: Hex, b: Hex) -> int:
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly `radius` from center, walking round anticlockwise."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [tuple(center)]
    out = []
    # start at the corner `radius` steps in direction 4 and walk the six sides
    h = add(center, scale(DIRECTIONS[4], radius))
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = add(h, DIRECTIONS[side])
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    """center, then ring 1, ring 2 ... up to radius."""
    out = [tuple(center)]
    for k in range(1, radius + 1):
        out.extend(ring(center, k))
    return out


def within(center: Hex, radius: int) -> list[Hex]:
    """All hexes at distance <= radius, in (q, r) order."""
    cq, cr = center
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append((cq + dq, cr + dr))
    return out


# ---------------------------------------------------------------- paths


def bfs_distances(start: Hex, passable: Callable[[Hex], bool], max_steps: int | None = None) -> dict:
    """Steps from start to every reachable hex (start counts as 0 even if not
    passable).  `passable(h)` says whether a hex may be entered."""
    dist = {tuple(start): 0}
    frontier = deque([tuple(start)])
    while frontier:
        h = frontier.popleft()
        d = dist[h]
        if max_steps is not None and d >= max_steps:
            continue
        for n in neighbours(h):
            if n not in dist and passable(n):
                dist[n] = d + 1
                frontier.append(n)
    return dist


def path_length(a: Hex, b: Hex, passable: Callable[[Hex], bool], max_steps: int | None = None) -> int | None:
    """Fewest steps from a to b entering only passable hexes (b must be
    passable too), or None when unreachable (within max_steps)."""
    a, b = tuple(a), tuple(b)
    if a == b:
        return 0
    if not passable(b):
        return None
    if max_steps is not None and distance(a, b) > max_steps:
        return None
    dist = {a: 0}
    frontier = deque([a])
    while frontier:
        h = frontier.popleft()
        d = dist[h]
        if max_steps is not None and d >= max_steps:
            continue
        for n in neighbours(h):
            if n in dist or not passable(n):
                continue
            if n == b:
                return d + 1
            dist[n] = d + 1
            frontier.append(n)
    return None


def line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from a to b inclusive (for drawing)."""
    n = distance(a, b)
    if n == 0:
        return [tuple(a)]
    out = []
    for i in range(n + 1):
        t = i / n
        q = a[0] + (b[0] - a[0]) * t + 1e-6
        r = a[1] + (b[1] - a[1]) * t + 1e-6
        out.append(hex_round(q, r))
    return out


def connected_components(hexes: Iterable[Hex]) -> list[set]:
    """Groups of mutually reachable hexes using adjacency inside the set."""
    left = set(map(tuple, hexes))
    groups = []
    while left:
        seed = left.pop()
        group = {seed}
        stack = [seed]
        while stack:
            h = stack.pop()
            for n in neighbours(h):
                if n in left:
                    left.remove(n)
                    group.add(n)
                    stack.append(n)
        groups.append(group)
    return groups


# ---------------------------------------------------------------- pixels


def hex_round(q: float, r: float) -> Hex:
    """Round fractional axial coordinates to the nearest hex."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def hex_to_pixel(h: Hex, size: float, pointy: bool = True, origin: tuple = (0.0, 0.0)) -> tuple[float, float]:
    """Centre of hex h in pixels; `size` is the centre-to-corner radius."""
    q, r = h
    if pointy:
        x = size * (SQRT3 * q + SQRT3 / 2 * r)
        y = size * (1.5 * r)
    else:
        x = size * (1.5 * q)
        y = size * (SQRT3 / 2 * q + SQRT3 * r)
    return (x + origin[0], y + origin[1])


def pixel_to_fractional(x: float, y: float, size: float, pointy: bool = True, origin: tuple = (0.0, 0.0)) -> tuple[float, float]:
    x -= origin[0]
    y -= origin[1]
    if pointy:
        q = (SQRT3 / 3 * x - 1.0 / 3 * y) / size
        r = (2.0 / 3 * y) / size
    else:
        q = (2.0 / 3 * x) / size
        r = (-1.0 / 3 * x + SQRT3 / 3 * y) / size
    return q, r


def pixel_to_hex(x: float, y: float, size: float, pointy: bool = True, origin: tuple = (0.0, 0.0)) -> Hex:
    """The hex containing pixel (x, y): use for mouse picking."""
    return hex_round(*pixel_to_fractional(x, y, size, pointy, origin))


def pick(x: float, y: float, size: float, hexes, pointy: bool = True, origin: tuple = (0.0, 0.0)):
    """The hex of `hexes` under pixel (x, y), or None when off the board."""
    h = pixel_to_hex(x, y, size, pointy, origin)
    return h if h in hexes else None


def corners(h: Hex, size: float, pointy: bool = True, origin: tuple = (0.0, 0.0)) -> list[tuple[float, float]]:
    """The six corner points of hex h (for drawing outlines)."""
    cx, cy = hex_to_pixel(h, size, pointy, origin)
    start = 30.0 if pointy else 0.0
    out = []
    for i in range(6):
        a = math.radians(start + 60.0 * i)
        out.append((cx + size * math.cos(a), cy + size * math.sin(a)))
    return out


def bounds(hexes: Iterable[Hex], size: float, pointy: bool = True) -> tuple[float, float, float, float]:
    """(min_x, min_y, max_x, max_y) of the drawn hexes around origin (0, 0)."""
    xs, ys = [], []
    for h in hexes:
        for x, y in corners(h, size, pointy):
            xs.append(x)
            ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys))


# ---------------------------------------------------------------- super-hex tiling


def tile_center(a: int, b: int, radius: int = 2) -> Hex:
    """Centre hex of the tile at tile-coordinates (a, b) when the plane is
    tiled with hexagons of `radius` (radius 2 = 19 hexes).  Tile (1, 0) sits
    at (2r+1, -r); tile (0, 1) is that vector turned 60 degrees."""
    east = (2 * radius + 1, -radius)
    south = rotate_right(east)
    return (a * east[0] + b * south[0], a * east[1] + b * south[1])


def iter_tile(a: int, b: int, radius: int = 2) -> Iterator[Hex]:
    c = tile_center(a, b, radius)
    yield from within(c, radius)
