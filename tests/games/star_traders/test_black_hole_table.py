"""The Black Hole petition table as printed in the rulebook, read through a
real petition roll: every die face with no bonus, the red-zone +1 and the
gold-zone +2, for an Imperial Station and for the final Imperial Mission."""
import pytest

from game.games.star_traders.rules import Petition
from game.games.star_traders.rules.black_hole import PRICE, TABLE, DeclinePrice, PayPrice, PetitionStation
from game.rules.pending import PASS

from .rules_helpers import Dice
from .test_black_hole import HOME, chain, ready

# row: (granted, money, Prestige) as the rulebook prints them
RULEBOOK = {0: (False, 20, 5), 1: (False, 10, 5), 2: (False, 5, 4), 3: (True, 40, 10), 4: (True, 30, 8),
            5: (True, 20, 6), 6: (True, 10, 4), 7: (True, 0, 3)}


def test_the_table_is_the_rulebooks():
    assert TABLE == RULEBOOK


def quiet(s):
    """No cards in hand: no Zap window waits on the roll."""
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    s._legal = None
    return s


def settle(s, pay=True):
    while s.stack:
        kind = s.window().kind
        s.apply((PayPrice() if pay else DeclinePrice()) if kind == PRICE else PASS)


@pytest.mark.parametrize("prestige,bonus", [(15, 0), (20, 1), (25, 2)])
@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_station_petition_row_by_row(roll, prestige, bonus):
    s = quiet(ready(money=100, prestige=prestige))
    s.rng = Dice([roll])
    events = s.apply(PetitionStation(HOME))
    row = min(7, roll + bonus)
    assert next(e for e in events if e.kind == "petition").data["roll"] == roll
    settle(s)
    granted, money, cost = RULEBOOK[row]
    assert s.money[0] == 100 - 30 - money  # the filing fee, then the row
    assert s.prestige[0] == prestige - cost
    assert s.imperial == ([HOME] if granted else [])
    assert s.card_count() == s.deck_size() and not s.invariant_errors()


@pytest.mark.parametrize("roll", [3, 4, 5, 6])
def test_declining_the_price_costs_four_prestige_and_no_money(roll):
    s = quiet(ready(money=100, prestige=15))
    s.petitions[0] = 1  # no filing fee after the first petition
    s.rng = Dice([roll])
    s.apply(PetitionStation(HOME))
    settle(s, pay=False)
    assert (s.money[0], s.prestige[0], s.imperial) == (100, 11, [])


@pytest.mark.parametrize("roll,prestige,row", [(1, 15, 1), (2, 15, 2), (4, 15, 4), (6, 15, 6), (5, 25, 7)])
def test_final_mission_petition_row_by_row(roll, prestige, row):
    s = quiet(ready(4, money=100, prestige=prestige))
    net = chain(s.board, 11, 4)
    for w in net:
        s.stations[w] = 0
    s.imperial = list(net)
    s.rng = Dice([roll])
    s.apply(Petition())
    settle(s)
    granted, money, cost = RULEBOOK[row]
    assert (s.money[0], s.prestige[0]) == (100 - 30 - money, prestige - cost)
    assert (s.missions[0] is not None) == granted
    assert (s.actions_left == 0) == granted  # only the final grant ends the turn's actions
    assert s.card_count() == s.deck_size() and not s.invariant_errors()
