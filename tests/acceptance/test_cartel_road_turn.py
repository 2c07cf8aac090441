"""Play test 2: R over a spot where the held road fits only one way did
nothing visible and said nothing.  Now it says why it does not turn."""
from collections import Counter

import pygame

from game.games.cartel.rules.actions import Road
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_costs import lit


def one_way_spots(state) -> list:
    roads = [a for a in state.legal_actions() if isinstance(a, Road)]
    ways = Counter((a.card, a.x, a.y) for a in roads)
    return [key for key, n in ways.items() if n == 1]


def a_road_with_a_one_way_spot(state) -> bool:
    return state.to_act == 0 and state.stage == "action" and bool(one_way_spots(state))


def test_r_over_a_spot_where_the_road_fits_one_way_says_so(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2, until=a_road_with_a_one_way_spot)
    card, x, y = one_way_spots(table.state)[0]
    person.wait_until(lambda: lit(person, Road, "hand"), seconds=10, why="no road card to pick up")
    held = next(t for t in lit(person, Road, "hand") if any(a.card == card for a in t.actions))
    person.click(held.rect.center)
    spot = next(t for t in lit(person, Road, "cell") if t.key[1] == (x, y))
    person.move(spot.rect.center)
    person.press(pygame.K_r, unicode="r")
    assert person.screen.shows("fits only one way there"), person.screen.texts()[-20:]
