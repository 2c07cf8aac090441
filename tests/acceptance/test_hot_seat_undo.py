"""Issue 49 item 21: at a hot-seat table Undo only ever takes back the
decisions of the person at the screen."""
import pygame

from game.games.cartel.rules.actions import PlaceFirst
from tests.acceptance.conftest import start_game


def lit(person, where):
    return [t for t in person.app.top.current_targets()
            if t.clickable and t.rect is not None and isinstance(t.key, tuple) and t.key[0] == where
            and any(isinstance(a, PlaceFirst) for a in t.actions)]


def test_the_next_person_cannot_take_back_the_last_persons_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "cartel", ["human", "human", "normal"], seed=3)
    table = person.app.top
    for _ in range(6):
        if person.screen.find("I am"):
            person.click_text("I am")
        person.wait_until(lambda: lit(person, "hand"), seconds=10, why="no first Business to open")
        mover = table.state.to_act
        person.click(lit(person, "hand")[0].rect.center)
        person.click(lit(person, "cell")[0].rect.center)
        person.wait_until(lambda: table.state.to_act != mover, seconds=10)
        nxt = table.state.to_act
        if not table.match.seats[nxt].is_bot and table.match.steps[-1].seat == mover:
            break
    else:
        raise AssertionError("never two people in a row")
    person.wait_for_text("I am", seconds=5)
    person.click_text("I am")
    steps = len(table.match.steps)
    person.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.match.steps) == steps, "the next person took back the last person's move"
    assert person.screen.shows("you can only take back your own"), person.screen.texts()
