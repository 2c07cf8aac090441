"""Trader's Luck actions and the card table: a card is named by its kind and
amount, never its number (the rules play the lowest-numbered match)."""
from __future__ import annotations

from functools import lru_cache

from game.rules.core import action

from .actions import GAME_ID, seat_name

who = seat_name

@lru_cache(maxsize=1)
def luck_table() -> dict:
    from .data import luck_cards

    return {c.card: c for c in luck_cards()}


def luck_of(card: int):
    return luck_table()[card]


# ---------------------------------------------------------------- actions

@action(GAME_ID)
class PlayLuck:
    """Play a Trader's Luck card of this kind and amount.  `target` is a seat
    (-1: none); `world` a world number, or the contract slot for A Glitch in
    the System (0: your own Imperial Mission)."""
    kind: str
    amount: int = 0
    target: int = -1
    world: int = 0

    def label(self):
        name = self.kind.replace("_", " ").title()
        if self.amount:
            name += f" ({self.amount})"
        if self.kind == "glitch":
            return f"Play {name} on " + (f"contract {self.world}" if self.world else "your Imperial Mission")
        if self.target >= 0:
            name += f" on {who(self.target)}"
        if self.world:
            name += f" at world {self.world}"
        return f"Play {name}"


@action(GAME_ID)
class Zap:
    """Change the announced roll by `delta` with a Zap card held."""
    delta: int

    def label(self):
        return f"Zap the roll {'+' if self.delta > 0 else ''}{self.delta}"


@action(GAME_ID)
class ZapDie:
    """Change one die of a two-dice roll (a Random Jump: die 1 is the tens,
    die 2 the units) by `delta` with a Zap card held."""
    die: int
    delta: int

    def label(self):
        return f"Zap the {'first' if self.die == 1 else 'second'} die {'+' if self.delta > 0 else ''}{self.delta}"


@action(GAME_ID)
class Avoid:
    def label(self):
        return "Play Avoid a Calamity!"


@action(GAME_ID)
class AcceptAvoid:
    """The target of a calamity takes another trader's Avoid a Calamity!"""

    def label(self):
        return "Accept the Avoid a Calamity!"


@action(GAME_ID)
class RefuseAvoid:
    """The target of a calamity turns another trader's Avoid down (the card goes back)."""

    def label(self):
        return "Refuse the help"


@action(GAME_ID)
class DiscardLuck:
    """Discard a card of this kind and amount: at the hand limit, or by
    choice whenever the holder is the one to act (luck.py, free_discards)."""
    kind: str
    amount: int = 0
    deliberate = True  # never a careless bot's random move

    def label(self):
        return f"Discard {self.kind.replace('_', ' ').title()}" + (f" ({self.amount})" if self.amount else "")


@action(GAME_ID)
class Seize:
    """Customs Inspection: the cargo (contract slot) you give up."""
    slot: int

    def label(self):
        return f"Give up the cargo of contract {self.slot}"


@action(GAME_ID)
class BlowTo:
    """Ion Storm: the world one jumpline away your ship is blown to."""
    world: int

    def label(self):
        return f"Drift to world {self.world}"


LUCK_ACTIONS = (PlayLuck, Zap, ZapDie, Avoid, AcceptAvoid, RefuseAvoid, DiscardLuck, Seize, BlowTo)
