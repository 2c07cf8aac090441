"""Bots over the rules protocol only.

A bot never sees the true state: `decide` hands it a determinized copy made
from its own seat's view, so it cannot read other hands or the deck order.

Levels: random, easy (the heuristic with random blunders), normal (the
heuristic), hard and expert (the search of game/ai/search.py, Expert with
three times Hard's budget).  A game's bot module (game/games/<id>/bot.py)
declares them all in one BOT_SETTINGS (game/ai/settings.py).
"""
from __future__ import annotations

import random
from typing import Callable, Protocol

from game.ai.settings import EASY_BLUNDER, bot_module, bot_settings, heuristic_factory, register_heuristic  # noqa: F401
from game.ai import search
from game.rules.core import Action, GameState, seat_rng

LEVELS = ("random", "easy", "normal", "hard", "expert")  # weakest first
SEARCH_LEVELS = ("hard", "expert")  # the levels that search (and take seconds a move)


class Bot(Protocol):
    """A bot of any level: picks a legal action for `seat` in the
    determinized copy decide() hands it."""

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action: ...


def search_stats(bot: Bot) -> search.SearchStats | None:
    """What the bot's last decision searched (rollouts, seconds), or None
    for a bot that does not search."""
    return bot.last_stats if isinstance(bot, search.SearchBot) else None


class RandomBot:
    def choose(self, state, seat, rng):
        return rng.choice(state.legal_actions())


class NoisyBot:
    """Easy: plays the heuristic's move, but now and then a random legal one,
    the way a new player overlooks things."""

    def __init__(self, inner: Bot, blunder: float = EASY_BLUNDER):
        self.inner, self.blunder = inner, blunder

    def choose(self, state, seat, rng):
        # an action marked `deliberate` (the deal steps) is never a blunder
        actions = [a for a in state.legal_actions() if not a.deliberate]
        if len(actions) > 1 and rng.random() < self.blunder:
            return rng.choice(actions)
        return self.inner.choose(state, seat, rng)


def make_bot(game_id: str, level: str, should_stop: Callable[[], bool] | None = None) -> Bot:
    """The bot of `level` for a game.  should_stop() -> True asks a
    searching level to play its best move so far (the levels that do not
    search answer at once and never ask)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    if level == "random":
        return RandomBot()
    heuristic = heuristic_factory(game_id) or RandomBot
    if level == "easy":
        declared = bot_settings(game_id)
        return NoisyBot(heuristic(), declared.easy_blunder if declared is not None else EASY_BLUNDER)
    if level == "hard":
        return search.hard_bot(game_id, should_stop)
    if level == "expert":
        return search.expert_bot(game_id, should_stop)
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
