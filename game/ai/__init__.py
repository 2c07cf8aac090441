"""Bots over the rules protocol only.

A bot never sees the true state: `decide` hands it a determinized copy made
from its own seat's view, so it cannot read other hands or the deck order.

Levels: random, easy (heuristic with human-like noise), normal (heuristic),
hard (information-set search, see game/ai/search.py when present).
Each game registers its heuristic with `register_heuristic`.
"""
from __future__ import annotations

import random
from typing import Callable, Protocol

from game.rules.core import Action, GameState, seat_rng

LEVELS = ("random", "easy", "normal", "hard")


class Bot(Protocol):
    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action: ...


class RandomBot:
    def choose(self, state, seat, rng):
        return rng.choice(state.legal_actions())


class NoisyBot:
    """Easy: plays the heuristic's move, but now and then a random legal one,
    the way a new player overlooks things."""

    def __init__(self, inner: Bot, blunder: float = 0.3):
        self.inner, self.blunder = inner, blunder

    def choose(self, state, seat, rng):
        actions = state.legal_actions()
        if len(actions) > 1 and rng.random() < self.blunder:
            return rng.choice(actions)
        return self.inner.choose(state, seat, rng)


_HEURISTICS: dict[str, Callable[[], Bot]] = {}
_SEARCH: dict[str, Callable[[str], Bot]] = {}


def register_heuristic(game_id: str, factory: Callable[[], Bot]) -> None:
    _HEURISTICS[game_id] = factory


def register_search(factory: Callable[[str], Bot]) -> None:
    """The search bot: factory(game_id) -> Bot for level 'hard'."""
    _SEARCH["*"] = factory


def _load_game_bots() -> None:
    import importlib
    import importlib.util

    for mod in ("game.ai.star_cartel", "game.ai.star_cargo", "game.ai.cartel", "game.ai.star_traders", "game.ai.captain", "game.ai.search"):
        if importlib.util.find_spec(mod) is not None:
            importlib.import_module(mod)


def make_bot(game_id: str, level: str) -> Bot:
    _load_game_bots()
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    if level == "random":
        return RandomBot()
    heuristic = _HEURISTICS.get(game_id, RandomBot)
    if level == "easy":
        return NoisyBot(heuristic())
    if level == "hard" and "*" in _SEARCH:
        return _SEARCH["*"](game_id)
    return heuristic()


def decide(state: GameState, bot: Bot, seed: int, decision_index: int) -> Action:
    """The bot at state.to_act picks an action from a determinized copy.

    The copy is resampled from the seat's own view with a generator derived
    from (seed, seat, decision_index): same game, same choice, any machine."""
    seat = state.to_act
    rng = seat_rng(seed, "bot", seat, decision_index)
    view = state.determinize(seat, rng)
    return bot.choose(view, seat, rng)
