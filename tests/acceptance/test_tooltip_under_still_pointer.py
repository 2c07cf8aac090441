"""Play test 6 #6: a reply's "1 Avoid Scandal from Vega" came up under the
resting pointer and its tooltip covered the question at once.  Whatever
comes up under a still pointer (a reply's button, a dialog's, a menu's)
shows its tooltip only once the pointer moves: one rule in the tooltips'
timing, for every scene."""
import pygame

from tests.acceptance.conftest import start_game


def test_a_menu_button_that_opens_under_a_still_pointer_shows_its_tooltip_only_after_a_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "star-cargo", ["human", "normal", "normal"], seed=1)
    person.move((960, 357))  # where the pause menu's Resume comes up
    person.wait(1.0)
    person.press(pygame.K_ESCAPE)  # the pause menu by its key, the pointer still
    resume = person.wait_for_text("Resume", seconds=2)
    assert resume.rect.inflate(300, 40).collidepoint(person.pointer), f"Resume is at {resume.rect}"
    for _ in range(4):  # two seconds, still
        person.wait(0.5)
        assert not person.screen.shows("Back to the table"), "Resume showed its tooltip under the still pointer"
    person.move((person.pointer[0] + 5, person.pointer[1]))
    person.wait(1.0)
    assert person.screen.shows("Back to the table"), "after the pointer moved, the tooltip shows"
