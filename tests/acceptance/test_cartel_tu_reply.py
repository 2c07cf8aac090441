"""Play test 7 (item 2, shot265): when Rigel's Congressman Tu leaned on the
person, the prompt said "Click the cards in your hand to give them up" (the
answer is to put an Official into service, or to show a hand without one),
and it had no numbered buttons as every other reply has.  Now it is a reply
prompt: one numbered button per answer, in the rules' words, and no Pass."""
import pygame

from game.games.cartel import texts as T
from game.games.cartel.rules.actions import Appoint
from tests.acceptance.conftest import start_game_at


def _leaned_on(st):
    p = st.window()
    return p is not None and p.kind == "summoned" and p.seat == 0


def test_congressman_tus_reply_numbers_each_official_and_a_key_puts_it_into_service(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], _leaned_on, seed=24)
    person.wait_until(lambda: table.my_turn, seconds=10)
    person.wait_for_text("Rigel's Congressman Tu: put one of your Officials into service", seconds=5)
    words = " ".join(person.screen.all_text().split())
    assert "give them up" not in words, words[-400:]
    answers = sorted(table.legal, key=lambda a: table.action_label(a))
    assert len(answers) == 4 and all(isinstance(a, Appoint) for a in answers), answers
    shown = {}
    for a in table.legal:
        label = f"  {T.name(a.card)}"
        drawn = [d.text for d in person.screen.frame if d.text.endswith(label) and d.text[:1].isdigit()]
        assert drawn, (label, [t for t in person.screen.texts() if "Put" in t or "Ford" in t])
        shown[int(drawn[0][0])] = a
    assert sorted(shown) == [1, 2, 3, 4], shown
    person.move(person.screen.find("  Sneaky Sven")[0].rect.center, frames=40)
    assert "its arrival power does not happen" in " ".join(person.screen.all_text().split())
    in_prompt = [d.text for d in person.screen.frame if d.rect is not None and table.prompt_rect.contains(d.rect)]
    assert not [t for t in in_prompt if t.endswith("Pass")], in_prompt
    person.press(pygame.K_0, unicode="0")
    assert table.state.window() is not None  # 0 answers nothing: there is no Pass
    before = len(table.match.steps)
    person.press(pygame.K_3, unicode="3")
    person.wait_until(lambda: len(table.match.steps) > before, seconds=5, why="3 answered nothing")
    assert table.match.steps[before].action == shown[3]  # the bots may have moved on since
