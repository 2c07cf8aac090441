"""Play test 5: "8 Roll for a jump" was pressed with the pointer resting on
it; "1 Local business +$1" came up in the same place and its tooltip
covered the new prompt line.  A prompt button that takes another's place
under a still pointer is drawn unhovered, shows no tooltip and takes no
click until the pointer moves."""
import re

import pygame

from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  ")


def test_a_new_prompt_button_under_a_resting_pointer_shows_no_tooltip_until_it_moves(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                          until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    person.wait_until(lambda: person.screen.find("Roll for a jump"), seconds=30, why="no Roll button")
    roll = person.screen.find("Roll for a jump")[0]
    person.move(roll.rect.center)
    person.wait(1.0)
    assert person.app.tooltips.shown is not None, "the Roll button's tooltip should show first"
    key = roll.text[0]
    person.press(pygame.key.key_code(key), unicode=key)  # the key, the pointer still on the button
    person.wait_until(lambda: not person.screen.find("Roll for a jump"), seconds=10, why="the roll did not happen")
    person.wait_until(lambda: [d for d in person.screen.at(roll.rect.center) if NUMBERED.match(d.text)],
                      seconds=10, why="no button came up where Roll was: the scenario needs one")
    now = [d.text for d in person.screen.at(roll.rect.center) if NUMBERED.match(d.text)][0]
    steps = len(table.match.steps)
    for _ in range(4):  # two seconds, still
        person.wait(0.5)
        assert person.app.tooltips.shown is None, f"{now!r} showed its tooltip under the still pointer"
    person.click(roll.rect.center)
    person.frames(3)
    assert len(table.match.steps) == steps, f"the click went to {now!r}"
    moved = (roll.rect.centerx + 5, roll.rect.centery)
    person.move(moved)
    person.wait(1.0)
    assert person.app.tooltips.shown is not None, "after the pointer moved, the tooltip shows"
