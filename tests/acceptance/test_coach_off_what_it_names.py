"""Issue 49 (play tests 5a/5b): the coach never lies on what its step talks
about.  Every lesson is walked as a person does, who waits for the panel to
come to rest before reading it and clicking; whenever the panel rests, its
drawn rect must not meet the drawn rect of anything the step names: the
things its words name (the table's named_rects), the things the step declares
it is about (lesson.yaml `about`: the pieces to watch), and the labels of
those things drawn on the board."""
from __future__ import annotations

import re

import pygame
import pytest

from game.games import all_specs
from game.lesson import has_lesson
from tests.acceptance.test_lessons_walked import walk

GAMES = [s.id for s in all_specs() if has_lesson(s.id)]
REST_FRAMES = 30  # half a second without moving: the person reads it now
REACT_FRAMES = 3  # a thing that has just come under a resting panel: the frames the panel has to start off

# what the play tests found under the panel, by step id (a regression list on
# top of what each lesson declares)
REPORTED = {
    "star-cargo": {**{s: ("saffron",) for s in ("pick-up", "fly", "sell", "discover", "pick-up-again",
                                                   "fly-again", "sell-again")}},
    "star-cartel": {"reach": ("long arm",), "turn-end": ("price",), "new-ship": ("price",)},
    "star-traders": {"avoid": ("action dice",)},
    "captain": {"welcome": ("oriel gap",), "goal": ("oriel gap",)},
}


def _table_and_coach(app):
    from game.scenes.table import TableScene
    from game.scenes.table_parts.coach import Coach

    table = app.top
    if not isinstance(table, TableScene):
        return None, None
    coach = next((p for p in table.parts if isinstance(p, Coach)), None)
    return table, coach


def _names(table, coach, screen, game_id) -> set:
    step = coach.step
    known = table.named_rects()
    words = f"{step.text} {' '.join(screen.coach_texts)}".lower()
    named = {n for n in known if re.search(rf"\b{re.escape(n)}\b", words)}
    return named | set(step.about) | set(REPORTED.get(game_id, {}).get(step.id, ()))


def _rects(table, screen, coach_rect, name) -> list:
    out = list(table.named_rects().get(name, ()))
    for d in screen.frame:  # the thing's own label on the board (never the coach's words)
        if d.rect is not None and d.text.strip().casefold().startswith(name) and not coach_rect.contains(d.rect):
            out.append(d.rect)
    return out


def walk_resting(person, game_id) -> list[str]:
    """The lesson walked, waiting for the panel to rest before each click;
    what the panel covered while at rest, one line per step and name."""
    last, rest, problems, under = None, 0, {}, {}

    def look(screen) -> bool:
        nonlocal last, rest
        table, coach = _table_and_coach(person.app)
        panel = screen.coach
        if table is None or coach is None or panel is None or not coach.guiding:
            return False
        rest = rest + 1 if panel == last else 0
        last = pygame.Rect(panel)
        if rest < REST_FRAMES:
            return True  # the person waits for the panel to come to rest
        for name in sorted(_names(table, coach, screen, game_id)):
            hit = [r for r in _rects(table, screen, panel, name) if panel.colliderect(r)]
            key = (coach.index, name, tuple(panel))
            under[key] = under.get(key, 0) + 1 if hit else 0
            if hit and under[key] > REACT_FRAMES:
                problems.setdefault((coach.index, name), f"step {coach.index + 1} ({coach.step.id}): the coach "
                                    f"{tuple(panel)} rests on {name!r} at {tuple(hit[0])}")
        return False

    walk(person, game_id, look)
    return list(problems.values())


@pytest.mark.slow  # every lesson walked whole; tests/acceptance/test_coach_buttons.py and test_coach_next.py stay fast
@pytest.mark.parametrize("game_id", GAMES)
def test_the_resting_coach_never_covers_what_its_step_names(open_app, game_id):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    problems = walk_resting(person, game_id)
    assert not problems, "\n".join(problems)
