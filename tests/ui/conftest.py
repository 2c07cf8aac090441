"""Fixtures for UI tests: an App on SDL's dummy driver with default settings,
bots in a thread (no child process), no animations and no bot pauses."""
from __future__ import annotations

import pygame
import pytest

from tests.ui import toygame  # noqa: F401  (registers the "ui-toy" game)


@pytest.fixture
def app():
    from game.ai.worker import BotWorker
    from game.app import App, shutdown
    from game.persist import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    settings.bot_pace = 0.0
    a = App(settings, size=(1280, 720), fullscreen=False, audio=False)
    a.bot_worker_factory = lambda: BotWorker(use_process=False)
    yield a
    a.close_worker()
    shutdown()


def non_blank(surface: pygame.Surface) -> bool:
    """True when the picture has real content (many distinct colours)."""
    small = pygame.transform.scale(surface, (96, 54))
    colours = {small.get_at((x, y))[:3] for x in range(96) for y in range(54)}
    return len(colours) > 40
