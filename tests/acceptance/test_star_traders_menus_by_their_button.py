"""Issue 49 (play test 5b): the Trader's Luck menu opened at the card or at
the far left of the window, not at the "Cards…" button pressed.  A prompt-bar
menu opens over its own button, whether clicked or pressed by its number key
with the pointer elsewhere."""
from __future__ import annotations

import pygame

from tests.acceptance.conftest import start_game_at


def _cards_turn(st) -> bool:
    return (st.stage == "turn" and st.to_act == 0 and st.window() is None and not st.stack
            and any(type(a).__name__ == "PlayLuck" for a in st.legal_actions()))


def _menu_button(person):
    person.wait_until(lambda: person.screen.find("Cards…"), seconds=60, why="no Cards… button")
    return person.screen.find("Cards…")[0]


def _assert_over(person, button) -> None:
    person.wait_until(lambda: person.screen.find("Trader's Luck") and any(
        d.text == "Trader's Luck" for d in person.screen.find("Trader's Luck")), seconds=2, why="no menu")
    title = next(d for d in person.screen.find("Trader's Luck") if d.text == "Trader's Luck")
    assert title.rect.bottom < button.rect.top, (tuple(title.rect), tuple(button.rect))
    assert abs(title.rect.centerx - button.rect.centerx) < 260, (tuple(title.rect), tuple(button.rect))


def test_the_cards_menu_opens_over_its_button_by_key_with_the_pointer_far_away(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    start_game_at(person, "star-traders", ["human", "easy", "easy"], _cards_turn, seed=2,
                  options={"version": "imperial"})
    button = _menu_button(person)
    person.move((30, 300))
    number = int(button.text.split()[0])
    person.press(pygame.K_0 + number)
    _assert_over(person, button)


def test_the_cards_menu_opens_over_its_button_when_clicked(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    start_game_at(person, "star-traders", ["human", "easy", "easy"], _cards_turn, seed=2,
                  options={"version": "imperial"})
    button = _menu_button(person)
    person.click((button.rect.right - 6, button.rect.bottom - 4))  # its corner
    _assert_over(person, button)
