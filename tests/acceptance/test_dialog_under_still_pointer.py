"""Issue 49 item 1: a button that comes up under a still pointer (a dialog's,
a menu's, a reply's, the chooser's) looked hovered and took the click that
was meant for what lay there before.  One rule for every button: it is drawn
unhovered and takes no click until the pointer moves."""
import pygame

from game.scenes.pause import PauseScene
from game.ui import theme
from tests.acceptance.conftest import start_game


def _fill(person, text_rect) -> tuple:
    """The button's colour just left of its words, below its sheen."""
    return tuple(person.app.canvas.get_at((text_rect.x - 24, text_rect.bottom - 4)))[:3]


def test_a_dialog_opening_under_a_still_pointer_ignores_a_click_there_until_the_pointer_moves(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "star-cargo", ["human", "normal", "normal"], seed=1)
    person.press(pygame.K_ESCAPE)
    spot = person.wait_for_text("Settings", seconds=2).rect.center  # where the pause menu's Settings comes up
    person.press(pygame.K_ESCAPE)
    person.wait_until(lambda: not person.screen.shows("Resume"), seconds=2, why="the pause menu stayed")
    person.move(spot)
    person.wait(0.5)
    person.press(pygame.K_ESCAPE)  # the pause menu by its key, the pointer still on Settings' place
    settings = person.wait_for_text("Settings", seconds=2)
    assert settings.rect.collidepoint(person.pointer)
    assert _fill(person, settings.rect) == tuple(theme.BUTTON), "Settings looks hovered under the still pointer"
    person.click(spot)
    person.frames(3)
    assert isinstance(person.app.top, PauseScene), "the click went to Settings though the pointer never moved"
    moved = (spot[0] + 6, spot[1])
    person.move(moved)
    assert _fill(person, settings.rect) == tuple(theme.BUTTON_HOVER), "after a move, Settings shows it is hovered"
    person.click(moved)
    person.frames(3)
    assert not isinstance(person.app.top, PauseScene), "after the pointer moved, Settings opens"
