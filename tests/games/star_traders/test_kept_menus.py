"""The legal lists the state keeps between decisions (the turn's menu over
talks that moved nothing, the deal menus' answers over those talks) are the lists
built afresh: same actions, same order, at every decision of random games,
and in determinized copies too."""
import random

import pytest

from game.games.star_traders.rules import RULESET


def fresh_menu(state) -> list:
    twin = state.clone()
    twin._legal = None
    twin._turn_kept = None
    twin.kept_memo = None
    return twin.legal_actions()


@pytest.mark.parametrize("version, players, seed", [("imperial", 6, 1), ("imperial", 3, 2), ("family", 4, 3),
                                                     ("nova", 2, 4), ("black-hole", 5, 5)])
def test_kept_menus_equal_fresh_ones(version, players, seed):
    state = RULESET.new_game(players, RULESET.resolve_options({"version": version}), seed)
    rng = random.Random(seed)
    for n in range(1200):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal == fresh_menu(state), f"decision {n}: a kept menu differs from a fresh one"
        if n % 7 == 0 and state.to_act is not None:
            copy = state.determinize(state.to_act, random.Random(n))
            assert copy.legal_actions() == fresh_menu(copy), f"decision {n}: a determinized copy's menu differs"
        state.apply(rng.choice(legal))
