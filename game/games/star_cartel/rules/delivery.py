"""Star Cartel: delivering (rulebook "Delivering"; the reverse-a-price and
extra-stash abilities of "Ship Abilities"; the rush delivery of "Ending the
Game").  The hold is grouped into sets by type and ranked by total size;
the largest and the smallest set (the mover breaks ties) are handed over
and move their prices; one leftover set may be stashed.  Also the delivery
facts a table shows: each set's role and where its price goes."""
from __future__ import annotations

from game.rules.core import Event

from .data import TYPE_NAMES, TYPES
from .prices import move_token, price_moves
from .words import plural, who

DELIVERY_STAGES = ("largest", "smallest", "reverse", "stash", "extra_stash")


class DeliveryRules:
    """Part of StarCartelState: ranking the sets, the price moves, stashing,
    and the delivery facts for tables."""

    def set_sizes(self) -> dict:
        return {k: sum(c.size for c in cards) for k, cards in self.sets.items()}

    def largest_candidates(self) -> list[str]:
        sizes = self.set_sizes()
        if not sizes:
            return []
        top = max(sizes.values())
        return [k for k in TYPES if sizes.get(k) == top]

    def smallest_candidates(self) -> list[str]:
        sizes = {k: v for k, v in self.set_sizes().items() if k != self.largest}
        if not sizes:
            return []
        low = min(sizes.values())
        return [k for k in TYPES if sizes.get(k) == low]

    # ------------------------------------------------------------ delivery facts (for tables)
    def delivery_rows(self) -> list[dict]:
        """The sets of the delivery under way, largest first (type order on
        ties), handed-over and stashed ones included: kind, size, gone (left
        the hold), role (largest / smallest / leftover / stashed), tie (which
        tie it is part of, while the mover chooses), move ([from, to, crash]
        of its price: made, or coming) and done (the move was made)."""
        if self.stage not in DELIVERY_STAGES:
            return []
        remaining = self.set_sizes()
        sizes = {**self.delivered_sizes, **remaining}
        stage = self.stage
        ties = self.largest_candidates() if stage == "largest" else (
            self.smallest_candidates() if stage == "smallest" else [])
        large, small = price_moves(self.rush, self.reverse)
        rows = []
        for kind in sorted(sizes, key=lambda k: (-sizes[k], TYPES.index(k))):
            gone = kind not in remaining
            role = tie = ""
            if kind == self.largest:
                role = "largest"
            elif kind == self.smallest:
                role = "smallest"
            elif stage in ("largest", "smallest") and kind in ties:
                tie = stage
            elif stage in ("stash", "extra_stash", "reverse", "smallest") or self.largest:
                role = "stashed" if gone else "leftover"
            move, done = None, False
            if kind in self.price_log:
                move, done = list(self.price_log[kind]), True
            elif role in ("largest", "smallest"):
                old = self.tokens[kind]
                move = [old, *move_token(old, large if role == "largest" else small)]
            rows.append({"kind": kind, "size": sizes[kind], "gone": gone, "role": role, "tie": tie,
                         "move": move, "done": done})
        return rows

    def price_outcomes(self) -> dict:
        """Price moves still to come in this delivery for each choice the
        mover may still make: "normal", or "largest" / "smallest" reversed;
        each a list of {role, kind, from, to, crash}.  "if_largest": where
        each set tied for largest would move its price if chosen."""
        out: dict = {"normal": [], "largest": [], "smallest": [], "if_largest": {}}
        if self.stage not in DELIVERY_STAGES:
            return out
        for choice in ("normal", "largest", "smallest"):
            large, small = price_moves(self.rush, None if choice == "normal" else choice)
            for role, kind, delta in (("largest", self.largest, large), ("smallest", self.smallest, small)):
                if kind is None or kind not in self.sets:
                    continue
                old = self.tokens[kind]
                new, crash = move_token(old, delta)
                out[choice].append({"role": role, "kind": kind, "from": old, "to": new, "crash": crash})
        if self.stage == "largest":
            large = price_moves(self.rush, self.reverse)[0]
            for kind in self.largest_candidates():
                old = self.tokens[kind]
                out["if_largest"][kind] = [old, *move_token(old, large)]
        return out

    # ------------------------------------------------------------ delivery
    def _begin_delivery(self, ev: list, rush: bool) -> None:
        seat = self.current
        self.rush = rush
        sets: dict = {}
        for card in self.holds[seat]:
            sets.setdefault(card.kind, []).append(card)
        self.sets = {k: sets[k] for k in TYPES if k in sets}
        self.delivered_sizes = self.set_sizes()
        sizes = self.set_sizes()
        what = ", ".join(f"{TYPE_NAMES[k]} {v}" for k, v in sizes.items()) or "an empty hold"
        verb = "makes a rush delivery" if rush else "delivers"
        ev.append(Event("deliver", f"{who(seat)} {verb}: {what}.", seat,
                        {"seat": seat, "sets": sizes, "rush": rush}, sound="click"))
        if not self.sets:
            self._finish_delivery(ev)
            return
        candidates = self.largest_candidates()
        if len(candidates) > 1:
            self.stage = "largest"
            return
        self.largest = candidates[0]
        self._pick_smallest(ev)

    def _pick_smallest(self, ev: list) -> None:
        candidates = self.smallest_candidates()
        if len(candidates) > 1:
            self.stage = "smallest"
            return
        self.smallest = candidates[0] if candidates else None
        self._ask_reverse(ev)

    def _ask_reverse(self, ev: list) -> None:
        if self.has_ability("reverse_price"):
            self.stage = "reverse"
            return
        self._move_prices(ev)

    def _move_prices(self, ev: list) -> None:
        seat = self.current
        large, small = price_moves(self.rush, self.reverse)
        hold = self.holds[seat]
        for kind, delta, role in ((self.largest, large, "largest"), (self.smallest, small, "smallest")):
            if kind is None:
                continue
            cards = self.sets.pop(kind)
            self.discard.extend(cards)
            hold[:] = [c for c in hold if c.kind != kind]
            old = self.tokens[kind]
            new, crashed = move_token(old, delta)
            self.tokens[kind] = new
            self.price_log = {**self.price_log, kind: (old, new, crashed)}
            size = sum(c.size for c in cards)
            if crashed:
                note = f"the price crashes from {old} to {new}"
            elif new == old:
                note = f"the price stays at {new}"
            else:
                note = f"the price moves from {old} to {new}"
            ev.append(Event("price", f"{who(seat)} hands over the {role} set ({TYPE_NAMES[kind]}, size {size}): {note}.",
                            seat, {"seat": seat, "role": role, "type": kind, "from": old, "to": new, "crash": crashed,
                                   "cards": [c.id for c in cards], "to_pile": "discard"}, sound="coins"))
        if self.sets:
            self.stage = "stash"
            return
        self._finish_delivery(ev)

    def _do_stash(self, kind: str, ev: list) -> None:
        seat = self.current
        cards = self.sets.pop(kind)
        hold = self.holds[seat]
        hold[:] = [c for c in hold if c.kind != kind]
        self.stashes[seat].extend(cards)
        self.stash_count += 1
        n = len(cards)
        ev.append(Event("stash", f"{who(seat)} stashes {plural(n, 'card')}.", seat,
                        {"seat": seat, "count": n, "from": "hold", "to": "stash"},
                        private={seat: f"You stash {plural(n, TYPE_NAMES[kind] + ' card')} "
                                       f"({len(self.stashes[seat])} in your stash)."}, sound="card"))
        if self.sets and self.stash_count == 1 and self.has_ability("extra_stash"):
            self.stage = "extra_stash"
            return
        self._finish_delivery(ev)
