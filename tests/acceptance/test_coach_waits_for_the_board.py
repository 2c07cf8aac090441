"""Play test 3: the Star Cargo coach said "Rigel flew here too" while Rigel's
ship was still drawn flying.  A step's words come once the board has
settled; until then the coach says whom to watch."""
from __future__ import annotations

import pytest

from tests.acceptance.test_lessons_walked import _button, _start_lesson


@pytest.mark.slow  # a whole lesson walked
def test_the_coach_speaks_of_rigels_flight_only_once_it_has_landed(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    _start_lesson(person, "star-cargo")
    seen, early = 0, 0
    for _ in range(240 * 60):
        screen = person.screen
        words = " ".join(screen.coach_texts)
        if "flew here too" in words:
            seen += 1
            if person.app.top.banner.mover() is not None:  # the banner still names the mover
                early += 1
        if "move first" in words or ("flew here too" in words and seen < 30):  # a person reads, then acts
            person.frames(1)
            continue
        if screen.shows("over to you"):
            break
        nxt = _button(person, "Next")
        if nxt is not None:
            person.click(nxt.rect.center)
        elif screen.lit:
            person.click(screen.lit[0].center)
        person.frames(1)
    else:
        raise AssertionError(f"no hand-over; on screen: {person.screen.texts()[:40]}")
    assert seen > 10
    assert early == 0, f"the coach spoke of Rigel's flight in {early} frames before the banner said 'Your turn'"
