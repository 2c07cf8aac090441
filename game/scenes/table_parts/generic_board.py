"""The default board of a game without its own table: the viewer's view as
labelled boxes.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.ui import draw, theme


class GenericBoard:
    def draw_generic_board(self, surface):
        """The default board: the viewer's view as labelled boxes."""
        r = self.board_rect.inflate(-48, -40)
        title = "Spectator view" if self.viewer is None else f"What {self.seat_name(self.viewer)} can see"
        draw.text(surface, title, (r.x, r.y), theme.SIZE_SMALL, theme.TEXT_DIM, True)
        view = self.view if isinstance(self.view, dict) else {"view": self.view}
        shown_elsewhere = {"game", "seat", "you", "to_act", "current", "phase", "prompt", "players", "viewer"}
        items = [(str(k), v) for k, v in view.items() if str(k).lower() not in shown_elsewhere]
        cols = 3
        col_w = (r.w - (cols - 1) * 20) // cols
        x_positions = [r.x + i * (col_w + 20) for i in range(cols)]
        heights = [r.y + 44] * cols
        size = theme.SIZE_TINY
        for key, value in items:
            text = _pretty(value)
            lines = self.assets.wrap(text, size, col_w - 28)[:14]
            h = 44 + len(lines) * (size + 6) + 10
            c = min(range(cols), key=lambda i: heights[i])
            y = heights[c]
            if y + h > r.bottom:
                continue
            box = pygame.Rect(x_positions[c], y, col_w, h)
            draw.panel(surface, box, fill=(8, 24, 30, 170), edge=(60, 110, 110), radius=10, shadow=False)
            draw.text_fit(surface, key.replace("_", " ").capitalize(), pygame.Rect(box.x + 14, box.y + 8, box.w - 28, 30),
                          theme.SIZE_SMALL, theme.GOLD, True, "midleft")
            yy = box.y + 42
            for line in lines:
                draw.text(surface, line, (box.x + 14, yy), size, theme.TEXT)
                yy += size + 6
            heights[c] = y + h + 14


def _pretty(value, depth: int = 0) -> str:
    if isinstance(value, dict):
        if not value:
            return "—"
        parts = []
        for k, v in value.items():
            parts.append(f"{k}: {_pretty(v, depth + 1)}")
        return ("; " if depth else "\n").join(parts)
    if isinstance(value, (list, tuple)):
        if not value:
            return "none"
        return ", ".join(_pretty(v, depth + 1) for v in value)
    if value is None:
        return "—"
    return str(value)
