"""Issue 49 item 3: number keys never lie.  Every usable button shows its
key, a greyed one shows none, End turn is always 0, and the key does what
the number on screen says."""
import re

import pygame

from tests.acceptance.conftest import start_game, start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def prompt_buttons(person):
    table = person.app.top
    return [(b.label, b.enabled) for b in table.prompt_buttons()]


def test_captain_shows_keys_on_usable_buttons_only_and_0_ends_the_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    person.wait_for_text("End turn", seconds=20)
    for label, enabled in prompt_buttons(person):
        assert bool(NUMBERED.match(label)) == enabled, (label, enabled)
        assert person.screen.shows(label)
    assert person.screen.shows("0  End turn")
    person.press(pygame.K_0, unicode="0")
    person.wait_for_text("End your turn early?", seconds=2)
    # the question's answers show keys too: the safe one is 1, and 0 means nothing there
    assert person.screen.shows("1  Not yet") and person.screen.shows("2  Yes, end turn")
    # the prompt bar under the question shows no numbers: its keys do not reach it now
    assert person.screen.shows("End turn") and not person.screen.shows("0  End turn")
    assert not any(NUMBERED.match(t) and "Not yet" not in t and "Yes, end turn" not in t
                   for t in person.screen.texts()), person.screen.texts()
    person.press(pygame.K_0, unicode="0")
    assert person.screen.shows("End your turn early?") and person.screen.shows("No button here shows 0.")
    person.press(pygame.K_1, unicode="1")
    assert not person.screen.shows("End your turn early?") and person.screen.shows("0  End turn")


def test_star_traders_first_turn_keeps_keys_for_end_turn_and_deals(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    person.wait_until(lambda: person.screen.find("Make a deal"), seconds=30, why="no deal button")
    labels = [label for label, enabled in prompt_buttons(person) if enabled]
    assert labels and all(NUMBERED.match(label) for label in labels), labels
    deal = next(label for label in labels if "Make a deal" in label)
    person.press(pygame.key.key_code(deal[0]), unicode=deal[0])
    person.wait_for_text("Deal with", seconds=2)


def test_star_cartel_stop_loading_is_0_and_0_ends_the_loading(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=1,
                  until=lambda st: st.to_act == 0 and st.stage == "load_more")
    person.wait_until(lambda: person.screen.find("Stop loading"), seconds=10, why="no Stop loading button")
    assert person.screen.shows("0  Stop loading"), [label for label, _ in prompt_buttons(person)]
    person.press(pygame.K_0, unicode="0")
    person.wait_until(lambda: not person.screen.find("Stop loading"), seconds=5, why="0 did not stop the loading")
    assert not person.screen.shows("0 ends the turn or passes")


def test_a_key_keeps_its_meaning_from_one_turn_to_the_next(open_app):
    """Star Traders: a kind of choice (Roll, Jump…, Make a deal…) shows the
    same number in the person's next turn, and a number once shown for one
    kind is not given to another kind while others are free."""
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    person.wait_until(lambda: person.screen.find("0  End turn"), seconds=30, why="no End turn")

    def numbers() -> dict:
        out = {}
        for label, enabled in prompt_buttons(person):
            m = NUMBERED.match(label)
            if m:
                out[re.sub(r"\s*\(\d+\)$", "", m.group(2))] = m.group(1)
        return out

    first = numbers()
    person.press(pygame.K_0, unicode="0")
    person.wait_until(lambda: not person.screen.find("0  End turn"), seconds=5, why="0 did not end the turn")
    for _ in range(30):  # a discard for the hand limit, a reply between turns or a beacon request may come first
        try:
            person.wait_until(lambda: person.screen.find("0  End turn") or person.screen.find("Choose a card to discard")
                          or person.screen.find("0  Pass") or person.screen.find("Refuse"),
                          seconds=90, why="the person's turn never came back")
        except AssertionError:
            print("BUTTONS", prompt_buttons(person), person.screen.texts()[60:])
            raise
        if person.screen.find("0  End turn"):
            break
        if person.screen.find("0  Pass"):  # a reply between turns: its buttons show keys, Pass is 0
            person.press(pygame.K_0, unicode="0")
        elif person.screen.find("Refuse"):
            assert person.screen.shows("0  Refuse") and person.screen.find("1  Grant")
            person.press(pygame.K_0, unicode="0")
        else:
            key = next(label[0] for label, enabled in prompt_buttons(person) if "Discard" in label and enabled)
            person.press(pygame.key.key_code(key), unicode=key)
            person.wait_for_text("1  Discard ", seconds=2)  # the chooser's entries show keys
            person.press(pygame.K_1, unicode="1")
        person.frames(3)
    second = numbers()
    common = set(first) & set(second)
    assert common, (first, second)
    assert {k: first[k] for k in common} == {k: second[k] for k in common}
    for kind, n in second.items():
        if kind not in first:
            assert n not in first.values() or len(first) + len(second) > 10, (kind, n, first)
