"""Play test 6 (#12): in the Star Traders lesson a bot's "+1 Prestige −$5"
rose over the worlds' numbers and names.  Rising texts keep off the labels
the galaxy draws (the table's float_keep_clear) and off each other, in every
frame of the lesson up to its hand-over, where the bots build and trade."""
import pytest

from tests.acceptance.test_floats_keep_apart import rising_texts_drawn
from tests.acceptance.test_lessons_walked import walk


@pytest.mark.slow  # the whole lesson, every frame drawn
def test_rising_texts_keep_off_the_world_labels(open_app, monkeypatch):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    drawn = rising_texts_drawn(monkeypatch)
    meets, frames_with_floats = [], 0

    def look(_screen) -> bool:
        nonlocal frames_with_floats
        floats = list(drawn)
        drawn.clear()
        if floats:
            frames_with_floats += 1
            labels = person.app.top.gview.label_rects()
            for i, a in enumerate(floats):
                meets.extend(f"two rising texts meet at {tuple(a)}, {tuple(b)}" for b in floats[i + 1:]
                             if a.colliderect(b))
                meets.extend(f"a rising text {tuple(a)} over a world label {tuple(r)}" for r in labels
                             if a.colliderect(r))
        return False

    walk(person, "star-traders", look)
    assert frames_with_floats > 10  # the bots' gains rose
    assert not meets, "\n".join(dict.fromkeys(meets))
