"""Trader's Luck: playing cards, Avoid at once, Zap on an announced roll, the
discard chosen by the holder, the Quarantine lifting schedule, and person-free
bot games of Family and Imperial with the 108 (72) cards conserved."""
import random

import pytest

from tests.games.star_traders.simple_bot import StarTradersBot
from game.games.star_traders.rules import quarantine
from game.games.star_traders.rules import Roll
from game.games.star_traders.rules.luck_actions import Avoid, PlayLuck, Zap, luck_table
from game.rules.pending import PASS

from .rules_helpers import cleared, end_turn, fresh_turn, game


def card_of(kind, amount=None):
    return next(c.card for c in luck_table().values() if c.kind == kind and (amount is None or c.amount == amount))


def holding(s, seat, *cards):
    for c in cards:
        for place in (s.deck, s.discard, *s.hands):
            if c in place:
                place.remove(c)
                break
        else:
            raise AssertionError(f"card {c} not found")
        s.deck.insert(0, s.hands[seat].pop()) if len(s.hands[seat]) >= 3 else None
        s.hands[seat].append(c)
    s._legal = None


def test_windfall_pays_and_is_discarded():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    w = card_of("windfall")
    holding(s, 0, w)
    money = s.money[0]
    s.apply(PlayLuck("windfall", 5))
    assert s.money[0] == money + 5 and w in s.discard and w not in s.hands[0]


def test_calamity_answered_at_once_by_avoid():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    s.hands[1] = []
    holding(s, 0, card_of("tax_audit"))
    holding(s, 1, card_of("avoid_calamity"))
    s.money[1] = 9
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert s.to_act == 1 and s.window().kind == "avoid" and Avoid() in s.legal_actions()
    s.apply(Avoid())
    assert s.money[1] == 9 and not s.stack


def test_calamity_without_avoid_opens_no_window():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    s.hands[1] = []
    holding(s, 0, card_of("tax_audit"))
    s.money[1] = 3
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert s.money[1] == 0 and not s.stack and s.to_act == 0


def test_zap_changes_the_announced_roll():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0, rolls=[2])
    s.hands[0] = []
    s.hands[1] = []
    holding(s, 1, card_of("zap", 2))
    s.apply(Roll())
    assert s.to_act == 1 and s.window().kind == "zap"
    assert Zap(-1) in s.legal_actions() and Zap(-2) not in s.legal_actions()  # stays between 1 and 6
    s.apply(Zap(2))
    assert s.die == 4 and not s.stack


def test_zap_window_opens_only_for_holders():
    s = cleared(game(3, "imperial"))
    fresh_turn(s, 0, rolls=[3])
    s.hands = [[], [], []]
    s.deck += [c for c in range(1, 109) if s.card_count() < s.deck_size() and c not in s.deck and c not in s.discard
               and c not in s.board_cards and c not in s.missions]
    s.apply(Roll())
    assert not s.stack


def test_the_holder_chooses_the_discard():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    s.apply(__import__("game.games.star_traders.rules", fromlist=["EndTurn"]).EndTurn())
    assert s.window().kind == "discard" and s.to_act == 0
    assert all(type(a).__name__ == "DiscardLuck" for a in s.legal_actions())


def test_quarantine_lifting_schedule():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    s.quarantines = [(34, 1, 0, ())]
    s.ships[0] = [34]
    s._legal = None
    assert s.is_trapped(0, 0)
    s.rng.rolls = [6]  # the first roller's roll at the end of its turn: 1 lifts
    s.current = 1
    quarantine.quarantine_end_turn(s, 1, [])
    assert s.quarantines == [(34, 1, 1, ())]
    s.rng.rolls = [2]  # the next trader: still only 1 lifts
    quarantine.quarantine_end_turn(s, 0, [])
    assert s.quarantines
    s.rng.rolls = [2]  # the first roller again: now 1 or 2 lifts
    quarantine.quarantine_end_turn(s, 1, [])
    assert not s.quarantines


def test_quarantine_lifts_by_itself_at_the_first_rollers_fourth_turn():
    s = cleared(game(2, "imperial"))
    s.quarantines = [(34, 1, 3, ())]
    quarantine.quarantine_turn_start(s, 1, [])
    assert not s.quarantines


def test_second_quarantine_cancels_both():
    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0)
    s.quarantines = [(34, 1, 0, ())]
    quarantine.place_quarantine(s, 0, 34, [])
    assert not s.quarantines


@pytest.mark.slow
@pytest.mark.parametrize("version", ["family", "imperial"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_bot_games_conserve_cards(version, players):
    s = game(players, version, seed=players)
    bot, rng = StarTradersBot(), random.Random(players)
    n = 0
    while not s.is_over:
        s.apply(bot.choose(s, s.to_act, rng))
        n += 1
        assert n < 40000
        assert not s.invariant_errors()
        assert s.card_count() == s.deck_size()
    assert s.deck_size() == (108 if version == "imperial" else 72)
