"""Headless bot-only games: the engine of `main.py simulate`, tournaments and
the randomised tests.  Checks invariants after every action."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.ai import decide, make_bot, search_stats
from game.games import get_ruleset


class GameFailure(Exception):
    """A game raised, stalled or broke an invariant; the message says which."""


@dataclass
class GameResult:
    seed: int
    seats: list[str]
    decisions: int
    winners: list[int]
    scores: list
    seconds: float
    decision_times: dict = field(default_factory=dict)  # level -> [seconds]
    decision_log: list = field(default_factory=list)  # (seat, seconds, search iterations or None)


def play_game(game_id: str, seats: list[str], seed: int, options: dict | None = None,
              max_decisions: int | None = None, check_invariants: bool = True,
              time_decisions: bool = False, bots: list | None = None) -> GameResult:
    """One bot-only game.  `bots` overrides the bots made from the seat levels
    (a tournament passes Hard bots with its own budget).  max_decisions:
    the stall guard, by default the most the game can reach."""
    from game.save_format import action_limit

    ruleset = get_ruleset(game_id)
    if max_decisions is None:
        max_decisions = action_limit(ruleset.id)
    state = ruleset.new_game(len(seats), ruleset.resolve_options(options), seed)
    if bots is None:
        bots = [make_bot(game_id, level) for level in seats]
    times: dict = {}
    decisions: list = []
    start = time.perf_counter()
    n = 0
    while not state.is_over:
        if n >= max_decisions:
            raise GameFailure(f"seed {seed}: stalled after {n} decisions (phase {state.phase()!r})")
        seat = state.to_act
        legal = state.legal_actions()
        if not legal:
            raise GameFailure(f"seed {seed}: no legal action for seat {seat} before the end")
        t0 = time.perf_counter()
        act = decide(state, bots[seat], seed, n)
        if time_decisions:
            secs = time.perf_counter() - t0
            times.setdefault(seats[seat], []).append(secs)
            stats = search_stats(bots[seat])  # None: the bot does not search
            decisions.append((seat, secs, (stats.iterations if stats is not None else 0) or None))
        try:
            state.apply(act)
        except Exception as e:
            raise GameFailure(f"seed {seed}: decision {n} ({act.label()}) raised {e!r}") from e
        n += 1
        if check_invariants:
            errors = state.invariant_errors()
            if errors:
                raise GameFailure(f"seed {seed}: after decision {n}: {'; '.join(errors)}")
    return GameResult(seed, list(seats), n, state.winners(), state.scores(),
                      time.perf_counter() - start, times, decisions)
