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


def test_what_a_game_leaves_undeclared_has_its_default():
    """The toy declares none of the shared capabilities: the turn is the seat
    to act's, it counts no rounds, the chart follows the scores and the game
    is won on points (no story)."""
    from game.games import get_ruleset

    rs = get_ruleset("toy")
    s = rs.new_game(3, {}, 2)
    s.apply(s.legal_actions()[0])
    assert s.turn_owner() == s.to_act
    assert s.round_number() is None
    assert s.progress() == tuple(sc.total for sc in sorted(s.scores(), key=lambda sc: sc.seat))
    assert s.win_story(str) == []
    assert rs.progress_label == "Points" and rs.setup_note == ""
    assert not any(a.deliberate for a in s.legal_actions())
