"""Texts the issue found cut ("…saved 28 Nov…", "4 Fortify 1–7…", a named
save's facts) are shown whole at 1280x720 and 1600x900."""
from __future__ import annotations

import pytest

from game import persist
from game.games.captain.rules import actions as A
from game.scenes import table_scene_class
from game.seating import build_match
from game.ui import draw, theme

SIZES = [(1280, 720), (1600, 900)]


def six_seat_game(moves=12):
    from game.ai import decide, make_bot

    m = build_match("captain", ["human"] + ["normal"] * 5, seed=3)
    bot = make_bot("captain", "normal")
    for _ in range(moves):
        m.apply(decide(m.state, bot, 3, len(m.steps)))
    return m


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_says_when_the_game_in_progress_was_saved_in_full(app, cuts, size):
    from game.scenes.menu import MenuScene

    app.set_window_size(size)
    persist.autosave(six_seat_game())
    menu = MenuScene(app)
    app.push(menu)
    app.render()
    assert "saved" in menu._continue_tip()
    assert not [s for s in cuts if "saved" in s or "players" in s]


@pytest.mark.parametrize("size", SIZES)
def test_a_named_six_seat_save_shows_all_its_facts(app, cuts, size):
    from game.scenes.load import LoadScene

    app.set_window_size(size)
    persist.write_save(six_seat_game(), "A rather long name for a save of a long game")
    app.push(LoadScene(app))
    app.render()
    assert not cuts


def test_the_amount_chooser_button_is_worded_whole(app):
    table = table_scene_class("captain")(app, build_match("captain", ["human", "normal", "normal"], seed=3),
                                         autoplay=False)
    app.push(table)
    plain, chooser = table._amount_buttons(A.Fortify, [A.Fortify(p) for p in range(1, 8)])
    assert plain == A.Fortify(7)
    assert chooser.label == "Fortify: other amounts" and "1 to 7" in chooser.tooltip
    assert draw.ellipsize(chooser.label, theme.SIZE_SMALL, 560 - 44, True) == chooser.label
