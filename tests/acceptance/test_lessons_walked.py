"""Every lesson, played to its hand-over as a person does: Next when the
coach shows it, else a click on the middle of a lit target, with the bots
moving at their own pace in the real worker.  On the way the coach never
covers what it lights, and its words are never cut."""
import re
from contextlib import contextmanager

import pygame
import pytest

from game.lesson import has_lesson
from game.games import all_specs

GAMES = [s.id for s in all_specs() if has_lesson(s.id)]
MAX_SECONDS = 240  # of frames, per lesson
JUMP = 120  # px the coach's panel may move in one frame (it glides)


def _start_lesson(person, game_id):
    from game.scenes.learn import learn

    learn(person.app, game_id)
    person.frames(3)


def _button(person, label):
    """The drawn button text that is `label`, or `label` after its key number ("6  Next")."""
    found = [d for d in person.screen.find(label) if re.sub(r"^\d  ", "", d.text.strip()) == label]
    return found[0] if found else None


def step_of(screen):
    return next((d.text for d in screen.frame if "step" in d.text and " of " in d.text), "")


def advance_until(person, done, seconds: float = 60, why: str = "") -> None:
    """Next when shown, else the first lit target, a frame apart, until `done()`."""
    for _ in range(round(seconds * 60)):
        if done():
            return
        nxt = _button(person, "Next")
        if nxt is not None:
            person.tap(nxt.rect.center)
        elif person.screen.lit:
            person.click(person.screen.lit[0].center)
        person.frames(1)
    raise AssertionError(f"{why or 'never done'}; on screen: {person.screen.texts()[:40]}")


def walk(person, game_id, look=None, seconds: float = MAX_SECONDS) -> None:
    """Play the lesson to its hand-over as a person does (Next when shown,
    else the middle of a lit target); `look(screen)` sees every frame first
    and returns True to let the frame pass without acting (reading).
    Without a `look`, the person glances at the table every IDLE frames
    while there is nothing to press (the frames between are stepped, not drawn)."""
    if look is None:
        _walk_to_hand_over(person, game_id, lambda screen: False, seconds, idle=IDLE)
        return
    with every_frame(person):
        _walk_to_hand_over(person, game_id, look, seconds)


IDLE = 4  # frames a walk with no `look` lets pass between glances while it waits


def _walk_to_hand_over(person, game_id, look, seconds, idle: int = 1) -> None:
    _start_lesson(person, game_id)
    frames = round(seconds * 60)
    while frames > 0:
        screen = person.screen
        waits = look(screen)
        if screen.shows("over to you"):
            return
        step = 1
        if not waits:
            nxt = _button(person, "Next")
            if nxt is not None:
                person.tap(nxt.rect.center)
            elif screen.lit:
                person.tap(screen.lit[0].center)
            else:
                step = idle
        person.frames(step)
        frames -= step
    raise AssertionError(f"{game_id}: no hand-over after {seconds} s of frames; "
                         f"on screen: {person.screen.texts()[:40]}")


@contextmanager
def every_frame(person):
    """Draw every frame while inside: what is checked looks at each one (the coach's trail)."""
    before, person.every_frame = person.every_frame, True
    try:
        yield
    finally:
        person.every_frame = before


def _walk(person, game_id):
    """Play the lesson; returns (clicks, problems seen)."""
    with every_frame(person):
        return _walk_checking_every_frame(person, game_id)


def _walk_checking_every_frame(person, game_id):
    _start_lesson(person, game_id)
    problems, clicks = [], 0
    for _ in range(round(MAX_SECONDS * 60)):
        screen = person.screen
        if screen.shows("over to you"):
            return clicks, problems
        trail, screen.coach_trail = screen.coach_trail, screen.coach_trail[-1:]
        for (before, lit), (coach, _) in zip(trail, trail[1:]):
            if coach is None or before is None:
                continue
            # a panel that changes size keeping an edge (its foot, so its buttons stay put) has not moved
            jump = max(min(abs(coach.x - before.x), abs(coach.right - before.right)),
                       min(abs(coach.y - before.y), abs(coach.bottom - before.bottom)))
            if jump > JUMP:
                problems.append(f"the coach jumped {jump} px in one frame, {tuple(before)} -> {tuple(coach)}")
            if coach == before:  # it stays on what it lights (one that starts to move is out of the way soon)
                problems += [f"the coach {tuple(coach)} rests on a lit target {tuple(r)} ({step_of(screen)})"
                             for r in lit if coach.colliderect(r)]
        coach = screen.coach
        if coach is not None:
            cut = [t for t in screen.coach_texts if t.rstrip().endswith("…")]
            problems += [f"cut coach words: {t!r}" for t in cut]
        nxt = _button(person, "Next")
        if nxt is not None:
            person.tap(nxt.rect.center)
            clicks += 1
            person.frames(2)
            continue
        if screen.lit:
            person.tap(screen.lit[0].center)
            clicks += 1
            person.frames(2)
            continue
        person.frames(1)
    raise AssertionError(f"{game_id}: no hand-over after {MAX_SECONDS} s of frames and {clicks} clicks; "
                         f"on screen: {person.screen.texts()[:40]}")


# whole lessons (15-40 s of frames each): the full suite; each lesson's first
# lit step stays in the fast tier (the two tests below)
@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_reaches_the_hand_over(open_app, game_id):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    clicks, problems = _walk(person, game_id)
    assert clicks >= 3
    assert not problems, "\n".join(dict.fromkeys(problems))


def _first_lit_step(person, game_id):
    _start_lesson(person, game_id)
    for _ in range(60 * 60):
        if person.screen.lit:
            return
        nxt = _button(person, "Next")
        if nxt is not None:
            person.tap(nxt.rect.center)
        person.frames(1)
    raise AssertionError(f"{game_id}: no step lit anything")


# the coach's panel and the tooltips are the same code at every table: Star Cartel's and
# Star Traders' (2 s of CPU each, the costliest first lit steps) run in the full suite
TOOLTIP_GAMES = [pytest.param(g, marks=pytest.mark.slow) if g in ("star-cartel", "star-traders") else g
                 for g in GAMES]


@pytest.mark.parametrize("game_id", TOOLTIP_GAMES)
def test_nothing_under_the_coach_shows_a_tooltip(open_app, game_id):
    """Issue 49 item 5: the pointer on the coach's panel or buttons never
    brings up the tooltip of a thing on the board under the panel."""
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _first_lit_step(person, game_id)
    # a tooltip due shows on the first frame the pointer rests: no 0.35 s wait at each of the 25 points
    person.app.tooltips.delay = 0
    coach = person.screen.coach
    person.move((2, 2))
    person.wait(0.5)
    before = set(person.screen.texts())
    for fy in (0.1, 0.3, 0.5, 0.7, 0.9):
        for fx in (0.1, 0.3, 0.5, 0.7, 0.9):
            pos = (int(coach.x + coach.w * fx), int(coach.y + coach.h * fy))
            person.move(pos)
            person.wait(0.05)
            new = [d.text for d in person.screen.frame
                   if d.text not in before and not (d.rect is not None and coach.contains(d.rect))]
            assert not new, f"at {pos} on the coach: {new}"


def _board_point_not_lit(person):
    """A point of the table's board area that no lit ring and no coach covers."""
    coach, lit = person.screen.coach, [r.inflate(16, 16) for r in person.screen.lit]
    w, h = person.app.canvas.get_size()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.1, 0.3, 0.5, 0.7, 0.2, 0.4):
            p = (int(w * fx), int(h * fy))
            if not coach.collidepoint(p) and not any(r.collidepoint(p) for r in lit):
                return p
    raise AssertionError("no unlit point")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_click_is_answered_in_full_and_in_sight(open_app, game_id):
    """Issue 49 item 5: the coach's answer to a wrong click is drawn whole,
    never cut with "…", and not under the coach's panel."""
    from game.lesson import load_lesson

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _first_lit_step(person, game_id)
    lesson = load_lesson(game_id)
    index = next(i for i, s in enumerate(lesson.steps) if person.screen.shows(f"step {i + 1} of"))
    wrong = lesson.steps[index].wrong
    person.click(_board_point_not_lit(person))
    person.frames(3)
    first_words = " ".join(wrong.split()[:3])
    shown = [d for d in person.screen.frame if first_words in d.text]
    assert shown, f"{wrong!r} not drawn; on screen: {person.screen.texts()}"
    assert not any(d.text.rstrip().endswith("…") for d in shown), shown
    last_words = " ".join(wrong.split()[-2:])
    assert any(last_words in d.text for d in person.screen.frame), (wrong, person.screen.texts())
    coach = person.screen.coach
    assert not any(d.rect is not None and coach.colliderect(d.rect) for d in shown), (shown, coach)
