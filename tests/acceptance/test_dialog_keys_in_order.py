"""Play test 6 #13: "End your turn early?" showed "2  Yes, end turn" left of
"1  Not yet".  A dialog's keys follow the reading order, and the safe
answer stands first."""
import re

from tests.acceptance.conftest import start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def test_the_end_turn_question_numbers_its_answers_left_to_right(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=True)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=8,
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and not st.stack)
    person.click(person.wait_for_text("End turn", seconds=20).rect.center)
    person.wait_for_text("End your turn early?", seconds=2)
    answers = sorted((d.rect.x, d.text) for d in person.screen.frame
                     if d.rect is not None and NUMBERED.match(d.text) and ("Not yet" in d.text or "Yes" in d.text))
    assert [t for _, t in answers] == ["1  Not yet", "2  Yes, end turn"], answers
