"""The "Since your last turn" recap as the game log panel shows it: in the
log's own text area (it takes the log's place while open, so it covers
nothing of the table), one line per other seat wrapped to the panel's width,
and scrolled with the wheel or its footer when the lines need more room
than the log has (or made taller with the log's "Bigger").

A helper of GameLog (log_panel.py), which says where the text area is and
what the rows are (since_last_turn.py); it keeps only its scroll.
"""
from __future__ import annotations

import pygame

from game.ui import draw, theme

TITLE = "Since your last turn"


def line_height() -> int:
    return theme.SIZE_TINY + 7


class RecapPanel:
    def __init__(self, ctx, rows):
        self.ctx = ctx
        self._rows = rows  # () -> [SeatSummary]
        self.scroll = 0  # lines scrolled down from the recap's first line
        self._cache = None

    def reset(self) -> None:
        self.scroll = 0

    def wrapped(self, width: int) -> list[tuple]:
        """(seat or None, line, first line of its seat) of every row wrapped to `width`."""
        rows = self._rows()
        key = (tuple(rows), width)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out = []
        for row in rows:
            line = row.line(self.ctx.seat_name(row.seat))
            for i, part in enumerate(self.ctx.assets.wrap(line, theme.SIZE_TINY, width)):
                out.append((row.seat if i == 0 else None, part, i == 0))
        if not out:
            out = [(None, "Nobody else has moved yet.", True)]
        self._cache = (key, out)
        return out

    # ------------------------------------------------------------ places
    def _text_width(self, body: pygame.Rect) -> int:
        return body.w - 24 - 18

    def _room(self, body: pygame.Rect) -> int:
        """Lines that fit under the title with no footer."""
        return max(1, (body.h - 8) // line_height() - 1)

    def overflows(self, body: pygame.Rect) -> bool:
        return len(self.wrapped(self._text_width(body))) > self._room(body)

    def _shown_lines(self, body: pygame.Rect) -> int:
        return max(1, self._room(body) - (1 if self.overflows(body) else 0))

    def max_scroll(self, body: pygame.Rect) -> int:
        return max(0, len(self.wrapped(self._text_width(body))) - self._shown_lines(body))

    def footer_rect(self, body: pygame.Rect) -> pygame.Rect | None:
        """The footer line that scrolls on (None: everything shows)."""
        if not self.overflows(body):
            return None
        lh = line_height()
        return pygame.Rect(body.x + 4, body.y + 4 + (1 + self._shown_lines(body)) * lh, body.w - 8, lh + 4)

    # ------------------------------------------------------------ input
    def wheel(self, dy: int, body: pygame.Rect) -> None:
        self.scroll = max(0, min(self.max_scroll(body), self.scroll - dy * 2))

    def click(self, pos, body: pygame.Rect) -> bool:
        """A click on the footer scrolls a page on (or back to the top): True."""
        footer = self.footer_rect(body)
        if footer is None or not footer.collidepoint(pos):
            return False
        most = self.max_scroll(body)
        self.scroll = 0 if self.scroll >= most else min(most, self.scroll + max(1, self._shown_lines(body) - 1))
        return True

    # ------------------------------------------------------------ drawing
    def draw(self, surface, body: pygame.Rect) -> None:
        ctx = self.ctx
        lh = line_height()
        width = self._text_width(body)
        lines = self.wrapped(width)
        self.scroll = min(self.scroll, self.max_scroll(body))
        draw.panel(surface, body, fill=(20, 26, 50, 250), edge=theme.BRASS, radius=8, shadow=False)
        x, y = body.x + 10, body.y + 4
        draw.text(surface, TITLE, (x, y), theme.SIZE_TINY, theme.GOLD, True)
        draw.text(surface, "×", (body.right - 12, y), theme.SIZE_TINY, theme.TEXT_DIM, anchor="topright")
        y += lh
        seats = ctx.match.seats
        shown = lines[self.scroll:self.scroll + self._shown_lines(body)]
        for seat, line, first in shown:
            if first and seat is not None and 0 <= seat < len(seats):
                ctx.draw_seat_token(surface, seat, (x + 8, y + lh // 2 - 1), 7)
            colour = theme.TEXT if first else theme.TEXT_DIM
            if seat is None and first and len(lines) == 1:
                colour = theme.TEXT_FAINT
            draw.text(surface, line, (x + 24, y), theme.SIZE_TINY, colour)
            y += lh
        footer = self.footer_rect(body)
        if footer is not None:
            below = len(lines) - self.scroll - len(shown)
            words = (f"▼ {below} more line{'s' if below != 1 else ''} · scroll or click" if below > 0
                     else "▲ back to the top")
            draw.text(surface, words, (footer.centerx, footer.y + 2), theme.SIZE_TINY, theme.ACCENT, anchor="midtop")
