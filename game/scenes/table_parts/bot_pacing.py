"""Asks the bot worker for a move and applies it when the animations are done
and the pace delay has passed.  A bot's lone legal action skips the worker; a
lone pass skips the pause too.

When the bot cannot start (its data file is broken: the worker's failure
kind "content") bot play stops and `on_content_failure(seat, failure)` is
called once, until resume(); any other failure, or one with nothing else to
offer, plays a random legal move with a notice rather than hang.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table wires `worker` (the app's bot worker, shared with the hint), `apply`
(the table's apply_action), `held` (True: the bots wait, e.g. while the
person chooses a partner for talks out of turn) and `on_content_failure`.
"""
from __future__ import annotations

import random
import sys

from game import persist
from game.rules.pending import PASS
from game.scenes.table_parts.context import Part
from game.ui import theme

BOT_LEVEL_OF_KIND = {"random": "random", "easy": "easy", "normal": "normal", "hard": "hard", "expert": "expert"}


class BotPacing(Part):
    def __init__(self, ctx, *, worker, apply, held=lambda: False, on_content_failure=lambda seat, failure: None):
        super().__init__(ctx)
        self._worker, self._apply, self._held = worker, apply, held
        self._on_content_failure = on_content_failure
        self.stopped = False  # a bot could not start: no bot plays until resume()
        self.requested = False  # the worker was asked for this decision
        self.action = None  # the worker's answer, waiting for the pace and the animations
        self.pace = 0.0  # seconds left before a bot may move (people can follow)
        self._dots_t = 0.0
        self._refused = None  # (decisions so far, the answer the rules refused): asked again once
        self.script = None  # seat -> Action | None: a lesson's scripted bot move (TableScene.script_bots)

    def on_applied(self, events) -> None:
        self.requested = False
        self.action = None
        self.pace = float(getattr(self.ctx.settings, "bot_pace", 0.8))

    def on_undo(self) -> None:
        self.requested = False
        self.action = None

    def resume(self) -> None:
        """Bot play goes on after a failure, asking the worker again."""
        self.stopped = False
        self.requested = False
        self.action = None

    def apply_keeping_pace(self, action) -> None:
        """Apply without the pause that follows a move (a pass nobody needs to watch)."""
        pace = self.pace
        self._apply(action)
        self.pace = pace

    def count_down(self, dt: float) -> None:
        """Time passes for the pause between moves (the table calls it early
        in its update, before anything may apply a move)."""
        self.pace = max(0.0, self.pace - dt)

    def update(self, dt: float) -> bool:
        """Drive the seat to act when it is a bot."""
        ctx = self.ctx
        if ctx.state.is_over:
            return False
        seat = ctx.to_act
        if seat is None or not ctx.match.seats[seat].is_bot or not ctx.autoplay or self.stopped or self._held():
            return False
        forced = (ctx.legal[0] if len(ctx.legal) == 1 and self.action is None and not self.requested
                  else None)  # game.ai.forced_action, from the cached legal actions
        if forced is not None:
            return self._play_forced(forced)
        scripted = self.script(seat) if self.script is not None else None
        if scripted is not None:
            return self._play_forced(scripted)
        return self._drive(seat, dt)

    def _play_forced(self, action) -> bool:
        if self.ctx.anim.busy:
            return False
        if action == PASS:
            self.apply_keeping_pace(action)
            return True
        if self.pace <= 0:
            self._apply(action)
            return True
        return False

    def _drive(self, seat: int, dt: float) -> bool:
        ctx = self.ctx
        w = self._worker()
        if not self.requested:
            w.request(ctx.match.to_json(), BOT_LEVEL_OF_KIND.get(ctx.match.seats[seat].kind, "normal"))
            self.requested = True
        if self.action is None:
            act = w.poll()
            if act is not None:
                self.action = act
            elif w.failure is not None or not w.busy:
                act = w.poll()
                if act is not None:
                    self.action = act
                else:
                    return self._failed(seat, w.failure)
        if self.action is not None and self.pace <= 0 and not ctx.anim.busy:
            action, self.action = self.action, None
            if action in ctx.legal or ctx.state.is_legal(action):  # a free amount is legal off the menu
                self._apply(action)
            elif self._refused == (len(ctx.match.steps), action):  # the same refused answer twice: never hang
                self._refused = None
                return self._failed(seat, None)
            else:
                self._refused = (len(ctx.match.steps), action)
                self.requested = False  # stale answer (e.g. after undo): ask again
            return True
        return self._dots(dt)

    def _failed(self, seat: int, failure) -> bool:
        """The bot gave no move: stop and ask the person when its data cannot
        load (the same request would fail again), else play on with a random
        legal move rather than hang."""
        if failure is not None and failure.kind != "content":  # a bug: its traceback goes to a log, not the console
            log_bot_failure(failure)
        level = BOT_LEVEL_OF_KIND.get(self.ctx.match.seats[seat].kind, "normal")
        if failure is not None and failure.kind == "content" and (failure.replacement or "random") != level:
            self.stopped = True
            self.requested = False
            self._on_content_failure(seat, failure)
            return True
        self.action = random.Random(len(self.ctx.match.steps)).choice(self.ctx.legal)
        self.ctx.toast(f"{self.ctx.seat_name(seat)}'s bot failed; it played a random legal move.", theme.BAD)
        return True

    def _dots(self, dt: float) -> bool:
        # the "thinking" dots animate a few times a second
        self._dots_t += dt
        if self._dots_t >= 0.33:
            self._dots_t = 0.0
            return True
        return False


def log_bot_failure(failure) -> None:
    """A bot that failed on a position (a bug, not its data): one line on
    the console naming the log that holds the details."""
    try:
        where = f"details in {persist.write_log('bot', failure.message + chr(10) + failure.detail)}"
    except OSError:
        where = "no log could be written"
    print(f"{failure.message} ({where})", file=sys.stderr)
