"""Shared set-ups for the Star Traders rules tests: a game past setup with
chosen Personalities, dice that roll what the test says, and contracts put
on the board by card number."""
from __future__ import annotations

import random

from game.games.star_traders.rules import turns
from game.games.star_traders.rules import RULESET, EndTurn, StartAt
from game.games.star_traders.rules.data import contracts

MINIDRAGS = 52  # Minidrags, Foster (34) to Schmitz (15): payoff 23, Prestige 4, fee 11, starred


class Dice(random.Random):
    """A generator whose randint answers come from a list (then a seeded stream)."""

    def __init__(self, rolls=()):
        super().__init__(7)
        self.rolls = list(rolls)

    def randint(self, a, b):
        if self.rolls:
            return self.rolls.pop(0)
        return super().randint(a, b)


def game(players=2, version="family", personalities=None, seed=3, **options):
    """A game after setup, in the first turn of Player 1.  `personalities`
    lists one id (or None) per seat; setup takes the first choice offered."""
    opts = {"version": version, "first_player": "player 1", **options}
    if personalities:
        opts["personalities"] = "choose"
    s = RULESET.new_game(players, opts, seed)
    while s.setup_queue:
        kind, seat = s.setup_queue[0]
        legal = s.legal_actions()
        if kind == "personality":
            want = personalities[seat]
            choice = next((a for a in legal if a.personality == want), None)
            if want is None or choice is None:  # a seat without one takes a harmless one
                choice = next(a for a in legal if a.personality not in personalities)
            s.apply(choice)
        else:
            s.apply(legal[0])
    if personalities:
        for seat, p in enumerate(personalities):
            if p is None:
                s.personality[seat] = None
    return s


def put_contract(s, slot, card):
    """Put card `card` in contract slot `slot` (1..N), keeping the cards conserved."""
    old = s.board_cards[slot - 1]
    if card in s.deck:
        s.deck.remove(card)
    elif card in s.discard:
        s.discard.remove(card)
    else:
        for h in s.hands:
            if card in h:
                h.remove(card)
                h.append(s.deck.pop())
                break
        else:
            if card not in s.board_cards:  # a card of another version's deck takes the old one's place
                s.board_cards[slot - 1] = card
                s._legal = None
                return
            where = s.board_cards.index(card)
            s.board_cards[where] = s.deck.pop()
    if old is not None:
        s.deck.insert(0, old)
    s.board_cards[slot - 1] = card
    s._legal = None


def fresh_turn(s, seat=0, rolls=()):
    """Make it `seat`'s fresh turn with the given dice to come."""
    s.rng = Dice(rolls)
    s.current = seat
    turns.begin_turn(s, [])
    s._legal = None
    return s


def card_with(**want):
    return next(c.card for c in contracts() if all(getattr(c, k) == v for k, v in want.items()))


def cleared(s):
    """No stations on the board and no one carrying anything (a blank galaxy for a scenario)."""
    s.stations.clear()
    for c in s.cargo:
        c.clear()
    s._legal = None
    return s


__all__ = ["Dice", "MINIDRAGS", "StartAt", "act", "card_with", "cleared", "fresh_turn", "game", "put_contract"]


def end_turn(s):
    """EndTurn, then the end-of-turn choices: discard the first card offered
    and pass every window, until the next trader's turn (or the end)."""
    from game.rules.pending import PASS

    events = s.apply(EndTurn())
    while s.stack and not s.is_over:
        legal = s.legal_actions()
        events += s.apply(PASS if PASS in legal else legal[0])
    return events


def act(s, action):
    """Apply `action`, then pass for everyone asked in the Zap window it
    opens (every trader holding a card is asked after a roll); the events of it all."""
    from game.rules.pending import PASS

    events = s.apply(action)
    while s.window() is not None and s.window().kind == "zap" and not s.is_over:
        events += s.apply(PASS)
    return events


def give(s, seat, kind, amount=None):
    """Move a Trader's Luck card of `kind` (and `amount`) from the deck or
    discard into `seat`'s hand; returns its number."""
    from game.games.star_traders.rules.luck_actions import luck_table

    card = next(c for c in sorted(s.deck + s.discard) if luck_table()[c].kind == kind
                and (amount is None or luck_table()[c].amount == amount))
    (s.deck if card in s.deck else s.discard).remove(card)
    s.hands[seat].append(card)
    s._legal = None
    return card


def answers(s):
    """The legal actions but a card discarded by choice (offered beside every
    real decision of a card holder: luck.py, free_discards)."""
    return [a for a in s.legal_actions() if not s.is_free_discard(a)]
