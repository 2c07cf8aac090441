"""Play test 5: after Load game / Continue every kind of choice had a new
number (Star Traders Roll 8 -> 1, Cartel Draw 2 -> 1).  The numbers a game
showed are kept with its save: a game opened again shows the same keys."""
import re

import pygame

from game.games.star_traders.rules import PickUp
from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  (.+?)(?: \(\d+\))?$")


def numbers(person) -> dict:
    """The prompt bar's drawn words -> the key number drawn before them."""
    out = {}
    for b in person.app.top.prompt_buttons():
        drawn = person.screen.find(b.label)
        m = NUMBERED.match(b.label)
        if m and drawn:
            out[m.group(2)] = m.group(1)
    return out


def test_continue_shows_the_keys_the_game_showed_before_it_was_left(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None
                  and any(isinstance(a, PickUp) for a in st.legal_actions()))
    person.wait_until(lambda: person.screen.find("Pick up"), seconds=30, why="no Pick up button")
    pick = next(label for label in numbers(person) if label.startswith("Pick up"))
    key = numbers(person)[pick]
    person.press(pygame.key.key_code(key), unicode=key)  # Abandon takes a number after the others
    person.wait_until(lambda: any(w.startswith("Abandon") for w in numbers(person)), seconds=10,
                      why="no Abandon after the pickup")
    before = numbers(person)
    assert list(before.values()) != [str(n) for n in range(1, len(before))] + ["0"], \
        f"the scenario needs numbers out of the bar's fresh order: {before}"
    person.press(pygame.K_ESCAPE)
    person.click_text("Quit to menu")
    person.wait_until(lambda: person.screen.find("Continue"), seconds=5, why="no menu")
    person.click_text("Continue")
    person.wait_until(lambda: any(w.startswith("Abandon") for w in numbers(person)), seconds=20,
                      why="the game did not come back at the person's turn")
    after = numbers(person)
    assert after == before
