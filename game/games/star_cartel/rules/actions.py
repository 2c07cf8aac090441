"""The small decisions of a Star Cartel turn.

Columns and rows are 0-based in the fields (row 0 is the bottom row, the one
players load from) and 1-based / named in the labels.
"""
from __future__ import annotations

from game.rules.core import Action, action

from .data import ROW_NAMES, TYPE_NAMES

GAME_ID = "star-cartel"


def _row(row) -> str:
    return ROW_NAMES[row] if isinstance(row, int) and 0 <= row < len(ROW_NAMES) else f"row {row}"


def _kind(kind) -> str:
    return TYPE_NAMES.get(kind, str(kind))


@action(GAME_ID)
class DiscardRow(Action):
    """Ship ability (discard_row): throw away one whole row before loading."""

    row: int

    def label(self) -> str:
        return f"Discard the {_row(self.row)} row of the hub"


@action(GAME_ID)
class KeepHub(Action):
    """Decline the discard_row ability this turn."""

    def label(self) -> str:
        return "Keep the hub as it is"


@action(GAME_ID)
class Load(Action):
    """Take the card at (column, row) into the hold.  kind and size repeat what
    lies there (the hub is public) so the label and the log read well."""

    column: int
    row: int
    kind: str
    size: int

    def label(self) -> str:
        where = f"column {self.column + 1}" if isinstance(self.column, int) else f"column {self.column}"
        if self.row != 0:
            where += f", {_row(self.row)} row"
        return f"Load size-{self.size} {_kind(self.kind)} from {where}"


@action(GAME_ID)
class LoadNothing(Action):
    """Only offered when nothing in the bottom row fits and the ship could
    reach another row: the ability is optional, so the player may deliver."""

    ends_turn = True

    def label(self) -> str:
        return "Load nothing and deliver now"


@action(GAME_ID)
class StopLoading(Action):
    ends_turn = True

    def label(self) -> str:
        return "Stop loading"


@action(GAME_ID)
class ChooseLargest(Action):
    kind: str

    def label(self) -> str:
        return f"Count {_kind(self.kind)} as the largest set"


@action(GAME_ID)
class ChooseSmallest(Action):
    kind: str

    def label(self) -> str:
        return f"Count {_kind(self.kind)} as the smallest set"


@action(GAME_ID)
class Reverse(Action):
    """Ship ability (reverse_price): which = "largest" or "smallest"."""

    which: str

    def label(self) -> str:
        if self.which == "largest":
            return "Reverse the largest set's price: down instead of up"
        if self.which == "smallest":
            return "Reverse the smallest set's price: up instead of down"
        return f"Reverse the {self.which} set's price"


@action(GAME_ID)
class KeepPrices(Action):
    """Decline the reverse_price ability this delivery."""

    def label(self) -> str:
        return "Move the prices the normal way"


@action(GAME_ID)
class Stash(Action):
    kind: str

    def label(self) -> str:
        return f"Stash the {_kind(self.kind)} set"


@action(GAME_ID)
class NoStash(Action):
    ends_turn = True

    def label(self) -> str:
        return "Stash nothing"
