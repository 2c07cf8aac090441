"""App core: scene stack, coordinate scaling, dirty flag, crash handling,
sound fallback, screenshots."""
from __future__ import annotations

import argparse

import pygame
import pytest

from game import persist
from game.scenes.base import Scene
from tests.ui.conftest import non_blank


class Recorder(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def on_enter(self):
        self.log.append(("enter", self.name))

    def on_exit(self):
        self.log.append(("exit", self.name))

    def on_resume(self):
        self.log.append(("resume", self.name))

    def draw(self, surface):
        surface.fill((10, 20, 30))


def test_scene_stack_push_pop_replace(app):
    log = []
    a, b, c = Recorder(app, "a", log), Recorder(app, "b", log), Recorder(app, "c", log)
    app.push(a)
    app.push(b)
    assert app.top is b
    app.replace(c)
    assert app.scenes == [a, c]
    assert app.pop() is c
    assert app.top is a
    assert log == [("enter", "a"), ("enter", "b"), ("exit", "b"), ("enter", "c"), ("exit", "c"), ("resume", "a")]
    app.push(b)
    app.push(c)
    app.pop_to_root()
    assert app.scenes == [a]
    app.pop()
    assert not app.running  # popping the last scene ends the app


def test_overlay_draws_scene_below(app):
    drawn = []

    class Bottom(Scene):
        def draw(self, surface):
            drawn.append("bottom")

    class Overlay(Scene):
        opaque = False

        def draw(self, surface):
            drawn.append("overlay")

    app.push(Bottom(app))
    app.push(Overlay(app))
    app.render()
    assert drawn == ["bottom", "overlay"]


def test_logical_window_scaling(app):
    assert app.window.get_size() == (1280, 720)
    assert app.to_logical((640, 360)) == (960, 540)
    assert app.to_logical((0, 0)) == (0, 0)
    assert app.to_logical((1279, 719)) == (1918, 1078)
    assert app.to_window((1920, 1080)) == (1280, 720)
    for p in [(100, 200), (1500, 900), (33, 1000)]:
        back = app.to_logical(app.to_window(p))
        assert abs(back[0] - p[0]) <= 2 and abs(back[1] - p[1]) <= 2


def test_letterbox_scaling(app):
    app.set_window_size((1280, 1024))  # taller than 16:9: bars top and bottom
    r = app.view_rect()
    assert r.w == 1280 and r.h == 720 and r.y == (1024 - 720) // 2
    assert app.to_logical((640, r.y)) == (960, 0)
    assert app.to_window((0, 1080)) == (0, r.bottom)


def test_mouse_events_reach_scenes_in_logical_coordinates(app):
    got = []

    class Probe(Scene):
        def handle(self, event):
            got.append(event.pos)
            return True

    app.push(Probe(app))
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)])
    assert got == [(960, 540)]
    assert app.mouse == (960, 540)


def test_no_redraw_when_nothing_changed(app):
    class Still(Scene):
        def draw(self, surface):
            surface.fill((1, 2, 3))

    app.push(Still(app))
    app.step(0.016)
    n = app.frames_drawn
    for _ in range(5):
        app.step(0.016)
    assert app.frames_drawn == n
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert app.frames_drawn == n + 1


def test_a_frame_stepped_without_drawing_owes_its_redraw_to_the_next_drawn_one(app):
    class Changing(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.time = 0.0
            self.changes: list[bool] = []  # what the next updates return (then: nothing changed)

        def update(self, dt):
            self.time += dt
            return self.changes.pop(0) if self.changes else False

        def draw(self, surface):
            surface.fill((1, 2, 3))

    app.push(Changing(app))
    app.step(0.016)
    n = app.frames_drawn
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))], draw=False)
    for _ in range(5):
        app.step(0.016, draw=False)
    assert app.frames_drawn == n and app.top.time > 0.09  # time passed, nothing drawn
    app.step(0.016)
    assert app.frames_drawn == n + 1, "the redraw owed by the event was lost"
    app.top.changes = [True, False]
    app.step(0.016, draw=False)
    app.step(0.016)
    assert app.frames_drawn == n + 2, "the redraw owed by the update that changed was lost"
    app.step(0.016)
    assert app.frames_drawn == n + 2


def test_an_app_that_does_not_present_leaves_the_window_alone(cantina_home):
    from game.app import App, shutdown
    from game.persist import Settings

    a = App(Settings(), size=(640, 360), fullscreen=False, audio=False, present=False)
    try:
        class Red(Scene):
            def draw(self, surface):
                surface.fill((255, 0, 0))

        a.window.fill((0, 0, 0))
        a.push(Red(a))
        a.step(0.016)
        assert a.frames_drawn == 1 and a.canvas.get_at((5, 5))[:3] == (255, 0, 0)
        assert a.window.get_at((320, 180))[:3] == (0, 0, 0)
    finally:
        shutdown()


def test_crash_handler_writes_log(app, cantina_home):
    class Boom(Scene):
        def update(self, dt):
            raise RuntimeError("kaboom in update")

    app.push(Boom(app))
    code = app.run()  # headless: logs, prints the path, stops
    assert code == 1
    assert app.last_crash_log is not None and app.last_crash_log.exists()
    assert "kaboom in update" in app.last_crash_log.read_text()
    assert app.last_crash_log.parent == persist.logs_dir()


def test_crash_handler_keeps_autosave(app):
    from game.app import build_match

    m = build_match("ui-toy", ["human", "human"], seed=4)
    persist.autosave(m)
    try:
        raise ValueError("oops")
    except ValueError as e:
        app.handle_crash(e)
    assert persist.load_autosave() is not None


def test_sound_degrades_to_silence(monkeypatch):
    from game.ui.sound import SoundManager

    def broken():
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    s = SoundManager()
    assert s.init() is False
    s.play("card")  # silent, no error
    s.start_music()
    assert s.played == ["card"]


def test_text_cache_reuses_surfaces(app):
    a = app.assets.text("Hello", 24, (255, 255, 255))
    b = app.assets.text("Hello", 24, (255, 255, 255))
    assert a is b


def test_missing_art_falls_back(app):
    assert app.assets.image("art", "nope", "missing.png") is None
    bg = app.assets.background()
    assert bg.get_size() == (1920, 1080)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["menu", "setup", "settings", "rules", "rules:captain", "results:star-cargo"])
def test_cmd_screenshot_writes_png(tmp_path, name):
    from game.app import cmd_screenshot

    out = tmp_path / f"{name}.png"
    args = argparse.Namespace(game=name, players=None, seed=1, after=0, size="640x360", out=str(out))
    assert cmd_screenshot(args, {}) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (640, 360)
    assert non_blank(img)


def test_cmd_screenshot_names_a_game_only_where_it_means_something(tmp_path, capsys):
    from game.app import cmd_screenshot

    for name in ("menu:captain", "results:no-such-game"):
        args = argparse.Namespace(game=name, players=None, seed=1, after=0, size="640x360",
                                  out=str(tmp_path / "x.png"))
        assert cmd_screenshot(args, {}) == 2
    err = capsys.readouterr().err
    assert "menu takes no game" in err and "unknown game 'no-such-game'" in err


def test_cmd_screenshot_of_a_table(tmp_path):
    from game.app import cmd_screenshot

    out = tmp_path / "toy.png"
    args = argparse.Namespace(game="ui-toy", players=3, seed=2, after=3, size="960x540", out=str(out))
    assert cmd_screenshot(args, {}) == 0
    assert non_blank(pygame.image.load(str(out)))


def test_run_app_starts_a_game_directly(monkeypatch):
    from game import app as app_mod
    from game.cli import _seats, build_parser

    seen = {}

    def fake_run(self):
        seen["scenes"] = [type(s).__name__ for s in self.scenes]
        seen["match"] = self.top.match
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", fake_run)
    args = build_parser().parse_args(["play", "ui-toy", "--players", "3", "--seed", "42", "--option", "rounds=1"])
    assert app_mod.run_app(play=args, options={"rounds": 1}, seats_of=_seats) == 0
    m = seen["match"]
    assert seen["scenes"][0] == "MenuScene"
    assert [s.kind for s in m.seats] == ["human", "normal", "normal"]  # one person, then normal bots
    assert m.seed == 42 and m.options == {"rounds": 1}
    args = build_parser().parse_args(["play", "ui-toy", "--seats", "hard,human"])
    assert app_mod.run_app(play=args, options={}, seats_of=_seats) == 0
    assert [s.kind for s in seen["match"].seats] == ["hard", "human"]
    assert isinstance(seen["match"].seed, int)  # a random seed when none is given


def test_run_app_rejects_unknown_game(capsys):
    from game import app as app_mod
    from game.cli import _seats, build_parser

    args = build_parser().parse_args(["play", "no-such-game"])
    assert app_mod.run_app(play=args, options={}, seats_of=_seats) == 2
    assert "unknown game" in capsys.readouterr().err


def test_crash_shows_a_message_scene_with_a_window(app, monkeypatch):
    from game import app as app_mod
    from game.scenes.menu import MenuScene
    from game.scenes.message import MessageScene

    monkeypatch.setattr(app_mod, "_headless", lambda: False)

    class Boom(Scene):
        def draw(self, surface):
            raise KeyError("broken draw")

    app.push(Boom(app))
    try:
        app.step(0.016)
    except KeyError as e:
        assert app.handle_crash(e) is True
    assert isinstance(app.scenes[0], MenuScene) and isinstance(app.top, MessageScene)
    assert str(app.last_crash_log) in app.top.body
    assert non_blank(app.render())


def test_content_error_shows_its_own_message_not_the_crash_screen(app, monkeypatch, capsys):
    from game import app as app_mod
    from game.content import ContentError
    from game.scenes.message import MessageScene

    monkeypatch.setattr(app_mod, "_headless", lambda: False)
    assert app.handle_crash(ContentError("content/captain/crew.yaml", "crew[3].amount", "expected an integer")) is True
    assert isinstance(app.top, MessageScene) and app.top.title == "A game file is broken"
    assert "content/captain/crew.yaml: crew[3].amount: expected an integer" in app.top.body
    assert app.last_crash_log is None and not list(persist.logs_dir().glob("crash-*"))
    assert "error: content/captain/crew.yaml" in capsys.readouterr().err


def test_bad_settings_are_told_once_over_the_menu(monkeypatch, capsys):
    import json

    from game import app as app_mod

    seen = []

    def fake_run(self):
        seen.append([(type(s).__name__, getattr(s, "body", "")) for s in self.scenes])
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", fake_run)
    path = persist.config_dir() / "settings.json"
    path.write_text(json.dumps({"window_size": [-100, 5], "music_volume": 0.2}), encoding="utf-8")
    assert app_mod.run_app() == 0
    assert seen[0][-1] == ("MessageScene", "settings.json had a bad window size; using the default.")
    assert "bad window size" in capsys.readouterr().err
    assert json.loads(path.read_text(encoding="utf-8"))["music_volume"] == 0.2  # the good value is kept
    assert app_mod.run_app() == 0  # repaired on disk: told once
    assert [name for name, _ in seen[1]] == ["MenuScene"]


def test_content_error_while_starting_is_a_message_then_exit_status_2(monkeypatch, capsys):
    from game import app as app_mod
    from game.content import ContentError

    shown = []

    def broken_menu(app):
        raise ContentError("content/star_cargo/planets.yaml", "planets[0].name", "missing")

    def fake_run(self):
        shown.append([(type(s).__name__, getattr(s, "title", "")) for s in self.scenes])
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod, "MenuScene", broken_menu)
    monkeypatch.setattr(app_mod.App, "run", fake_run)
    monkeypatch.setattr(app_mod, "_headless", lambda: False)
    assert app_mod.run_app() == 2
    assert shown == [[("MessageScene", "A game file is broken")]]
    assert "content/star_cargo/planets.yaml: planets[0].name: missing" in capsys.readouterr().err


def test_a_game_that_crashes_as_it_opens_is_taken_off_continue(app, monkeypatch):
    """Continue -> crash -> 'choose Continue' was a loop; now the autosave that
    crashes before any move is set aside and the message does not send the
    person back to it.  A crash after a move keeps the autosave and Continue."""
    from game import app as app_mod
    from game.app import build_match
    from game.scenes.message import MessageScene

    monkeypatch.setattr(app_mod, "_headless", lambda: False)
    m = build_match("ui-toy", ["human", "human"], seed=4)
    app.start_match(m)
    assert persist.load_autosave() is not None
    app.handle_crash(RuntimeError("table cannot draw this save"))
    assert isinstance(app.top, MessageScene) and "choose Continue" not in app.top.body
    assert persist.load_autosave() is None
    assert (persist.data_dir() / "autosave-crashed.json").is_file()

    m2 = build_match("ui-toy", ["human", "human"], seed=5)
    app.start_match(m2)
    m2.apply(m2.state.legal_actions()[0])
    persist.autosave(m2)
    app.handle_crash(RuntimeError("a bug after a move"))
    assert "choose Continue" in app.top.body
    assert persist.load_autosave() is not None
