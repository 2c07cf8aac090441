"""Why did a seat make its move?  One line of the reason the seat's own
evaluation gives for it, and the best move it passed over.

Worked out on demand from the game as it stood just before the move: the
search and the chances read only a determinization of the mover's view
(drawn from (seed, "why", seat, decision index)), so nothing another seat
kept hidden can reach the text.  Shown to a person at another seat
(`explain_as_seen_by`), the mover's view is itself taken from a world that
agrees with everything that person can see, so the text gives away none of
the mover's own secrets either.  The reason is the Hint's (the game's
GameSpec.hint_reason, game/ai/hint.py); where the game gives none, what the
move and the rest of the turn as the mover's heuristic plays it add to the
mover's progress (GameState.progress: points, or Prestige), else the chance
to win the move kept in the mover's own playouts.  The
alternative is the search's best-ranked other legal move.

    why = explain_move(state_before, move, game_id, seed, decision_index, iterations=200)
    why.reason, why.alternative, why.move_chance, why.alternative_chance

Pure Python, no pygame.
"""
from __future__ import annotations

import math
import random
import re
import time
from dataclasses import dataclass, replace

from game.ai.hint import CHANCE_SAMPLES, ranked_by_search, reason_for, rest_of_turn
from game.ai.search import RolloutSearch, SearchBot, settings_for
from game.ai.settings import settings_at
from game.ai.win_chance import ChanceJudge
from game.rules.core import Action, GameState, seat_rng

SEARCH_SECONDS = 1.0  # what the person waits for, at most, after a click: the search ...
CHANCE_SECONDS = 1.0  # ... then the two moves' chances
ONLY_CHOICE = "it was the only legal choice"
FROM_HIDDEN = "it played something it had kept hidden"
HIDDEN_CHOICES = "whatever else it could do depended on what it keeps hidden"
SEEN_TRIES = 8  # worlds the viewer could believe in: one where the move is legal explains it
BUDGET = {"seconds": SEARCH_SECONDS, "iterations": None, "samples": None}  # what the table uses (tests shrink it)


@dataclass(frozen=True)
class Why:
    move: Action
    reason: str
    alternative: Action | None = None
    move_chance: float = math.nan
    alternative_chance: float = math.nan


def explain_move(state: GameState, move: Action, game_id: str, seed: int, decision_index: int, *,
                 seconds: float | None = None, iterations: int | None = None, samples: int | None = None,
                 should_stop=None, clock=time.perf_counter, alternatives=None) -> Why:
    """Why state.to_act chose `move` in `state`.  With an iteration budget
    (seconds=None) and no clock the same position always gives the same
    answer.  `alternatives`: the only moves that may be named as passed over
    (None: any legal one)."""
    seat = state.to_act
    legal = state.legal_actions()
    if move not in legal:
        raise ValueError(f"{move.label()} is not a legal move of this position")
    if len(legal) == 1:
        return Why(move, ONLY_CHOICE)
    rng = seat_rng(seed, "why", seat, decision_index)
    world = state.determinize(seat, rng)
    settings = replace(settings_at(settings_for(game_id), world), candidates=None)
    bot = SearchBot(game_id, seconds=seconds, iterations=iterations, should_stop=should_stop, settings=settings)
    search = RolloutSearch(bot)
    choice = search.choose(world, seat, random.Random(rng.getrandbits(64)))
    ranked = [a for a, _ in ranked_by_search(search, choice, legal)]
    alternative = next((a for a in ranked + legal if a != move and (alternatives is None or a in alternatives)), None)
    if alternative is None:  # every other move may have needed what the mover kept hidden
        return Why(move, third_person(reason_for(game_id, world, move)) or HIDDEN_CHOICES)
    timed = seconds is not None and samples is None
    judge = ChanceJudge(game_id, samples or CHANCE_SAMPLES)
    kept, passed = judge.move_chances(world, seat, [move, alternative], random.Random(rng.getrandbits(64)),
                                      deadline=clock() + CHANCE_SECONDS if timed else None, clock=clock,
                                      should_stop=should_stop)
    reason = (third_person(reason_for(game_id, world, move)) or planned_gain(world, move, game_id)
              or f"it kept a {round(kept * 100)}% chance to win in its own playouts")
    return Why(move, reason, alternative, kept, passed)


_PERSON = {"you": "it", "your": "its", "yours": "its", "yourself": "itself", "you're": "it's", "you'd": "it'd"}


def third_person(text: str | None) -> str | None:
    """A Hint's reason (said to the person: "sell your ten of hearts there")
    said of the bot ("sell its ten of hearts there")."""
    if not text:
        return text
    return re.sub(r"\b(you're|you'd|yourself|yours|your|you)\b",
                  lambda m: _PERSON[m.group(1).lower()], text, flags=re.IGNORECASE)


def planned_gain(world: GameState, move: Action, game_id: str) -> str | None:
    """"with the rest of its turn it gains 3 points" when the move, and the
    turn played on by the game's heuristic in `world`, raise the mover's
    progress; None when they do not."""
    from game.ai import make_bot
    from game.games import get_ruleset

    seat = world.to_act
    before = world.progress()[seat]
    _, after = rest_of_turn(world, move, make_bot(game_id, "normal"))
    gain = after.progress()[seat] - before
    if gain <= 0:
        return None
    unit = get_ruleset(game_id).progress_label.lower()
    return f"with the rest of its turn as it plans it, it gains {gain} {unit}"


def explain_as_seen_by(state: GameState, move: Action, game_id: str, seed: int, decision_index: int,
                       viewer: int | None, **budget) -> Why:
    """explain_move for a person at seat `viewer` (None: one who may see
    everything): the mover's view is taken from a world resampled from the
    viewer's own view, so the answer is the same whatever the viewer cannot
    see.  The move passed over is one the mover had in every such world
    tried (not a card it may not have held).  A move that is legal in none
    of them used something only the mover knew (a card from a secret hand)."""
    if viewer is None or viewer == state.to_act:
        return explain_move(state, move, game_id, seed, decision_index, **budget)
    rng = seat_rng(seed, "why-seen", viewer, decision_index)
    worlds = [state.determinize(viewer, random.Random(rng.getrandbits(64))) for _ in range(SEEN_TRIES)]
    legal = [w.legal_actions() for w in worlds]
    certain = [a for a in legal[0] if all(a in other for other in legal[1:])]
    for world, moves in zip(worlds, legal):
        if move in moves:
            if len(moves) == 1 and any(len(other) > 1 for other in legal):
                return Why(move, HIDDEN_CHOICES)  # forced only in this world: not a fact the viewer knows
            return explain_move(world, move, game_id, seed, decision_index, alternatives=certain, **budget)
    return Why(move, FROM_HIDDEN)
