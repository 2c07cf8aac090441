"""Bots acting out of their turn (opening talks in Star Traders): the one
path the table (scenes/table_parts/talks.py) and the headless games
(game/simulate.py: `main.py simulate`, tournaments, benches) both take, so a
tournament plays the game people play.

Before each decision, once the game is at a point where a seat may cut in,
every bot after the seat to act, in turn order, is asked once whether it
acts now; the first that does acts, and the question is asked again at the
next decision.  What a bot does out of turn is its game's policy
(`BotSettings.interject`); a game without one never cuts in.  Each bot's
answer is drawn from (seed, step, seat), so a game plays the same at the
table and on the command line.
"""
from __future__ import annotations

import random
from typing import Callable, Optional

from game.ai.settings import bot_settings
from game.rules.core import Action, GameState

Ask = Callable[[int, random.Random], Optional[Action]]


def interjection_rng(seed: int, steps: int, seat: int) -> random.Random:
    """The generator of the bot at `seat` asked before step `steps` of a match."""
    return random.Random(f"{seed}:{steps}:{seat}")


def bot_interjection(game_id: str, state: GameState, seat: int, rng: random.Random) -> Action | None:
    """What the bot at `seat` does out of turn now (one of
    state.interjections(seat)), or None: its game's policy decides."""
    declared = bot_settings(game_id)
    policy = declared.interject if declared is not None else None
    return None if policy is None else policy(state, seat, rng)


def first_interjection(game_id: str, state: GameState, seed: int, steps: int, ask: Ask | None = None,
                       is_bot: Callable[[int], bool] = lambda seat: True) -> Action | None:
    """The first out-of-turn action of a bot before step `steps`, or None.
    `ask(seat, rng)` is the bot's answer (default: bot_interjection);
    `is_bot(seat)` leaves out seats a person plays."""
    from game.games import get_ruleset

    if state.is_over or not get_ruleset(game_id).talks_any_time:
        return None
    n = state.num_players
    first = state.to_act if state.to_act is not None else 0
    for k in range(1, n + 1):
        seat = (first + k) % n
        if not is_bot(seat):
            continue
        rng = interjection_rng(seed, steps, seat)
        action = ask(seat, rng) if ask is not None else bot_interjection(game_id, state, seat, rng)
        if action is not None:
            return action
    return None
