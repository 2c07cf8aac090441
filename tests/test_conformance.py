"""Every registered ruleset passes the shared conformance suite at every
player count it supports."""
import pytest

from game.games import all_rulesets
from tests.conformance import ALL_CHECKS

CASES = [(r.id, n) for r in all_rulesets() for n in range(r.min_players, r.max_players + 1)]


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("game_id,players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_conformance(check, game_id, players):
    for seed in (1, 2):
        check(game_id, players, seed)
