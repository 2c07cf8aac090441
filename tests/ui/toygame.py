"""A tiny game for UI tests ("ui-toy"): hidden hands, a barrier draw, a phase,
scores with a breakdown and a tie-break.  Registered on import; it is not in
GAME_ORDER, so the menu never shows it."""
from __future__ import annotations

import random

from game.rules.core import Event, GameState, OptionSpec, Ruleset, Score, action, register


@action("ui-toy")
class Play:
    card: int

    def label(self):
        return f"Play the {self.card}"


@action("ui-toy")
class Draw:
    def label(self):
        return "Draw a card"


@action("ui-toy")
class Done:
    ends_turn = True

    def label(self):
        return "End turn"


class ToyState(GameState):
    game_id = "ui-toy"

    def __init__(self, players, options, seed):
        self.num_players = players
        self.options = options
        self.rng = random.Random(seed)
        self.deck = [v for v in range(1, 7) for _ in range(4)]
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(3)] for _ in range(players)]
        self.points = [0] * players
        self.played = [0] * players
        self.turn = 0
        self.round = 1
        self.rounds = options.get("rounds", 2)
        self.stage = "play"

    @property
    def to_act(self):
        return None if self.is_over else self.turn

    @property
    def is_over(self):
        return self.round > self.rounds

    def round_number(self):
        return self.round

    def legal_actions(self):
        if self.is_over:
            return []
        if self.stage == "play":
            hand = self.hands[self.turn]
            return [Play(c) for c in sorted(set(hand))] or [Done()]
        acts = [Done()]
        if self.stage == "draw" and self.deck:
            acts.insert(0, Draw())
        return acts

    def _apply(self, a):
        seat = self.turn
        if isinstance(a, Play):
            self.hands[seat].remove(a.card)
            self.points[seat] += a.card
            self.played[seat] += 1
            self.stage = "draw"
            return [Event("play", f"Seat {seat + 1} plays a {a.card}.", seat=seat, sound="card",
                          data={"card": a.card})]
        if isinstance(a, Draw):
            c = self.deck.pop()
            self.hands[seat].append(c)
            self.stage = "done"
            return [Event("draw", f"Seat {seat + 1} draws a card.", seat=seat, private={seat: f"You draw a {c}."},
                          barrier=True, sound="card")]
        self.stage = "play"
        self.turn += 1
        if self.turn == self.num_players:
            self.turn = 0
            self.round += 1
        return [Event("end", f"Seat {seat + 1} ends the turn.", seat=seat)]

    def ends_turn_early(self, a):
        """Done while a card could still be drawn."""
        return isinstance(a, Done) and self.stage == "draw" and bool(self.deck)

    def legal_actions_for_stage(self):
        return self.legal_actions()

    def scores(self):
        return [Score(s, self.points[s], (-self.played[s],), {"cards played": self.played[s], "points": self.points[s]})
                for s in range(self.num_players)]

    def clone(self):
        c = ToyState.__new__(ToyState)
        c.__dict__.update(self.__dict__)
        c.deck = list(self.deck)
        c.hands = [list(h) for h in self.hands]
        c.points = list(self.points)
        c.played = list(self.played)
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        return c

    def view_for(self, seat):
        return {
            "round": f"{min(self.round, self.rounds)} of {self.rounds}",
            "your hand": self.hands[seat] if seat is not None else "hidden",
            "points": self.points,
            "deck": len(self.deck),
        }

    def determinize(self, seat, rng):
        c = self.clone()
        pool = list(c.deck)
        for s in range(self.num_players):
            if s != seat:
                pool += c.hands[s]
        rng.shuffle(pool)
        for s in range(self.num_players):
            if s != seat:
                n = len(c.hands[s])
                c.hands[s], pool = pool[:n], pool[n:]
        c.deck = pool
        c.rng = random.Random(rng.random())
        return c

    def phase(self):
        return {"play": "Play", "draw": "Draw", "done": "Wrap up"}[self.stage] if not self.is_over else "Over"

    def prompt(self):
        return {"play": "Play a card from your hand", "draw": "Draw a card or end your turn",
                "done": "End your turn"}[self.stage]


class ToyRuleset(Ruleset):
    id = "ui-toy"
    name = "Toy Game"
    min_players = 2
    max_players = 4
    options = (OptionSpec("rounds", "Rounds", (1, 2, 3), 2, "How many rounds to play"),)
    tiebreak_labels = ("fewer cards played",)

    def new_game(self, players, options=None, seed=0):
        self.check_players(players)
        return ToyState(players, self.resolve_options(options), seed)


register(ToyRuleset())
