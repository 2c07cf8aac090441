"""The shared conformance suite on the Cartel ruleset, run explicitly while
the game's SPEC is not yet playable (tests/test_conformance.py then picks it
up by itself)."""
import pytest

import game.games.cartel.rules  # noqa: F401  (registers "cartel")
from tests.conformance import ALL_CHECKS


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_cartel_conformance(check, players):
    for seed in range(1, 7):
        check("cartel", players, seed)
