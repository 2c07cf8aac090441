"""Determinized rollout search: the root-only form of ISMCTS.

For games whose heuristic is already good, a deep tree grown in one second
of Python sees too little and mostly adds noise.  What beats the heuristic
reliably is *rollout improvement*: try each legal move, let every seat
(ourselves included) continue with the heuristic, and keep the move whose
continuations end best.  Three things make one second enough:

- worlds: each world is one determinization from the bot's own view (other
  seats' secrets and the deck order resampled), so the search never sees
  what its seat cannot;
- common random numbers: every candidate move is played out in the same
  worlds with the same rollout random stream, so the comparison between two
  moves measures the moves, not the luck of the deal (paired differences);
- sequential halving (Karnin, Koren & Somekh 2013): the budget goes in
  rounds, and after each round the worse half of the candidates is dropped,
  so most rollouts go to the moves that are close.

The heuristic's own move is never dropped, and it is kept at the end unless
the best move beats it, paired world by world, by more than `keep` on average
and by more than `sigmas` standard errors: search only overrides the
heuristic when it has found something.  By default the test reuses the
worlds that picked the best move, so it is softer than its nominal level (a
reviewer's null test overrode 25-35% of the time at sigmas=1, not 16%); the
figures in search.HOOKS were measured with it as it is.  With `confirm` set,
a share of the budget is held back and the best move and the heuristic's are
played again in fresh worlds, and only those decide (no winner's curse).

A rollout ends at the end of the game (reward: win share and final margin)
or at a cut, `cut_turns` turns of the searching seat after this one
(reward: potential relative to the others, as in the tree search).
"""
from __future__ import annotations

import math
import random
import statistics

from game.ai.hooks import playout_steps
from game.ai.search import SearchStats, _fast_apply, cut_rewards, potentials, terminal_rewards, turn_owner
from game.rules.core import Action, GameState


class RolloutSearch:
    """Flat Monte Carlo over the root's legal moves; see the module text.

    `bot` is the SearchBot that owns the hooks, budget, heuristic and cancel
    flag; `choose` returns the chosen action and fills bot.last_stats.
    """

    def __init__(self, bot):
        self.bot = bot
        self.on_rollout = bot.on_iteration
        self._start = None
        self.means: dict = {}
        self.rewards: dict = {}

    # ------------------------------------------------------------ one rollout
    def _rollout(self, world: GameState, seat: int, policy, rng: random.Random) -> float:
        hooks = self.bot.hooks
        apply = _fast_apply(world)
        cut_turns = hooks.cut_turns
        depth = playout_steps(hooks)
        steps = 0
        turns_seen = 0
        owner = turn_owner(world)
        while not world.is_over:
            if steps >= depth:
                break
            if cut_turns is not None:
                now = turn_owner(world)
                if now != owner:
                    owner = now
                    if now == seat:
                        turns_seen += 1
                        if turns_seen >= cut_turns:
                            break
            if policy is None:
                legal = world.legal_actions()
                apply(legal[0] if len(legal) == 1 else rng.choice(legal))
            else:
                apply(policy(world, rng))
            steps += 1
        if world.is_over:
            return terminal_rewards(world, hooks)[seat]
        return cut_rewards(world, hooks, self._start)[seat]

    # ------------------------------------------------------------ search
    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        bot = self.bot
        hooks = bot.hooks
        legal = state.legal_actions()
        clock = bot.clock
        start = clock()
        deadline = start + bot.seconds if bot.seconds is not None else None
        budget = bot.iterations
        if hooks.max_rollouts is not None:
            budget = hooks.max_rollouts if budget is None else min(budget, hooks.max_rollouts)
        policy = bot._policy(rng)
        prior = None
        if bot.heuristic is not None:
            # on a sample of our information set, not on the state we were
            # handed, so the choice cannot depend on hidden parts of it
            prior = bot._heuristic_move(state.determinize(seat, random.Random(rng.getrandbits(64))),
                                        random.Random(rng.getrandbits(64)))
            if prior not in legal:
                prior = None
        arms = list(legal)
        if prior is not None and hooks.candidates is not None:
            wanted = set(hooks.candidates(state, seat, legal, prior)) | {prior}
            arms = [a for a in legal if a in wanted]  # legal order: deterministic
            if len(arms) == 1:
                bot.last_stats = SearchStats(stopped_by="settled")
                return prior
        # per arm: list of rewards, one per world in the order worlds were drawn
        rewards: dict = {a: [] for a in arms}
        world_seeds: list = []
        live = list(arms)
        n = 0

        def out_of_budget() -> str | None:
            if budget is not None and n >= budget:
                return "iterations"
            if deadline is not None and clock() >= deadline:
                return "time"
            if bot._stopped():
                return "cancelled"
            return None

        confirm = hooks.confirm if prior is not None and len(arms) > 1 else 0.0
        full_budget, full_deadline = budget, deadline
        if confirm > 0:  # hold back the fresh check's share (see GameHooks.confirm)
            if budget is not None:
                budget = budget - int(budget * confirm)
            if deadline is not None:
                deadline = start + bot.seconds * (1.0 - confirm)

        def run_world(index: int, arm_list, store=rewards) -> str | None:
            """Play every arm in world `index`; stops between rollouts when the
            budget runs out (a half-played world is ignored by the means,
            which only use worlds every live arm has played)."""
            nonlocal n
            wseed, rseed = world_seeds[index]
            base = state.determinize(seat, random.Random(wseed))
            self._start = potentials(base, hooks) if hooks.evaluate is None else None
            for a in arm_list:
                stop = out_of_budget()
                if stop is not None:
                    return stop
                world = base.clone()
                _fast_apply(world)(a)
                store[a].append(self._rollout(world, seat, policy, random.Random(rseed)))
                n += 1
                if self.on_rollout is not None:
                    self.on_rollout(n)
            return None

        # Sequential halving.  Rounds: ceil(log2(arms)); each round gives the
        # live arms an equal share of what is left of the budget, counted in
        # rollouts (iteration budget) or estimated from the time so far.
        rounds = max(1, math.ceil(math.log2(len(arms))))
        stop = "cancelled" if bot._stopped() else None
        for r in range(rounds if stop is None else 0):
            rounds_left = rounds - r
            worlds = None
            if rounds_left == 1:
                worlds = math.inf  # the last round plays until the budget is spent
            elif budget is not None:
                worlds = max(1, (budget - n) // (rounds_left * len(live)))
            done = 0
            round_start = clock()
            while True:
                world_seeds.append((rng.getrandbits(64), rng.getrandbits(64)))
                stop = run_world(len(world_seeds) - 1, live) or out_of_budget()
                done += 1
                if stop is not None:
                    break
                if worlds is None and deadline is not None:
                    per_world = (clock() - round_start) / done
                    worlds = done + max(0, int((deadline - clock()) / max(per_world, 1e-9) / rounds_left) - 1)
                if done >= worlds:
                    break
            if stop is not None:
                break
            if r < rounds - 1:
                live = _halve(live, rewards, prior)
        stopped_by = stop  # the last round always runs until the budget is spent

        best = _best(rewards, live)
        choice = best
        if prior is not None and best is not None and best != prior:
            if confirm > 0:
                fresh = {best: [], prior: []}
                budget, deadline = full_budget, full_deadline
                if stop != "cancelled":
                    while out_of_budget() is None:
                        world_seeds.append((rng.getrandbits(64), rng.getrandbits(64)))
                        if run_world(len(world_seeds) - 1, [best, prior], fresh) is not None:
                            break
                diffs = _paired(fresh[best], fresh[prior])
            else:
                diffs = _paired(rewards[best], rewards[prior])
            if not _clearly_better(diffs, hooks.keep, hooks.sigmas):
                choice = prior
        if choice is None:
            choice = prior if prior is not None else rng.choice(legal)
        bot.last_stats = SearchStats(
            iterations=n, seconds=clock() - start, stopped_by=stopped_by,
            root_visits={a.label(): len(rewards[a]) for a in arms})
        self.rewards = rewards
        self.means = {a: (statistics.fmean(v) if v else None) for a, v in rewards.items()}
        return choice


def _world_index(rewards: dict, live: list) -> int:
    """How many worlds every live arm has been played in (the last world may
    be half-played when the budget ran out)."""
    return min(len(rewards[a]) for a in live)


def _paired(mine: list, theirs: list) -> list:
    k = min(len(mine), len(theirs))
    return [mine[i] - theirs[i] for i in range(k)]


def _clearly_better(diffs: list, margin: float, sigmas: float) -> bool:
    if not diffs:
        return False
    mean = statistics.fmean(diffs)
    if mean <= margin:
        return False
    if sigmas <= 0:
        return True
    if len(diffs) < 2:
        return False  # one world is no evidence
    sd = statistics.stdev(diffs)
    return mean > sigmas * sd / math.sqrt(len(diffs))


def _halve(live: list, rewards: dict, prior) -> list:
    """Keep the better half of the live arms (by mean over the worlds all
    of them share), and always the heuristic's move."""
    k = _world_index(rewards, live)
    ranked = sorted(live, key=lambda a: -statistics.fmean(rewards[a][:k]) if k else 0.0)
    keep = ranked[:max(2, (len(ranked) + 1) // 2)]
    if prior is not None and prior in live and prior not in keep:
        keep.append(prior)
    return [a for a in live if a in keep]  # legal order: deterministic


def _best(rewards: dict, live: list):
    best, best_key = None, None
    k = _world_index(rewards, live) if live else 0
    for a in live:
        v = rewards[a][:k] if k else rewards[a]
        if not v:
            continue
        key = statistics.fmean(v)
        if best_key is None or key > best_key:
            best, best_key = a, key
    return best
