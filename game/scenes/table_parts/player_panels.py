"""The seats' panels on the right: where they go (the log takes the rest), their
backgrounds and headers (token, name, bot level or "to act"), and the
default running score.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import time

import pygame

from game.ui import draw, theme


class PlayerPanels:
    def _layout_side(self) -> None:
        n = len(self.match.seats)
        gap = 10 if n < 6 else 8
        # the log keeps LOG_MIN_LINES lines: a table's fixed panel height is a
        # wish that gives way to it (panels then get a tighter header)
        # (a line more for the "newer lines below" footer while scrolled up)
        log_min = max(self.LOG_MIN_H, 66 + (self.LOG_MIN_LINES + 1) * self._log_line_h())
        fit = (self.side_rect.h - log_min - gap * n) // max(1, n)
        if self.panel_height:
            ph = max(84, min(self.panel_height, fit))
        else:
            ph = max(84, min(150, fit))
        self._panel_rects = []
        y = self.side_rect.y
        for _ in range(n):
            self._panel_rects.append(pygame.Rect(self.side_rect.x, y, self.side_rect.w, ph))
            y += ph + gap
        self._log_rect_normal = pygame.Rect(self.side_rect.x, y, self.side_rect.w, self.side_rect.bottom - y)
        self._apply_log_size()
        self._make_banner_buttons()

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The player panel of `seat` (logical coordinates)."""
        return self._panel_rects[seat]

    def panel_header_h(self) -> int:
        """Height of the panels' header row (token, name, tag): tighter when
        the panels are short."""
        ph = self._panel_rects[0].h if self._panel_rects else 150
        return 52 if ph >= 120 else 42

    def panel_area(self, seat: int) -> pygame.Rect:
        """The per-game area of a seat's panel, below its header."""
        rect = self._panel_rects[seat]
        top = self.panel_header_h()
        return pygame.Rect(rect.x + 20, rect.y + top, rect.w - 34, rect.h - top - 6)

    def _running_scores(self) -> dict:
        key = len(self.match.steps)
        if getattr(self, "_scores_key", None) != key:
            self._scores_key = key
            try:
                self._scores_cache = {s.seat: s.total for s in self.state.scores()}
            except Exception:
                self._scores_cache = {}
        return self._scores_cache

    def draw_panel_backgrounds(self, surface):
        for seat, rect in enumerate(self._panel_rects):
            s = self.match.seats[seat]
            active = seat == self.to_act and not self.state.is_over
            col = theme.player_colour(s.colour)
            draw.panel(surface, rect, fill=(30, 38, 68, 235) if active else theme.PANEL,
                       edge=col if active else (60, 70, 104), radius=12, shadow=False, width=3 if active else 2)
            strip = pygame.Rect(rect.x + 3, rect.y + 8, 6, rect.h - 16)
            pygame.draw.rect(surface, col, strip, border_radius=3)

    def draw_player_panels(self, surface):
        symbols = getattr(self.app.settings, "colour_symbols", True)
        for seat, rect in enumerate(self._panel_rects):
            s = self.match.seats[seat]
            active = seat == self.to_act and not self.state.is_over
            head = self.panel_header_h()
            mid = rect.y + 4 + (head - 4) // 2
            draw.seat_token(surface, s.colour, (rect.x + 36, mid), 16, symbols)
            name_r = pygame.Rect(rect.x + 62, mid - 20, rect.w - 62 - 130, 40)
            tag = theme.LEVEL_NAMES.get(s.kind, s.kind)
            if active:
                if s.is_bot and self.autoplay:
                    tag = "thinking" + "." * (1 + int(time.monotonic() * 3) % 3) + "  "
                else:
                    tag = "to act"
            tw = self.assets.text_size(tag, theme.SIZE_TINY)[0] + 24
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
            area = self.panel_area(seat)
            if self.curtain_for is None:
                try:
                    self.draw_player_panel(surface, area, seat)
                except Exception as e:  # a drawing bug in one panel must not take the table down
                    if not getattr(self, "_panel_error_shown", False):
                        import traceback

                        self._panel_error_shown = True
                        traceback.print_exc()
                    draw.text(surface, f"(panel error: {e.__class__.__name__})", area.topleft, theme.SIZE_TINY,
                              theme.BAD)
