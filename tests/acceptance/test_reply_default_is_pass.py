"""Issue 49 item 1 (play test 8, shot082/085): between turns the gold reply
was "1 Free Rigel with Avoid a Calamity!" (freeing a rival from the person's
own Quarantine), later two gold plays at once.  A reply has one default,
the safe one: Pass is the only gold button, and Enter passes (the card stays
in the hand)."""
import pygame

from game.rules.pending import PASS
from game.ui import theme
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_reply_clock_keys import at_decision


def _fill(person, text_rect) -> tuple:
    """The button's colour just left of its words, below its sheen."""
    return tuple(person.app.canvas.get_at((text_rect.x - 6, text_rect.bottom - 3)))[:3]


def test_a_reply_between_turns_has_pass_as_its_one_gold_default(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    # Star Traders Imperial, seed 3: decision 36 asks the person between turns, two Embargo targets
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "imperial"}, until=at_decision(36))
    person.wait_until(lambda: person.screen.find("Play Embargo"), seconds=10, why="no reply prompt")
    plays = person.screen.find("Play Embargo")
    passes = person.screen.find("0  Pass")
    assert len(plays) == 2 and passes, person.screen.texts()
    gold = tuple(theme.BUTTON_PRIMARY)
    assert all(_fill(person, d.rect) != gold for d in plays), [d.text for d in plays]
    assert _fill(person, passes[0].rect) == gold, "Pass, the safe answer, is the gold default"
    hand = list(table.state.hands[0])
    steps = len(table.match.steps)
    person.press(pygame.K_RETURN)
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=3, why="Enter took nothing")
    assert table.match.steps[steps].action == PASS
    assert list(table.state.hands[0]) == hand, "Enter spent a card"
