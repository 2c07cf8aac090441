"""Captain of the Stars rules: setup, actions, routes, attacks, capture,
death, hiring, upgrades and the end of the game."""
import json

import pytest

from game.games.captain.rules import actions as A
from game.games.captain.rules.routes import route_value, routes
from game.rules.core import IllegalAction
from game.games import get_ruleset
from tests.games.captain.helpers import Dice, event_index, fresh, give_crew, give_turn, outside, park_others, place

# Geometry used below (standard board; the Federation tile is every hex within
# 2 of (0, 0); these hexes all lie on the tile east of it).
ORANGE_AT = (3, 0)


def reason(state, action):
    assert not state.is_legal(action), f"{action.label()} should be illegal"
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.fingerprint() == before
    return str(info.value)


def start(players=3, seed=1, **options):
    s = fresh(players, seed, **options)
    s.first = 0
    give_turn(s, 0)
    return s


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup(players):
    s = fresh(players, seed=players)
    for p in s.players:
        assert (p.resources, p.vp, p.bp, p.health) == (8, 10, 0, 9)
        assert (p.weapon, p.shields, p.engine, p.crew) == (1, 1, 1, [])
        assert p.pos == s.board.centre
    assert len(s.event_deck) == 18 and s.event is None
    assert len(s.crew_deck) == 20
    assert s.round == s.round_number() == 1 and s.to_act == s.first == s.turn_owner()
    rolls = dict(s.start_rolls)
    assert rolls[s.first] == max(rolls.values())
    assert s.actions == 4 and s.free_moves == 0
    legal = s.legal_actions()
    assert sum(isinstance(a, A.Move) for a in legal) == 6
    assert A.EndTurn() in legal and A.Hire() not in legal  # 8 resources cannot pay 15
    assert not s.invariant_errors()


def test_options_and_player_counts():
    r = get_ruleset("captain")
    assert r.resolve_options({}) == {"target": 100, "layout": "standard"}
    with pytest.raises(Exception):
        r.new_game(2)
    with pytest.raises(Exception):
        r.resolve_options({"target": 70})
    s = r.new_game(3, {"target": 50, "layout": "shuffled"}, 3)
    assert s.target == 50


def test_actions_round_trip_through_json_and_have_labels():
    r = get_ruleset("captain")
    samples = [A.Move(1, -2), A.Build(), A.Fortify(3), A.PlaceGem(), A.AttackShip(2), A.AttackSettlement(4, 0),
               A.AttackGem(5, -1), A.Hire(), A.KeepCrew(1), A.ReplaceCrew(0, 3), A.HireAnother(), A.DoneHiring(),
               A.StartUpgrade(), A.Upgrade("engine"), A.DoneUpgrading(), A.Repair(4), A.Jump(3, 3),
               A.SellBounty(5), A.Deflect(), A.TakeHit(), A.EndTurn()]
    for a in samples:
        assert r.action_from_json(json.loads(json.dumps(a.to_json()))) == a
        assert a.label() and "(" not in a.label()[:3]


# ---------------------------------------------------------------- movement


def test_move_costs_an_action_and_free_moves_go_first():
    s = start()
    s.apply(A.Move(1, 0))
    assert s.players[0].pos == (1, 0) and s.actions == 3
    s.players[0].engine = 3
    give_turn(s, 0, actions=4, free_moves=2)
    s.apply(A.Move(2, 0))
    s.apply(A.Move(3, 0))
    assert (s.actions, s.free_moves) == (4, 0)
    s.apply(A.Move(4, 0))
    assert s.actions == 3


def test_free_moves_come_from_the_engine_each_turn():
    s = start()
    s.players[1].engine = 4
    s.apply(A.EndTurn())
    assert s.current == 1 and s.free_moves == 3


def test_move_only_to_a_neighbour_on_the_board():
    s = start()
    assert "one hex at a time" in reason(s, A.Move(2, 0))
    place(s, 0, (7, -2))
    assert "not on the board" in reason(s, A.Move(8, -2)) or (8, -2) in s.board.hexes


def test_pass_through_a_ship_but_never_stop_on_it():
    s = start()
    park_others(s, 0)
    place(s, 0, (3, 0))
    place(s, 1, (4, 0))
    s.apply(A.Move(4, 0))  # onto the other ship
    assert s.shared(0)
    assert "another ship's hex" in reason(s, A.EndTurn())
    assert "move on" in reason(s, A.PlaceGem())
    assert all(isinstance(a, (A.Move, A.Jump)) for a in s.legal_actions())
    s.apply(A.Move(5, 0))
    assert not s.shared(0)
    assert A.EndTurn() in s.legal_actions()


def test_cannot_enter_a_ship_hex_without_moves_to_leave():
    s = start()
    park_others(s, 0)
    place(s, 0, (3, 0))
    place(s, 1, (4, 0))
    give_turn(s, 0, actions=1)
    assert "would not have moves left" in reason(s, A.Move(4, 0))
    give_turn(s, 0, actions=2)
    assert s.is_legal(A.Move(4, 0))


def test_any_number_of_ships_may_wait_on_the_hub():
    s = start()
    assert all(p.pos == s.board.centre for p in s.players)
    assert A.EndTurn() in s.legal_actions()
    assert not s.invariant_errors()


def test_no_entering_federation_after_attacking_until_next_turn():
    s = start()
    park_others(s, 0)
    place(s, 0, (3, 0))
    s.gems[(4, 0)] = 1
    s.apply(A.AttackGem(4, 0))
    assert "may not enter Federation space" in reason(s, A.Move(2, 0))
    assert s.is_legal(A.Move(4, -1))
    # next turn it is allowed again
    give_turn(s, 0)
    assert s.is_legal(A.Move(2, 0))


# ---------------------------------------------------------------- settlements


def test_build_settlement():
    s = start()
    place(s, 0, (4, 0))
    s.apply(A.Build())
    p = s.players[0]
    assert s.settlements[(4, 0)] == (0, 4)
    assert (p.vp, p.resources, s.actions) == (15, 5, 2)


def test_build_restrictions():
    s = start()
    assert "Federation space" in reason(s, A.Build())
    place(s, 0, (4, 0))
    give_turn(s, 0, actions=1)
    assert "2 actions" in reason(s, A.Build())
    give_turn(s, 0)
    s.players[0].resources = 2
    assert "3 resources" in reason(s, A.Build())
    s.players[0].resources = 20
    s.settlements[(5, 0)] = (1, 4)
    assert "next to another settlement" in reason(s, A.Build())
    del s.settlements[(5, 0)]
    s.settlements[(5, -1)] = (0, 4)  # own settlements also block
    assert "next to another settlement" in reason(s, A.Build())
    del s.settlements[(5, -1)]
    s.gems[(4, 0)] = 1
    assert "route gem here" in reason(s, A.Build())
    del s.gems[(4, 0)]
    s._legal = None
    assert s.is_legal(A.Build())


def test_settlement_spacing_two_apart_is_fine():
    s = start()
    s.settlements[(6, -2)] = (1, 4)
    place(s, 0, (4, -2))
    assert s.board.dist[(4, -2)][(6, -2)] == 2
    assert s.is_legal(A.Build())


def test_at_most_four_settlements():
    s = start()
    for h in [(-4, 0), (-6, 3), (4, -4), (-2, 5)]:
        assert outside(s, h)
        s.settlements[h] = (0, 4)
    place(s, 0, (4, 0))
    s.players[0].resources = 50
    assert "already have 4 settlements" in reason(s, A.Build())


def test_fortify_costs_gives_vp_and_caps_at_twelve():
    s = start()
    place(s, 0, (4, 0))
    s.settlements[(4, 0)] = (0, 9)
    s.players[0].resources = 30
    legal = [a for a in s.legal_actions() if isinstance(a, A.Fortify)]
    assert legal == [A.Fortify(1), A.Fortify(2), A.Fortify(3)]
    s.apply(A.Fortify(3))
    assert s.settlements[(4, 0)] == (0, 12)
    assert (s.players[0].resources, s.players[0].vp, s.actions) == (24, 13, 3)
    assert "maximum health of 12" in reason(s, A.Fortify(1))
    s.settlements[(4, 0)] = (0, 4)
    s.players[0].resources = 5
    s._legal = None
    assert "cost 6 resources" in reason(s, A.Fortify(3))


def test_fortify_only_on_own_settlement():
    s = start()
    place(s, 0, (4, 0))
    s.settlements[(4, 0)] = (1, 4)
    assert "your own settlements" in reason(s, A.Fortify(1))


# ---------------------------------------------------------------- route gems


def test_gem_placement_rules():
    s = start()
    assert "Federation space" in reason(s, A.PlaceGem())
    place(s, 0, (4, 0))
    s.settlements[(5, 0)] = (1, 4)
    assert "another player's settlement" in reason(s, A.PlaceGem())
    s.settlements[(5, 0)] = (0, 4)  # own settlement next door is fine
    s.gems[(4, -1)] = 1  # another captain's gem next door is fine
    s._legal = None
    s.apply(A.PlaceGem())
    assert s.gems[(4, 0)] == 0
    assert "already a route gem" in reason(s, A.PlaceGem())
    place(s, 0, (4, -1))
    assert "already a route gem" in reason(s, A.PlaceGem())


# rulebook route examples, shifted onto the tile east of the Federation
S1, S2 = (4, -3), (3, -1)
ARC = [(5, -3), (6, -3), (6, -2), (5, -1), (4, -1)]


def _route_board(s, seat=0):
    for h in ARC + [S1, S2, (4, -2)]:
        assert outside(s, h)
    s.settlements[S1] = (seat, 4)
    s.settlements[S2] = (seat, 9)  # "fortified to 9 health"
    for h in ARC:
        s.gems[h] = seat


def test_rulebook_route_pays_five_vp_and_twenty_resources():
    s = start()
    _route_board(s)
    assert s.route_value(0) == (5, 1)
    give_turn(s, 2)
    s.round = 1
    before = (s.players[0].vp, s.players[0].resources)
    calm = event_index(s, "calm")  # the round-2 event must not change the income
    s.event_deck.remove(calm)
    s.event_deck.append(calm)
    s.apply(A.EndTurn())
    assert s.current == 0
    assert (s.players[0].vp - before[0], s.players[0].resources - before[1]) == (5, 20)


def test_rulebook_broken_route_and_its_repair_worth_four():
    s = start()
    _route_board(s)
    # a rival destroys one gem of the arc
    park_others(s, 1)
    give_turn(s, 1)
    place(s, 1, (6, -1))
    s.apply(A.AttackGem(5, -1))
    assert s.route_value(0) == (0, 0)
    # the owner places a gem on the inside of the arc ("to their left")
    give_turn(s, 0)
    place(s, 0, (4, -2))
    s.apply(A.PlaceGem())
    assert s.route_value(0) == (4, 1)
    gems = {h for h, o in s.gems.items() if o == 0}
    [(valid, touched)] = routes(gems, {S1, S2})
    assert (6, -2) in gems and (6, -2) not in valid  # the bottom gem hangs on by one neighbour


def test_branches_and_loops_count_every_valid_gem():
    a, b = (0, 0), (4, 0)
    line = {(1, 0), (2, 0), (3, 0)}
    assert route_value(line, {a, b}) == (3, 1)
    loop = line | {(1, -1), (2, -1), (3, -1)}  # a second lane beside the first
    assert route_value(loop, {a, b}) == (6, 1)
    branch = line | {(2, 1), (2, 2)}  # (2, 2) touches only one gem
    assert route_value(branch, {a, b}) == (4, 1)
    assert route_value(line, {a}) == (0, 0)  # one settlement: not complete
    # two separate complete routes from a shared settlement
    c = (-4, 0)
    assert route_value(line | {(-1, 0), (-2, 0), (-3, 0)}, {a, b, c}) == (6, 2)


def test_route_value_follows_a_set_changed_in_place():
    """route_value keeps its answers; a caller's set that changes later must not get a stale one."""
    a, b = (0, 0), (4, 0)
    gems, setts = {(1, 0), (2, 0)}, {a, b}
    assert route_value(gems, setts) == (0, 0)
    gems.add((3, 0))
    assert route_value(gems, setts) == (3, 1)
    setts.discard(b)
    assert route_value(gems, setts) == (0, 0)


# ---------------------------------------------------------------- attacks


def _orange_setup():
    s = start()
    orange, white = 0, 1
    park_others(s, orange)
    place(s, orange, ORANGE_AT)
    place(s, white, (2, -1))  # in range but in Federation space
    s.players[orange].weapon = 2
    s.settlements[(4, 0)] = (white, 4)
    s.settlements[(6, -1)] = (white, 4)  # "the bottom settlement", 3 hexes away
    s.gems[(5, -1)] = white
    s.gems[(5, 0)] = white
    s.rng = Dice([8])
    return s


def test_rulebook_attack_example():
    s = _orange_setup()
    legal = s.legal_actions()
    assert A.AttackShip(1) not in legal
    assert "Federation space" in reason(s, A.AttackShip(1))
    assert "out of range" in reason(s, A.AttackSettlement(6, -1))
    vp, bp = s.players[0].vp, s.players[0].bp
    events = s.apply(A.AttackSettlement(4, 0))
    roll = [e for e in events if e.kind == "attack"][0]
    assert roll.barrier and roll.data["roll"] == 8 and roll.data["need"] == 6 and roll.data["damage"] == 4
    assert (4, 0) not in s.settlements
    s.apply(A.AttackGem(5, -1))
    s.apply(A.AttackGem(5, 0))
    assert s.players[0].bp - bp == 11 and s.players[0].vp - vp == 2
    assert not s.gems
    assert "may not enter Federation space" in reason(s, A.Move(2, 0))
    s.apply(A.Move(4, 0))  # last action: one hex closer to the other settlement
    assert s.board.dist[(4, 0)][(6, -1)] == 2 and s.actions == 0


def test_cannot_attack_from_federation_space_or_own_pieces():
    s = start()
    park_others(s, 0)
    place(s, 0, (2, 0))
    s.gems[(3, 0)] = 1
    assert "from Federation space" in reason(s, A.AttackGem(3, 0))
    place(s, 0, (4, 0))
    s.gems[(5, 0)] = 0
    s.settlements[(4, -1)] = (0, 4)
    assert A.AttackGem(5, 0) not in s.legal_actions()
    assert "your own route" in reason(s, A.AttackGem(5, 0))
    assert "your own settlement" in reason(s, A.AttackSettlement(4, -1))
    assert "your own ship" in reason(s, A.AttackShip(0))


def test_ship_attack_hit_evade_and_damage():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    s.players[0].vp = 30  # plenty of fame: no capture in this test
    # miss: roll 9 against 10
    s.rng = Dice([9])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data == {"target": 1, "roll": 9, "attack": 9, "need": 10, "hit": False} and ev[0].barrier
    assert s.players[1].health == 9 and s.players[0].bp == 5
    # a miss does not stop another try; a tie on the evade goes to the defender
    s.rng = Dice([10, 10])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["evaded"] is True and s.players[1].health == 9
    # hit and failed evade: 3 damage, then no second attack on that ship this turn
    s.rng = Dice([11, 10])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["damage"] == 3 and s.players[1].health == 6
    assert "already damaged that ship" in reason(s, A.AttackShip(1))
    assert s.players[0].bp == 15


def test_engine_adds_to_evade():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    s.players[1].engine = 3  # +2 evade
    s.rng = Dice([11, 9])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["evade"] == 11 and ev[0].data["evaded"]


def test_range_is_counted_across_the_board():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    s.gems[(6, -1)] = 1
    assert "out of range" in reason(s, A.AttackGem(6, -1))
    s.players[0].weapon = 2
    s._legal = None
    assert s.is_legal(A.AttackGem(6, -1))


def test_capture_when_bounty_exceeds_fame():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    p = s.players[0]
    p.weapon, p.vp, p.bp = 3, 12, 10
    s.gems[(5, 0)] = 1
    events = s.apply(A.AttackGem(5, 0))
    assert any(e.kind == "capture" for e in events)
    assert (p.weapon, p.bp, p.pos) == (1, 0, s.board.centre)
    assert s.current == 1  # the capture ended the turn
    assert not s.invariant_errors()


def test_no_capture_when_bounty_equals_fame():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    p = s.players[0]
    p.vp, p.bp = 13, 10
    s.gems[(5, 0)] = 1
    s.apply(A.AttackGem(5, 0))
    assert (p.bp, s.current) == (13, 0)


def test_death():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    v = s.players[1]
    v.health, v.resources, v.bp, v.vp = 3, 27, 7, 30
    v.weapon, v.engine = 3, 2
    v.shields = 2
    v.health = 3
    give_crew(s, 1, "evade")
    s.settlements[(7, -2)] = (1, 4)
    vp0 = s.players[0].vp
    s.rng = Dice([12, 1])
    events = s.apply(A.AttackShip(1))
    assert any(e.kind == "death" for e in events)
    assert (v.resources, v.bp, v.crew) == (22, 4, [])
    assert (v.weapon, v.shields, v.engine, v.health, v.pos) == (1, 1, 1, 9, s.board.centre)
    assert s.players[0].vp == vp0 + 15 and s.players[0].kills == 1
    assert len(s.crew_deck) == 20
    assert not s.invariant_errors()
    # settlement income is still paid on the next turn
    s.apply(A.EndTurn())
    assert s.current == 1 and v.resources == 32


# ---------------------------------------------------------------- Federation services


def test_hiring_flow():
    s = start()
    p = s.players[0]
    p.resources = 40
    events = s.apply(A.Hire())
    assert events[-1].barrier and len(s.reveal) == 2 and s.mode == "hire" and s.actions == 3
    assert p.resources == 25
    first = s.reveal[0]
    s.apply(A.KeepCrew(0))
    assert p.crew == [first] and len(s.crew_deck) == 19 and s.mode == "hire_more"
    s.apply(A.HireAnother())
    assert p.resources == 10 and s.actions == 3
    second = s.reveal[1]
    s.apply(A.ReplaceCrew(1, 0))
    assert p.crew == [second] and len(s.crew_deck) == 19
    assert s.mode == "turn"  # 10 resources cannot pay for another draw
    assert not s.invariant_errors()


def test_crew_limit_four():
    s = start()
    p = s.players[0]
    for _ in range(4):
        give_crew(s, 0, next(s.content.crew[c].effect for c in s.crew_deck if s.content.crew[c].effect != "shields"))
    p.resources = 15
    s.apply(A.Hire())
    assert "crew is full" in reason(s, A.KeepCrew(0))
    assert all(isinstance(a, A.ReplaceCrew) for a in s.legal_actions())
    s.apply(A.ReplaceCrew(0, 3))
    assert len(p.crew) == 4


def test_hire_only_in_federation_space_and_with_money():
    s = start()
    assert "15 resources" in reason(s, A.Hire())
    s.players[0].resources = 15
    place(s, 0, (4, 0))
    assert "Federation space" in reason(s, A.Hire())


def test_upgrade_flow():
    s = start()
    p = s.players[0]
    p.resources = 75
    s.apply(A.StartUpgrade())
    assert s.mode == "shop" and s.actions == 3
    s.apply(A.Upgrade("engine"))
    s.apply(A.Upgrade("engine"))
    assert p.engine == 3 and p.resources == 45
    s.apply(A.Upgrade("shields"))
    assert (p.shields, p.health, s.max_health(0)) == (2, 12, 12)
    s.apply(A.Upgrade("weapon"))
    assert p.resources == 25 and s.mode == "shop"
    s.apply(A.DoneUpgrading())
    assert s.mode == "turn" and s.actions == 3
    assert "not at the shipyard" in reason(s, A.Upgrade("weapon"))


def test_shop_closes_when_nothing_is_affordable():
    s = start()
    s.players[0].resources = 12
    s.apply(A.StartUpgrade())
    s.apply(A.Upgrade("weapon"))
    assert s.mode == "turn"


def test_upgrade_needs_federation_space():
    s = start()
    s.players[0].resources = 50
    place(s, 0, (4, 0))
    assert "Federation space" in reason(s, A.StartUpgrade())


def test_repair():
    s = start()
    p = s.players[0]
    p.health, p.resources = 4, 7
    legal = [a for a in s.legal_actions() if isinstance(a, A.Repair)]
    assert legal == [A.Repair(k) for k in range(1, 4)]  # 7 resources pay for 3 points
    assert "cost 8 resources" in reason(s, A.Repair(4))
    s.apply(A.Repair(3))
    assert (p.health, p.resources, s.actions) == (7, 1, 3)
    place(s, 0, (4, 0))
    assert "Federation space" in reason(s, A.Repair(1))


# ---------------------------------------------------------------- end of game


def test_game_ends_after_the_round_in_which_the_target_is_reached():
    s = start(4)
    give_turn(s, 1)
    place(s, 1, (4, 0))
    s.players[1].vp = 96
    s.apply(A.Build())
    assert s.final_round and not s.is_over
    s.apply(A.EndTurn())
    assert s.current == 2
    s.apply(A.EndTurn())
    s.apply(A.EndTurn())  # seat 3 is last in the round
    assert s.is_over and s.to_act is None and s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(A.EndTurn())


def test_reaching_the_target_with_the_last_player_ends_at_once():
    s = start(3, target=50)
    give_turn(s, 2)
    place(s, 2, (4, 0))
    s.players[2].vp = 45
    s.apply(A.Build())
    s.apply(A.EndTurn())
    assert s.is_over


def test_final_score_and_tiebreaks():
    s = start(4)
    p = s.players
    # totals: VP + BP + resources // 10
    p[0].vp, p[0].bp, p[0].resources = 50, 5, 19   # 56
    p[1].vp, p[1].bp, p[1].resources = 49, 6, 10   # 56, more BP
    p[2].vp, p[2].bp, p[2].resources = 40, 1, 5    # 41
    p[3].vp, p[3].bp, p[3].resources = 44, 6, 60   # 56, same BP, more resources
    scores = {sc.seat: sc for sc in s.scores()}
    assert scores[0].total == 56 and scores[0].breakdown == {"VP": 50, "BP": 5, "resources": 1}
    assert s.winners() == [3]
    p[3].vp, p[3].resources = 49, 10  # now seats 1 and 3 tie on BP and resources: upgrades decide
    p[1].engine = 2
    assert s.winners() == [1]
    p[3].weapon = 2  # equal upgrades: later in the round (seat 3 after seat 1 when seat 0 starts)
    assert s.winners() == [3]
    s.first = 2  # now the round goes 2, 3, 0, 1: seat 1 plays later
    assert s.winners() == [1]


# ---------------------------------------------------------------- views and copies


def test_view_hides_deck_order_and_is_json():
    import random

    s = start()
    view = s.view_for(0)
    json.dumps(view)
    assert "crew_deck" not in view and view["crew_deck_count"] == 20 and view["event_deck_count"] == 18
    det = s.determinize(0, random.Random(5))
    assert det.view_for(0) == view
    assert det.crew_deck != s.crew_deck or det.event_deck != s.event_deck
    assert sorted(det.crew_deck) == sorted(s.crew_deck)


def test_clone_is_independent():
    s = start()
    c = s.clone()
    c.apply(A.Move(1, 0))
    c.players[0].crew.append(3)
    assert s.players[0].pos == s.board.centre and s.players[0].crew == []
    assert c.fingerprint() != s.fingerprint()


def test_invariants_catch_broken_states():
    s = start()
    assert s.invariant_errors() == []
    s.settlements[(4, 0)] = (0, 13)
    s.players[1].resources = -1
    s.players[2].crew = [0, 1, 2, 3, 4]
    errs = " | ".join(s.invariant_errors())
    assert "health 13" in errs and "negative resources" in errs and "5 crew" in errs and "not conserved" in errs


def test_prompt_and_phase():
    s = start()
    assert s.phase() == "Round 1: actions"
    assert "4 actions left" in s.prompt()
    s.players[0].resources = 20
    s.apply(A.StartUpgrade())
    assert "shipyard" in s.phase() and "leave the shipyard" in s.prompt()
