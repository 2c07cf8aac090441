"""A tiny hidden-information trick-taking game implementing the whole rules
protocol, so the search, the worker and the tournament can be tested without
the real games.  Registered as "toy-tricks" (not in the app's menu).

Deck: 3 suits x ranks 1..7.  Each seat holds 4 hidden cards; the rest is a
hidden deck.  The leader plays any card; the others must follow suit if they
can; the highest card of the led suit wins the trick.  The winner scores 1 per
trick plus 2 per seven in it, then everybody draws a card (winner first) while
the deck has a card for everyone; the winner leads next.  Ends when the hands are empty.
"""
from __future__ import annotations

import random

from game.ai import register_heuristic
from game.rules.core import Event, GameState, Ruleset, Score, action, register

GAME_ID = "toy-tricks"
SUITS = 3
RANKS = 7
HAND = 4


@action(GAME_ID)
class Play:
    card: tuple  # (suit, rank)

    def label(self) -> str:
        return f"play {'RGB'[self.card[0]]}{self.card[1]}"


def card_points(card) -> int:
    return 2 if card[1] == RANKS else 0


class ToyState(GameState):
    game_id = GAME_ID

    def __init__(self, players: int, seed: int):
        self.num_players = players
        self.options = {}
        self.rng = random.Random(seed)
        deck = [(s, r) for s in range(SUITS) for r in range(1, RANKS + 1)]
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * HAND:(i + 1) * HAND]) for i in range(players)]
        self.deck = deck[players * HAND:]
        self.trick: list = []  # (seat, card)
        self.leader = 0
        self.points = [0] * players
        self.tricks = [0] * players

    # --- protocol
    @property
    def to_act(self):
        if self.is_over:
            return None
        return (self.leader + len(self.trick)) % self.num_players

    @property
    def is_over(self) -> bool:
        return not self.trick and not any(self.hands)

    def legal_actions(self):
        if self.is_over:
            return []
        hand = self.hands[self.to_act]
        if self.trick:
            led = self.trick[0][1][0]
            follow = [c for c in hand if c[0] == led]
            if follow:
                return [Play(c) for c in follow]
        return [Play(c) for c in hand]

    def _apply(self, act):
        seat = self.to_act
        self.hands[seat] = [c for c in self.hands[seat] if c != act.card]
        self.trick.append((seat, act.card))
        events = [Event("play", f"seat {seat} plays {act.label()}", seat)]
        if len(self.trick) == self.num_players:
            led = self.trick[0][1][0]
            winner = max((c[1], s) for s, c in self.trick if c[0] == led)[1]
            self.points[winner] += 1 + sum(card_points(c) for _, c in self.trick)
            self.tricks[winner] += 1
            self.trick = []
            self.leader = winner
            for k in range(self.num_players if len(self.deck) >= self.num_players else 0):
                s = (winner + k) % self.num_players
                self.hands[s] = sorted(self.hands[s] + [self.deck.pop()])
            events.append(Event("trick", f"seat {winner} wins the trick", winner, barrier=True))
        return events

    def scores(self):
        return [Score(s, self.points[s], (self.tricks[s],)) for s in range(self.num_players)]

    def clone(self):
        twin = ToyState.__new__(ToyState)
        twin.num_players = self.num_players
        twin.options = {}
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.hands = [list(h) for h in self.hands]
        twin.deck = list(self.deck)
        twin.trick = list(self.trick)
        twin.leader = self.leader
        twin.points = list(self.points)
        twin.tricks = list(self.tricks)
        return twin

    def view_for(self, seat):
        return {
            "hand": [list(c) for c in self.hands[seat]] if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "trick": [[s, list(c)] for s, c in self.trick],
            "leader": self.leader,
            "points": list(self.points),
            "tricks": list(self.tricks),
        }

    def determinize(self, seat, rng):
        twin = self.clone()
        unknown = sorted(c for s in range(self.num_players) if s != seat for c in self.hands[s])
        unknown += sorted(self.deck)
        unknown.sort()
        rng.shuffle(unknown)
        for s in range(self.num_players):
            if s != seat:
                k = len(self.hands[s])
                twin.hands[s], unknown = sorted(unknown[:k]), unknown[k:]
        twin.deck = unknown
        twin.rng = random.Random(rng.getrandbits(64))
        return twin

    def invariant_errors(self):
        cards = [c for h in self.hands for c in h] + self.deck + [c for _, c in self.trick]
        return [] if len(set(cards)) == len(cards) else ["duplicate card"]


class ToyRuleset(Ruleset):
    id = GAME_ID
    name = "Toy Tricks"
    min_players = 2
    max_players = 4

    def new_game(self, players, options=None, seed=0):
        self.check_players(players)
        return ToyState(players, seed)


class ToyHeuristic:
    """Win cheaply when possible, otherwise shed the lowest card; lead high."""

    def choose(self, state, seat, rng):
        legal = [a.card for a in state.legal_actions()]
        if not state.trick:
            return Play(max(legal, key=lambda c: (c[1], c[0])))
        led = state.trick[0][1][0]
        top = max(c[1] for _, c in state.trick if c[0] == led)
        winners = [c for c in legal if c[0] == led and c[1] > top]
        if winners:
            return Play(min(winners, key=lambda c: c[1]))
        return Play(min(legal, key=lambda c: (c[1], c[0])))


register(ToyRuleset())
register_heuristic(GAME_ID, ToyHeuristic)
