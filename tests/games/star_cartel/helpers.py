"""Build Star Cartel positions directly (all 90 cards stay accounted for)."""
from __future__ import annotations

import random

from game.games import get_ruleset
from game.games.star_cartel.rules import Ship, StarCartelState, flow

SHORT = {"f": "food", "w": "weapons", "l": "flora", "m": "medicine", "c": "crystals"}


def ruleset():
    return get_ruleset("star-cartel")


def new_game(players: int = 3, seed: int = 0, abilities: bool = True) -> StarCartelState:
    return ruleset().new_game(players, {"abilities": abilities}, seed)


def spec(text: str) -> tuple[str, int]:
    """'w3' -> ('weapons', 3); 'crystals2' also works."""
    kind, size = text[:-1], int(text[-1])
    return SHORT.get(kind, kind), size


def pull(state: StarCartelState, text: str):
    """Remove a card of that type and size from the deck and return it."""
    kind, size = spec(text)
    for i, card in enumerate(state.deck):
        if card.kind == kind and card.size == size:
            return state.deck.pop(i)
    raise LookupError(f"no {text} left in the deck")


def ship(capacity: int, value: int = 0, ability: str | None = None, name: str = "Test Ship") -> Ship:
    return Ship(name.lower().replace(" ", "-"), name, capacity, value, ability)


def arrange(state: StarCartelState, *, seat: int = 0, capacity: int | None = None, ability: str | None = None,
            value: int = 0, hold=(), hub=None, tokens=None, stashes=None, start: bool = True) -> StarCartelState:
    """Put the table in a known position and start `seat`'s turn.

    hub: 4 columns, each a list of card specs bottom first ('m4', 'w3', ...);
    a column given shorter than 3 stays short.  stashes: {seat: [specs]}.  Every card comes from the deck, so the total
    stays 90."""
    for col in state.hub:
        state.deck.extend(col)
        col.clear()
    for pile in state.holds + state.stashes:
        state.deck.extend(pile)
        pile.clear()
    state.deck.extend(state.discard)
    state.discard.clear()
    state.deck.sort(key=lambda c: c.id)
    if hub is not None:
        for c, column in enumerate(hub):
            state.hub[c] = [pull(state, s) for s in column]
    state.holds[seat] = [pull(state, s) for s in hold]
    for s, cards in (stashes or {}).items():
        state.stashes[s] = [pull(state, x) for x in cards]
    random.Random(len(state.deck)).shuffle(state.deck)
    if hub is None:
        for col in state.hub:
            while len(col) < 3:
                col.append(state.deck.pop())
    if tokens:
        state.tokens.update(tokens)
    if capacity is not None:
        state.ships[seat] = ship(capacity, value, ability)
    state.current = seat
    if start:
        state._legal = None
        flow.start_turn(state, [])
    return state


def full_hub(bottom: list[str], upper=("f4", "w4", "l4", "m4", "c4")) -> list[list[str]]:
    """A hub whose bottom row is `bottom`; the rows above hold size-4 cards
    (types taken in turn from `upper`)."""
    fill = [upper[i % len(upper)] for i in range(2 * len(bottom))]
    return [[b, fill[2 * i], fill[2 * i + 1]] for i, b in enumerate(bottom)]


def play(state: StarCartelState, *actions):
    events = []
    for a in actions:
        events += state.apply(a)
        assert not state.invariant_errors(), state.invariant_errors()
    return events
