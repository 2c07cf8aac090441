"""A seat's chance to win a position, estimated from its own view only.

Each sample resamples what the seat cannot see (`state.determinize`) and
plays the copy to the end with the game's heuristic for every seat; the
chance is the mean win share, pulled toward the fair share 1/N.  The
win-chance graph after a game (game/analysis.py) and the hint's chances
(game/ai/hint.py) both ask a ChanceJudge.  Pure Python, no pygame.
"""
from __future__ import annotations

import random
from dataclasses import replace

from game.ai.search import RolloutSearch, SearchBot, playout, potentials, settings_for
from game.rules.core import win_share

MAX_BUDGET = 4096  # samples per position
# The chance is the mean win share of the samples plus PRIOR pseudo-samples
# worth the fair share 1/N (with few samples the raw mean swings between 0
# and 1), then only CONFIDENCE of its distance from 1/N is kept: heuristic
# rollouts are overconfident, even on the true hidden state (Star Cartel,
# 12 games: at 32 samples a raw 0.1-0.2 won 38% of the time, a raw 0.8-0.9
# only 57%).  0.7 scored best (Brier, 16 samples per round start) averaged
# over the games; Star Cartel alone would take 0.5, Star Cargo 1.0.
PRIOR = 2.0
CONFIDENCE = 0.7
SEARCH_ROLLOUTS_PER_BUDGET = 3  # compare()'s flat search: this many times the budget in rollouts (48 at 16)


def shrunk(total: float, samples: int, players: int, confidence: float = CONFIDENCE, prior: float = PRIOR) -> float:
    """The chance from `samples` win shares summing to `total`: `prior`
    pseudo-samples at the fair share 1/players, then `confidence` of the
    distance from it."""
    fair = 1.0 / players
    return fair + confidence * ((total + prior * fair) / (samples + prior) - fair)


def playout_settings(game_id: str, epsilon: float):
    """The game's search settings, set to play every sample to the end with
    the heuristic (or the game's own cheap rollout policy) and to reward a win."""
    settings = settings_for(game_id)
    rollout = settings.rollout if callable(settings.rollout) else "heuristic"
    return replace(settings, rollout=rollout, epsilon=epsilon, depth=None, cut_turns=None,
                   win_weight=1.0, keep=0.0, sigmas=1.0, variant=None)


class ChanceJudge:
    """Estimates win chances of one game with `budget` samples a position."""

    def __init__(self, game_id: str, budget: int, epsilon: float = 0.1, search_budget: int | None = None):
        if not 1 <= budget <= MAX_BUDGET:
            raise ValueError(f"the budget is rollouts per position, 1 to {MAX_BUDGET}")
        self.game_id = game_id
        self.budget = budget
        self.settings = playout_settings(game_id, epsilon)
        self.bot = SearchBot(game_id, seconds=None, iterations=budget, settings=self.settings)
        self.search_budget = search_budget or SEARCH_ROLLOUTS_PER_BUDGET * budget

    def _win_share(self, world, seat: int, policy, rng: random.Random) -> float:
        """One sample: `world` (a determinization, consumed) played to the
        end by the heuristic for every seat; seat's win share there."""
        return playout(world, seat, self.settings, policy, rng, potentials(world, self.settings))

    def chance(self, state, seat: int, rng: random.Random, confidence: float = CONFIDENCE,
               prior: float = PRIOR) -> float:
        """Seat's estimated chance to win `state`, from its own view only."""
        if state.is_over:
            return win_share(state.winners(), seat)
        policy = self.bot.policy(rng)
        total = 0.0
        for _ in range(self.budget):
            world = state.determinize(seat, random.Random(rng.getrandbits(64)))
            total += self._win_share(world, seat, policy, random.Random(rng.getrandbits(64)))
        return shrunk(total, self.budget, state.num_players, confidence, prior)

    def move_chances(self, state, seat: int, actions: list, rng: random.Random, *, deadline=None,
                     clock=None, should_stop=None) -> list:
        """Seat's estimated chance to win after each of `actions` (its own
        legal moves in `state`), the same estimate as chance(): every move
        is played in the same sampled worlds with the same rollout stream,
        so their differences measure the moves.  Up to `budget` worlds, fewer
        when `deadline` (by `clock`) passes or should_stop() fires (at least
        one world is always played)."""
        policy = self.bot.policy(rng)
        totals = [0.0] * len(actions)
        n = 0
        while n < self.budget:
            if n and ((deadline is not None and clock() >= deadline) or (should_stop is not None and should_stop())):
                break
            base = state.determinize(seat, random.Random(rng.getrandbits(64)))
            rseed = rng.getrandbits(64)
            for i, a in enumerate(actions):
                world = base.clone()
                world.apply(a)
                totals[i] += self._win_share(world, seat, policy, random.Random(rseed))
            n += 1
        return [shrunk(t, n, state.num_players) for t in totals]

    def compare(self, state, seat: int, chosen, rng: random.Random):
        """(words of the preferred move, win chance it adds over the chosen
        one) from the seat's view, or None when the search keeps the chosen
        move or the preferred one is no better.  The flat search (the chosen
        move protected like the heuristic's move in play) only names the
        rival; the gain is then measured as the graph and the Hint measure
        chances (move_chances: both moves in the same sampled worlds), since
        the search's own rewards may hold a handful of worlds for an arm it
        dropped early."""

        class Protect(SearchBot):
            def prior_move(self, world, r):
                return chosen

        bot = Protect(self.game_id, seconds=None, iterations=self.search_budget, settings=self.settings)
        search = RolloutSearch(bot)
        best = search.choose(state, seat, rng)
        if best == chosen:
            return None
        before, after = self.move_chances(state, seat, [chosen, best], rng)
        return (state.describe(best), after - before) if after > before else None
