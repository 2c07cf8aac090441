"""Play test 3: the Captain lesson says "End your turn." and lights End turn,
but the click opened "End your turn early?" with the coach's ring on "Yes"
and the gold on "Not yet".  A step that asks for the move takes it without
asking again."""
import pytest

from tests.acceptance.test_lessons_walked import _button, _start_lesson


@pytest.mark.slow  # a whole lesson walked (some 30 s of frames), as the other lesson walks
def test_the_lessons_end_your_turn_steps_end_the_turn_without_a_second_question(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    _start_lesson(person, "captain")
    asked_to_end = 0
    for _ in range(60 * 120):
        if person.screen.shows("over to you"):
            break
        assert not person.screen.shows("End your turn early?"), "a step that asked to end the turn asked again"
        nxt = _button(person, "Next")
        if nxt is not None:
            person.tap(nxt.rect.center)
        elif person.screen.lit:
            asked_to_end += "End your turn" in " ".join(" ".join(person.screen.coach_texts).split())
            person.click(person.screen.lit[0].center)
        person.frames(2)
    else:
        raise AssertionError("the lesson never reached the hand-over")
    assert asked_to_end >= 3
