"""The game log panel on the right: replayed entries, wrapping, scrolling, the
footer that jumps to the newest line, and growing over the lower player panels.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table places it with place(normal_rect) (what the player panels leave of the
side column) and is told by `on_resize` when the panel changes size (its
button and the prompt bar's buttons are rebuilt).  A click on a line calls
`on_line(entry, line_rect)` (True: it was used), the bots' reasons.
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import LogEntry
from game.ui import draw, sound, theme
from game.ui.widgets import Button

LOG_MIN_LINES = 8  # the auto panel height keeps at least this many log lines
LOG_EXPANDED_FRACTION = 0.7  # share of the side column an expanded log takes


def line_height() -> int:
    return theme.SIZE_TINY + 7


def replay_log(match) -> list[LogEntry]:
    """The log of a loaded (or continued) match, rebuilt by replaying it."""
    if not match.steps:
        return []
    try:
        state = match.ruleset.new_game(len(match.seats), match.options, match.seed)
        log = []
        for i, step in enumerate(match.steps):
            for e in state.apply(step.action):
                log.append(LogEntry(i, e))
        return log
    except Exception:
        return []


class GameLog(Part):
    def __init__(self, ctx, seat_for, on_resize=lambda: None, on_line=lambda entry, rect: False):
        super().__init__(ctx)
        self._seat_for = seat_for  # event -> whose private text the log shows (the table's log_seat)
        self._on_resize = on_resize
        self._on_line = on_line
        self.entries: list[LogEntry] = replay_log(ctx.match)
        self.scroll = 0  # lines scrolled up from the newest (0: follow the newest)
        self.expanded = False  # grown over the lower player panels
        self._cache = None
        self._normal = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button: Button | None = None

    # ------------------------------------------------------------ entries
    def prepend(self, entries: list[LogEntry]) -> None:
        """Entries before the first step (a game's setup events)."""
        self.entries[:0] = entries
        self._cache = None

    def append_events(self, step: int, events) -> None:
        """What step `step` did; a reader scrolled up keeps the lines in place."""
        before = len(self.wrapped()) if self.scroll else 0
        for e in events:
            self.entries.append(LogEntry(step, e))
        if self.scroll:
            self.scroll += max(0, len(self.wrapped()) - before)

    def replace_event(self, step: int, match, new_event) -> bool:
        """Swap the first event of `step` that match(event) accepts."""
        for entry in self.entries:
            if entry.step == step and match(entry.event):
                entry.event = new_event(entry.event)
                self._cache = None
                return True
        return False

    def rewrap(self) -> None:
        """Entries were changed in place: wrap the lines again."""
        self._cache = None

    def on_undo(self) -> None:
        keep = len(self.ctx.match.steps)
        self.entries = [e for e in self.entries if e.step < keep]
        self._cache = None
        self.scroll = min(self.scroll, self.max_scroll())

    def lines(self) -> list[tuple]:
        """(seat or None, text) of the log for the viewer, oldest first."""
        out = []
        for entry in self.entries:
            text = entry.event.text_for(self._seat_for(entry.event))
            if text:
                out.append((entry.event.seat, self.ctx.named(text)))
        return out

    # ------------------------------------------------------------ size
    def place(self, normal: pygame.Rect) -> None:
        self._normal = pygame.Rect(normal)
        self._apply_size()

    def _apply_size(self) -> None:
        normal = self._normal
        if self.expanded:
            h = self._expanded_h()
            self.rect = pygame.Rect(normal.x, self.ctx.side_rect.bottom - h, normal.w, h)
        else:
            self.rect = normal.copy()
        self._cache = None
        r = self.rect
        expanded = self.expanded
        self.button = Button((r.right - 150, r.y + 8, 136, 34), "▼ Smaller" if expanded else "▲ Bigger",
                             self.toggle, style="ghost", size=theme.SIZE_TINY,
                             tooltip=("Give the player panels their room back" if expanded else
                                      "Make the game log taller (it covers the lower player panels)"))
        self.button.visible = r.h >= 80 and (expanded or self._can_grow())

    def _expanded_h(self) -> int:
        """Its share of the side column, and always at least eight lines more
        than the normal log (within the column)."""
        side = self.ctx.side_rect
        grow = max(round(side.h * LOG_EXPANDED_FRACTION), self._normal.h + LOG_MIN_LINES * line_height())
        return min(side.h, grow)

    def _can_grow(self) -> bool:
        return self._expanded_h() > self._normal.h + 40

    def toggle(self) -> None:
        """Expand the log over the lower player panels, or shrink it back."""
        self.expanded = not self.expanded
        self._apply_size()
        self.scroll = min(self.scroll, self.max_scroll())
        self._on_resize()

    def covers(self, pos) -> bool:
        """The expanded log lies over the player panels at `pos`."""
        return self.expanded and self.rect.collidepoint(pos)

    # ------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ctx.mouse):
            self.scroll = max(0, min(self.max_scroll(), self.scroll + event.y * 2))
            return True
        return False

    def click(self, pos) -> bool:
        """Its title toggles the size, the footer ("newer lines below") jumps
        to the newest; the rest of an expanded log is just covered."""
        r = self.rect
        if r.h < 80 or not r.collidepoint(pos):
            return False
        if pos[1] < r.y + 44 and (self.expanded or self._can_grow()):
            sound.play("click")
            self.toggle()
            return True
        if self.scroll and self.footer_rect().collidepoint(pos):
            sound.play("click")
            self.scroll = 0
            return True
        entry, line = self.entry_at(pos)
        if entry is not None and self._on_line(entry, line):
            sound.play("click")
            return True
        return self.covers(pos)

    def entry_at(self, pos) -> tuple:
        """(the entry, the rect of the line) shown at `pos`, or (None, None)."""
        inner = self.inner()
        if not inner.collidepoint(pos):
            return None, None
        line_h = line_height()
        wrapped = self.wrapped()
        max_lines = max(1, inner.h // line_h)
        end = len(wrapped) - min(self.scroll, max(0, len(wrapped) - max_lines))
        row = (pos[1] - inner.y) // line_h
        index = max(0, end - max_lines) + row
        if index >= end:
            return None, None
        rect = pygame.Rect(inner.x, inner.y + row * line_h, inner.w, line_h)
        first = [i for i, (_, _, is_first, _) in enumerate(wrapped[:index + 1]) if is_first]
        shown = [e for e in self.entries if e.event.text_for(self._seat_for(e.event))]
        return (shown[len(first) - 1], rect) if first and len(first) <= len(shown) else (None, None)

    # ------------------------------------------------------------ lines
    @staticmethod
    def line_height() -> int:
        return line_height()

    def inner(self, footer: bool | None = None) -> pygame.Rect:
        """The text area; a footer line is kept free while scrolled up."""
        r = self.rect
        if footer is None:
            footer = bool(self.scroll)
        fh = line_height() + 6 if footer else 0
        return pygame.Rect(r.x + 16, r.y + 48, r.w - 30, r.h - 60 - fh)

    def footer_rect(self) -> pygame.Rect:
        inner = self.inner(True)
        return pygame.Rect(self.rect.x + 8, inner.bottom, self.rect.w - 16, line_height() + 6)

    def wrapped(self) -> list[tuple]:
        """Every line wrapped to the panel, oldest first:
        (seat of the entry or None, text, first line of its entry, newest step)."""
        ctx = self.ctx
        width = self.rect.w - 30 - 26
        newest = len(ctx.match.steps) - 1
        key = (len(self.entries), newest, ctx.viewer, ctx.revealed, width)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        size = theme.SIZE_TINY
        wrapped = []
        for entry in self.entries:
            text = entry.event.text_for(self._seat_for(entry.event))
            if not text:
                continue
            seat = entry.event.seat
            fresh = entry.step == newest
            lines = ctx.assets.wrap(ctx.named(text), size, width)
            for i, line in enumerate(lines):
                wrapped.append((seat if i == 0 else None, line, i == 0, fresh))
        self._cache = (key, wrapped)
        return wrapped

    def max_scroll(self) -> int:
        lines = self.inner(True).h // line_height()
        return max(0, len(self.wrapped()) - max(1, lines))

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        ctx = self.ctx
        r = self.rect
        if r.h < 80:
            return
        if self.expanded:
            # drawn over the lower player panels: opaque, with a shadow
            draw.panel(surface, r, fill=(12, 16, 32, 252), edge=theme.BRASS, radius=12, shadow=True)
        draw.text(surface, "Game log", (r.x + 18, r.y + 12), theme.SIZE_SMALL, theme.GOLD, True)
        line_h = line_height()
        size = theme.SIZE_TINY
        wrapped = self.wrapped()
        inner = self.inner()
        max_lines = max(1, inner.h // line_h)
        scroll = min(self.scroll, max(0, len(wrapped) - max_lines))
        end = len(wrapped) - scroll
        visible = wrapped[max(0, end - max_lines):end]
        y = inner.y
        seats = ctx.match.seats
        for seat, line, first, fresh in visible:
            if first and seat is not None and 0 <= seat < len(seats):
                ctx.draw_seat_token(surface, seat, (inner.x + 8, y + line_h // 2 - 1), 8)
            colour = theme.HILITE if fresh else (theme.TEXT if first else theme.TEXT_DIM)
            draw.text(surface, line, (inner.x + 24, y), size, colour)
            y += line_h
        if not wrapped:
            draw.text(surface, "Moves will appear here.", (inner.x, inner.y), size, theme.TEXT_FAINT)
        if scroll:
            fr = self.footer_rect()
            hover = fr.collidepoint(ctx.mouse)
            pygame.draw.line(surface, (60, 70, 104), (fr.x + 8, fr.y + 1), (fr.right - 8, fr.y + 1), 1)
            draw.text_fit(surface, f"▼ {scroll} newer line{'s' if scroll != 1 else ''} · wheel down or click",
                          fr.inflate(-16, 0), theme.SIZE_TINY, theme.HILITE if hover else theme.TEXT_FAINT,
                          anchor="center")

    def draw_background(self, surface) -> None:
        if self.rect.h >= 80:
            draw.panel(surface, self.rect, fill=(12, 16, 32, 215), edge=(60, 70, 104), radius=12, shadow=False)
