"""Issue 49: in the Star Traders lesson the coach's panel never lies on the
Game log, at any step, during the glides between places, or at the
hand-over; nor on the galaxy once the person plays on their own.  On the
way its bottom row keeps its places on the panel in every step and state
(Leave, or Got it at the hand-over, then Coach off).  At rest it keeps off
the Trader's Luck card a step tells the person to play (play test 4: it
covered Avoid a Calamity at the step that says "Play it")."""
from __future__ import annotations

import re

import pygame
import pytest

from tests.acceptance.test_lessons_walked import step_of, walk


def _exact(screen, label):
    return [d for d in screen.find(label) if re.sub(r"^\d  ", "", d.text.strip()) == label and d.rect is not None]


def _log_area(person):
    """The log panel as drawn: from its "Game log" heading to the foot of the window."""
    head = [d for d in person.screen.find("Game log") if d.text.strip() == "Game log" and d.rect is not None]
    assert head, person.screen.texts()
    r = head[0].rect
    w, h = person.app.canvas.get_size()
    return pygame.Rect(r.x - 8, r.y - 8, w - r.x + 8, h - r.y + 8)


@pytest.mark.slow  # the whole Star Traders lesson walked, every frame drawn
def test_the_star_traders_coach_never_covers_the_log(open_app):
    from game.lesson import load_lesson

    person = open_app(bot_pace=0.0, animation_speed=1.0)
    seen, over, cells = 0, [], {}
    avoid = [i for i, s in enumerate(load_lesson("star-traders").steps) if s.id == "avoid"][0]
    avoid_head = f"step {avoid + 1} of"
    at_avoid = []  # (coach, the hand tray's heading) while the avoid step shows

    def at_avoid_rested() -> bool:
        return len(at_avoid) >= 20 and len({tuple(c) for c, _ in at_avoid[-10:]}) == 1

    def look(screen) -> bool:
        nonlocal seen
        log = _log_area(person)
        for coach, _lit in screen.coach_trail:
            if coach is not None:
                seen += 1
                if coach.colliderect(log):
                    over.append(tuple(coach))
        screen.coach_trail = []
        coach = screen.coach
        tray = [d.rect for d in screen.find("Your Trader's Luck") if d.rect is not None]
        if coach is not None and tray and avoid_head in step_of(screen) and not at_avoid_rested():
            at_avoid.append((pygame.Rect(coach), tray[0]))
            return True  # reads until the panel has come to rest
        for label in ("Leave", "Got it", "Coach off"):
            for d in _exact(screen, label):
                if coach is not None and coach.contains(d.rect):
                    cells.setdefault("Coach off" if label == "Coach off" else "left",
                                     set()).add((d.rect.centerx - coach.x, d.rect.centery - coach.bottom))
        return False

    walk(person, "star-traders", look)
    log = _log_area(person)
    assert seen > 100
    assert cells.keys() == {"left", "Coach off"} and all(len(c) == 1 for c in cells.values()), cells
    assert not over, f"the coach lay on the log {len(over)} frames, e.g. at {over[0]} (log {tuple(log)})"
    assert at_avoid, "the avoid step was never seen"
    coach, heading = at_avoid[-1]  # at rest
    cards = pygame.Rect(heading.x, heading.y, heading.w + 120, 110)
    assert not coach.colliderect(cards), (tuple(coach), tuple(cards))
    # the hand-over's panel, once still, is off the log and off the galaxy (its world numbers)
    person.wait_until(lambda: len({tuple(c) for c, _ in person.screen.coach_trail[-10:]}) == 1
                      and len(person.screen.coach_trail) >= 10, seconds=3, why="the coach never came to rest")
    coach = person.screen.coach
    # the galaxy as drawn: from its legend's left to its Fit button's right, under the Prestige track
    legend = person.screen.find("Jump needs a roll of")[0].rect
    fit = [d.rect for d in person.screen.find("Fit") if d.text.strip() == "Fit"][0]
    track = person.screen.find("Prestige")[0].rect
    galaxy = pygame.Rect(legend.x, track.bottom, fit.right - legend.x, fit.bottom - track.bottom)
    assert not coach.colliderect(_log_area(person))
    assert not coach.colliderect(galaxy), (tuple(coach), tuple(galaxy))


@pytest.mark.slow  # a whole lesson walked (some 40 s of frames)
def test_the_captain_coach_goes_back_off_the_log_once_the_shipyard_and_crew_dialogs_close(open_app):
    """Play test 3: from the shipyard on (steps 22-29) the coach lay on the log
    and its Recap and Bigger buttons; a dialog may push it there, but once the
    dialogs close it rests off the log again."""
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    resting_over = set()

    def look(screen) -> bool:
        trail = screen.coach_trail[-20:]
        still = len(trail) == 20 and len({tuple(c) if c else None for c, _ in trail}) == 1
        step = step_number(screen)
        if still and trail[-1][0] is not None and step >= 26 and trail[-1][0].colliderect(_log_area(person)):
            resting_over.add(step)
        return False

    walk(person, "captain", look)
    assert not resting_over, f"the coach rested on the log at steps {sorted(resting_over)}"


def step_number(screen) -> int:
    found = re.search(r"step (\d+) of", " ".join(d.text for d in screen.frame))
    return int(found.group(1)) if found else 0
