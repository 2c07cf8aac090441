"""Taking back a person's own last decision (never a bot's, never past a reveal).

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

from game import persist
from game.ui import theme


class Undo:
    def _remember_label(self, action) -> None:
        """Capture how a person's decision reads now, while the state it was
        made in is the current one (after it, a label can lose its facts)."""
        seat = self.to_act
        if seat is None or self.match.seats[seat].is_bot:
            return
        try:
            self._step_labels[len(self.match.steps)] = self.action_label(action)
        except Exception:
            pass

    def _undo_seat(self) -> int | None:
        steps = self.match.steps
        if not steps:
            return None
        seat = steps[-1].seat
        if self.match.seats[seat].is_bot:
            return None
        if self.curtain_for is not None and seat != self._seen_seat:
            return None
        return seat if self.match.can_undo(seat) else None

    def _why_no_undo(self) -> str:
        steps = self.match.steps
        if not steps:
            return "Nothing to undo yet."
        last = steps[-1]
        if self.match.seats[last.seat].is_bot:
            return f"The last move was {self.seat_name(last.seat)}'s; you can only take back your own."
        if last.barrier:
            return "Can't undo: that move revealed a card or a roll."
        return ""

    def undo(self) -> bool:
        seat = self._undo_seat()
        if seat is None:
            self.explain(self._why_no_undo() or "Nothing to undo.")
            return False
        if self._worker is not None:
            self.worker.cancel()
        self._bot_requested = False
        self._bot_action = None
        labels = self._step_labels  # step index -> label, captured by _remember_label
        action = self.match.steps[-1].action
        label = labels.get(len(self.match.steps) - 1)
        self.match.undo(seat)
        keep = len(self.match.steps)
        for i in [i for i in labels if i >= keep]:
            del labels[i]
        self.log = [e for e in self.log if e.step < keep]
        self._log_cache = None
        self.log_scroll = min(self.log_scroll, self._log_max_scroll())
        self.anim.clear()
        self.reveal.clear()
        self.confirm = None
        try:
            persist.autosave(self.match)
        except OSError:
            pass
        self.refresh()
        if label is None:  # made before this table (a loaded game): the state is back where it was decided
            try:
                label = self.action_label(action)
            except Exception:
                label = "your last decision"
        self.on_undo()
        self.toast(f"Took back: {label}", theme.ACCENT, 2.5)
        return True
