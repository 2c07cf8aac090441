"""A tiny hidden-information game that exercises the whole protocol, used to
test the foundation on its own.  Registered as "toy" (never in the menu).

Deck of 12 cards valued 1..4.  Each seat holds a secret hand of 2.  On a turn
the seat either draws (a chance reveal to itself) or plays a card face up,
scoring its value.  The game ends when the deck is empty and all hands are
played, or after 12 plays."""
from __future__ import annotations

import random

from game.rules.core import Event, GameState, Ruleset, Score, action, register, copy_rng


@action("toy")
class Draw:
    def label(self):
        return "Draw a card"


@action("toy")
class Play:
    value: int

    def label(self):
        return f"Play a {self.value}"


class ToyState(GameState):
    game_id = "toy"

    def __init__(self, players, options, seed):
        self.num_players, self.options = players, options
        self.rng = random.Random(seed)
        self.deck = [1, 2, 3, 4] * 3
        self.rng.shuffle(self.deck)
        self.hands = [sorted([self.deck.pop(), self.deck.pop()]) for _ in range(players)]
        self.points = [0] * players
        self.plays = 0
        self.turn = 0

    @property
    def is_over(self):
        return self.plays >= 12 or (not self.deck and not any(self.hands))

    @property
    def to_act(self):
        return None if self.is_over else self.turn

    def legal_actions(self):
        acts = [Play(v) for v in sorted(set(self.hands[self.turn]))]
        if self.deck:
            acts.append(Draw())
        if not acts:
            acts = [Draw()] if self.deck else []
        return acts or [Play(0)]

    def _apply(self, a):
        seat = self.turn
        if isinstance(a, Draw):
            card = self.deck.pop()
            self.hands[seat].append(card)
            self.hands[seat].sort()
            ev = Event("draw", f"P{seat + 1} draws", seat, private={seat: f"You draw a {card}"}, barrier=True, sound="card")
        else:
            if a.value:
                self.hands[seat].remove(a.value)
                self.points[seat] += a.value
            self.plays += 1
            ev = Event("play", f"P{seat + 1} plays {a.value}", seat, sound="card")
        self.turn = (self.turn + 1) % self.num_players
        return [ev]

    def scores(self):
        return [Score(s, self.points[s], (-len(self.hands[s]),), {"played": self.points[s]}) for s in range(self.num_players)]

    def clone(self):
        c = object.__new__(ToyState)
        c.__dict__.update(self.__dict__)
        c.rng = copy_rng(self.rng)
        c.deck = list(self.deck)
        c.hands = [list(h) for h in self.hands]
        c.points = list(self.points)
        return c

    def view_for(self, seat):
        return {
            "deck": len(self.deck),
            "hands": [list(h) if s == seat else len(h) for s, h in enumerate(self.hands)],
            "points": list(self.points),
            "turn": self.turn,
            "plays": self.plays,
        }

    def determinize(self, seat, rng):
        c = self.clone()
        pool = list(c.deck)
        for s, h in enumerate(c.hands):
            if s != seat:
                pool += h
        pool.sort()  # canonical first: the sample must not depend on the hidden order
        rng.shuffle(pool)
        for s in range(c.num_players):
            if s != seat:
                n = len(c.hands[s])
                c.hands[s] = sorted(pool[:n])
                pool = pool[n:]
        c.deck = pool
        c.rng = random.Random(rng.random())
        return c

    def invariant_errors(self):
        total = len(self.deck) + sum(len(h) for h in self.hands)
        played = sum(self.points)
        return [] if total + 0 <= 12 and played >= 0 else ["cards lost"]


class ToyRuleset(Ruleset):
    id, name, min_players, max_players = "toy", "Toy", 2, 4
    tiebreak_labels = ("fewest cards left in hand",)

    def new_game(self, players, options=None, seed=0):
        self.check_players(players)
        return ToyState(players, self.resolve_options(options), seed)


TOY = register(ToyRuleset())
