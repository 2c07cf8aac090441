"""The end-turn question (issue 49 items 13 and 17): asked when the rules say
the move ends the turn early, its safe answer is where the pointer already
is, so a double click never ends the turn."""
from tests.acceptance.conftest import start_game


def test_a_double_click_on_end_turn_with_actions_left_does_not_end_the_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    end = person.wait_for_text("End turn", seconds=20)
    person.click(end.rect.center)
    person.wait_for_text("End your turn early?", seconds=2)
    under = [d.text for d in person.screen.at(person.pointer)]
    assert not any("Yes" in t for t in under), under
    person.click(person.pointer)  # the second click of a double click
    person.frames(10)
    assert not person.screen.shows("Player 1 ends their turn"), person.screen.texts()
    person.press(__import__("pygame").K_RETURN)  # Enter is the safe answer
    assert not person.screen.shows("End your turn early?")
    assert person.screen.shows("4 actions left"), person.screen.texts()


def test_a_move_that_keeps_the_turn_going_asks_nothing(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    person.wait_for_text("End turn", seconds=20)
    person.click_text("Place gem")
    person.frames(10)
    assert not person.screen.shows("End your turn early?")


def test_the_question_opened_by_a_key_never_puts_yes_under_the_resting_pointer(open_app):
    import pygame

    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    end = person.wait_for_text("End turn", seconds=20)
    person.click(end.rect.center)
    yes = person.wait_for_text("Yes, end turn", seconds=2)
    person.press(pygame.K_RETURN)
    person.move(yes.rect.center)  # the pointer rests where Yes was
    key = end.text.split()[0]  # the number shown on End turn
    person.press(pygame.key.key_code(key), unicode=key)
    person.wait_for_text("End your turn early?", seconds=2)
    under = [d.text for d in person.screen.at(person.pointer)]
    assert not any("Yes" in t for t in under), under
    assert any("Not yet" in t for t in under), under


def test_the_questions_buttons_show_their_tooltips(open_app):
    """Play test 6 item 5: "Yes, end turn" and "Not yet" each have a tooltip,
    and the dialog drew none."""
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game(person, "captain", ["human", "normal", "normal"], seed=1)
    end = person.wait_for_text("End turn", seconds=20)
    person.click(end.rect.center)
    person.wait_for_text("End your turn early?", seconds=2)
    person.every_frame = True
    for label, tip in (("Yes, end turn", "Click to end your turn"), ("Not yet", "Back to your turn")):
        button = person.screen.find(label)[0]
        person.move((button.rect.centerx + 3, button.rect.centery))
        person.wait(1.5)
        assert person.screen.shows(tip), (label, person.screen.texts()[-8:])
    assert person.screen.shows("End your turn early?")
