"""Taking back a person's own last decision (never a bot's, never past a reveal):
which seat may, why not, and how each decision read when it was made.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table does the undo itself (game.scenes.table.TableScene.undo) and tells
every part; `curtain_hides(seat)` says the curtain is down for a person
other than `seat` (their move must not be taken back behind it).
"""
from __future__ import annotations

from game.rules.deals import Accept
from game.scenes.table_parts.context import Part


class UndoSteps(Part):
    def __init__(self, ctx, curtain_hides):
        super().__init__(ctx)
        self._curtain_hides = curtain_hides
        self._labels: dict[int, str] = {}  # step index -> how a person's decision read when made
        self._automatic: set[int] = set()  # step indexes of passes the table made for a person

    def automatic(self, step: int) -> None:
        """Step `step` is a pass the table made for a person with nothing to
        play: no decision of theirs, so nothing Undo offers (taken back, the
        same pass would follow at once and Undo would seem to do nothing)."""
        self._automatic.add(step)

    def made_for(self, step: int) -> bool:
        """Step `step` is a pass the table made for a person."""
        return step in self._automatic

    def remember(self, action) -> None:
        """Capture how a person's decision reads now, while the state it was
        made in is the current one (after it, a label can lose its facts)."""
        ctx = self.ctx
        seat = ctx.state.acting_seat(action)  # out of turn: the seat the action names
        if seat is None or ctx.match.seats[seat].is_bot:
            return
        try:
            self._labels[len(ctx.match.steps)] = ctx.action_label(action)
        except Exception:
            pass

    def seat(self) -> int | None:
        """The person whose last decision may be taken back now, or None."""
        match = self.ctx.match
        if not match.steps:
            return None
        seat = match.steps[-1].seat
        if len(match.steps) - 1 in self._automatic:
            return None
        if match.seats[seat].is_bot or self._curtain_hides(seat) or seat != self.ctx.viewer:
            return None  # only the person at the screen takes back, and only their own
        return seat if match.can_undo(seat) else None

    def why_not(self) -> str:
        steps = self.ctx.match.steps
        if not steps:
            return "Nothing to undo yet."
        last = steps[-1]
        if self.ctx.match.seats[last.seat].is_bot or last.seat != self.ctx.viewer:
            return f"The last move was {self.ctx.seat_name(last.seat)}'s; you can only take back your own."
        if len(steps) - 1 in self._automatic:
            return "Your last move was a pass made for you (you had nothing to play): nothing to take back."
        if last.barrier and isinstance(last.action, Accept):
            return "Can't undo: the deal was accepted."
        if last.barrier:
            return "Can't undo: that move revealed a card or a roll."
        return ""

    def last_label(self) -> str | None:
        """How the last decision read when it was made (None: made before this table)."""
        return self._labels.get(len(self.ctx.match.steps) - 1)

    def on_undo(self) -> None:
        keep = len(self.ctx.match.steps)
        for i in [i for i in self._labels if i >= keep]:
            del self._labels[i]
        self._automatic = {i for i in self._automatic if i < keep}
