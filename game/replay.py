"""Every position of a recorded game, rebuilt from its seed and actions.

A save is a seed and an action list, so a replay is the rules run again:
state k is the game after k decisions (state 0 the deal, the last one the
end).  Decision k is taken in state k by `seat_of(k)`.

Turns: a turn is a run of decisions by the same seat in the main flow of the
game.  A decision taken inside a window (state.window() is not None: a
reaction or other out-of-turn question) belongs to the turn it interrupts,
so a reaction does not split a turn in two.

Rounds: as the table and the results charts count them (game.history): the
game's own `state.round_number()` when it keeps one, else a round starts
when a turn passes the seat that acted first.  Pure Python, no pygame.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from game.games import get_ruleset
from game.rules.core import Event


@dataclass(frozen=True)
class Turn:
    index: int  # counted from 0
    seat: int  # whose turn (the main-flow seat)
    start: int  # first decision of the turn
    end: int  # one past its last decision


class Replay:
    """`states[k]` after k decisions; `events[k]` what decision k caused."""

    def __init__(self, game_id: str, players: int, options: dict, seed: int, actions: list):
        self.game_id = game_id
        self.ruleset = get_ruleset(game_id)
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.actions = list(actions)
        state = self.ruleset.new_game(players, self.ruleset.resolve_options(options), seed)
        self.states = [state.clone()]
        self.events: list[list[Event]] = []
        self.seats: list[int] = []  # who took decision k
        self.in_window: list[bool] = []  # decision k answered an out-of-turn question
        for action in self.actions:
            seat = state.acting_seat(action)
            self.seats.append(seat)
            self.in_window.append(state.window() is not None or seat != state.to_act)
            self.events.append(state.apply(action))
            self.states.append(state.clone())
        self.turns = self._turns()
        self._starts = [t.start for t in self.turns]
        self.rounds = self._rounds()  # rounds[k]: the round (from 1) of decision k

    @classmethod
    def from_match(cls, match) -> "Replay":
        return cls(match.game_id, len(match.seats), match.options, match.seed, match.actions)

    def _turns(self) -> list[Turn]:
        turns: list[Turn] = []
        seat, start = None, 0
        for k, (who, window) in enumerate(zip(self.seats, self.in_window)):
            if seat is None or (not window and who != seat):
                if seat is not None:
                    turns.append(Turn(len(turns), seat, start, k))
                seat, start = who, k
        if seat is not None:
            turns.append(Turn(len(turns), seat, start, len(self.actions)))
        return turns

    def _rounds(self) -> list[int]:
        start = self.states[0].round_number()
        out, rnd = [], 1
        if start is not None:
            for k in range(len(self.actions)):
                rnd = max(rnd, self.states[k].round_number() - start + 1)
                out.append(rnd)
            return out
        first, prev = self.states[0].to_act, None
        for t in self.turns:
            if prev is not None and first is not None and \
                    (t.seat - first) % self.players <= (prev.seat - first) % self.players:
                rnd += 1
            out.extend([rnd] * (t.end - t.start))
            prev = t
        return out

    # ------------------------------------------------------------ lookups
    @property
    def decisions(self) -> int:
        return len(self.actions)

    @property
    def final(self):
        return self.states[-1]

    def state_at(self, k: int):
        """The game after k decisions (clamped to the recorded range)."""
        return self.states[max(0, min(k, len(self.states) - 1))]

    def seat_of(self, k: int) -> int:
        return self.seats[k]

    def turn_of(self, k: int) -> Turn | None:
        """The turn holding decision k (the last turn for the final position)."""
        if not self.turns:
            return None
        i = bisect_right(self._starts, min(k, self.decisions - 1)) - 1
        return self.turns[max(0, i)]

    @property
    def round_count(self) -> int:
        return self.rounds[-1] if self.rounds else 0

    def round_of(self, k: int) -> int:
        """The round holding decision k (the last round for the final position)."""
        return self.rounds[max(0, min(k, self.decisions - 1))] if self.rounds else 0

    def step_in_round(self, k: int) -> tuple[int, int]:
        """(which decision of its round k is, from 1; how many decisions the round has)."""
        rnd = self.round_of(k)
        first = self.rounds.index(rnd)
        return k - first + 1, self.rounds.count(rnd)

    def next_turn_start(self, k: int) -> int:
        """The first decision of the turn after the one at k (or the end)."""
        for t in self.turns:
            if t.start > k:
                return t.start
        return self.decisions

    def prev_turn_start(self, k: int) -> int:
        """The start of the turn at k, or of the one before when k is its start."""
        best = 0
        for t in self.turns:
            if t.start < k:
                best = t.start
        return best
