"""The conformance suite itself, run on the toy game (so the foundation is
tested even before any real game exists)."""
import pytest

import tests.toy_game  # noqa: F401  (registers "toy")
from tests.conformance import ALL_CHECKS


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_conformance(check, players):
    for seed in range(3):
        check("toy", players, seed)
