"""Play test 6 (#12): in the Star Traders lesson a bot's "+1 Prestige −$5"
rose over the worlds' numbers and names.  Rising texts follow the shared
rule (tests/acceptance/test_floats_keep_apart.py): by their source, never
meeting each other, and on a plate where they cross a world's label
(the table's float_keep_clear), in every frame of the lesson up to its
hand-over, where the bots build and trade."""
import pytest

from tests.acceptance.test_floats_keep_apart import faults, rising_texts_drawn
from tests.acceptance.test_lessons_walked import walk


@pytest.mark.slow  # the whole lesson, every frame drawn
def test_rising_texts_keep_off_the_world_labels(open_app, monkeypatch):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    drawn = rising_texts_drawn(monkeypatch)
    found, frames_with_floats = [], 0

    def look(_screen) -> bool:
        nonlocal frames_with_floats
        floats = list(drawn)
        drawn.clear()
        if floats:
            frames_with_floats += 1
            found.extend(faults(floats, [("a world label", r) for r in person.app.top.gview.label_rects()]))
        return False

    walk(person, "star-traders", look)
    assert frames_with_floats > 10  # the bots' gains rose
    assert not found, "\n".join(dict.fromkeys(found))
