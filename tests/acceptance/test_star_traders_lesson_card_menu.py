"""Issue 49 (play test 6, #15): in the Star Traders lesson a click on the
Windfall card played it at once, while in a game the same click opens the
card's Play/Discard menu.  The lesson behaves as the game does: the click
opens the menu, the coach lights its Play item, and its words say so."""
from __future__ import annotations

import re

from tests.acceptance.test_lessons_walked import _start_lesson, advance_until, every_frame


def test_a_card_click_in_the_lesson_opens_its_menu_as_in_a_game(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    with every_frame(person):
        _start_lesson(person, "star-traders")
        advance_until(person, lambda: "Windfall" in " ".join(person.screen.coach_texts) and person.screen.lit,
                      why="the lesson never came to the Windfall")
        assert "then choose Play" in " ".join(person.screen.coach_texts)
        table = person.app.top
        steps = len(table.match.steps)
        card = person.screen.lit[0]
        person.move(card.center)
        person.click(card.center)
        person.frames(2)
        items = [d for d in person.screen.frame if d.rect is not None and re.match(r"^\d  (Play|Discard) Windfall", d.text)]
        assert [re.sub(r"^\d  ", "", d.text) for d in items] == ["Play Windfall", "Discard Windfall"], \
            person.screen.texts()
        assert len(table.match.steps) == steps, "the click played the card without its menu"
        play = next(d for d in items if "Play" in d.text)
        assert any(lit.contains(play.rect) for lit in person.screen.lit), "the coach does not light Play"
        person.click(play.rect.center)
        person.frames(3)
        assert len(table.match.steps) == steps + 1
        assert "Windfall" not in " ".join(person.screen.coach_texts)
