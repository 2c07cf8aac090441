"""Play test 8 (shot015): once "Restart step" took a second row of buttons,
the Cartel lesson's long step 8 shrank to about 9 px in a 1280x720 window.
Every step's words fit the coach panel, with both rows of buttons, at the
small text size or larger (the panel grows to PANEL_H for them)."""
import pytest

from game.lesson import load_lesson
from game.scenes.table_parts import coach
from game.ui import draw, theme

GAMES = ["star-cartel", "star-cargo", "cartel", "star-traders", "captain"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_steps_words_fit_the_panel_at_the_small_size(app, game_id):
    room = coach.PANEL_H - 48 - 16 - 2 * 50  # the words' box over two rows of buttons
    tight = [(i + 1, draw.block_height(s.text, theme.SIZE_SMALL, coach.PANEL_W - 32))
             for i, s in enumerate(load_lesson(game_id).steps)
             if draw.block_height(s.text, theme.SIZE_SMALL, coach.PANEL_W - 32) > room]
    assert tight == [], f"steps whose words need more than {room} px at size {theme.SIZE_SMALL}: {tight}"
