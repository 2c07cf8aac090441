"""Play test 3: the Star Cargo coach said "Rigel flew here too" while Rigel's
ship was still drawn flying.  A step's words come once the board has
settled; until then the coach says whom to watch."""
from __future__ import annotations

import pytest

from tests.acceptance.test_lessons_walked import walk


@pytest.mark.slow  # a whole lesson walked
def test_the_coach_speaks_of_rigels_flight_only_once_it_has_landed(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    counts = {"seen": 0, "early": 0}

    def look(screen) -> bool:
        words = " ".join(screen.coach_texts)
        if "flew here too" in words:
            counts["seen"] += 1
            if person.app.top.banner.mover() is not None:  # the banner still names the mover
                counts["early"] += 1
        return "move first" in words or ("flew here too" in words and counts["seen"] < 30)  # reads, then acts

    walk(person, "star-cargo", look)
    assert counts["seen"] > 10
    assert counts["early"] == 0, f"the coach spoke of Rigel's flight in {counts['early']} frames while it flew"
