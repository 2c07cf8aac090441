"""The city's geometry kept cell by cell (city.grow) is the one found anew
from every road and building (city.compute), through whole random games."""
import random

import pytest

from game.games.cartel.rules import RULESET, city


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 8)])
def test_grown_geometry_matches_a_fresh_one(players, seed):
    rng = random.Random(seed)
    s = RULESET.new_game(players, {}, seed)
    fills = 0
    while not s.is_over:
        cells = len(s.roads) + len(s.buildings)
        s.apply(rng.choice(s.legal_actions()))
        fresh = city.compute(s.roads, s.buildings)
        kept = s.geometry()
        assert kept == fresh
        assert kept.targets == fresh.targets
        assert (kept.faced, kept.sidewalk) == (fresh.faced, fresh.sidewalk)
        fills += len(s.roads) + len(s.buildings) - cells
    assert fills > 5


def test_a_corner_road_between_two_buildings_joins_them():
    roads = {(0, 0): ("straight", 1, frozenset({1, 3})), (1, 0): ("straight", 1, frozenset({1, 3}))}
    buildings = {}
    geo = city.compute(roads, buildings)
    for cell, piece in (((2, 0), ("corner", 0, frozenset({0, 3}))), ((3, 0), ("toptech",)), ((2, 1), ("groundhog",))):
        if len(piece) == 3:  # exits N and W: the corner's outer cells are east and south of it
            roads[cell] = piece
        else:
            buildings[cell] = piece
        geo = city.grow(geo, roads, buildings, cell)
        assert geo == city.compute(roads, buildings)
    assert frozenset({(3, 0), (2, 1)}) in geo.corner_pairs
    assert (2, 1) in geo.adjacent[(3, 0)]


@pytest.mark.parametrize("players,seed", [(2, 4), (4, 9)])
def test_kept_build_costs_match_the_buildings(players, seed):
    rng = random.Random(seed)
    s = RULESET.new_game(players, {}, seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        want = [(cell, s.build_cost("anniewares", cell), s.build_cost("security", cell)) for cell in sorted(s.buildings)]
        assert s.build_costs() == want


def _costs_found_anew(state) -> list:
    return [(cell, state.build_cost("anniewares", cell), state.build_cost("security", cell))
            for cell in sorted(state.buildings)]


def test_a_clone_and_its_original_keep_their_own_build_costs():
    """The cost rows are changed in place, so neither a clone nor its original may see the other's moves."""
    rng = random.Random(6)
    s = RULESET.new_game(2, {}, 6)
    while not s.is_over:
        s.build_costs()
        c = s.clone()
        before = _costs_found_anew(c)
        s.apply(rng.choice(s.legal_actions()))
        assert c.build_costs() == before
        assert s.build_costs() == _costs_found_anew(s)
        if not c.is_over:
            c.apply(rng.choice(c.legal_actions()))
            assert c.build_costs() == _costs_found_anew(c)
            assert s.build_costs() == _costs_found_anew(s)
