"""A toy game with decisions out of turn, to prove the pending-decision stack
(game/rules/pending.py) and deals (game/rules/deals.py) before a real game
depends on them.  Registered as "toy-react" (never in the menu).

Deck: values 1..4 three times and three Shields (0).  Hands of 2, hidden;
2 coins each.  On a turn a seat may first make one deal offer to another
seat (coins, a card from its own hand, a promise), then does one of:
Draw (a private reveal), Play a value card (scores it), Rest (gain a coin),
or Raid a seat with points (pay a coin; take up to 2 of its points).
A raid opens a window for every other seat in turn order: any of them may
raise a Shield (discarding it) to stop the raid, which closes the window.
Score = points + coins.  The game ends after 12 plays, draws, rests or raids
(draws end a turn but do not count)."""
from __future__ import annotations

import random

from game.ai import register_heuristic
from game.rules.core import Event, GameState, Ruleset, Score, action, copy_rng, register
from game.rules.deals import ANSWER, BUILD, AddItem, Cancel, Counter, DealItem, Dealer, DealWith, Propose, Refuse, Accept
from game.rules.pending import PASS, Pending, PendingMixin

GAME_ID = "toy-react"
SHIELD = 0
PLAYS = 12


@action(GAME_ID)
class Draw:
    def label(self):
        return "Draw a card"


@action(GAME_ID)
class Play:
    value: int

    def label(self):
        return f"Play a {self.value}"


@action(GAME_ID)
class Rest:
    def label(self):
        return "Rest (gain a coin)"


@action(GAME_ID)
class Raid:
    target: int

    def label(self):
        return f"Raid P{self.target + 1}"


@action(GAME_ID)
class Shield:
    def label(self):
        return "Raise a Shield"


def _menu(state, giver, receiver, builder):
    items = [DealItem(giver, "coins", "", n) for n in range(1, min(state.coins[giver], 3) + 1)]
    if giver == builder:  # a seat can only name cards of its own hand
        items += [DealItem(giver, "card", str(v), 0) for v in sorted(set(state.hands[giver])) if v != SHIELD]
    items.append(DealItem(giver, "promise", "no raid", 0))
    return items


def _transfer(state, offer, events):
    for it in offer.items:
        receiver = offer.receiver_of(it)
        if it.kind == "coins":
            state.coins[it.giver] -= it.amount
            state.coins[receiver] += it.amount
        elif it.kind == "card":
            state.hands[it.giver].remove(int(it.ref))
            state.hands[receiver].append(int(it.ref))
            state.hands[receiver].sort()


DEALER = Dealer(_menu, _transfer, max_offers=1, max_items=3, turn_key=lambda state: None)  # refusals kept all game


class ReactState(PendingMixin, GameState):
    game_id = GAME_ID
    handlers = DEALER.handlers()
    deal_refusals: tuple = ()

    def __init__(self, players, seed):
        self.num_players, self.options = players, {}
        self.rng = random.Random(seed)
        self.deck = [1, 2, 3, 4] * 3 + [SHIELD] * 3
        self.rng.shuffle(self.deck)
        self.hands = [sorted([self.deck.pop(), self.deck.pop()]) for _ in range(players)]
        self.points = [0] * players
        self.coins = [2] * players
        self.plays = 0
        self.turn = 0
        self.offers_this_turn = 0
        self.stack: list[Pending] = []
        self.windows = 0

    # --- PendingMixin hooks
    @property
    def is_over(self):
        return self.plays >= PLAYS and not self.stack  # a last raid still asks for Shields

    def turn_seat(self):
        return self.turn

    def turn_actions(self):
        seat = self.turn
        acts = DEALER.start_actions(self, seat, range(self.num_players))
        if self.deck:
            acts.append(Draw())
        acts += [Play(v) for v in sorted(set(self.hands[seat])) if v != SHIELD]
        acts.append(Rest())
        if self.coins[seat]:
            acts += [Raid(t) for t in range(self.num_players) if t != seat and self.points[t]]
        return acts

    def apply_turn(self, a, events):
        seat = self.turn
        if isinstance(a, DealWith):
            DEALER.start(self, seat, a, events)
            return
        if isinstance(a, Draw):
            card = self.deck.pop()
            self.hands[seat].append(card)
            self.hands[seat].sort()
            events.append(Event("draw", f"P{seat + 1} draws a card.", seat, data={"cards": 1},
                                private={seat: f"You draw a {'Shield' if card == SHIELD else card}."},
                                private_data={seat: {"card": card}}, barrier=True, sound="card"))
            self._next_turn()
            return
        self.plays += 1
        if isinstance(a, Play):
            self.hands[seat].remove(a.value)
            self.points[seat] += a.value
            events.append(Event("play", f"P{seat + 1} plays a {a.value}.", seat, data={"value": a.value}))
        elif isinstance(a, Rest):
            self.coins[seat] += 1
            events.append(Event("rest", f"P{seat + 1} rests.", seat))
        else:
            self.coins[seat] -= 1
            events.append(Event("raid", f"P{seat + 1} raids P{a.target + 1}!", seat, data={"target": a.target}))
            self.push_resume("raid", {"raider": seat, "target": a.target, "blocked": -1})
            others = [(seat + k) % self.num_players for k in range(1, self.num_players)]
            self.open_window("react-raid", others, f"P{seat + 1} raids P{a.target + 1}: raise a Shield?")
            return
        self._next_turn()

    def pending_actions(self, p):
        return [Shield()] if SHIELD in self.hands[p.seat] else []

    def answer(self, p, a, events):
        self.hands[p.seat].remove(SHIELD)
        self.note(blocked=p.seat)
        self.close_window(p.window)
        events.append(Event("shield", f"P{p.seat + 1} raises a Shield.", p.seat, data={"card": SHIELD}))

    def resume(self, p, events):
        raider, target = p.get("raider"), p.get("target")
        if p.get("blocked") < 0:
            taken = min(2, self.points[target])
            self.points[target] -= taken
            self.points[raider] += taken
            events.append(Event("raided", f"P{raider + 1} takes {taken} from P{target + 1}.", raider))
        self._next_turn()

    def _next_turn(self):
        self.turn = (self.turn + 1) % self.num_players
        self.offers_this_turn = 0

    # --- protocol
    def scores(self):
        return [Score(s, self.points[s] + self.coins[s], (self.points[s],), {"points": self.points[s], "coins": self.coins[s]})
                for s in range(self.num_players)]

    def clone(self):
        c = object.__new__(type(self))
        c.__dict__.update(self.__dict__)
        c.rng = copy_rng(self.rng)
        c.deck = list(self.deck)
        c.hands = [list(h) for h in self.hands]
        c.points = list(self.points)
        c.coins = list(self.coins)
        c.stack = list(self.stack)
        return c

    def view_for(self, seat):
        return {
            "deck": len(self.deck),
            "hands": [list(h) if s == seat else len(h) for s, h in enumerate(self.hands)],
            "points": list(self.points), "coins": list(self.coins),
            "turn": self.turn, "plays": self.plays, "offers": self.offers_this_turn,
            "stack": self.stack_view(), "windows": self.windows,
        }

    def determinize(self, seat, rng):
        c = self.clone()
        named = [[] for _ in range(c.num_players)]  # cards offered in the open stay put
        for p in c.stack:
            for it in p.get("items", ()):
                if it.kind == "card":
                    named[it.giver].append(int(it.ref))
        pool = list(c.deck)
        for s, h in enumerate(c.hands):
            if s != seat:
                rest = list(h)
                for v in named[s]:
                    rest.remove(v)
                pool += rest
        pool.sort()  # canonical: the sample must not depend on the hidden order
        rng.shuffle(pool)
        for s in range(c.num_players):
            if s != seat:
                n = len(c.hands[s]) - len(named[s])
                c.hands[s] = sorted(named[s] + pool[:n])
                pool = pool[n:]
        c.deck = pool
        c.rng = random.Random(rng.random())
        return c

    def invariant_errors(self):
        cards = len(self.deck) + sum(len(h) for h in self.hands)
        errors = [] if cards <= 15 else ["cards appeared"]
        if min(self.coins) < 0 or min(self.points) < 0:
            errors.append("negative coins or points")
        return errors


class ReactRuleset(Ruleset):
    id, name, min_players, max_players = GAME_ID, "Toy reactions", 2, 4
    tiebreak_labels = ("points",)

    def new_game(self, players, options=None, seed=0):
        self.check_players(players)
        self.resolve_options(options)
        return ReactState(players, seed)


RULESET = register(ReactRuleset())


# ---------------------------------------------------------------- heuristic

def _worth(state, seat, items):
    """What a deal is worth to `seat`: coins and card values it gains minus gives."""
    total = 0
    for it in items:
        value = it.amount if it.kind == "coins" else int(it.ref) if it.kind == "card" else 0
        total += -value if it.giver == seat else value
    return total


class ReactHeuristic:
    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        p = state.window()
        if p is not None:
            if p.kind == "react-raid":
                return Shield() if Shield() in legal and _target(state) == seat else PASS
            if p.kind == ANSWER:
                if _worth(state, seat, p.get("items")) >= 0:
                    return Accept()
                return Counter() if Counter() in legal else Refuse()
            if p.kind == BUILD:
                return _build(state, seat, p, legal)
        leader = max(range(state.num_players), key=lambda s: (state.points[s], -s))
        if leader != seat and state.points[leader] >= 3 and Raid(leader) in legal:
            return Raid(leader)
        plays = [a for a in legal if isinstance(a, Play)]
        if plays and (plays[-1].value >= 3 or Draw() not in legal):
            return plays[-1]
        if 1 in state.hands[seat] and state.offers_this_turn == 0:
            partner = max((s for s in range(state.num_players) if s != seat), key=lambda s: state.coins[s])
            if state.coins[partner] >= 2 and DealWith(partner) in legal:
                return DealWith(partner)
        return Draw() if Draw() in legal else Rest()


def _target(state):
    for p in reversed(state.stack):
        if p.seat is None and p.kind == "raid":
            return p.get("target")
    return None


def _build(state, seat, p, legal):
    """Sell our lowest card for two coins; as a counter, ask one coin more."""
    items = p.get("items", ())
    if items and len(items) >= 2:
        return Propose()
    want = 3 if p.get("countered") else 2
    for a in legal:
        if isinstance(a, AddItem) and a.giver != seat and a.kind == "coins" and a.amount == want and not items:
            return a
    for a in legal:
        if isinstance(a, AddItem) and a.giver == seat and a.kind == "card" and items:
            return a
    return Propose() if Propose() in legal else Cancel()


register_heuristic(GAME_ID, ReactHeuristic)
