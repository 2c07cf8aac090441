"""What the person at the Cartel table holds between two clicks: a hand card
picked up (a Business or road card, to be put on the city) or their Agents
picked up from a space (to be moved), and the turn chosen for a road card.

CartelHolding is a part of the table (game/scenes/table_parts/context.py):
it reads the legal actions through the table's context and finds the legal
actions that finish what is held; the table picks things up (pick_up) and
puts them down (drop); whatever is held goes down when an action is applied
or a decision is taken back."""
from __future__ import annotations

from typing import Callable

from game.games.cartel import texts as T
from game.scenes.table_parts.context import Part

PLACE_TYPES = ("Build", "Road", "PlaceFirst")  # a hand card of these is picked up, then put on the city


def kind_of(action) -> str:
    return type(action).__name__


class CartelHolding(Part):
    def __init__(self, ctx):
        super().__init__(ctx)
        self._held: tuple | None = None
        self.rot = 0  # the road card's chosen turn

    @property
    def held(self) -> tuple | None:
        """("card", kind), ("agents", cell, action kind) or None."""
        return self._held

    def pick_up(self, thing: tuple) -> None:
        """Hold `thing`; picking up what is already held puts it down."""
        self._held = None if self._held == thing else thing

    def drop(self) -> None:
        self._held = None

    def on_applied(self, events) -> None:
        self._held = None

    def on_undo(self) -> None:
        self._held = None

    def card(self) -> str | None:
        """The hand card held, or None."""
        return self.held[1] if self.held and self.held[0] == "card" else None

    def holds_road(self) -> bool:
        card = self.card()
        return card is not None and T.kind_type(card) == "road"

    def actions(self) -> list:
        """The legal actions that finish what the person holds."""
        if self.held is None:
            return []
        legal = self.ctx.legal
        if self.held[0] == "card":
            return [a for a in legal if kind_of(a) in PLACE_TYPES and a.card == self.held[1]]
        _, cell, kind = self.held
        return [a for a in legal if kind_of(a) == kind and (a.x, a.y) == cell]

    def check(self) -> None:
        """Put down what no legal action can finish any more."""
        if self._held is not None and not self.actions():
            self._held = None

    def road_rot(self, acts: list) -> int:
        """The turn shown for a road spot: the chosen one if legal there, else the first legal."""
        rots = sorted({a.rot for a in acts})
        if not rots:
            return self.rot
        return self.rot if self.rot in rots else rots[0]

    def road_action(self, cell):
        """The road placement a click on `cell` makes (at the turn shown), or None."""
        acts = [a for a in self.actions() if kind_of(a) == "Road" and (a.x, a.y) == tuple(cell)]
        if not acts:
            return None
        rot = self.road_rot(acts)
        return next(a for a in acts if a.rot == rot)

    def turn_road(self, step: int, cell_under_mouse: Callable) -> str:
        """Turn the held road card a quarter (to its next legal turn on the
        cell under the mouse); "" when it turned, else why not."""
        if not self.holds_road():
            return "Pick up a road card first; R turns it."
        cell = cell_under_mouse()
        acts = [a for a in self.actions() if (a.x, a.y) == cell] if cell is not None else []
        rots = sorted({a.rot for a in acts}) or sorted({a.rot for a in self.actions()})
        if not rots:
            return "This road fits nowhere now."
        if len(rots) == 1:
            return "This road fits only one way there." if acts else "This road fits only one way anywhere now."
        cur = self.road_rot(acts) if acts else self.rot
        later = [r for r in rots if r > cur] if step > 0 else [r for r in rots if r < cur]
        self.rot = (later[0] if step > 0 else later[-1]) if later else (rots[0] if step > 0 else rots[-1])
        return ""
