"""Star Cartel rules: the state, setup (rulebook "Setup"), copies and views,
with thin entry points to the rules, which are plain functions of the state
in modules grouped as the rulebook is: choices.py (the legal lists) and
reasons.py (the checks they are built from, which also say why not),
flow.py (applying a decision and the order of play), loading.py,
delivery.py, ending.py (end of turn, end of game, scoring), prices.py (the
cartel board), facts.py (what they read off the state) and prompts.py.

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
refill, next turn) happens automatically inside `_apply` (flow.py).

Interpretations are listed in content/star_cartel/rules.md.
"""
from __future__ import annotations

import random

from game.rules.core import Event, GameState, OptionSpec, Ruleset

from . import choices, delivery, ending, facts, flow, loading, prompts, reasons
from .actions import GAME_ID, Load
from .data import COLUMNS, DECK_SIZE, ROWS, TRACK_HIGH, TRACK_LOW, TRACK_START, TYPES, Content, default_content
from .facts import DELIVERY_STAGES, LOAD_STAGES, STAGES
from .prices import move_token, price_moves
from .words import plural, who

__all__ = ["DELIVERY_STAGES", "LOAD_STAGES", "STAGES", "StarCartel", "StarCartelState", "move_token", "plural",
           "price_moves", "who"]


class StarCartelState(GameState):
    game_id = GAME_ID
    FINGERPRINT_SKIP = ("_legal", "setup_events")

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
        delivery.clear(s)
        s._legal = None
        events = [Event("start_player", f"{who(s.current)} was drawn at random to start.", s.current,
                        {"seat": s.current})]
        flow.start_turn(s, events)
        # what happened before the first decision (the start-player draw and
        # the first turn beginning), for the table's log; never changes
        s.setup_events = tuple(events)
        return s

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

    # ------------------------------------------------------------ the rules
    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = choices.legal(self)
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = choices.legal(self)
        return action in self._legal

    def why_not(self, action) -> str | None:
        # the checks the legal list is built from, asked directly: a drift
        # between the two would show in tests/test_why_not.py
        try:
            return reasons.why_not(self, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # a malformed action (a damaged save)
            return "that is not a move of this game now"

    def ends_turn_early(self, action) -> bool:
        return choices.ends_turn_early(self, action, self.legal_actions())

    def consequences(self, action) -> list[str]:
        return loading.load_consequences(self, action) if type(action) is Load else []

    def _apply(self, action) -> list:
        return flow.apply(self, action)

    def scores(self) -> list:
        return ending.scores(self)

    def phase(self) -> str:
        return prompts.phase(self)

    def prompt(self) -> str:
        return prompts.prompt(self)

    # facts the bots, the table and the tests read
    def has_ability(self, key: str, seat: int | None = None) -> bool:
        return facts.has_ability(self, key, seat)

    def free_space(self, seat: int | None = None) -> int:
        return facts.free_space(self, seat)

    def set_sizes(self) -> dict:
        return facts.set_sizes(self)

    def delivery_rows(self) -> list[dict]:
        return delivery.delivery_rows(self)

    def price_outcomes(self) -> dict:
        return delivery.price_outcomes(self)

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
            "phase": prompts.phase(self),
            "prompt": prompts.prompt(self),
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
                "sets": facts.set_sizes(self),
                "start_sets": dict(self.delivered_sizes),
                "largest": self.largest,
                "smallest": self.smallest,
                "reverse": self.reverse,
                "rush": self.rush,
                "stashed_sets": self.stash_count,
                "rows": delivery.delivery_rows(self),
                "outcomes": delivery.price_outcomes(self),
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
