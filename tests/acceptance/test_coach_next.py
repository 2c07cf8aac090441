"""Issue 49 item 20: the coach's Next works while the bots move (a bot's
move between the press and the release no longer swallows the click), and
after the hand-over no leftover coach button covers the table."""
import pygame

from tests.acceptance.test_lessons_walked import _button, _start_lesson, advance_until


def _to_text(person, words, seconds=60):
    advance_until(person, lambda: person.screen.shows(words) or words in " ".join(person.screen.coach_texts),
                  seconds, f"{words!r} never shown")  # the panel wraps its words


def test_next_works_while_the_bots_move(open_app):
    person = open_app(bot_pace=0.25, animation_speed=1.0)
    _start_lesson(person, "star-cartel")
    _to_text(person, "Watch Vega and Rigel play")
    person.wait(0.5)  # a person aims at the button once the panel has settled
    step = next(d.text for d in person.screen.frame if "step" in d.text and " of " in d.text)
    log_before = len([d for d in person.screen.frame])
    nxt = _button(person, "Next")
    assert nxt is not None
    w = person.app.to_window(nxt.rect.center)
    person.move(nxt.rect.center)
    person.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1, touch=False)])
    person.wait(0.8)  # the bots move meanwhile
    person.frames(2, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1, touch=False)])
    assert log_before
    assert not person.screen.shows(step), f"Next did nothing: still {step!r}"


def test_after_the_hand_over_no_coach_button_is_left_on_the_table(open_app):
    from tests.acceptance.test_lessons_walked import _walk

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _walk(person, "star-cartel")
    person.click_text("Got it")
    person.wait(0.5)
    assert not person.screen.shows("Coach off"), person.screen.texts()
    assert person.screen.coach is None


def test_enter_takes_the_coachs_gold_next(open_app):
    """Play test 3: Enter and Space on the gold Next did nothing, though the
    README says Enter takes the highlighted choice."""
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "star-cargo")
    person.wait_until(lambda: _button(person, "Next") is not None, seconds=10, why="no Next on the first step")
    step = next(d.text for d in person.screen.frame if "step" in d.text and " of " in d.text)
    person.press(pygame.K_RETURN)
    person.frames(3)
    assert not person.screen.shows(step), f"Enter did nothing: still {step!r}"
