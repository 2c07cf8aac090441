"""Bots deciding out of turn: reaction windows, answers to offers and deals
(toy-react, tests/reaction_toy.py), forced passes without search, and the
search's bookkeeping when seats interleave."""
import random

import pytest

import tests.reaction_toy as T
from game.ai import LEVELS, decide, forced_action, make_bot
from game.ai.hooks import GameHooks
from game.ai.rollouts import turn_owner
from game.ai.search import SearchBot, set_expert_budget, set_hard_budget
from game.rules.core import Event, GameState, Ruleset, Score, action, register
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


@pytest.mark.parametrize("hooks", [GameHooks(mode="tree"), GameHooks(mode="flat", cut_turns=1),
                                   GameHooks(mode="tree", turn_cut=True, rollout="random")],
                         ids=["tree", "flat", "tree-turn-cut"])
def test_search_plays_windows_offers_and_deals(hooks):
    """Hard (both search modes) in every seat of a 3-player game: it is asked
    in raid windows and deals out of turn and must finish cleanly."""
    bots = [SearchBot(T.GAME_ID, seconds=None, iterations=12, hooks=hooks) for _ in range(3)]
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
    assert s.to_act == 1 and turn_owner(s) == 0


def test_search_answers_out_of_turn_for_the_right_seat():
    """The last play of the game is a raid on the leader, who holds a
    Shield: raising it keeps the win, passing loses it.  Both search modes
    (without the heuristic's help in the tree) raise it."""
    for hooks in (GameHooks(mode="tree", prior=False, bias=0.0), GameHooks(mode="flat")):
        s = T.RULESET.new_game(3, {}, 2)
        s.hands = [[1, 2], [0, 3], [1, 4]]
        s.points = [3, 4, 0]
        s.deck = [1, 2, 3, 4]
        s.plays = T.PLAYS - 1
        s.apply(T.Raid(1))
        assert not s.is_over and s.to_act == 1
        bot = SearchBot(T.GAME_ID, seconds=None, iterations=200, hooks=hooks)
        assert bot.choose(s, 1, random.Random(0)) == T.Shield()


# ---------------------------------------------------------------- interleaving seats

GAME = "toy-interleave"


@action(GAME)
class Go:
    pass


@action(GAME)
class Stay:
    pass


@action(GAME)
class Skip:
    pass


@action(GAME)
class Take:
    pass


class Interleave(GameState):
    """Seat 0 picks Go or Stay; after Go a hidden coin (resampled by every
    determinization, on purpose) says whether seat 1 or seat 2 then chooses
    Skip or Take.  Deliberately NOT conformant: in the search's sampled
    worlds the same action sequence reaches different seats."""

    game_id = GAME

    def __init__(self, seed):
        self.num_players, self.options = 3, {}
        self.rng = random.Random(seed)
        self.coin = self.rng.randrange(2)
        self.stage = 0
        self.points = [0, 0, 0]

    @property
    def is_over(self):
        return self.stage == 2

    @property
    def to_act(self):
        return None if self.is_over else 0 if self.stage == 0 else 1 + self.coin

    def legal_actions(self):
        return [] if self.is_over else [Go(), Stay()] if self.stage == 0 else [Skip(), Take()]

    def _apply(self, a):
        if isinstance(a, Stay):
            self.stage = 2
        elif isinstance(a, Go):
            self.stage = 1
        else:
            if isinstance(a, Take):
                self.points[1 + self.coin] += 1
            self.stage = 2
        return [Event("step", "step")]

    def scores(self):
        return [Score(s, self.points[s]) for s in range(3)]

    def clone(self):
        c = object.__new__(Interleave)
        c.__dict__.update(self.__dict__)
        c.points = list(self.points)
        c.rng = random.Random(0)
        return c

    def view_for(self, seat):
        return {"stage": self.stage, "points": list(self.points)}

    def determinize(self, seat, rng):
        c = self.clone()
        c.coin = rng.randrange(2)
        return c


class InterleaveRules(Ruleset):
    id, name, min_players, max_players = GAME, "Interleave", 3, 3

    def new_game(self, players, options=None, seed=0):
        return Interleave(seed)


register(InterleaveRules())


def test_tree_nodes_credit_the_seat_that_chose():
    bot = SearchBot(GAME, seconds=None, iterations=200, hooks=GameHooks(prior=False, bias=0.0, rollout="random"))
    root = bot.search(Interleave(1), 0, random.Random(3))
    go = root.children[(0, Go())]
    assert {seat for seat, _ in go.children} == {1, 2}, "one node per seat that chose"
    stack = [root]
    while stack:
        node = stack.pop()
        for (seat, a), child in node.children.items():
            assert child.player == seat and child.action == a
            stack.append(child)
    # each seat's Take is worth a win to that seat: both learn it
    for seat in (1, 2):
        take, skip = go.children[(seat, Take())], go.children[(seat, Skip())]
        assert take.total / take.visits > skip.total / skip.visits


def test_turn_cut_waits_for_the_window_and_the_turn_to_end():
    """Deciding in a window with turn_cut, rollouts are judged once the
    raider's turn is over, not as soon as the searching seat has answered
    (the raid would still be unresolved)."""
    cut_at = []

    def evaluate(state):
        cut_at.append((bool(state.stack), state.turn))
        return [0.5] * state.num_players

    s = T.RULESET.new_game(3, {}, 1)
    s.hands = [[1, 2], [0, 3], [0, 4]]
    s.points = [0, 5, 0]
    s.apply(T.Raid(1))
    hooks = GameHooks(mode="tree", turn_cut=True, evaluate=evaluate, rollout="random", depth=30)
    SearchBot(T.GAME_ID, seconds=None, iterations=30, hooks=hooks).choose(s, 1, random.Random(0))
    assert cut_at and all(turn != 0 for pending, turn in cut_at), cut_at[:5]  # the raider's turn is over
