"""The Captain of the Stars lesson at the table: a one-hex move lights only
that hex (not the far hexes whose flight starts with the same move), and a
click on such a far hex is refused with the step's hint."""
from __future__ import annotations

from game.lesson import load_lesson
from game.scenes.lesson_walk import play_bots, point_in, walk


def _at_step(app, step_id):
    lesson = load_lesson("captain")
    i = next(k for k, s in enumerate(lesson.steps) if s.id == step_id)
    result = walk(app, lesson, stop_at=i)
    play_bots(result.table, result.coach)
    return lesson.steps[i], result.table, result.coach


def test_a_one_hex_move_lights_that_hex_only(app):
    step, table, coach = _at_step(app, "move-out")
    lit = coach.lit()
    assert [t.key for _, t in lit] == [("hex", (0, -1))]
    far = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "route"
           and any(step.expect.matches(a) for a in t.actions)]
    assert far, "far hexes whose flight starts with the expected move exist"
    steps = len(table.match.steps)
    pos = point_in(table, far[0].rect, far[0])
    assert pos is not None
    table.click(pos)
    assert len(table.match.steps) == steps and table.popup is None
    assert coach.wrong_clicks == 1 and table.toasts[-1][0] == step.wrong


def test_the_raid_lights_vegas_settlement(app):
    step, table, coach = _at_step(app, "attack")
    lit = coach.lit()
    assert len(lit) == 1
    rect, target = lit[0]
    assert target is not None and target.key == ("hex", (-2, -2))
