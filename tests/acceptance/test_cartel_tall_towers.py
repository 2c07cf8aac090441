"""Issue 49 (play test 5b items 13 and 17): a Cartel tower of 3 or more
floors showed no letters on its lower floors, three seats' Agents on one
roof spilled over its edge, and a building's name ("southern TopTech") did
not say which one: every floor's letter is drawn, readable, the Agents stay
on the roof, and each building shows the number its name uses ("#2")."""
import pygame

from game.games.cartel import texts as T
from game.games.cartel.board_view import City
from tests.acceptance.conftest import start_game_at


def _tall(st) -> bool:
    return st.to_act == 0 and st.stage == "action" and any(len(f) >= 4 for f in st.buildings.values())


def test_every_floor_of_a_tall_tower_shows_its_letter_and_its_number(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=4, until=_tall)
    person.wait_until(lambda: table.my_turn, seconds=10)
    person.move(table.prompt_rect.center)  # a new frame, the pointer off the city
    view, city = table.board_view.city_view, table.board_view.city()
    letters = {T.letter(k) for k, c in T.content().cards.items() if c.type == "business"}
    for cell, floors in table.state.buildings.items():
        body = view.body(cell, len(floors)).inflate(4, 4)
        drawn = [d for d in person.screen.frame if d.rect is not None and body.contains(d.rect)]
        signs = sorted(d.text for d in drawn if d.text in letters)
        assert signs == sorted(T.letter(k) for k in floors), (cell, floors, signs)
        assert all(d.size >= 18 for d in drawn if d.text in letters)
        name = table.state.place(cell)
        number = name.rsplit(" ", 1)[1]
        assert number.startswith("#") and any(d.text == number for d in drawn), (name, [d.text for d in drawn])
    # three seats on one roof: the tokens stay on it
    three = City(buildings={(0, 0): city.buildings[next(iter(city.buildings))]}, agents={(0, 0): [(0, 2), (1, 1), (2, 3)]})
    r = view.agent_radius(three, (0, 0))
    tokens = view.agents_rect(three, (0, 0))
    badge_right = tokens.right - r + r * 0.8 + (max(20, int(r * 0.95)) + 6) / 2
    assert view.roof((0, 0), len(three.buildings[(0, 0)])).contains(tokens)
    assert badge_right <= view.footprint((0, 0)).right, (badge_right, tuple(view.footprint((0, 0))))
