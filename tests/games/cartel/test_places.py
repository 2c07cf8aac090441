"""Cartel names places as a player does: buildings by their top Business,
roads by kind and neighbour, lots by what they lie beside; never by the
grid's coordinates (in the log, the action words or the tooltips)."""
import random
import re

from game.games import get_ruleset
from game.games.cartel.rules import places
from game.games.cartel.rules.actions import Build, Move, Road

COORDS = re.compile(r"\(-?\d+, ?-?\d+\)")


def test_a_building_is_named_by_its_top_floor_and_the_number_drawn_on_it():
    """Play test 5b: "southern TopTech building" was the one west of the corner
    road; a building's name now carries the number drawn on it, its opening order."""
    buildings = {(0, -1): ("anniewares", "toptech"), (2, -1): ("toptech",), (0, 1): ("groundhog",)}
    assert places.building(buildings, (0, 1)) == "Groundhog Coffees #3"
    assert places.building(buildings, (0, -1)) == "TopTech #1"
    assert places.building(buildings, (2, -1)) == "TopTech #2"
    assert places.building({(0, 1): ("laundromat",)}, (0, 1)) == "Lucy's Laundromat #1"


def test_a_building_keeps_its_number_when_built_on_and_as_others_open():
    state = get_ruleset("cartel").new_game(3, {}, 4)
    rng = random.Random(2)
    seen: dict = {}
    while not state.is_over:
        for i, cell in enumerate(state.buildings):
            assert seen.setdefault(cell, i + 1) == i + 1
        view = state.view_for(0)
        assert {(b["x"], b["y"]): b["n"] for b in view["buildings"]} == {c: seen[c] for c in state.buildings}
        state.apply(rng.choice(state.legal_actions()))
    assert len(seen) >= 4


def test_a_road_tooltip_says_its_course_in_words():
    """Play test 3: "leading east, west"."""
    from game.games.cartel.texts import road_tip

    assert road_tip("the straight road", "straight", {1, 3}, [], str).startswith("The straight road, running east to west")


def test_a_lot_is_named_by_what_it_lies_beside():
    roads = {(0, 0): ("straight", 1, frozenset({1, 3}))}
    buildings = {(0, -1): ("toptech",)}
    assert places.place(roads, buildings, (1, -1)) == "the lot east of TopTech #1"
    assert places.place(roads, buildings, (0, 1)) == "the lot south of the straight road"
    assert places.place(roads, buildings, (0, 0)) == "the straight road beside TopTech #1"


def test_a_road_says_which_ways_it_leads():
    assert places.course({0, 2}) == "running north to south"
    assert places.course({1, 2}) == "turning east and south"
    assert places.course({0, 1, 3}) == "open north, east and west"


def test_no_word_of_a_whole_game_names_a_cell_by_coordinates():
    ruleset = get_ruleset("cartel")
    for seed in range(3):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        kinds = set()
        while not state.is_over:
            legal = state.legal_actions()
            for a in legal:
                words = state.describe(a)
                assert not COORDS.search(words), words
                kinds.add(type(a).__name__)
            assert not COORDS.search(state.prompt()), state.prompt()
            for e in state.apply(rng.choice(legal)):
                assert not COORDS.search(e.text), e.text
        assert {"Build", "Road", "Move"} <= kinds


def test_words_are_taken_before_the_move_changes_the_city():
    state = get_ruleset("cartel").new_game(2, {}, 4)
    rng = random.Random(1)
    while not any(isinstance(a, Build) and (a.x, a.y) in state.buildings for a in state.legal_actions()):
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if not isinstance(a, (Road, Move))] or legal))
        assert not state.is_over
    build = next(a for a in state.legal_actions() if isinstance(a, Build) and (a.x, a.y) in state.buildings)
    before = state.place((build.x, build.y))
    assert f"on top of {before}" in state.describe(build)
    text = " ".join(e.text for e in state.apply(build))
    assert f"on top of {before}" in text
