"""The conformance suite itself, run on the toy games (so the foundation is
tested even before any real game exists): "toy" (hidden hands and draws) and
"toy-react" (reactions out of turn, resume points and deals)."""
import pytest

import tests.reaction_toy  # noqa: F401  (registers "toy-react")
import tests.toy_game  # noqa: F401  (registers "toy")
from tests.conformance import ALL_CHECKS

CASES = [(g, n) for g in ("toy", "toy-react") for n in (2, 3, 4)]


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("game_id,players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_toy_conformance(check, game_id, players):
    for seed in range(3):
        check(game_id, players, seed)
