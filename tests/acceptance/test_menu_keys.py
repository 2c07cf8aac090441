"""Play test 3: the main menu, the pause menu and the results showed no
number keys, though the README says every button you can use shows its key."""
import re

import pygame

NUMBERED = re.compile(r"^(\d)  (.+)$")


def test_the_main_menus_buttons_show_keys_and_a_key_takes_its_button(person):
    numbered = {m.group(2): m.group(1) for m in (NUMBERED.match(t) for t in person.screen.texts()) if m}
    assert {"Rules", "Settings"} <= set(numbered), numbered
    person.press(pygame.key.key_code(numbered["Settings"]), unicode=numbered["Settings"])
    person.frames(3)
    assert type(person.app.top).__name__ == "SettingsScene"
    person.press(pygame.K_ESCAPE)
    person.frames(3)
    person.press(pygame.K_9, unicode="9")
    person.frames(2)
    assert person.screen.shows("No button here shows 9."), person.screen.texts()[-5:]


def test_the_question_mark_key_opens_the_rules_at_the_table(open_app):
    """Play test 3: "?" did nothing at a prompt; only the ? button opened the rules."""
    from tests.acceptance.conftest import start_game

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "star-cargo", ["human", "normal"], seed=1)
    person.wait_until(lambda: person.app.top.my_turn, seconds=20, why="the person's turn never came")
    person.press(pygame.K_SLASH, unicode="?", mod=pygame.KMOD_SHIFT)
    person.frames(3)
    assert type(person.app.top).__name__ == "RulesScene", type(person.app.top).__name__


def _numbered(person) -> dict:
    return {m.group(2): m.group(1) for m in (NUMBERED.match(t) for t in person.screen.texts()) if m}


def test_learn_to_play_and_settings_done_show_their_keys(person):
    """Play test 6 #17: the menu's "Learn to play" buttons and Settings' Done
    showed no key.  Tab moves the menu's numbers onto Learn to play; Done is 0."""
    assert person.screen.shows("Tab: number keys on Learn to play")
    person.press(pygame.K_TAB)
    lessons = [d for d in person.screen.frame if d.rect is not None and NUMBERED.match(d.text)
               and "Learn to play" in d.text]
    assert [d.text[0] for d in sorted(lessons, key=lambda d: d.rect.x)] == ["1", "2", "3", "4", "5"], lessons
    assert "Settings" not in _numbered(person) and person.screen.shows("Tab: number keys on the menu")
    person.press(pygame.K_3, unicode="3")
    person.frames(3)
    assert type(person.app.top).__name__ != "MenuScene", "3 did not open the third lesson"
    person.press(pygame.K_ESCAPE)
    person.frames(3)
    while type(person.app.top).__name__ != "MenuScene":
        quit_ = [d for d in person.screen.frame if d.rect is not None and "menu" in d.text.lower() and "Quit" in d.text]
        assert quit_, person.screen.texts()[:40]
        person.click(quit_[0].rect.center)
        person.frames(3)
    person.press(pygame.K_TAB)
    person.press(pygame.key.key_code(_numbered(person)["Settings"]), unicode=_numbered(person)["Settings"])
    person.frames(3)
    assert _numbered(person).get("Done") == "0", person.screen.texts()
    person.press(pygame.K_0, unicode="0")
    person.frames(3)
    assert type(person.app.top).__name__ == "MenuScene"
