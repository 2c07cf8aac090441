"""A message box scene (errors, notices) with one OK button."""
from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.widgets import Button


class MessageScene(Scene):
    opaque = False

    def __init__(self, app, title: str, body: str, button: str = "OK", on_ok=None):
        super().__init__(app)
        self.title, self.body = title, body
        self.on_ok = on_ok
        h = 260 + draw.block_height(body, theme.SIZE_BODY, 1000)
        self.rect = pygame.Rect(0, 0, 1100, min(900, h))
        self.rect.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        self.widgets = [Button((self.rect.centerx - 130, self.rect.bottom - 96, 260, 66), button, self.ok,
                               style="primary")]

    def ok(self):
        self.app.pop()
        if self.on_ok:
            self.on_ok()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                          pygame.K_SPACE):
            self.ok()
            return True
        return super().handle(event)

    def draw(self, surface):
        draw.dim(surface, 170)
        r = self.rect
        draw.panel(surface, r, fill=(20, 24, 46, 250), edge=theme.GOLD, radius=20)
        draw.text(surface, self.title, (r.centerx, r.y + 34), theme.SIZE_H2, theme.GOLD, True, "midtop")
        draw.text_block(surface, self.body, pygame.Rect(r.x + 50, r.y + 110, r.w - 100, r.h - 220),
                        theme.SIZE_BODY, theme.TEXT)
        self.draw_widgets(surface)
