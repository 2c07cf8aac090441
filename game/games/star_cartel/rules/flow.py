"""Star Cartel: one decision applied (the apply dispatch of the forward
model) and the order of play that follows it without a decision (rulebook
"How to Play"): loading, delivering, ending the turn and starting the next.
Each step returns the next one (facts.py names them) or None once the
next decision is set in `stage`."""
from __future__ import annotations

from game.rules.core import RulesError

from . import delivery, ending, loading
from .actions import (ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load, LoadNothing, NoStash,
                      Reverse, Stash, StopLoading)
from .facts import DELIVER, END_TURN, FINISH_DELIVERY, RUSH, START_TURN

# what each kind of action does; each returns the step that follows
HANDLERS = {
    Load: loading.load,
    StopLoading: loading.stop_loading,
    LoadNothing: loading.load_nothing,
    DiscardRow: loading.discard_row,
    KeepHub: loading.keep_hub,
    ChooseLargest: delivery.choose_largest,
    ChooseSmallest: delivery.choose_smallest,
    Reverse: delivery.reverse,
    KeepPrices: delivery.keep_prices,
    Stash: delivery.stash,
    NoStash: delivery.no_stash,
}

STEPS = {
    DELIVER: lambda s, ev: delivery.begin(s, ev, rush=False),
    RUSH: lambda s, ev: delivery.begin(s, ev, rush=True),
    FINISH_DELIVERY: ending.finish_delivery,
    END_TURN: ending.end_turn,
    START_TURN: loading.start_turn,
}


def apply(s, a) -> list:
    """Apply the legal action `a` and everything that follows up to the next
    decision; the events in order."""
    s._legal = None
    ev: list = []
    handler = HANDLERS.get(type(a))
    if handler is None:  # pragma: no cover - the legal list never offers anything else
        raise RulesError(f"unexpected action {a!r}")
    run(s, handler(s, a, ev), ev)
    return ev


def run(s, step: str | None, ev: list) -> None:
    while step is not None:
        step = STEPS[step](s, ev)


def start_turn(s, ev: list) -> None:
    """The current seat's turn begins (setup; tests that arrange a turn)."""
    run(s, START_TURN, ev)


def deliver(s, ev: list, rush: bool = False) -> None:
    """The current seat delivers its hold (tests that arrange a delivery)."""
    run(s, RUSH if rush else DELIVER, ev)
