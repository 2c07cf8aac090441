"""Every Trader's Luck card kind (issue 16): its effect (amount, target,
money never below 0, Prestige within 1..30), when it may and may not be
played, each calamity cancelled by Avoid a Calamity, the Imperial cards on
quarantined worlds, station take-overs, and the 108 cards conserved.

Positions start from `fresh()`: an Imperial game with no stations, no cargo
and empty hands (every card back in the deck), Player 1 to move with 5
actions; `give()` puts a card of a kind from the deck into a hand."""
import collections

import pytest

from game.games.star_traders.rules import basics
from game.games.star_traders.rules import luck
from game.games.star_traders.rules import movement
from game.games.star_traders.rules import black_hole
from game.games.star_traders.rules import cargo
from game.games.star_traders.rules import EndTurn, Jump, PickUp, RandomJump, Roll
from game.games.star_traders.rules.data import contracts
from game.games.star_traders.rules.luck_actions import Avoid, BlowTo, PlayLuck, Seize, Zap, luck_table
from game.rules.pending import PASS

from .rules_helpers import Dice, answers, cleared, end_turn, fresh_turn, game, give, put_contract

HERE, THERE = 23, 13  # Player 1's and Player 2's ships after setup (seed 3, 2 players)


def fresh(players=2, version="imperial", rolls=()):
    s = cleared(game(players, version))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    s.ships[0], s.ships[1] = [HERE], [THERE]
    fresh_turn(s, 0, rolls)
    return s


def ok(s):
    """The cards are all accounted for and the state is sound."""
    assert s.card_count() == s.deck_size() == (108 if s.version.key != "family" else 72)
    assert not s.invariant_errors()


def plays(s, seat, kind, between=False):
    return [a for a in luck.luck_menu(s, seat, between=between) if a.kind == kind]


def calamity_avoided(s, play, target):
    """Play `play` with the target holding Avoid: it answers at once."""
    give(s, 0, play.kind)
    give(s, target, "avoid_calamity")
    before = s.clone()
    s.apply(play)
    assert s.to_act == target and s.window().kind == "avoid" and Avoid() in s.legal_actions()
    s.apply(Avoid())
    while s.stack:  # anyone else asked in the window passes
        s.apply(PASS)
    assert not s.hands[target] and not any(luck_table()[c].kind == play.kind for c in s.hands[0])
    ok(s)
    return before


# ---------------------------------------------------------------- the deck

def test_the_deck_holds_every_kind_in_the_designed_numbers():
    tiers = {"N": range(1, 37), "F": range(37, 73), "I": range(73, 109)}
    count = {t: collections.Counter((luck_table()[c].kind, luck_table()[c].amount) for c in r)
             for t, r in tiers.items()}
    assert count["N"] == {("avoid_calamity", 0): 6, ("zap", 1): 4, ("stargate", 0): 4, ("hyperdrive_boost", 1): 4,
                          ("windfall", 5): 4, ("imperial_favor", 1): 4, ("wrinkle_in_time", 1): 4,
                          ("lost_in_space", 0): 3, ("open_skies", 0): 3}
    assert count["F"] == {("avoid_calamity", 0): 5, ("zap", 2): 4, ("imperial_envoy", 3): 3,
                          ("customs_inspection", 0): 4, ("tax_audit", 5): 3, ("scandal", 2): 4,
                          ("bigger_on_the_inside", 0): 3, ("double_shift", 2): 3, ("trade_agreement", 3): 3,
                          ("beacon_hack", 0): 4}
    assert count["I"] == {("avoid_calamity", 0): 5, ("quarantine", 0): 3, ("glitch", 0): 4, ("ion_storm", 0): 3,
                          ("warp", 0): 3, ("hostile_takeover", 10): 4, ("sabotage", 0): 3, ("embargo", 0): 3,
                          ("pirates", 5): 4, ("zap", 3): 4}
    calamities = {k for k, _ in count["N"] + count["F"] + count["I"] if luck_table()[
        next(c for c in range(1, 109) if luck_table()[c].kind == k)].calamity}
    assert calamities == {"wrinkle_in_time", "lost_in_space", "customs_inspection", "tax_audit", "scandal",
                          "quarantine", "ion_storm", "hostile_takeover", "sabotage", "embargo", "pirates"}
    assert len({luck_table()[c].kind for c in range(1, 109)}) == 25  # Zap counted once (+-1, +-2, +-3)


@pytest.mark.parametrize("version,size", [("family", 72), ("imperial", 108), ("black-hole", 108)])
def test_card_count_per_version(version, size):
    s = game(3, version)
    assert s.deck_size() == s.card_count() == size
    everywhere = s.deck + s.discard + s.board_cards + [c for h in s.hands for c in h]
    assert sorted(everywhere) == list(range(1, size + 1))  # Family: the N and F cards only


# ---------------------------------------------------------------- your-turn cards

def test_windfall_pays_five_in_your_turn_only():
    s = fresh()
    card = give(s, 0, "windfall")
    give(s, 1, "windfall")
    assert not plays(s, 0, "windfall", between=True) and not plays(s, 1, "windfall", between=True)
    s.apply(PlayLuck("windfall", 5))
    assert s.money[0] == 15 and card in s.discard and not s.hands[0]
    ok(s)


@pytest.mark.parametrize("start,after", [(1, 2), (15, 16), (30, 30)])
def test_imperial_favor_gains_one_prestige_up_to_thirty(start, after):
    s = fresh()
    give(s, 0, "imperial_favor")
    s.prestige[0] = start
    s.apply(PlayLuck("imperial_favor", 1))
    assert s.prestige[0] == after
    ok(s)


def between_turns(s, seat):
    """End the turn and pass until `seat` is asked between turns."""
    s.apply(EndTurn())
    while not (s.window() and s.window().kind == "between" and s.to_act == seat):
        s.apply(PASS if PASS in s.legal_actions() else s.legal_actions()[0])


def test_imperial_favor_may_be_played_any_time():
    s = fresh()
    give(s, 1, "imperial_favor")
    assert plays(s, 1, "imperial_favor", between=True) == [PlayLuck("imperial_favor", 1)]
    between_turns(s, 1)
    s.apply(PlayLuck("imperial_favor", 1))
    assert s.prestige[1] == 2
    ok(s)


def test_scandal_may_be_played_between_turns():
    s = fresh()
    give(s, 1, "scandal")
    s.prestige[0] = 5
    between_turns(s, 1)
    assert PlayLuck("scandal", 2, 0) in s.legal_actions()  # the trader who just ended is not taking a turn
    s.apply(PlayLuck("scandal", 2, 0))
    while s.window() and s.window().kind == "avoid":  # Player 1 holds the card it drew
        s.apply(PASS)
    assert s.prestige[0] == 3
    ok(s)


@pytest.mark.parametrize("kind,amount", [("hyperdrive_boost", 1), ("double_shift", 2)])
def test_extra_actions(kind, amount):
    s = fresh()
    give(s, 0, kind)
    give(s, 1, kind)
    assert not plays(s, 1, kind, between=True)
    s.apply(PlayLuck(kind, amount))
    assert s.actions_left == 5 + amount
    for _ in range(5 + amount):
        s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "LocalBusiness"))
    assert s.money[0] == 10 + 5 + amount and s.actions_left == 0
    ok(s)


def test_trade_agreement_three_per_station_at_most_fifteen():
    s = fresh()
    give(s, 0, "trade_agreement")
    give(s, 0, "trade_agreement")
    give(s, 0, "trade_agreement")
    s.stations.update({11: 0, 12: 0, 14: 1})
    s.apply(PlayLuck("trade_agreement", 3))
    assert s.money[0] == 16
    s.stations.update({w: 0 for w in (31, 32, 33, 34, 35)})  # 7 stations: 21, capped
    s.apply(PlayLuck("trade_agreement", 3))
    assert s.money[0] == 31
    s.stations.clear()
    s.apply(PlayLuck("trade_agreement", 3))
    assert s.money[0] == 31
    ok(s)


def neighbours(s, w):
    return {x: need for x, need in s.board.adj[w]}


def test_open_skies_every_beacon_for_the_rest_of_the_turn():
    s = fresh()
    give(s, 0, "open_skies")
    s.stations.update({22: 1, 24: 1, 25: 1})  # Player 2's stations one line from 23 and then from 24
    assert Jump(22) not in s.legal_actions()
    s.apply(PlayLuck("open_skies", 0))
    assert not plays(s, 0, "open_skies")
    assert Jump(22) in s.legal_actions() and Jump(24) in s.legal_actions()
    s.apply(Jump(24))
    s.apply(Jump(25))  # still this turn, no roll, no asking, no fee
    assert s.ships[0] == [25] and s.money == [10, 10] and s.actions_left == 3
    end_turn(s)
    end_turn(s)
    assert s.current == 0 and Jump(24) not in s.legal_actions()  # over at the end of the turn
    ok(s)


def test_beacon_hack_one_other_beacon_once():
    s = fresh()
    give(s, 0, "beacon_hack")
    s.stations.update({24: 1, 25: 1})
    s.apply(PlayLuck("beacon_hack", 0))
    assert Jump(24) in s.legal_actions()
    s.apply(Jump(24))
    assert s.ships[0] == [24] and Jump(25) not in s.legal_actions()
    ok(s)


def test_stargate_next_jump_succeeds_whatever_the_roll():
    s = fresh(rolls=[1, 1])
    give(s, 0, "stargate")
    s.apply(PlayLuck("stargate", 0))
    assert Jump(62) not in s.legal_actions()  # a roll is still made first
    s.apply(Roll())
    assert neighbours(s, HERE)[62] == 4 and Jump(62) in s.legal_actions()
    s.apply(Jump(62))
    s.apply(Roll())
    assert s.ships[0] == [62] and not any(isinstance(a, Jump) and s.board.need(62, a.to) > 1
                                          for a in s.legal_actions())  # used up
    ok(s)


def test_bigger_on_the_inside_third_cargo_until_the_next_delivery():
    s = fresh()
    give(s, 0, "bigger_on_the_inside")
    give(s, 0, "bigger_on_the_inside")
    here = [c.card for c in contracts() if c.frm == HERE]
    for slot, card in zip((1, 2, 3), here):
        put_contract(s, slot, card)
    s.apply(PickUp(1))
    s.apply(PickUp(2))
    assert PickUp(3) not in s.legal_actions()
    s.apply(PlayLuck("bigger_on_the_inside", 0))
    assert not plays(s, 0, "bigger_on_the_inside")  # one at a time
    s.apply(PickUp(3))
    assert len(s.cargo[0]) == 3
    ok(s)
    s.ships[0] = [s.board.card(s.board_cards[0]).to]
    cargo.arrive(s, 0, 0, [])
    assert len(s.cargo[0]) == 2 and not s.big_hold[0] and basics.hold_size(s, 0) == 2
    ok(s)


def test_imperial_envoy_reached_by_jumps_pays_three_prestige_and_five():
    s = fresh(rolls=[2, 4, 2])
    give(s, 0, "imperial_envoy")
    s.prestige[0] = 29
    s.apply(PlayLuck("imperial_envoy", 3))
    assert s.envoy[0][0] == 24 and not plays(s, 0, "imperial_envoy")
    s.apply(Roll())
    s.apply(Jump(24))
    assert s.envoy[0] is None and s.prestige[0] == 30 and s.money[0] == 15  # Prestige stops at 30
    ok(s)


def test_imperial_envoy_already_there_and_lapsing():
    s = fresh(rolls=[2, 3])
    give(s, 0, "imperial_envoy")
    s.apply(PlayLuck("imperial_envoy", 3))
    assert s.envoy[0] is None and (s.prestige[0], s.money[0]) == (4, 15)
    s = fresh(rolls=[6, 6])
    give(s, 0, "imperial_envoy")
    s.apply(PlayLuck("imperial_envoy", 3))
    assert s.envoy[0][0] == 66
    end_turn(s)
    assert s.envoy[0] is not None  # still the rest of the round and the next turn
    end_turn(s)
    assert s.current == 0 and s.envoy[0] is not None
    end_turn(s)
    assert s.envoy[0] is None and (s.prestige[0], s.money[0]) == (1, 10)
    ok(s)


# ---------------------------------------------------------------- A Glitch in the System

def test_glitch_replaces_a_contract_and_its_cargo_follows_a_match_or_is_lost():
    s = fresh()
    here = [c.card for c in contracts() if c.frm == HERE]  # three contracts for the same cargo
    elsewhere = [c for c in range(1, 109) if s.board.card(c).frm != HERE and c in s.deck]
    put_contract(s, 1, here[0])
    put_contract(s, 2, here[1])
    put_contract(s, 3, elsewhere[0])
    s.cargo[0] = [(0, 0)]
    s.cargo[1] = [(1, 0)]
    give(s, 0, "glitch")
    give(s, 0, "glitch")
    for top in elsewhere[1:3]:
        s.deck.remove(top)
        s.deck.append(top)  # the next two draws: other cargos
    s.apply(PlayLuck("glitch", 0, -1, 2))
    assert s.board_cards[1] == elsewhere[2] and here[1] in s.discard
    assert s.cargo == [[(0, 0)], [(0, 0)]]  # Player 2's cargo now serves contract 1 (same cargo)
    ok(s)
    s.apply(PlayLuck("glitch", 0, -1, 1))
    assert s.board_cards[0] == elsewhere[1] and s.cargo == [[], []]  # no contract left for it: lost
    ok(s)


def test_glitch_on_your_own_imperial_mission_draws_a_starred_one():
    s = fresh()
    old = next(c for c in s.deck if s.board.card(c).star)
    s.deck.remove(old)
    s.missions[0], s.aboard[0] = old, 0
    give(s, 0, "glitch")
    give(s, 1, "glitch")
    assert PlayLuck("glitch", 0, -1, 0) in plays(s, 0, "glitch")
    assert PlayLuck("glitch", 0, -1, 0) not in luck.luck_menu(s, 1) and not plays(s, 1, "glitch", between=True)
    s.apply(PlayLuck("glitch", 0, -1, 0))
    assert s.missions[0] not in (None, old) and s.board.card(s.missions[0]).star
    assert s.aboard[0] is None and old in s.discard  # the new mission's cargo is picked up again
    ok(s)


# ---------------------------------------------------------------- Zap

@pytest.mark.parametrize("amount", [1, 2, 3])
def test_zap_moves_the_roll_by_at_most_its_amount_within_one_to_six(amount):
    s = fresh(rolls=[2])
    give(s, 1, "zap", amount)
    assert not luck.luck_menu(s, 1) and not luck.luck_menu(s, 1, between=True)  # only after a roll
    s.apply(Roll())
    assert s.to_act == 1 and s.window().kind == "zap"
    assert set(answers(s)) - {PASS} == {Zap(d) for d in range(-amount, amount + 1) if d and 1 <= 2 + d <= 6}
    s.apply(Zap(amount))
    assert s.die == 2 + amount and not s.hands[1]
    ok(s)


def test_a_zapped_roll_still_allows_shorter_jumps():
    s = fresh(rolls=[4])
    give(s, 1, "zap", 2)
    s.apply(Roll())
    s.apply(Zap(-2))
    assert s.die == 2 and Jump(22) in s.legal_actions() and Jump(62) not in s.legal_actions()


# ---------------------------------------------------------------- calamities on a trader not taking a turn

TARGETED = [("lost_in_space", 0), ("wrinkle_in_time", 1), ("tax_audit", 5), ("customs_inspection", 0),
            ("embargo", 0), ("pirates", 5), ("scandal", 2)]


@pytest.mark.parametrize("kind,amount", TARGETED)
def test_targeted_calamities_go_on_others_in_your_turn_and_between_turns(kind, amount):
    s = fresh(3)
    s.cargo[1], s.cargo[2] = [(0, 0)], [(1, 0)]
    s.money[1] = s.money[2] = 5
    give(s, 0, kind)
    assert {a.target for a in plays(s, 0, kind)} == {1, 2}  # never yourself
    assert {a.target for a in plays(s, 0, kind, between=True)} == {1, 2}
    ok(s)


@pytest.mark.parametrize("kind,amount", TARGETED)
def test_targeted_calamities_are_cancelled_by_avoid(kind, amount):
    s = fresh()
    s.cargo[1] = [(0, 0), (1, 0)]
    s.money[1], s.prestige[1] = 12, 9
    before = calamity_avoided(s, PlayLuck(kind, amount, 1), 1)
    assert (s.ships, s.cargo, s.money, s.prestige, s.slowed, s.embargoed) == \
           (before.ships, before.cargo, before.money, before.prestige, before.slowed, before.embargoed)


def test_lost_in_space_random_jump_at_once():
    s = fresh(rolls=[3, 4])
    give(s, 0, "lost_in_space")
    s.apply(PlayLuck("lost_in_space", 0, 1))
    assert s.ships[1] == [34] and s.current == 0 and s.actions_left == 5
    ok(s)


def test_lost_in_space_leaves_a_quarantined_ship():
    s = fresh(rolls=[3, 4])
    give(s, 0, "lost_in_space")
    s.quarantines = [(THERE, 1, 0, ())]
    s.apply(PlayLuck("lost_in_space", 0, 1))
    assert s.ships[1] == [THERE]


def test_wrinkle_in_time_one_action_fewer_next_turn():
    s = fresh()
    give(s, 0, "wrinkle_in_time")
    s.apply(PlayLuck("wrinkle_in_time", 1, 1))
    assert s.actions_left == 5
    end_turn(s)
    assert s.current == 1 and s.actions_left == 4
    end_turn(s)
    assert s.current == 0 and s.actions_left == 5
    ok(s)


@pytest.mark.parametrize("money,left", [(12, 7), (5, 0), (3, 0), (0, 0)])
def test_tax_audit_takes_five_or_all(money, left):
    s = fresh()
    give(s, 0, "tax_audit")
    s.money[1] = money
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert s.money[1] == left and s.money[0] == 10  # to the bank
    ok(s)


@pytest.mark.parametrize("start,after", [(10, 8), (2, 1), (1, 1)])
def test_scandal_costs_two_prestige_never_below_one(start, after):
    s = fresh()
    give(s, 0, "scandal")
    s.prestige[1] = start
    s.apply(PlayLuck("scandal", 2, 1))
    assert s.prestige[1] == after
    ok(s)


def test_customs_inspection_the_target_chooses_one_cargo():
    s = fresh()
    give(s, 0, "customs_inspection")
    give(s, 0, "customs_inspection")
    assert not plays(s, 0, "customs_inspection")  # nobody carries anything
    s.cargo[1] = [(0, 0), (2, 0)]
    s._legal = None
    s.apply(PlayLuck("customs_inspection", 0, 1))
    assert s.to_act == 1 and set(s.legal_actions()) == {Seize(1), Seize(3)}
    s.apply(Seize(3))
    assert s.cargo[1] == [(0, 0)]
    s.apply(PlayLuck("customs_inspection", 0, 1))  # one cargo: no question
    assert s.cargo[1] == [] and not s.stack
    ok(s)


def test_embargo_no_pick_up_on_the_next_turn_only():
    s = fresh()
    card = next(c.card for c in contracts() if c.frm == THERE)
    put_contract(s, 1, card)
    give(s, 0, "embargo")
    s.apply(PlayLuck("embargo", 0, 1))
    end_turn(s)
    assert s.current == 1 and PickUp(1) not in s.legal_actions()
    end_turn(s)
    end_turn(s)
    assert s.current == 1 and PickUp(1) in s.legal_actions()
    ok(s)


@pytest.mark.parametrize("money,left", [(8, 3), (2, 0)])
def test_pirates_take_every_cargo_and_five(money, left):
    s = fresh()
    give(s, 0, "pirates")
    s.cargo[1] = [(0, 0), (1, 0)]
    s.money[1] = money
    s.apply(PlayLuck("pirates", 5, 1))
    assert s.cargo[1] == [] and s.money[1] == left
    ok(s)


def test_pirates_need_something_to_take():
    s = fresh()
    give(s, 0, "pirates")
    s.money[1] = 0
    assert not plays(s, 0, "pirates")


# ---------------------------------------------------------------- stations: Hostile Takeover and Sabotage

def test_hostile_takeover_pays_the_owner_ten():
    s = fresh()
    give(s, 0, "hostile_takeover")
    s.stations[HERE] = 1
    s.apply(PlayLuck("hostile_takeover", 10, 1, HERE))
    assert s.stations[HERE] == 0 and s.money == [0, 20]
    ok(s)


def test_hostile_takeover_needs_a_free_ring():
    s = fresh()
    give(s, 0, "hostile_takeover")
    s.stations[HERE] = 1
    s.money[0] = 50
    spare = [w for w in sorted(s.board.galaxy.worlds) if w not in s.stations]
    for w in spare[:15 - s.stations_of(0)]:
        s.stations[w] = 0
    assert s.stations_of(0) == 15
    s._legal = None
    assert not plays(s, 0, "hostile_takeover")


def test_hostile_takeover_needs_ten_and_another_traders_station_here():
    s = fresh()
    give(s, 0, "hostile_takeover")
    assert not plays(s, 0, "hostile_takeover")  # no station here
    s.stations[HERE] = 0
    assert not plays(s, 0, "hostile_takeover")  # your own
    s.stations[HERE] = 1
    s.money[0] = 9
    assert not plays(s, 0, "hostile_takeover")
    s.money[0] = 10
    assert plays(s, 0, "hostile_takeover") == [PlayLuck("hostile_takeover", 10, 1, HERE)]
    assert not plays(s, 0, "hostile_takeover", between=True)


def test_sabotage_wrecks_another_traders_station_here():
    s = fresh()
    give(s, 0, "sabotage")
    s.stations[THERE] = 1
    assert not plays(s, 0, "sabotage")  # not where your ship is
    s.stations[HERE] = 1
    s.apply(PlayLuck("sabotage", 0, 1, HERE))
    assert HERE not in s.stations and THERE in s.stations
    ok(s)


@pytest.mark.parametrize("kind,amount", [("hostile_takeover", 10), ("sabotage", 0)])
def test_station_calamities_cancelled_by_avoid(kind, amount):
    s = fresh()
    s.stations[HERE] = 1
    calamity_avoided(s, PlayLuck(kind, amount, 1, HERE), 1)
    assert s.stations[HERE] == 1 and s.money == [10, 10]


@pytest.mark.parametrize("kind", ["hostile_takeover", "sabotage"])
def test_imperial_stations_are_safe(kind):
    s = cleared(game(2, "black-hole"))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0)
    here = s.ships[0][0]
    s.stations[here] = 1
    s.imperial = [here]
    give(s, 0, kind)
    assert not plays(s, 0, kind)
    s.imperial = []
    assert plays(s, 0, kind)


# ---------------------------------------------------------------- Quarantine

def test_quarantine_holds_ships_there_and_lets_ships_in():
    s = fresh(rolls=[6, 2, 2])
    give(s, 0, "quarantine")
    assert {a.world for a in plays(s, 0, "quarantine")} == set(s.board.galaxy.worlds)
    s.apply(PlayLuck("quarantine", 0, -1, HERE))  # the playing trader is held too
    assert s.quarantines == [(HERE, 1, 0, ())]
    assert not any(isinstance(a, (Jump, RandomJump)) for a in s.legal_actions())
    s.ships[1] = [22]
    s.current, s.die = 1, 2
    assert movement.jump_kind(s, 1, 0, HERE) == "regular"  # entering is allowed (22-23 is an orange line)
    ok(s)


def test_quarantine_cancelled_at_once_by_any_traders_avoid():
    s = fresh(3)
    give(s, 0, "quarantine")
    give(s, 2, "avoid_calamity")
    s.apply(PlayLuck("quarantine", 0, -1, THERE))
    while s.to_act != 2:
        s.apply(PASS)
    s.apply(Avoid())
    assert not s.quarantines and not s.stack
    ok(s)


def test_a_later_avoid_frees_only_that_trader():
    s = fresh(3)
    s.ships[2] = [THERE]
    s.quarantines = [(THERE, 1, 1, ())]
    give(s, 0, "avoid_calamity")
    assert plays(s, 0, "avoid_calamity") == [PlayLuck("avoid_calamity", 0, 1), PlayLuck("avoid_calamity", 0, 2)]
    s.apply(PlayLuck("avoid_calamity", 0, 1))
    assert s.quarantines == [(THERE, 1, 1, (1,))]
    assert not s.is_trapped(1, 0) and s.is_trapped(2, 0)
    ok(s)


def test_second_quarantine_on_the_world_removes_both_and_three_markers_at_most():
    s = fresh()
    for _ in range(3):
        give(s, 0, "quarantine")
    s.quarantines = [(11, 1, 0, ()), (12, 1, 0, ()), (14, 1, 0, ())]
    assert {a.world for a in plays(s, 0, "quarantine")} == {11, 12, 14}  # no fourth marker
    s.apply(PlayLuck("quarantine", 0, -1, 12))
    assert [q[0] for q in s.quarantines] == [11, 14]
    ok(s)


def test_quarantine_rolls_through_a_whole_game_schedule():
    """Placed in Player 1's turn (2 traders): Player 2 rolls first; a 1 lifts
    at first, a 1 or 2 once Player 2 rolls again; at the start of Player 2's
    turn after its third roll it lifts by itself."""
    s = fresh()
    give(s, 0, "quarantine")
    s.apply(PlayLuck("quarantine", 0, -1, 34))
    s.rng = Dice([3, 2, 2])
    end_turn(s)  # Player 1 ends: no roll yet
    assert s.quarantines[0][2] == 0
    end_turn(s)  # Player 2 (first roller) rolls 3
    assert s.quarantines and s.quarantines[0][2] == 1
    end_turn(s)  # Player 1 rolls 2: only a 1 lifts
    assert s.quarantines
    end_turn(s)  # Player 2's second roll: 2 lifts
    assert not s.quarantines
    ok(s)


def test_quarantine_runs_out_at_the_first_rollers_turn_after_three_rolls():
    s = fresh()
    give(s, 0, "quarantine")
    s.apply(PlayLuck("quarantine", 0, -1, 34))
    s.rng = Dice([6] * 20)
    seen = []
    while s.quarantines:
        end_turn(s)
        seen.append((s.current, s.quarantines[0][2] if s.quarantines else None))
    # Player 2 rolls at the end of its next three turns; it lifts as its fourth begins
    assert seen == [(1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3), (1, None)]


def test_trapped_trader_can_still_do_local_business_and_build():
    s = fresh()
    s.quarantines = [(HERE, 1, 0, ())]
    kinds = {type(a).__name__ for a in s.legal_actions()}
    assert {"Build", "LocalBusiness", "Roll"} <= kinds and "RandomJump" not in kinds


# ---------------------------------------------------------------- Ion Storm and Warp

def test_ion_storm_each_owner_chooses_a_line_even_from_quarantine():
    s = fresh(3)
    s.ships[1], s.ships[2] = [THERE], [THERE]
    s.quarantines = [(THERE, 1, 0, ())]
    give(s, 0, "ion_storm")
    assert THERE in {a.world for a in plays(s, 0, "ion_storm")}
    s.apply(PlayLuck("ion_storm", 0, -1, THERE))
    assert s.to_act == 1 and set(s.legal_actions()) == {BlowTo(w) for w in neighbours(s, THERE)}
    s.apply(BlowTo(11))
    assert s.to_act == 2
    s.apply(BlowTo(12))
    assert s.ships[1:] == [[11], [12]] and not s.stack and s.current == 0
    ok(s)


def test_ion_storm_into_quarantine_holds_the_ship():
    s = fresh()
    s.quarantines = [(12, 1, 0, ())]
    give(s, 0, "ion_storm")
    s.apply(PlayLuck("ion_storm", 0, -1, THERE))
    s.apply(BlowTo(12))
    assert s.ships[1] == [12] and s.is_trapped(1, 0)


def test_ion_storm_avoid_shelters_only_the_players_own_ships():
    s = fresh(3)
    s.ships[1], s.ships[2] = [THERE], [THERE]
    give(s, 0, "ion_storm")
    give(s, 1, "avoid_calamity")
    s.apply(PlayLuck("ion_storm", 0, -1, THERE))
    assert s.to_act == 1 and s.window().kind == "avoid"
    s.apply(Avoid())
    while s.window() and s.window().kind == "avoid":
        s.apply(PASS)
    assert s.to_act == 2 and s.window().kind == "ion"
    s.apply(BlowTo(14))
    assert s.ships[1:] == [[THERE], [14]]
    ok(s)


def test_warp_swaps_ships_even_out_of_and_into_quarantine():
    s = fresh()
    give(s, 0, "warp")
    give(s, 0, "warp")
    s.quarantines = [(HERE, 1, 0, ())]
    assert s.is_trapped(0, 0)
    s.apply(PlayLuck("warp", 0, 1))
    assert s.ships == [[THERE], [HERE]] and s.is_trapped(1, 0) and not s.is_trapped(0, 0)
    assert not plays(s, 0, "warp", between=True)
    s.apply(PlayLuck("warp", 0, 1))  # back in: the playing trader is held now
    assert s.ships == [[HERE], [THERE]] and s.is_trapped(0, 0)
    ok(s)


def test_warp_needs_another_ship_elsewhere():
    s = fresh()
    give(s, 0, "warp")
    s.ships[1] = [HERE]
    assert not plays(s, 0, "warp")


# ---------------------------------------------------------------- Avoid a Calamity itself

def test_avoid_cannot_be_kept_for_later():
    s = fresh()
    give(s, 0, "tax_audit")
    give(s, 1, "avoid_calamity")
    s.apply(PlayLuck("tax_audit", 5, 1))
    s.apply(PASS)
    assert s.money[1] == 5 and not s.stack
    assert not plays(s, 1, "avoid_calamity", between=True) and not plays(s, 1, "avoid_calamity")
    ok(s)


def test_a_freed_trader_who_leaves_and_comes_back_is_held_again():
    s = fresh()
    s.quarantines = [(HERE, 1, 1, ())]
    give(s, 0, "avoid_calamity")
    s.apply(PlayLuck("avoid_calamity", 0, 0))  # by the trapped trader itself
    assert not s.is_trapped(0, 0)
    s.rng = Dice([2, 6, 6, 6])
    s.apply(Roll())
    s.apply(Jump(22))
    end_turn(s)
    assert s.quarantines and s.quarantines[0][3] == ()  # struck off once it had left
    s.ships[0] = [HERE]
    assert s.is_trapped(0, 0)
    ok(s)


def test_a_freed_trader_still_there_stays_free():
    s = fresh()
    s.quarantines = [(HERE, 1, 1, (0,))]
    s.rng = Dice([6, 6, 6])
    end_turn(s)
    assert s.quarantines[0][3] == (0,) and not s.is_trapped(0, 0)


# ---------------------------------------------------------------- found while testing (owned elsewhere)

def test_imperial_envoy_is_not_completed_by_warp():
    s = fresh(rolls=[1, 3])
    give(s, 0, "imperial_envoy")
    give(s, 0, "warp")
    s.apply(PlayLuck("imperial_envoy", 3))
    assert s.envoy[0][0] == THERE
    s.apply(PlayLuck("warp", 0, 1))
    assert s.ships[0] == [THERE] and s.envoy[0] is not None and s.prestige[0] == 1


def test_ion_storm_needs_another_traders_ship_there():
    s = fresh()
    give(s, 0, "ion_storm")
    assert {a.world for a in plays(s, 0, "ion_storm")} == {THERE}


# ---------------------------------------------------------------- timing across the deck and versions

YOUR_TURN = ["windfall", "hyperdrive_boost", "double_shift", "open_skies", "stargate", "beacon_hack",
             "trade_agreement", "bigger_on_the_inside", "imperial_envoy", "glitch", "warp", "sabotage",
             "hostile_takeover", "ion_storm", "quarantine"]


@pytest.mark.parametrize("kind", YOUR_TURN)
def test_your_turn_cards_are_never_played_between_turns(kind):
    s = fresh()
    s.stations[HERE] = 1
    s.missions[0] = None
    give(s, 0, kind)
    assert all(luck_table()[c].timing == "your_turn" for c in range(1, 109) if luck_table()[c].kind == kind)
    assert plays(s, 0, kind) and not plays(s, 0, kind, between=True)


def test_cards_follow_the_version():
    nova = game(2, "nova")
    assert {luck_table()[c].kind for h in nova.hands for c in h} <= {
        luck_table()[c].kind for c in range(1, 37)}  # the N cards only
    assert nova.deck_size() == 36
    supernova = game(2, "super-nova")
    supernova.hands[0] = [1]  # even a card in hand is never playable
    assert luck.luck_menu(supernova, 0) == []


def test_a_windfall_can_win_the_nova_game_in_your_turn():
    s = cleared(game(2, "nova"))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0)
    give(s, 0, "windfall")
    s.money[0], s.prestige[0] = 55, 15
    s.apply(PlayLuck("windfall", 5))
    assert s.is_over and s.winner == 0


def test_the_strategist_rolls_a_die_for_each_extra_action():
    s = cleared(game(2, "imperial", personalities=["strategist", None]))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0, rolls=[1, 2, 3, 4, 5, 6, 6])
    assert len(s.dice) == 5
    give(s, 0, "double_shift")
    s.apply(PlayLuck("double_shift", 2))
    assert s.actions_left == 7 and sorted(s.dice) == [1, 2, 3, 4, 5, 6, 6]


# ---------------------------------------------------------------- Black Hole networks and cards

def test_cards_cannot_break_an_imperial_network_but_a_sale_can():
    s = cleared(game(4, "black-hole"))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 1)
    net = [11, 12, 13, 14]
    for w in net:
        s.stations[w] = 0
    s.imperial = list(net)
    assert s.network_size(0) == 4
    s.ships[1] = [13]
    s.money[1] = 50
    for kind in ("hostile_takeover", "sabotage"):
        give(s, 1, kind)
        assert not plays(s, 1, kind)  # Imperial Stations are safe
    black_hole.transfer_station(s, 13, 1)  # sold or traded: it loses its status and splits the network
    assert s.network_size(0) == 2 and s.imperial == [11, 12, 14]
    ok(s)


def test_extra_actions_do_not_revive_a_turn_ended_by_a_random_jump():
    s = fresh(rolls=[3, 4])
    give(s, 0, "hyperdrive_boost")
    s.apply(RandomJump(0))
    assert s.actions_left == 0
    assert not plays(s, 0, "hyperdrive_boost")


def test_a_delivery_to_ones_own_station_says_the_fee_is_theirs_in_plain_words():
    """Play test: the log read "station fee $11 to them too" for a station
    the deliverer owned."""
    s = fresh()
    card = next(c for c in contracts() if c.frm == HERE)
    put_contract(s, 1, card.card)
    s.apply(PickUp(1))
    dest = s.board.card(card.card).to
    s.stations[dest] = 0
    s.ships[0] = [dest]
    events = []
    cargo.arrive(s, 0, 0, events)
    text = next(e.text for e in events if e.kind == "deliver")
    assert "Player 1's own station there adds its $" in text and "them" not in text, text


def test_cargo_lost_to_a_glitch_says_the_contract_was_glitched_not_delivered():
    """Play test 4: after A Glitch in the System the log said the cargo was
    lost because the contract "was delivered by another trader"."""
    import random

    from game.games import get_ruleset

    rs = get_ruleset("star-traders")
    s = rs.new_game(3, {"version": "imperial"}, 8)
    rng = random.Random(8)
    for _ in range(3000):
        events = s.apply(rng.choice(s.legal_actions()))
        if any(e.kind == "glitch" for e in events) and any(e.kind == "cargo_lost" for e in events):
            lost = [e.text for e in events if e.kind == "cargo_lost"]
            assert all("glitched off the board" in t and "delivered" not in t for t in lost), lost
            return
    raise AssertionError("seed 8 no longer glitches away a contract someone carries cargo for")


def test_a_nova_card_in_a_family_game_says_why_it_is_there():
    """Play test 6: "Nova deck (N)" cards turned up in a Family game with no word why (the
    rulebook's Family game uses the N and F cards)."""
    from game.games.star_traders.luck_cards import card_tip, luck
    from game.games.star_traders.rules import versions as V

    nova = next(n for n in range(1, 109) if luck(n) is not None and luck(n).tier == "N")
    family = next(n for n in range(1, 109) if luck(n) is not None and luck(n).tier == "F")
    assert "the Family game deals the N and F cards" in card_tip(nova, V.FAMILY)
    assert "deals" not in card_tip(family, V.FAMILY)
    assert "Nova deck (N)" in card_tip(nova)


def test_every_card_tooltip_says_whether_playing_it_costs_an_action():
    """Play test 8 (shot056): Quarantine's tooltip did not say whether playing
    it takes one of the turn's actions (no card does)."""
    from game.games.star_traders.luck_cards import card_tip

    for card in range(1, 109):
        assert "costs no action" in card_tip(card), card_tip(card)
