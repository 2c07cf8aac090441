"""Deals between traders: an accepted deal moves exactly what was agreed, a
refusal moves nothing, cargo only between ships at the same world, the hand
limit holds, stations lose Imperial status, and a bot never repeats a
refused offer in a turn."""
import random

from game.games.star_traders import trade_policy
from game.games.star_traders.bot import StarTradersBot
from game.games.star_traders.rules import EndTurn
from game.games.star_traders.rules.trading import ANY_CARD, OFFERS_PER_TURN, menu
from game.rules.deals import Accept, AddItem, Counter, DealItem, DealWith, Propose, Refuse

from .rules_helpers import game


def holdings(s):
    return (list(s.money), sorted(s.stations.items()), [sorted(h) for h in s.hands], [sorted(c) for c in s.cargo],
            list(s.prestige), list(s.imperial))


def deal(s, partner, items):
    s.apply(DealWith(partner))
    for it in items:
        s.apply(AddItem(it.giver, it.kind, it.ref, it.amount))
    s.apply(Propose())
    assert s.to_act == partner


def setup(version="black-hole"):
    s = game(3, version)
    s.money[:] = [40, 40, 40]
    s.hands[0] = [s.deck.pop()]
    s.hands[1] = [s.deck.pop(), s.deck.pop()]
    s.hands[2] = []
    s._legal = None
    return s


def test_accepted_deal_moves_exactly_the_items():
    s = setup()
    mine = s.hands[0][0]
    theirs = min(w for w, o in s.stations.items() if o == 1)
    before = holdings(s)
    deal(s, 1, [DealItem(0, "money", "", 15), DealItem(0, "card", str(mine)), DealItem(1, "station", str(theirs))])
    assert holdings(s) == before  # nothing moves until the answer
    s.apply(Accept())
    assert s.money[:] == [25, 55, 40]
    assert s.stations[theirs] == 0 and mine in s.hands[1] and mine not in s.hands[0]
    assert s.prestige == before[4]
    assert s.to_act == 0 and s.stage == "turn"


def test_refusal_moves_nothing():
    s = setup()
    before = holdings(s)
    theirs = min(w for w, o in s.stations.items() if o == 1)
    deal(s, 1, [DealItem(0, "money", "", 10), DealItem(1, "station", str(theirs)), DealItem(1, "card", ANY_CARD)])
    s.apply(Refuse())
    assert holdings(s) == before and not s.stack


def test_a_random_card_from_the_other_side_is_one_of_its_cards_and_private():
    s = setup()
    theirs = list(s.hands[1])
    deal(s, 1, [DealItem(0, "money", "", 3), DealItem(1, "card", ANY_CARD)])
    events = s.apply(Accept())
    got = [c for c in s.hands[0] if c in theirs]
    assert len(got) == 1 and len(s.hands[1]) == 1
    e = next(e for e in events if e.kind == "deal_card")
    assert str(got[0]) not in e.text and set(e.private) == {0, 1}


def test_counter_offer_then_accept():
    s = setup()
    deal(s, 1, [DealItem(0, "money", "", 5)])
    s.apply(Counter())
    assert s.to_act == 1
    s.apply(AddItem(0, "money", "", 20))
    s.apply(Propose())
    assert s.to_act == 0 and Counter() not in s.legal_actions()
    s.apply(Accept())
    assert s.money[:2] == [20, 60]


def test_cargo_only_between_ships_at_the_same_world():
    s = setup("family")
    slot = 1
    s.cargo[0] = [(slot - 1, 0)]
    s.ships[1] = [s.ships[0][0] + (1 if s.ships[0][0] % 10 < 6 else -1)]
    assert not any(i.kind == "cargo" for i in menu(s, 0, 1, 0))
    s.ships[1] = [s.ships[0][0]]
    assert DealItem(0, "cargo", str(slot)) in menu(s, 0, 1, 0)
    s.cargo[1] = [(1, 0), (2, 0)]  # a full hold takes no more
    assert not any(i.kind == "cargo" for i in menu(s, 0, 1, 0))
    s.cargo[1] = []
    s._legal = None
    deal(s, 1, [DealItem(0, "cargo", str(slot)), DealItem(1, "money", "", 5)])
    s.apply(Accept())
    assert s.cargo[0] == [] and s.cargo[1] == [(slot - 1, 0)] and s.money[:2] == [45, 35]


def test_hand_limit_and_no_prestige_or_mission_in_the_menu():
    s = setup()
    s.hands[2] = [s.deck.pop() for _ in range(3)]
    assert not any(i.kind == "card" for i in menu(s, 0, 2, 0))
    kinds = {i.kind for i in menu(s, 0, 1, 0)} | {i.kind for i in menu(s, 1, 0, 0)}
    assert kinds <= {"money", "station", "card", "cargo"}
    assert DealItem(1, "card", ANY_CARD) in menu(s, 1, 0, 0)  # the other side's hand is unknown
    assert not any(i.kind == "card" and i.ref != ANY_CARD for i in menu(s, 1, 0, 0))


def test_a_traded_station_loses_imperial_status():
    s = setup()
    mine = min(w for w, o in s.stations.items() if o == 0)
    s.imperial = [mine]
    deal(s, 1, [DealItem(0, "station", str(mine)), DealItem(1, "money", "", 30)])
    s.apply(Accept())
    assert s.stations[mine] == 1 and s.imperial == []


def test_offers_are_capped_per_turn_and_reset():
    s = setup()
    for _ in range(OFFERS_PER_TURN):
        assert DealWith(1) in s.legal_actions()
        deal(s, 1, [DealItem(0, "money", "", 1)])
        s.apply(Refuse())
    assert not any(isinstance(a, DealWith) for a in s.legal_actions())
    assert "limit" in s.why_illegal(DealWith(1))
    s.apply(EndTurn())
    while s.stack:
        s.apply(s.legal_actions()[0])
    while s.current != 0:
        s.apply(EndTurn())
        while s.stack:
            s.apply(s.legal_actions()[0])
    assert s.offers_this_turn == 0 and DealWith(1) in s.legal_actions()


def test_a_bot_never_repeats_a_refused_offer_in_a_turn(monkeypatch):
    monkeypatch.setattr(trade_policy, "OFFER_CHANCE", 1.0)
    made = {}
    bot = StarTradersBot()
    for seed in range(3):
        s = game(2, "black-hole", seed=seed)
        rng = random.Random(seed)
        n = 0
        while not s.is_over and n < 3000:
            p = s.window()
            if p is not None and p.kind == "deal-answer" and p.seat == 1:
                s.apply(Refuse())  # seat 1 refuses everything
            else:
                a = bot.choose(s, s.to_act, rng)
                if isinstance(a, Propose):
                    key = (s.turns, s.window().get("items"))
                    assert key not in made, f"offer repeated in turn {s.turns}"
                    made[key] = True
                s.apply(a)
            n += 1
    assert made, "the bot made no offer to test"


def test_bot_accepts_a_gift_and_refuses_a_bad_deal():
    s = setup()
    deal(s, 1, [DealItem(0, "money", "", 10)])
    assert trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)) == Accept()
    s = setup()
    theirs = min(w for w, o in s.stations.items() if o == 1)
    deal(s, 1, [DealItem(1, "station", str(theirs)), DealItem(1, "money", "", 20)])
    assert trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)) == Refuse()
