"""Cartel rules: setup, roads, building and costs, every when-placed effect,
gaining Agents, moving (bridges, corners), attacks, discard and draw."""
from game.games.cartel.rules import (RULESET, BUSINESSES, Attack, Build, Discard, Draw, Move, PlaceAgent, PlaceFirst,
                                     Road, Skip)
from game.games.cartel.rules import city
from tests.games.cartel.helpers import agents, blank, building, give, play, road

STREET_LOTS = {(0, -1), (1, -1), (0, 1), (1, 1)}


# ---------------------------------------------------------------- setup

def test_setup_street_hands_and_first_businesses():
    for players in (2, 3, 4):
        s = RULESET.new_game(players, {}, 5)
        assert set(s.roads) == {(0, 0), (1, 0)} and s.lots() == STREET_LOTS
        assert all(len(h) == 5 and any(c in BUSINESSES for c in h) for h in s.hands)
        assert s.stage == "place_first" and s.current == s.first
        order = []
        while s.stage == "place_first":
            legal = s.legal_actions()
            assert legal and all(isinstance(a, PlaceFirst) and (a.x, a.y) in STREET_LOTS for a in legal)
            order.append(s.current)
            s.apply(legal[0])
        assert order == [(s.first + k) % players for k in range(players)]
        assert s.stage == "action" and s.current == s.first and s.actions_left == 2
        assert all(s.on_board(p) == 1 for p in range(players))
        assert all(len(f) == 1 for f in s.buildings.values())  # no effect resolved: one Agent each
        assert not s.invariant_errors()


def test_a_hand_without_a_business_is_shown_and_redrawn():
    found = 0
    for seed in range(300):
        s = RULESET.new_game(2, {}, seed)
        for e in s.setup_events:
            if e.kind == "redraw":
                assert not any(c in BUSINESSES for c in e.data["hand"])
                assert e.barrier
                found += 1
        assert all(any(c in BUSINESSES for c in h) for h in s.hands)
    assert found


# ---------------------------------------------------------------- roads

def test_road_must_extend_an_exit_and_lead_to_open_space():
    s = blank()
    give(s, 0, "straight", "corner", "tee")
    roads = {(a.card, a.x, a.y, a.rot) for a in s.legal_actions() if isinstance(a, Road)}
    assert ("straight", 2, 0, 1) in roads and ("straight", -1, 0, 1) in roads
    assert ("straight", 2, 0, 0) not in roads  # turned across: no exit faces the street
    assert ("straight", 0, 1, 1) not in roads  # a lot beside the street, no exit faces it
    # a corner at (2, 0) must have a W exit: N+W (rot 3) and S+W (rot 2)
    assert {(x, y, r) for c, x, y, r in roads if c == "corner" and (x, y) == (2, 0)} == {(2, 0, 2), (2, 0, 3)}
    assert {r for c, x, y, r in roads if c == "tee" and (x, y) == (2, 0)} == {0, 1, 2}  # all but N+E+S
    play(s, Road("corner", 2, 0, 3))  # exits N and W
    assert s.roads[(2, 0)][2] == frozenset({0, 3})
    assert (2, -1) not in s.lots()  # its exit faces (2, -1)
    assert (3, 0) in s.lots() and (2, 1) in s.lots()  # the corner's outer sides


def test_road_needs_another_exit_facing_open_space():
    s = blank()
    building(s, (3, 0), "anniewares")
    give(s, 0, "straight")
    roads = {(a.x, a.y, a.rot) for a in s.legal_actions() if isinstance(a, Road)}
    assert (2, 0, 1) not in roads  # its far exit would face the building at (3, 0)


def test_squaregrid_corner_outer_cells():
    from game.rules.squaregrid import corner_outer_cells, distinct_rotations
    assert corner_outer_cells((0, 0), {0, 1}) == ((0, 1), (-1, 0))
    assert corner_outer_cells((0, 0), {1, 3}) is None
    assert distinct_rotations({0, 2}) == (0, 1) and distinct_rotations({0, 1}) == (0, 1, 2, 3)


# ---------------------------------------------------------------- businesses and costs

def test_build_only_on_lots_or_on_buildings():
    s = blank()
    building(s, (0, 1), "anniewares")
    give(s, 0, "anniewares", "corner")  # the corner pays for the second floor
    spots = {(a.x, a.y) for a in s.legal_actions() if isinstance(a, Build)}
    assert spots == (STREET_LOTS - {(0, 1)}) | {(0, 1)}
    assert (2, 0) not in spots and (0, 0) not in spots


def test_build_cost_counts_floors_and_every_agent():
    s = blank(3)
    building(s, (0, 1), "anniewares", "groundhog")
    agents(s, (0, 1), 1, 1)
    agents(s, (0, 1), 2, 1)
    assert s.build_cost("toptech", (0, 1)) == 4
    assert s.build_cost("toptech", (1, 1)) == 0
    give(s, 0, "toptech", "anniewares", "anniewares", "groundhog")
    assert Build("toptech", 0, 1) not in s.legal_actions()  # only 3 cards left to pay 4
    give(s, 0, "groundhog")
    play(s, Build("toptech", 0, 1))
    assert s.stage == "pay" and s.pay_left == 4
    play(s, Discard("anniewares"), Discard("anniewares"), Discard("groundhog"), Discard("groundhog"))
    assert s.hands[0] == [] and s.discard[-4:] == ["anniewares", "anniewares", "groundhog", "groundhog"]
    assert s.buildings[(0, 1)] == ("anniewares", "groundhog", "toptech")


def test_shelfcorp_ignores_costs_and_laundromat_refunds_them():
    s = blank()
    building(s, (0, 1), "anniewares", "anniewares")
    agents(s, (0, 1), 1, 2)
    give(s, 0, "shelfcorp")
    assert s.build_cost("shelfcorp", (0, 1)) == 0
    play(s, Build("shelfcorp", 0, 1))
    assert s.stage == "action" and s.buildings[(0, 1)][-1] == "shelfcorp"
    s = blank()
    building(s, (0, 1), "anniewares")
    give(s, 0, "laundromat", "tee", "corner")
    deck = len(s.deck)
    play(s, Build("laundromat", 0, 1), Discard("corner"))
    assert len(s.hands[0]) == 2 and len(s.deck) == deck - 1  # one card discarded, one drawn


def test_private_security_costs_three_per_agent_and_trashes_them_all():
    s = blank()
    building(s, (0, 1), "anniewares")
    agents(s, (0, 1), 0, 1)
    agents(s, (0, 1), 1, 1)
    give(s, 0, "security", "tee", "tee", "corner", "corner", "corner")
    assert s.build_cost("security", (0, 1)) == 6
    assert Build("security", 0, 1) not in s.legal_actions()
    give(s, 0, "corner")
    play(s, Build("security", 0, 1))
    assert s.stage == "pay" and s.pay_left == 6
    play(s, *[Discard(c) for c in ("tee", "tee", "corner", "corner", "corner", "corner")])
    assert s.agents_at((0, 1)) == (0, 0) and s.reserve == [10, 10]


def test_each_when_placed_effect_gains_an_agent_when_it_should():
    cases = [  # card, prepare(s), cell, gains
        ("anniewares", lambda s: None, (0, 1), True),
        ("toptech", lambda s: None, (0, 1), True),
        ("groundhog", lambda s: None, (0, 1), True),
        ("groundhog", lambda s: building(s, (0, 1), "skyline"), (0, 1), False),
        ("double_down", lambda s: building(s, (1, 1), "double_down"), (0, 1), True),
        ("double_down", lambda s: building(s, (0, 1), "double_down"), (0, 1), True),
        ("double_down", lambda s: building(s, (1, 1), "anniewares", "double_down"), (0, 1), False),
        ("double_down", lambda s: building(s, (1, -1), "double_down"), (0, 1), False),
        ("neue_news", lambda s: __import__("tests.games.cartel.helpers", fromlist=["x"]).official(s, 0, "ford"),
         (0, 1), True),
        ("neue_news", lambda s: None, (0, 1), False),
        ("manned", lambda s: (building(s, (0, 1), "anniewares"), agents(s, (0, 1), 1)), (0, 1), True),
        ("manned", lambda s: building(s, (0, 1), "anniewares"), (0, 1), False),
        ("skyline", lambda s: None, (0, 1), False),
        ("shelfcorp", lambda s: None, (0, 1), False),
    ]
    for card, prepare, cell, gains in cases:
        s = blank()
        prepare(s)
        give(s, 0, card, "corner", "corner", "corner")
        play(s, Build(card, *cell))
        while s.stage == "pay":
            play(s, Discard("corner"))
        assert (s.on_board(0) == 1) == gains, (card, s.agents)
        if gains:
            assert s.agents_at(cell)[0] == 1


def test_efficient_consulting_gives_two_more_actions():
    s = blank()
    give(s, 0, "consulting")
    play(s, Build("consulting", 0, 1))
    assert s.actions_left == 3 and s.current == 0


def test_a_gained_agent_goes_where_built_or_with_your_agents():
    s = blank()
    building(s, (1, -1), "anniewares")
    agents(s, (1, -1), 0)
    give(s, 0, "toptech")
    play(s, Build("toptech", 0, 1))
    assert s.stage == "place_agent"
    assert set(s.legal_actions()) == {PlaceAgent(0, 1), PlaceAgent(1, -1)}
    play(s, PlaceAgent(1, -1))
    assert s.agents_at((1, -1)) == (2, 0)


# ---------------------------------------------------------------- control, moves, attacks

def test_control_needs_strictly_most_agents():
    s = blank(3)
    building(s, (0, 1), "anniewares")
    agents(s, (0, 1), 0, 2)
    agents(s, (0, 1), 1, 2)
    agents(s, (0, 1), 2, 1)
    assert s.controller((0, 1)) is None
    agents(s, (0, 1), 1)
    assert s.controller((0, 1)) == 1


def test_moves_bridge_over_own_agents_only():
    s = blank()
    road(s, (2, 0), "straight", 1)
    road(s, (3, 0), "straight", 1)
    agents(s, (0, 0), 0)
    agents(s, (1, 0), 0)
    dests = {(a.tx, a.ty) for a in s.legal_actions() if isinstance(a, Move) and (a.x, a.y) == (0, 0)}
    assert (2, 0) in dests  # over our own Agent at (1, 0)
    assert (3, 0) not in dests
    assert s.bridges(0, 0) == {(1, 0)}
    s2 = blank()
    road(s2, (2, 0), "straight", 1)
    agents(s2, (0, 0), 0)
    agents(s2, (1, 0), 1)
    dests = {(a.tx, a.ty) for a in s2.legal_actions() if isinstance(a, Move)}
    assert (2, 0) not in dests and (1, 0) in dests  # rivals are no bridge
    assert all(abs(a.tx - a.x) + abs(a.ty - a.y) == 1 for a in s2.legal_actions() if isinstance(a, Move))


def test_buildings_on_the_outer_sides_of_a_corner_are_adjacent():
    s = blank()
    road(s, (2, 0), "corner", 3)  # exits N and W: outer sides E (3, 0) and S (2, 1)
    building(s, (3, 0), "anniewares")
    building(s, (2, 1), "anniewares")
    building(s, (1, 1), "anniewares")
    assert (2, 1) in s.adjacent((3, 0)) and (3, 0) in s.adjacent((2, 1))
    assert (3, 0) not in s.adjacent((1, 1))
    agents(s, (3, 0), 0)
    assert Move(3, 0, 2, 1, 1) in s.legal_actions()
    # corner adjacency is not Double Down adjacency
    assert not city.double_down_touches({(3, 0): ("double_down",), (2, 1): ("double_down",)}, (3, 0), 0)


def test_a_group_moves_together_and_attacks_when_it_outnumbers():
    s = blank()
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0, 2)
    agents(s, (0, 1), 1, 1)
    play(s, Move(0, 0, 0, 1, 2))
    assert s.stage == "attack" and set(s.legal_actions()) == {Attack(1), Skip()}
    play(s, Attack(1))
    assert s.agents_at((0, 1)) == (2, 0) and s.reserve[1] == 10
    s = blank()
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0, 1)
    agents(s, (0, 1), 1, 1)
    play(s, Move(0, 0, 0, 1, 1))
    assert s.stage == "action"  # a tie is no attack


# ---------------------------------------------------------------- end of turn

def test_discard_down_to_four_then_draw_by_the_tallest_building_controlled():
    s = blank()
    building(s, (0, 1), "anniewares", "anniewares", "anniewares")
    building(s, (1, 1), "anniewares", "anniewares", "anniewares", "anniewares")
    agents(s, (0, 1), 0)
    agents(s, (1, 1), 0)
    agents(s, (1, 1), 1)  # tied: not controlled
    give(s, 0, "tee", "tee", "corner", "corner", "corner", "straight")
    play(s, Draw())
    play(s, Draw())
    assert s.stage == "discard" and len(s.hands[0]) == 8
    for _ in range(4):
        play(s, Discard(s.hands[0][0]))
    assert s.current == 1 and len(s.hands[0]) == 4 + 3


def test_determinized_hands_still_hold_a_first_business_during_setup():
    import random
    for seed in range(40):
        s = RULESET.new_game(4, {}, seed)
        for k in range(3):
            d = s.determinize(s.current, random.Random(seed * 10 + k))
            for other in d.to_place:
                assert any(c in BUSINESSES for c in d.hands[other])
            assert d.legal_actions()
        s.apply(s.legal_actions()[0])


def test_malformed_actions_are_refused_with_a_sentence():
    from game.games.cartel.rules import Summon
    from game.rules.core import IllegalAction
    import pytest
    s = RULESET.new_game(2, {}, 1)
    for a in (Summon("x"), Road("tee", 0, 0, None), Build({"a": 1}, 0, 0), Move(0, 0, 0, 0, None)):
        with pytest.raises(IllegalAction) as info:
            s.apply(a)
        assert "not possible" in str(info.value)
