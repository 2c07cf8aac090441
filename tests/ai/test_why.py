"""Why did the bot do that (game/ai/why.py): for a bot's move in every game,
a reason and a different move passed over, worked out from the mover's view
only (a twin state that differs only in what the mover cannot see gives the
same answer), and, shown to a person at another seat, nothing that person
cannot see either."""
from __future__ import annotations

import math

import pytest

from game.ai import decide, make_bot
from game.ai.why import (FROM_HIDDEN, HIDDEN_CHOICES, ONLY_CHOICE, explain_as_seen_by, explain_move, planned_gain,
                         third_person)
from game.games import all_rulesets, get_ruleset
from game.rules.core import seat_rng

SEED = 23
BUDGET = {"iterations": 6, "samples": 2}
GAMES = [rs.id for rs in all_rulesets()]


def bot_move(game_id: str, skip: int = 8):
    """(state before, the Normal bot's move, decision index) at the first
    decision after `skip` with a choice and something hidden from the mover."""
    rs = get_ruleset(game_id)
    state = rs.new_game(rs.min_players, rs.resolve_options({}), SEED)
    bot = make_bot(game_id, "normal")
    i = 0
    while True:
        move = decide(state, bot, SEED, i)
        if i >= skip and len(state.legal_actions()) > 1 and twin(state, state.to_act, i) is not None:
            return state, move, i
        state.apply(move)
        i += 1


def twin(state, seat, i, move=None):
    """A true state with the same view for `seat` but different hidden parts
    (None when nothing is hidden from it now), where `move` is legal too."""
    for k in range(16):
        other = state.determinize(seat, seat_rng(SEED, "twin", seat, i, k))
        if other.fingerprint() != state.fingerprint() and (move is None or move in other.legal_actions()):
            assert other.view_for(seat) == state.view_for(seat)
            return other
    return None


def key(why):
    return (why.move, why.reason, why.alternative,
            *("nan" if math.isnan(c) else round(c, 9) for c in (why.move_chance, why.alternative_chance)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_move_has_a_reason_and_a_different_move_passed_over(game_id):
    state, move, i = bot_move(game_id)
    why = explain_move(state, move, game_id, SEED, i, **BUDGET)
    assert why.move == move and why.reason.strip() and why.reason not in (ONLY_CHOICE, HIDDEN_CHOICES)
    assert why.alternative is not None and why.alternative != move
    assert why.alternative in state.legal_actions()
    assert 0 <= why.move_chance <= 1 and 0 <= why.alternative_chance <= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_answer_reads_nothing_the_mover_could_not_see(game_id):
    state, move, i = bot_move(game_id)
    other = twin(state, state.to_act, i)
    assert key(explain_move(other, move, game_id, SEED, i, **BUDGET)) == \
        key(explain_move(state, move, game_id, SEED, i, **BUDGET))


@pytest.mark.parametrize("game_id", GAMES)
def test_shown_to_another_seat_the_answer_gives_away_nothing_of_the_movers(game_id):
    state, move, i = bot_move(game_id)
    viewer = (state.to_act + 1) % state.num_players
    seen = explain_as_seen_by(state, move, game_id, SEED, i, viewer, **BUDGET)
    assert seen.move == move and seen.reason.strip() and seen.alternative != move
    other = twin(state, viewer, i, move)  # the same view for the viewer, the mover's secrets changed
    assert other is not None
    assert key(explain_as_seen_by(other, move, game_id, SEED, i, viewer, **BUDGET)) == key(seen)


def test_a_reason_never_names_a_luck_card_another_trader_holds():
    from game.games.star_traders.rules.luck_actions import luck_of

    state, move, i = bot_move("star-traders", skip=20)
    seat = state.to_act
    own = {luck_of(c).name for c in state.hands[seat]}
    theirs = {luck_of(c).name for s, hand in enumerate(state.hands) if s != seat for c in hand} - own
    why = explain_move(state, move, "star-traders", SEED, i, **BUDGET)
    text = " ".join([why.reason, why.alternative.label() if why.alternative else ""])
    assert theirs and not any(name in text for name in theirs)


def test_a_move_only_the_mover_could_make_is_not_explained_to_the_others():
    class Hand:
        """The mover plays a card the viewer's worlds never give it."""

        to_act, num_players = 1, 2

        def legal_actions(self):
            return ["secret card", "pass"]

        def determinize(self, seat, rng):
            world = Hand()
            world.legal_actions = lambda: ["pass", "other"]
            return world

    why = explain_as_seen_by(Hand(), "secret card", "star-cargo", SEED, 0, viewer=0, **BUDGET)
    assert why.reason == FROM_HIDDEN and why.alternative is None


def test_the_hints_words_are_said_of_the_bot():
    assert third_person("Saffron buys hearts: sell your ten of hearts there") == \
        "Saffron buys hearts: sell its ten of hearts there"
    assert third_person("this turn you would build a settlement") == "this turn it would build a settlement"
    assert third_person("young traders") == "young traders" and third_person(None) is None


def test_without_a_reason_of_its_own_the_game_gets_what_the_turn_adds_to_its_progress():
    rs = get_ruleset("cartel")
    state = rs.new_game(2, rs.resolve_options({}), 9)
    move = decide(state, make_bot("cartel", "normal"), 9, 0)
    world = state.determinize(state.to_act, seat_rng(9, "test"))
    assert planned_gain(world, move, "cartel") == "with the rest of its turn as it plans it, it gains 4 points"
    assert world.progress() == state.progress()  # the plan is played on a copy
