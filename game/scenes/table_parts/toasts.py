"""Short notices under the banner (toast), why-not messages (explain), and
numbers that rise over a piece (float_text: '+5 BP').

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.ui import draw, sound, theme
from game.ui.anim import FloatText


class Toasts:
    def toast(self, text: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        self.toasts = [t for t in self.toasts if t[0] != text][-2:]
        self.toasts.append([text, seconds, colour])

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing."""
        sound.play("click")
        self.toast(text, theme.WARN, 3.5)

    def draw_toasts(self, surface):
        y = self.banner_rect.bottom + 18
        for text, left, colour in self.toasts:
            s = self.assets.text(text, theme.SIZE_BODY, colour, True)
            rect = s.get_rect(midtop=(self.board_rect.centerx, y)).inflate(40, 20)
            alpha = 235 if left > 0.4 else int(235 * left / 0.4)
            draw.panel(surface, rect, fill=(14, 16, 30, alpha), edge=colour, radius=14, shadow=False)
            surface.blit(s, s.get_rect(center=rect.center))
            y += rect.h + 8

    def float_text(self, text: str, pos, colour, *, size: int = 30, rise: int = 64, delay: float = 0.0) -> None:
        """A rising '+5 BP' with a dark outline, readable over any piece."""
        def make():
            fg = self.assets.text(text, size, colour, True)
            bg = self.assets.text(text, size, (8, 8, 16), True)
            w, h = fg.get_size()
            surf = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            for dx in (0, 3, 6):
                for dy in (0, 3, 6):
                    surf.blit(bg, (dx, dy))
            surf.blit(fg, (3, 3))
            return surf

        surf = self.assets.generated(("float-text", text, tuple(colour), size), make)
        self.anim.add(FloatText(surf, pos, 1.5, rise=rise, delay=delay))
