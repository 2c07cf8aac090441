"""Cartel rules: state, turn flow, views.

`stage` names the decision the seat whose turn it is must take:

    place_first  setup: open a first Business on a lot, with one Agent
    action       spend one of the turn's Actions
    pay          discard one card towards a cost (build cost, Private
                 Security, Informant Fivel)
    place_agent  where a gained Agent goes
    attack       after a move: trash one rival Agent there, or skip
    tracy        Detective Tracy: shift one rival Agent one space, or skip
    juan         Captain Juan: which Agent of the leading seat(s) goes
    ford         Inspector Ford: which discard to take, or skip
    sven         Sneaky Sven: which Agent or Official to trade him for
    discard      end of turn: discard down to 4
    busy         (internal) effects are being worked through
    over         the game has ended

Out of turn (the shared pending stack, game/rules/pending.py): Congressman
Tu's target answers "summoned"; the owner of Warden Sachs answers "sachs"
(and "sachs-pay") when one of its Agents is about to be trashed.

An action pushes small steps on `todo`; `settle` works through them (and
the trash queue) until a decision is needed.  Interpretations are listed in
content/cartel/rules.md.
"""
from __future__ import annotations

import random
from itertools import repeat
from operator import is_

from game.rules.core import Event, GameState, listed
from game.rules.pending import PendingMixin
from game.rules.squaregrid import neighbours

from . import choices, city, costs, effects, flow, pieces, places, reasons, scoring, taking
from .actions import GAME_ID, Move, seat_name
from .data import BUSINESSES, OFFICIALS, Content
from .scoring import building_points, controller

who = seat_name


class CartelState(PendingMixin, GameState):
    game_id = GAME_ID
    FINGERPRINT_SKIP = ("_legal", "_geo", "_tops", "_names", "_own", "_costs", "_points", "_rng_shared", "setup_events", "content")
    FINGERPRINT_SORTS_DICTS = True

    # ------------------------------------------------------------ setup
    @classmethod
    def setup(cls, content: Content, players: int, options: dict, seed: int) -> "CartelState":
        s = cls.__new__(cls)
        s.num_players = players
        s.options = dict(options)
        s.content = content
        s.rng = random.Random(seed)
        s._rng_shared = False  # see clone
        s.deck = sorted(content.deck())
        s.rng.shuffle(s.deck)  # top of the deck = end of the list
        s.discard = []
        s.reshuffled = 0
        s.roads = {}
        straight = content.roads["straight"]
        for cell in ((0, 0), (1, 0)):
            s.roads[cell] = ("straight", 1, straight.exits_at(1))
        s.buildings = {}
        s.agents = {}
        s._own = [{} for _ in range(players)]  # per seat: cell -> its Agents there, kept by pieces.put
        s._costs = None
        s._points = None
        s.total_agents = content.numbers.agents[players]
        s.reserve = [s.total_agents] * players
        s.officials = [[] for _ in range(players)]
        s.hands = [[] for _ in range(players)]
        s.known = [[] for _ in range(players)]  # cards everyone has seen go into each hand, still there
        s.stack = []
        s.windows = 0
        s.todo = []
        s.trash_queue = []
        s.stage = "busy"
        s.actions_left = 0
        s.pay_left = 0
        s.pay_why = ""
        s.paid = 0
        s.focus = None
        s.tracy_used = False
        s.turns = 0
        s.ended_by = ""
        s._geo = None
        s._tops = None
        s._names = (None, {})
        s._legal = None
        events: list = []
        size = content.numbers.hand_size
        for seat in range(players):
            s.hands[seat] = sorted(s.deck.pop() for _ in range(size))
        for seat in range(players):
            tries = 0
            while not any(c in BUSINESSES for c in s.hands[seat]) and tries < 20:
                tries += 1
                events.append(Event("redraw", f"{who(seat)} shows a hand without a Business and draws a new one.",
                                    seat, {"seat": seat, "hand": list(s.hands[seat])}, barrier=True))
                old = s.hands[seat]  # the rulebook's order: draw the new hand, then shuffle the old one in
                s.hands[seat] = sorted(s.deck.pop() for _ in range(size))
                s.deck += old
                s.deck.sort()
                s.rng.shuffle(s.deck)
        s.first = s.rng.randrange(players)
        s.current = s.first
        s.to_place = [(s.first + k) % players for k in range(players)]
        events.append(Event("start_player", f"{who(s.first)} was drawn at random to start.", s.first,
                            {"seat": s.first}, barrier=True))
        s.stage = "place_first"
        s.current = s.to_place[0]
        s.setup_events = tuple(events)
        return s

    def clone(self) -> "CartelState":
        c = CartelState.__new__(CartelState)
        d = c.__dict__
        d.update(self.__dict__)
        # the generator is shared until one side draws from it (pieces.rng copies it first):
        # copying its state costs more than the rest of a clone, and most clones never reshuffle
        self._rng_shared = c._rng_shared = True
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        # roads and buildings are replaced, never changed in place (told.py): shared
        c.agents = self.agents.copy()
        c._own = [o.copy() for o in self._own]
        c.reserve = self.reserve[:]
        c.officials = [o[:] for o in self.officials]
        c.hands = [h[:] for h in self.hands]
        c.known = self.known[:]  # each seat's list is replaced, never changed in place (pieces.lose_card)
        c.stack = list(self.stack)
        c.todo = self.todo[:]
        c.trash_queue = self.trash_queue[:]
        c.to_place = self.to_place[:]
        c._tops = None
        c._names = (None, {})
        # c._points: shared as it is (its terms are replaced, never changed in place: pieces.repoint)
        if self._costs is not None:  # the cost rows are shared now: whichever changes them first copies them
            self._costs = c._costs = self._costs[:2] + (False,)
        return c

    # ------------------------------------------------------------ protocol
    # the rules, in modules grouped as the rulebook is, called through the
    # pending stack's hooks (game/rules/pending.py)
    def turn_actions(self) -> list:
        return choices.turn_actions(self)

    def pending_actions(self, p) -> list:
        return choices.pending_actions(self, p)

    def apply_turn(self, a, events: list) -> None:
        taking.apply_turn(self, a, events)

    def answer(self, p, a, events: list) -> None:
        effects.answer(self, p, a, events)

    def resume(self, p, events: list) -> None:
        effects.resume(self, p, events)

    def settle(self, events: list) -> None:
        flow.settle(self, events)

    def scores(self) -> list:
        return scoring.scores(self)

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    def turn_seat(self):
        return None if self.stage == "over" else self.current

    def round_number(self) -> int:
        """The round the table shows: out-of-turn answers (Warden Sachs, a
        summons) start none."""
        return self.turns // self.num_players + 1

    def legal_actions(self) -> list:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._listed()
        return legal[:]

    def apply(self, action) -> list:
        legal = self._legal
        # an Action list ends with the Moves (and Tu's Summons): a Move is found sooner from the end
        if legal is not None and any(map(is_, reversed(legal) if type(action) is Move else legal, repeat(action))) \
                and not action.out_of_turn:
            # a record from the legal list itself: legal, as apply() would find
            if self.stack:
                return self._apply(action)
            self._legal = None
            events = []  # the pending stack's path for a turn decision, three calls shorter
            taking.apply_turn(self, action, events)
            flow.settle(self, events)
            self._legal = None
            return events
        return super().apply(action)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = self._listed()
        return listed(action, self._legal)

    def _listed(self) -> list:
        """The legal list, kept until the next apply (never handed out itself: it may be shared by a clone)."""
        if self.stack or self.stage == "over":
            return list(super().legal_actions())
        if self.stage == "action":
            return choices.action_choices(self, self.current)
        return choices.turn_actions(self)  # the pending stack's path for a turn, two calls shorter

    def _apply(self, action) -> list:
        self._legal = None
        if self.stack or action.out_of_turn:
            events = super()._apply(action)
        else:
            events = []
            taking.apply_turn(self, action, events)
            flow.settle(self, events)
        self._legal = None
        return events

    def why_illegal(self, action) -> str:
        why = self.why_not(action)
        return f"{action.label()} is not possible now: {why}" if why else f"{action.label()} is legal now"

    def why_not(self, action) -> str | None:
        if self.is_legal(action):
            return None
        try:
            return reasons.why_not(self, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # a malformed action (a damaged save)
            return "that is not a move of this game now"

    def describe(self, action) -> str:
        return places.describe(self, action)

    def consequences(self, action) -> list[str]:
        return costs.consequences(self, action)

    def place(self, cell) -> str:
        """A cell in a player's words ("TopTech #2"), kept until a road or building is laid."""
        cell = tuple(cell)
        geo = self._geo
        if geo is None:  # cells changed and nothing asked for the new city yet
            return places.place(self.roads, self.buildings, cell, self.top_counts())
        kept_for, names = self._names
        if kept_for is not geo:  # a new city (pieces.set_building forgets them on a new top floor too)
            names = {}
            self._names = (geo, names)
        words = names.get(cell)
        if words is None:
            words = names[cell] = places.place(self.roads, self.buildings, cell, self.top_counts())
        return words

    def place_in(self, cell) -> str:
        """"in TopTech #2" / "on the straight road …"."""
        return ("in " if tuple(cell) in self.buildings else "on ") + self.place(cell)

    def top_counts(self) -> dict:
        """How many buildings show each Business on top (for naming them), kept once asked."""
        if self._tops is None:
            self._tops = places.top_counts(self.buildings)
        return self._tops

    # ------------------------------------------------------------ facts for tables and bots
    def geometry(self) -> city.Geometry:
        if self._geo is None:
            self._geo = city.compute(self.roads, self.buildings)
        return self._geo

    def lots(self) -> frozenset:
        return self.geometry().lots

    def adjacent(self, cell) -> frozenset:
        return self.geometry().adjacent.get(tuple(cell), frozenset())

    def building(self, x: int, y: int) -> tuple:
        return self.buildings.get((x, y), ())

    def own(self, seat: int) -> dict:
        """Where `seat` has Agents: cell -> how many (do not change it)."""
        return self._own[seat]

    def build_costs(self) -> list:
        """(cell, cards to build on top, cards for Private Security) per
        building, in cell order: build_cost for every building at once,
        kept and changed in place as floors and Agents change (copy it to keep it)."""
        geo = self.geometry()
        kept = self._costs
        if kept is None or kept[0] is not geo:  # geo: a hand-built city sets it anew
            zero = (0,) * self.num_players
            rows = []
            for cell in sorted(self.buildings):
                agents = sum(self.agents.get(cell, zero))
                rows.append((cell, len(self.buildings[cell]) + agents, 3 * agents))
            kept = self._costs = (geo, rows, True)  # True: this state's own list, changed in place
        return kept[1]

    def point_terms(self) -> dict:
        """cell -> scoring.point_terms of its building, kept while the
        buildings are the same dict (pieces.set_building updates it; do not change it)."""
        kept = self._points
        if kept is None or kept[0] is not self.buildings:
            buildings = self.buildings
            kept = self._points = (buildings, {cell: scoring.point_terms(buildings, cell) for cell in buildings})
        return kept[1]

    def agents_at(self, cell) -> tuple:
        return self.agents.get(tuple(cell), (0,) * self.num_players)

    def bridges(self, x: int, y: int, seat: int | None = None) -> frozenset:
        """The spaces holding `seat`'s own Agents (default: whose turn it is)
        that a move from (x, y) can pass over (for highlighting a move)."""
        seat = self.current if seat is None else seat
        zero = (0,) * self.num_players
        _dests, used = city.reach(self.geometry(), (x, y), lambda c: self.agents.get(c, zero)[seat] > 0)
        return frozenset(used)

    def controller(self, cell) -> int | None:
        return controller(self.agents_at(cell)) if tuple(cell) in self.buildings else None

    def owner_of(self, official: str) -> int | None:
        for seat, offs in enumerate(self.officials):
            if official in offs:
                return seat
        return None

    def tallest(self, seat: int) -> int:
        """Height of the tallest building `seat` controls (0: none)."""
        best = 0
        buildings = self.buildings
        for cell in self._own[seat]:
            floors = buildings.get(cell)
            if floors is not None and len(floors) > best and controller(self.agents[cell]) == seat:
                best = len(floors)
        return best

    def tallest_cell(self, seat: int, besides=None):
        """The tallest building `seat` controls other than `besides` (ties:
        the first in reading order), or None."""
        best, where = 0, None
        for cell in sorted(self.buildings, key=lambda c: (c[1], c[0])):
            floors = self.buildings[cell]
            if cell != besides and len(floors) > best and controller(self.agents_at(cell)) == seat:
                best, where = len(floors), cell
        return where

    def on_board(self, seat: int) -> int:
        return self.total_agents - self.reserve[seat]

    def build_cost(self, card: str, cell) -> int:
        """Cards to discard to build `card` at `cell` (a lot: 0)."""
        cell = tuple(cell)
        floors = self.buildings.get(cell, ())
        agents = sum(self.agents_at(cell)) if floors else 0
        if card == "shelfcorp":
            return 0
        if card == "security":
            return 3 * agents
        return len(floors) + agents

    def score_parts(self, seat: int) -> dict:
        """{"buildings": points, "officials": points, "controlled": n}."""
        offs = len(self.officials[seat])
        pts = 0
        controlled = 0
        for cell in self.buildings:
            counts = self.agents_at(cell)
            if controller(counts) == seat:
                controlled += 1
                pts += building_points(self.buildings, cell, sum(counts), offs)
        return {"buildings": pts, "officials": offs * self.content.numbers.official_points, "controlled": controlled}

    def draw_rate(self) -> int:
        """The average end-of-turn draw: each seat draws as many as its
        tallest building has floors, at least one counted for the Draw
        Actions."""
        per_turn = sum(max(1, self.tallest(s)) for s in range(self.num_players)) / self.num_players
        return max(1, round(per_turn))

    def turns_left(self, rate: int | None = None) -> int:
        """About how many turns, the current one and everyone's after it,
        the deck lasts: its cards over `rate` (by default draw_rate())."""
        return -(-len(self.deck) // (rate or self.draw_rate()))

    def worth(self, cell) -> int:
        """The points a building scores its controller now (with nobody in control: 0)."""
        cell = tuple(cell)
        counts = self.agents_at(cell)
        holder = controller(counts)
        if cell not in self.buildings or holder is None:
            return 0
        return building_points(self.buildings, cell, sum(counts), len(self.officials[holder]))

    def worth_if_taken(self, cell, seat: int) -> int:
        """The points the building at `cell` would score `seat` with the
        fewest Agents that take control of it (one more than any rival there)."""
        cell = tuple(cell)
        if cell not in self.buildings:
            return 0
        counts = self.agents_at(cell)
        need = max((c for s, c in enumerate(counts) if s != seat), default=0) + 1
        here = sum(counts) - counts[seat] + max(counts[seat], need)
        return building_points(self.buildings, cell, here, len(self.officials[seat]))

    def all_officials_in_play(self) -> bool:
        officials = self.officials
        if sum(map(len, officials)) < len(OFFICIALS):  # the common case, without the set
            return False
        return len({k for offs in officials for k in offs}) == len(OFFICIALS)

    def card_count(self) -> int:
        return (len(self.deck) + len(self.discard) + sum(len(h) for h in self.hands) + len(self.roads)
                + sum(len(f) for f in self.buildings.values()) + sum(len(o) for o in self.officials))

    # ------------------------------------------------------------ views
    def view_for(self, seat: int | None) -> dict:
        n = self.num_players
        buildings = []
        numbers = {cell: i + 1 for i, cell in enumerate(self.buildings)}  # places.number, drawn on the board
        for (x, y), floors in sorted(self.buildings.items()):
            counts = self.agents_at((x, y))
            buildings.append({"x": x, "y": y, "n": numbers[(x, y)],
                              "floors": list(floors), "agents": list(counts),
                              "controller": controller(counts)})
        road_agents = [{"x": x, "y": y, "agents": list(self.agents[(x, y)])}
                       for (x, y) in sorted(self.agents) if (x, y) in self.roads]
        return {
            "seat": seat, "players": n, "first": self.first, "turn": self.current, "to_act": self.to_act,
            "stage": self.stage, "actions_left": self.actions_left, "round": self.turns // n + 1,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "known": [list(k) for k in self.known],
            "deck": len(self.deck), "discard": list(self.discard), "reshuffled": self.reshuffled,
            "reserve": list(self.reserve), "agents_total": self.total_agents,
            "officials": [list(o) for o in self.officials],
            "roads": [{"x": x, "y": y, "card": card, "rot": rot, "exits": sorted(exits)}
                      for (x, y), (card, rot, exits) in sorted(self.roads.items())],
            "buildings": buildings, "road_agents": road_agents,
            "lots": sorted([x, y] for x, y in self.lots()),
            "pay": {"left": self.pay_left, "why": self.pay_why} if self.stage == "pay" else None,
            "focus": list(self.focus) if self.focus is not None else None,
            "tracy_used": self.tracy_used,
            "scores": [self.score_parts(s)["buildings"] + self.score_parts(s)["officials"] for s in range(n)],
            "over": self.is_over, "ended_by": self.ended_by,
            "stack": self.stack_view(), "windows": self.windows,
        }

    def determinize(self, seat: int, rng: random.Random) -> "CartelState":
        """Resample the deck and other seats' hands from `seat`'s view: cards
        everyone has seen go into a hand (a hand shown to Congressman Tu, a
        card taken with Inspector Ford) stay there."""
        c = self.clone()
        pool = list(c.deck)
        rest = {}
        for s, h in enumerate(c.hands):
            if s != seat:
                unknown = list(h)
                for card in c.known[s]:
                    unknown.remove(card)
                rest[s] = len(unknown)
                pool += unknown
        pool.sort()  # canonical: the sample must not depend on the hidden order
        rng.shuffle(pool)
        for s in range(c.num_players):
            if s == seat:
                continue
            k = rest[s]
            hand, pool = pool[:k], pool[k:]
            if s in c.to_place and k and not any(card in BUSINESSES for card in hand + c.known[s]):
                # everyone still to open a first Business is known to hold one
                i = next((i for i, card in enumerate(pool) if card in BUSINESSES), None)
                if i is not None:
                    j = rng.randrange(k)
                    hand[j], pool[i] = pool[i], hand[j]
            c.hands[s] = sorted(hand + c.known[s])
        c.deck = pool
        c.rng = random.Random(rng.random())
        c._rng_shared = False
        c._legal = None if c.to_act != seat else c._legal
        return c

    def invariant_errors(self) -> list[str]:
        errors = []
        total = sum(c.copies for c in self.content.cards.values())
        if self.card_count() != total:
            errors.append(f"{self.card_count()} cards in the game, expected {total}")
        for s in range(self.num_players):
            placed = sum(v[s] for v in self.agents.values())
            if placed + self.reserve[s] != self.total_agents:
                errors.append(f"{who(s)} has {placed} Agents placed and {self.reserve[s]} in reserve")
            if self.reserve[s] < 0:
                errors.append(f"{who(s)} has a negative reserve")
        for cell in self.buildings:
            if cell in self.roads:
                errors.append(f"a building shares {cell} with a road")
            if not any(n in self.roads for n in neighbours(cell)):
                errors.append(f"the building at {cell} stands beside no road")
        for cell, counts in self.agents.items():
            if cell not in self.roads and cell not in self.buildings:
                errors.append(f"Agents stand at {cell}, which is neither road nor building")
            if not any(counts) or min(counts) < 0:
                errors.append(f"bad Agent counts at {cell}: {counts}")
        for s in range(self.num_players):
            left = list(self.hands[s])
            for card in self.known[s]:
                if card not in left:
                    errors.append(f"{who(s)} is known to hold {card}, which is not in the hand")
                    break
                left.remove(card)
        seen = [k for offs in self.officials for k in offs]
        if len(seen) != len(set(seen)):
            errors.append(f"two copies of one Official in service: {sorted(seen)}")
        return errors

    # ------------------------------------------------------------ prompts
    def phase(self) -> str:
        return {"place_first": "Setup", "over": "Game over", "discard": "End of turn"}.get(self.stage, "Actions")

    def prompt(self) -> str:
        p = self.window()
        if p is not None and p.kind == "sachs":  # the stored words name cells; say places instead
            cell, dest = (p.get("x"), p.get("y")), tuple(p.get("to"))
            return (f"Warden Sachs: your Agent {pieces.inside(self, cell)} is about to be trashed. "
                    f"Pay 3 cards to send it to {self.place(dest)} instead?")
        if p is not None:
            return p.prompt
        return {
            "place_first": "Open your first Business on a lot beside the street.",
            "action": f"Choose an Action ({self.actions_left} left): draw, play a card or move Agents.",
            "pay": f"Discard {self.pay_left} more card{'s' if self.pay_left != 1 else ''} ({self.pay_why}).",
            "place_agent": "Place your new Agent: where you built, or with your other Agents.",
            "attack": "You outnumber them: trash one rival Agent here, or skip.",
            "tracy": "Detective Tracy: shift one rival Agent one space, or skip.",
            "juan": "Captain Juan: choose an Agent of the player with the most Agents.",
            "ford": "Inspector Ford: take one card from the discard pile, or skip.",
            "sven": "Sneaky Sven: choose a rival Agent or Official to trade him for.",
            "discard": f"Discard down to {self.content.numbers.keep_after_turn} cards.",
            "over": "The game is over.",
        }.get(self.stage, "")

