"""Movement: a roll allows the lines whose colour it meets, own beacons need
no roll, other traders' beacons need permission (fee moving exactly), random
jumps read two dice as a world number and end the actions."""
import pytest

from game.games.star_traders.rules import (AskBeacon, EndTurn, Grant, Jump, LocalBusiness, RandomJump, Refuse,
                                           Roll)
from game.rules.core import IllegalAction

from .rules_helpers import act, answers, cleared, fresh_turn, game


def at(world, rolls=(), players=3, version="family", seat=0):
    s = cleared(game(players, version))
    fresh_turn(s, seat, rolls)
    s.ships[seat] = [world]
    s._legal = None
    return s


def jumps(s):
    return sorted(a.to for a in s.legal_actions() if isinstance(a, Jump))


@pytest.mark.parametrize("roll,reachable", [
    (1, []), (2, [11, 13]), (3, [11, 13]), (4, [11, 13, 15]), (5, [11, 13, 15, 22, 52]), (6, [11, 13, 15, 22, 52]),
])
def test_a_roll_allows_every_line_it_meets(roll, reachable):
    # Heinlein (12): orange to 11 and 13, purple to 15, blue to 22 and 52
    s = at(12, rolls=[roll])
    assert jumps(s) == []
    act(s, Roll())
    assert s.die == roll
    assert jumps(s) == reachable


def test_green_line_needs_a_six():
    s = at(15, rolls=[5])  # Schmitz: green to 25 and 55
    act(s, Roll())
    assert 25 not in jumps(s)
    with pytest.raises(IllegalAction, match="too low"):
        s.apply(Jump(25))


def test_a_roll_costs_the_action_even_unused():
    s = at(12, rolls=[1])
    act(s, Roll())
    assert s.actions_left == 5
    s.apply(LocalBusiness())
    assert s.actions_left == 4 and s.die is None


def test_own_beacon_needs_no_roll_and_costs_an_action():
    s = at(12)
    s.stations[22] = 0
    s._legal = None
    assert jumps(s) == [22]
    events = s.apply(Jump(22))
    assert s.ships[0] == [22] and s.actions_left == 4
    assert next(e for e in events if e.kind == "jump").data["kind"] == "station"


def test_beacon_granted_moves_the_fee_exactly_and_the_ship():
    s = at(12)
    s.stations[22] = 1
    s.money[0], s.money[1] = 10, 4
    s._legal = None
    assert Jump(22) not in s.legal_actions()
    assert AskBeacon(22, 3) in s.legal_actions()
    assert AskBeacon(22, 13) not in s.legal_actions()  # not on the menu
    assert AskBeacon(22, 0) in s.legal_actions()
    s.apply(AskBeacon(22, 3))
    assert s.to_act == 1 and s.window().kind == "beacon"
    assert answers(s) == [Grant(), Refuse()]
    s.apply(Grant())
    assert (s.money[0], s.money[1]) == (7, 7)
    assert s.ships[0] == [22] and s.actions_left == 4 and s.to_act == 0


def test_beacon_refused_costs_nothing_and_a_roll_still_works():
    s = at(12, rolls=[5])
    s.stations[22] = 1
    money = list(s.money)
    s._legal = None
    s.apply(AskBeacon(22, 5))
    s.apply(Refuse())
    assert s.money == money and s.actions_left == 5 and s.ships[0] == [12]
    assert not any(isinstance(a, AskBeacon) and a.to == 22 for a in s.legal_actions())  # once a turn
    act(s, Roll())
    s.apply(Jump(22))
    assert s.ships[0] == [22]


def test_fee_menu_is_capped_by_money():
    s = at(12)
    s.stations[22] = 1
    s.money[0] = 2
    s._legal = None
    assert sorted(a.fee for a in s.legal_actions() if isinstance(a, AskBeacon)) == [0, 1, 2]


def test_random_jump_reads_two_dice_as_a_world_and_ends_the_actions():
    s = at(12, rolls=[2, 6])
    events = act(s, RandomJump())
    assert s.ships[0] == [26]
    assert s.actions_left == 0 and s.die is None
    roll = next(e for e in events if e.kind == "roll")
    assert roll.data["dice"] == [2, 6] and roll.data["value"] == 26
    assert not any(isinstance(a, (Roll, Jump, RandomJump)) for a in s.legal_actions())
    assert EndTurn() in s.legal_actions()


def test_random_jump_is_not_offered_after_rolling():
    s = at(12, rolls=[3])
    act(s, Roll())
    assert RandomJump() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="before rolling"):
        s.apply(RandomJump())


def test_random_jump_delivers_on_landing():
    from .rules_helpers import MINIDRAGS, put_contract
    s = at(12, rolls=[1, 5])
    put_contract(s, 2, MINIDRAGS)
    s.cargo[0] = [(1, 0)]
    money = s.money[0]
    act(s, RandomJump())
    assert s.ships[0] == [15] and s.money[0] - money == 23


def test_no_actions_left_means_only_free_moves_and_end_turn():
    s = at(12, rolls=[1, 1, 1, 1, 1])
    for _ in range(5):
        act(s, Roll())
        s.apply(LocalBusiness())
    assert s.actions_left == 0
    kinds = ("PlayLuck", "DealWith", "DiscardLuck")
    assert [a for a in s.legal_actions() if type(a).__name__ not in kinds] == [EndTurn()]
    with pytest.raises(IllegalAction, match="no action left"):
        act(s, Roll())
