"""The ten Personalities (Family)."""
import pytest

from game.games.star_traders.rules import turns
from game.games.star_traders.rules import stations
from game.games.star_traders.rules import (AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Jump,
                                           LocalBusiness, PickUp, Roll, UseDie)
from game.rules.core import IllegalAction

from .rules_helpers import MINIDRAGS, act, cleared, end_turn, fresh_turn, game, put_contract


def as_(persona, players=2, rolls=(), world=None):
    s = game(players, personalities=[persona] + [None] * (players - 1))
    assert s.personality[0] == persona
    cleared(s)
    fresh_turn(s, 0, rolls)
    if world is not None:
        s.ships[0] = [world] * len(s.ships[0])
    s._legal = None
    return s


def deliver_minidrags(s, slot=2):
    put_contract(s, slot, MINIDRAGS)
    s.ships[0] = [14] * len(s.ships[0])
    s.cargo[0] = [(slot - 1, 0)]
    s.stations[15] = 0
    s._legal = None
    money, prestige = s.money[0], s.prestige[0]
    s.apply(Jump(15))
    return s.money[0] - money, s.prestige[0] - prestige


def test_choose_goes_in_reverse_order_and_offers_only_free_personalities():
    from game.games.star_traders.rules import RULESET
    s = RULESET.new_game(3, {"personalities": "choose"}, 1)
    assert s.stage == "personality" and s.to_act == 2
    s.apply(ChoosePersonality("hero"))
    assert s.to_act == 1 and ChoosePersonality("hero") not in s.legal_actions()


def test_random_personalities_are_distinct_and_not_in_nova():
    from game.games.star_traders.rules import RULESET
    s = RULESET.new_game(6, {"personalities": "random"}, 4)
    assert len(set(s.personality)) == 6 and None not in s.personality
    s = RULESET.new_game(3, {"personalities": "random", "version": "nova"}, 4)
    assert s.personality == [None] * 3


def test_builder_pays_three_here_and_three_times_the_roll_next_door():
    s = as_("builder", world=14)  # Knight: orange to 13 and 15, red to 16
    s.money[0] = 100
    s._legal = None
    costs = dict(stations.build_options(s, 0))
    assert costs[14] == 3 and costs[15] == 6 and costs[16] == 9
    s.apply(Build(16))
    assert s.money[0] == 91 and s.stations[16] == 0


def test_others_pay_five():
    s = as_(None, world=14)
    s.money[0] = 100
    s._legal = None
    assert dict(stations.build_options(s, 0)) == {14: 5}
    with pytest.raises(IllegalAction, match="only where your ship is"):
        s.apply(Build(15))


def test_engineer_has_six_actions():
    assert as_("engineer").actions_left == 6


def test_hero_gets_two_more_prestige():
    s = as_("hero")
    _money, prestige = deliver_minidrags(s)
    assert prestige == 6


def test_negotiator_earns_the_prestige_in_money_and_a_dollar_more_on_fees():
    s = as_("negotiator")
    money, _prestige = deliver_minidrags(s)
    assert money == 23 + 4 + 11 + 1
    s = as_(None, players=2)
    s.personality[1] = "negotiator"
    put_contract(s, 2, MINIDRAGS)
    s.ships[0] = [14]
    s.cargo[0] = [(1, 0)]
    s.stations[15] = 1
    s.die = 6
    s._legal = None
    before = s.money[1]
    s.apply(Jump(15))
    assert s.money[1] - before == 12


def test_insider_stations_core_jumps_and_petition_bonus():
    s = game(4, personalities=[None, "insider", None, None])
    assert s.stations.get(66) == 1
    assert sum(1 for w, o in s.stations.items() if o == 1 and w in s.board.core) == 2
    fresh_turn(s, 1)
    s.ships[1] = [61]
    s._legal = None
    assert {63, 64, 66} <= {a.to for a in s.legal_actions() if isinstance(a, Jump)}  # 63: no line from 61
    s.apply(Jump(63))
    assert s.ships[1] == [63] and s.actions_left == 4
    assert s.petition_bonus(1) == 1
    s.prestige[1] = 20
    assert s.petition_bonus(1) == 2


def test_maverick_keeps_three_and_draws_two_when_short():
    s = as_("maverick")
    s.deck.append(s.hands[0].pop())
    end_turn(s)
    assert len(s.hands[0]) == 3
    end_turn(s)
    fresh_turn(s, 0)
    end_turn(s)
    assert len(s.hands[0]) == 3  # drew one (holding 3), kept 3


def test_navigator_flies_blue_and_green_on_a_four():
    s = as_("navigator", rolls=[4], world=15)  # green to 25 and 55
    act(s, Roll())
    assert {25, 55} <= {a.to for a in s.legal_actions() if isinstance(a, Jump)}
    s = as_(None, rolls=[4], world=15)
    act(s, Roll())
    assert not {25, 55} & {a.to for a in s.legal_actions() if isinstance(a, Jump)}


def test_rogue_uses_one_beacon_a_turn_without_asking():
    s = as_("rogue", world=12)
    s.stations[22] = 1
    s.stations[13] = 1
    s._legal = None
    assert Jump(22) in s.legal_actions() and Jump(13) in s.legal_actions()
    s.apply(Jump(22))
    assert s.rogue_used and s.ships[0] == [22]
    s.stations[23] = 1
    s._legal = None
    assert Jump(23) not in s.legal_actions()
    assert any(isinstance(a, AskBeacon) and a.to == 23 for a in s.legal_actions())


def test_strategist_rolls_all_dice_uses_them_in_any_order_and_combines():
    s = as_("strategist", rolls=[3, 1, 3, 5, 2], world=12)
    assert s.dice == [1, 2, 3, 3, 5] and s.actions_left == 5
    assert Roll() not in s.legal_actions()
    assert UseDie(5) in s.legal_actions() and Combine(3, 3) in s.legal_actions()
    assert Combine(1, 1) not in s.legal_actions()
    act(s, Combine(3, 3))  # a roll of 6 for two actions
    assert s.die == 6 and s.actions_left == 4 and s.dice == [1, 2, 5]
    s.apply(Jump(22))
    assert s.actions_left == 3 and s.die is None
    assert not any(isinstance(a, Combine) for a in s.legal_actions())  # once a turn
    assert "once a turn" in s.why_illegal(Combine(2, 5))
    s.apply(LocalBusiness())  # a no-roll action spends the lowest die
    assert s.dice == [2, 5] and s.actions_left == 2
    act(s, UseDie(5))
    assert s.die == 5 and s.dice == [2]
    assert not s.invariant_errors()
    before = s.fingerprint()
    turns.begin_turn(s, [])  # a new turn: new dice, and the combination is back
    assert not s.combined and any(isinstance(a, Combine) for a in s.legal_actions())
    assert "combined=True" in before and "combined" not in s.fingerprint()


def test_tycoon_has_two_ships_sharing_five_actions():
    s = as_("tycoon")
    assert len(s.ships[0]) == 2 and s.actions_left == 5
    s.ships[0] = [12, 34]
    s.stations[22] = 0
    s.stations[35] = 0
    s._legal = None
    s.apply(Jump(22, 0))
    s.apply(Jump(35, 1))
    assert s.ships[0] == [22, 35] and s.actions_left == 3
    frm = s.contract(1).frm
    s.ships[0] = [1 * 0 + 22, frm]
    s._legal = None
    assert PickUp(1, 1) in s.legal_actions() and PickUp(1, 0) not in s.legal_actions()
    s.apply(PickUp(1, 1))
    assert s.cargo[0] == [(0, 1)]


def test_tycoon_cargo_is_delivered_by_its_own_ship():
    s = as_("tycoon")
    put_contract(s, 2, MINIDRAGS)
    s.ships[0] = [14, 14]
    s.cargo[0] = [(1, 1)]
    s.stations[15] = 0
    s._legal = None
    s.apply(Jump(15, 0))
    assert s.cargo[0] == [(1, 1)]  # ship 0 carries nothing
    money = s.money[0]
    s.apply(Jump(15, 1))
    assert s.cargo[0] == [] and s.money[0] > money
