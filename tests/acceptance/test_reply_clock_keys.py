"""Play test 2: "1 Play Customs Inspection on Rigel - Passing in 3 seconds";
the person pressed 1 just as the clock passed for them, their turn began and
1 rolled a die instead.  A number key meant for a reply the clock took away
is asked again, not taken; the next press takes the button it shows."""
import re

import pygame
import pytest

from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def at_decision(n: int):
    """until() for start_game_at: true at the n-th decision of the deal."""
    calls = [0]

    def until(_state) -> bool:
        calls[0] += 1
        return calls[0] > n

    return until


# 1020 decisions played to reach the moment, then the clock's 10 s of frames: the full
# suite; tests/ui/test_reactions_at_the_table.py keeps the reply clock in the fast tier
@pytest.mark.slow
def test_a_key_pressed_as_the_reply_clock_passes_is_asked_again_not_taken(open_app):
    # Star Traders, seed 5: decision 1020 is the person's Zap reply, and their turn follows
    person = open_app(bot_pace=0.0, animation_speed=0.0, reaction_prompts=True)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=5, until=at_decision(1020))
    person.wait_for_text("Passing in", seconds=5)
    person.wait_until(lambda: not person.screen.find("Passing in"), seconds=15, why="the reply clock never ran out")
    person.wait_until(lambda: person.screen.find("Roll"), seconds=20, why="the person's turn never showed")
    roll = next(d.text for d in person.screen.frame if NUMBERED.match(d.text) and "Roll" in d.text)
    key = roll[0]
    steps = len(table.match.steps)
    person.press(pygame.key.key_code(key), unicode=key)
    assert person.screen.shows(f"press {key} again"), person.screen.texts()
    assert len(table.match.steps) == steps, "the key meant for the reply took a move of the turn"
    person.press(pygame.key.key_code(key), unicode=key)
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why="the second press took nothing")
