"""Play test 5: "5 Pick up minidrags (#1)" became "5 Abandon minidrags (#1)"
right after the pickup, so a double press threw the cargo away.  The number
just pressed goes to another kind of choice last: here the person places a
station with its key, and the turn that follows shows every other free
number before that one."""
import re

import pygame

from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def test_the_key_just_pressed_does_not_come_back_on_another_kind_of_choice(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    # Star Traders, seed 8: the person places the last station, then their first turn begins
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=8,
                          until=lambda st: st.stage == "place" and st.to_act == 0)
    person.wait_until(lambda: person.screen.find("Station at"), seconds=20, why="no station to place")
    station = next(b.label for b in table.prompt_buttons() if "Station at" in b.label)
    key = station[0]
    person.press(pygame.key.key_code(key), unicode=key)
    person.wait_until(lambda: person.screen.find("0  End turn"), seconds=20, why="the first turn did not come")
    shown = [b.label for b in table.prompt_buttons() if NUMBERED.match(b.label)]
    free = {str(n) for n in range(1, 10)} - {label[0] for label in shown}
    reused = [label for label in shown if label[0] == key]
    assert not reused or not free, f"{key} went to {reused} while {sorted(free)} were free"
    steps = len(table.match.steps)
    person.press(pygame.key.key_code(key), unicode=key)  # the second press of a double press
    person.frames(3)
    assert len(table.match.steps) == steps and not table.popup, "the second press took another choice"
