"""Headless bot-only games: the engine of `main.py simulate`, tournaments and
the randomised tests.  Checks invariants after every action."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import NamedTuple

from game.ai import decide, forced_action, make_bot, search_stats
from game.ai.out_of_turn import first_interjection
from game.games import get_ruleset


class GameFailure(Exception):
    """A game raised, stalled or broke an invariant; the message says which."""


class Decision(NamedTuple):
    """One decision of a timed game: who took it, how long it took, the
    search's iterations (None: the bot does not search, or the move was
    forced), and whether it was forced (the only legal action)."""

    seat: int
    seconds: float
    iterations: int | None
    forced: bool = False


@dataclass
class GameResult:
    seed: int
    seats: list[str]
    decisions: int
    winners: list[int]
    scores: list
    seconds: float
    decision_times: dict = field(default_factory=dict)  # level -> [seconds]
    decision_log: list = field(default_factory=list)  # a Decision per decision of the seat to act
    interjections: int = 0  # actions taken out of turn (talks a bot opened)
    actions: list = field(default_factory=list)  # every action applied, in order


def play_game(game_id: str, seats: list[str], seed: int, options: dict | None = None,
              max_decisions: int | None = None, check_invariants: bool = True,
              time_decisions: bool = False, bots: list | None = None, out_of_turn: bool = True) -> GameResult:
    """One bot-only game, played as the table plays it: before each
    decision a bot may act out of turn (game/ai/out_of_turn.py, the table's
    own path; `out_of_turn=False` leaves that out), and every choice is drawn
    from (seed, step), so the table would play the same game.  `bots`
    overrides the bots made from the seat levels (a tournament passes Hard
    bots with its own budget).  max_decisions: the stall guard, by default
    the most the game can reach."""
    from game.save_format import action_limit

    ruleset = get_ruleset(game_id)
    if max_decisions is None:
        max_decisions = action_limit(ruleset.id)
    state = ruleset.new_game(len(seats), ruleset.resolve_options(options), seed)
    if bots is None:
        bots = [make_bot(game_id, level) for level in seats]
    times: dict = {}
    decisions: list = []
    applied: list = []
    interjections = 0
    start = time.perf_counter()
    n = 0  # steps applied, as Match.steps counts them
    while not state.is_over:
        if n >= max_decisions:
            raise GameFailure(f"seed {seed}: stalled after {n} decisions (phase {state.phase()!r})")
        act = first_interjection(ruleset.id, state, seed, n) if out_of_turn else None
        if act is not None:
            interjections += 1
        else:
            seat = state.to_act
            legal = state.legal_actions()
            if not legal:
                raise GameFailure(f"seed {seed}: no legal action for seat {seat} before the end")
            forced = forced_action(state) is not None
            t0 = time.perf_counter()
            act = decide(state, bots[seat], seed, n)
            if time_decisions:
                secs = time.perf_counter() - t0
                times.setdefault(seats[seat], []).append(secs)
                stats = None if forced else search_stats(bots[seat])  # a forced move searched nothing
                decisions.append(Decision(seat, secs, (stats.iterations if stats is not None else 0) or None,
                                          forced))
        try:
            state.apply(act)
        except Exception as e:
            raise GameFailure(f"seed {seed}: decision {n} ({act.label()}) raised {e!r}") from e
        applied.append(act)
        n += 1
        if check_invariants:
            errors = state.invariant_errors()
            if errors:
                raise GameFailure(f"seed {seed}: after decision {n}: {'; '.join(errors)}")
    return GameResult(seed, list(seats), n, state.winners(), state.scores(),
                      time.perf_counter() - start, times, decisions, interjections, applied)
