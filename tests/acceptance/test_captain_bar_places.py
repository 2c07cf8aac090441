"""Play test 7 (Captain of the Stars): the main actions' buttons changed
places after each action of a turn (Build first, then second, then last;
Place gem moved about: shot054/058/059/070)."""
from __future__ import annotations

import pygame

from tests.acceptance.conftest import start_game_at
from game.games.captain.rules import actions as A

MAIN = ("Build", "Place gem", "Fortify", "Hire", "Upgrade", "Repair")


def _bar(person, table) -> dict:
    """Each main action's button on the bar: name -> (its rect, its drawn words)."""
    out = {}
    for d in person.screen.frame:
        if d.rect is None or not table.prompt_rect.contains(d.rect):
            continue
        words = d.text.split("  ", 1)[-1]
        for name in MAIN:
            if words.startswith(name) and name not in out:
                out[name] = (tuple(d.rect), d.text)
    return out


def test_the_main_actions_keep_their_places_and_numbers_through_a_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.mode == "turn" and st.round >= 2
                          and st.why_not(A.Build()) is None and st.why_not(A.PlaceGem()) is None, seed=5)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    person.frames(3)
    before = _bar(person, table)
    assert _order(before) == list(MAIN), before  # in the order of the rules' main actions
    _numbered_by_place(before)
    assert before["Place gem"][1].startswith("2  "), before
    person.press(pygame.K_2, unicode="2")
    person.frames(20)
    assert isinstance(table.match.steps[-1].action, A.PlaceGem), table.match.steps[-1]
    after = _bar(person, table)
    assert _order(after) == list(MAIN), after  # Place gem, now greyed, stays second
    _numbered_by_place(after)


def _order(bar: dict) -> list:
    """The names in reading order: by row, then left to right."""
    return sorted(bar, key=lambda n: (bar[n][0][1] // 20, bar[n][0][0]))


def _numbered_by_place(bar: dict) -> None:
    """A usable main action shows its place's number; a greyed one shows none."""
    for i, name in enumerate(MAIN, 1):
        text = bar[name][1]
        assert text == name or text.startswith(f"{i}  {name}"), (name, text)
