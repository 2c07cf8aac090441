"""The real app for acceptance tests: default settings but no sound, the
real bot worker (a child process, one for the test process), a 1280x720
window on SDL's dummy driver."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.acceptance.person import Person, Screen


def _open_app(monkeypatch, **settings_changes):
    from game.app import App, MenuScene
    from game.persist import Settings

    settings = Settings()
    for key, value in settings_changes.items():
        setattr(settings, key, value)
    # the tests read the logical canvas (Screen), never the window: no scaling onto it
    app = App(settings, size=(1280, 720), fullscreen=False, audio=False, present=False)
    app.push(MenuScene(app))
    screen = Screen(app, monkeypatch)
    return app, screen


class SharedWorker:
    """The bot worker of one app, lent from the session's: the app's close
    only cancels what it asked, and the child process lives on."""

    def __init__(self, worker):
        self._worker = worker

    def request(self, record, level):
        self._worker.request(record, level)

    def poll(self):
        return self._worker.poll()

    def cancel(self):
        self._worker.cancel()

    def close(self):
        self._worker.cancel()

    @property
    def busy(self):
        return self._worker.busy

    @property
    def error(self):
        return self._worker.error

    @property
    def failure(self):
        return self._worker.failure


@pytest.fixture(scope="session")
def session_bot_worker():
    """One bot worker child process for all the apps of a test process
    (starting one, spawned, costs a Python start and the game's imports)."""
    from game.ai.worker import BotWorker

    started = []

    def get():
        if not started:
            started.append(BotWorker())
        return started[0]

    def busy() -> bool:
        return bool(started) and started[0].busy

    yield SimpleNamespace(get=get, busy=busy)
    for worker in started:
        worker.close()


@pytest.fixture
def open_app(monkeypatch, session_bot_worker):
    """open_app(**settings) -> Person at a fresh app on its main menu; its
    bots decide in the session's worker process (the real one, shared)."""
    opened = []

    def make(**settings_changes):
        app, screen = _open_app(monkeypatch, **settings_changes)
        app.bot_worker_factory = lambda: SharedWorker(session_bot_worker.get())
        opened.append(app)
        person = Person(app, screen, bots_busy=session_bot_worker.busy)
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


def start_game_at(person, game_id: str, kinds: list[str], until, seed: int = 1, options: dict | None = None,
                  limit: int = 2000, frames: int = 3):
    """Open a table as a saved game resumes: Normal plays every seat (the
    person's too) until until(state) holds, then the person takes over."""
    from game.ai import decide, make_bot
    from game.seating import build_match

    match = build_match(game_id, kinds, seed, options)
    bot = make_bot(game_id, "normal")
    for i in range(limit):
        if until(match.state):
            break
        assert not match.state.is_over, "the game ended before the moment wanted"
        match.apply(decide(match.state, bot, seed, i))
    else:
        raise AssertionError(f"the moment wanted never came in {limit} decisions")
    person.app.start_match(match)
    person.frames(frames)
    return person.app.top


def open_deal_with_partner(person) -> str:
    """On the person's turn: "Make a deal…", then the first partner offered;
    returns the partner's name once the build step shows."""
    person.wait_until(lambda: person.screen.find("Make a deal"), seconds=60, why="no Make a deal button")
    person.click_text("Make a deal")
    partner = person.wait_for_text("Deal with", seconds=2)
    name = partner.text.split("Deal with ", 1)[1]  # after its key number
    person.click(partner.rect.center)
    person.wait_for_text(f"Build a deal with {name}", seconds=2)
    return name
