"""Issue 49 (play test 6, #8 and #12): the Jump-to menu covered Local
business and End turn, the card's Play/Discard menu covered the prompt's
"?", and a beacon request in the menu read as if cut ("Ask for the beacon at
12 Heinlein…").  A menu opens beside what opened it where it covers no
button of the prompt bar and no control of the header, and its words are
whole."""
from __future__ import annotations

import re

import pygame

from tests.acceptance.conftest import start_game_at

HEADER = ("Hint", "Rules", "Menu", "Undo", "?")


def _buttons(person) -> list:
    """The labels of the prompt's and the header's buttons drawn now."""
    return [d for d in person.screen.frame if d.rect is not None
            and (re.match(r"^\d  ", d.text) or d.text.strip("↶⟲⮌ ").endswith(HEADER) or d.text in HEADER)]


def _menu_box(person, title: str) -> pygame.Rect:
    head = next(d for d in person.screen.frame if d.text == title and d.rect is not None)
    items = [d.rect for d in person.screen.frame if d.rect is not None and re.match(r"^\d  ", d.text)
             and abs(d.rect.centerx - head.rect.centerx) < 400 and d.rect.top > head.rect.top]
    return head.rect.unionall(items).inflate(16, 16)


def _assert_clear(person, before, box) -> None:
    under = [d for d in before if box.colliderect(d.rect)]
    assert not under, f"the menu {tuple(box)} covers {under}"


def _beacon_turn(st) -> bool:
    return (st.stage == "turn" and st.to_act == 0 and st.window() is None and not st.stack
            and any(type(a).__name__ == "AskBeacon" for a in st.legal_actions()))


def test_the_jump_menu_covers_no_button_and_names_its_beacons_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], _beacon_turn, seed=2,
                  options={"version": "family"})
    person.wait_until(lambda: person.screen.find("Jump…"), seconds=30, why="no Jump… button")
    before = _buttons(person)
    person.click_text("Jump…")
    person.wait_for_text("Jump to", seconds=2)
    beacons = [d.text for d in person.screen.frame if d.rect is not None and re.match(r"^\d  Ask for the beacon", d.text)]
    assert beacons, person.screen.texts()
    assert not any("…" in t for t in beacons), beacons
    _assert_clear(person, [d for d in before if "Jump…" not in d.text], _menu_box(person, "Jump to"))


def _cards_turn(st) -> bool:
    return (st.stage == "turn" and st.to_act == 0 and st.window() is None and not st.stack
            and any(type(a).__name__ == "PlayLuck" for a in st.legal_actions()))


def test_a_cards_menu_covers_no_button(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "star-traders", ["human", "easy", "easy"], _cards_turn, seed=2,
                          options={"version": "imperial"})
    person.wait_until(lambda: person.screen.find("Cards…"), seconds=30, why="no Cards… button")
    before = _buttons(person)
    hand = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand" and t.actions]
    assert hand, "no playable card drawn in the hand"
    where = max(hand, key=lambda t: t.rect.centerx).rect.center  # the card nearest the prompt's "?"
    person.move(where)
    person.click(where)
    person.frames(2)
    titles = [d.text for d in person.screen.frame if d.rect is not None and re.match(r"^1  (Play|Discard) ", d.text)]
    assert titles, person.screen.texts()
    item = next(d for d in person.screen.frame if d.text == titles[0])
    items = [d.rect for d in person.screen.frame if d.rect is not None and re.match(r"^\d  (Play|Discard) ", d.text)]
    box = item.rect.unionall(items).inflate(16, 16)
    _assert_clear(person, before, box)
