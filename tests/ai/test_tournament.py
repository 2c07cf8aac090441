"""Tournament: rotation, statistics, output and exit codes."""
import argparse

import tests.ai.toygame  # noqa: F401
from game import tournament
from game.tournament import cmd_tournament, percentile, run_tournament, wilson
from tests.ai.toygame import GAME_ID as TOY


def test_wilson_interval():
    lo, hi = wilson(15, 20)
    assert 0.5 < lo < 0.75 < hi < 0.92
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and 0 < hi < 0.35
    assert percentile([3, 1, 2, 4], 0.5) == 2 and percentile([], 0.9) == 0.0


def test_rotation_gives_every_level_every_seat():
    result = run_tournament(TOY, ["hard", "normal", "random"], 6, seed=3, hard_iterations=5)
    assert result.games == 6 and not result.errors
    for st in result.stats.values():
        assert st.seat_games == 6
        assert st.times
    assert abs(sum(st.wins for st in result.stats.values()) - 6) < 1e-9
    # head to head: each ordered pair of levels meets once per game, and the
    # two directions of a pairing add up to the number of meetings
    for a, b in (("hard", "normal"), ("hard", "random"), ("normal", "random")):
        won_ab, n_ab = result.beats(a, b)
        won_ba, n_ba = result.beats(b, a)
        assert n_ab == n_ba == 6
        assert abs(won_ab + won_ba - 6) < 1e-9


def test_head_to_head_counts_every_pair_of_seats():
    """hard,normal,normal: per game the hard seat meets two normal seats."""
    result = run_tournament(TOY, ["hard", "normal", "normal"], 3, seed=2, hard_iterations=5)
    won, n = result.beats("hard", "normal")
    assert n == 6 and 0 <= won <= 6
    assert result.beats("normal", "normal") == (0.0, 0)
    text = tournament.format_result(result)
    assert "hard finished above normal in" in text


def tournament_args(*argv):
    """The flags as the command line parses them (cmd_tournament reads them all)."""
    return tournament.add_arguments(argparse.ArgumentParser()).parse_args(argv)


def test_cmd_tournament_prints_table(capsys):
    args = tournament_args(TOY, "--seats", "hard,normal", "--games", "4", "--hard-iterations", "5")
    assert cmd_tournament(args) == 0
    out = capsys.readouterr().out
    assert "game 4/4" in out and "hard" in out and "normal" in out and "95% interval" in out


def test_cmd_tournament_without_override_flags(capsys, monkeypatch):
    """Without --hard-* flags the budgets set in the search apply."""
    from game.ai import search

    old = search.set_hard_budget(None, 4)
    try:
        args = tournament_args(TOY, "--seats", "hard,easy", "--games", "2")
        assert cmd_tournament(args) == 0
    finally:
        search.set_hard_budget(**old)


def test_cmd_tournament_errors_exit_nonzero(capsys, monkeypatch):
    class Broken:
        def choose(self, state, seat, rng):
            raise RuntimeError("boom")

    real = tournament.make_level_bot
    monkeypatch.setattr(tournament, "make_level_bot",
                        lambda g, lv, *a: Broken() if lv == "random" else real(g, lv, *a))
    args = tournament_args(TOY, "--seats", "normal,random", "--games", "2")
    assert cmd_tournament(args) == 1
    assert "boom" in capsys.readouterr().err
    bad = tournament_args(TOY, "--seats", "normal,genius", "--games", "2")
    assert cmd_tournament(bad) == 2


def test_factories_seat_bots_that_are_not_levels():
    """run_tournament(factories=...) seats bots that are not levels (the
    scripted plans): a fresh one per game, counted and ranked like a level."""
    import pytest

    from game.ai import RandomBot

    made, calls = [], []

    class Counting(RandomBot):
        def choose(self, state, seat, rng):
            calls.append(seat)
            return super().choose(state, seat, rng)

    def factory():
        made.append(Counting())
        return made[-1]

    result = run_tournament(TOY, ["plan", "normal"], 4, seed=1, factories={"plan": factory})
    assert result.games == 4 and not result.errors
    assert len(made) == 4 and calls
    assert result.stats["plan"].seat_games == result.stats["normal"].seat_games == 4
    won, n = result.beats("normal", "plan")
    assert n == 4 and abs(won + result.beats("plan", "normal")[0] - 4) < 1e-9
    assert "normal finished above plan in" in tournament.format_result(result)
    with pytest.raises(ValueError, match="unknown level 'plan'"):
        run_tournament(TOY, ["plan", "normal"], 1)
    with pytest.raises(ValueError, match="name of a level"):
        run_tournament(TOY, ["normal", "normal"], 1, factories={"hard": factory})


def test_a_budget_above_the_settings_rollout_cap_is_named():
    """Star Cargo's Hard stops at 600 rollouts and its Expert at 1,800
    (max_rollouts); a bench asking for more is told, not silently capped."""
    from dataclasses import replace

    from game.ai.search import rollout_cap_note
    from game.ai.settings import SearchSettings

    capped = SearchSettings(max_rollouts=600)
    note = rollout_cap_note("Hard", 700, capped)
    assert note and "600" in note and "700" in note
    assert rollout_cap_note("Hard", 600, capped) is None
    assert rollout_cap_note("Hard", None, capped) is None
    assert rollout_cap_note("Hard", 10**6, replace(capped, max_rollouts=None)) is None

    notes = tournament.rollout_cap_notes("star-cargo", ["hard", "expert"], 700, 2100)
    assert len(notes) == 2 and "Hard" in notes[0] and "Expert" in notes[1] and "1800" in notes[1]
    assert tournament.rollout_cap_notes("star-cargo", ["hard", "normal"], 600, None) == []
    assert tournament.rollout_cap_notes("star-cargo", ["normal", "easy"], 10**6, 10**6) == []
