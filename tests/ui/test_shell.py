"""Shell scenes: each renders on the dummy driver; menus behave."""
from __future__ import annotations

import pygame
import pytest

from game import persist
from game.app import build_match
from game.games import all_specs
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
    assert [t.game_id for t in menu.tiles] == [s.id for s in all_specs()]
    assert [t.game_id for t in menu.tiles][:2] == ["star-cartel", "star-cargo"]
    # every game is playable now (Star Traders since its rules landed)
    assert all(t.available for t in menu.tiles)


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
    from game.scenes.how_to_play import RulesScene

    scene = RulesScene(app, "star-cartel")
    _render(app, scene)
    assert not scene.missing
    scene.select("star-traders")
    app.render()
    assert not scene.missing
    scene.select("ui-toy")  # not a game package at all
    app.render()
    assert scene.missing


def test_markdown_layout():
    from game.ui import markdown

    lay = markdown.layout("# Title\n\nSome **bold** words.\n\n- one\n- two **b**\n\n1. first\n", 800)
    texts = [r.text for r in lay.runs]
    assert "Title" in texts and "bold" in texts and "first" in texts
    assert any(r.bold and r.text == "bold" for r in lay.runs)
    assert len(lay.bullets) == 2
    assert lay.height > 0


def test_a_markdown_table_is_laid_out_in_columns(app):
    """Play test 5: Captain's Modules table read as dot-separated numbers."""
    from game.ui import markdown

    md = "## Modules\n| level | damage | engine |\n|---|---|---|\n| 1 | 3 | - |\n| 2 | 4 | 1 free move, +1 evade |\nAfter.\n"
    lay = markdown.layout(md, 900)
    at = {}
    for r in lay.runs:
        at.setdefault(r.text, r)
    assert "·" not in at
    assert at["level"].bold and at["1"].x == at["2"].x == at["level"].x  # one column, left-aligned
    assert at["3"].x == at["4"].x == at["damage"].x > at["level"].x
    assert at["free"].y == at["1"].y + (at["2"].y - at["1"].y) and at["free"].x > at["damage"].x
    assert at["level"].y < at["1"].y < at["2"].y < at["After."].y
    assert len(lay.rules) == 1  # the rule under the header


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
    from game.games import get_ruleset
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


def test_a_save_name_taken_by_another_cantina_after_the_check_is_asked_about_not_overwritten(app, monkeypatch):
    """Issue 50 item 1: the name is claimed when written, so a save made
    under the same name by another process since the check is not lost."""
    from game.scenes.pause import PauseScene
    from game.scenes.table import TableScene
    from game.session import Match

    m = build_match("ui-toy", ["human", "normal"], seed=2)
    table = TableScene(app, m)
    app.push(table)
    app.push(PauseScene(app, table))
    app.top.save()
    dialog = app.top
    dialog._set("slot")
    real_exists = persist.save_exists

    def others_save_after_the_check(name):
        found = real_exists(name)
        persist.write_save(build_match("ui-toy", ["human", "normal"], seed=1), name)  # the other Cantina
        return found

    monkeypatch.setattr(persist, "save_exists", others_save_after_the_check)
    dialog.save()
    assert app.top is dialog and dialog.save_button.label == "Replace" and "exists" in dialog.error
    assert Match.loads((persist.saves_dir() / "slot.json").read_bytes()).seed == 1


def test_save_dialog_asks_before_replacing_a_save(app):
    from game.scenes.pause import PauseScene
    from game.scenes.table import TableScene
    from game.session import Match

    first = build_match("ui-toy", ["human", "normal"], seed=1)
    persist.write_save(first, "slot")
    m = build_match("ui-toy", ["human", "normal"], seed=2)
    table = TableScene(app, m)
    app.push(table)
    app.push(PauseScene(app, table))
    app.top.save()
    dialog = app.top
    dialog.field.value = "slot"
    dialog._set("slot")
    dialog.save()  # asks: the old save is still there
    assert app.top is dialog and "exists" in dialog.error and dialog.save_button.label == "Replace"
    assert Match.loads((persist.saves_dir() / "slot.json").read_bytes()).seed == 1
    app.render()
    dialog._set("slot 2")  # another name: no longer replacing
    assert dialog.save_button.label == "Save" and not dialog.error
    dialog._set("slot")
    dialog.save()
    assert app.top is dialog  # asked again for this name
    dialog.save()  # the second Save replaces it
    assert app.top is table
    assert Match.loads((persist.saves_dir() / "slot.json").read_bytes()).seed == 2


def test_save_names_that_cannot_be_files_are_refused_in_words(app):
    from game.scenes.pause import SaveDialog

    m = build_match("ui-toy", ["human", "normal"], seed=2)
    dialog = SaveDialog(app, m)
    app.push(dialog)
    for bad in ("", "   ", "../x", ".hidden", "a" * 49):
        dialog.name = bad
        dialog.save()
        assert app.top is dialog and dialog.error, bad
    assert [p.name for p in persist.saves_dir().iterdir()] == []


def test_a_saves_folder_that_is_a_file_gets_advice_a_person_can_follow(app):
    """The saves folder is a file: the dialog names that file and says to move
    or rename it; the file is left as it was."""
    from game.scenes.pause import SaveDialog

    blocker = persist.data_dir() / "saves"
    blocker.write_text("not a folder")
    dialog = SaveDialog(app, build_match("ui-toy", ["human", "normal"], seed=2))
    app.push(dialog)
    dialog._set("mine")
    dialog.save()
    assert app.top is dialog
    assert str(blocker) in dialog.error and "is a file, not a folder" in dialog.error
    assert "Move or rename that file" in dialog.error
    assert "free some space" not in dialog.error and "another name" not in dialog.error
    assert blocker.read_text() == "not a folder"
    app.render()


def test_save_failure_advice_fits_the_cause():
    import errno

    from game.scenes.pause import save_failed_message

    assert "free some space" in save_failed_message(OSError(errno.ENOSPC, "No space left on device"))
    assert "shorter name" in save_failed_message(OSError(errno.ENAMETOOLONG, "File name too long"))
    assert "permissions" in save_failed_message(OSError(errno.EROFS, "Read-only file system"))
    assert save_failed_message(OSError(errno.EIO, "Input/output error")) == "Could not save (Input/output error)."


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


# ---------------------------------------------------------------- text fields


def _key(widget, k, mod=0):
    return widget.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def _type(widget, text):
    return widget.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _field(value="Vega", **kw):
    from game.ui.widgets import TextField

    seen = []
    f = TextField((100, 100, 400, 60), value, seen.append, **kw)
    f.focused = True
    return f, seen


def test_text_field_caret_moves_and_edits_in_the_middle(app):
    f, seen = _field("Vega")
    assert f.caret == 4
    _key(f, pygame.K_LEFT)
    _key(f, pygame.K_LEFT)
    _type(f, "x")
    assert f.value == "Vexga" and f.caret == 3
    _key(f, pygame.K_HOME)
    _key(f, pygame.K_DELETE)
    assert f.value == "exga" and f.caret == 0
    _key(f, pygame.K_END)
    _key(f, pygame.K_BACKSPACE)
    assert f.value == "exg"
    _key(f, pygame.K_RIGHT)  # at the end: stays
    assert f.caret == 3
    assert seen[-1] == "exg"


def test_text_field_select_all_then_typing_replaces(app):
    f, seen = _field("Rigel")
    _key(f, pygame.K_a, pygame.KMOD_LCTRL)
    assert f.selection() == (0, 5)
    _type(f, "Lyra")
    assert f.value == "Lyra" and f.selection() is None and f.caret == 4
    _key(f, pygame.K_a, pygame.KMOD_CTRL)
    _key(f, pygame.K_BACKSPACE)
    assert f.value == "" and seen[-1] == ""
    # shift extends a selection, Left collapses it
    _type(f, "Orion")
    _key(f, pygame.K_LEFT, pygame.KMOD_SHIFT)
    _key(f, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert f.selection() == (3, 5)
    _key(f, pygame.K_LEFT)
    assert f.selection() is None and f.caret == 3


def test_text_field_respects_max_len_and_allowed(app):
    f, _ = _field("12", max_len=4, allowed=str.isdigit)
    _type(f, "a3b45")
    assert f.value == "1234"
    _key(f, pygame.K_a, pygame.KMOD_CTRL)
    _type(f, "9")
    assert f.value == "9"


def test_text_field_click_places_the_caret(app):
    f, _ = _field("Castor")
    f.focused = False
    inner = f.rect.inflate(-24, 0)
    f.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(inner.x + 1, f.rect.centery), button=1))
    assert f.focused and f.caret == 0
    f.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(inner.right - 2, f.rect.centery), button=1))
    assert f.caret == len("Castor")
    w = app.assets.text_size("Cas", f._font_size())[0]
    f.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(inner.x + w, f.rect.centery), button=1))
    assert f.caret == 3
    # a click elsewhere ends editing
    assert not f.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not f.focused
    surf = pygame.Surface((1920, 1080))
    f.draw(surf, (0, 0))


def test_setup_name_fields_are_caret_text_fields(app):
    from game.scenes.setup import SetupScene
    from game.ui.widgets import TextField

    setup = SetupScene(app, "ui-toy")
    app.push(setup)
    field = [w for w in setup.widgets if isinstance(w, TextField)][0]
    setup.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1))
    assert field.focused
    _key(field, pygame.K_HOME)
    _type(field, "Dr ")
    assert setup.seats[0]["name"].startswith("Dr ")
    app.render()


# ---------------------------------------------------------------- setup


def test_seat_kinds_go_from_person_to_the_strongest_bot():
    from game.scenes.setup import KIND_LABELS, KIND_TIPS, KINDS

    assert KINDS == ["human", "random", "easy", "normal", "hard", "expert"]
    assert KIND_TIPS["random"] == "Bot · Random (plays any legal move)"
    assert KIND_LABELS["random"] == "Bot · Random"


def test_setup_kind_tooltip_explains_random(app):
    from game.scenes.setup import KindStepper, SetupScene

    setup = SetupScene(app, "ui-toy")
    stepper = [w for w in setup.widgets if isinstance(w, KindStepper)][1]
    stepper.set_value("random")
    assert "Bot · Random (plays any legal move)" in stepper.hover_text()


def test_setup_colour_chips_follow_the_symbols_setting(app, monkeypatch):
    from game.scenes import setup as setup_mod

    calls = []
    monkeypatch.setattr(setup_mod.draw, "seat_token", lambda *a, **k: calls.append(a[-1]))
    app.settings.colour_symbols = False
    scene = setup_mod.SetupScene(app, "ui-toy")
    app.push(scene)
    app.render()
    assert calls and not any(calls)
    calls.clear()
    app.settings.colour_symbols = True
    app.render()
    assert calls and all(calls)


def test_setup_remembers_the_last_choices_per_game(app):
    from game.scenes.menu import MenuScene
    from game.scenes.setup import SetupScene

    app.push(MenuScene(app))
    setup = SetupScene(app, "ui-toy")
    app.push(setup)
    setup.set_players(3)
    setup.set_kind(1, "hard")
    setup.set_kind(2, "human")
    setup.set_name(2, "Zed")
    setup.next_colour(0)
    colour0 = setup.seats[0]["colour"]
    setup.set_option("rounds", 1)
    setup.start()
    # a restart: the settings file is read again
    again = persist.Settings.load()
    assert again.last_setup["ui-toy"]["players"] == 3
    app.settings = again
    s2 = SetupScene(app, "ui-toy")
    assert s2.players == 3
    assert [s["kind"] for s in s2.seats[:3]] == ["human", "hard", "human"]
    assert s2.seats[2]["name"] == "Zed" and s2.seats[0]["colour"] == colour0
    assert s2.options["rounds"] == 1
    # another game keeps its own defaults
    s3 = SetupScene(app, "star-cartel")
    assert s3.players == 4


def test_setup_memory_ignores_what_no_longer_fits(app):
    from game.scenes.setup import SetupScene

    app.settings.last_setup = {"ui-toy": {"players": 9, "seats": [{"name": 5, "kind": "wizard", "colour": 99},
                                                                  "junk"],
                                          "options": {"rounds": 7, "nope": 1}}}
    s = SetupScene(app, "ui-toy")
    assert s.players in (2, 3, 4) and s.seats[0]["kind"] == "human"
    assert s.options == s.ruleset.resolve_options({})
    app.settings.last_setup = {"ui-toy": "garbage"}
    SetupScene(app, "ui-toy")


def test_old_settings_without_last_setup_still_load(cantina_home):
    import json

    path = persist.config_dir() / "settings.json"
    path.write_text(json.dumps({"version": 1, "music_volume": 0.3, "colour_symbols": False}), encoding="utf-8")
    s = persist.Settings.load()
    assert s.music_volume == 0.3 and s.colour_symbols is False and s.last_setup == {}
    s.last_setup["x"] = {"players": 2}
    s.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == persist.SETTINGS_VERSION >= 2 and data["last_setup"] == {"x": {"players": 2}}
    assert persist.Settings().last_setup == {}  # not shared between instances


# ---------------------------------------------------------------- load list


def _many_saves(n=9):
    for i in range(n):
        persist.write_save(build_match("ui-toy", ["human", "normal"], seed=i + 1), f"save {i}")
    (persist.saves_dir() / "zz broken.json").write_text("{ nope", encoding="utf-8")


def test_load_list_is_clipped_and_rows_match_their_buttons(app):
    from game.scenes.load import LoadScene

    _many_saves()
    scene = LoadScene(app)
    app.push(scene)
    assert scene.max_scroll() > 0 and scene.more_below() and not scene.more_above()
    for _ in range(3):
        scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.scroll == 180 and scene.more_above()
    L = scene.LIST
    for row, delete in zip(scene.rows, scene.deletes):
        assert row.visible == delete.visible == row.rect.colliderect(L)
        # nothing outside the list frame is clickable (the part over the title)
        above = (row.rect.centerx, L.y - 10)
        assert not row.contains(above) and not delete.contains((delete.rect.centerx, L.y - 10))
    top = next(r for r in scene.rows if r.visible)
    assert top.rect.y < L.y  # partly scrolled away, still shown (clipped) with its button
    d = scene.deletes[scene.rows.index(top)]
    assert d.visible
    app.render()
    # to the end: no "Scroll for more" any more
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    assert scene.scroll == scene.max_scroll() and not scene.more_below()
    app.render()
    # a short list needs no hint at all
    for s in list(scene.saves)[:-2]:
        scene.delete(s)
        scene.delete(s)
    assert scene.max_scroll() == 0 and not scene.more_below() and scene.scroll == 0


def test_load_draws_rows_only_inside_the_list(app, monkeypatch):
    from game.scenes.load import LoadScene

    _many_saves()
    scene = LoadScene(app)
    app.push(scene)
    scene.scroll_by(150)
    clips = []
    from game.scenes import load as load_mod

    real = load_mod.SaveRow.draw

    def spy(self, surface, mouse):
        clips.append(surface.get_clip())
        return real(self, surface, mouse)

    monkeypatch.setattr(load_mod.SaveRow, "draw", spy)
    app.render()
    assert clips and all(c == scene.LIST for c in clips)


# ---------------------------------------------------------------- menu, results, pause, window


def test_menu_offers_last_results_for_a_finished_autosave(app):
    from game.scenes.menu import MenuScene
    from game.scenes.results import ResultsScene

    persist.autosave(_finished_toy())
    menu = MenuScene(app)
    app.push(menu)
    assert menu.buttons[0].label == "Last results" and menu.buttons[0].enabled
    menu.buttons[0].on_click()
    assert isinstance(app.top, ResultsScene)
    app.top.view_board()
    from game.scenes.table import TableScene

    assert isinstance(app.top, TableScene) and app.top.state.is_over
    app.pop_to_root()
    persist.autosave(build_match("ui-toy", ["human", "normal"], seed=1))
    menu.build()
    assert menu.buttons[0].label == "Continue"


def test_results_headers_keep_how_the_game_wrote_them():
    from game.scenes.results import category_header

    assert category_header("VP") == "VP"
    assert category_header("BP") == "BP"
    assert category_header("resources") == "Resources"
    assert category_header("cards played") == "Cards played"
    assert category_header("cargo_sold") == "Cargo sold"
    assert category_header("Ship") == "Ship"


def test_results_have_a_view_the_board_button(app):
    from game.scenes.results import ResultsScene

    scene = ResultsScene(app, _finished_toy())
    labels = [w.label for w in scene.widgets]
    assert labels == ["View the board", "Replay", "Save", "Play again", "Back to menu"]


def test_pause_info_wraps_instead_of_being_cut(app):
    from game.scenes.pause import PauseScene
    from game.scenes.table import TableScene

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    table = TableScene(app, m)
    app.push(table)
    pause = PauseScene(app, table)
    long = "Captain of the Stars · seed 123456 · " + ", ".join(f"Option number {i} On" for i in range(6))
    pause.info_text = lambda: long
    size, lines = pause.info_lines(560)
    assert 1 <= len(lines) <= 2
    assert all(app.assets.text_size(line, size)[0] <= 560 for line in lines)
    _render(app, pause)


def test_f11_saves_the_setting_at_once(app):
    app.settings.save()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    assert persist.Settings.load().fullscreen == app.fullscreen
    app.toggle_fullscreen()
    assert not app.fullscreen and persist.Settings.load().fullscreen is False


def test_leaving_full_screen_centres_the_window(app, monkeypatch):
    placed = []
    monkeypatch.setattr(app, "_desktop_size", lambda: (1024, 768))
    monkeypatch.setattr(pygame.display, "set_window_position", lambda pos: placed.append(tuple(pos)))
    app.set_fullscreen(True)
    app.set_fullscreen(False)
    w, h = app.window.get_size()
    assert w <= 1024 - 40 and h <= 768 - 80  # a 1280x720 wish fits the small desktop
    assert placed and placed[-1] == ((1024 - w) // 2, (768 - h) // 2)
    assert all(x >= 0 and y >= 0 for x, y in placed)


def test_a_seat_turned_from_person_to_bot_never_takes_another_seats_name(app):
    """Issue 49 item 23: two Rigels at one table."""
    from game.scenes.setup import SetupScene

    setup = SetupScene(app, "captain")
    setup.set_players(4)
    setup.set_kind(2, "human")
    setup.set_kind(2, "normal")
    names = [s["name"] for s in setup.seats]
    assert len(set(names)) == len(names), names
