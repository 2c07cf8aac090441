"""Play test 6 (#12): a bot's gains rose over each other and over the map's
labels ("−3 res" and "+5 VP" half on top of each other, over the FEDERATION
label; "+1 Prestige −$5" over world labels).  The rising texts share one
layout: in no frame does one meet another, and a region's name is never
under one.  Walked in the Captain lesson, whose bots build and fortify."""
import pygame

from game.ui import anim as anim_mod
from tests.acceptance.test_lessons_walked import _start_lesson, advance_until, every_frame


def rising_texts_drawn(monkeypatch) -> list[pygame.Rect]:
    """A list that gathers where each rising text is drawn, frame by frame (the caller empties it)."""
    drawn: list[pygame.Rect] = []
    real = anim_mod.FloatText.draw

    def spy(self, surface):
        if self.started:
            drawn.append(self.rect())
        return real(self, surface)

    monkeypatch.setattr(anim_mod.FloatText, "draw", spy)
    return drawn


def test_rising_texts_meet_nothing_drawn(open_app, monkeypatch):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    drawn = rising_texts_drawn(monkeypatch)
    _start_lesson(person, "captain")
    table = person.app.top
    titles = {pl.title.upper() for pl in table.state.board.placements}
    meets, frames_with_floats = [], 0

    def look() -> bool:
        nonlocal frames_with_floats
        floats = list(drawn)
        drawn.clear()
        if floats:
            frames_with_floats += 1
        labels = [d for d in person.screen.frame if d.rect is not None and d.text in titles]
        for i, a in enumerate(floats):
            meets.extend(f"two rising texts meet at {tuple(a)}, {tuple(b)}" for b in floats[i + 1:]
                         if a.colliderect(b))
            meets.extend(f"a rising text {tuple(a)} over {d.text}" for d in labels if a.colliderect(d.rect))
        return "step 11 of" in " ".join(person.screen.coach_texts)

    with every_frame(person):
        advance_until(person, look, seconds=120, why="step 11 never came")
    assert frames_with_floats > 10  # the bots' gains rose
    assert not meets, "\n".join(dict.fromkeys(meets))
