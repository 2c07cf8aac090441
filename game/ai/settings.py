"""What a game's bot module declares for the levels: BOT_SETTINGS, a
BotSettings (game/games/<id>/bot.py).  Kept apart from the search so a bot
module can declare its settings without importing the search itself.

Normal is the game's heuristic, Easy the heuristic with random blunders,
Hard and Expert the one search of game/ai/search.py run with the
SearchSettings of their level.  Why a game's figures are what they are, and
what else was tried: docs/bots.md.  bot_settings(game_id) finds a game's
record (the tests' toy games register only a heuristic).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Optional

from game.rules.core import Action, GameState

# A playout that goes on this many decisions is cut and judged like a depth
# cut, whatever the settings say.  A real game takes at most a few thousand
# decisions; a determinized world played by heuristics can stall for ever (in
# a Cartel playout three bots once shuffled Agents back and forth for 18,000
# turns with nothing left to build), and an analysis or a bot must not hang.
ROLLOUT_STEP_CAP = 20_000

EASY_BLUNDER = 0.3  # share of Easy's decisions that are a random legal move, unless a game sets its own

Policy = Callable[[GameState, random.Random], Action]
Evaluator = Callable[[GameState], list]


@dataclass(frozen=True)
class SearchSettings:
    """How the search (game/ai/search.py) plays one game at one level.

    rollout:     how every seat plays a rollout: "heuristic" (the game's
                 heuristic, with `epsilon` random moves), "random", or a
                 callable(state, rng) -> action (a cheaper policy).
    epsilon:     chance of a random move in a "heuristic" rollout.
    depth:       a rollout is cut after this many decisions (None: only
                 cut_turns, the end of the game or ROLLOUT_STEP_CAP cut it).
    cut_turns:   a rollout is cut when the searching seat's turn comes round
                 this many times (None: depth alone).
    evaluate:    callable(state) -> per-seat rewards in [0, 1] at a cut;
                 None: each seat's gain in `potential` since the world was
                 sampled against the others' gains,
                 0.5 + 0.5 * tanh(relative gain / scale).  Gains cancel the
                 noise of resampled hidden scores.
    potential:   callable(state) -> per-seat points (score plus what is in
                 hand); None: Score.total.
    scale:       points of relative gain that make a clear advantage.
    versus:      "mean" or "best": a seat's gain or margin is measured
                 against the mean of the other seats or the best of them.
    win_weight:  at the end of the game, reward = win_weight * win share +
                 (1 - win_weight) * final-margin reward (at scale * 2).
    keep, sigmas: the heuristic's move is left only for a move whose mean
                 reward, paired world by world, beats it by more than `keep`
                 and by more than `sigmas` standard errors.
    confirm:     share of the budget held back to replay the best move and
                 the heuristic's in fresh worlds that alone decide the
                 override (0: the selection's worlds decide; they favour
                 whichever move got lucky there).
    max_rollouts: at most this many rollouts a decision, whatever the time
                 budget (None: the budget alone).
    settle:      callable(state, seat, legal) -> an action to play without
                 searching, or None to search; it reads only what `seat` sees.
    candidates:  callable(state, seat, legal, prior) -> the moves to compare
                 (it keeps `prior`, the heuristic's move); None: every legal
                 move.  When only `prior` is left it is played at once.
    variant:     callable(state) -> {field: value} to change for this
                 position (a version or a table size that wants another
                 search), or None.  Everything it does not name stays as
                 declared here, so a variant inherits this record's
                 rollout, evaluate and the rest.
    """

    rollout: object = "heuristic"
    epsilon: float = 0.1
    depth: Optional[int] = 20
    cut_turns: Optional[int] = None
    evaluate: Optional[Evaluator] = None
    potential: Optional[Callable[[GameState], list]] = None
    scale: float = 10.0
    versus: str = "mean"
    win_weight: float = 0.8
    keep: float = 0.0
    sigmas: float = 1.0
    confirm: float = 0.0
    max_rollouts: Optional[int] = None
    settle: Optional[Callable[[GameState, int, list], Optional[Action]]] = None
    candidates: Optional[Callable[[GameState, int, list, Action], list]] = None
    variant: Optional[Callable[[GameState], Optional[dict]]] = None

    def __post_init__(self):
        if self.versus not in ("mean", "best"):
            raise ValueError(f"versus {self.versus!r}: 'mean' or 'best'")
        if not 0.0 <= self.confirm < 1.0:
            raise ValueError(f"confirm {self.confirm!r}: a share of the budget, 0 to under 1")


def settings_at(settings: SearchSettings, state: GameState) -> SearchSettings:
    """The settings to search `state` with: `settings` with the changes its
    variant names for this position (and no variant of their own)."""
    changes = settings.variant(state) if settings.variant is not None else None
    if not changes:
        return settings
    return replace(settings, **changes, variant=None)


def playout_steps(settings: SearchSettings) -> int:
    """The most decisions one playout may take: the depth, never past
    ROLLOUT_STEP_CAP (read at call time, so a test can lower it)."""
    return ROLLOUT_STEP_CAP if settings.depth is None else min(settings.depth, ROLLOUT_STEP_CAP)


@dataclass(frozen=True)
class BotSettings:
    """A game's bots, declared once in its bot module as BOT_SETTINGS.

    heuristic:    factory() -> the Normal bot; also Easy's, and the search's
                  prior and "heuristic" rollouts.
    hard, expert: the search of each level (their time budgets are the
                  app's: search.HARD_SECONDS and EXPERT_SCALE times it).
    search:       the search hints and the results' analysis run (with their
                  own budgets); None: Hard's.
    easy_blunder: share of Easy's decisions that are a random legal move.
    interject:    callable(state, seat, rng) -> what the bot at `seat` does
                  out of its turn now (one of state.interjections(seat)), or
                  None; every level of bot asks it (game/ai/out_of_turn.py).
                  None: the game's bots never act out of turn.
    deal_reason:  callable(world, seat, action) -> why the bot at `seat`
                  answers an offer (or a request) so, or makes its own offer,
                  in words that reveal nothing it may not show; None for
                  other moves (game/ai/deal_reasons.py).
    """

    heuristic: Callable[[], object]
    hard: SearchSettings
    expert: SearchSettings
    search: Optional[SearchSettings] = None
    easy_blunder: float = EASY_BLUNDER
    interject: Optional[Callable[[GameState, int, random.Random], Optional[Action]]] = None
    deal_reason: Optional[Callable[[GameState, int, Action], Optional[str]]] = None

    def level(self, level: str | None) -> SearchSettings:
        """The settings of "hard" or "expert"; None: the game's own search."""
        if level is None:
            return self.hard if self.search is None else self.search
        if level == "hard":
            return self.hard
        if level == "expert":
            return self.expert
        raise ValueError(f"{level!r} is not a search level (hard, expert)")


# ---------------------------------------------------------------- where a game's settings are found

_HEURISTICS: dict[str, Callable[[], object]] = {}


def register_heuristic(game_id: str, factory: Callable[[], object]) -> None:
    """For games outside game/games (the tests' toy games); a game package
    declares its heuristic in its bot module's BOT_SETTINGS instead."""
    _HEURISTICS[game_id] = factory


def bot_module(game_id: str):
    """The bot module of a game package, or None."""
    from game.games import get_spec  # the registry, which loads bot modules lazily

    spec = get_spec(game_id)
    return spec.bot_module() if spec is not None else None


def bot_settings(game_id: str) -> BotSettings | None:
    """The BOT_SETTINGS a game's bot module declares, or None for a game
    without a bot module."""
    module = bot_module(game_id)
    if module is None:
        return None
    declared = module.BOT_SETTINGS
    if not isinstance(declared, BotSettings):
        raise TypeError(f"{module.__name__}.BOT_SETTINGS is not a BotSettings (game/ai/settings.py)")
    return declared


def heuristic_factory(game_id: str) -> Callable[[], object] | None:
    if game_id in _HEURISTICS:
        return _HEURISTICS[game_id]
    declared = bot_settings(game_id)
    return declared.heuristic if declared is not None else None
