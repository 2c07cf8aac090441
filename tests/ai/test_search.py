"""The search (game/ai/search.py): budgets, cancellation, determinism and
hidden-information independence, on the toy game and on every registered
game."""
import random
import threading

import pytest

import tests.ai.toygame  # noqa: F401  (registers "toy-tricks")
from game.ai import decide, make_bot
from game.ai.search import SearchBot, set_hard_budget
from game.ai.settings import SearchSettings
from game.games import all_rulesets, get_ruleset
from tests.ai.toygame import GAME_ID as TOY

REAL = [r.id for r in all_rulesets()]


def advance(game_id, players, seed, steps):
    """A state `steps` random decisions into a game (or earlier if it ends)."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def decision_points(game_id, players, seed, want=3, max_steps=400):
    """States (from random play) where the seat to act has 2+ choices."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    rng = random.Random(seed)
    found = []
    for i in range(max_steps):
        if state.is_over or len(found) >= want:
            break
        legal = state.legal_actions()
        if len(legal) > 1 and i % 3 == 0:
            found.append((i, state.clone()))
        state.apply(rng.choice(legal))
    return found


def small_bot(game_id, iterations=40, **kw):
    return SearchBot(game_id, seconds=None, iterations=iterations, **kw)


PLAIN = SearchSettings(depth=None, epsilon=0.0, keep=0.0, sigmas=0.0)


# ------------------------------------------------------------- budgets


def test_iteration_budget_counted_exactly():
    state = advance(TOY, 3, 5, 1)
    seen = []
    bot = small_bot(TOY, iterations=37, on_iteration=seen.append, settings=PLAIN)
    bot.choose(state.determinize(state.to_act, random.Random(1)), state.to_act, random.Random(2))
    assert bot.last_stats.iterations == 37
    assert seen == list(range(1, 38))
    assert bot.last_stats.stopped_by == "iterations"


def test_time_budget_by_fake_clock():
    """Each clock read advances 0.01 s: a 0.25 s budget allows at most 25
    iterations (flat search reads the clock a little more often)."""
    ticks = {"t": 0.0}

    def clock():
        ticks["t"] += 0.01
        return ticks["t"]

    state = advance(TOY, 2, 3, 0)
    bot = SearchBot(TOY, seconds=0.25, clock=clock, settings=PLAIN)
    assert bot.choose(state, state.to_act, random.Random(0)) in state.legal_actions()
    assert bot.last_stats.stopped_by == "time"
    assert 8 <= bot.last_stats.iterations <= 30


def test_cancellation_stops_search():
    state = advance(TOY, 2, 4, 0)
    stop = threading.Event()
    counter = {"n": 0}

    def on_iteration(n):
        counter["n"] = n
        if n == 10:
            stop.set()

    bot = SearchBot(TOY, seconds=None, iterations=100000, should_stop=stop.is_set, on_iteration=on_iteration,
                    settings=PLAIN)
    action = bot.choose(state, state.to_act, random.Random(0))
    assert bot.last_stats.stopped_by == "cancelled"
    assert bot.last_stats.iterations == 10
    assert action in state.legal_actions()


def test_cancelled_before_start_still_returns_legal_action():
    state = advance(TOY, 2, 4, 0)
    stop = threading.Event()
    stop.set()
    bot = SearchBot(TOY, seconds=None, iterations=100, should_stop=stop.is_set, settings=PLAIN)
    assert bot.choose(state, state.to_act, random.Random(0)) in state.legal_actions()
    assert bot.last_stats.iterations == 0


def test_single_legal_action_returns_at_once():
    state = advance(TOY, 2, 1, 0)
    # find a following seat with exactly one legal card
    rng = random.Random(3)
    for seed in range(200):
        state = advance(TOY, 2, seed, 1)
        if not state.is_over and len(state.legal_actions()) == 1:
            break
    else:
        pytest.skip("no forced move found")
    bot = small_bot(TOY, iterations=1000)
    assert bot.choose(state, state.to_act, rng) == state.legal_actions()[0]
    assert bot.last_stats.iterations == 0


def test_deterministic_given_rng():
    for i, state in decision_points(TOY, 3, 11):
        a = decide(state, small_bot(TOY, 60), 99, i)
        b = decide(state, small_bot(TOY, 60), 99, i)
        assert a == b


def test_search_prefers_obvious_win_toy():
    """Last two tricks of a 2-player game: leading the unbeatable B7 wins a
    trick; leading R1 loses both."""
    from tests.ai.toygame import Play, ToyState

    state = ToyState(2, 0)
    state.deck = []
    state.hands = [[(0, 7), (2, 1)], [(0, 1), (1, 7)]]
    state.points = [3, 3]
    state.tricks = [2, 2]
    state.leader = 1
    state.trick = []
    bot = small_bot(TOY, 20, settings=PLAIN)
    assert bot.choose(state, 1, random.Random(0)) == Play((1, 7))


# ------------------------------------------------------------- hidden information


def _hidden_independence(game_id, players, seed, level_bot):
    checked = 0
    for i, state in decision_points(game_id, players, seed):
        seat = state.to_act
        # same view for the seat, different hidden cards and deck order
        altered = state.determinize(seat, random.Random(12345 + i))
        assert altered.view_for(seat) == state.view_for(seat)
        a = decide(state, level_bot(), 7, i)
        b = decide(altered, level_bot(), 7, i)
        assert a == b, f"{game_id}: choice at decision {i} depends on hidden information"
        checked += 1
    assert checked


def test_hidden_info_toy_search():
    _hidden_independence(TOY, 3, 8, lambda: small_bot(TOY, 40))


def test_hidden_info_toy_other_seat_altered_directly():
    from tests.ai.toygame import ToyState

    state = ToyState(3, 21)
    seat = state.to_act
    altered = state.clone()
    # swap the other seats' hands and reverse the deck: seat 0 cannot tell
    altered.hands[1], altered.hands[2] = altered.hands[2], altered.hands[1]
    altered.deck.reverse()
    assert altered.view_for(seat) == state.view_for(seat)
    for level in ("random", "easy", "normal"):
        assert decide(state, make_bot(TOY, level), 3, 0) == decide(altered, make_bot(TOY, level), 3, 0)
    assert decide(state, small_bot(TOY, 50), 3, 0) == decide(altered, small_bot(TOY, 50), 3, 0)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", REAL)
def test_hidden_info_real_games_search(game_id):
    players = get_ruleset(game_id).min_players
    _hidden_independence(game_id, players, 3, lambda: small_bot(game_id, 12))


@pytest.mark.parametrize("game_id", REAL)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_hidden_info_real_games_heuristics(game_id, level):
    players = get_ruleset(game_id).min_players
    _hidden_independence(game_id, players, 4, lambda: make_bot(game_id, level))


# ------------------------------------------------------------- settings


def test_random_rollout_and_custom_evaluation():
    calls = {"eval": 0}

    def evaluate(state):
        calls["eval"] += 1
        return [0.5] * state.num_players

    settings = SearchSettings(rollout="random", depth=2, evaluate=evaluate)
    state = advance(TOY, 2, 6, 0)
    bot = small_bot(TOY, 30, settings=settings)
    assert bot.choose(state, state.to_act, random.Random(1)) in state.legal_actions()
    assert calls["eval"] > 0


def test_set_hard_budget_drives_make_bot():
    old = set_hard_budget(None, 17)
    try:
        bot = make_bot(TOY, "hard")
        assert isinstance(bot, SearchBot) and bot.iterations == 17 and bot.seconds is None
    finally:
        set_hard_budget(**old)
    assert make_bot(TOY, "hard").seconds == old["seconds"]


def test_keep_returns_heuristic_move_unless_clearly_worse():
    from tests.ai.toygame import ToyHeuristic

    for i, state in decision_points(TOY, 3, 14, want=4):
        seat = state.to_act
        bot = small_bot(TOY, 60, settings=SearchSettings(keep=1.0))
        assert bot.choose(state, seat, random.Random(i)) == ToyHeuristic().choose(state, seat, random.Random(0))


def test_potential_of_real_games_gives_one_value_per_seat():
    from game.ai.search import potentials, settings_for

    for game_id in REAL:
        state = advance(game_id, get_ruleset(game_id).min_players, 2, 30)
        values = potentials(state, settings_for(game_id))
        assert len(values) == state.num_players and all(isinstance(v, float) for v in values)


@pytest.mark.parametrize("game_id", [TOY] + REAL)
def test_determinize_depends_only_on_the_seats_information(game_id):
    """Two states a seat cannot tell apart give identical determinizations
    from the same generator: the sample must not leak the hidden order
    (shuffling the unseen cards in their current order would)."""
    players = get_ruleset(game_id).min_players
    for i, state in decision_points(game_id, players, 6, want=4):
        seat = state.to_act
        altered = state.determinize(seat, random.Random(777 + i))
        a = state.determinize(seat, random.Random(i))
        b = altered.determinize(seat, random.Random(i))
        assert a.fingerprint() == b.fingerprint(), f"{game_id}: determinize leaks hidden order at decision {i}"
