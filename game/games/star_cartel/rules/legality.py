"""Star Cartel: what may be done now.  `legal_actions` lists the choices of
the decision being asked (the stage); `why_illegal` says in one sentence why
another choice is not possible, following the loading limits of "Loading"
and the set ranking of "Delivering"."""
from __future__ import annotations

from .actions import (ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load, LoadNothing, NoStash,
                      Reverse, Stash, StopLoading)
from .data import COLUMNS, ROW_NAMES, ROWS, TYPE_NAMES, TYPES


class LegalityRules:
    """Part of StarCartelState: the legal lists and the why-not reasons."""

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = self._compute_legal()
        return action in self._legal

    def _compute_legal(self) -> tuple:
        stage = self.stage
        if stage == "load_first":
            free = self.free_space()
            any_row = self.has_ability("first_pick_any_row")
            acts = []
            bottom_fits = False
            for c, col in enumerate(self.hub):
                for r, card in enumerate(col):
                    if r and not any_row:
                        break
                    if card.size <= free:
                        acts.append(Load(c, r, card.kind, card.size))
                        bottom_fits = bottom_fits or r == 0
            if not bottom_fits:
                acts.append(LoadNothing())
            return tuple(acts)
        if stage == "load_more":
            free = self.free_space()
            acts = [Load(c, 0, col[0].kind, col[0].size) for c, col in enumerate(self.hub)
                    if col and col[0].size <= free]
            acts.append(StopLoading())
            return tuple(acts)
        if stage == "load_third":
            free = self.free_space()
            acts = [Load(c, r, card.kind, card.size) for c, col in enumerate(self.hub)
                    for r, card in enumerate(col) if card.kind == self.third_kind and card.size <= free]
            acts.append(StopLoading())
            return tuple(acts)
        if stage == "discard_row":
            acts = [DiscardRow(r) for r in range(ROWS) if any(len(col) > r for col in self.hub)]
            acts.append(KeepHub())
            return tuple(acts)
        if stage == "largest":
            return tuple(ChooseLargest(k) for k in self.largest_candidates())
        if stage == "smallest":
            return tuple(ChooseSmallest(k) for k in self.smallest_candidates())
        if stage == "reverse":
            acts = [Reverse("largest")]
            if self.smallest is not None and not self.rush:
                acts.append(Reverse("smallest"))
            acts.append(KeepPrices())
            return tuple(acts)
        if stage in ("stash", "extra_stash"):
            acts = [Stash(k) for k in TYPES if k in self.sets]
            acts.append(NoStash())
            return tuple(acts)
        return ()

    # ------------------------------------------------------------ why not
    def why_illegal(self, action) -> str:
        stage = self.stage
        expected = {
            "discard_row": (DiscardRow, KeepHub),
            "load_first": (Load, LoadNothing),
            "load_more": (Load, StopLoading),
            "load_third": (Load, StopLoading),
            "largest": (ChooseLargest,),
            "smallest": (ChooseSmallest,),
            "reverse": (Reverse, KeepPrices),
            "stash": (Stash, NoStash),
            "extra_stash": (Stash, NoStash),
        }.get(stage, ())
        if type(action) not in expected:
            return f"'{action.label()}' is not possible at this point. {self.prompt()}"
        if isinstance(action, Load):
            return self._why_not_load(action)
        if isinstance(action, LoadNothing):
            return "you must load: a card in the bottom row fits in your hold"
        if isinstance(action, StopLoading):
            return "you must load at least one card this turn"
        if isinstance(action, DiscardRow):
            if action.row not in range(ROWS):
                return f"there is no row {action.row}; rows are 0 (bottom) to {ROWS - 1} (top)"
            return f"the {ROW_NAMES[action.row]} row of the hub is empty"
        if isinstance(action, ChooseLargest):
            return f"{TYPE_NAMES.get(action.kind, action.kind)} is not tied for the largest set ({self._sizes_text()})"
        if isinstance(action, ChooseSmallest):
            return f"{TYPE_NAMES.get(action.kind, action.kind)} is not tied for the smallest set ({self._sizes_text()})"
        if isinstance(action, Reverse):
            if action.which == "smallest" and self.rush:
                return "a rush delivery does not move the smallest price, so there is nothing to reverse"
            if action.which == "smallest":
                return "this delivery has no smallest set"
            return "you can reverse the largest or the smallest set's price, nothing else"
        if isinstance(action, Stash):
            return f"there is no {TYPE_NAMES.get(action.kind, action.kind)} set left to stash"
        return f"{action.label()} is not possible now"

    def _sizes_text(self) -> str:
        return ", ".join(f"{TYPE_NAMES[k]} {v}" for k, v in self.set_sizes().items()) or "no sets"

    def _why_not_load(self, a: Load) -> str:
        if not (isinstance(a.column, int) and 0 <= a.column < COLUMNS):
            return f"there is no column {a.column}; the hub has columns 0 to {COLUMNS - 1}"
        col = self.hub[a.column]
        if not (isinstance(a.row, int) and 0 <= a.row < ROWS):
            return f"there is no row {a.row}; rows are 0 (bottom) to {ROWS - 1} (top)"
        if a.row >= len(col):
            return f"there is no card at {self._where(a.column, a.row)}"
        card = col[a.row]
        if (card.kind, card.size) != (a.kind, a.size):
            return f"the card at {self._where(a.column, a.row)} is {card.title}, not size-{a.size} {TYPE_NAMES.get(a.kind, a.kind)}"
        if self.stage == "load_third" and card.kind != self.third_kind:
            return f"the third card must be {TYPE_NAMES[self.third_kind]}, like the two you loaded"
        if a.row != 0:
            if self.stage == "load_more":
                return "the second card must come from the bottom row"
            if self.stage == "load_first":
                return "you may only load from the bottom row"
        load, cap = self.load(), self.ship().capacity
        if load + card.size > cap:
            return f"that card would overload your ship: {load} + {card.size} > {cap}"
        return f"{a.label()} is not possible now"
