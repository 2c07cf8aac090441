"""The game log panel on the right: replayed entries, wrapping, scrolling, the
footer button that jumps to the newest line, growing over the lower player
panels, and the "Since your last turn" summary.

It follows the newest line unless the person scrolled up with the wheel; a
person's own decision, the footer button or scrolling back down resume
following.  The summary (one line per other seat, see since_last_turn.py)
opens by itself when a person's turn starts and more lines came since their
previous turn than the log shows; it takes the log's text area
(recap_panel.py), and its button in the title row opens and closes it.  Once
decided for a turn it stays as the person left it, an undo back into that
turn included.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table places it with place(normal_rect) (what the player panels leave of the
side column) and is told by `on_resize` when the panel changes size (its
button and the prompt bar's buttons are rebuilt).  A click on a line calls
`on_line(entry, line_rect)` (True: it was used), the bots' reasons.
"""
from __future__ import annotations

import pygame

from game.ai.deal_reasons import bot_deal_reason, with_reason
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import LogEntry
from game.scenes.table_parts.recap_panel import RecapPanel
from game.scenes.table_parts.since_last_turn import SeatSummary, previous_turn, since_last_turn
from game.ui import draw, sound, theme
from game.ui.widgets import Button

LOG_MIN_LINES = 8  # the auto panel height keeps at least this many log lines
LOG_EXPANDED_FRACTION = 0.7  # share of the side column an expanded log takes


def line_height() -> int:
    return theme.SIZE_TINY + 7


def replay_log(match) -> list[LogEntry]:
    """The log of a loaded (or continued) match, rebuilt by replaying it, a
    bot's deal answers with the reasons they had when played."""
    if not match.steps:
        return []
    try:
        state = match.ruleset.new_game(len(match.seats), match.options, match.seed)
        log = []
        for i, step in enumerate(match.steps):
            seat = state.acting_seat(step.action)
            bot = seat is not None and match.seats[seat].is_bot
            reason = bot_deal_reason(match.game_id, state, step.action, match.seed, i) if bot else None
            for e in with_reason(state.apply(step.action), seat, reason):
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
        self.summary_button: Button | None = None
        self.newer_button: Button | None = None
        self.summary_open = False
        self._summary_cache = None
        self.recap = RecapPanel(ctx, self.summary)
        # the (viewer, previous decision)s the summary was decided for: an undo back to one keeps it as it was left
        self._turns_seen: set = set()

    # ------------------------------------------------------------ entries
    def prepend(self, entries: list[LogEntry]) -> None:
        """Entries before the first step (a game's setup events)."""
        self.entries[:0] = entries
        self._cache = self._summary_cache = None

    def append_events(self, step: int, events) -> None:
        """What step `step` did; a reader scrolled up keeps the lines in place,
        until a person at this screen decides: then the log follows again."""
        if self._by_a_person(step):
            self.scroll = 0
            self.summary_open = False
        before = len(self.wrapped()) if self.scroll else 0
        for e in events:
            self.entries.append(LogEntry(step, e))
        if self.scroll:
            self.scroll += max(0, len(self.wrapped()) - before)

    def _by_a_person(self, step: int) -> bool:
        steps, seats = self.ctx.match.steps, self.ctx.match.seats
        if not 0 <= step < len(steps):
            return False
        seat = steps[step].seat
        return seat is not None and 0 <= seat < len(seats) and not seats[seat].is_bot

    def follow(self) -> None:
        """Jump to the newest line and keep following."""
        self.scroll = 0

    def replace_event(self, step: int, match, new_event) -> bool:
        """Swap the first event of `step` that match(event) accepts."""
        for entry in self.entries:
            if entry.step == step and match(entry.event):
                entry.event = new_event(entry.event)
                self._cache = self._summary_cache = None
                return True
        return False

    def rewrap(self) -> None:
        """Entries were changed in place: wrap the lines again."""
        self._cache = self._summary_cache = None

    def on_undo(self) -> None:
        keep = len(self.ctx.match.steps)
        self.entries = [e for e in self.entries if e.step < keep]
        self._cache = self._summary_cache = None
        self.scroll = min(self.scroll, self.max_scroll())

    def lines(self) -> list[tuple]:
        """(seat or None, text) of the log for the viewer, oldest first."""
        return [(entry.event.seat, text) for entry, text in self._shown_texts()]

    def _shown_texts(self) -> list[tuple]:
        """(entry, its text as the viewer reads it) of the entries shown; a
        line that repeats the one before it word for word says "again" (two
        equal lines in a row read as one doubled by mistake)."""
        out, before = [], None
        for entry in self.entries:
            text = entry.event.text_for(self._seat_for(entry.event))
            if not text:
                continue
            text = self.ctx.named(text)
            shown = text
            if text == before:
                shown = (text[:-1] if text.endswith(".") else text) + " again."
            before = text
            out.append((entry, shown))
        return out

    # ------------------------------------------------------------ summary
    def summary(self) -> list[SeatSummary]:
        """What the other seats did since the viewer's previous decision."""
        ctx = self.ctx
        key = (len(self.entries), len(ctx.match.steps), ctx.viewer, ctx.revealed)
        if self._summary_cache is None or self._summary_cache[0] != key:
            rows = since_last_turn(self.entries, ctx.match.steps, ctx.viewer,
                                   lambda e: ctx.named(e.text_for(self._seat_for(e))))
            self._summary_cache = (key, rows)
        return self._summary_cache[1]

    def lines_since_last_turn(self) -> int:
        """Wrapped log lines that came after the viewer's previous decision."""
        viewer = self.ctx.viewer
        if viewer is None:
            return 0
        after = previous_turn(self.ctx.match.steps, viewer, self.entries)
        return sum(1 for line in self.wrapped() if line[4] > after)

    def visible_lines(self) -> int:
        return max(1, self.inner(False).h // line_height())

    def toggle_summary(self) -> None:
        self.summary_open = not self.summary_open
        self.recap.reset()
        self._label_summary_button()

    def _label_summary_button(self) -> None:
        b = self.summary_button
        if b is not None:
            b.label = "Full log" if self.summary_open else "Recap"
            b.tooltip = ("Back to the game log, line by line" if self.summary_open
                         else "Since your last turn: what each other player did, one line each")

    def on_refresh(self) -> None:
        """A person's turn starts: open the summary when what came since their
        previous decision no longer fits the log; once they decide, close it.
        A reply out of turn (a reaction) does not open it."""
        ctx = self.ctx
        if not ctx.my_turn or ctx.viewer is None or ctx.state.turn_owner() != ctx.viewer:
            return
        turn = (ctx.viewer, previous_turn(ctx.match.steps, ctx.viewer, self.entries))
        if turn in self._turns_seen:
            return
        self._turns_seen.add(turn)
        self.summary_open = (self.rect.h >= 80 and self.lines_since_last_turn() > self.visible_lines()
                             and bool(self.summary()))
        self.recap.reset()

    def summary_rect(self) -> pygame.Rect:
        """The recap's box: the log's text area, whose place it takes while
        open (nothing of the table is under it)."""
        inner = self.inner(False)
        return pygame.Rect(inner.x - 8, inner.y - 4, inner.w + 16, inner.h + 8)

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
        self._cache = self._summary_cache = None
        r = self.rect
        expanded = self.expanded
        self.button = Button((r.right - 130, r.y + 8, 116, 34), "▼ Smaller" if expanded else "▲ Bigger",
                             self.toggle, style="ghost", size=theme.SIZE_TINY,
                             tooltip=("Give the player panels their room back" if expanded else
                                      "Make the game log taller (it covers the lower player panels)"))
        self.button.visible = r.h >= 80 and (expanded or self._can_grow())
        self.summary_button = Button((self.button.rect.x - 108, r.y + 8, 100, 34), "Recap",
                                     self.toggle_summary, style="ghost", size=theme.SIZE_TINY,
                                     tooltip="Since your last turn: what each other player did, one line each")
        self.summary_button.visible = r.h >= 80
        self.button.reading = self.summary_button.reading = True
        fr = self.footer_rect()
        self.newer_button = Button(fr.inflate(-8, -2), "", self.follow, style="ghost", size=theme.SIZE_TINY,
                                   tooltip="Jump to the newest line and keep following the game")
        self.newer_button.visible = False

    @property
    def buttons(self) -> list[Button]:
        """The panel's buttons, for the table's widgets."""
        return [b for b in (self.button, self.summary_button, self.newer_button) if b is not None]

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
            if self.summary_open:
                self.recap.wheel(event.y, self.summary_rect())
            else:
                self.scroll = max(0, min(self.max_scroll(), self.scroll + event.y * 2))
            return True
        return False

    def click(self, pos) -> bool:
        """Its title toggles the size, the footer ("newer lines below") jumps
        to the newest; the rest of an expanded log is just covered."""
        r = self.rect
        if r.h < 80:
            return False
        if self.summary_open and self.summary_rect().collidepoint(pos):
            sound.play("click")
            if not self.recap.click(pos, self.summary_rect()):
                self.toggle_summary()  # dismissed; the title-row button opens it again
            return True
        if not r.collidepoint(pos):
            return False
        if pos[1] < r.y + 44 and (self.expanded or self._can_grow()):
            sound.play("click")
            self.toggle()
            return True
        if self.scroll and self.footer_rect().collidepoint(pos):
            sound.play("click")
            self.follow()
            return True
        entry, line = self.entry_at(pos)
        if entry is not None and self._on_line(entry, line):
            sound.play("click")
            return True
        return self.covers(pos)

    def entry_at(self, pos) -> tuple:
        """(the entry, the rect of the line) shown at `pos`, or (None, None)
        (none under the summary box)."""
        if not self.inner().collidepoint(pos):
            return None, None
        return next(((entry, rect) for entry, rect in self._rows() if rect.collidepoint(pos)), (None, None))

    def rect_of(self, entry) -> pygame.Rect | None:
        """Where `entry`'s lines are shown (None: out of sight, scrolled away or under the summary box)."""
        rects = [rect for e, rect in self._rows() if e is entry]
        return rects[0].unionall(rects[1:]) if rects else None

    def _rows(self) -> list[tuple]:
        """(entry, rect) of each line shown, top to bottom, but those under the summary box."""
        if self.rect.h < 80:
            return []
        inner = self.inner()
        line_h = line_height()
        wrapped = self.wrapped()
        max_lines = max(1, inner.h // line_h)
        end = len(wrapped) - min(self.scroll, max(0, len(wrapped) - max_lines))
        start = max(0, end - max_lines)
        shown = [e for e in self.entries if e.event.text_for(self._seat_for(e.event))]
        n = sum(1 for row in wrapped[:start] if row[2]) - 1  # the entry of the line before the first shown
        summary = self.summary_rect() if self.summary_open else None
        out = []
        for row, line in enumerate(wrapped[start:end]):
            n += line[2]
            rect = pygame.Rect(inner.x, inner.y + row * line_h, inner.w, line_h)
            if 0 <= n < len(shown) and not (summary is not None and summary.colliderect(rect)):
                out.append((shown[n], rect))
        return out

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
        """Every line wrapped to the panel, oldest first: (seat of the entry or
        None, text, first line of its entry, newest step, the entry's step)."""
        ctx = self.ctx
        width = self.rect.w - 30 - 26
        newest = len(ctx.match.steps) - 1
        key = (len(self.entries), newest, ctx.viewer, ctx.revealed, width)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        size = theme.SIZE_TINY
        wrapped = []
        for entry, text in self._shown_texts():
            seat = entry.event.seat
            fresh = entry.step == newest
            lines = ctx.assets.wrap(text, size, width)
            for i, line in enumerate(lines):
                wrapped.append((seat if i == 0 else None, line, i == 0, fresh, entry.step))
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
        for seat, line, first, fresh, _step in ([] if self.summary_open else visible):  # the recap takes their place
            if first and seat is not None and 0 <= seat < len(seats):
                ctx.draw_seat_token(surface, seat, (inner.x + 8, y + line_h // 2 - 1), 8)
            colour = theme.HILITE if fresh else (theme.TEXT if first else theme.TEXT_DIM)
            draw.text(surface, line, (inner.x + 24, y), size, colour)
            y += line_h
        if not wrapped:
            draw.text(surface, "Moves will appear here.", (inner.x, inner.y), size, theme.TEXT_FAINT)
        if self.summary_button is not None:
            self.summary_button.visible = ctx.viewer is not None  # else nobody to sum up for
        if self.button is not None:
            self.button.visible = r.h >= 80 and (self.expanded or self._can_grow())
        self._label_summary_button()
        if self.newer_button is not None:
            self.newer_button.visible = bool(scroll) and not self.summary_open
            self.newer_button.label = f"▼ {scroll} newer line{'s' if scroll != 1 else ''} · back to the end"
        if self.summary_open:
            self._draw_summary(surface)

    def _draw_summary(self, surface) -> None:
        self.recap.draw(surface, self.summary_rect())

    def draw_background(self, surface) -> None:
        if self.rect.h >= 80:
            draw.panel(surface, self.rect, fill=(12, 16, 32, 215), edge=(60, 70, 104), radius=12, shadow=False)
