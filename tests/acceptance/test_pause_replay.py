"""Play test 4: Replay could be reached only from the results.  The pause
menu's "Replay so far" steps back through the game being played, seen only
by the seat at the screen (a bot's hidden hand stays hidden), and Back
returns to the pause menu."""
from __future__ import annotations

import pygame

from tests.acceptance.conftest import start_game_at


def _replay_so_far(person) -> int:
    """A Cartel game some moves in, the person to act; Esc, then "Replay so far".
    Returns the decisions made."""
    seen = []

    def ready(state) -> bool:
        seen.append(1)
        return len(seen) > 12 and state.to_act == 0

    start_game_at(person, "cartel", ["human", "normal", "normal"], ready, seed=3)
    made = len(person.app.top.match.steps)
    person.press(pygame.K_ESCAPE)
    person.wait_for_text("Paused", seconds=2)
    person.click_text("Replay so far")
    person.wait_for_text(f"The position now, after {made} decisions", seconds=2)
    return made


def test_replay_so_far_from_the_pause_menu_shows_only_the_persons_seat(person):
    made = _replay_so_far(person)
    assert person.screen.find("Seen by: Player 1")
    person.click_text("Seen by: Player 1")
    person.press(pygame.K_v)
    assert person.screen.find("Seen by: Player 1") and not person.screen.find("Seen by: Vega")
    assert not person.screen.find("revealed")
    person.press(pygame.K_HOME)
    person.wait_for_text(f"decision 1 of {made}", seconds=2)
    person.click_text("Back")
    person.wait_for_text("Paused", seconds=2)
    assert person.screen.find("Replay so far")


def test_the_replays_buttons_show_their_keys_and_the_keys_press_them(person):
    """Play test 6 #17: the replay's step buttons showed no key, though every
    usable button shows its key: the steps are 1-6 in their row, Back is 0."""
    import re

    made = _replay_so_far(person)
    steps = sorted((d for d in person.screen.frame if d.rect is not None and re.match(r"^\d  [|<>]+$", d.text)),
                   key=lambda d: d.rect.x)
    assert [d.text for d in steps] == ["1  |<", "2  <<", "3  <", "4  >", "5  >>", "6  >|"], person.screen.texts()
    assert person.screen.find("0  Back")
    person.press(pygame.K_1, unicode="1")
    person.wait_for_text(f"decision 1 of {made}", seconds=2)
    person.press(pygame.K_4, unicode="4")
    person.wait_for_text(f"decision 2 of {made}", seconds=2)
    person.press(pygame.K_0, unicode="0")
    person.wait_for_text("Paused", seconds=2)
