"""Play test 4: in Star Cartel the Hint panel lay over the fourth card of the
bottom row (a lit choice) and a rival's ship panel.  The panel takes the
board's corner that covers none of the lit targets where one does."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("game_id,seed", [("star-cartel", 1), pytest.param("star-cartel", 5, marks=pytest.mark.slow),
                                          pytest.param("cartel", 2, marks=pytest.mark.slow)])
def test_the_hint_panel_covers_no_lit_target_when_a_corner_is_free(open_app, game_id, seed):
    from tests.acceptance.conftest import start_game

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game(person, game_id, ["human", "normal", "normal"], seed=seed)
    person.wait_until(lambda: table.my_turn and person.screen.find("Hint"), seconds=30, why="not the person's turn")
    person.click_text("Hint")
    person.wait_until(lambda: person.screen.find("Hint: "), seconds=60, why="the hint never came")
    person.frames(2)
    title = person.screen.find("Hint: ")[0].rect
    panel = table.hints.panel_rect()
    assert panel.collidepoint(title.center)  # the panel measured is the one drawn
    lit = [t.rect for t in table.current_targets() if t.clickable and t.highlight and t.rect is not None]
    b = table.board_rect
    corners = [panel.move(x - panel.x, y - panel.y) for x in (b.x + 16, b.right - panel.w - 16)
               for y in (b.y + 16, b.bottom - panel.h - 16)]
    free = [c for c in corners if not any(c.colliderect(r) for r in lit)]
    if free:
        assert not any(panel.colliderect(r) for r in lit), (tuple(panel), [tuple(r) for r in lit if panel.colliderect(r)])
