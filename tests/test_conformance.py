"""Every registered ruleset passes the shared conformance suite at every
player count it supports.  The fast tier keeps each game's smallest table
(Star Traders' too long for it: its rules tests stay fast); the other player
counts are marked slow."""
import pytest

from game.games import all_rulesets
from tests.conformance import ALL_CHECKS

# Star Traders' random games run to the 150-round cap (about 4,000 decisions
# at two traders, 27,000 at six): one game per player count is plenty.
SEEDS = {"star-traders": (1,)}
SLOW_GAMES = {"star-traders"}
CASES = [
    pytest.param(r.id, n, marks=() if n == r.min_players and r.id not in SLOW_GAMES else pytest.mark.slow, id=f"{r.id}-{n}p")
    for r in all_rulesets() for n in range(r.min_players, r.max_players + 1)
]


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("game_id,players", CASES)
def test_conformance(check, game_id, players):
    for seed in SEEDS.get(game_id, (1, 2)):
        check(game_id, players, seed)
