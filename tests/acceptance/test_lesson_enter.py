"""Issue 49, play test 5a: in the Cartel lesson's "You outnumber them: trash
one rival Agent here, or skip." the only lit (gold) choice was "7 Trash an
Agent of Rigel", yet Enter and Space did nothing and said nothing.  Enter and
Space take the one choice the coach lights, as the README promises."""
from __future__ import annotations

import pygame

from game.lesson import load_lesson
from tests.acceptance.test_lesson_controls import _to_step
from tests.acceptance.test_lessons_walked import _start_lesson, step_of


def _step_number(game_id, step_id):
    return next(i for i, s in enumerate(load_lesson(game_id).steps) if s.id == step_id) + 1


def test_enter_and_space_take_the_lit_choice(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "cartel")
    attack = _step_number("cartel", "attack")
    _to_step(person, attack)
    assert person.screen.shows("Trash an Agent of Rigel")
    person.press(pygame.K_RETURN)
    person.wait_until(lambda: f"step {attack} of" not in step_of(person.screen), seconds=3,
                      why="Enter did not take the lit Trash an Agent of Rigel")
    assert person.app.top.match.steps[-1].action.__class__.__name__ == "Attack"
    lean = _step_number("cartel", "lean")
    _to_step(person, lean)
    made = len(person.app.top.match.steps)
    person.press(pygame.K_SPACE, unicode=" ")
    person.wait_until(lambda: f"step {lean} of" not in step_of(person.screen), seconds=3,
                      why="Space did not take the lit choice")
    taken = person.app.top.match.steps[made]
    assert (taken.seat, type(taken.action).__name__) == (0, "Summon")
