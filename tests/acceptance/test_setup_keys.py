"""Play test 4: the New game screen's buttons (Back, Start game, Learn to
play, the players, the seats and the game's options) showed no number keys,
though every button a person can use shows its key and the key presses it."""
import re

import pygame

NUMBERED = re.compile(r"^(\d)  (.+)$")


def _row_ends(person) -> dict:
    """{the last words on a key cap's row: its digit} (a seat's kind, at the
    end of the row its cap heads)."""
    out = {}
    for cap in person.screen.caps:
        row = [d for d in person.screen.frame if d.rect is not None and d.rect.x >= cap.rect.right
               and abs(d.rect.centery - cap.rect.centery) < cap.rect.h // 2 and d.text.strip() not in "‹›"
               and not d.text.isdigit()]
        if row:
            out[max(row, key=lambda d: d.rect.x).text] = cap.text
    return out


def _numbered(person) -> dict:
    """A button's key is before its words ("1  Start game"); a stepper's on a key cap."""
    keys = {m.group(2): m.group(1) for m in (NUMBERED.match(t) for t in person.screen.texts()) if m}
    return {**keys, **person.screen.capped(), **_row_ends(person)}


def _press(person, key: str) -> None:
    person.press(pygame.key.key_code(key), unicode=key)
    person.frames(3)


def _open_setup(person, game: str):
    person.click_text(game)
    person.frames(3)
    assert type(person.app.top).__name__ == "SetupScene"


def test_the_new_game_screen_shows_keys_and_they_press_their_buttons(open_app):
    person = open_app(last_setup={})
    _open_setup(person, "Star Traders")
    keys = _numbered(person)
    assert {"Start game", "Learn to play", "Back", "Players"} <= set(keys), keys
    assert keys["Back"] == "0" and "Bot · Normal" in keys, keys  # a seat's kind
    # a seat's key moves it to the next kind
    normal = keys["Bot · Normal"]  # the last seat showing it
    _press(person, normal)
    after = {label: key for label, key in _numbered(person).items() if label.startswith("Bot · Hard")}
    assert list(after.values()) == [normal], _numbered(person)
    # Tab moves the keys to the game's options; an option's key takes its next choice
    assert "Version" not in _numbered(person) and person.screen.shows("Tab: number keys here")
    person.press(pygame.K_TAB)
    keys = _numbered(person)
    assert {"Start game", "Learn to play", "Back", "Version", "Reroll"} <= set(keys), keys
    assert person.screen.shows("Family")
    _press(person, keys["Version"])
    assert not person.screen.shows("Family") and _numbered(person)["Version"] == keys["Version"]
    # a digit no button shows says so
    shown = set(_numbered(person).values())
    free = next(str(n) for n in (9, 8, 7, 6, 5, 4, 3, 2, 1) if str(n) not in shown)
    _press(person, free)
    assert person.screen.shows(f"No button here shows {free}."), (_numbered(person), person.screen.texts()[-6:])
    _press(person, keys["Back"])
    assert type(person.app.top).__name__ == "MenuScene"
    _open_setup(person, "Star Cargo")
    _press(person, _numbered(person)["Start game"])
    person.frames(3)
    assert type(person.app.top).__name__ not in ("SetupScene", "MenuScene"), type(person.app.top).__name__


def test_start_game_says_the_table_is_being_set_up_before_it_opens(open_app):
    """Play test 5: Start game gave about 4 s with no sign it was taken."""
    person = open_app(last_setup={})
    _open_setup(person, "Star Traders")
    start = next(d for d in person.screen.find("Start game") if d.rect is not None)
    person.click(start.rect.center, settle=1)  # the frame that takes the release
    words = f"Setting up {person.app.top.ruleset.name}…"
    assert person.screen.shows(words), person.screen.texts()[-8:]
    person.wait_until(lambda: type(person.app.top).__name__ != "SetupScene", seconds=2, why="the table never opened")
    person.frames(2)
    assert person.screen.find("Game log") and not person.screen.shows(words)


def test_a_steppers_key_is_a_key_cap_apart_from_its_value(open_app):
    """Play test 6 #4: "3  Players ‹ 4 ›" read as a count of 3, and the seats'
    "4  Person" as a kind named 4; a stepper's key is drawn as a key cap."""
    person = open_app(last_setup={})
    _open_setup(person, "Star Traders")
    texts = person.screen.texts()
    assert not any(NUMBERED.match(t) and ("Players" in t or "Person" in t or "Bot" in t) for t in texts), texts
    capped = person.screen.capped()
    assert capped.get("Players") == "3" and "Person" in _row_ends(person), capped
    count = next(d for d in person.screen.frame if d.text.isdigit() and d.rect is not None
                 and abs(d.rect.centery - person.screen.find("Players")[0].rect.centery) < 20
                 and d.rect.x > person.screen.find("Players")[0].rect.right)
    _press(person, "3")
    after = next(d.text for d in person.screen.frame if d.rect == count.rect or
                 (d.text.isdigit() and d.rect is not None and abs(d.rect.centerx - count.rect.centerx) < 10
                  and abs(d.rect.centery - count.rect.centery) < 10))
    assert int(after) == int(count.text) + 1, (count, after)
