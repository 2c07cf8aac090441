"""Helpers for Captain of the Stars tests: a fresh game, a turn handed to a
chosen seat, and scripted dice."""
from __future__ import annotations

import random

from game.games import get_ruleset
from game.games.captain.rules.crew import gain_crew


class Dice(random.Random):
    """A generator whose d12 rolls are scripted; shuffles stay random."""

    def __init__(self, rolls):
        super().__init__(12345)
        self.rolls = list(rolls)

    def randint(self, a, b):
        assert self.rolls, "the test ran out of scripted dice"
        value = self.rolls.pop(0)
        assert a <= value <= b
        return value


def fresh(players: int = 3, seed: int = 1, **options):
    return get_ruleset("captain").new_game(players, options, seed)


def give_turn(state, seat: int, actions: int = 4, free_moves: int = 0):
    """Make it seat's turn in the main phase with a fresh action budget."""
    state.current = seat
    state.mode = "turn"
    state.pending = None
    state.actions = actions
    state.free_moves = free_moves
    state.attacked = False
    state.damaged = frozenset()
    state._legal = None
    return state


def place(state, seat: int, h):
    state.players[seat].pos = tuple(h)
    state._legal = None


def park_others(state, keep: int):
    """Send every ship but `keep` to the Federation centre."""
    for i, p in enumerate(state.players):
        if i != keep:
            p.pos = state.board.centre
    state._legal = None


def outside(state, h) -> bool:
    return h in state.board.hexes and h not in state.board.federation


def event_index(state, effect: str) -> int:
    return next(c.index for c in state.content.events if c.effect == effect)


def crew_index(state, effect: str) -> int:
    return next(c.index for c in state.content.crew if c.effect == effect)


def give_crew(state, seat: int, effect: str) -> int:
    """Move a crew card with this effect from the deck to seat's ship."""
    card = next(c for c in state.crew_deck if state.content.crew[c].effect == effect)
    state.crew_deck.remove(card)
    gain_crew(state, seat, card)
    state._legal = None
    return card


def set_event(state, effect: str | None):
    """Put the event with this effect in force (None: no event)."""
    if state.event is not None:
        state.event_deck.append(state.event)
        state.event = None
    if effect is not None:
        idx = event_index(state, effect)
        state.event_deck.remove(idx)
        state.event = idx
    state._legal = None
