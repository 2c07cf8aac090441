"""The table's backdrop: everything static behind the parts (starfield,
banner, felt, panel and prompt backgrounds), composed once per turn or
layout change, so a frame starts with one blit."""
from __future__ import annotations

import pygame

from game.ui import draw, theme


class Backdrop:
    def __init__(self, table):
        self.table = table
        self._cache = None  # (key, surface)

    def forget(self) -> None:
        """The layout changed: compose it again at the next frame."""
        self._cache = None

    def _key(self):
        t = self.table
        return (tuple(t.canvas_size), t.to_act if not t.state.is_over else None, t.my_turn,
                t.curtain_for is not None,
                t.board_rect.topleft, t.board_rect.size, t.prompt_rect.topleft, t.prompt_rect.size,
                tuple(map(tuple, t.panels.rects)), tuple(t.log_rect))

    def surface(self) -> pygame.Surface:
        key = self._key()
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        t = self.table
        size = tuple(t.canvas_size)
        surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        if size == tuple(theme.LOGICAL):
            t.draw_background(surf, dim_alpha=90)
        else:
            surf.blit(t.assets.background(size), (0, 0))
            draw.dim(surf, 90)
        t.banner.draw_background(surf)
        if t.curtain_for is None:
            t.draw_table_felt(surf)
            t.prompt_bar.draw_background(surf)
            if not t.log_panel.expanded:
                t.log_panel.draw_background(surf)
        t.panels.draw_backgrounds(surf)
        self._cache = (key, surf)
        return surf
