"""The shared conformance suite on the Cartel ruleset over more seeds than
tests/test_conformance.py runs for every game (hidden hands, shown hands,
reactions out of turn and reshuffles need long random games to turn up)."""
import pytest

import game.games.cartel.rules  # noqa: F401  (registers "cartel")
from tests.conformance import ALL_CHECKS

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_cartel_conformance(check, players):
    for seed in range(1, 7):
        check("cartel", players, seed)
