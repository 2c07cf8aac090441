"""A hint for the person to act: the Hard search's top choices, each with
its estimated chance to win, best first, and one line of why where the game
can say.

The Hard search picks the candidates (its own rewards mix the win share with
the margin or a cut-off evaluation, so they are no chances); the chances are
then the win-chance graph's estimate (game/ai/win_chance.py, ChanceJudge.move_chances):
each candidate played in the same sampled worlds, to the end, by the
heuristic.  The list is ordered by that chance; the search's favourite wins
a tie.

The search runs on a determinization of the person's own view (as every bot
decision does, game.ai.decide), so a hint never depends on what that seat
cannot see.  A game may name, in its GameSpec's `hint_reason`,

    hint_reason(world, action) -> str | None

where `world` is that determinized copy (hidden parts resampled: read only
what the seat can see) and `action` the search's favourite; it returns a
short phrase ("delivers now: medicine 8 crashes to 1") or None.

Pure Python: the table asks for hints through the bot worker
(worker.request(record, HINT)); hint_for_record is what the worker runs.
"""
from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field, replace

from game.ai.deal_reasons import tidy_reason
from game.ai.search import RolloutSearch, SearchBot, settings_for
from game.ai.settings import settings_at
from game.ai.win_chance import ChanceJudge
from game.rules.core import GameState, seat_rng

HINT = "hint"  # the worker's "level" for a hint request
TOP = 3
HINT_SECONDS = 1.5  # the app's search budget per hint; a person waits for it, so a little over a bot's
CHANCE_SECONDS = 1.5  # then the candidates' win chances, at most CHANCE_SAMPLES worlds
CHANCE_SAMPLES = 48
BUDGET = {"seconds": HINT_SECONDS, "iterations": None, "samples": None}  # what hint_for_record uses (tests shrink it)
REASON_MAX = 120  # characters of a reason shown


@dataclass
class Hint:
    """The search's top choices (best first) as (action, chance in [0, 1])."""

    choices: list = field(default_factory=list)
    reason: str | None = None

    @property
    def best(self):
        return self.choices[0][0] if self.choices else None

    def to_json(self) -> dict:
        return {"choices": [[a.to_json(), round(c, 4)] for a, c in self.choices], "reason": self.reason}

    @classmethod
    def from_json(cls, data: dict, ruleset) -> "Hint":
        choices = [(ruleset.action_from_json(a), float(c)) for a, c in data.get("choices", [])]
        reason = data.get("reason")
        return cls(choices, reason if isinstance(reason, str) else None)


def ranked_by_search(search, choice, legal) -> list:
    """The search's chosen move first, then the moves that survived the
    most halving rounds (more worlds), by mean reward."""
    rewards = search.rewards
    means = {a: statistics.fmean(v) for a, v in rewards.items() if v}
    rest = sorted((a for a in legal if a in means and a != choice),
                  key=lambda a: (-len(rewards[a]), -means[a], legal.index(a)))
    return [(a, means.get(a, math.nan)) for a in [choice] + rest]


def search_hint(state: GameState, game_id: str, seed: int, decision_index: int, *, seconds: float | None = None,
                iterations: int | None = None, should_stop=None, top: int = TOP, samples: int | None = None,
                clock=time.perf_counter) -> Hint:
    """The hint for state.to_act.  The search sees only a determinization of
    that seat's view, drawn from (seed, seat, decision_index), and so do the
    chances.  With an iteration budget (seconds=None) the chances use
    `samples` worlds (CHANCE_SAMPLES when None) and no clock: the same
    position always gives the same hint."""
    seat = state.to_act
    legal = state.legal_actions()
    rng = seat_rng(seed, "hint", seat, decision_index)
    world = state.determinize(seat, rng)
    # every kind of move is a candidate: a hint shows the alternatives Hard's own choice may skip
    settings = replace(settings_at(settings_for(game_id), world), candidates=None)
    bot = SearchBot(game_id, seconds=seconds, iterations=iterations, should_stop=should_stop, settings=settings)
    if len(legal) == 1:
        ranked = [(legal[0], math.nan)]
    else:
        search = RolloutSearch(bot)
        choice = search.choose(world, seat, random.Random(rng.getrandbits(64)))
        ranked = ranked_by_search(search, choice, legal)
    # the world's actions equal the true state's (legal actions follow from the view)
    moves = [legal[legal.index(a)] if a in legal else a for a, _ in ranked[:top]]
    if len(legal) > 1:
        judge = ChanceJudge(game_id, samples or CHANCE_SAMPLES)
        timed = seconds is not None and samples is None
        chances = judge.move_chances(world, seat, moves, random.Random(rng.getrandbits(64)),
                                     deadline=clock() + CHANCE_SECONDS if timed else None, clock=clock,
                                     should_stop=should_stop)
        order = sorted(range(len(moves)), key=lambda i: (-chances[i], i))
        ranked = [(moves[i], chances[i]) for i in order]
    else:
        ranked = [(moves[0], math.nan)]
    return Hint(ranked, reason_for(game_id, world, ranked[0][0]))


def rest_of_turn(world: GameState, action, bot, limit: int = 30) -> tuple[list, GameState]:
    """For a game's hint_reason: apply `action` to a copy of `world`, then
    let `bot` (the game's heuristic) play the rest of that seat's turn.
    Returns the events of it all, in order, and the copy as it ends."""
    world = world.clone()
    seat = world.to_act
    owner = world.turn_owner()
    events = list(world.apply(action))
    rng = random.Random(0)
    for _ in range(limit):
        if world.is_over or world.to_act != seat or world.turn_owner() != owner:
            break
        events += world.apply(bot.choose(world, seat, rng))
    return events, world


def reason_for(game_id: str, world: GameState, action) -> str | None:
    from game.games import get_spec

    spec = get_spec(game_id)
    explain = spec.hint_reason_function() if spec is not None else None
    if explain is None:
        return None
    try:
        text = explain(world.clone(), action)
    except Exception:  # noqa: BLE001 - a reason is a nicety; the hint stands without it
        return None
    return tidy_reason(text, REASON_MAX)


def hint_for_record(record: dict, should_stop=None) -> Hint:
    """The hint for the seat to act in a match record (Match.to_json()),
    within BUDGET."""
    from game.session import Match

    match = Match.from_json(record)
    return search_hint(match.state, match.game_id, match.seed, len(match.steps), seconds=BUDGET["seconds"],
                       iterations=BUDGET["iterations"], samples=BUDGET.get("samples"), should_stop=should_stop)
