"""Every level plays complete games of every game (the search levels with a
tiny budget), and the Expert level is accepted end to end: make_bot, its
budget and settings, saves, the stats record, the tournament flags and the
worker's cancel."""
import argparse
import random
from dataclasses import replace

import pytest

import tests.ai.toygame  # noqa: F401
from game.ai import LEVELS, SEARCH_LEVELS, decide, make_bot
from game.ai import search
from game.ai.search import (EXPERT_SECONDS, HARD_SECONDS, SearchBot, set_expert_budget, set_hard_budget,
                            settings_for, think_seconds)
from game.ai.settings import BotSettings, SearchSettings
from game.games import all_rulesets, get_ruleset
from game.simulate import play_game
from tests.ai.toygame import GAME_ID as TOY

GAMES = [TOY] + [r.id for r in all_rulesets()]
REAL = [r.id for r in all_rulesets()]


@pytest.fixture
def tiny_search():
    old_hard, old_expert = set_hard_budget(None, 6), set_expert_budget(None, 8)
    yield
    set_hard_budget(**old_hard)
    set_expert_budget(**old_expert)


def level_tables(n: int) -> list:
    """Tables of n seats that seat every level at least once."""
    tables, start = [], 0
    while start < len(LEVELS):
        tables.append([LEVELS[(start + i) % len(LEVELS)] for i in range(n)])
        start += n
    return tables


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_completes_a_game(game_id, tiny_search):
    ruleset = get_ruleset(game_id)
    n = max(ruleset.min_players, min(len(LEVELS), ruleset.max_players))
    tables = level_tables(n)
    assert {lv for t in tables for lv in t} == set(LEVELS)
    for seed, seats in enumerate(tables, start=1):
        assert play_game(game_id, seats, seed=seed).winners


# ---------------------------------------------------------------- expert


def test_expert_is_the_strongest_level_and_a_search_level():
    assert LEVELS[-2:] == ("hard", "expert")
    assert SEARCH_LEVELS == ("hard", "expert")


@pytest.mark.parametrize("game_id", GAMES)
def test_expert_searches_longer_than_hard(game_id):
    hard, expert = make_bot(game_id, "hard"), make_bot(game_id, "expert")
    assert isinstance(hard, SearchBot) and isinstance(expert, SearchBot)
    assert expert.seconds == EXPERT_SECONDS > HARD_SECONDS == hard.seconds
    assert think_seconds("expert") > think_seconds("hard") and think_seconds("normal") is None
    # each level searches with what the game declares for it
    assert hard.settings == settings_for(game_id, "hard")
    assert expert.settings == settings_for(game_id, "expert")
    if hard.settings.max_rollouts is not None:  # Expert really searches longer
        assert expert.settings.max_rollouts is None or expert.settings.max_rollouts > hard.settings.max_rollouts


def test_expert_budget_follows_set_expert_budget_and_leaves_hard_alone():
    old = set_expert_budget(None, 23)
    try:
        bot = make_bot(TOY, "expert")
        assert bot.iterations == 23 and bot.seconds is None
        assert make_bot(TOY, "hard").seconds == HARD_SECONDS
    finally:
        set_expert_budget(**old)
    assert make_bot(TOY, "expert").seconds == EXPERT_SECONDS


def test_a_stop_request_reaches_the_searching_levels_and_only_their_stats_are_read():
    """The worker hands make_bot its stop flag; a search stopped before it
    starts still answers with a legal move, and only a searching bot has
    search stats (simulate and tournaments log them)."""
    from game.ai import search_stats

    state = get_ruleset(TOY).new_game(2, {}, 1)
    for level in SEARCH_LEVELS:
        bot = make_bot(TOY, level, should_stop=lambda: True)
        assert bot.choose(state, state.to_act, random.Random(0)) in state.legal_actions()
        assert search_stats(bot).stopped_by == "cancelled" and search_stats(bot).iterations == 0
    for level in ("random", "easy", "normal"):
        bot = make_bot(TOY, level, should_stop=lambda: True)
        bot.choose(state, state.to_act, random.Random(0))
        assert search_stats(bot) is None


@pytest.mark.parametrize("game_id", REAL)
def test_every_game_declares_its_levels_in_one_record(game_id):
    """A game's bot module declares its bots in BOT_SETTINGS: the heuristic
    behind Easy and Normal, Easy's blunder rate, and the search settings of
    Hard and Expert (and of hints, Hard's unless set)."""
    from game.ai import bot_settings, heuristic_factory

    declared = bot_settings(game_id)
    assert isinstance(declared, BotSettings)
    assert isinstance(declared.hard, SearchSettings) and isinstance(declared.expert, SearchSettings)
    assert heuristic_factory(game_id) is declared.heuristic
    assert make_bot(game_id, "easy").blunder == declared.easy_blunder
    assert settings_for(game_id) == (declared.search or declared.hard)


def test_a_games_declared_levels_drive_the_bots_and_the_tournament(monkeypatch):
    """Replacing a game's BOT_SETTINGS changes what make_bot and the
    tournament build, and nothing reads the bot module besides it."""
    from game.ai import bot_module
    from game.tournament import make_level_bot, rollout_cap_notes

    game_id = "cartel"
    module = bot_module(game_id)
    declared = module.BOT_SETTINGS
    hard = replace(declared.hard, max_rollouts=5)
    expert = replace(declared.expert, cut_turns=5)
    monkeypatch.setattr(module, "BOT_SETTINGS", replace(declared, hard=hard, expert=expert, search=declared.hard))
    assert make_bot(game_id, "hard").settings == hard
    assert make_level_bot(game_id, "hard", hard_iterations=50).settings == hard
    assert any("Hard stops at 5 rollouts" in n for n in rollout_cap_notes(game_id, ["hard"], 50, None))
    assert make_bot(game_id, "expert").settings == expert
    assert settings_for(game_id) == declared.hard  # hints and analysis: the declared `search`


def test_a_bot_module_without_a_settings_record_is_an_error(monkeypatch):
    from game.ai import bot_module, bot_settings

    monkeypatch.setattr(bot_module("cartel"), "BOT_SETTINGS", {"hard": None})
    with pytest.raises(TypeError, match="BOT_SETTINGS"):
        bot_settings("cartel")


@pytest.mark.slow
def test_expert_never_reads_hidden_state():
    """Same view for the seat, other hidden cards and deck order: the same
    choice, in the toy game and in a real game (Cartel's Expert has the
    fresh-worlds check, which draws worlds of its own)."""
    from tests.ai.test_search import decision_points

    assert settings_for("cartel", "expert").confirm > 0

    old = set_expert_budget(None, 40)
    try:
        for game_id in (TOY, "cartel"):
            players = get_ruleset(game_id).min_players
            points = decision_points(game_id, players, 3, want=3)
            assert points
            for i, state in points:
                seat = state.to_act
                altered = state.determinize(seat, random.Random(999 + i))
                assert altered.view_for(seat) == state.view_for(seat)
                # handed the true state (not a sample) the search must still see only the seat's view
                a = make_bot(game_id, "expert").choose(state, seat, random.Random(i))
                b = make_bot(game_id, "expert").choose(altered, seat, random.Random(i))
                assert a == b, f"{game_id}: expert's choice at decision {i} depends on hidden information"
                assert decide(state, make_bot(game_id, "expert"), 7, i) == decide(altered, make_bot(game_id, "expert"), 7, i)
    finally:
        set_expert_budget(**old)


# ---------------------------------------------------------------- where a level is accepted


def test_a_save_with_an_expert_seat_round_trips():
    from game.session import Match, Seat

    match = Match(TOY, [Seat("A", "human"), Seat("B", "expert"), Seat("C", "hard")], 11)
    match.apply(match.state.legal_actions()[0])
    again = Match.loads(match.dumps())
    assert [s.kind for s in again.seats] == ["human", "expert", "hard"]
    assert len(again.steps) == 1


def test_stats_record_an_expert_table_under_expert():
    from types import SimpleNamespace

    from game import stats
    from game.rules.core import Score
    from game.session import Seat

    class Over:
        is_over = True

        def winners(self):
            return [0]

        def scores(self):
            return [Score(seat=0, total=9), Score(seat=1, total=4), Score(seat=2, total=3)]

    seats = [Seat("P", "human", 0), Seat("H", "hard", 1), Seat("E", "expert", 2)]
    assert stats.level_of(seats) == "expert"
    assert stats.record_finished(SimpleNamespace(game_id="star-cargo", seats=seats, state=Over())) == ""
    rec, notice = stats.load()
    assert notice == "" and rec.games["star-cargo"]["expert"].wins == 1
    assert [lv for _, lv, _ in rec.rows()] == ["expert"]


def test_tournament_gives_expert_three_times_hards_iterations_unless_told(capsys, monkeypatch):
    from game.tournament import add_arguments, cmd_tournament, expert_budget

    def ns(*flags):
        return add_arguments(argparse.ArgumentParser()).parse_args([TOY, "--seats", "expert,hard", *flags])

    assert expert_budget(ns("--hard-iterations", "7")) == (None, search.EXPERT_SCALE * 7)
    assert expert_budget(ns("--hard-seconds", "0.5")) == (search.EXPERT_SCALE * 0.5, None)
    assert expert_budget(ns("--hard-iterations", "7", "--expert-iterations", "9")) == (None, 9)
    assert expert_budget(ns()) == (EXPERT_SECONDS, None)
    budgets = set()
    real = SearchBot.choose

    def spy(self, state, seat, rng):
        budgets.add((self.seconds, self.iterations))
        return real(self, state, seat, rng)

    monkeypatch.setattr(SearchBot, "choose", spy)
    args = ns("--games", "2", "--hard-iterations", "4")
    assert cmd_tournament(args) == 0
    assert budgets == {(None, 4), (None, 4 * search.EXPERT_SCALE)}
    assert "expert finished above hard in" in capsys.readouterr().out
    assert make_bot(TOY, "expert").seconds == EXPERT_SECONDS  # the tournament put the app's budget back


def test_command_line_accepts_expert_seats():
    from game.cli import _seats, build_parser

    args = build_parser().parse_args(["tournament", TOY, "--seats", "expert,hard", "--expert-iterations", "5"])
    assert args.expert_iterations == 5
    assert _seats("human,expert", None, "normal", 2) == ["human", "expert"]
    assert _seats("expert,normal", None, "normal", 2, allowed=LEVELS) == ["expert", "normal"]


@pytest.mark.slow
@pytest.mark.parametrize("use_process", [True, False])
def test_worker_cancels_an_expert_search(use_process):
    """An Expert search with an endless budget stops at the cancel (it checks
    the flag every rollout), and the worker answers the next request."""
    from game.ai.worker import BotWorker, decide_for_record
    from game.session import Match, Seat

    match = Match(TOY, [Seat("A", "expert"), Seat("B", "normal")], 4)
    record = match.to_json()
    w = BotWorker(use_process=use_process, preload=("tests.ai.toygame", "tests.ai.endless_expert"),
                  kill_after=600.0)
    old = set_expert_budget(None, 10 ** 9)  # for the thread; the child sets its own (tests/ai/endless_expert.py)
    try:
        w.request(record, "expert")
        assert w.busy
        w.cancel()
        assert not w.busy and w.poll() is None
        if not use_process:
            w._thread.join(timeout=120)
            assert not w._thread.is_alive(), "the cancelled Expert search kept running"
        w.request(record, "normal")
        assert w.wait(120) == decide_for_record(record, "normal")
        assert w.restarts == 0  # stopped by the flag, not by killing the child
    finally:
        set_expert_budget(**old)
        w.close()


def test_a_game_may_set_easys_blunder_rate():
    from game.ai import EASY_BLUNDER, NoisyBot, make_bot

    assert isinstance(make_bot("star-cartel", "easy"), NoisyBot)
    assert make_bot("star-cartel", "easy").blunder == 0.2 < EASY_BLUNDER
    assert make_bot("star-cargo", "easy").blunder == 0.1
    assert make_bot("cartel", "easy").blunder == EASY_BLUNDER
