"""Every level plays complete games of every game (hard with a tiny budget)."""
import pytest

import tests.ai.toygame  # noqa: F401
from game.ai import LEVELS
from game.ai.search import set_hard_budget
from game.games import all_rulesets
from game.simulate import play_game
from tests.ai.toygame import GAME_ID as TOY

GAMES = [TOY] + [r.id for r in all_rulesets()]


@pytest.fixture
def tiny_hard():
    old = set_hard_budget(None, 6)
    yield
    set_hard_budget(**old)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_completes_a_game(game_id, tiny_hard):
    from game.games import get_ruleset

    ruleset = get_ruleset(game_id)
    n = max(ruleset.min_players, min(len(LEVELS), ruleset.max_players))
    seats = [LEVELS[i % len(LEVELS)] for i in range(n)]
    result = play_game(game_id, seats, seed=1)
    assert result.winners
    if n < len(LEVELS):  # the levels that did not fit play a second game
        rest = [LEVELS[(n + i) % len(LEVELS)] for i in range(n)]
        assert play_game(game_id, rest, seed=2).winners
