"""The game log panel on the right: replayed entries, wrapping, scrolling, the
footer that jumps to the newest line, and growing over the lower player panels.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.items import LogEntry
from game.ui import draw, sound, theme
from game.ui.widgets import Button


class GameLog:
    def _replay_log(self) -> list[LogEntry]:
        """The log of a loaded (or continued) match, rebuilt by replaying it."""
        if not self.match.steps:
            return []
        try:
            state = self.ruleset.new_game(len(self.match.seats), self.match.options, self.match.seed)
            log = []
            for i, step in enumerate(self.match.steps):
                for e in state.apply(step.action):
                    log.append(LogEntry(i, e))
            return log
        except Exception:
            return []

    def _log_line_h(self) -> int:
        return theme.SIZE_TINY + 7

    def _apply_log_size(self) -> None:
        normal = self._log_rect_normal
        if self.log_expanded:
            h = self._log_expanded_h()
            self.log_rect = pygame.Rect(normal.x, self.side_rect.bottom - h, normal.w, h)
        else:
            self.log_rect = normal.copy()
        self._log_cache = None
        r = self.log_rect
        expanded = self.log_expanded
        self.log_button = Button((r.right - 150, r.y + 8, 136, 34), "▼ Smaller" if expanded else "▲ Bigger",
                                 self.toggle_log, style="ghost", size=theme.SIZE_TINY,
                                 tooltip=("Give the player panels their room back" if expanded else
                                          "Make the game log taller (it covers the lower player panels)"))
        self.log_button.visible = r.h >= 80 and (expanded or self._log_can_grow())

    def _log_expanded_h(self) -> int:
        """The expanded log: its share of the side column, and always at least
        eight lines more than the normal log (within the column)."""
        grow = max(round(self.side_rect.h * self.LOG_EXPANDED_FRACTION),
                   self._log_rect_normal.h + self.LOG_MIN_LINES * self._log_line_h())
        return min(self.side_rect.h, grow)

    def _log_can_grow(self) -> bool:
        return self._log_expanded_h() > self._log_rect_normal.h + 40

    def toggle_log(self) -> None:
        """Expand the game log over the lower player panels, or shrink it back."""
        self.log_expanded = not self.log_expanded
        self._apply_log_size()
        self.log_scroll = min(self.log_scroll, self._log_max_scroll())
        self._build_prompt()
        self._update_hover()

    def _click_log(self, pos) -> bool:
        """Clicks on the game log: its title toggles the size, the footer
        ("newer lines below") jumps to the newest; the rest is just covered."""
        r = self.log_rect
        if r.h < 80 or not r.collidepoint(pos):
            return False
        if pos[1] < r.y + 44 and (self.log_expanded or self._log_can_grow()):
            sound.play("click")
            self.toggle_log()
            return True
        if self.log_scroll and self._log_footer_rect().collidepoint(pos):
            sound.play("click")
            self.log_scroll = 0
            return True
        return self._covered(pos)

    def log_lines(self) -> list[tuple]:
        """(seat or None, text) of the log for the viewer, oldest first."""
        out = []
        for entry in self.log:
            text = entry.event.text_for(self.log_seat(entry.event))
            if text:
                out.append((entry.event.seat, self.named(text)))
        return out

    def _log_inner(self, footer: bool | None = None) -> pygame.Rect:
        """The log's text area; a footer line is kept free while scrolled up."""
        r = self.log_rect
        if footer is None:
            footer = bool(self.log_scroll)
        fh = self._log_line_h() + 6 if footer else 0
        return pygame.Rect(r.x + 16, r.y + 48, r.w - 30, r.h - 60 - fh)

    def _log_footer_rect(self) -> pygame.Rect:
        inner = self._log_inner(True)
        return pygame.Rect(self.log_rect.x + 8, inner.bottom, self.log_rect.w - 16, self._log_line_h() + 6)

    def _log_wrapped(self) -> list[tuple]:
        """Every log line wrapped to the panel, oldest first:
        (seat of the entry or None, text, first line of its entry, newest step)."""
        width = self.log_rect.w - 30 - 26
        newest = len(self.match.steps) - 1
        key = (id(self.log), len(self.log), newest, self.viewer, self.revealed, width)
        if self._log_cache is not None and self._log_cache[0] == key:
            return self._log_cache[1]
        size = theme.SIZE_TINY
        wrapped = []
        for entry in self.log:
            text = entry.event.text_for(self.log_seat(entry.event))
            if not text:
                continue
            seat = entry.event.seat
            fresh = entry.step == newest
            lines = self.assets.wrap(self.named(text), size, width)
            for i, line in enumerate(lines):
                wrapped.append((seat if i == 0 else None, line, i == 0, fresh))
        self._log_cache = (key, wrapped)
        return wrapped

    def _log_max_scroll(self) -> int:
        lines = self._log_inner(True).h // self._log_line_h()
        return max(0, len(self._log_wrapped()) - max(1, lines))

    def draw_log(self, surface):
        r = self.log_rect
        if r.h < 80:
            return
        if self.log_expanded:
            # drawn over the lower player panels: opaque, with a shadow
            draw.panel(surface, r, fill=(12, 16, 32, 252), edge=theme.BRASS, radius=12, shadow=True)
        draw.text(surface, "Game log", (r.x + 18, r.y + 12), theme.SIZE_SMALL, theme.GOLD, True)
        line_h = self._log_line_h()
        size = theme.SIZE_TINY
        wrapped = self._log_wrapped()
        inner = self._log_inner()
        max_lines = max(1, inner.h // line_h)
        scroll = min(self.log_scroll, max(0, len(wrapped) - max_lines))
        end = len(wrapped) - scroll
        visible = wrapped[max(0, end - max_lines):end]
        y = inner.y
        for seat, line, first, fresh in visible:
            if first and seat is not None and 0 <= seat < len(self.match.seats):
                self.draw_seat_token(surface, seat, (inner.x + 8, y + line_h // 2 - 1), 8)
            colour = theme.HILITE if fresh else (theme.TEXT if first else theme.TEXT_DIM)
            draw.text(surface, line, (inner.x + 24, y), size, colour)
            y += line_h
        if not wrapped:
            draw.text(surface, "Moves will appear here.", (inner.x, inner.y), size, theme.TEXT_FAINT)
        if scroll:
            fr = self._log_footer_rect()
            hover = fr.collidepoint(self.mouse)
            pygame.draw.line(surface, (60, 70, 104), (fr.x + 8, fr.y + 1), (fr.right - 8, fr.y + 1), 1)
            draw.text_fit(surface, f"▼ {scroll} newer line{'s' if scroll != 1 else ''} · wheel down or click",
                          fr.inflate(-16, 0), theme.SIZE_TINY, theme.HILITE if hover else theme.TEXT_FAINT,
                          anchor="center")

    def draw_log_background(self, surface):
        if self.log_rect.h >= 80:
            draw.panel(surface, self.log_rect, fill=(12, 16, 32, 215), edge=(60, 70, 104), radius=12, shadow=False)
