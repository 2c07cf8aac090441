"""Short notices under the banner (toast), and why-not messages (explain).

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

from game.ui import draw, sound, theme


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
