"""Play test 6 (#16): in the Cartel lesson the person's ★4 became ★0 when
Vega built on their TopTech, and the coach never said why (TopTech pays only
as the top floor; the Laundromat pays nothing)."""
from tests.acceptance.test_lesson_controls import _to_step
from tests.acceptance.test_lessons_walked import _start_lesson


def test_the_coach_explains_the_score_that_fell_when_it_falls(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "cartel")
    _to_step(person, 8)  # build: Vega's Laundromat now stands on the person's TopTech
    words = " ".join(person.screen.coach_texts)
    assert "Laundromat" in words, words
    panel = person.screen.find("Player 1")[0]
    star = [d for d in person.screen.frame if d.rect is not None and d.text in ("★0", "0")
            and abs(d.rect.centery - panel.rect.centery) < 50]
    assert star, [d for d in person.screen.frame if d.rect is not None and abs(d.rect.y - panel.rect.y) < 50]
    assert "only while it is the top floor" in words and "from 4 to 0" in words, words
