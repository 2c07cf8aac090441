"""Flat determinized rollout search (game/ai/rollouts.py): determinism,
common random numbers, sequential halving, keeping the heuristic's move,
budget edges and hidden-information independence.  The budget and cancel
tests shared with the tree search are in test_search.py, run for both."""
import random

import pytest

import tests.ai.toygame  # noqa: F401  (registers "toy-tricks")
from game.ai import decide
from game.ai.rollouts import RolloutSearch, _clearly_better, _halve
from game.ai.hooks import GameHooks
from game.ai.search import SearchBot, hooks_for
from game.games import all_rulesets, get_ruleset
from tests.ai.test_search import advance, decision_points
from tests.ai.toygame import GAME_ID as TOY
from tests.ai.toygame import ToyHeuristic

REAL = [r.id for r in all_rulesets()]
FLAT = GameHooks(mode="flat", depth=None, epsilon=0.0, keep=0.0, sigmas=0.0)


def flat_bot(game_id=TOY, iterations=60, hooks=FLAT, **kw):
    return SearchBot(game_id, seconds=None, iterations=iterations, hooks=hooks, **kw)


def test_deterministic_given_rng():
    for i, state in decision_points(TOY, 3, 11):
        assert decide(state, flat_bot(), 99, i) == decide(state, flat_bot(), 99, i)


def test_common_random_numbers_pair_the_arms():
    """Every arm is played in the same worlds with the same rollout stream:
    with a value that ignores the move and reads only the world's deck order
    and the rollout's random draws, all moves score alike world by world,
    while the worlds themselves differ."""
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    draws = {}

    def policy(world, rng):
        draws[id(world)] = rng.random()
        return rng.choice(world.legal_actions())

    def evaluate(world):
        luck = sum((i + 1) * card[1] for i, card in enumerate(world.deck)) % 97 / 97
        return [(luck + draws[id(world)]) / 2] * world.num_players

    hooks = GameHooks(mode="flat", rollout=policy, depth=1, evaluate=evaluate, keep=0.0, sigmas=0.0)
    search = RolloutSearch(flat_bot(iterations=40, hooks=hooks))
    search.choose(state, seat, random.Random(3))
    played = [r for r in search.rewards.values() if r]
    k = min(len(r) for r in played)
    assert len(played) >= 2 and k >= 2
    for i in range(k):
        assert len({r[i] for r in played}) == 1  # same world, same value for every move
    assert len({played[0][i] for i in range(k)}) > 1  # but the worlds differ


def test_sequential_halving_keeps_the_better_half_and_the_heuristic_move():
    arms = ["a", "b", "c", "d", "e"]
    rewards = {"a": [0.1, 0.1], "b": [0.9, 0.8], "c": [0.5, 0.6], "d": [0.2, 0.0], "e": [0.7, 0.7]}
    assert _halve(arms, rewards, None) == ["b", "c", "e"]
    assert _halve(arms, rewards, "d") == ["b", "c", "d", "e"]


def test_clearly_better_needs_margin_and_significance():
    assert not _clearly_better([], 0.0, 1.0)
    assert not _clearly_better([0.5], 0.0, 1.0)  # a single world is no evidence
    assert _clearly_better([0.5], 0.0, 0.0)  # unless significance is switched off
    assert not _clearly_better([0.05] * 10, 0.1, 0.0)  # below the margin
    assert _clearly_better([0.2] * 10, 0.1, 1.0)  # constant gain: significant
    assert not _clearly_better([1.0, -0.8, 0.9, -0.7], 0.0, 1.0)  # mean 0.1, too noisy


def _scripted(good):
    """Hooks whose value is 1 after the move `good` and 0.5 otherwise, less
    world noise shared by all moves."""

    def policy(world, rng):
        return rng.choice(world.legal_actions())

    def evaluate(world):
        noise = sum(card[1] for card in world.deck[:3]) / 100.0
        won = world.trick and world.trick[0][1] == good.card
        return [(1.0 if won else 0.5) - noise] * world.num_players

    return GameHooks(mode="flat", rollout=policy, depth=0, evaluate=evaluate, keep=0.0, sigmas=1.0)


def test_overrides_the_heuristic_for_a_move_better_in_every_world():
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    heuristic = ToyHeuristic().choose(state, seat, random.Random(0))
    other = next(a for a in state.legal_actions() if a != heuristic)
    hooks = _scripted(other)
    assert flat_bot(iterations=60, hooks=hooks).choose(state, seat, random.Random(1)) == other


def test_a_margin_stops_a_small_gain_that_every_world_agrees_on():
    """A gain the evaluation gives alike in every world has no spread, so
    any number of standard errors passes it; only `keep` can ask it to be
    worth something (Star Traders' Imperial hooks)."""
    import dataclasses

    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    heuristic = ToyHeuristic().choose(state, seat, random.Random(0))
    other = next(a for a in state.legal_actions() if a != heuristic)

    def evaluate(world):
        return [0.51 if world.trick and world.trick[0][1] == other.card else 0.5] * world.num_players

    hooks = GameHooks(mode="flat", rollout="random", depth=0, evaluate=evaluate, keep=0.0, sigmas=1.5, confirm=0.5)
    assert flat_bot(iterations=60, hooks=hooks).choose(state, seat, random.Random(1)) == other
    margin = dataclasses.replace(hooks, keep=0.02)
    assert flat_bot(iterations=60, hooks=margin).choose(state, seat, random.Random(1)) == heuristic


def test_candidates_limit_what_the_search_weighs():
    """A move left out by the candidates hook is never chosen, however good;
    when only the heuristic's move is left it is played without a rollout."""
    import dataclasses

    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    heuristic = ToyHeuristic().choose(state, seat, random.Random(0))
    other = next(a for a in state.legal_actions() if a != heuristic)
    seen = []

    def without_other(s, who, legal, prior):
        seen.append((who, prior))
        return [a for a in legal if a != other]

    hooks = dataclasses.replace(_scripted(other), candidates=without_other)
    bot = flat_bot(iterations=60, hooks=hooks)
    assert bot.choose(state, seat, random.Random(1)) != other
    assert seen and seen[0][0] == seat and bot.last_stats.iterations > 0
    assert other.label() not in bot.last_stats.root_visits
    alone = flat_bot(iterations=60, hooks=dataclasses.replace(_scripted(other), candidates=lambda *_: []))
    assert alone.choose(state, seat, random.Random(1)) == heuristic
    assert alone.last_stats.stopped_by == "settled" and alone.last_stats.iterations == 0


def test_keeps_the_heuristic_move_among_equals():
    """Moves that are equal in every world: the paired differences are all
    zero, so nothing is clearly better and the heuristic's move stays."""
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    hooks = GameHooks(mode="flat", rollout="random", depth=0, evaluate=lambda w: [0.5] * w.num_players,
                      keep=0.0, sigmas=1.0)
    expected = ToyHeuristic().choose(state.determinize(seat, random.Random(5)), seat, random.Random(0))
    assert flat_bot(iterations=60, hooks=hooks).choose(state, seat, random.Random(5)) == expected


def test_budget_smaller_than_the_moves_keeps_the_heuristic_move():
    """Two rollouts for four moves: no move has a paired record against the
    heuristic's, so its move is played."""
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    assert len(state.legal_actions()) >= 3
    bot = flat_bot(iterations=2, hooks=GameHooks(mode="flat", depth=None, keep=0.0, sigmas=1.0))
    choice = bot.choose(state, seat, random.Random(9))
    assert bot.last_stats.iterations == 2
    heuristic = [ToyHeuristic().choose(state.determinize(seat, random.Random(k)), seat, random.Random(0))
                 for k in range(3)]
    assert choice in heuristic


def test_keeps_the_heuristic_move_unless_clearly_better():
    hooks = GameHooks(mode="flat", depth=None, keep=1.0)  # nothing can beat it by a whole game
    for i, state in decision_points(TOY, 3, 14, want=4):
        seat = state.to_act
        bot = flat_bot(iterations=40, hooks=hooks)
        assert bot.choose(state, seat, random.Random(i)) == ToyHeuristic().choose(state, seat, random.Random(0))


def test_cut_turns_ends_rollouts_when_our_turn_comes_round():
    """cut_turns=1: a rollout stops as soon as the searching seat is to act
    in a new turn; no rollout decision is ever taken by it again."""
    state = advance(TOY, 3, 9, 0)
    seat = state.to_act
    movers = []

    def policy(world, rng):
        movers.append(world.to_act)
        return rng.choice(world.legal_actions())

    hooks = GameHooks(mode="flat", rollout=policy, depth=None, cut_turns=1)
    flat_bot(iterations=30, hooks=hooks).choose(state, seat, random.Random(0))
    assert movers and seat not in movers


@pytest.mark.parametrize("mode", ["flat", "tree"])
def test_a_playout_that_never_ends_is_cut_at_the_step_cap(mode, monkeypatch):
    """depth=None plays to the end, but never past ROLLOUT_STEP_CAP decisions:
    a stalled playout (bots that never end the game) must not hang a bot or
    an analysis.  The cap is lowered to 3 so the toy game cannot finish."""
    import game.ai.hooks

    monkeypatch.setattr(game.ai.hooks, "ROLLOUT_STEP_CAP", 3)
    state = advance(TOY, 2, 2, 0)
    calls = []

    def policy(world, rng):
        calls.append(1)
        return rng.choice(world.legal_actions())

    hooks = GameHooks(mode=mode, rollout=policy, depth=None, epsilon=0.0, keep=0.0, sigmas=0.0)
    bot = flat_bot(iterations=10, hooks=hooks)
    assert bot.choose(state, state.to_act, random.Random(0)) in state.legal_actions()
    assert 0 < len(calls) <= 3 * 10


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [g for g in REAL if hooks_for(g).mode == "flat"])
def test_flat_games_choice_ignores_hidden_information(game_id):
    players = get_ruleset(game_id).min_players
    checked = 0
    for i, state in decision_points(game_id, players, 3, want=2):
        seat = state.to_act
        altered = state.determinize(seat, random.Random(4321 + i))
        assert altered.view_for(seat) == state.view_for(seat)
        # handed the true state itself (not a sample), the search must still
        # only use what the seat can see
        a = SearchBot(game_id, seconds=None, iterations=8).choose(state, seat, random.Random(i))
        b = SearchBot(game_id, seconds=None, iterations=8).choose(altered, seat, random.Random(i))
        assert a == b, f"{game_id}: choice at decision {i} depends on hidden information"
        checked += 1
    assert checked


def _noise_only(sigmas, confirm):
    """Hooks under which every move is worth the same on average: the value
    is a hash of the world's deck and the card played, so each move draws
    its own luck in each world (no move is better; any override is noise)."""

    def evaluate(world):
        key = hash((tuple(world.deck), world.trick[0][1] if world.trick else None)) % 1000 / 1000
        return [key] * world.num_players

    return GameHooks(mode="flat", rollout="random", depth=0, evaluate=evaluate, keep=0.0, sigmas=sigmas,
                     confirm=confirm)


def _overrides(hooks, positions=40, iterations=48):
    count = 0
    for k in range(positions):
        state = advance(TOY, 2, 100 + k, 0)
        seat = state.to_act
        heuristic = ToyHeuristic().choose(state.determinize(seat, random.Random(k)), seat, random.Random(0))
        bot = flat_bot(iterations=iterations, hooks=hooks)
        rng = random.Random(k)
        choice = bot.choose(state, seat, rng)
        count += choice != heuristic
    return count


def test_confirm_replays_in_fresh_worlds_and_curbs_the_winners_curse():
    """Among equal moves, the best of the selection's worlds beats the
    heuristic's move on those same worlds far more often than the nominal
    test level; judged on fresh worlds it rarely does."""
    reused = _overrides(_noise_only(sigmas=1.0, confirm=0.0))
    fresh = _overrides(_noise_only(sigmas=1.0, confirm=0.4))
    assert fresh < reused
    assert fresh <= 40 * 0.25


def test_confirm_still_overrides_for_a_move_better_in_every_world():
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    heuristic = ToyHeuristic().choose(state, seat, random.Random(0))
    other = next(a for a in state.legal_actions() if a != heuristic)
    hooks = _scripted(other)
    hooks.confirm = 0.4
    bot = flat_bot(iterations=60, hooks=hooks)
    assert bot.choose(state, seat, random.Random(1)) == other
    assert bot.last_stats.iterations == 60  # the held-back share was spent on the check


def test_confirm_leaves_its_share_unspent_when_the_heuristic_move_wins():
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    heuristic = ToyHeuristic().choose(state.determinize(seat, random.Random(1)), seat, random.Random(0))
    hooks = _scripted(heuristic)
    hooks.confirm = 0.5
    bot = flat_bot(iterations=60, hooks=hooks)
    assert bot.choose(state, seat, random.Random(1)) == heuristic
    assert bot.last_stats.iterations == 30


def test_max_rollouts_caps_a_time_budget_and_an_iteration_budget():
    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    hooks = GameHooks(mode="flat", depth=None, epsilon=0.0, max_rollouts=24)
    timed = SearchBot(TOY, seconds=30.0, iterations=None, hooks=hooks)
    timed.choose(state, seat, random.Random(1))
    assert timed.last_stats.iterations == 24 and timed.last_stats.stopped_by == "iterations"
    counted = flat_bot(iterations=200, hooks=hooks)
    counted.choose(state, seat, random.Random(1))
    assert counted.last_stats.iterations == 24
    smaller = flat_bot(iterations=10, hooks=hooks)
    smaller.choose(state, seat, random.Random(1))
    assert smaller.last_stats.iterations == 10


def test_a_variant_searches_with_its_own_hooks():
    """`variant` swaps the hooks for the positions it names, for that
    decision only, and the hooks it returns are used without a variant of
    their own (no endless swapping); a None answer leaves the hooks alone."""
    import dataclasses

    from game.ai.search import hooks_at

    state = advance(TOY, 2, 8, 0)
    seat = state.to_act
    legal = state.legal_actions()
    pick = legal[-1]
    asked = []

    def settle_on_pick(s, who, moves):
        return pick

    def variant(s):
        asked.append(s.to_act)
        return dataclasses.replace(FLAT, settle=settle_on_pick, variant=variant)

    bot = flat_bot(iterations=30, hooks=dataclasses.replace(FLAT, variant=variant))
    assert bot.choose(state, seat, random.Random(1)) == pick
    assert bot.last_stats.stopped_by == "settled" and asked == [seat]
    assert bot.hooks.settle is None and bot.hooks.variant is variant  # the bot's own hooks are untouched
    assert hooks_at(bot.hooks, state).variant is None
    plain = flat_bot(iterations=30, hooks=dataclasses.replace(FLAT, variant=lambda s: None))
    assert plain.choose(state, seat, random.Random(1)) == flat_bot(iterations=30).choose(state, seat, random.Random(1))
    assert plain.last_stats.iterations > 0
