"""Bots deciding out of turn: reaction windows, answers to offers and deals
(toy-react, tests/reaction_toy.py), forced passes without search, and where
the search cuts a rollout begun in a window."""
import random

import pytest

import tests.reaction_toy as T
from game.ai import LEVELS, decide, forced_action, make_bot
from game.ai.search import SearchBot, set_expert_budget, set_hard_budget
from game.ai.settings import SearchSettings
from game.rules.pending import PASS
from game.simulate import play_game


@pytest.fixture
def tiny_hard():
    old, old_expert = set_hard_budget(None, 8), set_expert_budget(None, 8)
    yield
    set_hard_budget(**old)
    set_expert_budget(**old_expert)


def test_every_level_plays_toy_react_to_the_end(tiny_hard):
    for seed, seats in ((1, LEVELS[:4]), (2, LEVELS[-4:])):  # the toy seats at most 4
        result = play_game(T.GAME_ID, list(seats), seed=seed)
        assert result.winners


@pytest.mark.parametrize("settings", [SearchSettings(cut_turns=1), SearchSettings(rollout="random", depth=None)],
                         ids=["cut-at-next-turn", "random-to-the-end"])
def test_search_plays_windows_offers_and_deals(settings):
    """Hard in every seat of a 3-player game: it is asked in raid windows
    and deals out of turn and must finish cleanly."""
    bots = [SearchBot(T.GAME_ID, seconds=None, iterations=12, settings=settings) for _ in range(3)]
    kinds = set()
    state = T.RULESET.new_game(3, {}, 5)
    n = 0
    while not state.is_over:
        p = state.window()
        if p is not None and p.seat != state.turn:
            kinds.add(p.kind)
        state.apply(decide(state, bots[state.to_act], 5, n))
        n += 1
    assert "react-raid" in kinds and "deal-answer" in kinds


def test_forced_pass_needs_no_determinization():
    class NoPeeking(T.ReactState):
        def determinize(self, seat, rng):
            raise AssertionError("a forced pass must not sample hidden information")

    s = NoPeeking(3, 1)
    s.hands = [[1, 2], [3, 4], [1, 1]]
    s.points = [0, 5, 0]
    s.apply(T.Raid(1))
    assert forced_action(s) == PASS
    for level in LEVELS:
        assert decide(s, make_bot(T.GAME_ID, level), 1, 0) == PASS


def test_no_forced_action_with_a_real_choice():
    s = T.RULESET.new_game(3, {}, 1)
    assert forced_action(s) is None
    s.hands[2] = [0, 1]
    s.points[1] = 5
    s.apply(T.Raid(1))
    s.apply(PASS)
    assert s.to_act == 2 and forced_action(s) is None  # Pass or Shield


def test_turn_owner_is_the_raider_during_a_window():
    """Rollouts count turns by the seat on turn, not by who answers a window
    (otherwise every pass would count as a turn of the searching seat)."""
    s = T.RULESET.new_game(3, {}, 1)
    s.points[1] = 5
    s.apply(T.Raid(1))
    assert s.to_act == 1 and s.turn_owner() == 0


def test_search_answers_out_of_turn_for_the_right_seat():
    """The last play of the game is a raid on the leader, who holds a
    Shield: raising it keeps the win, passing loses it.  The search raises
    it, with the heuristic's rollouts and with random ones."""
    for settings in (SearchSettings(), SearchSettings(rollout="random", depth=None)):
        s = T.RULESET.new_game(3, {}, 2)
        s.hands = [[1, 2], [0, 3], [1, 4]]
        s.points = [3, 4, 0]
        s.deck = [1, 2, 3, 4]
        s.plays = T.PLAYS - 1
        s.apply(T.Raid(1))
        assert not s.is_over and s.to_act == 1
        bot = SearchBot(T.GAME_ID, seconds=None, iterations=200, settings=settings)
        assert bot.choose(s, 1, random.Random(0)) == T.Shield()


def test_a_rollout_begun_in_a_window_is_cut_at_the_searching_seats_next_turn():
    """Deciding in the raider's window, cut_turns=1 judges rollouts when
    the searching seat's own turn comes round, not as soon as it has
    answered (the raid would still be unresolved) nor at the raider's next
    decision."""
    cut_at = []

    def evaluate(state):
        cut_at.append((bool(state.stack), state.turn))
        return [0.5] * state.num_players

    s = T.RULESET.new_game(3, {}, 1)
    s.hands = [[1, 2], [0, 3], [0, 4]]
    s.points = [0, 5, 0]
    s.apply(T.Raid(1))
    settings = SearchSettings(cut_turns=1, evaluate=evaluate, rollout="random", depth=None)
    SearchBot(T.GAME_ID, seconds=None, iterations=30, settings=settings).choose(s, 1, random.Random(0))
    assert cut_at and all(turn == 1 for pending, turn in cut_at), cut_at[:5]
