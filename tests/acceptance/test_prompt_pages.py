"""Play test (issue 49 item 8): Cartel showed three short buttons, a tiny
"1/2" pager and the fourth choice alone on page 2, whose key only said "on
another page".  Now the buttons narrow before a second page: every choice
is on screen, and its key takes it."""
import pygame

from tests.acceptance.conftest import start_game_at


def _tu_turn(st) -> bool:
    return st.to_act == 0 and len(st.legal_actions()) >= 5 and any(type(a).__name__ == "Summon"
                                                                    for a in st.legal_actions())


def test_every_choice_of_a_crowded_turn_is_on_one_page_and_its_key_works(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=23, until=_tu_turn)
    person.wait_until(lambda: person.screen.find("Tu: lean on Rigel"), seconds=10, why="no Tu buttons")
    assert not person.screen.find("1/2"), "the choices were paged"
    own = [d for d in person.screen.find("Tu: lean on yourself") if d.text[:1].isdigit()]
    assert own, "|".join(t for t in person.screen.texts() if "Tu" in t)
    steps = len(table.match.steps)
    person.press(pygame.key.key_code(own[0].text[0]), unicode=own[0].text[0])
    person.frames(3)
    assert len(table.match.steps) == steps + 1 and type(table.match.steps[-1].action).__name__ == "Summon"
