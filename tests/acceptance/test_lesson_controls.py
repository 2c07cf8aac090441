"""Issue 49, play test 5a: the lesson's controls say what they do.  Restart
step shows only when something of the step can be restarted (at step 1 it
answered with an undo message about Rigel's move; at a step not yet begun it
did nothing and said nothing); a finished lesson's game is the person's own,
so Learn to play neither calls it "left at step 14 of 14" nor deletes it, and
nothing promises a fresh deal (the lesson's seed is fixed)."""
from __future__ import annotations

import pygame

from game import persist
from game.lesson import load_lesson
from tests.acceptance.test_lessons_walked import _button, _start_lesson, advance_until, step_of, walk


def _to_step(person, n):
    """Next, or the lit target, until the coach shows step `n` with its target lit."""
    advance_until(person, lambda: f"step {n} of" in step_of(person.screen) and person.screen.lit,
                  why=f"step {n} never came")


def _no_restart(person):
    assert not any("Restart step" in t for t in person.screen.coach_texts), person.screen.coach_texts
    person.press(pygame.K_7, unicode="7")
    person.frames(2)
    assert not person.screen.shows("you can only take back your own"), person.screen.texts()


def test_restart_step_is_not_offered_before_the_step_has_anything_to_restart(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "star-cartel")
    person.wait_until(lambda: person.screen.shows("step 1 of"), seconds=5, why="the lesson did not open")
    person.wait(1.0)  # Rigel has moved before the person's first turn
    _no_restart(person)
    _to_step(person, 4)  # the person's first load is made: step 4 has no move of its own yet
    _no_restart(person)


def test_restart_step_puts_back_a_picked_up_card(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "cartel")
    lesson = load_lesson("cartel")
    first = next(i for i, s in enumerate(lesson.steps) if s.expect is not None and s.expect.kind in ("Build", "Road"))
    _to_step(person, first + 1)
    assert _button(person, "Restart step") is None, person.screen.coach_texts
    person.click(person.screen.lit[0].center)  # the hand card: picked up, not yet played
    person.wait_until(lambda: _button(person, "Put back") is not None, seconds=3, why="the card was not picked up")
    assert "7  Restart step" in person.screen.coach_texts, person.screen.coach_texts
    person.press(pygame.K_7, unicode="7")
    person.wait_until(lambda: _button(person, "Put back") is None, seconds=3, why="Restart step kept the card held")
    assert _button(person, "Restart step") is None
    assert f"step {first + 1} of" in step_of(person.screen)


def _quit_to_menu(person):
    person.press(pygame.K_ESCAPE)
    person.wait_for_text("Quit to menu", seconds=5)
    person.click(_button(person, "Quit to menu").rect.center)
    person.wait_until(lambda: type(person.app.top).__name__ == "MenuScene", seconds=5, why="no menu")


def _finished_lesson_games():
    handover = load_lesson("star-cargo").handover_index
    return [i for i in persist.list_autosaves()
            if i.match is not None and i.match.lesson is not None and i.match.lesson.step == handover]


def test_learn_to_play_after_a_finished_lesson_keeps_its_game(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    walk(person, "star-cargo")
    person.wait_until(lambda: person.screen.lit or _button(person, "Got it"), seconds=10, why="no hand-over")
    _quit_to_menu(person)
    assert len(_finished_lesson_games()) == 1
    from game.scenes.learn import learn

    learn(person.app, "star-cargo")  # the menu tile's Learn to play
    person.frames(3)
    words = person.screen.all_text()
    assert "You left this lesson at step" not in words and "fresh deal" not in words, words
    assert "You finished this lesson" in words, words
    assert _button(person, "Go on with my game") is not None
    person.click(_button(person, "Play the lesson again").rect.center)
    person.wait_until(lambda: person.screen.shows("step 1 of"), seconds=5, why="the lesson did not start again")
    assert len(_finished_lesson_games()) == 1, "the finished lesson's game was deleted"
