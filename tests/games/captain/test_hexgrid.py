import math
import random

import pytest

from game.rules import hexgrid as hg


def test_neighbours_are_six_distinct_at_distance_one():
    ns = hg.neighbours((2, -1))
    assert len(set(ns)) == 6
    assert all(hg.distance((2, -1), n) == 1 for n in ns)
    assert ns[0] == (3, -1)  # east first


@pytest.mark.parametrize("a,b,d", [((0, 0), (0, 0), 0), ((0, 0), (3, 0), 3), ((0, 0), (2, -3), 3),
                                   ((1, 1), (-2, 3), 3), ((-2, 0), (2, -4), 4), ((0, 0), (5, -2), 5)])
def test_distance(a, b, d):
    assert hg.distance(a, b) == d
    assert hg.distance(b, a) == d


def test_distance_is_a_metric_on_random_points():
    rng = random.Random(3)
    pts = [(rng.randint(-9, 9), rng.randint(-9, 9)) for _ in range(40)]
    for a in pts[:10]:
        for b in pts:
            for c in pts[:5]:
                assert hg.distance(a, c) <= hg.distance(a, b) + hg.distance(b, c)


@pytest.mark.parametrize("radius", [0, 1, 2, 3, 5])
def test_ring_spiral_within(radius):
    c = (1, -2)
    ring = hg.ring(c, radius)
    assert len(ring) == (1 if radius == 0 else 6 * radius)
    assert len(set(ring)) == len(ring)
    assert all(hg.distance(c, h) == radius for h in ring)
    # consecutive ring hexes touch
    if radius:
        for a, b in zip(ring, ring[1:] + ring[:1]):
            assert hg.distance(a, b) == 1
    spiral = hg.spiral(c, radius)
    area = 3 * radius * (radius + 1) + 1
    assert len(spiral) == len(set(spiral)) == area
    assert set(hg.within(c, radius)) == set(spiral)


def test_nineteen_hex_tile_rows():
    tile = hg.within((0, 0), 2)
    assert len(tile) == 19
    rows = {}
    for q, r in tile:
        rows[r] = rows.get(r, 0) + 1
    assert [rows[r] for r in sorted(rows)] == [3, 4, 5, 4, 3]


def test_path_length_with_blocking():
    blocked = {(1, 0), (1, -1), (0, 1)}
    passable = lambda h: h not in blocked and hg.distance(h, (0, 0)) <= 4  # noqa: E731
    assert hg.path_length((0, 0), (2, 0), lambda h: True) == 2
    # a wall forces a detour
    assert hg.path_length((0, 0), (2, -1), passable) == 4
    assert hg.path_length((0, 0), (1, 0), passable) is None  # target blocked
    assert hg.path_length((0, 0), (3, 0), passable, max_steps=2) is None
    walled = lambda h: h not in hg.ring((0, 0), 1)  # noqa: E731
    assert hg.path_length((0, 0), (3, 0), walled) is None
    d = hg.bfs_distances((0, 0), passable, max_steps=2)
    assert d[(0, 0)] == 0 and (1, 0) not in d and all(v <= 2 for v in d.values())


def test_rotations():
    h = (2, -1)
    r = h
    for _ in range(6):
        r = hg.rotate_left(r)
    assert r == h
    assert hg.rotate_left(hg.rotate_right(h)) == h
    assert hg.rotate_left((1, 0)) == hg.DIRECTIONS[1]


@pytest.mark.parametrize("pointy", [True, False])
def test_pixel_round_trip_and_picking(pointy):
    size = 30.0
    origin = (400.0, 300.0)
    for h in hg.within((0, 0), 6):
        x, y = hg.hex_to_pixel(h, size, pointy, origin)
        fq, fr = hg.pixel_to_fractional(x, y, size, pointy, origin)
        assert math.isclose(fq, h[0], abs_tol=1e-9) and math.isclose(fr, h[1], abs_tol=1e-9)
        assert hg.pixel_to_hex(x, y, size, pointy, origin) == h
        # points well inside the hex pick it: 0.8 of the inner radius in any direction
        inner = size * math.sqrt(3) / 2 * 0.8
        for k in range(12):
            a = math.radians(30 * k + 7)
            assert hg.pixel_to_hex(x + inner * math.cos(a), y + inner * math.sin(a), size, pointy, origin) == h


def test_neighbour_spacing_in_pixels():
    size = 10
    for pointy in (True, False):
        c = hg.hex_to_pixel((0, 0), size, pointy)
        for n in hg.neighbours((0, 0)):
            p = hg.hex_to_pixel(n, size, pointy)
            assert math.isclose(math.dist(c, p), size * math.sqrt(3))


def test_pick_off_board_gives_none():
    board = set(hg.within((0, 0), 2))
    x, y = hg.hex_to_pixel((5, 0), 20)
    assert hg.pick(x, y, 20, board) is None
    x, y = hg.hex_to_pixel((1, 1), 20)
    assert hg.pick(x, y, 20, board) == (1, 1)


def test_hex_round_picks_largest_error_component():
    assert hg.hex_round(0.4, 0.4) == (0, 1)
    assert hg.hex_round(0.1, -0.05) == (0, 0)
    assert hg.hex_round(2.6, -1.2) == (3, -1)
    assert hg.hex_round(-1.51, 0.49) == (-2, 1)


def test_corners_and_bounds():
    cs = hg.corners((0, 0), 10)
    assert len(cs) == 6
    assert all(math.isclose(math.hypot(x, y), 10) for x, y in cs)
    x0, y0, x1, y1 = hg.bounds([(0, 0)], 10)
    assert math.isclose(y1 - y0, 20) and math.isclose(x1 - x0, 10 * math.sqrt(3))


def test_line():
    assert hg.line((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    ln = hg.line((0, 0), (2, -4))
    assert len(ln) == 5 and all(hg.distance(a, b) == 1 for a, b in zip(ln, ln[1:]))


def test_super_hex_tiling_has_no_gaps_or_overlaps():
    cells = [(0, 0)] + [(a, b) for a, b in hg.ring((0, 0), 1)] + hg.ring((0, 0), 2)
    seen = set()
    for a, b in cells:
        tile = set(hg.iter_tile(a, b))
        assert len(tile) == 19
        assert not (tile & seen)
        seen |= tile
    # the 7 central tiles fill everything within distance 2 of the centre tile's border
    inner = set(hg.iter_tile(0, 0))
    for h in inner:
        for n in hg.neighbours(h):
            assert n in seen
    assert hg.tile_center(1, 0) == (5, -2)
    assert all(hg.distance((0, 0), hg.tile_center(a, b)) == 5 for a, b in hg.ring((0, 0), 1))


def test_connected_components():
    groups = hg.connected_components([(0, 0), (1, 0), (5, 5), (5, 6), (9, 9)])
    assert sorted(len(g) for g in groups) == [1, 2, 2]
