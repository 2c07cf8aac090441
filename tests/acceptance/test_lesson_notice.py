"""Issue 49, play test 5a: a lesson's wrong-click notice was drawn under the
coach's dimming (dull brown, the shipyard showing through), and the long one
wrapped leaving a lone "column." on its second line (z234.png)."""
from __future__ import annotations

from game.lesson import load_lesson
from game.ui import theme
from tests.acceptance.test_lesson_controls import _to_step
from tests.acceptance.test_lessons_walked import _start_lesson

WRONG = next(s.wrong for s in load_lesson("star-cartel").steps if s.id == "load-second")


def _brightest(canvas, rect):
    """The pixel of `rect` nearest the warning colour the notice's words are drawn in."""
    best = None
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            c = canvas.get_at((x, y))[:3]
            d = sum(abs(a - b) for a, b in zip(c, theme.WARN))
            best = d if best is None else min(best, d)
    return best


def test_a_wrong_click_notice_is_bright_and_wraps_evenly(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "star-cartel")
    _to_step(person, 4)  # "load-second": its wrong-click words are the long ones
    spot = next(d for d in person.screen.frame if d.text == "Deck" and d.rect is not None)  # not lit: dimmed
    assert not any(r.colliderect(spot.rect) for r in person.screen.lit)
    person.click(spot.rect.center)
    person.frames(2)
    lines = [d for d in person.screen.frame if d.rect is not None and d.text.strip() and d.text.strip() in WRONG
             and d.size == theme.SIZE_BODY]
    assert " ".join(d.text.strip() for d in lines) == WRONG, [d.text for d in lines]
    if len(lines) > 1:
        assert all(len(d.text.split()) > 2 for d in lines), [d.text for d in lines]
    for d in lines:  # drawn in its own colour, not dimmed with the board
        assert _brightest(person.app.canvas, d.rect) < 40, (d.text, _brightest(person.app.canvas, d.rect))
