"""Deals between traders: an accepted deal moves exactly what was agreed (money,
stations, cards by name or blind, cargo at the same world), a refusal moves
nothing, the hand limit and the hold bound a deal (net of what each side
gives), stations lose Imperial status, the talks a turn are capped, and bots
open talks only with an offer they expect to be accepted, never drop their
own talks and never repeat a refused offer in a turn."""
import random
import statistics

import pytest

from game.ai import NoisyBot, make_bot
from game.games.star_traders import trade_policy
from tests.games.star_traders.simple_bot import StarTradersBot
from game.games.star_traders.rules import RULESET, EndTurn
from game.games.star_traders.rules.trading import (ANY_CARD, DEALER, ITEMS_PER_OFFER, OFFERS_PER_TURN, card_title,
                                                   fits, menu, transfer)
from game.rules.deals import ANSWER, Accept, AddItem, Cancel, Counter, DealItem, DealWith, Offer, Propose, Refuse

from .rules_helpers import game


def holdings(s):
    return (list(s.money), sorted(s.stations.items()), [sorted(h) for h in s.hands], [sorted(c) for c in s.cargo],
            list(s.prestige), list(s.imperial), list(s.missions))


def add(s, it):
    a = AddItem(it.giver, it.kind, it.ref, it.amount)
    assert a in s.legal_actions(), f"{a} not offered"
    s.apply(a)


def deal(s, partner, items):
    s.apply(DealWith(partner))
    for it in items:
        add(s, it)
    s.apply(Propose())
    assert s.to_act == partner and s.window().kind == ANSWER


def setup(version="black-hole"):
    s = game(3, version)
    s.money[:] = [40, 40, 40]
    s.deck.extend(c for h in s.hands for c in h)
    s.hands[0] = [s.deck.pop()]
    s.hands[1] = [s.deck.pop(), s.deck.pop()]
    s.hands[2] = []
    s._legal = None
    return s


def station_of(s, seat):
    return min(w for w, o in s.stations.items() if o == seat)


def meet_with_cargo(s, slot=1):
    """P1 carries contract `slot`'s cargo on a ship at the world of P2's ship."""
    s.cargo[0] = [(slot - 1, 0)]
    s.ships[1] = [s.ships[0][0]]
    s.cargo[1] = []
    s._legal = None


def test_money_moves_exactly():
    s = setup()
    before = holdings(s)
    deal(s, 1, [DealItem(0, "money", "", 15)])
    assert holdings(s) == before  # nothing moves until the answer
    s.apply(Accept())
    assert s.money == [25, 55, 40]
    assert holdings(s)[1:] == before[1:]
    assert s.to_act == 0 and s.stage == "turn" and not s.stack


def test_station_moves_exactly_and_loses_imperial_status():
    s = setup()
    mine, theirs = station_of(s, 0), station_of(s, 1)
    s.imperial = [mine, theirs]
    before = holdings(s)
    deal(s, 1, [DealItem(0, "station", str(mine)), DealItem(1, "money", "", 30)])
    s.apply(Accept())
    assert s.stations[mine] == 1 and s.imperial == [theirs]  # the traded one is no longer Imperial
    assert s.money == [70, 10, 40]
    assert {w: o for w, o in s.stations.items() if w != mine} == {w: o for w, o in before[1] if w != mine}
    assert [sorted(h) for h in s.hands] == before[2] and s.prestige == before[4]


def test_named_card_moves_exactly_and_privately():
    s = setup()
    mine = s.hands[0][0]
    theirs = list(s.hands[1])
    deal(s, 1, [DealItem(0, "card", str(mine)), DealItem(1, "money", "", 2)])
    events = s.apply(Accept())
    assert s.hands[0] == [] and sorted(s.hands[1]) == sorted(theirs + [mine])
    assert s.money == [42, 38, 40]
    e = next(e for e in events if e.kind == "deal_card")
    assert e.text == "" and e.data_for(0)["card"] == mine and "card" not in e.data_for(2)
    line = next(e for e in events if e.kind == "traded")
    assert line.text == "Player 1 and Player 2 trade: Player 1 gives a card; Player 2 gives $2."
    assert set(line.private) == {0, 1} and card_title(mine) in line.text_for(1)
    assert card_title(mine) not in line.text_for(2)


def test_a_blind_card_is_one_of_the_givers_cards_before_the_deal():
    for seed in range(6):  # whatever the pick, it is never the card just received
        s = setup()
        s.rng.seed(seed)
        mine, theirs = s.hands[0][0], list(s.hands[1])
        deal(s, 1, [DealItem(0, "card", str(mine)), DealItem(1, "card", ANY_CARD)])
        events = s.apply(Accept())
        assert len(s.hands[0]) == 1 and s.hands[0][0] in theirs
        assert sorted(s.hands[1]) == sorted([c for c in theirs if c != s.hands[0][0]] + [mine])
        blind = [e for e in events if e.kind == "deal_card" and e.data["giver"] == 1]
        assert len(blind) == 1 and str(s.hands[0][0]) not in blind[0].text


def test_cargo_moves_between_ships_at_the_same_world_only():
    s = setup("family")
    s.cargo[0] = [(0, 0)]
    s.ships[1] = [s.ships[0][0] + (1 if s.ships[0][0] % 10 < 6 else -1)]
    s._legal = None
    assert not any(i.kind == "cargo" for i in menu(s, 0, 1, 0))
    meet_with_cargo(s)
    assert DealItem(0, "cargo", "1") in menu(s, 0, 1, 0)
    before = holdings(s)
    deal(s, 1, [DealItem(0, "cargo", "1"), DealItem(1, "money", "", 5)])
    s.apply(Accept())
    assert s.cargo[0] == [] and s.cargo[1] == [(0, 0)] and s.money == [45, 35, 40]
    assert holdings(s)[1:3] == before[1:3]


def test_cargo_bought_at_its_destination_in_your_turn_is_delivered_at_once():
    s = setup("family")
    c = s.contract(1)
    s.ships[0] = [c.to]  # the trader to act stands at contract 1's destination
    s.cargo[0] = []
    s.ships[1] = [c.to]
    s.cargo[1] = [(0, 0)]  # ... where P2 carries its cargo
    s._legal = None
    money, prestige = s.money[0], s.prestige[0]
    deal(s, 1, [DealItem(1, "cargo", "1"), DealItem(0, "money", "", 5)])
    events = s.apply(Accept())
    assert s.cargo[0] == [] and s.money[0] > money - 5 and s.prestige[0] > prestige
    assert any(e.kind == "deliver" for e in events) or s.contract(1) is not c


def test_no_cargo_to_a_trader_on_an_imperial_mission_or_carrying_the_same_contract():
    s = setup("family")
    meet_with_cargo(s)
    s.cargo[1] = [(0, 0)]
    assert not any(i.kind == "cargo" for i in menu(s, 0, 1, 0))
    s.cargo[1] = []
    s.missions[1] = s.deck[0]
    assert not any(i.kind == "cargo" for i in menu(s, 0, 1, 0))


def test_a_full_hold_takes_cargo_only_when_it_gives_one_back():
    s = setup("family")
    meet_with_cargo(s)
    s.cargo[1] = [(1, 0), (2, 0)]
    s._legal = None
    s.apply(DealWith(1))
    assert AddItem(0, "cargo", "1", 0) not in s.legal_actions()  # P2's hold is full
    add(s, DealItem(1, "cargo", "2"))  # P2 hands one over first ...
    add(s, DealItem(0, "cargo", "1"))  # ... then it has room
    s.apply(Propose())
    s.apply(Accept())
    assert sorted(s.cargo[0]) == [(1, 0)] and sorted(s.cargo[1]) == [(0, 0), (2, 0)]


def test_the_hand_limit_bounds_a_deal_net_of_what_each_side_gives():
    s = setup()
    s.hands[2] = [s.deck.pop() for _ in range(3)]  # at the limit of three
    s._legal = None
    mine = s.hands[0][0]
    s.apply(DealWith(2))
    assert AddItem(0, "card", str(mine), 0) not in s.legal_actions()  # a fourth card would break it
    add(s, DealItem(2, "card", ANY_CARD))  # P3 gives one first: now it has room
    add(s, DealItem(0, "card", str(mine)))
    s.apply(Propose())
    s.apply(Accept())
    assert len(s.hands[2]) == 3 and mine in s.hands[2] and len(s.hands[0]) == 1


def test_the_maverick_may_hold_four_in_a_deal():
    s = setup()
    s.personality[2] = "maverick"
    s.hands[2] = [s.deck.pop() for _ in range(3)]
    s._legal = None
    mine = s.hands[0][0]
    deal(s, 2, [DealItem(0, "card", str(mine))])
    s.apply(Accept())
    assert len(s.hands[2]) == 4 and not s.invariant_errors()
    s.hands[0] = [s.deck.pop()]
    assert not fits(s, Offer(0, 2, (DealItem(0, "card", str(s.hands[0][0])),)))  # a fifth: no


def test_an_accepted_deal_that_no_longer_fits_moves_nothing():
    s = setup()
    mine = s.hands[0][0]
    deal(s, 2, [DealItem(0, "card", str(mine)), DealItem(2, "money", "", 3)])
    s.hands[2] = [s.deck.pop() for _ in range(3)]  # (a test's shortcut: the hand fills meanwhile)
    before = holdings(s)
    events = s.apply(Accept())
    assert holdings(s) == before and not s.stack
    assert any("falls through" in e.text for e in events)
    events = []
    transfer(s, Offer(0, 2, (DealItem(0, "card", str(mine)),)), events)  # the rules' own guard too
    assert holdings(s) == before and "falls through" in events[0].text


def test_refusals_move_nothing_whatever_the_items():
    s = setup("family")
    meet_with_cargo(s)
    theirs = station_of(s, 1)
    mine = s.hands[0][0]
    before = holdings(s)
    items = [DealItem(0, "money", "", 10), DealItem(0, "card", str(mine)), DealItem(0, "cargo", "1"),
             DealItem(1, "station", str(theirs))]
    deal(s, 1, items)
    events = s.apply(Refuse())
    assert holdings(s) == before and not s.stack and s.stage == "turn" and s.to_act == 0
    assert not any(e.kind in ("traded", "deal_card") for e in events)
    assert DEALER.refused(s) == (Offer(0, 1, tuple(items)),)
    deal(s, 2, [DealItem(2, "card", ANY_CARD)] if s.hands[2] else [DealItem(2, "money", "", 1)])
    s.apply(Refuse())
    assert holdings(s) == before


def test_counter_offer_then_accept_or_refuse():
    s = setup()
    deal(s, 1, [DealItem(0, "money", "", 5)])
    s.apply(Counter())
    assert s.to_act == 1
    add(s, DealItem(0, "money", "", 20))
    s.apply(Propose())
    assert s.to_act == 0 and Counter() not in s.legal_actions()
    s.apply(Accept())
    assert s.money == [20, 60, 40]
    before = holdings(s)
    deal(s, 1, [DealItem(0, "money", "", 5)])
    s.apply(Counter())
    add(s, DealItem(0, "money", "", 10))
    s.apply(Propose())
    s.apply(Refuse())
    assert holdings(s) == before


def test_prestige_and_missions_are_never_items_and_other_hands_are_unknown():
    s = setup()
    kinds = {i.kind for g, r in ((0, 1), (1, 0)) for i in menu(s, g, r, 0)}
    assert kinds <= {"money", "station", "card", "cargo"}
    assert DealItem(1, "card", ANY_CARD) in menu(s, 1, 0, 0)  # the other side's hand is unknown
    assert not any(i.kind == "card" and i.ref != ANY_CARD for i in menu(s, 1, 0, 0))
    assert not any(i.kind == "card" for i in menu(s, 2, 0, 0))  # an empty hand gives nothing


def test_items_and_talks_are_capped_and_the_count_resets_next_turn():
    s = setup()
    s.apply(DealWith(1))
    items = [DealItem(0, "money", "", 1), DealItem(1, "money", "", 2), DealItem(0, "card", str(s.hands[0][0])),
             DealItem(1, "card", ANY_CARD)]
    assert ITEMS_PER_OFFER == len(items)
    for it in items:
        add(s, it)
    assert not any(isinstance(a, AddItem) for a in s.legal_actions())
    s.apply(Cancel())
    for _ in range(OFFERS_PER_TURN - 1):
        assert DealWith(1) in s.legal_actions()
        deal(s, 1, [DealItem(0, "money", "", 1)])
        s.apply(Refuse())
    assert 1 < OFFERS_PER_TURN <= 5
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
    assert DEALER.refused(s) == ()  # refusals are forgotten with the turn


def test_bot_accepts_a_gift_and_counters_a_bad_deal_with_a_price():
    s = setup()
    deal(s, 1, [DealItem(0, "money", "", 10)])
    assert trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)) == Accept()
    s = setup()
    theirs = station_of(s, 1)
    deal(s, 1, [DealItem(1, "station", str(theirs)), DealItem(1, "money", "", 20)])
    assert trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)) == Counter()
    s.apply(Counter())
    while s.window().kind != ANSWER:  # the bot builds its counter: the station, for money
        s.apply(trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)))
    items = set(s.window().get("items"))
    paid = next(i.amount for i in items if i.kind == "money")
    assert DealItem(1, "station", str(theirs)) in items and DealItem(0, "money", "", paid) in items
    assert trade_policy.Price(s, 1, Offer(1, 0, tuple(items))).worth > trade_policy.ACCEPT_MARGIN


def play_with_a_refuser(bot, seeds, players=2):
    """Bot games in which seat 1 (a 'person') refuses every offer; yields
    (state, action) for every bot decision."""
    for seed in seeds:
        s = game(players, "black-hole", seed=seed)
        rng = random.Random(seed)
        n = 0
        while not s.is_over and n < 3000:
            p = s.window()
            if p is not None and p.kind == ANSWER and p.seat == 1:
                s.apply(Refuse())
            else:
                a = bot.choose(s, s.to_act, rng)
                yield s, a
                s.apply(a)
            n += 1


@pytest.mark.slow
def test_a_bot_never_repeats_a_refused_offer_in_a_turn_and_never_drops_its_talks(monkeypatch):
    monkeypatch.setattr(trade_policy, "OFFER_CHANCE", 1.0)
    made, opened, games = {}, 0, []
    for s, a in play_with_a_refuser(StarTradersBot(), range(3)):
        if not games or games[-1] is not s:
            games.append(s)
        if isinstance(a, DealWith):
            opened += 1
            assert trade_policy.plan(s, s.to_act, a.partner), "talks opened without a plan"
        assert not isinstance(a, Cancel), "a bot dropped its own talks"
        if isinstance(a, Propose):  # an offer, or a counter-offer
            key = (len(games), s.turns, s.to_act, frozenset(s.window().get("items")))
            assert key not in made, f"offer repeated in turn {s.turns}"
            made[key] = s.window().get("countered")
    assert opened and made, "the bot made no offer to test"
    first = [k for k, countered in made.items() if not countered]
    assert max(sum(1 for k in first if k[:2] == t) for t in {k[:2] for k in first}) <= OFFERS_PER_TURN


def deal_counts(level, players, seeds, version="imperial"):
    """Per game: talks the bots opened on their turns, talks they dropped, and
    the turns played (rounds x traders)."""
    opened, dropped, turns = [], [], []
    for seed in seeds:
        s = RULESET.new_game(players, RULESET.resolve_options({"version": version}), seed)
        bots = [make_bot("star-traders", level) for _ in range(players)]
        rng = random.Random(seed)
        o = d = n = 0
        while not s.is_over and n < 20000:
            a = bots[s.to_act].choose(s, s.to_act, rng)
            o += isinstance(a, DealWith)
            d += isinstance(a, Cancel)
            s.apply(a)
            n += 1
        opened.append(o)
        dropped.append(d)
        turns.append(s.round() * players)
    return opened, dropped, turns


@pytest.mark.slow
def test_bot_games_open_few_talks_and_drop_none():
    for level in ("normal", "easy"):
        opened, dropped, turns = deal_counts(level, 4, range(3))
        assert sum(dropped) == 0, f"{level}: talks dropped {dropped}"
        # never nagging: on median a bot opens talks in at most one of its four turns
        rates = [o / t for o, t in zip(opened, turns)]
        assert statistics.median(rates) <= 0.25, f"{level}: talks opened {opened} in {turns} turns"


def test_the_easy_bot_never_blunders_into_a_deal_step():
    s = setup()
    bot = NoisyBot(StarTradersBot(), blunder=1.0)
    rng = random.Random(5)
    for _ in range(40):
        assert not isinstance(bot.choose(s, 0, rng), (DealWith, AddItem, Propose, Cancel, Accept, Counter))


@pytest.mark.slow
def test_playouts_answer_offers_but_open_no_talks(monkeypatch):
    """The search's playout policy skips planning offers (14% of a playout's
    time) but still answers one the way Normal does."""
    from game.games.star_traders.bot import rollout_action

    monkeypatch.setattr(trade_policy, "OFFER_CHANCE", 1.0)
    normal_opened = rollout_opened = 0
    for seed in range(3):
        s = game(3, "family", seed=seed)
        rng = random.Random(seed)
        normal = StarTradersBot()
        for _ in range(600):
            if s.is_over:
                break
            normal_opened += isinstance(normal.choose(s, s.to_act, random.Random(seed)), DealWith)
            a = rollout_action(s, rng)
            rollout_opened += isinstance(a, DealWith)
            s.apply(a)
    assert normal_opened and not rollout_opened
    s = setup("family")
    deal(s, 1, [DealItem(0, "money", "", 5)])  # a gift: Normal takes it
    assert rollout_action(s, random.Random(0)) == Accept()


# ---------------------------------------------------------------- pricing: no pump, no lock


def person_offers(s, items):
    """Seat 0 (a person) opens talks with the bot at seat 1 and proposes `items`."""
    s.apply(DealWith(1))
    for it in items:
        a = AddItem(it.giver, it.kind, it.ref, it.amount)
        assert s.is_legal(a), a
        s.apply(a)
    s.apply(Propose())


def bot_answers(s):
    """The bot at seat 1 answers; a counter is built to its end.  Returns
    (the answer, the counter's net money from seat 0 to the bot, or None)."""
    a = trade_policy.choose(s, 1, s.legal_actions(), random.Random(1))
    s.apply(a)
    if a != Counter():
        return a, None
    while s.window().kind != ANSWER:
        s.apply(trade_policy.choose(s, 1, s.legal_actions(), random.Random(1)))
    asked = sum(i.amount if i.giver == 0 else -i.amount for i in s.window().get("items") if i.kind == "money")
    return a, asked


def test_a_ladder_of_one_dollar_offers_never_buys_below_the_bots_first_price(monkeypatch):
    monkeypatch.setattr(DEALER, "max_offers", 60)  # a person who never stops asking
    s = setup()
    s.money[0] = 60
    theirs = station_of(s, 1)
    asks, bars, bought = [], [], None
    for price in range(1, 61):
        bars.append(trade_policy.bar(s, 1, 0))
        person_offers(s, [DealItem(1, "station", str(theirs)), DealItem(0, "money", "", price)])
        answer, asked = bot_answers(s)
        if answer == Accept():
            bought = price
            break
        if asked is not None:
            asks.append(asked)
            s.apply(Refuse())  # the person turns the counter down and tries $1 more
    assert asks, "the bot never named a price"
    assert bars == sorted(bars) and bars[-1] >= bars[0] + 2 * len(asks) - 2  # every failed round raises the bar
    assert asks == sorted(asks)  # its price never comes down
    assert bought is None or bought > asks[0]


def test_small_sweeteners_are_accepted_only_while_each_helps_the_bot():
    s = setup()
    before = trade_policy.value_of(s, 1)[1]
    taken = 0
    for _ in range(OFFERS_PER_TURN):
        person_offers(s, [DealItem(0, "money", "", 1), DealItem(1, "card", ANY_CARD)])
        answer, _asked = bot_answers(s)
        if answer == Accept():
            taken += 1
        elif _asked is not None:
            s.apply(Refuse())
    assert taken == 0  # a card is worth more to the bot than $1
    assert trade_policy.value_of(s, 1)[1] >= before - 1e-9


def ready_but_one_station(version="family"):
    """Seat 0 meets every petition requirement but one station; seat 1 (the bot) has stations."""
    s = game(3, version)
    need = s.stations_needed()
    mine = [w for w, o in s.stations.items() if o == 0]
    free = [w for w in sorted(s.board.worlds) if w not in s.stations]
    for w in free[:need - 1 - len(mine)]:
        s.stations[w] = 0
    s.prestige[0], s.money[0] = 16, 90
    s.money[1] = 5
    s._legal = None
    assert s.stations_of(0) == need - 1 and not trade_policy.ready(s, 0)
    return s


def test_no_price_buys_the_station_that_hands_a_rival_the_game():
    s = ready_but_one_station()
    theirs = station_of(s, 1)
    for price in (10, 30):
        offer = Offer(0, 1, (DealItem(1, "station", str(theirs)), DealItem(0, "money", "", price)))
        assert trade_policy.Price(s, 1, offer).handed
    person_offers(s, [DealItem(1, "station", str(theirs)), DealItem(0, "money", "", 30)])
    refused_or_countered_safely(s)


def refused_or_countered_safely(s):
    """The bot at seat 1 refuses, or counters with a deal that leaves seat 0 short of the win."""
    answer, _asked = bot_answers(s)
    assert answer in (Refuse(), Counter())
    if answer == Counter():
        offer = offer_of_window(s)
        assert not trade_policy.Price(s, 1, offer).handed
        assert not trade_policy.ready(trade_policy.after(s, offer), 0)


def test_no_gift_lets_a_rival_reach_the_nova_win():
    s = game(3, "nova")
    s.prestige[0], s.money[0], s.money[1] = 15, 50, 30
    s._legal = None
    mine = station_of(s, 0)
    person_offers(s, [DealItem(0, "station", str(mine)), DealItem(1, "money", "", 10)])
    assert trade_policy.Price(s, 1, offer_of_window(s)).handed
    refused_or_countered_safely(s)


def offer_of_window(s):
    from game.rules.deals import offer_of

    return offer_of(s.window())


def test_hard_weighs_an_answer_and_a_counter_with_its_search():
    from game.ai.search import RolloutSearch, SearchBot

    s = setup()
    deal(s, 1, [DealItem(0, "money", "", 10)])
    search = RolloutSearch(SearchBot("star-traders", seconds=None, iterations=18))
    assert search.choose(s, 1, random.Random(3)) == Accept()  # a gift
    assert {Accept(), Refuse()} <= set(search.rewards) and all(search.rewards[a] for a in (Accept(), Refuse()))
    s = setup()
    theirs = station_of(s, 1)
    deal(s, 1, [DealItem(1, "station", str(theirs)), DealItem(1, "money", "", 20)])
    s.apply(Counter())  # Hard builds its counter: Normal's next step (any amount) is one of the moves it weighs
    prior = trade_policy.choose(s.determinize(1, random.Random(1)), 1, s.legal_actions(), random.Random(1))
    assert isinstance(prior, AddItem) and s.is_legal(prior)
    search = RolloutSearch(SearchBot("star-traders", seconds=None, iterations=12))
    chosen = search.choose(s, 1, random.Random(3))
    assert s.is_legal(chosen) and prior in search.rewards


def least_price_for_station(s, seller, buyer, world, top=30):
    """The least money for the station at `world` the bot at `seller` accepts, or None."""
    for price in range(0, top + 1):
        items = (DealItem(seller, "station", str(world)),) + ((DealItem(buyer, "money", "", price),) if price else ())
        if trade_policy.acceptable(s, seller, Offer(buyer, seller, items)):
            return price
    return None


@pytest.mark.parametrize("version", ["nova", "super-nova"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_in_nova_a_station_is_never_given_away_and_repeated_requests_do_not_wear_the_bot_down(version, players):
    # A station in Nova earns little in fees (games are short) and is rebuilt for free at a turn's end,
    # so a few dollars is a fair price; the floor is that it is worth something: never a gift.
    s = game(players, version)
    s.money[:] = [30] * players
    s._legal = None
    theirs = sorted(w for w, o in s.stations.items() if o == 1)
    assert theirs
    for w in theirs:
        least = least_price_for_station(s, 1, 0, w)
        assert least is not None and least >= 1
    for _ in range(3):  # the same gift asked again and again
        person_offers(s, [DealItem(1, "station", str(theirs[0]))])
        answer, asked = bot_answers(s)
        assert answer != Accept()
        if asked is not None:
            assert asked >= 1
            s.apply(Refuse())
    assert s.stations[theirs[0]] == 1
