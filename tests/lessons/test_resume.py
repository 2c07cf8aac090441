"""A lesson's game keeps the coach's step in its save: checked at load like
every other field, and a step the lesson does not have is said in one
sentence instead of resuming."""
from __future__ import annotations

import json

import pytest

from game.lesson import load_lesson
from game.save_format import SaveError
from game.scenes.learn import lesson_misfit
from game.seating import default_seats
from game.session import LessonMark, Match


def _lesson_match(game_id="star-traders", step=3, since=0):
    lesson = load_lesson(game_id)
    match = Match(lesson.game_id, default_seats(list(lesson.seats)), lesson.seed, dict(lesson.options))
    match.lesson = LessonMark(step, since)
    return lesson, match


def test_the_step_survives_a_save():
    _, match = _lesson_match(step=5)
    again = Match.loads(match.dumps())
    assert again.lesson == LessonMark(5, 0)


def test_an_ordinary_game_saves_no_lesson():
    _, match = _lesson_match()
    match.lesson = None
    assert "lesson" not in json.loads(match.dumps())
    assert Match.loads(match.dumps()).lesson is None


@pytest.mark.parametrize("record, words", [
    ("four", "should be a record"),
    ({"step": "4", "since": 0}, "should be a whole number"),
    ({"step": True, "since": 0}, "should be a whole number"),
    ({"step": -1, "since": 0}, "should be from 0 to 79"),
    ({"step": 500, "since": 0}, "should be from 0 to 79"),
    ({"step": 2, "since": 9}, "should be from 0 to 0"),
    ({"step": 2}, "should have the fields step and since"),
])
def test_a_damaged_lesson_place_is_refused_in_one_sentence(record, words):
    _, match = _lesson_match()
    data = json.loads(match.dumps())
    data["lesson"] = record
    with pytest.raises(SaveError) as e:
        Match.from_json(data)
    assert words in str(e.value)
    assert "\n" not in str(e.value) and "Traceback" not in str(e.value)


def test_a_step_the_lesson_lacks_is_said_not_resumed():
    lesson, match = _lesson_match(step=len(load_lesson("star-traders").steps) + 3)
    why = lesson_misfit(lesson, match)
    assert "does not have" in why and "step 1" in why


def test_a_game_of_another_seed_is_not_taken_for_the_lesson():
    lesson, match = _lesson_match()
    other = Match(match.game_id, match.seats, match.seed + 1, dict(match.options))
    other.lesson = match.lesson
    assert "changed" in lesson_misfit(lesson, other)
    assert lesson_misfit(lesson, match) == ""
