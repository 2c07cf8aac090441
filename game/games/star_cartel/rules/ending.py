"""Star Cartel: the end of a delivery, of a turn and of the game (rulebook
"Delivering", last paragraph: leftovers are discarded and the ship is
swapped for the top of the shipyard; "Ending Your Turn": the hub is
refilled, reshuffling the discards when the deck runs out; "Ending the
Game": taking the last ship gives every other player one final turn;
"Scoring": stash cards times their price, plus the ship, with the
tie-breaks)."""
from __future__ import annotations

from collections import Counter

from game.rules.core import Event, Score

from .data import ROWS, TYPES
from .words import plural, who


class EndingRules:
    """Part of StarCartelState: finishing a delivery, passing the turn,
    refilling the hub, the end of the game and the scores."""

    def _finish_delivery(self, ev: list) -> None:
        seat = self.current
        rest = self.holds[seat]
        if rest:
            self.discard.extend(rest)
            if self.stash_count:  # which leftover sets were kept is secret, so these went down unseen
                for card in rest:
                    self.face_down[card.id] = seat
            ev.append(Event("discard", f"{who(seat)} discards the other {plural(len(rest), 'card')}.", seat,
                            {"seat": seat, "count": len(rest), "from": "hold", "to": "discard"}, sound="card"))
            self.holds[seat] = []
        self.sets = {}
        old = self.ships[seat]
        if self.shipyard:
            new = self.shipyard.pop(0)
            self.ships[seat] = new
            ev.append(Event("ship", f"{who(seat)} swaps the {old.name} for the {new.name} "
                            f"(capacity {new.capacity}, worth {new.value}).", seat,
                            {"seat": seat, "ship": new.key, "old": old.key, "from": "shipyard"}, sound="click"))
            if not self.shipyard:
                n = self.num_players
                self.ender = seat
                self.final_queue = [(seat + k) % n for k in range(1, n)]
                ev.append(Event("last_ship", f"{who(seat)} took the last ship: every other player now takes "
                                "one final turn.", seat, {"seat": seat}))
        else:
            ev.append(Event("keep_ship", f"{who(seat)} keeps the {old.name}: the shipyard is empty.", seat,
                            {"seat": seat}))
        self._end_turn(ev)

    def _end_turn(self, ev: list) -> None:
        if self.ender is not None:
            if not self.final_queue:
                self._game_over(ev)
                return
            self._refill(ev)
            self.current = self.final_queue.pop(0)
            self.final_turn = True
        else:
            self._refill(ev)
            self.current = (self.current + 1) % self.num_players
        self._start_turn(ev)

    def _refill(self, ev: list) -> None:
        placed = []
        for c, col in enumerate(self.hub):
            while len(col) < ROWS:
                if not self.deck:
                    if not self.discard:
                        break
                    self.deck = self.discard
                    self.discard = []
                    self.face_down = {}
                    self.rng.shuffle(self.deck)
                    ev.append(Event("reshuffle", f"The deck is empty: the {len(self.deck)} discarded cards are "
                                    "shuffled into a new deck.", None, {"count": len(self.deck)},
                                    barrier=True, sound="card"))
                card = self.deck.pop()
                col.append(card)
                placed.append((card, c, len(col) - 1))
        if placed:
            names = ", ".join(f"{card.title} (column {c + 1})" for card, c, _r in placed)
            ev.append(Event("refill", f"New in the hub: {names}.", None,
                            {"cards": [{"card": card.id, "from": "deck", "to": [c, r]} for card, c, r in placed]},
                            barrier=True, sound="card"))

    def _game_over(self, ev: list) -> None:
        self.stage = "over"
        self.final_turn = False
        scores = self.scores()
        best = self.winners()
        top = max(s.total for s in scores)
        names = " and ".join(who(s) for s in best)
        verb = "share the victory" if len(best) > 1 else "wins"
        ev.append(Event("game_over", f"Game over: {names} {verb} with {top} points.", None,
                        {"winners": best, "scores": [s.total for s in scores]}, sound="coins"))

    # ------------------------------------------------------------ scoring
    def scores(self) -> list[Score]:
        out = []
        for seat in range(self.num_players):
            counts = Counter(c.kind for c in self.stashes[seat])
            breakdown = {k: counts[k] * self.tokens[k] for k in TYPES}
            contraband = sum(breakdown.values())
            best_type = max(breakdown.values())
            ship = self.ships[seat].value
            breakdown["ship"] = ship
            details = {k: f"{counts[k]} \u00d7 {self.tokens[k]}" for k in TYPES if counts[k]}
            details["ship"] = self.ships[seat].name
            out.append(Score(seat, contraband + ship, (contraband, best_type, -len(self.stashes[seat])), breakdown,
                             details))
        return out
