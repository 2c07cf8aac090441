"""Issue 43 item 13: the limits of saves and of the stall guard come from
what each game can reach, so every game the rules let finish can be
simulated to its end, saved and opened again."""
from __future__ import annotations

import random

import pytest

from game import persist, save_format
from game.games import all_specs
from game.session import Match, Seat
from game.simulate import play_game

BLACK_HOLE = {"version": "black-hole"}


def random_game(game_id: str, players: int, seed: int, options=None) -> Match:
    match = Match(game_id, [Seat(f"P{i + 1}", "random", i) for i in range(players)], seed, options)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.slow
def test_a_six_trader_black_hole_game_of_random_players_is_not_reported_as_stalled():
    result = play_game("star-traders", ["random"] * 6, 8, BLACK_HOLE, check_invariants=False)
    assert result.decisions > 20_000  # the old guard's limit: this game is really that long


@pytest.mark.slow
def test_a_six_trader_black_hole_game_saves_and_opens_again():
    match = random_game("star-traders", 6, 8, BLACK_HOLE)
    assert match.state.is_over and len(match.steps) > 20_000
    path = persist.write_save(match, "long game")
    info = persist.read_save(path)
    assert info.error == ""
    assert len(info.match.steps) == len(match.steps) and info.match.state.is_over


def test_every_game_declares_a_limit_within_what_a_save_can_hold():
    for spec in all_specs():
        assert 0 < spec.max_decisions <= save_format.MAX_ACTIONS, spec.id
        assert save_format.action_limit(spec.id) == spec.max_decisions


def test_a_save_longer_than_its_game_can_be_is_refused_naming_that_game():
    from game.session import SaveError

    match = Match("cartel", [Seat("A", "human"), Seat("B", "normal")], 1)
    record = match.to_json()
    limit = save_format.action_limit("cartel")
    record["actions"] = [{"type": "x"}] * (limit + 1)
    with pytest.raises(SaveError, match="more than a game of Cartel can have"):
        Match.from_json(record)
