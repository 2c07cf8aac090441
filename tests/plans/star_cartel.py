"""Star Cartel plans.  Whatever the plan does not decide (the tie-breaks of a
delivery, price reversal, and for deliver-early the stash) is Normal's
(StarCartelBot).

- deliver-early: fills the hold as fast as it can so it delivers every
  turn it can: it never throws a row away, loads the card that fills the
  hold exactly if there is one, otherwise the largest that fits, never stops
  loading while a card fits, and delivers at once (Load nothing) when it may.
- hoard-one-type: collects one type (`favourite`: the type it has stashed
  most of, on a tie the one its seat starts with; see `favourite`): loads
  the largest card of that type it can, counts it as the largest set when
  tied (its price goes up), never as the smallest, and stashes it whenever
  it can.
"""
from __future__ import annotations

from collections import Counter

from game.games.star_cartel.bot import StarCartelBot
from game.games.star_cartel.rules import (TYPES, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, Load,
                                          LoadNothing, Stash)

from .base import PlanBot, of_type

GAME_ID = "star-cartel"


class StarCartelPlan(PlanBot):
    def __init__(self):
        self.normal = StarCartelBot()

    def fallback(self, state, seat, legal, rng):
        return self.normal.choose(state, seat, rng)


class DeliverEarly(StarCartelPlan):
    name = "deliver-early"

    def plan(self, state, seat, legal, rng):
        if KeepHub() in legal:
            return KeepHub()
        if LoadNothing() in legal:
            return LoadNothing()
        loads = of_type(legal, Load)
        if not loads:
            return None
        free = state.free_space()
        exact = [a for a in loads if a.size == free]
        if exact:
            return exact[0]
        return max(loads, key=lambda a: (a.size, -loads.index(a)))


def favourite(state, seat: int) -> str:
    """The type the hoarder collects: the one it has stashed most of (on a
    tie, the first in its seat's rotation of the types)."""
    order = TYPES[seat % len(TYPES):] + TYPES[:seat % len(TYPES)]
    counts = Counter(c.kind for c in state.stashes[seat])
    return max(order, key=lambda k: (counts[k], -order.index(k)))


class HoardOneType(StarCartelPlan):
    name = "hoard-one-type"

    def plan(self, state, seat, legal, rng):
        fav = favourite(state, seat)
        if Stash(fav) in legal:
            return Stash(fav)
        if ChooseLargest(fav) in legal:
            return ChooseLargest(fav)
        smallest = [a for a in of_type(legal, ChooseSmallest) if a.kind != fav]
        if smallest:
            return smallest[0]
        if of_type(legal, DiscardRow):
            return KeepHub()
        loads = [a for a in of_type(legal, Load) if a.kind == fav]
        if loads:
            return max(loads, key=lambda a: (a.size, -loads.index(a)))
        return None


PLANS = {p.name: p for p in (DeliverEarly, HoardOneType)}
