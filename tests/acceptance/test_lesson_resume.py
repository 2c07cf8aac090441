"""Issue 49 item 22: a lesson left part-way is resumed at the step it was
left at, through the menu's "Learn to play" (after it asks) and through
Continue, with the coach showing that step's words."""
from __future__ import annotations

import pygame

from game.lesson import load_lesson

GAME = "star-traders"
LEFT_AT = 4  # the step (counted from 1) the person leaves at


def _exact(person, label):
    """The drawn texts that are `label`, or `label` after its key number ("1  Continue")."""
    return [d for d in person.screen.find(label) if d.text.strip() == label or d.text.strip()[3:] == label]


def _learn_button(person, game_name):
    """The "Learn to play" button under the menu tile of `game_name`."""
    tile = person.screen.find(game_name)
    assert tile, person.screen.texts()
    x = tile[0].rect.centerx
    buttons = [d for d in person.screen.find("Learn to play") if d.rect is not None]
    return min(buttons, key=lambda d: abs(d.rect.centerx - x))


def _step_heading(person):
    return next((d.text for d in person.screen.frame if "step" in d.text and " of " in d.text), "")


def _leave_at_step(person, n):
    """From the menu: Learn to play, then Next or the lit target until step `n` shows; then Leave."""
    person.click(_learn_button(person, "Star Traders").rect.center)
    person.frames(3)
    for _ in range(60 * 60):
        if f"step {n} of" in _step_heading(person):
            break
        nxt = _exact(person, "Next")
        if nxt:
            person.click(nxt[0].rect.center)
        elif person.screen.lit:
            person.click(person.screen.lit[0].center)
        person.frames(1)
    assert f"step {n} of" in _step_heading(person), person.screen.texts()
    words = list(person.screen.coach_texts)
    person.click(_exact(person, "Leave")[0].rect.center)
    person.wait_until(lambda: _exact(person, "Continue"), seconds=5, why="the menu did not come back")
    return words


def _step_text(n):
    return load_lesson(GAME).steps[n - 1].text


def _coach_shows_step(person, n):
    person.wait_until(lambda: f"step {n} of" in _step_heading(person), seconds=10,
                      why=f"the coach does not show step {n}")
    shown = " ".join(person.screen.coach_texts)
    assert " ".join(_step_text(n).split()[:4]) in shown, shown


def test_learn_to_play_offers_to_resume_at_the_step_left(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _leave_at_step(person, LEFT_AT)
    person.click(_learn_button(person, "Star Traders").rect.center)
    person.wait_for_text(f"Resume at step {LEFT_AT}", seconds=5)
    # the question's answers show their keys (play test 3: 1 did nothing and said nothing)
    assert _exact(person, f"1  Resume at step {LEFT_AT}") and _exact(person, "2  Start over")
    person.press(pygame.K_3, unicode="3")
    assert person.screen.shows("No button here shows 3.")
    person.click_text(f"Resume at step {LEFT_AT}")
    _coach_shows_step(person, LEFT_AT)
    # the board is where it was left: the step's target is lit again
    person.wait_until(lambda: person.screen.lit, seconds=10, why="nothing is lit at the resumed step")


def test_start_over_begins_at_step_one(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _leave_at_step(person, LEFT_AT)
    person.click(_learn_button(person, "Star Traders").rect.center)
    person.wait_for_text("Start over", seconds=5)
    person.press(pygame.K_2, unicode="2")
    _coach_shows_step(person, 1)


def test_continue_reopens_the_lesson_with_the_coach_at_its_step(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _leave_at_step(person, LEFT_AT)
    person.click(_exact(person, "Continue")[0].rect.center)
    _coach_shows_step(person, LEFT_AT)
