"""tools/probe_overrides.py: the override-quality probe finds where a bot's
choices differ from Normal's and scores each difference by paired playouts."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.ai import RandomBot, make_bot

TOOL = Path(__file__).resolve().parents[2] / "tools" / "probe_overrides.py"
GAME, OPTIONS = "star-traders", {"version": "super-nova"}  # the shortest game of the five


@pytest.fixture(scope="module")
def probe():
    spec = importlib.util.spec_from_file_location("probe_overrides_under_test", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def run(probe, other, seed=1):
    return probe.probe_game(GAME, 2, OPTIONS, seed, make_bot(GAME, "normal"), other, every=6, playouts=4)


@pytest.mark.slow
def test_random_moves_lose_win_share_and_the_probe_sees_it(probe):
    found = run(probe, RandomBot())
    assert len(found) >= 5
    assert sum(o.gain for o in found) < -0.5
    for o in found:
        assert o.base != o.hard
        assert -1.0 <= o.gain <= 1.0
        assert 1 <= o.index <= o.length
        assert o.index % 6 == 0
    assert {o.phase for o in found} == {0, 1, 2}


def test_the_same_bot_never_overrides(probe):
    assert run(probe, make_bot(GAME, "normal")) == []


@pytest.mark.slow
def test_a_probe_is_repeatable(probe):
    first, again = run(probe, RandomBot(), seed=2), run(probe, RandomBot(), seed=2)
    assert [(o.index, o.hard, o.gain) for o in first] == [(o.index, o.hard, o.gain) for o in again]


def test_phases_split_the_game_in_thirds(probe):
    def at(index, length=9):
        return probe.Override(1, index, length, 0, None, None, 0.5).phase

    assert [at(i) for i in range(1, 10)] == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    rows = probe.summarise([probe.Override(1, i, 9, 0, None, None, g) for i, g in ((1, 0.5), (2, -0.25), (9, 1.0))])
    assert [(name, n, total) for name, n, total, _ in rows] == [
        ("first third", 2, 0.25), ("middle third", 0, 0.0), ("last third", 1, 1.0)]


def test_settings_on_the_command_line_name_the_games_functions(probe):
    bot = probe.hard_bot("captain", 10, {"settle": "settle_far_from_end", "cut_turns": 2})
    from game.games.captain import bot as captain_bot

    assert bot.settings.settle is captain_bot.settle_far_from_end and bot.settings.cut_turns == 2
    assert probe.parse_value("none") is None and probe.parse_value("2") == 2 and probe.parse_value("0.5") == 0.5


@pytest.mark.slow
def test_any_bot_can_be_the_baseline_in_place_of_normal(probe):
    normal = make_bot(GAME, "normal")
    found = probe.probe_game(GAME, 2, OPTIONS, 1, normal, normal, every=6, playouts=4, base=RandomBot())
    assert len(found) >= 5 and sum(o.gain for o in found) > 0.5  # the mirror of the first test
    assert all(o.base != o.hard for o in found)


def test_against_settings_need_a_budget_and_name_a_field(probe, capsys):
    for argv in (["captain", "--against-set", "cut_turns=2"],
                 ["captain", "--against-iterations", "10", "--against-set", "nonsense=1"],
                 ["captain", "--against-iterations", "10", "--against-hook", "nonsense=1"]):  # the old flag's name
        with pytest.raises(SystemExit):
            probe.main(argv)
        assert "--against-set" in capsys.readouterr().err
