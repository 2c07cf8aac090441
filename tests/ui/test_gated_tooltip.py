"""Play test 4: in the Captain lesson a settlement's tooltip said "Click: Move
here" while the step's gate let a click only attack it.  A target a lesson
narrows says what a click does then."""
from __future__ import annotations

from game.scenes import table_scene_class
from game.seating import build_match


def test_a_narrowed_target_names_the_click_the_step_allows(app):
    table = table_scene_class("cartel")(app, build_match("cartel", ["human", "normal"], seed=3), autoplay=False)
    app.push(table)
    t = next(t for t in table.board.targets if len(t.actions) > 1 and t.rect is not None)
    first, second = t.actions[0], t.actions[1]
    table.gate_actions(lambda a: "" if a == second else "Not this one now.",
                       refusal=lambda a: "" if a == second else "Not this one now.")
    words = table.board.tooltip(t)
    assert f"Click: {table.action_label(second)}" in words, words
    assert f"Click: {table.action_label(first)}" not in words, words
