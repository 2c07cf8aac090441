"""Bots over the rules protocol only.

A bot never sees the true state: `decide` hands it a determinized copy made
from its own seat's view, so it cannot read other hands or the deck order.

Levels: random, easy (heuristic with human-like noise), normal (heuristic),
hard (search, game/ai/search.py) and expert (the same search with three
times Hard's budget, or a game's own EXPERT_HOOKS).  A
game's bot module (game/games/<id>/bot.py) exports HEURISTIC and
SEARCH_HOOKS, and may export HARD_HOOKS and EXPERT_HOOKS (search.hard_hooks,
search.expert_hooks).
"""
from __future__ import annotations

import random
from typing import Callable, Protocol

from game.rules.core import Action, GameState, seat_rng

LEVELS = ("random", "easy", "normal", "hard", "expert")  # weakest first
SEARCH_LEVELS = ("hard", "expert")  # the levels that search (and take seconds a move)


class Bot(Protocol):
    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action: ...


class RandomBot:
    def choose(self, state, seat, rng):
        return rng.choice(state.legal_actions())


EASY_BLUNDER = 0.3  # share of Easy's decisions that are a random legal move


class NoisyBot:
    """Easy: plays the heuristic's move, but now and then a random legal one,
    the way a new player overlooks things."""

    def __init__(self, inner: Bot, blunder: float = EASY_BLUNDER):
        self.inner, self.blunder = inner, blunder

    def choose(self, state, seat, rng):
        # an action marked `deliberate` (the deal steps) is never a blunder
        actions = [a for a in state.legal_actions() if not getattr(a, "deliberate", False)]
        if len(actions) > 1 and rng.random() < self.blunder:
            return rng.choice(actions)
        return self.inner.choose(state, seat, rng)


_HEURISTICS: dict[str, Callable[[], Bot]] = {}
_SEARCH: dict[str, Callable[[str], Bot]] = {}  # level -> factory(game_id)


def register_heuristic(game_id: str, factory: Callable[[], Bot]) -> None:
    """For games outside game/games (the tests' toy games); a game package
    exports HEURISTIC from its bot module instead."""
    _HEURISTICS[game_id] = factory


def register_search(factory: Callable[[str], Bot], level: str = "hard") -> None:
    """The search bot of a search level: factory(game_id) -> Bot."""
    if level not in SEARCH_LEVELS:
        raise ValueError(f"{level!r} is not a search level ({', '.join(SEARCH_LEVELS)})")
    _SEARCH[level] = factory


def bot_module(game_id: str):
    """The bot module of a game package (heuristic and search hooks), or None."""
    from game.games import get_spec

    spec = get_spec(game_id)
    return spec.bot_module() if spec is not None else None


def heuristic_factory(game_id: str) -> Callable[[], Bot] | None:
    if game_id in _HEURISTICS:
        return _HEURISTICS[game_id]
    return getattr(bot_module(game_id), "HEURISTIC", None)


def make_bot(game_id: str, level: str) -> Bot:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    if level == "random":
        return RandomBot()
    heuristic = heuristic_factory(game_id) or RandomBot
    if level == "easy":  # a game's bot module may set its own EASY_BLUNDER
        return NoisyBot(heuristic(), getattr(bot_module(game_id), "EASY_BLUNDER", EASY_BLUNDER))
    if level in SEARCH_LEVELS:
        import game.ai.search  # noqa: F401  (registers the search bots)
        if level in _SEARCH:
            return _SEARCH[level](game_id)
    return heuristic()


def forced_action(state: GameState) -> Action | None:
    """The action a bot takes without thinking: the only legal one (a pass in
    a window where the seat has nothing to play, a lone "continue").  The
    legal actions of the seat to act follow from its own view, so this reads
    nothing hidden.  The frame calls it to skip the worker and the pacing
    delay; decide() uses it to skip determinizing and search."""
    if state.is_over:
        return None
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else None


def decide(state: GameState, bot: Bot, seed: int, decision_index: int) -> Action:
    """The bot at state.to_act picks an action from a determinized copy.

    The copy is resampled from the seat's own view with a generator derived
    from (seed, seat, decision_index): same game, same choice, any machine.
    A forced action (see forced_action) is returned without either."""
    forced = forced_action(state)
    if forced is not None:
        return forced
    seat = state.to_act
    rng = seat_rng(seed, "bot", seat, decision_index)
    view = state.determinize(seat, rng)
    return bot.choose(view, seat, rng)
