"""Play test 7 (#13): "Turn the road (R)" showed key 3, then 6, then 4 in
three games, as whatever numbers that game's earlier choices had left
free.  It declares its own number, as Put back does, so holding a card
shows the same keys in every game, whatever was pressed before."""
import pygame

from game.games.cartel.rules.actions import Road
from game.games.cartel.table import PUT_BACK_KEY, TURN_ROAD_KEY
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_costs import lit


def _holds_a_road(state) -> bool:
    return state.to_act == 0 and state.stage == "action" and state.actions_left == 2 and any(
        isinstance(a, Road) for a in state.legal_actions())


def _number(person, words: str) -> str | None:
    """The key number drawn before a prompt button's words ("1  Draw a card")."""
    return next((d.text.split()[0] for d in person.screen.find(words) if d.text[:1].isdigit()), None)


def test_holding_a_road_shows_the_same_keys_in_every_game(open_app):
    seen = []
    for seed, draw_first in ((2, True), (3, False), (5, True)):
        person = open_app(bot_pace=0.0, animation_speed=0.0)
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed, until=_holds_a_road)
        person.wait_until(lambda: person.screen.find("Draw a card"), seconds=10, why="no Draw a card")
        if draw_first:  # a key pressed before: the number it had is the last a new choice would get
            key = _number(person, "Draw a card")
            person.press(pygame.key.key_code(key), unicode=key)
            person.frames(3)
        person.wait_until(lambda: lit(person, Road, "hand"), seconds=10, why="no road card to pick up")
        person.click(lit(person, Road, "hand")[0].rect.center)
        person.move((table.board_rect.centerx, table.board_rect.bottom - 30), frames=3)
        seen.append((_number(person, "Turn the road (R)"), _number(person, "Put back")))
    assert seen == [(str(TURN_ROAD_KEY), str(PUT_BACK_KEY))] * 3, seen
