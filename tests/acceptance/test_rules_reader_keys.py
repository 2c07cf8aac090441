"""Issue 49 (play test 8): the rules reader's Back showed no number key,
though every other screen's Back or Done is 0.  Back is 0 there, and each
game's tab shows the key that opens it."""
import re

import pygame

NUMBERED = re.compile(r"^(\d)  (.+)$")


def _numbered(person) -> dict:
    return {m.group(2): m.group(1) for m in (NUMBERED.match(t) for t in person.screen.texts()) if m}


def _press(person, key: str) -> None:
    person.press(pygame.key.key_code(key), unicode=key)
    person.frames(3)


def test_the_rules_readers_back_is_0_and_its_tabs_show_their_keys(person):
    _press(person, _numbered(person)["Rules"])
    assert type(person.app.top).__name__ == "RulesScene", type(person.app.top).__name__
    keys = _numbered(person)
    assert keys.get("Back") == "0", keys
    assert keys.get("Captain of the Stars") and keys.get("Star Traders"), keys
    _press(person, keys["Star Traders"])
    assert person.app.top.game_id == "star-traders" and _numbered(person) == keys
    _press(person, "0")
    assert type(person.app.top).__name__ == "MenuScene", type(person.app.top).__name__
