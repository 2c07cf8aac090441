"""The real app for acceptance tests: default settings but no sound, the
real bot worker (a child process), a 1280x720 window on SDL's dummy driver."""
from __future__ import annotations

import pytest

from tests.acceptance.person import Person, Screen


def _open_app(monkeypatch, **settings_changes):
    from game.app import App, MenuScene
    from game.persist import Settings

    settings = Settings()
    for key, value in settings_changes.items():
        setattr(settings, key, value)
    app = App(settings, size=(1280, 720), fullscreen=False, audio=False)
    app.push(MenuScene(app))
    screen = Screen(app, monkeypatch)
    return app, screen


@pytest.fixture
def open_app(monkeypatch):
    """open_app(**settings) -> Person at a fresh app on its main menu."""
    opened = []

    def make(**settings_changes):
        app, screen = _open_app(monkeypatch, **settings_changes)
        opened.append(app)
        person = Person(app, screen)
        person.frames(2)
        return person

    yield make
    from game.app import shutdown

    for app in opened:
        for scene in list(app.scenes):
            try:
                scene.on_exit()
            except Exception:
                pass
        app.close_worker()
    shutdown()


@pytest.fixture
def person(open_app):
    """A person at a fresh app (default settings) on its main menu."""
    return open_app()


def start_game(person, game_id: str, kinds: list[str], seed: int = 1, options: dict | None = None, frames: int = 3):
    """Open a table as `python main.py play GAME --seats ... --seed N` does."""
    from game.seating import build_match

    person.app.start_match(build_match(game_id, kinds, seed, options))
    person.frames(frames)
    return person.app.top
