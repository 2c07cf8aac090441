"""Contracts and cargo: the Minidrags payoff with and without the Schmitz
station, VIP and race bonuses, replacement contracts, pick-up limits,
shifting, abandoning and delivery only in the trader's own turn."""
import pytest

from game.games.star_traders.rules import movement
from game.rules.core import IllegalAction
from game.games.star_traders.rules import Abandon, EndTurn, Jump, PickUp, Roll, Shift
from game.games.star_traders.rules.data import contracts

from .rules_helpers import MINIDRAGS, act, cleared, end_turn, fresh_turn, game, put_contract


def minidrags_run(version="family", slot=2, owner=None, racers=(), players=3):
    """Player 1 carries Minidrags (in `slot`) at Knight (14), one orange line from Schmitz (15)."""
    s = cleared(game(players, version))
    put_contract(s, slot, MINIDRAGS)
    fresh_turn(s, 0, rolls=[6])
    s.ships[0] = [14]
    s.cargo[0] = [(slot - 1, 0)]
    for r in racers:
        s.cargo[r] = [(slot - 1, 0)]
    if owner is not None:
        s.stations[15] = owner
    s._legal = None
    return s


def deliver(s):
    events = []
    if movement.jump_kind(s, 0, 0, 15) is None:
        events += act(s, Roll())  # the queued 6
    return events + s.apply(Jump(15))


def test_minidrags_is_the_printed_card():
    c = contracts()[MINIDRAGS - 1]
    assert (c.cargo.lower(), c.frm, c.to, c.payoff, c.prestige, c.fee, c.star) == ("minidrags", 34, 15, 23, 4, 11, True)


def test_minidrags_without_a_station_pays_the_payoff_only():
    s = minidrags_run()
    money, prestige = list(s.money), list(s.prestige)
    events = deliver(s)
    assert s.money[0] - money[0] == 23
    assert s.prestige[0] - prestige[0] == 4
    assert s.money[1:] == money[1:]
    d = next(e for e in events if e.kind == "deliver")
    assert d.data["payoff"] == 23 and d.data["fee"] == 0 and d.data["fee_owner"] is None


def test_minidrags_with_own_schmitz_station_pays_all_34_without_a_roll():
    s = minidrags_run(owner=0)
    assert Jump(15) in s.legal_actions()  # the own beacon: no roll needed
    money = s.money[0]
    s.apply(Jump(15))
    assert s.money[0] - money == 34


def test_another_owner_of_schmitz_gets_the_fee_from_the_bank():
    s = minidrags_run(owner=1)
    money = list(s.money)
    deliver(s)
    assert s.money[0] - money[0] == 23
    assert s.money[1] - money[1] == 11
    assert s.money[2] == money[2]


def test_vip_contract_adds_two_prestige():
    s = minidrags_run(slot=1)
    before = s.prestige[0]
    deliver(s)
    assert s.prestige[0] - before == 6


def test_race_adds_one_prestige_per_other_holder_and_they_lose_the_cargo():
    s = minidrags_run(racers=(1, 2))
    before = s.prestige[0]
    top_card_not(s, "minidrags")
    events = deliver(s)
    assert s.prestige[0] - before == 4 + 2
    assert s.cargo[1] == [] and s.cargo[2] == []
    assert sum(e.kind == "cargo_lost" for e in events) == 2


@pytest.mark.parametrize("slot,racers", [(1, ()), (2, (1,))])
def test_super_nova_has_no_vip_or_race_bonus(slot, racers):
    s = minidrags_run("super-nova", slot=slot, racers=racers)
    before = s.prestige[0]
    deliver(s)
    assert s.prestige[0] - before == 4


def test_nova_keeps_vip_and_race_bonuses():
    s = minidrags_run("nova", slot=1, racers=(1,))
    before = s.prestige[0]
    deliver(s)
    assert s.prestige[0] - before == 4 + 2 + 1


def test_delivered_contract_is_replaced_from_the_deck_and_discarded():
    s = minidrags_run()
    top = s.deck[-1]
    deliver(s)
    assert s.board_cards[1] == top
    assert MINIDRAGS in s.discard
    assert s.cargo[0] == []
    assert s.card_count() == s.deck_size()


def top_card_not(s, cargo):
    """Put a deck card of another cargo on top of the deck."""
    card = next(c for c in reversed(s.deck) if s.board.card(c).cargo != cargo)
    s.deck.remove(card)
    s.deck.append(card)


def test_other_holder_loses_the_cargo_when_no_contract_wants_it():
    s = minidrags_run(racers=(1,))
    top_card_not(s, "minidrags")
    events = deliver(s)
    assert s.cargo[1] == []
    assert any(e.kind == "cargo_lost" and e.seat == 1 for e in events)


def test_other_holder_shifts_to_another_contract_for_the_same_cargo():
    s = minidrags_run(racers=(1,))
    other = next(c.card for c in contracts() if c.cargo == "minidrags" and c.card != MINIDRAGS and c.tier != "I")
    put_contract(s, 3, other)
    top_card_not(s, "minidrags")
    deliver(s)
    assert s.cargo[1] == [(2, 0)]  # now on contract 3


def test_two_cargos_at_most_and_never_two_for_one_contract():
    s = cleared(game(3))
    fresh_turn(s, 0)
    frm = s.contract(1).frm
    s.ships[0] = [frm]
    s._legal = None
    assert PickUp(1) in s.legal_actions()
    s.apply(PickUp(1))
    assert PickUp(1) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="already carry that cargo"):
        s.apply(PickUp(1))
    s.cargo[0].append((1, 0))
    s.ships[0] = [s.contract(3).frm]
    s._legal = None
    assert not any(isinstance(a, PickUp) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="hold is full: you already carry 2 cargos"):
        s.apply(PickUp(3))


def test_pick_up_costs_an_action_in_family_only():
    for version, spent in (("family", 1), ("nova", 0)):
        s = cleared(game(3, version))
        fresh_turn(s, 0)
        s.ships[0] = [s.contract(2).frm]
        s._legal = None
        left = s.actions_left
        s.apply(PickUp(2))
        assert left - s.actions_left == spent
        assert s.cargo[0] == [(1, 0)]


def test_shift_and_abandon_are_free():
    s = cleared(game(3))
    fresh_turn(s, 0)
    put_contract(s, 2, MINIDRAGS)
    other = next(c.card for c in contracts() if c.cargo == "minidrags" and c.card != MINIDRAGS and c.tier != "I")
    put_contract(s, 3, other)
    s.cargo[0] = [(1, 0)]
    s._legal = None
    left = s.actions_left
    assert Shift(2, 3) in s.legal_actions()
    s.apply(Shift(2, 3))
    assert s.cargo[0] == [(2, 0)]
    assert Shift(3, 1) not in s.legal_actions()  # contract 1 wants another cargo
    s.apply(Abandon(3))
    assert s.cargo[0] == [] and s.actions_left == left


def test_a_ship_at_the_delivery_world_out_of_turn_delivers_at_the_start_of_its_turn():
    s = cleared(game(2))
    fresh_turn(s, 0)
    put_contract(s, 2, MINIDRAGS)
    s.ships[1] = [15]
    s.cargo[1] = [(1, 0)]
    s._legal = None
    money = s.money[1]
    assert s.money[1] == money  # nothing happens in Player 1's turn
    events = end_turn(s)
    assert s.current == 1
    assert s.money[1] - money == 23
    assert any(e.kind == "deliver" and e.seat == 1 for e in events)


def test_shifting_onto_a_contract_due_here_delivers_at_once():
    s = cleared(game(3))
    fresh_turn(s, 0)
    other = next(c for c in contracts() if c.cargo == "minidrags" and c.card != MINIDRAGS and c.tier != "I")
    put_contract(s, 2, other.card)
    put_contract(s, 3, MINIDRAGS)
    s.ships[0] = [15]  # Schmitz: where Minidrags (contract 3) is due
    s.cargo[0] = [(1, 0)]
    s._legal = None
    money = s.money[0]
    s.apply(Shift(2, 3))
    assert s.money[0] - money == 23 and s.cargo[0] == []
