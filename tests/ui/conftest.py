"""UI test helpers; registers the "ui-toy" game.  The `app` fixture is in
tests/conftest.py so game packages' table tests share it."""
from __future__ import annotations

import pygame

from tests.ui import toygame  # noqa: F401  (registers the "ui-toy" game)


def non_blank(surface: pygame.Surface) -> bool:
    """True when the picture has real content (many distinct colours)."""
    small = pygame.transform.scale(surface, (96, 54))
    colours = {small.get_at((x, y))[:3] for x in range(96) for y in range(54)}
    return len(colours) > 40
