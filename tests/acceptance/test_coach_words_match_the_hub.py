"""Play test 6 (#11): Star Cartel's step 4 said "The cards above it dropped
down one space" while the column still showed its gap: the hub keeps a
column still while the pointer rests on the card just taken, and drops it
once the pointer leaves.  The words must hold for the board the person sees
in both moments: the lit medicine above the bottom row while the pointer
rests, in the bottom row after it has left."""
from tests.acceptance.test_lessons_walked import _start_lesson, advance_until


def _words(person) -> str:
    return " ".join(person.screen.coach_texts)


def test_step_4_never_says_the_cards_dropped_before_they_drop(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    _start_lesson(person, "star-cartel")
    advance_until(person, lambda: "step 4 of" in _words(person), why="step 4 never came")
    person.wait(0.6)  # the pointer rests where it clicked the crystals; the panel settles
    assert person.screen.lit, person.screen.coach_texts
    resting = person.screen.lit[0]
    words = _words(person)
    person.move((640, 700))  # off the hub
    person.wait(0.8)
    dropped = person.screen.lit[0]
    assert dropped.y > resting.y, "the column dropped while the pointer rested on it"
    # while it rests, the medicine is still above the bottom row: the words may not say it dropped
    assert "dropped" not in words, words
    assert "drop" in words  # they still tell what happens to the column
