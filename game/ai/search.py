"""Information-set Monte Carlo tree search (single-observer ISMCTS,
Cowling, Powley & Whitehouse 2012) over the rules protocol only.

One tree per decision, keyed by action sequences from the bot's own
information set.  Every iteration:

1. samples a determinization: `state.determinize(seat, rng)` resamples all
   the bot's seat cannot see (other hands, deck order, future chance);
2. selects with UCB1 over the children whose actions are legal in this
   determinization, using availability counts in place of the parent's
   visits (a child unavailable in most worlds is not penalised for it);
3. expands one untried action: the game's heuristic move first where that
   is cheap (a prior), otherwise a random one;
4. rolls out with the per-game policy (heuristic with epsilon noise, or
   random) for at most the per-game depth, then
5. evaluates: win/loss shares (plus a little final margin) at the end of
   the game; at a cut, each seat's gain in "potential" (score plus what is
   in hand, per game) since the iteration began against the others' gains,
   squashed to [0, 1] (gains cancel the noise of resampled hidden scores);
6. backs up one reward per seat; each node keeps the reward of the seat that
   chose the action leading to it, so multi-player games work.  Children are
   keyed by (seat, action): when seats interleave (a reaction window asks
   other seats out of turn) the same action, a Pass say, chosen by different
   seats in different sampled worlds gets separate nodes, each crediting the
   seat that really chose it.

The search is anytime: bounded by seconds and/or iterations and stopped early
by a cancel flag (threading.Event or callable) checked every iteration.  With
an iteration budget it is deterministic given the rng passed to choose().

Plain UCT on these games loses to the heuristics (it cannot see far enough
in one second of Python), so the heuristic steers it: its move is expanded
first and gets a progressive-bias bonus, and per game the final choice may
keep the heuristic's move unless search finds a clearly better one.

For Star Cartel and Captain even that was not enough, and the root-only
form of the same search wins instead: GameHooks(mode="flat") hands the
decision to game/ai/rollouts.py (every legal move played out in the same
determinized worlds with the heuristic for every seat, sequential halving).

Per-game tuning is the SEARCH_HOOKS (a GameHooks) of each game's bot module,
game/games/<id>/bot.py, which may also expose:
    rollout_action(state, rng) -> Action   a cheap policy for playouts
    evaluate(state) -> list[float]         per-seat value in [0, 1]
Either is used when present; otherwise defaults apply.
"""
from __future__ import annotations

import math
import random
import time
from copy import copy
from dataclasses import dataclass, field, replace
from typing import Callable

from game.ai import bot_module, heuristic_factory, register_search
from game.ai.hooks import GameHooks, playout_steps  # noqa: F401  (GameHooks re-exported: search.GameHooks)
from game.rules.core import Action, GameState

# App default for level "hard": about one second per decision, overheads included.
HARD_SECONDS = 0.9

# ---------------------------------------------------------------- per-game tuning


def hooks_for(game_id: str, name: str = "SEARCH_HOOKS") -> GameHooks:
    """A game's SEARCH_HOOKS (or the hooks called `name`) from its bot
    module, with the functions that module exposes (rollout_action,
    evaluate) filled in where the hooks leave them open.  Games without a
    bot module get GameHooks() defaults."""
    module = bot_module(game_id)
    hooks = replace(getattr(module, name, None) or GameHooks())
    if module is not None:
        if hooks.evaluate is None and callable(getattr(module, "evaluate", None)):
            hooks.evaluate = module.evaluate
        if hooks.rollout == "heuristic" and callable(getattr(module, "rollout_action", None)):
            hooks.rollout = module.rollout_action
    return hooks


def hooks_at(hooks: GameHooks, state: GameState) -> GameHooks:
    """The hooks to search `state` with: `hooks`, or the ones its variant
    picks for this position (without a variant of their own)."""
    other = hooks.variant(state) if hooks.variant is not None else None
    if other is None:
        return hooks
    return other if other.variant is None else replace(other, variant=None)


# ---------------------------------------------------------------- rewards


def potentials(state: GameState, hooks: GameHooks) -> list:
    if hooks.potential is not None:
        return list(hooks.potential(state))
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


def terminal_rewards(state: GameState, hooks: GameHooks) -> list:
    scores = state.scores()
    n = state.num_players
    best = max(s.key for s in scores)
    winners = [s.seat for s in scores if s.key == best]
    win = [0.0] * n
    for w in winners:
        win[w] = 1.0 / len(winners)
    k = hooks.win_weight
    if k >= 1.0:
        return win
    totals = [0.0] * n
    for s in scores:
        totals[s.seat] = float(s.total)
    margin = relative_rewards(totals, hooks.scale * 2, hooks.versus)
    return [k * w + (1 - k) * m for w, m in zip(win, margin)]


def cut_rewards(state: GameState, hooks: GameHooks, start: list) -> list:
    if hooks.evaluate is not None:
        return list(hooks.evaluate(state))
    now = potentials(state, hooks)
    return relative_rewards([a - b for a, b in zip(now, start)], hooks.scale, hooks.versus)


# ---------------------------------------------------------------- tree


class Node:
    __slots__ = ("parent", "action", "player", "children", "visits", "total", "avail", "prior")

    def __init__(self, parent: "Node | None", action: Action | None, player: int | None):
        self.parent = parent
        self.action = action
        self.player = player  # the seat that chose `action` (reward kept for it)
        self.children: dict = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.prior = None  # heuristic move at this node (progressive bias), once known


class SearchCancelled(Exception):
    pass


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    stopped_by: str = ""
    root_visits: dict = field(default_factory=dict)  # action label -> visits


def turn_owner(state: GameState) -> int | None:
    """Whose turn it is (the seat to act may differ during a reaction):
    turn_seat() of games on the pending stack, else a `current` attribute,
    else the seat to act."""
    turn_seat = getattr(state, "turn_seat", None)
    if callable(turn_seat):
        return None if state.is_over else turn_seat()
    current = getattr(state, "current", None)
    return state.to_act if current is None else current


def _fast_apply(state: GameState):
    """state._apply skips re-validating actions we just took from
    legal_actions(); games that override apply() itself keep it."""
    if type(state).apply is GameState.apply:
        return state._apply
    return state.apply


class SearchBot:
    """Hard level: ISMCTS bounded by seconds and/or iterations.

    should_stop: a threading.Event or callable checked every iteration; when
    it fires the best move so far is returned (or the heuristic's / a random
    legal move if no iteration has finished).
    clock: time source (tests pass a fake one; the default is perf_counter).
    on_iteration: called with the iteration count after each iteration.
    """

    def __init__(self, game_id: str, seconds: float | None = HARD_SECONDS,
                 iterations: int | None = None, hooks: GameHooks | None = None,
                 should_stop=None, clock: Callable[[], float] = time.perf_counter,
                 on_iteration: Callable[[int], None] | None = None):
        if seconds is None and iterations is None:
            raise ValueError("a search needs a time or an iteration budget")
        self.game_id = game_id
        self.seconds = seconds
        self.iterations = iterations
        self.hooks = hooks if hooks is not None else hooks_for(game_id)
        self.should_stop = should_stop
        self.clock = clock
        self.on_iteration = on_iteration
        factory = heuristic_factory(game_id)
        self.heuristic = factory() if factory is not None else None
        self.last_stats = SearchStats()

    # ------------------------------------------------------------ helpers
    def _stopped(self) -> bool:
        flag = self.should_stop
        if flag is None:
            return False
        if hasattr(flag, "is_set"):
            return flag.is_set()
        return bool(flag())

    def _heuristic_move(self, state: GameState, rng: random.Random):
        if self.heuristic is None:
            return None
        return self.heuristic.choose(state, state.to_act, rng)

    def _policy(self, rng: random.Random):
        hooks = self.hooks
        rollout = hooks.rollout
        if callable(rollout):
            return rollout
        if rollout == "heuristic" and self.heuristic is not None:
            heuristic, eps = self.heuristic, hooks.epsilon

            def policy(state, r):
                if eps and r.random() < eps:
                    return r.choice(state.legal_actions())
                return heuristic.choose(state, state.to_act, r)

            return policy
        return None  # uniform random, inlined in search()

    # ------------------------------------------------------------ search
    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        hooks = hooks_at(self.hooks, state)
        if hooks is not self.hooks:
            bot = copy(self)
            bot.hooks = hooks
            try:
                return bot.choose(state, seat, rng)
            finally:
                self.last_stats = bot.last_stats
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_stats = SearchStats(stopped_by="single action")
            return legal[0]
        settle = self.hooks.settle
        if settle is not None:
            move = settle(state, seat, legal)
            if move is not None and move in legal:
                self.last_stats = SearchStats(stopped_by="settled")
                return move
        srng = random.Random(rng.getrandbits(64))
        if self.hooks.mode == "flat":
            from game.ai.rollouts import RolloutSearch

            return RolloutSearch(self).choose(state, seat, srng)
        root = self.search(state, seat, srng)
        best = None
        best_key = None
        for a in legal:  # legal order breaks ties: deterministic
            child = root.children.get((seat, a))
            if child is None or child.visits == 0:
                continue
            key = (child.visits, child.total / child.visits)
            if best_key is None or key > best_key:
                best, best_key = a, key
        if best is None:
            move = self._heuristic_move(state.clone(), srng)
            return move if move in legal else srng.choice(legal)
        keep = self.hooks.keep
        prior = root.prior
        if keep and prior and prior != best and (seat, prior) in root.children:
            mine, theirs = root.children[(seat, prior)], root.children[(seat, best)]
            if theirs.total / theirs.visits - mine.total / max(1, mine.visits) <= keep:
                return prior
        return best

    def search(self, state: GameState, seat: int, rng: random.Random) -> Node:
        hooks = self.hooks
        policy = self._policy(rng)
        root = Node(None, None, None)
        clock = self.clock
        start = clock()
        deadline = start + self.seconds if self.seconds is not None else None
        max_iter = self.iterations
        c = hooks.c
        bias = hooks.bias
        use_prior = hooks.prior and self.heuristic is not None
        depth_cut = playout_steps(hooks)
        turn_cut = hooks.turn_cut
        owner = turn_owner(state)  # turn_cut: the rollout ends when this turn does
        n = 0
        stopped_by = "iterations"
        while True:
            if max_iter is not None and n >= max_iter:
                stopped_by = "iterations"
                break
            if deadline is not None and n > 0 and clock() >= deadline:
                stopped_by = "time"
                break
            if self._stopped():
                stopped_by = "cancelled"
                break
            world = state.determinize(seat, rng)
            apply = _fast_apply(world)
            start_points = potentials(world, hooks) if hooks.evaluate is None else None
            node = root
            path = []
            # --- selection and expansion
            while not world.is_over:
                legal = world.legal_actions()
                mover = world.to_act
                children = node.children
                untried = None
                for a in legal:
                    child = children.get((mover, a))
                    if child is None:
                        if untried is None:
                            untried = []
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    a = None
                    if use_prior and node.prior is None:
                        try:
                            node.prior = self._heuristic_move(world.clone(), rng)
                        except Exception:
                            node.prior = False
                        if node.prior in untried:
                            a = node.prior
                    if a is None:
                        a = untried[0] if len(untried) == 1 else rng.choice(untried)
                    child = Node(node, a, mover)
                    child.avail = 1
                    children[(mover, a)] = child
                    apply(a)
                    path.append(child)
                    node = child
                    break
                # all tried: UCB over the available children
                best_child = None
                best_value = -1.0
                prior = node.prior
                for a in legal:
                    ch = children[(mover, a)]
                    value = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if bias and a == prior:
                        value += bias / (ch.visits + 1)
                    if value > best_value:
                        best_child, best_value = ch, value
                apply(best_child.action)
                path.append(best_child)
                node = best_child
            # --- rollout
            steps = 0
            if turn_cut and turn_owner(world) != owner:
                pass  # the tree already went past the end of this turn
            elif policy is None:  # uniform random: no second legality check
                while not world.is_over and (depth_cut is None or steps < depth_cut):
                    legal = world.legal_actions()
                    apply(legal[0] if len(legal) == 1 else rng.choice(legal))
                    steps += 1
                    if turn_cut and turn_owner(world) != owner:
                        break
            else:
                while not world.is_over and (depth_cut is None or steps < depth_cut):
                    apply(policy(world, rng))
                    steps += 1
                    if turn_cut and turn_owner(world) != owner:
                        break
            # --- evaluation and backup
            if world.is_over:
                rewards = terminal_rewards(world, hooks)
            else:
                rewards = cut_rewards(world, hooks, start_points)
            root.visits += 1
            for nd in path:
                nd.visits += 1
                nd.total += rewards[nd.player]
            n += 1
            if self.on_iteration is not None:
                self.on_iteration(n)
        self._last_root = root
        self.last_stats = SearchStats(
            iterations=n, seconds=clock() - start, stopped_by=stopped_by,
            root_visits={ch.action.label(): ch.visits for ch in root.children.values()})
        return root


# ---------------------------------------------------------------- levels "hard" and "expert"

_BUDGET = {"seconds": HARD_SECONDS, "iterations": None}


def _swap_budget(budget: dict, seconds: float | None, iterations: int | None) -> dict:
    previous = dict(budget)
    budget["seconds"], budget["iterations"] = seconds, iterations
    return previous


def set_hard_budget(seconds: float | None = HARD_SECONDS, iterations: int | None = None) -> dict:
    """Change what make_bot(game, "hard") returns (tournaments, tests).
    Returns the previous budget so callers can restore it."""
    return _swap_budget(_BUDGET, seconds, iterations)


def hard_hooks(game_id: str) -> GameHooks:
    """Level Hard's search: a game's HARD_HOOKS when its bot module exports
    one (completed like hooks_for), else its SEARCH_HOOKS.  HARD_HOOKS lets a
    game whose Hard has strength to spare stop sooner (a max_rollouts) without
    capping what searches with SEARCH_HOOKS: Expert, hints and analysis."""
    if getattr(bot_module(game_id), "HARD_HOOKS", None) is not None:
        return hooks_for(game_id, "HARD_HOOKS")
    return hooks_for(game_id)


def hard_bot(game_id: str) -> SearchBot:
    return SearchBot(game_id, seconds=_BUDGET["seconds"], iterations=_BUDGET["iterations"],
                     hooks=hard_hooks(game_id))


register_search(hard_bot)


# Expert: the same search with EXPERT_SCALE times Hard's budget (seconds, or
# iterations when a tournament gives Hard iterations), about 3 s a move: a
# flat search's standard error shrinks by sqrt(3), while a game's hundred or
# so searched bot moves still cost the person minutes of waiting, not a
# quarter of an hour.  In flat mode EXPERT_CONFIRM of that budget may go to
# GameHooks.confirm (an override of the heuristic's move replayed in fresh
# worlds); it is off: measured (issue 18, nice -n 10 on a loaded machine,
# seat-rotated 2-player games) Expert did not beat Hard with it or without:
#   Star Cargo (then the tree), Expert 3000 vs Hard 1000 iterations: 47% of 40 games
#   Star Cargo (flat, confirm 0.5), Expert 1800 vs Hard 600: 38% of 40 [0.24, 0.53]
#   Star Cargo, its EXPERT_HOOKS (1800, plus a 0.02 margin) vs Hard 600: 55% of 40 [0.40, 0.69],
#     51% of 100 [0.41, 0.61] with deals 21-50
#   Cartel (flat), Expert 150 vs Hard 50, confirm 0.25: 1 of 8 games
#   Cartel (flat), Expert 150 vs Hard 50, no confirm: 13 of 26 games
# and nearer the app's budgets (Star Cartel's and Star Cargo's are what
# 0.9 s and 2.7 s buy on a core, Cartel's a half to two thirds of that):
#   Star Cartel, Expert 687 vs two Hards at 229, 42 games: above a Hard in
#     48 of 84 seat pairs (57%, [0.42, 0.71] over games), won 18 (fair 14)
#   the same with confirm 0.5 and sigmas 1.5: 30 of 58 pairs, stopped
#   Star Cargo, EXPERT_HOOKS with Normal's priced hold as the cut's
#     potential (in place of half its value): 20 of 40 games
#   Cartel, Expert 1500 with a 0.02 margin vs Hard 500: 2 of 6 games,
#     stopped; Normal as Expert's playout policy in place of the cheap
#     sampled one, 420 vs 366 rollouts (3x the time): 3 of 8, stopped
#   Star Traders' Super Nova at 2 traders (both play every sample to the
#     end there), Expert 390 vs Hard 130, deals 1-30: 32 of 60 games (53%,
#     [0.41, 0.65]), median 1.2-1.4 s a move against Hard's 0.4-0.5 s
#   Cartel once its Hard had the fresh check (confirm 0.5, sigmas 1.5),
#     Expert 2200 vs Hard 733, both with it, deals 1-20: 23 of 40 games
#     (57%, [0.42, 0.71]), median 1.9-2.0 s a move against Hard's 0.6-0.7 s
#   Star Cargo, EXPERT_HOOKS with the cut judged by a fitted win-chance
#     model (as Star Traders' Hard): per decision worse than without it;
#     with rollouts free of random moves: 23 of 60 games (figures beside
#     its hooks)
#   Star Traders' Family at 2 traders, Expert judging a rollout at our
#     second turn (as Cartel's, below) at 500 rollouts vs Hard at the app's
#     345, deals 1-20 rotated: 22 of 40 games (55%, [0.40, 0.69]); deals
#     1-12 and 14 gave 16 of 26, deals 13 and 15-20 then 6 of 14.  Expert's
#     median move 0.42-2.37 s against Hard's 0.24-0.66 s by deal, so 500 is
#     about what its 2.7 s buys.  Not adopted.  Expert as it ships there
#     (1035 vs 345, cut at our next turn), deals 1-6: 6 of 11 games, too few
#     to rank (a game takes 10-20 minutes)
#   Star Traders' Nova at 2 traders, Expert as it ships (900 rollouts) vs
#     Hard at 300, deals 1-20 rotated: 23 of 40 games (57.5%, [0.42, 0.71]),
#     median move 1.13 s against Hard's 0.38 s; with a margin of 2 points
#     of win chance (Imperial's for Hard), 8 of the first 19 games, where
#     the shipping Expert won 9: stopped
# so more of the same search, a margin, the fresh check, a better cut
# valuation and a better playout policy each leave Expert a little above
# Hard at best: a flat search improves on its playout policy by one step,
# and three times the worlds only resolves smaller gains of that step (in
# Star Cargo, per decision, Expert's differences from Hard gain an eighth of
# what Hard's differences from Normal gain: figures beside its hooks).
# Nor could Normal's own weights learn that step: fitted by CMA-ES to the
# rollout values of every legal move in 583 Star Cartel positions (48
# worlds each), Normal's choice fell short of the best move by 0.044 of
# reward on the held-out third before and 0.045 after.  What did help:
#   a game whose Hard has strength to spare over Normal stops Hard sooner
#     (its bot module's HARD_HOOKS): Star Cartel, Expert above Hard in 60%
#     of seat pairs at 3 seats (figures beside its HARD_HOOKS); not at 4
#     seats, nor in Star Traders' Super Nova, where a Hard stopped sooner
#     fell under 75% against Normal (figures beside their hooks)
#   a game whose cut comes soon looks further: Cartel's Expert judges a
#     rollout at our second turn, not our next (each costs about three
#     times as much), above Hard in 24 of 40 games at 650 rollouts and 30
#     of 40 at 1100; the app's 2.7 s comes to about 870 on a free core
#     (figures beside its EXPERT_HOOKS)
#   a game whose cut is biased gives Expert an unbiased evaluation: Captain,
#     Expert playing to the end, above Hard in 62% of seat pairs (figures
#     beside its EXPERT_HOOKS); not in Star Cargo, where whole games played
#     out by Normal seem to cost more than its cut's bias (beside its hooks)
# A game makes its Expert stronger by exporting EXPERT_HOOKS from its bot
# module.  At the app's budget Expert takes its 2.7 s a move (median and
# p95 2.70-2.71 s, load 5 on 2 cores).
EXPERT_SCALE = 3
EXPERT_SECONDS = EXPERT_SCALE * HARD_SECONDS
EXPERT_CONFIRM = 0.0  # flat mode: share of Expert's budget held back for the fresh check (0: off)

_EXPERT_BUDGET = {"seconds": EXPERT_SECONDS, "iterations": None}


def set_expert_budget(seconds: float | None = EXPERT_SECONDS, iterations: int | None = None) -> dict:
    """Change what make_bot(game, "expert") returns (tournaments, tests).
    Returns the previous budget so callers can restore it."""
    return _swap_budget(_EXPERT_BUDGET, seconds, iterations)


def expert_hooks(game_id: str) -> GameHooks:
    """A game's EXPERT_HOOKS when its bot module exports one (completed like
    hooks_for), else its SEARCH_HOOKS, with EXPERT_CONFIRM as the fresh-worlds
    check in flat mode unless the hooks already set one."""
    if getattr(bot_module(game_id), "EXPERT_HOOKS", None) is not None:
        return hooks_for(game_id, "EXPERT_HOOKS")
    hooks = hooks_for(game_id)
    if hooks.mode == "flat" and not hooks.confirm and EXPERT_CONFIRM:
        hooks.confirm = EXPERT_CONFIRM
    return hooks


def rollout_cap_note(level: str, iterations: int | None, hooks: GameHooks) -> str | None:
    """A sentence for a bench or tournament asking `level` for more rollouts
    than its hooks' max_rollouts allows (the cap wins, silently otherwise);
    None when the budget is within the cap."""
    cap = hooks.max_rollouts
    if iterations is None or cap is None or hooks.mode != "flat" or iterations <= cap:
        return None
    return (f"note: {level} stops at {cap} rollouts a decision (max_rollouts in its search hooks), "
            f"so its budget of {iterations} plays as {cap}; change the hooks to search longer")


def expert_bot(game_id: str) -> SearchBot:
    return SearchBot(game_id, seconds=_EXPERT_BUDGET["seconds"], iterations=_EXPERT_BUDGET["iterations"],
                     hooks=expert_hooks(game_id))


def think_seconds(level: str) -> float | None:
    """The app's default seconds a move of a search level (what setup shows), else None."""
    return {"hard": HARD_SECONDS, "expert": EXPERT_SECONDS}.get(level)


register_search(expert_bot, "expert")
