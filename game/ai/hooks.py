"""How the search plays one game: the GameHooks a game's bot module exports
as SEARCH_HOOKS (game/games/<id>/bot.py).  Kept apart from the search so a
game's bot can name its tuning without importing the search itself."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional

from game.rules.core import Action, GameState


# A playout that goes on this many decisions is cut and judged like a depth
# cut, whatever the hooks say.  A real game takes at most a few thousand
# decisions; a determinized world played by heuristics can stall for ever (in
# a Cartel playout three bots once shuffled Agents back and forth for 18,000
# turns with nothing left to build), and an analysis or a bot must not hang.
ROLLOUT_STEP_CAP = 20_000

Policy = Callable[[GameState, random.Random], Action]
Evaluator = Callable[[GameState], list]


@dataclass
class GameHooks:
    """How the search plays one game.

    rollout:     "heuristic" (the game's heuristic bot, epsilon-greedy),
                 "random", or a callable(state, rng) -> action.
    epsilon:     chance of a random move in a heuristic rollout.
    depth:       rollout cut, in decisions after the tree's leaf (None: to the
                 end, or ROLLOUT_STEP_CAP decisions, whichever comes first).
    evaluate:    callable(state) -> per-seat rewards in [0, 1] at a cut; None:
                 the gain evaluation below.
    potential:   callable(state) -> per-seat points (running score plus what
                 is in hand); None: Score.total.  The default evaluation at a
                 cut compares each seat's gain in potential since the start of
                 the iteration with the mean gain of the others:
                 0.5 + 0.5 * tanh(relative gain / scale).  Using gains cancels
                 the noise of resampled hidden scores (another seat's secret
                 pile is redrawn every iteration).
    scale:       points of relative gain that make a clear advantage.
    win_weight:  at the end of the game, reward = win_weight * win share +
                 (1 - win_weight) * final-margin reward (same scale).
    c:           UCB exploration constant (rewards are in [0, 1]).
    prior:       expand the heuristic's move first at a new node.
    bias:        progressive bias: bonus bias / (visits + 1) for the
                 heuristic's move during selection (0 turns it off).
    versus:      "mean" or "best": gains and margins are measured against the
                 mean of the other seats or the best other seat.
    keep:        final choice: keep the heuristic's move unless another move's
                 mean reward beats it by more than this (0: most visits wins).
    mode:        "tree" (ISMCTS, this module) or "flat" (root-only
                 determinized rollouts with common random numbers and
                 sequential halving, game/ai/rollouts.py).
    cut_turns:   flat mode: end a rollout when the searching seat's turn
                 comes round this many times (None: only depth cuts it).
    sigmas:      flat mode: leave the heuristic's move only for one whose
                 mean paired advantage is above `keep` and above this many
                 standard errors.  (`prior`, `bias` and `turn_cut` are
                 tree-only; flat mode always protects the heuristic's move.)
    confirm:     flat mode: share of the budget held back for a fresh check.
                 When the halving's winner is not the heuristic's move, the
                 two are played out in new worlds the selection never saw,
                 and only those decide the override (the `keep`/`sigmas`
                 test).  Reusing the selection's worlds favours whichever
                 of many noisy moves got lucky there (the winner's curse);
                 fresh worlds make `sigmas` mean what it says.  0: off.
                 When the winner is the heuristic's move, the held-back
                 budget is not spent.
    max_rollouts: flat mode: at most this many rollouts a decision, even
                 with time left (None: the budget alone decides).  Where the
                 cut evaluation is biased, more rollouts only make the
                 `sigmas` test trust the bias more often.
    settle:      callable(state, seat, legal) -> an action, or None to search:
                 decisions the game leaves to its heuristic (ones its
                 potential cannot tell apart, where search would only add
                 noise); it must read only what `seat` can see.
    candidates:  flat mode: callable(state, seat, legal, prior) -> the moves
                 the search compares (it must keep `prior`, the heuristic's
                 move, and read only what `seat` can see); None: every legal
                 move.  For choices the search cannot judge better than the
                 heuristic (one route against another, say) but where other
                 kinds of move are worth weighing.  When only `prior` is
                 left it is played at once.
    turn_cut:    also end a rollout as soon as the turn in which the
                 search decides is over (search.turn_owner changes; for a
                 seat deciding on its own turn, as soon as it is no longer
                 the one to act; a reaction window inside the turn does not
                 end it): for games whose turns are long chains of small
                 decisions, so every branch is judged at the same point of
                 the schedule.
    variant:     callable(state) -> other hooks to search this position with,
                 or None to use these: for a game whose versions want
                 different searches (Star Traders plays Super Nova's short
                 games to the end instead of judging a cut by its model, and
                 asks Imperial's overrides for a margin).
                 The hooks it returns are used as they are (their own
                 `variant` is ignored).
    """

    rollout: object = "heuristic"
    epsilon: float = 0.1
    depth: Optional[int] = 20
    evaluate: Optional[Evaluator] = None
    potential: Optional[Callable[[GameState], list]] = None
    scale: float = 10.0
    win_weight: float = 0.8
    c: float = 0.4
    prior: bool = True
    bias: float = 0.5
    turn_cut: bool = False
    keep: float = 0.0
    versus: str = "mean"
    mode: str = "tree"
    cut_turns: Optional[int] = None
    sigmas: float = 1.0
    confirm: float = 0.0
    max_rollouts: Optional[int] = None
    settle: Optional[Callable[[GameState, int, list], Optional[Action]]] = None
    candidates: Optional[Callable[[GameState, int, list, Action], list]] = None
    variant: Optional[Callable[[GameState], Optional["GameHooks"]]] = None


def playout_steps(hooks: GameHooks) -> int:
    """The most decisions one playout may take: the hooks' depth, never past
    ROLLOUT_STEP_CAP (read at call time, so a test can lower it)."""
    return ROLLOUT_STEP_CAP if hooks.depth is None else min(hooks.depth, ROLLOUT_STEP_CAP)
