"""The multi-hex move query (rules/paths.py): every path is legal step by
step, is as cheap as any sequence of legal moves, and names its cost."""
from __future__ import annotations

import random

import pytest

from game.games.captain.rules import actions as A
from tests.games.captain.helpers import fresh, give_turn, outside, park_others, place


def _bfs_fewest_moves(state) -> dict:
    """Reference: breadth-first over whole states and legal Moves only, with
    no pruning by hex (a hex may be reached again with another budget)."""
    start = state.players[state.current].pos
    best: dict = {}
    frontier = [state]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for st in frontier:
            for m in st.legal_actions():
                if type(m) is not A.Move:
                    continue
                probe = st.clone()
                probe.apply(m)
                h = (m.q, m.r)
                if h != start and h not in best:
                    best[h] = depth
                nxt.append(probe)
        frontier = nxt
    return best


def _check_path(state, h, path):
    probe = state.clone()
    free0, acts0 = probe.free_moves, probe.actions
    for m in path.moves:
        assert m in probe.legal_actions(), f"step {m} of the path to {h} is not legal"
        probe.apply(m)
    assert probe.players[probe.current].pos == h
    assert (free0 - probe.free_moves, acts0 - probe.actions) == (path.free, path.actions)


def test_a_far_hex_is_reached_by_legal_steps_at_the_least_cost():
    s = give_turn(fresh(3, seed=4), 0, actions=3, free_moves=1)
    park_others(s, 0)
    paths = s.reachable()
    ref = _bfs_fewest_moves(s)
    assert set(paths) == set(ref)
    assert max(p.steps for p in paths.values()) == 4
    for h, p in paths.items():
        assert p.steps == ref[h]
        _check_path(s, h, p)


def test_free_moves_are_spent_first_and_the_cost_says_so():
    s = give_turn(fresh(3, seed=2), 0, actions=4, free_moves=2)
    park_others(s, 0)
    far = [p for p in s.reachable().values() if p.steps == 3]
    assert far
    p = far[0]
    assert (p.free, p.actions) == (2, 1)
    assert p.cost_text() == "1 action and 2 free moves"
    assert s.path_to(s.players[0].pos) is None


@pytest.mark.parametrize("seed", range(6))
def test_paths_with_other_ships_storms_and_attacks_match_a_full_search(seed):
    rng = random.Random(seed)
    players = rng.choice((3, 4, 5, 6))
    s = fresh(players, seed=seed)
    hexes = sorted(h for h in s.board.hexes if outside(s, h))
    give_turn(s, 0, actions=rng.randint(1, 4), free_moves=rng.randint(0, 2))
    place(s, 0, rng.choice(hexes))
    for i in range(1, players):  # other ships close by, some in the way
        near = s.board.ball(s.players[0].pos, 3)
        place(s, i, rng.choice(near))
    if seed % 3 == 1:
        s.attacked = True  # no entering Federation space
    if seed % 3 == 2:
        storm = next(c.index for c in s.content.events if c.effect == "ion_storm")
        s.event = storm  # moves cost two actions
    s._legal = None
    paths = s.reachable()
    ref = _bfs_fewest_moves(s)
    assert set(paths) == set(ref)
    for h, p in paths.items():
        assert p.steps == ref[h]
        _check_path(s, h, p)


def test_no_paths_outside_the_main_phase():
    s = give_turn(fresh(3, seed=1), 0)
    s.mode = "shop"
    assert s.reachable() == {}

