"""Any amount (rulebook "Traders may exchange money freely"): money in a deal
is any whole amount from 1 to what the giver holds, and a beacon fee any
from 0 to what the asker holds, though legal_actions() offers only a few of
each; an amount off the menu is legal, moves exactly, and replays from a
save.  A deal combines money, stations and cards on both sides."""
import pytest

from game.games.star_traders.rules import AskBeacon, Grant
from game.games.star_traders.rules.trading import MONEY_STEPS
from game.rules.core import IllegalAction
from game.rules.deals import Accept, AddItem, DealWith, Propose
from game.session import Match, Seat

from .test_rules_movement import at
from .test_trading import setup, station_of


def money(giver, amount):
    return AddItem(giver, "money", "", amount)


def test_any_whole_amount_the_giver_holds_is_legal_in_a_deal():
    s = setup()  # everyone holds $40
    s.apply(DealWith(1))
    assert money(0, 37) not in s.legal_actions()  # the menu keeps a few steps
    assert s.is_legal(money(0, 37)) and s.is_legal(money(0, 40)) and s.is_legal(money(1, 12))
    for bad in (money(0, 41), money(0, 0), money(0, -3), money(1, 41), money(0, 2.5)):
        assert not s.is_legal(bad), bad
    with pytest.raises(IllegalAction):
        s.apply(money(0, 41))
    s.apply(money(0, 37))
    assert not s.is_legal(money(0, 5))  # one money item a side
    s.apply(Propose())
    s.apply(Accept())
    assert s.money == [3, 77, 40]


def test_a_station_or_card_carries_no_amount():
    s = setup()
    s.apply(DealWith(1))
    w = station_of(s, 0)
    assert s.is_legal(AddItem(0, "station", str(w), 0))
    assert not s.is_legal(AddItem(0, "station", str(w), 7))


def test_money_stations_and_cards_on_both_sides_in_one_deal():
    s = setup()
    mine, theirs = station_of(s, 0), station_of(s, 1)
    card = s.hands[0][0]
    s.apply(DealWith(1))
    for a in (money(0, 23), AddItem(0, "card", str(card), 0), money(1, 9), AddItem(1, "station", str(theirs), 0)):
        assert s.is_legal(a), a
        s.apply(a)
    s.apply(Propose())
    s.apply(Accept())
    assert s.money == [40 - 23 + 9, 40 + 23 - 9, 40]
    assert s.stations[theirs] == 0 and s.stations[mine] == 0 and card in s.hands[1]


def test_an_amount_the_giver_no_longer_holds_falls_through():
    s = setup()
    s.apply(DealWith(1))
    s.apply(money(1, 33))
    s.apply(Propose())
    s.money[1] = 30  # e.g. spent in a window while the offer waited
    s._legal = None
    before = list(s.money)
    events = s.apply(Accept())
    assert s.money == before and any("falls through" in e.text for e in events)


def test_any_beacon_fee_from_nothing_to_all_the_asker_holds():
    s = at(12)
    s.stations[22] = 1
    s.money[0], s.money[1] = 40, 4
    s._legal = None
    assert AskBeacon(22, 13) not in s.legal_actions()
    assert s.is_legal(AskBeacon(22, 13)) and s.is_legal(AskBeacon(22, 40)) and s.is_legal(AskBeacon(22, 0))
    assert not s.is_legal(AskBeacon(22, 41)) and not s.is_legal(AskBeacon(22, -1))
    assert "$0 to $40" in s.why_illegal(AskBeacon(22, 41))
    assert not s.is_legal(AskBeacon(11, 13))  # no other trader's beacon there
    s.apply(AskBeacon(22, 13))
    s.apply(Grant())
    assert (s.money[0], s.money[1]) == (27, 17) and s.ships[0] == [22]


def test_a_save_with_amounts_off_the_menu_replays():
    match = Match("star-traders", [Seat(f"P{i}", "human", i) for i in range(2)], seed=5,
                  options={"version": "black-hole"})
    while match.state.stage != "turn":
        match.apply(match.state.legal_actions()[0])
    st = match.state
    seat = st.current
    amount = next(x for x in range(st.money[seat], 0, -1) if x not in MONEY_STEPS)
    match.apply(DealWith(1 - seat))
    match.apply(money(seat, amount))
    match.apply(Propose())
    match.apply(Accept())
    text = match.dumps()
    again = Match.loads(text)
    assert again.checksum() == match.checksum()
    assert again.actions[-3] == money(seat, amount)
    assert again.state.money == match.state.money
