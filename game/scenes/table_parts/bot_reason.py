"""Why did the bot do that?  A click on a bot's move in the game log opens a
small popover beside the line: the reason the bot's own evaluation gives
for the move and the best move it passed over (game/ai/why.py).

Worked out on demand, in a thread, from the saved history at that point:
the bots' own thinking is left alone, a loaded game's moves can be asked
about too, and nothing is stored.  The person at this screen learns nothing
the table does not show them: the explanation comes from a world that
agrees with their own view (why.explain_as_seen_by), and a move whose log
line keeps something from the others (a stash, a draw) is explained only
once the game is over.

A part of the table frame (see game/scenes/table_parts/context.py).  The
game log calls `open_for(entry, line_rect)` when a line is clicked.  The
popover names the move as that line told it, keeps beside the line while
newer ones scroll in, and closes when the line leaves the log or the
person's turn begins.  It is modal to the mouse only: the next click closes
it and does nothing else, Escape closes it, other keys go on to the prompt.
"""
from __future__ import annotations

import math
import sys
import threading
import time

import pygame

from game.ai import why as why_mod
from game.ai.worker import THREAD_SWITCH_INTERVAL
from game.scenes.table_parts.context import Part
from game.ui import draw, theme, tooltip
from game.ui.widgets import draw_tooltip

WIDTH = 560
LINE = theme.SIZE_TINY + 8


class _Job:
    """One explanation worked out in a daemon thread; `stop()` ends its search early."""

    def __init__(self, work):
        self.result = None
        self.failed = False
        self._stop = False
        if sys.getswitchinterval() > THREAD_SWITCH_INTERVAL:  # keep the window drawing (see game/ai/worker.py)
            sys.setswitchinterval(THREAD_SWITCH_INTERVAL)
        self.thread = threading.Thread(target=self._run, args=(work,), daemon=True, name="cantina-why")
        self.thread.start()

    def _run(self, work) -> None:
        try:
            self.result = work(lambda: self._stop)
        except Exception:  # noqa: BLE001 - the popover says it could not tell
            self.failed = True

    def stop(self) -> None:
        self._stop = True

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class BotReasons(Part):
    def __init__(self, ctx, line_at=lambda pos: (None, None), line_of=lambda entry: None):
        super().__init__(ctx)
        self._line_at = line_at  # pos -> (the log entry, its line's rect) under it (the game log's entry_at)
        self._line_of = line_of  # entry -> where its lines are in the log now, or None (the game log's rect_of)
        self.step: int | None = None  # the decision shown, or None (closed)
        self._entry = None  # the clicked log entry
        self.anchor = pygame.Rect(0, 0, 0, 0)  # where the clicked entry's lines are shown
        self._in_turn = False  # opened in the person's turn (else their turn coming closes it)
        self.note = ""  # instead of a reason: why none is shown
        self.why: why_mod.Why | None = None
        self._job: _Job | None = None
        self._since = 0.0
        self._cache: dict = {}  # (step, viewer) -> Why, or the sentence said instead
        self._key = None  # the cache key of the job running
        self._words: dict = {}  # (step, action) -> its words in the position it was (or would have been) taken in
        self._seen_as = ""  # the clicked log line as the viewer read it

    @property
    def is_open(self) -> bool:
        return self.step is not None

    # ------------------------------------------------------------ opening
    def explains(self, entry) -> bool:
        """The log entry tells a bot's own move (not what the move set off
        for another seat, such as the next turn's start)."""
        steps = self.ctx.match.steps
        return (0 <= entry.step < len(steps) and self.ctx.match.seats[steps[entry.step].seat].is_bot
                and entry.event.seat == steps[entry.step].seat)

    def open_for(self, entry, line_rect) -> bool:
        """A click on a log line: True when the line is a bot's move (the
        popover opens for it)."""
        if not self.explains(entry):
            return False
        self.close()
        self.step, self._entry, self.anchor = entry.step, entry, pygame.Rect(line_rect)
        self._in_turn = self.ctx.my_turn
        # the move as the viewer's log told it (a deal step may name a card only its two sides may know)
        self._seen_as = self.ctx.named(entry.event.text_for(self._viewer()))
        key = (entry.step, self._viewer())
        if key in self._cache:
            self._show(self._cache[key])
            return True
        self._key = key
        self._job = _Job(self._work(entry.step, key[1]))
        self._since = time.monotonic()
        return True

    def _show(self, answer) -> None:
        """A Why, or the sentence said instead of one."""
        if isinstance(answer, str):
            self.note = answer
        else:
            self.why = answer

    def _viewer(self) -> int | None:
        """Whose knowledge bounds the text: the seat this screen shows, or
        None once everything may be seen (the game is over, the table is revealed)."""
        ctx = self.ctx
        return None if ctx.state.is_over or ctx.revealed else ctx.viewer

    def _work(self, step: int, viewer):
        """What the thread does: replay the game to just before the move,
        then say why (or why not: a move that told its mover more than the
        others is kept for the end of the game)."""
        match = self.ctx.match
        actions = [s.action for s in match.steps[:step + 1]]
        mover = match.steps[step].seat
        name = self.ctx.seat_name(mover)
        budget = dict(why_mod.BUDGET)

        def work(should_stop):
            state = match.ruleset.new_game(len(match.seats), match.options, match.seed)
            for action in actions[:-1]:
                state.apply(action)
            if viewer is not None and viewer != mover:
                events = state.clone().apply(actions[-1])
                if any(mover in e.private or mover in e.private_data for e in events):
                    return (f"{name} keeps part of this move from the other players: "
                            "its reason shows when the game is over.")
            why = why_mod.explain_as_seen_by(state, actions[-1], match.game_id, match.seed, step, viewer,
                                             seconds=budget["seconds"], iterations=budget["iterations"],
                                             samples=budget["samples"], should_stop=should_stop)
            if why.alternative is not None:
                self._remember_words(state, step, why.alternative)
            return why

        return work

    def close(self) -> None:
        if self._job is not None:
            self._job.stop()
        self._job = None
        self.step, self._entry, self.why, self.note = None, None, None, ""

    def wait(self, timeout: float = 60.0) -> None:
        """Block until the explanation is in (tests, screenshots)."""
        if self._job is not None:
            self._job.thread.join(timeout)
            self.update(0.0)

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> bool:
        if self.step is not None:
            line, mine = self._line_of(self._entry), self.ctx.my_turn
            if line is None or (mine and not self._in_turn):
                self.close()  # the line left the log, or the person's turn came
                return True
            self.anchor, self._in_turn = line, mine
        job = self._job
        if job is None:
            return False
        if job.done:
            self._job = None
            if job.failed or job.result is None:
                self.note = "The bot's reasons could not be worked out this time."
            else:
                self._show(job.result)
                self._cache[self._key] = job.result
        return True  # the spinner turns, or the answer arrived

    def on_undo(self) -> None:
        self._cache = {k: v for k, v in self._cache.items() if k[0] < len(self.ctx.match.steps)}
        if self.step is not None and self.step >= len(self.ctx.match.steps):
            self.close()

    @property
    def blocking(self) -> bool:
        """While open it is modal to the mouse: the next click only closes it."""
        return self.step is not None

    @property
    def takes_keys(self) -> bool:
        """The prompt's keys still reach the prompt (Escape closes it)."""
        return False

    def handle(self, event) -> bool:
        if self.step is None:
            return False
        if ((event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
                or (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1)):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _remember_words(self, state, step: int, action) -> None:
        """The move passed over, worded in the position of the move, not the
        one on the table now (a module's next level and its price, Cartel's
        places by what stood there)."""
        try:
            words = self.ctx.action_label_in(state, action) or state.describe(action)
            if words != action.label():
                self._words[(step, action)] = words
        except Exception:  # noqa: BLE001 - words never break the popover
            pass

    def _label(self, action) -> str:
        ctx = self.ctx
        words = self._words.get((self.step, action))
        return ctx.named(words) if words is not None else ctx.named(ctx.action_label(action))

    # ------------------------------------------------------------ drawing
    def lines(self) -> list[tuple[str, tuple, bool]]:
        """(text, colour, bold) of the popover, top to bottom."""
        ctx = self.ctx
        step = ctx.match.steps[self.step]
        who = ctx.seat_name(step.seat)
        said = self._seen_as[len(who) + 1:] if self._seen_as.startswith(who + " ") else self._seen_as
        out = [(f"Why {who}: {said or self._label(step.action)}", theme.GOLD, True)]
        if self.note:
            return out + [(self.note, theme.TEXT_DIM, False)]
        if self.why is None:
            return out + [(f"Thinking it over from {who}'s seat…", theme.TEXT, False)]
        w = self.why
        out.append((f"Because {ctx.named(w.reason)}.", theme.ACCENT, False))
        if w.alternative is not None:
            odds = ""
            if not (math.isnan(w.move_chance) or math.isnan(w.alternative_chance)):
                kept, passed = round(w.move_chance * 100), round(w.alternative_chance * 100)
                odds = (f" (about as good: est. {kept}% to win)" if kept == passed else
                        f" (est. {passed}% to win, against {kept}% for its move)")
            out.append((f"Passed over: {self._label(w.alternative)}{odds}.", theme.TEXT, False))
        out.append(("Worked out from what that seat could see.", theme.TEXT_FAINT, False))
        return out

    def rect(self) -> pygame.Rect:
        if self.step is None:
            return pygame.Rect(0, 0, 0, 0)
        width = WIDTH - 36
        rows = sum(len(self.ctx.assets.wrap(text, theme.SIZE_TINY, width, bold)) for text, _, bold in self.lines())
        r = pygame.Rect(0, 0, WIDTH, 24 + rows * LINE)
        r.midright = (self.anchor.x - 14, self.anchor.centery)
        return r.clamp(self.ctx.board_rect.union(self.ctx.prompt_rect))

    def draw(self, surface) -> None:
        if self.step is None:
            self._draw_cue(surface)
            return
        line = self._line_of(self._entry)
        if line is None:
            return
        self.anchor = line
        r = self.rect()
        draw.panel(surface, r, fill=(14, 18, 36, 255), edge=theme.ACCENT, radius=12, shadow=True, width=2)
        tip = (self.anchor.x - 2, self.anchor.centery)
        if r.top + 10 < tip[1] < r.bottom - 10:  # the pointer to the line
            pygame.draw.polygon(surface, theme.ACCENT, [(r.right, tip[1] - 8), (r.right, tip[1] + 8), tip])
        x, y = r.x + 18, r.y + 12
        for text, colour, bold in self.lines():
            for line in self.ctx.assets.wrap(text, theme.SIZE_TINY, r.w - 36, bold):
                draw.text(surface, line, (x, y), theme.SIZE_TINY, colour, bold)
                y += LINE
        if self._job is not None:
            c = (r.right - 26, r.y + 22)
            start = (time.monotonic() - self._since) * 5.0
            pygame.draw.arc(surface, theme.ACCENT, pygame.Rect(c[0] - 10, c[1] - 10, 20, 20), start, start + 4.2, 3)

    def _draw_cue(self, surface) -> None:
        """Under the mouse, a bot's move in the log says it can be asked about."""
        mouse = self.ctx.mouse
        if self.ctx.covered(mouse, above=self.layer):
            return
        entry, line = self._line_at(mouse)
        if entry is None or not self.explains(entry):
            return
        pygame.draw.line(surface, theme.ACCENT, (line.x + 24, line.bottom - 1), (line.right, line.bottom - 1), 1)
        log = self.ctx.log_rect  # beside the log, off its lines, where that is within reach of the pointer
        beside = mouse[0] - log.x <= tooltip.REACH - tooltip.GAP
        draw_tooltip(surface, "Click: why did the bot do that?", mouse, avoid=log if beside else line)
