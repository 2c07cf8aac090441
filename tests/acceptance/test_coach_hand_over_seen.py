"""Play test 6 (#11): the Star Traders and Captain lessons never showed
"over to you": a pass the table made for the person (Star Traders) took the
hand-over's words away as if the person had decided, and the first new
decision kind at the person's turn (Captain) put "on your own" over them.
The hand-over's words are on the panel when the person's own turn comes,
and the line about something new follows once they are put away."""
import pytest

from tests.acceptance.test_lessons_walked import _button, walk


def _head(person) -> str:
    return person.screen.coach_texts[0] if person.screen.coach_texts else ""


@pytest.mark.parametrize("game_id", ["star-traders", pytest.param("captain", marks=pytest.mark.slow)])
def test_the_hand_over_is_on_the_panel_when_the_persons_turn_comes(open_app, game_id):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    walk(person, game_id)
    heads = []

    def my_turn() -> bool:
        heads.append(_head(person))
        return bool(person.screen.find("Your turn"))

    person.wait_until(my_turn, seconds=90, why="the person's turn never came after the hand-over")
    person.wait(1.0)  # the person looks at the panel
    assert "over to you" in _head(person), (heads[-5:], person.screen.coach_texts)
    assert not any("on your own" in h for h in heads), "something new was said before the hand-over was read"
    person.click(_button(person, "Got it").rect.center)
    person.wait(0.5)
    assert "on your own" in _head(person), person.screen.coach_texts  # the new kind is said after it
