"""Play test 6 (#12): a bot's gains rose over each other and over the map's
labels.  Play test 7 (shot065/078/122): kept off the labels, "+20 res +2 VP"
and "−16 res" rose far from what earned them (the map's corner, the hub).
A rising text reads as coming from its source: it starts there or at most
about one text height away; in no frame does it meet another; and where it
crosses a region's name it is drawn on its own dark plate.  Walked in the
Captain lesson, whose bots build and fortify."""
import math
from dataclasses import dataclass

import pygame

from game.scenes.table_parts import floats as floats_mod
from game.ui import anim as anim_mod
from tests.acceptance.test_lessons_walked import _start_lesson, advance_until, every_frame


@dataclass
class Risen:
    words: str
    rect: pygame.Rect  # where it is drawn in this frame
    surf: pygame.Surface  # what is drawn there
    start: tuple  # where it began its rise
    source: tuple  # where it was asked for


def rising_texts_drawn(monkeypatch) -> list[Risen]:
    """A list that gathers each rising text drawn, frame by frame (the caller empties it)."""
    drawn: list[Risen] = []
    asked: dict[int, tuple] = {}
    real_draw, real_add = anim_mod.FloatText.draw, floats_mod.Floats.add

    def add(self, text, pos, *args, **kwargs):
        rising = real_add(self, text, pos, *args, **kwargs)
        asked[id(rising)] = tuple(pos)
        return rising

    def draw(self, surface):
        if self.started:
            drawn.append(Risen(self.words, self.rect(), self.surf, tuple(self.pos), asked.get(id(self), tuple(self.pos))))
        return real_draw(self, surface)

    monkeypatch.setattr(floats_mod.Floats, "add", add)
    monkeypatch.setattr(anim_mod.FloatText, "draw", draw)
    return drawn


def on_plate(surf: pygame.Surface) -> bool:
    """The words sit on an opaque plate: the picture's edge, away from its round corners, is solid."""
    w, h = surf.get_size()
    edge = [(x, y) for x in range(8, w - 8) for y in (1, h - 2)] + [(x, y) for x in (1, w - 2) for y in range(8, h - 8)]
    return all(surf.get_at(p).a >= 200 for p in edge)


def faults(floats: list[Risen], labels) -> list[str]:
    """What breaks the rule in one frame: two texts meeting, a text far from
    its source, a text over a label (`labels`: (name, rect)) without its plate."""
    out = []
    for i, a in enumerate(floats):
        out.extend(f"{a.words!r} {tuple(a.rect)} meets {b.words!r} {tuple(b.rect)}" for b in floats[i + 1:]
                   if a.rect.colliderect(b.rect))
        reach = a.surf.get_height() + floats_mod.GAP
        if math.dist(a.start, a.source) > reach + 1:
            out.append(f"{a.words!r} began at {a.start}, {math.dist(a.start, a.source):.0f} px from its source "
                       f"{a.source} (reach {reach})")
        out.extend(f"{a.words!r} {tuple(a.rect)} crosses {name} with no plate" for name, r in labels
                   if a.rect.colliderect(r) and not on_plate(a.surf))
    return out


def test_rising_texts_stay_by_their_source_and_apart(open_app, monkeypatch):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    drawn = rising_texts_drawn(monkeypatch)
    _start_lesson(person, "captain")
    table = person.app.top
    titles = {pl.title.upper() for pl in table.state.board.placements}
    found, frames_with_floats = [], 0

    def look() -> bool:
        nonlocal frames_with_floats
        floats = list(drawn)
        drawn.clear()
        if floats:
            frames_with_floats += 1
        labels = [(d.text, d.rect) for d in person.screen.frame if d.rect is not None and d.text in titles]
        found.extend(faults(floats, labels))
        return "step 11 of" in " ".join(person.screen.coach_texts)

    with every_frame(person):
        advance_until(person, look, seconds=120, why="step 11 never came")
    assert frames_with_floats > 10  # the bots' gains rose
    assert not found, "\n".join(dict.fromkeys(found))
