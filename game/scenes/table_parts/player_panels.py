"""The seats' panels on the right: where they go (the log takes the rest), their
backgrounds and headers (token, name, bot level or "to act"; the seat lit is
the one the banner names), and the
running scores a default panel shows.

A part of the table frame (see game/scenes/table_parts/context.py).  What
goes inside a panel is the table's draw_player_panel hook (`draw_area`).
"""
from __future__ import annotations

import time
import traceback

import pygame

from game import persist
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.log_panel import LOG_MIN_LINES, line_height
from game.ui import draw, theme

LOG_MIN_H = 300
PANELS_ROOM = theme.LOGICAL_H - 112  # the side column of a 1080-high canvas


class PlayerPanels(Part):
    def __init__(self, ctx, draw_area, playing=None):
        super().__init__(ctx)
        self._draw_area = draw_area  # (surface, rect, seat): the table's draw_player_panel
        # () -> the seat the banner names: the mover while its last move lands, then the seat to act
        self._playing = playing or (lambda: ctx.to_act)
        self.rects: list[pygame.Rect] = []
        self._scores_key = None
        self._scores: dict = {}
        self._error_shown = False

    def place(self, panel_height: int | None) -> pygame.Rect:
        """Lay the panels out at the top of the side column; returns what is
        left below them (the game log's place).  The log keeps LOG_MIN_LINES
        lines: a table's fixed panel height is a wish that gives way to it.
        The panels are never taller than on a 1080-high canvas."""
        side = self.ctx.side_rect
        n = len(self.ctx.match.seats)
        gap = 10 if n < 6 else 8
        # (a line more for the log's "newer lines below" footer while scrolled up)
        log_min = max(LOG_MIN_H, 66 + (LOG_MIN_LINES + 1) * line_height())
        # a taller canvas (a small or 16:10 window) gives its extra height to the log, not the panels
        room = min(side.h, PANELS_ROOM)
        fit = (room - log_min - gap * n) // max(1, n)
        ph = max(84, min(panel_height, fit)) if panel_height else max(84, min(150, fit))
        self.rects = []
        y = side.y
        for _ in range(n):
            self.rects.append(pygame.Rect(side.x, y, side.w, ph))
            y += ph + gap
        return pygame.Rect(side.x, y, side.w, side.bottom - y)

    def header_h(self) -> int:
        """Height of the header row (token, name, tag): tighter when the panels are short."""
        ph = self.rects[0].h if self.rects else 150
        return 52 if ph >= 120 else 42

    def area(self, seat: int) -> pygame.Rect:
        """The per-game area of a seat's panel, below its header."""
        rect = self.rects[seat]
        top = self.header_h()
        return pygame.Rect(rect.x + 20, rect.y + top, rect.w - 34, rect.h - top - 6)

    def running_scores(self) -> dict:
        """{seat: total} of state.scores(), worked out once per step ({} when the game has none)."""
        match = self.ctx.match
        key = len(match.steps)
        if self._scores_key != key:
            self._scores_key = key
            try:
                self._scores = {s.seat: s.total for s in self.ctx.state.scores()}
            except Exception:
                self._scores = {}
        return self._scores

    def _active(self, seat: int) -> bool:
        return seat == self._playing() and not self.ctx.state.is_over

    def draw_backgrounds(self, surface) -> None:
        for seat, rect in enumerate(self.rects):
            s = self.ctx.match.seats[seat]
            active = self._active(seat)
            col = theme.player_colour(s.colour)
            draw.panel(surface, rect, fill=(30, 38, 68, 235) if active else theme.PANEL,
                       edge=col if active else (60, 70, 104), radius=12, shadow=False, width=3 if active else 2)
            strip = pygame.Rect(rect.x + 3, rect.y + 8, 6, rect.h - 16)
            pygame.draw.rect(surface, col, strip, border_radius=3)

    def draw(self, surface, with_areas: bool | None = None) -> None:
        """Headers; and, unless a curtain hides the table, each seat's area."""
        ctx = self.ctx
        with_areas = ctx.curtain_for is None if with_areas is None else with_areas
        symbols = getattr(ctx.settings, "colour_symbols", True)
        for seat, rect in enumerate(self.rects):
            s = ctx.match.seats[seat]
            active = self._active(seat)
            head = self.header_h()
            mid = rect.y + 4 + (head - 4) // 2
            draw.seat_token(surface, s.colour, (rect.x + 36, mid), 16, symbols)
            name_r = pygame.Rect(rect.x + 62, mid - 20, rect.w - 62 - 130, 40)
            tag = theme.LEVEL_NAMES.get(s.kind, s.kind)
            if active:
                if seat != ctx.to_act:
                    tag = "moving"  # its move is still landing on the board
                elif s.is_bot and ctx.bots_stopped:
                    tag = "stopped"
                elif s.is_bot and ctx.autoplay:
                    tag = "thinking" + "." * (1 + int(time.monotonic() * 3) % 3) + "  "
                else:
                    tag = "to act"
            tw = ctx.assets.text_size(tag, theme.SIZE_TINY)[0] + 24
            tr = pygame.Rect(rect.right - tw - 12, mid - 15, tw, 30)
            if active:
                pygame.draw.rect(surface, (150, 110, 40), tr, border_radius=15)
                draw.text(surface, tag, tr.center, theme.SIZE_TINY, (255, 240, 200), True, "center")
            else:
                pygame.draw.rect(surface, (44, 52, 84) if s.is_bot else (60, 74, 50), tr, border_radius=15)
                draw.text(surface, tag, tr.center, theme.SIZE_TINY, theme.TEXT_DIM if s.is_bot else (210, 240, 200),
                          False, "center")
            name_r.w = tr.x - name_r.x - 8
            draw.text_fit(surface, s.name, name_r, theme.SIZE_BODY, theme.TEXT, True, "midleft")
            if with_areas:
                area = self.area(seat)
                try:
                    self._draw_area(surface, area, seat)
                except Exception as e:  # a drawing bug in one panel must not take the table down
                    if not self._error_shown:  # once: the details go to a log under the data folder
                        self._error_shown = True
                        try:
                            persist.write_log("panel", traceback.format_exc())
                        except OSError:
                            pass
                    draw.text(surface, "(this panel could not be drawn; details in the logs folder)", area.topleft,
                              theme.SIZE_TINY, theme.BAD)
