"""Play test 3: the log called the person "You" in their private lines
("You sell…") and "Player 1" in the public ones ("Player 1 picks up…").
One name for one seat: no line of the person's log speaks to them as "You"."""
from __future__ import annotations

import random

import pytest

from game.games import all_specs
from game.scenes import table_scene_class
from game.seating import build_match


@pytest.mark.parametrize("game_id", [s.id for s in all_specs()])
def test_the_log_names_the_person_as_it_names_everyone(app, game_id):
    match = build_match(game_id, ["human", "normal", "normal"], seed=4)
    table = table_scene_class(game_id)(app, match, autoplay=False)
    app.push(table)
    rng = random.Random(4)
    for _ in range(120):
        if match.state.is_over:
            break
        table.apply_action(rng.choice(list(match.state.legal_actions())))
    lines = [t for _, t in table.log_lines()]
    assert any(table.seat_name(0) in t for t in lines)
    assert not [t for t in lines if t.startswith(("You ", "You'"))], lines
