"""The default board of a game without its own table: the viewer's view as
labelled boxes."""
from __future__ import annotations

import pygame

from game.ui import draw, theme

SHOWN_ELSEWHERE = {"game", "seat", "you", "to_act", "current", "phase", "prompt", "players", "viewer"}


def draw_generic_board(surface, ctx) -> None:
    """The viewer's view (ctx.view) as labelled boxes inside ctx.board_rect."""
    r = ctx.board_rect.inflate(-48, -40)
    title = "Spectator view" if ctx.viewer is None else f"What {ctx.seat_name(ctx.viewer)} can see"
    draw.text(surface, title, (r.x, r.y), theme.SIZE_SMALL, theme.TEXT_DIM, True)
    view = ctx.view if isinstance(ctx.view, dict) else {"view": ctx.view}
    items = [(str(k), v) for k, v in view.items() if str(k).lower() not in SHOWN_ELSEWHERE]
    cols = 3
    col_w = (r.w - (cols - 1) * 20) // cols
    x_positions = [r.x + i * (col_w + 20) for i in range(cols)]
    heights = [r.y + 44] * cols
    size = theme.SIZE_TINY
    for key, value in items:
        text = _pretty(value)
        lines = ctx.assets.wrap(text, size, col_w - 28)[:14]
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
