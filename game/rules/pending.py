"""The pending-decision stack: decisions asked of seats out of turn.

Design note (for the Cartel and Star Traders rules, and the table frame)
------------------------------------------------------------------------
Most decisions belong to the seat whose turn it is.  Some effects ask
someone else: a reaction to a roll or a calamity, the answer to an offer, an
owner's choice in the middle of another seat's effect.  Such a question is a
`Pending` record pushed on `state.stack`; `to_act` is the seat of the top
record, and the top record's kind decides the legal actions.  When the stack
is empty the game's own turn logic is in charge.

A game opts in by mixing `PendingMixin` into its state (before GameState)
and implementing four hooks instead of to_act / legal_actions / _apply:

    turn_seat()                 whose turn it is (None once the game is over)
    turn_actions()              legal actions when nothing is pending
    apply_turn(action, events)  apply one of those
    interject(action, events)   optional: apply an out_of_turn action from
                                GameState.interjections (it pushes what it
                                needs on top of the stack)
    answer(p, action, events)   apply an answer to pending record p (already
                                popped); p.kind says what was asked
and, for records it pushes:
    pending_actions(p)          the choices of p's seat besides Pass
    resume(p, events)           continue an interrupted effect (see below)

Windows.  `open_window(kind, seats, prompt, data)` pushes one record per seat,
so the seats answer in the order given (use a fixed order: the turn order
from the seat after the active one).  Who is asked must follow from public
information only: ask every seat that *could* act, never only those holding
a playable card, or the question itself reveals a hand and a determinized
copy would ask different seats.  A seat with nothing to play has the single
legal action `Pass()` and passes cheaply (`only_pass(state, seat)`; bots
answer it without search, `game.ai.forced_action`).  A Pass pops the seat's
record; `answer` is not called for it (override `on_pass` to log or count;
the default logs "Player N passes.", and a game whose passes must not show
logs nothing: the table then adds no "passed automatically" line either).
An answer that settles the question for everyone (the first Shield played,
say) calls `close_window(p.window)` to drop the remaining seats' records.

Resume points.  An effect that must wait for answers pushes `resume(kind,
data)` first and the window on top of it.  A resume record has no seat:
once everything above it is answered, the mixin pops it and calls
`resume(p, events)` in the same apply, so the effect continues (and may
push again).  Answers leave their outcome on it with `note(key=value)`
(it changes the nearest resume record below the top), e.g. note(cancelled=True).

Records are frozen and public: everything in `prompt` and `data` must be
known to every seat (the stack is part of every view, `stack_view(seat)`),
except what a game's `record_view(p, seat)` keeps from some seats (a card
named in a deal is known to the two sides only).
Cap what can be pushed per turn (offers, counters) so random playouts end.
Shared actions: `Pass`, and the deal steps of game/rules/deals.py, are
registered for every game (action_from_json finds them under any game id
once this module, or deals.py, is imported: a game using them imports it).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Mapping

from game.rules.core import Action, Event, action


@action("*")
class Pass:
    """Decline to act in a window (the cheap answer every window offers)."""

    ends_turn = True

    def label(self) -> str:
        return "Pass"


PASS = Pass()


@dataclass(frozen=True)
class Pending:
    """One question on the stack.

    seat:   who must answer (None: a resume point, answered by the rules)
    kind:   what is asked, e.g. "react-raid", "deal-answer", "resume-raid"
    prompt: one public line for the seat being asked
    data:   public payload as (key, value) pairs; read with get()
    window: id shared by the records of one window (0: not in a window)
    can_pass: whether Pass is among the legal answers
    """

    seat: int | None
    kind: str
    prompt: str = ""
    data: tuple = ()
    window: int = 0
    can_pass: bool = True

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def with_data(self, **changes) -> "Pending":
        merged = dict(self.data)
        merged.update(changes)
        return Pending(self.seat, self.kind, self.prompt, _pairs(merged), self.window, self.can_pass)

    def to_json(self) -> dict:
        return {"seat": self.seat, "kind": self.kind, "prompt": self.prompt,
                "data": {k: _jsonable(v) for k, v in self.data}, "window": self.window}


def _pairs(data: dict | None) -> tuple:
    return tuple(sorted((data or {}).items()))


def _jsonable(value):
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if hasattr(value, "to_json"):
        return value.to_json()
    return value


class PendingMixin:
    """Stack-driven to_act / legal_actions / _apply; see the module text.
    The state must set `self.stack = []` and `self.windows = 0` at setup and
    copy both in clone() (`c.stack = list(self.stack)`: records are frozen)."""

    stack: list
    windows: int
    # Shared handlers by record kind (a Dealer's handlers() for the deal
    # records); the game's own hooks answer every other kind.
    handlers: ClassVar[Mapping] = MappingProxyType({})

    # --- hooks the game implements -----------------------------------
    def turn_seat(self) -> int | None:
        raise NotImplementedError

    def turn_actions(self) -> list[Action]:
        raise NotImplementedError

    def apply_turn(self, action: Action, events: list) -> None:
        raise NotImplementedError

    def pending_actions(self, p: Pending) -> list[Action]:
        return []

    def answer(self, p: Pending, action: Action, events: list) -> None:
        raise NotImplementedError

    def resume(self, p: Pending, events: list) -> None:
        pass

    def interject(self, action: Action, events: list) -> None:
        """Apply one of `interjections(seat)` (an out_of_turn action)."""
        raise NotImplementedError

    def on_pass(self, p: Pending, events: list) -> None:
        """Log a pass, naming the seat as rules texts do ("Player 2": the
        table shows the seat's name).  A game whose windows ask seats that
        have nothing to play should log nothing here for them (override):
        a logged pass, or the table's note that it was automatic, would
        tell the others what the seat holds."""
        events.append(Event("pass", f"Player {p.seat + 1} passes.", seat=p.seat))

    # --- protocol ------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.is_over:
            return None
        if self.stack:
            return self.stack[-1].seat
        return self.turn_seat()

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if not self.stack:
            return self.turn_actions()
        p = self.stack[-1]
        handler = self.handler_for(p)
        own = handler.pending_actions(self, p) if handler else self.pending_actions(p)
        return ([PASS] if p.can_pass else []) + [a for a in own if type(a) is not Pass]

    def _apply(self, action: Action) -> list[Event]:
        events: list = []
        if action.out_of_turn:  # on top of whatever waits; the stack is untouched below
            self.interject(action, events)
        elif self.stack:
            p = self.stack.pop()
            if type(action) is Pass:
                self.on_pass(p, events)
            else:
                handler = self.handler_for(p)
                if handler is not None:
                    handler.answer(self, p, action, events)
                else:
                    self.answer(p, action, events)
        else:
            self.apply_turn(action, events)
        self.settle(events)
        return events

    def turn_owner(self) -> int | None:
        return None if self.is_over else self.turn_seat()

    def window(self) -> Pending | None:
        """The question on top of the stack (None: an ordinary turn decision)."""
        return self.stack[-1] if self.stack else None

    def handler_for(self, p: Pending):
        """Shared handlers (deals) claim their own kinds; None: the game's hooks."""
        return self.handlers.get(p.kind)

    # --- tools for effects ----------------------------------------------
    def push(self, seat: int | None, kind: str, prompt: str = "", data: dict | None = None,
             can_pass: bool = True) -> Pending:
        p = Pending(seat, kind, prompt, _pairs(data), 0, can_pass)
        self.stack.append(p)
        return p

    def push_resume(self, kind: str, data: dict | None = None) -> Pending:
        return self.push(None, kind, "", data, can_pass=False)

    def open_window(self, kind: str, seats, prompt: str = "", data: dict | None = None) -> int:
        """Ask `seats`, in that order, whether they react; returns the window id."""
        self.windows += 1
        wid = self.windows
        for seat in reversed(list(seats)):
            self.stack.append(Pending(seat, kind, prompt, _pairs(data), wid, True))
        return wid

    def close_window(self, window: int) -> None:
        """Drop the unanswered records of a window (someone settled it)."""
        if window:
            self.stack[:] = [p for p in self.stack if p.window != window]

    def resume_point(self, kind: str | None = None) -> Pending | None:
        """The nearest resume point below the top (of `kind`, if given)."""
        return next((q for q in reversed(self.stack) if q.seat is None and kind in (None, q.kind)), None)

    def note(self, **changes) -> None:
        """Record an answer's outcome on the nearest resume point."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].seat is None:
                self.stack[i] = self.stack[i].with_data(**changes)
                return
        raise LookupError("no resume point on the stack to note on")

    def settle(self, events: list) -> None:
        """Run resume points that reached the top (called after every apply;
        call it yourself after pushing during setup)."""
        while self.stack and self.stack[-1].seat is None and not self.is_over:
            self.resume(self.stack.pop(), events)

    def stack_view(self, seat: int | None = None) -> list[dict]:
        """The stack as `seat` sees it (None: a spectator), for views."""
        return [self.record_view(p, seat) for p in self.stack]

    def record_view(self, p: Pending, seat: int | None) -> dict:
        """One record as `seat` sees it: all of it, unless the game keeps
        part of a record to some seats (a card named in a deal's draft)."""
        return p.to_json()


def only_pass(state, seat: int | None = None) -> bool:
    """True when `seat` (default: the seat to act) is asked and can only pass:
    the frame passes for it at once, without pacing, prompt or curtain."""
    if state.is_over or (seat is not None and state.to_act != seat):
        return False
    return state.legal_actions() == [PASS]
