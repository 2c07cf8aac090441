"""Star Cartel: the start of a turn and loading (rulebook "Loading", and the
ship abilities that act before or during loading in "Ship Abilities":
discard a hub row, first card from any row, a third card of the type loaded
twice).  The first card comes from the bottom row and a second one may
follow; no card may overload the ship; a player who cannot load delivers
instead, and a full hold delivers at once."""
from __future__ import annotations

from game.rules.core import Event

from .actions import Load
from .data import ROW_NAMES
from .words import who

LOAD_STAGES = ("load_first", "load_more", "load_third")


class LoadingRules:
    """Part of StarCartelState: beginning a turn, the discard-row ability
    and loading cards from the hub."""

    def _fits_bottom(self, free: int) -> bool:
        for col in self.hub:
            if col and col[0].size <= free:
                return True
        return False

    def _fits_anywhere(self, free: int, kind: str | None = None) -> bool:
        for col in self.hub:
            for card in col:
                if card.size <= free and (kind is None or card.kind == kind):
                    return True
        return False

    def _where(self, column: int, row: int) -> str:
        text = f"column {column + 1}"
        return text if row == 0 else f"{text}, {ROW_NAMES[row]} row"

    # ------------------------------------------------------------ turn start and loading
    def _start_turn(self, ev: list) -> None:
        self.turn += 1
        self.loaded = []
        self.could_not_load = False
        self.third_kind = None
        self._clear_delivery()
        seat = self.current
        final = " (final turn)" if self.final_turn else ""
        ev.append(Event("turn", f"{who(seat)}'s turn{final}.", seat, {"seat": seat, "final": self.final_turn}))
        if self.has_ability("discard_row") and any(self.hub):
            self.stage = "discard_row"
            return
        self._begin_loading(ev)

    def _begin_loading(self, ev: list) -> None:
        free = self.free_space()
        if self._fits_bottom(free) or (self.has_ability("first_pick_any_row") and self._fits_anywhere(free)):
            self.stage = "load_first"
            return
        self.could_not_load = True
        ev.append(Event("no_load", f"{who(self.current)} cannot load anything, so delivers.", self.current,
                        {"seat": self.current}))
        self._begin_delivery(ev, rush=False)

    def _do_discard_row(self, row: int, ev: list) -> None:
        gone = []
        for c, col in enumerate(self.hub):
            if len(col) > row:
                card = col.pop(row)
                gone.append(card)
        self.discard.extend(gone)
        names = ", ".join(card.title for card in gone)
        ev.append(Event("discard_row", f"{who(self.current)} uses the {self.ship().name} to discard the "
                        f"{ROW_NAMES[row]} row ({names}).", self.current,
                        {"seat": self.current, "row": row, "cards": [card.id for card in gone], "to": "discard"},
                        sound="card"))
        self._begin_loading(ev)

    def _do_load(self, a: Load, ev: list) -> None:
        seat = self.current
        card = self.hub[a.column].pop(a.row)
        self.holds[seat].append(card)
        self.loaded.append(card)
        stage = self.stage
        free = self.free_space()
        ev.append(Event("load", f"{who(seat)} loads {card.title} from {self._where(a.column, a.row)} "
                        f"(hold {self.ship().capacity - free}/{self.ship().capacity}).", seat,
                        {"card": card.id, "from": [a.column, a.row], "to": "hold", "seat": seat}, sound="card"))
        nxt = self._after_load(stage, free, self.loaded)
        if nxt == "deliver":
            self._begin_delivery(ev, rush=False)
        elif nxt == "load_more":
            self.stage = "load_more"
        elif nxt == "load_third":
            self.third_kind = self.loaded[0].kind
            self.stage = "load_third"
        else:
            self._end_loading(ev)

    def _after_load(self, stage: str, free: int, loaded: list) -> str:
        """Where a load in `stage` leads, the hub as it is after the card
        left it: "deliver" (a full hold), "load_more", "load_third" or "end"."""
        if free == 0:
            return "deliver"
        if stage == "load_first" and self._fits_bottom(free):
            return "load_more"
        if stage == "load_more":
            first, second = loaded[0], loaded[1]
            if (self.has_ability("third_of_type") and first.kind == second.kind
                    and self._fits_anywhere(free, first.kind)):
                return "load_third"
        return "end"

    def load_consequences(self, a: Load) -> list[str]:
        """What loading `a` sets off beyond the card itself (told before the click)."""
        col = self.hub[a.column]
        card = col.pop(a.row)  # asked of the hub as the load leaves it, then put back
        try:
            nxt = self._after_load(self.stage, self.free_space() - card.size, self.loaded + [card])
        finally:
            col.insert(a.row, card)
        if nxt == "deliver":
            return ["your hold is then full: you deliver at once"]
        if nxt == "end":
            return ["no more loading this turn: " + ("you rush-deliver" if self.final_turn else "your turn ends")]
        return []

    def _end_loading(self, ev: list) -> None:
        if self.final_turn:  # could not deliver normally: rush delivery
            self._begin_delivery(ev, rush=True)
        else:
            self._end_turn(ev)
