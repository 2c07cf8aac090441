"""Play test 6 (#10): Star Cartel's player panel said "hold 3/6" while the
ship row on the board showed 4/6: the panel read the rules' hold at once,
the ship row keeps cards drawn until their flight to the price board lands.
In every frame of the bots' turns (loads and a delivery) both say the same."""
import re

from tests.acceptance.test_lessons_walked import _start_lesson, advance_until


def test_the_panels_hold_is_the_ship_rows_in_every_frame(open_app):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    _start_lesson(person, "star-cartel")
    advance_until(person, lambda: "step 5 of" in " ".join(person.screen.coach_texts), why="no step 5")
    person.every_frame = True
    seen, differ = set(), []
    for _ in range(60 * 4):  # Vega loads, Rigel loads and delivers
        frame = person.screen.frame
        panels = sorted(m.group(1) for d in frame if (m := re.search(r"· hold (\d+/\d+)$", d.text)))
        rows = sorted(d.text for d in frame if d.rect is not None and re.fullmatch(r"\d+/\d+", d.text))
        seen.update(panels)
        if panels != rows:
            differ.append((panels, rows))
        person.frames(1)
    assert {"6/6", "0/7"} <= seen, seen  # the delivery and the new ship were watched
    assert not differ, f"{len(differ)} frames disagree, the first: panels {differ[0][0]}, ship rows {differ[0][1]}"
