"""How many turns the deck lasts, as the table says it: the draw rate is
read once a turn, so within a turn the number only falls as the deck does.
A move that changes who controls the tallest buildings (the person's own
Agents leaving one) changes the draws of turns to come, not the turn being
played; the next turn reads the rate again."""
from __future__ import annotations


class DeckClock:
    def __init__(self):
        self._turn = None
        self._rate = 1

    def turns_left(self, state) -> int:
        if state.turns != self._turn:
            self._turn, self._rate = state.turns, state.draw_rate()
        return state.turns_left(self._rate)
