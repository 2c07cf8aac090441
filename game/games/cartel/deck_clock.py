"""How many turns the deck lasts, as the table says it.

The rate is what the players really took from the deck per turn over the
last two rounds (Draw Actions, the end-of-turn draw, Lucy's Laundromat),
read from the match's own moves replayed on a copy, raised by GROWTH
because the draws grow as the towers rise (docs/TABLE.md, "The deck
clock").  The rate is read once a turn, so within a turn the number only
falls as the deck does."""
from __future__ import annotations

import math

GROWTH = 1.2
ROUNDS = 2


def turns_until_empty(deck: int, rate: float) -> int:
    """Turns, the current one first, until someone must draw from an empty deck."""
    return math.floor(deck / max(rate, 0.25)) + 1


class DrawHistory:
    """Cards drawn from the deck in each turn so far, kept up with the
    match by replaying its new moves on a copy of the game (from the start
    again after an undo)."""

    def __init__(self):
        self._state = None
        self._done: list = []  # the steps replayed, as the match held them
        self.drawn: dict[int, int] = {}  # turn number -> cards drawn in it

    def follow(self, match) -> None:
        steps = match.steps
        n = len(self._done)
        if self._state is None or len(steps) < n or (n and steps[n - 1] is not self._done[-1]):
            self._state = match.ruleset.new_game(len(match.seats), match.options, match.seed)
            self._done, self.drawn, n = [], {}, 0
        for step in steps[n:]:
            turn = self._state.turns
            cards = sum(e.data.get("cards", 0) for e in self._state.apply(step.action) if e.kind == "draw")
            if cards:
                self.drawn[turn] = self.drawn.get(turn, 0) + cards
        self._done = list(steps)

    def rate(self, now: int, players: int) -> float | None:
        """Cards a turn over the last ROUNDS rounds before turn `now` (None: no turn yet)."""
        turns = range(max(0, now - ROUNDS * players), now)
        return sum(self.drawn.get(t, 0) for t in turns) / len(turns) if turns else None


class DeckClock:
    def __init__(self):
        self._turn = None
        self._rate = 1.0
        self.history = DrawHistory()

    def turns_left(self, match) -> int:
        state = match.state
        if state.turns != self._turn:
            self._turn = state.turns
            self.history.follow(match)
            seen = self.history.rate(state.turns, state.num_players)
            self._rate = GROWTH * seen if seen else state.draw_rate()
        return turns_until_empty(len(state.deck), self._rate)
