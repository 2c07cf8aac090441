"""Walk a lesson through the real table without a person: the bots play as
the app would (scripted moves first, else their level's decision, the same
one the bot worker gives), and at each step the person's part is played by
clicking what the coach lights.  Used by `main.py learn <game> --check`,
`main.py screenshot learn` and the lesson tests.

Every lit target must be a legal action the step expects, every check must
hold, and the walk must reach the hand-over; otherwise LessonBroken says
where, in one sentence.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ai import decide, make_bot
from game.lesson import Lesson
from game.scenes import table_scene_class
from game.scenes.table_parts.coach import attach_coach
from game.seating import default_seats
from game.session import Match

MAX_BOT_MOVES = 400  # bot decisions between two steps before the walk gives up
MAX_CLICKS = 8  # clicks one step may take (pick up, place, choose how many, confirm)


class LessonBroken(Exception):
    """The lesson's story does not hold at the table (one sentence)."""


@dataclass
class WalkedStep:
    id: str
    text: str
    teaches: tuple
    clicks: int = 0
    action: str = ""


READING_WPM = 150  # words a minute for a newcomer reading the coach
SECONDS_PER_CLICK = 5.0  # finding and making one click the coach lit
BOT_SECONDS = 0.8  # the default pace between bot moves


@dataclass
class Walk:
    table: object
    coach: object
    steps: list = field(default_factory=list)
    bot_moves: int = 0  # bot decisions played during the guided part

    def minutes(self) -> float:
        """The guided part at a person's pace: reading, clicking, watching the bots."""
        words = sum(len(s.text.split()) for s in self.steps)
        clicks = sum(max(1, s.clicks) for s in self.steps)  # Next counts as a click
        return (words / READING_WPM * 60 + clicks * SECONDS_PER_CLICK + self.bot_moves * BOT_SECONDS) / 60


def open_lesson(app, lesson: Lesson, *, autoplay: bool = True, autosaves: bool = True, match: Match | None = None,
                **callbacks):
    """A table for `lesson` with its coach on it (not pushed); `match`: a
    lesson's game resumed from its autosave, the coach at its saved step."""
    if match is None:
        match = Match(lesson.game_id, default_seats(list(lesson.seats)), lesson.seed, dict(lesson.options))
    else:
        callbacks["start"] = match.lesson
    table = table_scene_class(lesson.game_id)(app, match, autoplay=autoplay)
    table.autosaves = autosaves
    coach = attach_coach(table, lesson, **callbacks)
    return table, coach


def play_bots(table, coach, limit: int = MAX_BOT_MOVES) -> int:
    """Bots move until the person must decide (or the game ends); how many moves they made."""
    match = table.match
    bots = {}
    for played in range(limit):
        state = table.state
        seat = table.to_act
        if not state.is_over and seat is not None and not match.seats[seat].is_bot and table.passes_only(seat):
            table.auto_pass(seat)  # as the table does for a person with nothing to play
            continue
        if state.is_over or seat is None or not match.seats[seat].is_bot:
            return played
        action = coach.script(seat)
        if coach.broken:
            raise LessonBroken(f"step {coach.step.id!r}: {coach.broken}")
        if action is None:
            level = match.seats[seat].kind
            bot = bots.setdefault(level, make_bot(match.game_id, level))
            action = decide(state, bot, match.seed, len(match.steps))
        table.apply_action(action)
    raise LessonBroken(f"step {coach.step.id!r}: the bots played {limit} moves without the person's turn coming")


def point_in(table, rect, target) -> tuple | None:
    """A point of `rect` where a click reaches `target` (any point for a button)."""
    if target is None:
        return rect.center
    if table.target_at(rect.center) is target:
        return rect.center
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
            if table.target_at(p) is target:
                return p
    return None


def check_lit(table, coach) -> list:
    """The lit items, after checking each one leads to a legal expected action."""
    step = coach.step
    items = coach.lit()
    if not items:
        raise LessonBroken(f"step {step.id!r}: nothing is lit for {step.expect.describe()} "
                           f"(legal now: {', '.join(sorted({type(a).__name__ for a in table.legal})) or 'none'})")
    for rect, target in items:
        if target is not None:
            acts = [a for a in target.actions if step.expect.matches(a)]
            bad = [a for a in acts if a not in table.legal]
            if bad:
                raise LessonBroken(f"step {step.id!r}: a lit target offers {bad[0].label()}, which is not legal")
    return items


def take_step(table, coach, watch=None) -> WalkedStep:
    """Click what the coach lights until the step's action is taken;
    `watch(table, coach)` is called before each click."""
    step = coach.step
    done = WalkedStep(step.id, step.text, step.teaches)
    start = len(table.match.steps)
    for _ in range(MAX_CLICKS):
        items = check_lit(table, coach)
        # labels read the position, so name the action before it changes it
        labels = {a: table.action_label(a) for a in table.legal if step.expect.matches(a)}
        rect, target = items[0]
        pos = point_in(table, rect, target)
        if pos is None:
            raise LessonBroken(f"step {step.id!r}: the lit target at {tuple(rect)} cannot be clicked")
        if watch is not None:
            watch(table, coach)
        table.update(1.0)  # the person reads the coach between clicks: never a double click
        table.click(pos)
        done.clicks += 1
        if len(table.match.steps) > start:
            last = table.match.steps[start]
            if last.seat != coach.person or not step.expect.matches(last.action):
                raise LessonBroken(f"step {step.id!r}: the click took {last.action.label()}, "
                                   f"not {step.expect.describe()}")
            done.action = labels.get(last.action) or table.action_label(last.action)
            return done
    raise LessonBroken(f"step {step.id!r}: {MAX_CLICKS} clicks on lit targets did not take {step.expect.describe()}")


def walk(app, lesson: Lesson, *, stop_at: int | None = None, watch=None, **callbacks) -> Walk:
    """Walk `lesson` to its hand-over (or to step index `stop_at`, shown and
    waiting); `watch(table, coach)` is called before each of the person's
    clicks (Next too); `callbacks` go to the coach.  Raises LessonBroken."""
    table, coach = open_lesson(app, lesson, autoplay=False, autosaves=False, **callbacks)
    app.push(table)
    result = Walk(table, coach)
    guard = 0
    while not coach.step.handover:
        guard += 1
        if guard > 4 * len(lesson.steps) + 40:
            raise LessonBroken("the walk went round without reaching the hand-over")
        if coach.broken:
            raise LessonBroken(f"step {coach.step.id!r}: {coach.broken}")
        step = coach.step
        unknown = [n for n in step.about if n not in table.named_rects()]
        if unknown:
            raise LessonBroken(f"step {step.id!r}: the table names nothing {unknown[0]!r} (its about: list)")
        if step.expect is None:
            if stop_at is not None and coach.index >= stop_at:
                return result
            result.steps.append(WalkedStep(step.id, step.text, step.teaches))
            button = coach.buttons.get("next")
            if button is None:
                raise LessonBroken(f"step {step.id!r}: a text step without a Next button")
            if watch is not None:
                watch(table, coach)
            table.update(1.0)  # the person reads the step: the board's last move lands, the panel settles
            table.click(button.rect.center)
            continue
        result.bot_moves += play_bots(table, coach)
        if table.state.is_over:
            raise LessonBroken(f"step {step.id!r}: the game ended before the hand-over")
        if coach.broken:
            raise LessonBroken(f"step {step.id!r}: {coach.broken}")
        if stop_at is not None and coach.index >= stop_at:
            return result
        index = coach.index
        if not (result.steps and result.steps[-1].id == step.id):
            failed = coach.failed_checks()
            if failed:
                raise LessonBroken(failed[0])
        walked = take_step(table, coach, watch)
        if coach.index == index and not step.repeat:
            raise LessonBroken(f"step {step.id!r}: its action was taken but the coach did not go on")
        if result.steps and result.steps[-1].id == walked.id:
            result.steps[-1].clicks += walked.clicks
        else:
            result.steps.append(walked)
    result.steps.append(WalkedStep(coach.step.id, coach.step.text, coach.step.teaches))
    return result


def wrong_click_point(table, coach) -> tuple | None:
    """A point on the board that is not lit (for a wrong click)."""
    lit = [r.inflate(12, 12) for r, _ in coach.lit()]
    b = table.board_rect
    for fy in (0.1, 0.5, 0.9, 0.3, 0.7):
        for fx in (0.1, 0.9, 0.5, 0.3, 0.7):
            p = (int(b.x + b.w * fx), int(b.y + b.h * fy))
            if not any(r.collidepoint(p) for r in lit) and not coach.rect.collidepoint(p):
                return p
    return None


__all__ = ["LessonBroken", "Walk", "walk", "open_lesson", "play_bots", "wrong_click_point"]
