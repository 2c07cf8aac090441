"""A message box scene (errors, notices) with one OK button, or a question
with two answers (`other`: the second button's label and what it does)."""
from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button


class MessageScene(Scene):
    opaque = False

    def __init__(self, app, title: str, body: str, button: str = "OK", on_ok=None, other=None):
        super().__init__(app)
        self.title, self.body = title, body
        self.on_ok = on_ok
        h = 260 + draw.block_height(body, theme.SIZE_BODY, 1000)
        self.rect = pygame.Rect(0, 0, 1100, min(900, h))
        self.rect.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        y = self.rect.bottom - 96
        if other is None:
            self.widgets = [Button((self.rect.centerx - 130, y, 260, 66), button, self.ok, style="primary")]
        else:
            label, on_other = other
            self.widgets = [Button((self.rect.centerx - 340, y, 330, 66), button, self.ok, style="primary"),
                            Button((self.rect.centerx + 10, y, 330, 66), label, lambda: self._answer(on_other))]
        self.asks = other is not None
        self.said = ""  # why a number key did nothing
        # a question's answers show number keys: 1 the first (gold) answer, 2 the other
        self.keys = KeyNumbers(self.widgets, on_missing=self._say) if self.asks else None

    def _say(self, text: str) -> None:
        self.said = text

    def ok(self):
        self._answer(self.on_ok)

    def _answer(self, then):
        self.app.pop()
        if then:
            then()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.asks:
            self.app.pop()  # a question put away: neither answer
            return True
        if self.keys is not None and self.keys.handle(event):
            return True
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
        if self.said:
            draw.text(surface, self.said, (r.centerx, r.bottom - 24), theme.SIZE_SMALL, theme.WARN, anchor="midbottom")
