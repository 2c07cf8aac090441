"""The facts the Captain rules expose for the table (so the table does not
work them out again): route gems, moves left, pending damage."""
from __future__ import annotations

import random

import pytest

from game.games.captain.rules import actions as A
from game.games.captain.rules.routes import valid_gems
from tests.games.captain.helpers import fresh, give_turn


def _states(seed: int, players: int = 4, steps: int = 600):
    st = fresh(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.is_over:
            return
        yield st
        legal = st.legal_actions()
        # lean towards building things so gems and routes appear
        builders = [a for a in legal if isinstance(a, (A.PlaceGem, A.Build))]
        st.apply(rng.choice(builders) if builders and rng.random() < 0.7 else rng.choice(legal))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_route_gems_agree_with_route_scoring(seed):
    seen_complete = False
    for st in _states(seed):
        gems = st.route_gems()
        assert set(gems) == set(st.gems)
        for seat in range(st.num_players):
            mine = {h for h, o in st.gems.items() if o == seat}
            valid = valid_gems(mine, set(st.owned_settlements(seat)))
            assert {h for h, g in gems.items() if g[0] == seat and g[1]} == valid
            paying = sum(1 for g in gems.values() if g[0] == seat and g[2])
            assert paying == st.route_value(seat)[0]
            seen_complete |= paying > 0
    assert seen_complete or seed != 1  # the first game does build a complete route


def test_moves_left_counts_free_moves_then_actions_at_the_move_cost():
    st = give_turn(fresh(3, 1), 0, actions=3, free_moves=2)
    assert st.moves_left() == 2 + 3 // st.move_cost()
    st = give_turn(fresh(3, 1), 0, actions=0, free_moves=0)
    assert st.moves_left() == 0
    assert not [a for a in st.legal_actions() if isinstance(a, A.Move)]


def test_pending_damage_is_the_hit_waiting_for_a_deflect_choice():
    st = give_turn(fresh(3, 1), 0)
    assert st.pending_damage() == 0
    st.pending = (0, 1, 3)
    assert st.pending_damage() == 3
