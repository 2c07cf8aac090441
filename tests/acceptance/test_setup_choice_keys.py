"""Play test 6 #13: Star Traders' start-station buttons read 1, 2, 6, 7, 8, 9,
and the setup choices, kept as kinds, pushed Roll to 8 for the whole game;
Captain's shipyard read 1 Leave, 3 Engine, 8 Weapons, 9 Shields while its
columns read Weapons, Shields, Engine.  A setup or shop choice is numbered by
its place, from 1, and leaves no number behind."""
import re

import pygame

from tests.acceptance.conftest import start_game
from tests.acceptance.test_prompt_keys_in_order import drawn_numbers

NUMBERED = re.compile(r"^(\d)  (.+)$")


def _bar(person) -> list[str]:
    """The prompt bar's labels as a person reads them: row by row, left to right."""
    bar = [d for b in person.app.top.prompt_buttons() for d in person.screen.find(b.label)
           if d.rect is not None and NUMBERED.match(d.text)]
    bar.sort(key=lambda d: (d.rect.centery // 30, d.rect.x))
    return [d.text for d in bar]


def test_setup_choices_read_from_1_and_the_first_turn_numbers_afresh(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game(person, "star-traders", ["human", "normal", "normal"], seed=5, options={"version": "family"})
    setups = []
    setup = ("personality", "start", "place")

    def mine():
        return table.match.state.to_act == 0 and table.match.state.window() is None and _bar(person)

    for _ in range(12):
        person.wait_until(lambda: mine() or person.screen.shows("Your reply"), seconds=60,
                          why="the person's choices never showed")
        if not mine():
            steps = len(table.match.steps)
            person.press(pygame.K_0, unicode="0")  # let a reply go by
            person.wait_until(lambda: len(table.match.steps) > steps, seconds=10, why="0 did not pass")
            continue
        if table.match.state.stage not in setup:
            break
        setups.append(drawn_numbers(person))
        steps = len(table.match.steps)
        person.press(pygame.K_1, unicode="1")
        person.wait_until(lambda: len(table.match.steps) > steps, seconds=10, why="1 was not taken")
    else:
        raise AssertionError("setup never ended")
    assert setups and all(numbers == list(range(1, len(numbers) + 1)) for numbers in setups), setups
    assert any(len(numbers) > 2 for numbers in setups), setups
    turn = drawn_numbers(person)
    assert sorted(n for n in turn if n) == list(range(1, len(turn) + (0 if 0 in turn else 1))), _bar(person)
