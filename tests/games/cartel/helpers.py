"""Hand-built Cartel positions for tests: every card comes from the deck and
every Agent from its owner's reserve, so the invariants still hold."""
from __future__ import annotations

from game.games.cartel.rules import RULESET, Attack, Move, pieces


def blank(players: int = 2, seed: int = 0, seat: int = 0):
    """Seat `seat` to act with two Actions; empty hands, no buildings, the
    starting street only (straights at (0,0) and (1,0), exits E and W)."""
    s = RULESET.new_game(players, {}, seed)
    for h in s.hands:
        s.deck += h
        h.clear()
    s.deck.sort()
    s.current = seat
    s.first = seat
    s.to_place = []
    s.stage = "action"
    s.actions_left = 2
    s._legal = None
    return s


def take(s, card: str) -> str:
    s.deck.remove(card)
    return card


def give(s, seat: int, *cards: str) -> None:
    for c in cards:
        s.hands[seat].append(take(s, c))
    s.hands[seat].sort()
    s._legal = None


def building(s, cell, *floors: str) -> None:
    for f in floors:
        take(s, f)
    s.buildings = {**s.buildings, tuple(cell): tuple(floors)}  # replaced, as the rules do (a clone shares it)
    s._geo = None
    s._legal = None


def road(s, cell, card: str, rot: int) -> None:
    take(s, card)
    s.roads = {**s.roads, tuple(cell): (card, rot, s.content.roads[card].exits_at(rot))}
    s._geo = None
    s._legal = None


def agents(s, cell, seat: int, n: int = 1) -> None:
    s.reserve[seat] -= n
    pieces.put(s, seat, tuple(cell), n)
    s._legal = None


def official(s, seat: int, card: str) -> None:
    s.officials[seat].append(take(s, card))
    s._legal = None


def play(s, *actions):
    events = []
    for a in actions:
        assert a in s.legal_actions(), f"{a} not legal in stage {s.stage}: {s.legal_actions()[:12]}"
        events += s.apply(a)
    assert not s.invariant_errors(), s.invariant_errors()
    return events


def sachs_attack(*hand: str, tower: int = 1):
    """Seat 1 holds Warden Sachs and `hand`, with one Agent at (0, 1) and one
    in a tower of `tower` Anniewares at (1, -1); seat 0 moves two Agents
    from (0, 0) to (0, 1) and attacks, so Sachs's owner is asked."""
    s = blank()
    official(s, 1, "sachs")
    building(s, (0, 1), "anniewares")
    building(s, (1, -1), *["anniewares"] * tower)
    agents(s, (1, -1), 1)
    agents(s, (0, 0), 0, 2)
    agents(s, (0, 1), 1)
    give(s, 1, *hand)
    play(s, Move(0, 0, 0, 1, 2), Attack(1))
    return s
