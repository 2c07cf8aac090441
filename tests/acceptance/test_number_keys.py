"""Issue 49 item 3: number keys never lie.  Every usable button shows its
key, a greyed one shows none, End turn is always 0, and the key does what
the number on screen says."""
import re

import pygame

from tests.acceptance.conftest import start_game, start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def prompt_buttons(person):
    table = person.app.top
    return [(b.label, b.enabled) for b in table.prompt_buttons()]


def test_captain_shows_keys_on_usable_buttons_only_and_0_ends_the_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    person.wait_for_text("End turn", seconds=20)
    for label, enabled in prompt_buttons(person):
        assert bool(NUMBERED.match(label)) == enabled, (label, enabled)
        assert person.screen.shows(label)
    assert person.screen.shows("0  End turn")
    person.press(pygame.K_0, unicode="0")
    person.wait_for_text("End your turn early?", seconds=2)


def test_star_traders_first_turn_keeps_keys_for_end_turn_and_deals(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    person.wait_until(lambda: person.screen.find("Make a deal"), seconds=30, why="no deal button")
    labels = [label for label, enabled in prompt_buttons(person) if enabled]
    assert labels and all(NUMBERED.match(label) for label in labels), labels
    deal = next(label for label in labels if "Make a deal" in label)
    person.press(pygame.key.key_code(deal[0]), unicode=deal[0])
    person.wait_for_text("Deal with", seconds=2)
