"""Play test 6 #1: at the Star Cartel lesson's hand-over the coach showed
"8  Got it" while Rigel finished his turn; the person's turn came, the bar
gave 8 to "Load flora" and the coach's Got it lost its number, so the 8 the
person pressed for Got it loaded flora.  A number the coach shows stays the
coach's while the bar has other numbers to give, and a number another
button showed a moment ago first asks before the bar takes it."""
import pygame

from tests.acceptance.test_lessons_walked import walk


def _bar_numbers(table) -> dict:
    return {b.label[0]: b.label for b in table.prompt_buttons() if b.visible and b.label[:1].isdigit()}


def test_the_coachs_8_at_the_hand_over_never_plays_a_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    walk(person, "star-cartel")
    table = person.app.top
    person.wait_until(lambda: "8  Got it" in person.screen.coach_texts, seconds=20, why="the coach never showed 8")
    person.wait_until(lambda: table.state.to_act == 0 and _bar_numbers(table), seconds=30,
                      why="the person's turn never came")
    person.frames(3)  # the person, who read "8  Got it" a moment ago, presses 8
    steps = len(table.match.steps)
    person.press(pygame.K_8, unicode="8")
    person.frames(30)
    taken = [s.action for s in table.match.steps[steps:] if s.seat == 0]
    assert not taken, f"the 8 meant for the coach played {taken}; the bar showed {_bar_numbers(table)}"


def test_a_dialogs_number_pressed_twice_does_not_take_the_bars_choice_under_it(open_app):
    """The second press of a double press on the end-turn question's "1  Not
    yet" reaches the bar a moment after the question closed: it asks."""
    import re

    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    from tests.acceptance.conftest import start_game_at

    # Star Traders, seed 8: the person's first turn, with actions left (End turn asks)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=8,
                          until=lambda st: st.stage == "turn" and st.to_act == 0 and not st.stack)
    person.click(person.wait_for_text("End turn", seconds=20).rect.center)
    person.wait_for_text("End your turn early?", seconds=2)
    not_yet = next(d.text for d in person.screen.frame if re.match(r"^\d  Not yet$", d.text))
    key = not_yet[0]
    steps = len(table.match.steps)
    person.press(pygame.key.key_code(key), unicode=key)
    assert not person.screen.shows("End your turn early?")
    assert person.screen.find(f"{key}  "), f"the bar shows no {key}: {person.screen.texts()}"
    person.press(pygame.key.key_code(key), unicode=key)  # the second press of the double press
    person.frames(10)
    assert len(table.match.steps) == steps, f"the second {key} took {table.match.steps[-1].action}"
    assert person.screen.shows(f"press {key} again"), person.screen.texts()
    person.press(pygame.key.key_code(key), unicode=key)  # meant now: it is taken
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=3, why="the third press took nothing")
