"""The search of levels Hard and Expert (and of hints and the analysis):
determinized root rollouts over the rules protocol only.

A game's heuristic is already good; what beats it reliably in a second of
Python is rollout improvement.  SearchBot.choose decides one move, in this
order (every step below is in this file):

1. settings: the level's SearchSettings (game/ai/settings.py), changed by
   their variant for this position (a version, a table size);
2. a lone legal move is played at once; so is a move the game settles
   (`settle`: decisions it leaves to its heuristic);
3. prior: the heuristic's move, chosen on a sample of the seat's view (never
   on the state handed in, which may hold more); `candidates` may narrow the
   moves to compare, and a lone candidate is played at once;
4. worlds: each is a determinization from the seat's own view (other seats'
   secrets and the deck order resampled), so the search never sees what its
   seat cannot; every candidate is played in the same worlds with the same
   rollout stream (common random numbers), so two moves' difference measures
   the moves, not the luck of the deal;
5. rollout: every seat plays on with the rollout policy until the end of the
   game (reward: win share and final margin) or a cut, `cut_turns` turns of
   the searching seat later or `depth` decisions (reward: `evaluate`, or the
   gain in `potential` against the others'); see playout();
6. sequential halving (Karnin, Koren & Somekh 2013): the budget (rollouts or
   seconds, at most max_rollouts) goes in rounds, and after each round the
   worse half of the candidates is dropped, never the heuristic's move;
7. fresh check (`confirm`): when the best move is not the heuristic's, both
   are played again in worlds the selection never saw, and only those
   decide the next step;
8. margin: the heuristic's move is kept unless the best move beats it,
   paired world by world, by more than `keep` on average and by more than
   `sigmas` standard errors.

With an iteration budget the search is deterministic given the rng passed to
choose().  Measurements behind each game's settings: docs/bots.md.
"""
from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Callable

from game.ai.settings import SearchSettings, bot_settings, heuristic_factory, playout_steps, settings_at
from game.rules.core import Action, GameState

HARD_SECONDS = 0.9  # level Hard: about one second per decision, overheads included
# Expert: EXPERT_SCALE times Hard's budget (seconds, or rollouts when a
# tournament gives Hard rollouts), about 3 s a move: a game's hundred or so
# searched bot moves still cost the person minutes of waiting.
EXPERT_SCALE = 3
EXPERT_SECONDS = EXPERT_SCALE * HARD_SECONDS


# ---------------------------------------------------------------- a game's settings


def settings_for(game_id: str, level: str | None = None) -> SearchSettings:
    """The search settings a game's BOT_SETTINGS declares for `level`
    ("hard", "expert"; None: the search of hints and analysis).  A game
    without a bot module (the tests' toy games) gets the defaults."""
    declared = bot_settings(game_id)
    return declared.level(level) if declared is not None else SearchSettings()


# ---------------------------------------------------------------- rewards


def potentials(state: GameState, settings: SearchSettings) -> list:
    if settings.potential is not None:
        return list(settings.potential(state))
    out = [0.0] * state.num_players
    for sc in state.scores():
        out[sc.seat] = float(sc.total)
    return out


def relative_rewards(points: list, scale: float, versus: str = "mean") -> list:
    """0.5 + 0.5 * tanh((own - others) / scale) per seat, where others is
    the mean of the other seats ("mean") or the best of them ("best")."""
    n = len(points)
    if n < 2:
        return [0.5] * n
    out = []
    if versus == "best":
        ranked = sorted(points, reverse=True)
        for p in points:
            other = ranked[1] if p == ranked[0] else ranked[0]
            out.append(0.5 + 0.5 * math.tanh((p - other) / scale))
        return out
    total = sum(points)
    for p in points:
        other = (total - p) / (n - 1)
        out.append(0.5 + 0.5 * math.tanh((p - other) / scale))
    return out


def terminal_rewards(state: GameState, settings: SearchSettings) -> list:
    scores = state.scores()
    n = state.num_players
    best = max(s.key for s in scores)
    winners = [s.seat for s in scores if s.key == best]
    win = [0.0] * n
    for w in winners:
        win[w] = 1.0 / len(winners)
    k = settings.win_weight
    if k >= 1.0:
        return win
    totals = [0.0] * n
    for s in scores:
        totals[s.seat] = float(s.total)
    margin = relative_rewards(totals, settings.scale * 2, settings.versus)
    return [k * w + (1 - k) * m for w, m in zip(win, margin)]


def cut_rewards(state: GameState, settings: SearchSettings, start: list) -> list:
    if settings.evaluate is not None:
        return list(settings.evaluate(state))
    now = potentials(state, settings)
    return relative_rewards([a - b for a, b in zip(now, start)], settings.scale, settings.versus)


def playout(world: GameState, seat: int, settings: SearchSettings, policy, rng: random.Random,
            start: list | None) -> float:
    """Step 5: play `world` on (consumed) with `policy` (None: uniform random
    moves) and return seat's reward: terminal_rewards at the end of the
    game, else cut_rewards against `start`, each seat's potential when the
    world was sampled (unused when the settings evaluate)."""
    apply = applier(world)
    cut_turns = settings.cut_turns
    depth = playout_steps(settings)
    steps = 0
    turns_seen = 0
    owner = world.turn_owner()
    while not world.is_over:
        if steps >= depth:
            break
        if cut_turns is not None:
            now = world.turn_owner()
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
        return terminal_rewards(world, settings)[seat]
    return cut_rewards(world, settings, start)[seat]


def applier(state: GameState):
    """state._apply skips re-validating actions just taken from
    legal_actions(); games that override apply() itself keep it."""
    if type(state).apply is GameState.apply:
        return state._apply
    return state.apply


# ---------------------------------------------------------------- the bot


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    stopped_by: str = ""
    root_visits: dict = field(default_factory=dict)  # action label -> rollouts


class SearchBot:
    """Hard and Expert: the search of this module, bounded by seconds and/or
    rollouts (`iterations`).

    should_stop: a callable() -> bool checked between rollouts; when it
    returns True the best move so far is returned (or the heuristic's / a
    random legal move if no rollout has finished).
    clock: time source (tests pass a fake one; the default is perf_counter).
    on_iteration: called with the rollout count after each rollout.
    """

    def __init__(self, game_id: str, seconds: float | None = HARD_SECONDS,
                 iterations: int | None = None, settings: SearchSettings | None = None,
                 should_stop: Callable[[], bool] | None = None, clock: Callable[[], float] = time.perf_counter,
                 on_iteration: Callable[[int], None] | None = None):
        if seconds is None and iterations is None:
            raise ValueError("a search needs a time or an iteration budget")
        self.game_id = game_id
        self.seconds = seconds
        self.iterations = iterations
        self.settings = settings if settings is not None else settings_for(game_id, "hard")
        self.should_stop = should_stop
        self.clock = clock
        self.on_iteration = on_iteration
        factory = heuristic_factory(game_id)
        self.heuristic = factory() if factory is not None else None
        self.last_stats = SearchStats()

    def stopped(self) -> bool:
        return self.should_stop is not None and bool(self.should_stop())

    def prior_move(self, state: GameState, rng: random.Random):
        """The move the search keeps unless another is clearly better: the
        heuristic's (a subclass may protect another move)."""
        if self.heuristic is None:
            return None
        return self.heuristic.choose(state, state.to_act, rng)

    def policy(self, rng: random.Random, settings: SearchSettings | None = None):
        """The rollout policy, callable(state, rng) -> action, or None for
        uniform random moves."""
        settings = self.settings if settings is None else settings
        rollout = settings.rollout
        if callable(rollout):
            return rollout
        if rollout == "heuristic" and self.heuristic is not None:
            heuristic, eps = self.heuristic, settings.epsilon

            def policy(state, r):
                if eps and r.random() < eps:
                    return r.choice(state.legal_actions())
                return heuristic.choose(state, state.to_act, r)

            return policy
        return None

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        settings = settings_at(self.settings, state)  # step 1
        legal = state.legal_actions()
        if len(legal) == 1:  # step 2
            self.last_stats = SearchStats(stopped_by="single action")
            return legal[0]
        if settings.settle is not None:
            move = settings.settle(state, seat, legal)
            if move is not None and move in legal:
                self.last_stats = SearchStats(stopped_by="settled")
                return move
        return RolloutSearch(self, settings).choose(state, seat, random.Random(rng.getrandbits(64)))


class RolloutSearch:
    """One decision's search (steps 3-8 of the module text).  Fills
    bot.last_stats; afterwards `rewards` holds each compared move's rewards,
    one per world in the order the worlds were drawn."""

    def __init__(self, bot: SearchBot, settings: SearchSettings | None = None):
        self.bot = bot
        self.settings = bot.settings if settings is None else settings
        self.on_rollout = bot.on_iteration
        self.means: dict = {}
        self.rewards: dict = {}

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        bot, settings = self.bot, self.settings
        legal = state.legal_actions()
        clock = bot.clock
        start = clock()
        deadline = start + bot.seconds if bot.seconds is not None else None
        budget = bot.iterations
        if settings.max_rollouts is not None:
            budget = settings.max_rollouts if budget is None else min(budget, settings.max_rollouts)
        policy = bot.policy(rng, settings)
        # step 3: the prior, on a sample of our information set
        prior = None
        if bot.heuristic is not None:
            prior = bot.prior_move(state.determinize(seat, random.Random(rng.getrandbits(64))),
                                        random.Random(rng.getrandbits(64)))
            if prior not in legal:
                # a free amount off the menu (GameState.amount_range) competes as one more move
                prior = prior if prior is not None and state.is_legal(prior) else None
                legal = legal + [prior] if prior is not None else legal
        arms = list(legal)
        if prior is not None and settings.candidates is not None:
            wanted = set(settings.candidates(state, seat, legal, prior)) | {prior}
            arms = [a for a in legal if a in wanted]  # legal order: deterministic
            if len(arms) == 1:
                bot.last_stats = SearchStats(stopped_by="settled")
                return prior
        rewards: dict = {a: [] for a in arms}
        world_seeds: list = []
        live = list(arms)
        n = 0

        def out_of_budget() -> str | None:
            if budget is not None and n >= budget:
                return "iterations"
            if deadline is not None and clock() >= deadline:
                return "time"
            if bot.stopped():
                return "cancelled"
            return None

        confirm = settings.confirm if prior is not None and len(arms) > 1 else 0.0
        full_budget, full_deadline = budget, deadline
        if confirm > 0:  # hold back the fresh check's share (step 7)
            if budget is not None:
                budget = budget - int(budget * confirm)
            if deadline is not None:
                deadline = start + bot.seconds * (1.0 - confirm)

        def run_world(index: int, arm_list, store=rewards) -> str | None:
            """Step 4: play every arm in world `index`; stops between
            rollouts when the budget runs out (a half-played world is
            ignored by the means, which use only worlds every live arm has
            played)."""
            nonlocal n
            wseed, rseed = world_seeds[index]
            base = state.determinize(seat, random.Random(wseed))
            sampled = potentials(base, settings) if settings.evaluate is None else None
            for a in arm_list:
                stop = out_of_budget()
                if stop is not None:
                    return stop
                world = base.clone()
                applier(world)(a)
                store[a].append(playout(world, seat, settings, policy, random.Random(rseed), sampled))
                n += 1
                if self.on_rollout is not None:
                    self.on_rollout(n)
            return None

        # Step 6, sequential halving.  Rounds: ceil(log2(arms)); each round
        # gives the live arms an equal share of what is left of the budget,
        # counted in rollouts or estimated from the time so far.
        rounds = max(1, math.ceil(math.log2(len(arms))))
        stop = "cancelled" if bot.stopped() else None
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
                live = halve(live, rewards, prior)
        stopped_by = stop  # the last round always runs until the budget is spent

        best = best_arm(rewards, live)
        choice = best
        if prior is not None and best is not None and best != prior:
            if confirm > 0:  # step 7
                fresh = {best: [], prior: []}
                budget, deadline = full_budget, full_deadline
                if stop != "cancelled":
                    while out_of_budget() is None:
                        world_seeds.append((rng.getrandbits(64), rng.getrandbits(64)))
                        if run_world(len(world_seeds) - 1, [best, prior], fresh) is not None:
                            break
                diffs = paired(fresh[best], fresh[prior])
            else:
                diffs = paired(rewards[best], rewards[prior])
            if not clearly_better(diffs, settings.keep, settings.sigmas):  # step 8
                choice = prior
        if choice is None:
            choice = prior if prior is not None else rng.choice(legal)
        bot.last_stats = SearchStats(
            iterations=n, seconds=clock() - start, stopped_by=stopped_by,
            root_visits={a.label(): len(rewards[a]) for a in arms})
        self.rewards = rewards
        self.means = {a: (statistics.fmean(v) if v else None) for a, v in rewards.items()}
        return choice


def worlds_shared(rewards: dict, live: list) -> int:
    """How many worlds every live arm has been played in (the last world may
    be half-played when the budget ran out)."""
    return min(len(rewards[a]) for a in live)


def paired(mine: list, theirs: list) -> list:
    """World-by-world differences of two arms' rewards."""
    k = min(len(mine), len(theirs))
    return [mine[i] - theirs[i] for i in range(k)]


def clearly_better(diffs: list, margin: float, sigmas: float) -> bool:
    """Step 8: the mean difference is above `margin` and `sigmas` standard errors."""
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


def halve(live: list, rewards: dict, prior) -> list:
    """Keep the better half of the live arms (by mean over the worlds all
    of them share), and always the heuristic's move."""
    k = worlds_shared(rewards, live)
    ranked = sorted(live, key=lambda a: -statistics.fmean(rewards[a][:k]) if k else 0.0)
    keep = ranked[:max(2, (len(ranked) + 1) // 2)]
    if prior is not None and prior in live and prior not in keep:
        keep.append(prior)
    return [a for a in live if a in keep]  # legal order: deterministic


def best_arm(rewards: dict, live: list):
    best, best_key = None, None
    k = worlds_shared(rewards, live) if live else 0
    for a in live:
        v = rewards[a][:k] if k else rewards[a]
        if not v:
            continue
        key = statistics.fmean(v)
        if best_key is None or key > best_key:
            best, best_key = a, key
    return best


# ---------------------------------------------------------------- levels "hard" and "expert"

HARD_BUDGET = {"seconds": HARD_SECONDS, "iterations": None}  # what hard_bot() gives (set_hard_budget)
EXPERT_BUDGET = {"seconds": EXPERT_SECONDS, "iterations": None}


def _swap_budget(budget: dict, seconds: float | None, iterations: int | None) -> dict:
    previous = dict(budget)
    budget["seconds"], budget["iterations"] = seconds, iterations
    return previous


def set_hard_budget(seconds: float | None = HARD_SECONDS, iterations: int | None = None) -> dict:
    """Change what make_bot(game, "hard") returns (tournaments, tests).
    Returns the previous budget so callers can restore it."""
    return _swap_budget(HARD_BUDGET, seconds, iterations)


def set_expert_budget(seconds: float | None = EXPERT_SECONDS, iterations: int | None = None) -> dict:
    """Change what make_bot(game, "expert") returns (tournaments, tests).
    Returns the previous budget so callers can restore it."""
    return _swap_budget(EXPERT_BUDGET, seconds, iterations)


def hard_bot(game_id: str, should_stop: Callable[[], bool] | None = None) -> SearchBot:
    return SearchBot(game_id, seconds=HARD_BUDGET["seconds"], iterations=HARD_BUDGET["iterations"],
                     settings=settings_for(game_id, "hard"), should_stop=should_stop)


def expert_bot(game_id: str, should_stop: Callable[[], bool] | None = None) -> SearchBot:
    return SearchBot(game_id, seconds=EXPERT_BUDGET["seconds"], iterations=EXPERT_BUDGET["iterations"],
                     settings=settings_for(game_id, "expert"), should_stop=should_stop)


def rollout_cap_note(level: str, iterations: int | None, settings: SearchSettings) -> str | None:
    """A sentence for a bench or tournament asking `level` for more rollouts
    than its settings' max_rollouts allows (the cap wins, silently
    otherwise); None when the budget is within the cap."""
    cap = settings.max_rollouts
    if iterations is None or cap is None or iterations <= cap:
        return None
    return (f"note: {level} stops at {cap} rollouts a decision (max_rollouts in its search settings), "
            f"so its budget of {iterations} plays as {cap}; change the settings to search longer")


def think_seconds(level: str) -> float | None:
    """The app's default seconds a move of a search level (what setup shows), else None."""
    return {"hard": HARD_SECONDS, "expert": EXPERT_SECONDS}.get(level)
