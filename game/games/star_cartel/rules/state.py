"""Star Cartel rules: state, turn flow, scoring, views.

A turn is a chain of small decisions (see actions.py).  `stage` names the
decision being asked:

    discard_row   ship ability: discard a hub row before loading, or keep it
    load_first    mandatory first card (bottom row; any row with Long reach)
    load_more     optional second card from the bottom row
    load_third    ship ability: optional third card of the type loaded twice
    largest       tie for the largest set: which one counts as largest
    smallest      tie for the smallest set
    reverse       ship ability: reverse the largest or smallest price move
    stash         stash one leftover set, or nothing
    extra_stash   ship ability: stash a second leftover set, or nothing
    over          the game has ended

Everything that needs no choice (delivery when full, price moves, new ship,
refill, next turn) happens automatically inside `_apply`.

Interpretations are listed in content/star_cartel/rules.md.
"""
from __future__ import annotations

import random
from collections import Counter

from game.rules.core import Event, GameState, OptionSpec, Ruleset, RulesError, Score, rng_digest

from .actions import (GAME_ID, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                      LoadNothing, NoStash, Reverse, Stash, StopLoading)
from .data import (COLUMNS, DECK_SIZE, ROW_NAMES, ROWS, TRACK_HIGH, TRACK_LOW, TRACK_START, TYPE_NAMES, TYPES,
                   Content, default_content)

LOAD_STAGES = ("load_first", "load_more", "load_third")
DELIVERY_STAGES = ("largest", "smallest", "reverse", "stash", "extra_stash")
STAGES = ("discard_row",) + LOAD_STAGES + DELIVERY_STAGES + ("over",)


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def move_token(old: int, delta: int) -> tuple[int, bool]:
    """New position and whether the price crashed.  Passing 9 drops the token
    to 1 and cancels the rest of the move; it never goes below 1."""
    if delta > 0:
        new = old + delta
        if new > TRACK_HIGH:
            return TRACK_LOW, True
        return new, False
    return max(TRACK_LOW, old + delta), False


def price_moves(rush: bool, reverse: str | None) -> tuple[int, int]:
    """(largest delta, smallest delta) for a delivery."""
    up, down = (1, 0) if rush else (2, 1)
    large = -up if reverse == "largest" else up
    small = down if reverse == "smallest" else -down
    return large, small


class StarCartelState(GameState):
    game_id = GAME_ID

    # ------------------------------------------------------------ setup
    @classmethod
    def setup(cls, content: Content, players: int, options: dict, seed: int) -> "StarCartelState":
        s = cls.__new__(cls)
        s.num_players = players
        s.options = dict(options)
        s.abilities = bool(options.get("abilities", True))
        s.rng = random.Random(seed)
        deck = list(content.cards)
        s.rng.shuffle(deck)
        hub: list[list] = [[] for _ in range(COLUMNS)]
        set_aside = []
        for _row in range(ROWS):
            for col in range(COLUMNS):
                card = deck.pop()
                while card.size == 4:  # setup only: size-4 cards are replaced
                    set_aside.append(card)
                    card = deck.pop()
                hub[col].append(card)
        deck.extend(set_aside)
        s.rng.shuffle(deck)
        s.deck = deck  # top of the deck = end of the list
        s.discard = []
        s.face_down = {}  # card id -> seat, for leftovers that seat discarded unseen after stashing
        s.hub = hub  # hub[column][row], row 0 = bottom row
        s.tokens = {t: TRACK_START for t in TYPES}
        s.ships = list(content.starters[:players])
        yard = [ship for ship in content.shipyard if ship.min_players <= players]
        yard.sort(key=lambda ship: (ship.last, ship.capacity))  # stable: file order on ties
        s.shipyard = yard  # index 0 = top
        s.holds = [[] for _ in range(players)]
        s.stashes = [[] for _ in range(players)]
        s.current = s.rng.randrange(players)
        s.turn = 0
        s.ender = None
        s.final_queue = []
        s.final_turn = False
        s.stage = ""
        s.loaded = []
        s.could_not_load = False
        s.third_kind = None
        s._clear_delivery()
        s._legal = None
        events = [Event("start_player", f"{who(s.current)} was drawn at random to start.", s.current,
                        {"seat": s.current})]
        s._start_turn(events)
        # what happened before the first decision (the start-player draw and
        # the first turn beginning), for the table's log; never changes
        s.setup_events = tuple(events)
        return s

    def _clear_delivery(self) -> None:
        self.sets = {}  # kind -> cards of the delivery still in the hold
        self.largest = None
        self.smallest = None
        self.reverse = None
        self.rush = False
        self.stash_count = 0  # sets stashed in this delivery
        self.delivered_sizes = {}  # kind -> total size when the delivery began (for display)
        self.price_log = {}  # kind -> (from, to, crashed) of the moves made (replaced, never mutated)

    def clone(self, _rng: random.Random | None = None) -> "StarCartelState":
        c = StarCartelState.__new__(StarCartelState)
        c.num_players = self.num_players
        c.options = self.options  # never mutated
        c.abilities = self.abilities
        if _rng is None:  # a copy of the generator, without the cost of seeding a fresh one
            _rng = random.Random.__new__(random.Random)
            _rng.setstate(self.rng.getstate())
        c.rng = _rng
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.face_down = self.face_down.copy()
        c.hub = [col[:] for col in self.hub]
        c.tokens = self.tokens.copy()
        c.ships = self.ships[:]
        c.shipyard = self.shipyard[:]
        c.holds = [h[:] for h in self.holds]
        c.stashes = [s[:] for s in self.stashes]
        c.current = self.current
        c.turn = self.turn
        c.ender = self.ender
        c.final_queue = self.final_queue[:]
        c.final_turn = self.final_turn
        c.stage = self.stage
        c.loaded = self.loaded[:]
        c.could_not_load = self.could_not_load
        c.third_kind = self.third_kind
        c.sets = {k: v[:] for k, v in self.sets.items()}
        c.largest = self.largest
        c.smallest = self.smallest
        c.reverse = self.reverse
        c.rush = self.rush
        c.stash_count = self.stash_count
        c.delivered_sizes = self.delivered_sizes  # replaced, never mutated
        c.price_log = self.price_log  # replaced, never mutated
        c._legal = self._legal  # a tuple of immutable actions: safe to share
        c.setup_events = self.setup_events
        return c

    # ------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        return None if self.stage == "over" else self.current

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = self._compute_legal()
        return action in self._legal

    def fingerprint(self) -> str:
        parts = []
        for key, value in sorted(vars(self).items()):
            if key in ("_legal", "setup_events"):
                continue
            if isinstance(value, random.Random):
                value = rng_digest(value)
            parts.append(f"{key}={value!r}")
        return "\n".join(parts)

    # ------------------------------------------------------------ helpers
    def ship(self, seat: int | None = None):
        return self.ships[self.current if seat is None else seat]

    def load(self, seat: int | None = None) -> int:
        return sum(c.size for c in self.holds[self.current if seat is None else seat])

    def free_space(self, seat: int | None = None) -> int:
        seat = self.current if seat is None else seat
        return self.ships[seat].capacity - self.load(seat)

    def has_ability(self, key: str, seat: int | None = None) -> bool:
        return self.abilities and self.ship(seat).ability == key

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

    def _where(self, column: int, row: int) -> str:
        text = f"column {column + 1}"
        return text if row == 0 else f"{text}, {ROW_NAMES[row]} row"

    # ------------------------------------------------------------ legal actions
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

    # ------------------------------------------------------------ apply
    def _apply(self, action) -> list[Event]:
        self._legal = None
        ev: list[Event] = []
        kind = type(action)
        if kind is Load:
            self._do_load(action, ev)
        elif kind is StopLoading:
            self._end_loading(ev)
        elif kind is LoadNothing:
            self.could_not_load = True
            ev.append(Event("no_load", f"{who(self.current)} loads nothing and delivers.", self.current,
                            {"seat": self.current}, sound="click"))
            self._begin_delivery(ev, rush=False)
        elif kind is DiscardRow:
            self._do_discard_row(action.row, ev)
        elif kind is KeepHub:
            self._begin_loading(ev)
        elif kind is ChooseLargest:
            self.largest = action.kind
            ev.append(Event("choice", f"{who(self.current)} counts {TYPE_NAMES[action.kind]} as the largest set.",
                            self.current, {"seat": self.current, "largest": action.kind}, sound="click"))
            self._pick_smallest(ev)
        elif kind is ChooseSmallest:
            self.smallest = action.kind
            ev.append(Event("choice", f"{who(self.current)} counts {TYPE_NAMES[action.kind]} as the smallest set.",
                            self.current, {"seat": self.current, "smallest": action.kind}, sound="click"))
            self._ask_reverse(ev)
        elif kind is Reverse:
            self.reverse = action.which
            ev.append(Event("reverse", f"{who(self.current)} uses the {self.ship().name} to reverse the "
                            f"{action.which} set's price.", self.current,
                            {"seat": self.current, "reverse": action.which}, sound="click"))
            self._move_prices(ev)
        elif kind is KeepPrices:
            self._move_prices(ev)
        elif kind is Stash:
            self._do_stash(action.kind, ev)
        elif kind is NoStash:
            if self.sets and self.stage == "stash":
                ev.append(Event("no_stash", f"{who(self.current)} stashes nothing.", self.current,
                                {"seat": self.current}, sound="click"))
            self._finish_delivery(ev)
        else:  # pragma: no cover - legal_actions never offers anything else
            raise RulesError(f"unexpected action {action!r}")
        return ev

    # --- turn start and loading
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
        if free == 0:
            self._begin_delivery(ev, rush=False)
            return
        if stage == "load_first":
            if self._fits_bottom(free):
                self.stage = "load_more"
                return
        elif stage == "load_more":
            first, second = self.loaded[0], self.loaded[1]
            if (self.has_ability("third_of_type") and first.kind == second.kind
                    and self._fits_anywhere(free, first.kind)):
                self.third_kind = first.kind
                self.stage = "load_third"
                return
        self._end_loading(ev)

    def _end_loading(self, ev: list) -> None:
        if self.final_turn:  # could not deliver normally: rush delivery
            self._begin_delivery(ev, rush=True)
        else:
            self._end_turn(ev)

    # --- delivery
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

    # --- end of turn
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

    # ------------------------------------------------------------ texts
    def phase(self) -> str:
        stage = self.stage
        if stage == "over":
            return "Game over"
        if stage == "discard_row":
            name = "Before loading"
        elif stage in LOAD_STAGES:
            name = "Loading"
        else:
            name = "Rush delivery" if self.rush else "Delivery"
        return f"Final turn: {name.lower()}" if self.final_turn else name

    def prompt(self) -> str:
        stage = self.stage
        if stage == "over":
            return "The game is over."
        ship = self.ship()
        hold = f"hold {self.load()}/{ship.capacity}"
        if stage == "discard_row":
            return f"Your {ship.name} may discard one row of the hub before you load: pick a row, or keep the hub."
        if stage == "load_first":
            if self.has_ability("first_pick_any_row"):
                return f"Load a card from any row ({hold})."
            return f"Load a card from the bottom row ({hold})."
        if stage == "load_more":
            return f"You may load a second card from the bottom row, or stop ({hold})."
        if stage == "load_third":
            return f"You may load a third {TYPE_NAMES[self.third_kind]} card from any row, or stop ({hold})."
        if stage == "largest":
            names = " or ".join(TYPE_NAMES[k] for k in self.largest_candidates())
            return f"Sets tie for largest: choose which one goes as the largest ({names})."
        if stage == "smallest":
            names = " or ".join(TYPE_NAMES[k] for k in self.smallest_candidates())
            return f"Sets tie for smallest: choose which one goes as the smallest ({names})."
        if stage == "reverse":
            large, small = price_moves(self.rush, None)
            text = f"Reverse a price? Largest {TYPE_NAMES[self.largest]} {large:+d}"
            if self.smallest is not None and not self.rush:
                text += f", smallest {TYPE_NAMES[self.smallest]} {small:+d}"
            return text + "."
        if stage == "stash":
            return "Choose a leftover set to stash, or stash nothing."
        if stage == "extra_stash":
            return f"Your {ship.name} lets you stash one more leftover set."
        return ""

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

    # ------------------------------------------------------------ checks
    def invariant_errors(self) -> list[str]:
        errors = []
        every = list(self.deck) + self.discard
        for col in self.hub:
            every += col
        for h in self.holds:
            every += h
        for s in self.stashes:
            every += s
        ids = {c.id for c in every}
        if len(every) != DECK_SIZE or len(ids) != DECK_SIZE:
            errors.append(f"{len(every)} cards in play ({len(ids)} distinct), expected {DECK_SIZE}")
        for kind, pos in self.tokens.items():
            if not TRACK_LOW <= pos <= TRACK_HIGH:
                errors.append(f"{kind} token at {pos}, off the 1..9 track")
        for seat, hold in enumerate(self.holds):
            load, cap = sum(c.size for c in hold), self.ships[seat].capacity
            if load > cap:
                errors.append(f"seat {seat} hold {load} is over capacity {cap}")
            elif load == cap and not (seat == self.current and self.stage in DELIVERY_STAGES):
                errors.append(f"seat {seat} hold is full outside a delivery")
        for c, col in enumerate(self.hub):
            if len(col) > ROWS:
                errors.append(f"hub column {c} holds {len(col)} cards")
        if self.stage not in STAGES:
            errors.append(f"unknown stage {self.stage!r}")
        if self.stage != "over" and not self.legal_actions():
            errors.append(f"no legal action in stage {self.stage!r}")
        return errors

    # ------------------------------------------------------------ views
    def view_for(self, seat: int | None) -> dict:
        cards = lambda seq: [c.to_json() for c in seq]  # noqa: E731
        return {
            "game": GAME_ID,
            "seat": seat,
            "players": self.num_players,
            "to_act": self.to_act,
            "current": self.current,
            "stage": self.stage,
            "phase": self.phase(),
            "prompt": self.prompt(),
            "turn": self.turn,
            "abilities": self.abilities,
            "tokens": dict(self.tokens),
            "hub": [cards(col) for col in self.hub],
            "deck": len(self.deck),
            "discard": len(self.discard),
            "shipyard": [s.to_json() for s in self.shipyard],
            "ships": [s.to_json() for s in self.ships],
            "holds": [cards(h) for h in self.holds],
            "loaded_this_turn": [c.id for c in self.loaded],
            "third_kind": self.third_kind,
            "stash_counts": [len(s) for s in self.stashes],
            "stash": cards(self.stashes[seat]) if seat is not None else None,
            "delivery": {
                "sets": self.set_sizes(),
                "start_sets": dict(self.delivered_sizes),
                "largest": self.largest,
                "smallest": self.smallest,
                "reverse": self.reverse,
                "rush": self.rush,
                "stashed_sets": self.stash_count,
                "rows": self.delivery_rows(),
                "outcomes": self.price_outcomes(),
            },
            "final_turn": self.final_turn,
            "ender": self.ender,
            "final_queue": list(self.final_queue),
        }

    def determinize(self, seat: int, rng: random.Random) -> "StarCartelState":
        d = self.clone(_rng=random.Random(rng.getrandbits(64)))  # future chance is unknown too
        others = [s for s in range(self.num_players) if s != seat]
        pool = list(d.deck)
        for s in others:
            pool += d.stashes[s]
        # leftovers a rival discarded face down after stashing: unseen too
        hidden = [(j, d.face_down[card.id]) for j, card in enumerate(d.discard)
                  if d.face_down.get(card.id, seat) != seat]
        pool += [d.discard[j] for j, _owner in hidden]
        pool.sort(key=lambda card: card.id)  # canonical first: the sample must not depend on the hidden order
        rng.shuffle(pool)
        i = 0
        for s in others:
            n = len(d.stashes[s])
            d.stashes[s] = pool[i:i + n]
            i += n
        d.face_down = {card.id: seat for card in d.discard if d.face_down.get(card.id) == seat}
        for j, owner in hidden:
            d.discard[j] = pool[i]
            d.face_down[pool[i].id] = owner
            i += 1
        d.deck = pool[i:]
        return d


class StarCartel(Ruleset):
    id = GAME_ID
    name = "Star Cartel"
    min_players = 3
    max_players = 6
    options = (
        OptionSpec("abilities", "Ship abilities", (True, False), True,
                   "Special ship powers. The rulebook suggests leaving them out of a first game."),
    )
    tiebreak_labels = ("Contraband points", "Best single type", "Fewest contraband cards")
    setup_note = "The start player is drawn at random."

    def new_game(self, players: int, options: dict | None = None, seed: int = 0,
                 content: Content | None = None) -> StarCartelState:
        self.check_players(players)
        options = self.resolve_options(options)
        return StarCartelState.setup(content or default_content(), players, options, seed)
