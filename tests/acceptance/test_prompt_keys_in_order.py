"""Play test 5: prompt-bar numbers read out of order (Star Traders 8, 9, 1,
2 / 3, 4, 0, 5) and a kind's button moved about.  The bar lays its buttons
out in the order of their numbers, End turn (0) last, so a kind of choice,
which keeps its number, keeps its place in the order."""
import re

import pygame

from game.games.star_traders.rules import PickUp
from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  ")


def drawn_numbers(person) -> list[int]:
    """The numbers on the prompt bar's buttons as a person reads them: row by row, left to right."""
    bar = [d for b in person.app.top.prompt_buttons() for d in person.screen.find(b.label)
           if d.rect is not None and NUMBERED.match(d.text)]
    bar.sort(key=lambda d: (d.rect.centery // 30, d.rect.x))
    return [int(d.text[0]) for d in bar]


def in_order(numbers: list[int]) -> bool:
    return numbers == sorted(numbers, key=lambda n: 10 if n == 0 else n)


def test_the_prompt_bar_reads_in_number_order_with_end_turn_last(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None
                  and any(isinstance(a, PickUp) for a in st.legal_actions()))
    person.wait_until(lambda: person.screen.find("Pick up"), seconds=30, why="no Pick up button")
    seen = [drawn_numbers(person)]
    for word in ("Pick up", "Local business"):
        label = next(b.label for b in person.app.top.prompt_buttons() if word in b.label)
        steps = len(table.match.steps)
        person.press(pygame.key.key_code(label[0]), unicode=label[0])
        person.wait_until(lambda: len(table.match.steps) > steps, seconds=10, why=f"{label} was not taken")
        person.wait_until(lambda: person.screen.find("0  End turn"), seconds=10, why="the bar did not come back")
        seen.append(drawn_numbers(person))
    assert all(in_order(numbers) and numbers[-1] == 0 for numbers in seen), seen
    assert any(numbers != list(range(1, len(numbers))) + [0] for numbers in seen), \
        f"the scenario needs a number out of the fresh order: {seen}"
