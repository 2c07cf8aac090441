"""Star Cartel rules: the state, setup (rulebook "Setup"), copies, views and
the chain of decisions of a turn ("How to Play").  The rules of each part
of a turn live in the mixins the state is made of: loading.py,
delivery.py, ending.py (end of turn, end of game, scoring), with
legality.py for what may be done now and prices.py for the cartel board.

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

from game.rules.core import Event, GameState, OptionSpec, Ruleset, RulesError

from .actions import (GAME_ID, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                      LoadNothing, NoStash, Reverse, Stash, StopLoading)
from .data import (COLUMNS, DECK_SIZE, ROWS, TRACK_HIGH, TRACK_LOW, TRACK_START, TYPE_NAMES, TYPES, Content,
                   default_content)
from .delivery import DELIVERY_STAGES, DeliveryRules
from .ending import EndingRules
from .legality import LegalityRules
from .loading import LOAD_STAGES, LoadingRules
from .prices import move_token, price_moves
from .words import plural, who

__all__ = ["DELIVERY_STAGES", "LOAD_STAGES", "STAGES", "StarCartel", "StarCartelState", "move_token", "plural",
           "price_moves", "who"]

STAGES = ("discard_row",) + LOAD_STAGES + DELIVERY_STAGES + ("over",)


class StarCartelState(LegalityRules, LoadingRules, DeliveryRules, EndingRules, GameState):
    game_id = GAME_ID
    FINGERPRINT_SKIP = ("_legal", "setup_events")

    def consequences(self, action) -> list[str]:
        return self.load_consequences(action) if isinstance(action, Load) else []

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
