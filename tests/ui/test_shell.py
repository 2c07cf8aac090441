"""Shell scenes: each renders on the dummy driver; menus behave."""
from __future__ import annotations

import pygame
import pytest

from game import persist
from game.app import build_match
from tests.ui.conftest import non_blank


def _render(app, scene):
    app.push(scene)
    scene.update(0.016)
    surf = app.render()
    app.present()
    assert non_blank(surf)
    # hovering every widget must draw too (tooltips)
    for w in list(scene.widgets)[:12]:
        app.mouse = w.rect.center
        app.render()
    return surf


def _finished_toy(players=3, seed=5):
    from game.ai import decide, make_bot

    m = build_match("ui-toy", ["human"] + ["normal"] * (players - 1), seed=seed)
    bot = make_bot("ui-toy", "normal")
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    return m


def test_menu_renders(app):
    from game.scenes.menu import MenuScene

    _render(app, MenuScene(app))


def test_menu_continue_greyed_without_autosave(app):
    from game.scenes.menu import MenuScene

    menu = MenuScene(app)
    assert not menu.buttons[0].enabled
    assert "No game" in menu.buttons[0].hover_text()


def test_menu_continue_enabled_with_autosave(app):
    from game.scenes.menu import MenuScene

    persist.autosave(build_match("ui-toy", ["human", "normal"], seed=1))
    menu = MenuScene(app)
    assert menu.buttons[0].enabled
    app.push(menu)
    menu.continue_game()
    from game.scenes.table import TableScene

    assert isinstance(app.top, TableScene)


def test_menu_continue_greyed_for_unreadable_autosave(app):
    from game.scenes.menu import MenuScene

    (persist.data_dir() / persist.AUTOSAVE).write_text("{not json", encoding="utf-8")
    menu = MenuScene(app)
    assert not menu.buttons[0].enabled
    assert "cannot be read" in menu.buttons[0].hover_text()
    _render(app, menu)


def test_menu_shows_five_tiles(app):
    from game.scenes.menu import MenuScene
    from game.ui import theme

    menu = MenuScene(app)
    assert [t.game_id for t in menu.tiles] == list(theme.GAME_IDS)
    # cartel and star-traders are not started: not playable
    for t in menu.tiles:
        if t.game_id in ("cartel", "star-traders"):
            assert not t.available


def test_setup_renders_and_starts(app):
    from game.scenes.menu import MenuScene
    from game.scenes.setup import SetupScene
    from game.scenes.table import TableScene

    app.push(MenuScene(app))
    setup = SetupScene(app, "ui-toy")
    _render(app, setup)
    setup.set_players(3)
    setup.set_kind(1, "hard")
    setup.set_option("rounds", 1)
    setup.seed = "777"
    setup.start()
    assert isinstance(app.top, TableScene)
    m = app.top.match
    assert m.seed == 777 and len(m.seats) == 3 and m.seats[1].kind == "hard" and m.options["rounds"] == 1
    assert len({s.colour for s in m.seats}) == 3


def test_setup_players_within_range(app):
    from game.scenes.setup import SetupScene

    setup = SetupScene(app, "ui-toy")
    stepper = setup.widgets[0]
    assert stepper.choices == [2, 3, 4]


def test_settings_renders_and_saves(app):
    from game.scenes.settings import SettingsScene

    app.push(SettingsScene(app))
    scene = app.top
    _render(app, scene)
    scene.set_speed(2.0)
    scene.set_confirm(True)
    scene.done()
    again = persist.Settings.load()
    assert again.animation_speed == 2.0 and again.confirm_end_turn is True


def test_rules_renders_with_and_without_summary(app):
    from game.scenes.rules import RulesScene

    scene = RulesScene(app, "cartel")
    _render(app, scene)
    assert scene.missing  # no summary yet: placeholder text
    scene.select("ui-toy")
    app.render()


def test_markdown_layout():
    from game.ui import markdown

    lay = markdown.layout("# Title\n\nSome **bold** words.\n\n- one\n- two **b**\n\n1. first\n", 800)
    texts = [r.text for r in lay.runs]
    assert "Title" in texts and "bold" in texts and "first" in texts
    assert any(r.bold and r.text == "bold" for r in lay.runs)
    assert len(lay.bullets) == 2
    assert lay.height > 0


def test_results_renders_with_breakdown(app):
    from game.scenes.results import ResultsScene

    scene = ResultsScene(app, _finished_toy())
    assert scene.categories == ["cards played", "points"]
    _render(app, scene)


def test_results_play_again_same_seats_new_game(app):
    from game.scenes.results import ResultsScene
    from game.scenes.table import TableScene

    m = _finished_toy()
    app.push(ResultsScene(app, m))
    app.top.play_again()
    assert isinstance(app.top, TableScene)
    assert [s.name for s in app.top.match.seats] == [s.name for s in m.seats]
    assert not app.top.match.steps


def test_tiebreak_explanation():
    from game.rules.core import Score
    from game.rules.core import get_ruleset
    from game.scenes.results import tiebreak_explanation

    rs = get_ruleset("ui-toy")
    scores = [Score(0, 10, (-3,)), Score(1, 10, (-2,)), Score(2, 4, (-1,))]
    text = tiebreak_explanation(scores, rs, lambda s: f"P{s}")
    assert "fewer cards played" in text and "P1 wins" in text
    assert tiebreak_explanation([Score(0, 10, (1,)), Score(1, 9, (1,))], rs, str) == ""
    shared = tiebreak_explanation([Score(0, 10, (1,)), Score(1, 10, (1,))], rs, str)
    assert "share" in shared


def test_load_lists_corrupt_save_with_reason(app):
    from game.scenes.load import LoadScene

    persist.write_save(build_match("ui-toy", ["human", "normal"], seed=1), "good one")
    (persist.saves_dir() / "broken.json").write_text("{ this is not json", encoding="utf-8")
    (persist.saves_dir() / "foreign.json").write_text('{"format": 99}', encoding="utf-8")
    scene = LoadScene(app)
    rows = {r.info.name: r for r in scene.rows}
    assert rows["good one"].enabled
    assert not rows["broken.json".removesuffix(".json")].enabled
    assert "JSON" in rows["broken"].info.error
    assert not rows["foreign"].enabled and "format" in rows["foreign"].info.error
    _render(app, scene)
    # clicking an unreadable row does nothing (no crash)
    r = rows["broken"].rect.center
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r, button=1))
    assert app.top is scene


def test_load_opens_a_save(app):
    from game.scenes.load import LoadScene
    from game.scenes.table import TableScene

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    m.apply(m.state.legal_actions()[0])
    persist.write_save(m, "mine")
    scene = LoadScene(app)
    app.push(scene)
    scene.open(scene.rows[0].info)
    assert isinstance(app.top, TableScene)
    assert len(app.top.match.steps) == 1
    assert app.top.log  # the log is rebuilt by replaying


def test_pause_and_save_dialog(app):
    from game.scenes.pause import PauseScene, SaveDialog
    from game.scenes.table import TableScene

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    table = TableScene(app, m)
    app.push(table)
    pause = PauseScene(app, table)
    _render(app, pause)
    pause.save()
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    dialog.name = "slot one"
    dialog.save()
    assert app.top is table
    assert (persist.saves_dir() / "slot one.json").exists()


def test_message_scene_renders(app):
    from game.scenes.menu import MenuScene
    from game.scenes.message import MessageScene

    app.push(MenuScene(app))
    _render(app, MessageScene(app, "Title", "Body text"))


def test_load_delete_needs_two_clicks(app):
    from game.scenes.load import LoadScene

    path = persist.write_save(build_match("ui-toy", ["human", "normal"], seed=1), "doomed")
    scene = LoadScene(app)
    app.push(scene)
    scene.delete(scene.saves[0])
    assert path.exists() and scene.armed == path
    scene.delete(scene.saves[0])
    assert not path.exists() and not scene.saves
    app.render()
