import os
import sys
from pathlib import Path

# No screen or sound card needed: every UI test draws on SDL's dummy drivers.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def decoded_images_kept():
    """Each test's App starts with an empty image cache (pygame quits between
    tests) and would decode the same art files again; here a file is decoded
    once per test process and each load gets a copy.  Keyed by path, size
    and modification time, so a test that writes a file reads what it wrote."""
    import pygame

    real, kept = pygame.image.load, {}

    def load(file, *args, **kwargs):
        if not isinstance(file, (str, os.PathLike)):
            return real(file, *args, **kwargs)
        try:
            st = os.stat(file)
        except OSError:
            return real(file, *args, **kwargs)
        key = (os.fspath(file), st.st_size, st.st_mtime_ns, args, tuple(sorted(kwargs.items())))
        if key not in kept:
            kept[key] = real(file, *args, **kwargs)
        return kept[key].copy()

    pygame.image.load = load
    yield
    pygame.image.load = real


@pytest.fixture(autouse=True)
def cantina_home(tmp_path, monkeypatch):
    """Keep settings, saves and logs of every test in a temporary folder."""
    monkeypatch.setenv("CANTINA_HOME", str(tmp_path / "cantina"))
    return tmp_path / "cantina"


@pytest.fixture
def app():
    """An App on SDL's dummy driver with default settings, bots in a thread
    (no child process), no animations and no bot pauses."""
    from game.ai.worker import BotWorker
    from game.app import App, shutdown
    from game.persist import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    settings.bot_pace = 0.0
    a = App(settings, size=(1280, 720), fullscreen=False, audio=False)
    a.tooltips.delay = 0  # tooltips show on the first frame (tests of the delay set their own)
    a.bot_worker_factory = lambda: BotWorker(use_process=False)
    yield a
    a.close_worker()
    shutdown()


@pytest.fixture
def cuts(monkeypatch):
    """Every text draw.ellipsize shortened while the test runs."""
    from game.ui import draw

    found = []
    real = draw.ellipsize

    def spy(s, size, width, bold=False):
        out = real(s, size, width, bold)
        if out != s:
            found.append(s)
        return out

    monkeypatch.setattr(draw, "ellipsize", spy)
    return found
