"""Headless games play as the table does: bots open talks out of turn through
the one path the table's Talks part takes (game/ai/out_of_turn.py), and a
timed game's log records a forced move as forced, not with the search counts
of the decision before it."""
from __future__ import annotations

import random

import game.games.star_traders.rules  # noqa: F401  (registers "star-traders")
import tests.ai.toygame  # noqa: F401
from game.ai import make_bot
from game.ai.out_of_turn import bot_interjection, first_interjection, interjection_rng
from game.ai.search import SearchBot
from game.games import get_ruleset
from game.games.star_traders import talks_policy
from game.session import Match, Seat
from game.simulate import play_game
from game.tournament import run_tournament
from tests.ai.toygame import GAME_ID as TOY

FAMILY = {"version": "family"}


def test_a_simulated_star_traders_game_opens_talks_out_of_turn_and_replays_as_a_match():
    result = play_game("star-traders", ["normal"] * 3, 3, FAMILY)
    out_of_turn = [a for a in result.actions if a.out_of_turn]
    assert result.interjections == len(out_of_turn) > 0
    match = Match("star-traders", [Seat(f"P{i + 1}", "normal") for i in range(3)], 3, FAMILY)
    match._replay([a.to_json() for a in result.actions])
    assert match.state.is_over and match.state.winners() == result.winners
    assert all(step.seat == step.action.seat for step in match.steps if step.action.out_of_turn)


def test_without_out_of_turn_the_same_deal_opens_no_talks():
    result = play_game("star-traders", ["normal"] * 3, 3, FAMILY, out_of_turn=False)
    assert result.interjections == 0 and not any(a.out_of_turn for a in result.actions)


def test_each_interjection_is_the_one_the_table_would_take_at_that_step():
    """Replaying a simulated game, at every step the shared question with the
    table's arguments (its hook, every seat a bot) gives what the game took."""
    result = play_game("star-traders", ["normal"] * 3, 3, FAMILY)
    ruleset = get_ruleset("star-traders")
    state = ruleset.new_game(3, ruleset.resolve_options(FAMILY), 3)
    for steps, action in enumerate(result.actions):
        asked = first_interjection("star-traders", state, 3, steps,
                                   lambda seat, rng: bot_interjection("star-traders", state, seat, rng),
                                   is_bot=lambda seat: True)
        assert (asked == action) if action.out_of_turn else asked is None
        state.apply(action)


def test_a_seat_a_person_plays_is_never_asked(monkeypatch):
    monkeypatch.setattr(talks_policy, "OFF_TURN_CHANCE", 1.0)
    monkeypatch.setattr(talks_policy, "plan", lambda state, seat, partner: ("an offer",))
    ruleset = get_ruleset("star-traders")
    state = ruleset.new_game(3, ruleset.resolve_options({**FAMILY, "first_player": "player 1"}), 5)
    while state.setup_queue:
        state.apply(state.legal_actions()[0])
    assert state.to_act == 0
    assert first_interjection("star-traders", state, 5, 9).seat == 1  # the next seat in turn order first
    assert first_interjection("star-traders", state, 5, 9, is_bot=lambda seat: seat != 1).seat == 2
    assert interjection_rng(5, 9, 1).random() == random.Random("5:9:1").random()


def test_a_game_without_talks_any_time_is_never_asked():
    state = get_ruleset(TOY).new_game(2, {}, 1)
    asked = []
    assert first_interjection(TOY, state, 1, 0, lambda seat, rng: asked.append(seat)) is None and not asked


def test_a_forced_move_is_logged_as_forced_without_the_last_search_counts():
    bots = [SearchBot(TOY, seconds=None, iterations=7), make_bot(TOY, "normal")]
    result = play_game(TOY, ["hard", "normal"], 4, time_decisions=True, bots=bots)
    state = get_ruleset(TOY).new_game(2, {}, 4)
    hard_forced = 0
    for d, action in zip(result.decision_log, result.actions):
        forced = len(state.legal_actions()) == 1
        assert d.forced == forced
        if d.seat == 0:
            assert (d.iterations is None) if forced else d.iterations == 7
            hard_forced += forced
        state.apply(action)
    assert hard_forced > 0


def test_the_tournament_counts_only_searched_decisions_as_iterations():
    result = run_tournament(TOY, ["hard", "normal"], 2, seed=4, hard_iterations=7)
    its = result.stats["hard"].iterations
    assert its and set(its) == {7}
    assert len(its) < len(result.stats["hard"].times)  # forced moves are timed but searched nothing
