"""Short notices under the banner (toast) and why-not messages (explain).

A part of the table frame (see game/scenes/table_parts/context.py).  The
notices shown can be read like a list: `for text, seconds_left, colour in
toasts`, `toasts[-1][0]`.
"""
from __future__ import annotations

from game.scenes.table_parts.context import Part
from game.ui import draw, sound, theme


class Toasts(Part):
    def __init__(self, ctx):
        super().__init__(ctx)
        self._shown: list[list] = []  # [text, seconds left, colour], oldest first; at most three

    def __iter__(self):
        return iter(self._shown)

    def __len__(self) -> int:
        return len(self._shown)

    def __getitem__(self, i):
        return self._shown[i]

    def add(self, text: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        self._shown = [t for t in self._shown if t[0] != text][-2:]
        self._shown.append([text, seconds, colour])

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing (a click sound and a warning notice)."""
        sound.play("click")
        self.add(text, theme.WARN, 3.5)

    def clear(self) -> None:
        self._shown = []

    def update(self, dt: float) -> bool:
        if not self._shown:
            return False
        for t in self._shown:
            t[1] -= dt
        self._shown = [t for t in self._shown if t[1] > 0]
        return True

    def draw(self, surface) -> None:
        ctx = self.ctx
        y = ctx.banner_rect.bottom + 18
        for text, left, colour in self._shown:
            s = ctx.assets.text(text, theme.SIZE_BODY, colour, True)
            rect = s.get_rect(midtop=(ctx.board_rect.centerx, y)).inflate(40, 20)
            alpha = 235 if left > 0.4 else int(235 * left / 0.4)
            draw.panel(surface, rect, fill=(14, 16, 30, alpha), edge=colour, radius=14, shadow=False)
            surface.blit(s, s.get_rect(center=rect.center))
            y += rect.h + 8
