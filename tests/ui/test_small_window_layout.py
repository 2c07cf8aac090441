"""A small window (960x600, a 1920x1200 canvas) keeps a readable game log:
the extra height of a tall canvas goes to the log, not the player panels."""
from __future__ import annotations

import pytest

from game.scenes import table_scene_class
from game.scenes.table_parts.log_panel import line_height
from game.seating import build_match

MOST_SEATS = [("captain", 6), ("star-traders", 6), ("star-cartel", 6), ("star-cargo", 4), ("cartel", 4)]


def open_table(app, game, players):
    table = table_scene_class(game)(app, build_match(game, ["human"] + ["normal"] * (players - 1), seed=3),
                                    autoplay=False)
    app.push(table)
    return table


@pytest.mark.parametrize("game, players", MOST_SEATS)
def test_the_log_shows_at_least_twelve_lines_at_960x600(app, game, players):
    app.set_window_size((960, 600))
    table = open_table(app, game, players)
    assert table.log_panel.inner(False).h // line_height() >= 12
    side = table.side_rect
    assert all(side.contains(r) for r in table.panels.rects) and side.contains(table.log_panel.rect)


@pytest.mark.parametrize("game, players", MOST_SEATS)
def test_panels_at_1080_keep_their_height(app, game, players):
    app.set_window_size((1920, 1080))
    at_1080 = [r.h for r in open_table(app, game, players).panels.rects]
    app.pop()
    app.set_window_size((960, 600))
    assert [r.h for r in open_table(app, game, players).panels.rects] == at_1080
