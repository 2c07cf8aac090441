"""Star Traders state: the data of a game, copying, views, hidden
information, invariants and scores, and thin entry points.  The rules
themselves are plain functions over the state in modules by rulebook section
(setup, turns, movement, cargo, stations, petition, black_hole, luck, avoid,
luck_effects, quarantine, trading, with basics.py below them all);
legality.py lists what may be done now and says why anything else may not.
The pending stack's hooks (game/rules/pending.py) call into them: flow.py's
turn_actions / apply_turn for a turn and resume, pending_actions / answer
(a beacon request), the luck windows' handler.  The modules import one way
only (the order is in __init__).

`stage` names what the seat to act decides:
    personality  setup: choose a Personality (reverse turn order)
    start        setup: choose a start world (reverse turn order)
    place        setup: place an extra starting station (2-3 traders, Insider)
    turn         the actions of a turn
    over         the game has ended (`winner`, `ended_by`)
"""
from __future__ import annotations

import random
from dataclasses import replace

from game.rules.core import Event, GameState, Score, listed
from game.rules.pending import PendingMixin

from . import (basics, black_hole, flow, legality, luck, movement, petition, quarantine, setup, stations, trading,
               turns)
from .actions import GAME_ID, AskBeacon, EndTurn, seat_name
from .black_hole import PRICE
from .board import Board
from .trading import DEAL_KINDS, DEALER, deal_consequences, pinned_cards, rename_offered_cards
from .versions import BY_KEY, LUCK_ANY_TIME, MAVERICK_MAX, HAND_MAX, MAX_PRESTIGE, MIN_PRESTIGE, RINGS, limits

who = seat_name
_LUCK_WINDOWS = frozenset(luck.WINDOW_KINDS)

_COPY_LISTS = ("money", "prestige", "personality", "deck", "discard", "board_cards", "missions", "aboard",
               "petitions", "dice", "setup_queue", "asked", "extra_core", "imperial",
               "slowed", "embargoed", "big_hold", "envoy", "boosts", "quarantines")


class StarTradersState(PendingMixin, GameState):
    game_id = GAME_ID
    # the version by its key, below; `combined` only when set, so states (and the
    # checksums of saves) from before the Strategist's once-a-turn rule still match
    FINGERPRINT_SKIP = ("_legal", "_turn_kept", "kept_memo", "board", "setup_events", "version", "combined")
    FINGERPRINT_SORTS_DICTS = True
    handlers = {**{kind: DEALER for kind in DEAL_KINDS}, PRICE: petition.PRICE_HANDLER}
    deal_refusals: tuple = ()  # (turn, Offer) refused this turn, kept by DEALER
    off_turn_talks: tuple = ()  # (round, seat) per talks opened out of turn this round, kept by DEALER
    deal_memo: dict | None = None  # answers of trading.fits and DEALER while a draft's legal list is built
    kept_memo: dict | None = None  # deal_memo kept over talks that move nothing (trading.draft_memo)
    _turn_kept: tuple | None = None  # the turn's menu while talks opened from it run (trading.menu_after_talks)

    def ends_turn_early(self, action) -> bool:
        """End your turn with some of the turn's actions unused."""
        return isinstance(action, EndTurn) and self.stage == "turn" and self.actions_left > 0

    def consequences(self, action) -> list[str]:
        return deal_consequences(self, action)

    @property
    def luck_any_time(self) -> bool:
        """Trader's Luck as freely as the rulebook allows (the option of that name)."""
        return bool(self.options.get(LUCK_ANY_TIME))

    # ------------------------------------------------------------ creation
    @classmethod
    def create(cls, board: Board, players: int, options: dict, seed: int) -> "StarTradersState":
        s = cls.__new__(cls)
        s.num_players = players
        # kept out of the options when off, so a save from before the option replays to its own checksum
        s.options = {k: v for k, v in options.items() if k != LUCK_ANY_TIME or v}
        s.version = BY_KEY[options.get("version", "family")]
        s.board = board
        s.rng = random.Random(seed)
        lim = limits()
        s.round_cap = lim.round_cap
        s.free_cap = lim.free_steps
        s.fees = lim.beacon_fees
        s.money = [0] * players
        s.prestige = [MIN_PRESTIGE] * players
        s.personality = [None] * players
        s.ships = [[] for _ in range(players)]
        s.stations = {}
        s.hands = [[] for _ in range(players)]
        s.cargo = [[] for _ in range(players)]  # (slot index, ship) per marker
        s.deck = []
        s.discard = []
        s.board_cards = []  # card number (or None) per contract slot; slot k is board_cards[k - 1]
        s.missions = [None] * players
        s.aboard = [None] * players  # the ship carrying the Imperial Mission cargo
        s.petitions = [0] * players
        s.imperial = []  # Black Hole: worlds whose station is Imperial
        s.offers_this_turn = 0
        s.stack = []
        s.windows = 0
        s.stage = "personality"
        s.current = 0
        s.first = 0
        s.turns = 0
        s.actions_left = 0
        s.die = None
        s.dice = []
        s.asked = []
        s.rogue_used = False
        s.combined = False  # the Strategist has combined two dice this turn (once a turn)
        s.actions_ended = False
        s.petitioned = False
        s.free_used = 0
        s.reshuffles = 0
        s.setup_queue = []
        s.extra_core = [False] * players
        s.winner = None
        s.ended_by = ""
        s._legal = None
        luck.init_luck(s)
        s.setup_events = tuple(setup.set_up(s))
        return s

    def clone(self) -> "StarTradersState":
        c = StarTradersState.__new__(StarTradersState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = random.Random.__new__(random.Random)
        c.rng.setstate(self.rng.getstate())
        for key in _COPY_LISTS:
            d[key] = self.__dict__[key][:]
        c.ships = [s[:] for s in self.ships]
        c.hands = [h[:] for h in self.hands]
        c.cargo = [h[:] for h in self.cargo]
        c.stations = self.stations.copy()
        c.stack = self.stack[:]
        c.kept_memo = None  # a determinized copy may hold other cards
        return c

    def fingerprint(self) -> str:
        """A counter-offer's draft keeps the offer it answers ("answering",
        known from the moves); it is left out here, so a save made before the
        draft kept it still replays to the checksum it recorded."""
        text = super().fingerprint() + f"\nversion={self.version.key}" + ("\ncombined=True" if self.combined else "")
        if not any(p.get("answering") for p in self.stack):
            return text
        bare = [replace(p, data=tuple(kv for kv in p.data if kv[0] != "answering")) for p in self.stack]
        return "\n".join(f"stack={bare!r}" if line.startswith("stack=") else line for line in text.split("\n"))

    # ------------------------------------------------------------ protocol
    # the rules, in modules grouped as the rulebook is, called through the
    # pending stack's hooks (game/rules/pending.py)
    def turn_actions(self) -> list:
        return flow.turn_actions(self)

    def apply_turn(self, action, events: list) -> None:
        flow.apply_turn(self, action, events)

    def pending_actions(self, p) -> list:
        return movement.beacon_choices(self, p)

    def answer(self, p, action, events: list) -> None:
        movement.answer_beacon(self, p, action, events)

    def handler_for(self, p):
        return luck.HANDLER if p.kind in _LUCK_WINDOWS else self.handlers.get(p.kind)

    def resume(self, p, events: list) -> None:
        flow.resume(self, p, events)

    def on_pass(self, p, events: list) -> None:
        """A pass in a Trader's Luck window leaves no log line: a deliberate
        pass and a forced one (nothing playable) must look the same."""
        if p.kind not in _LUCK_WINDOWS:
            PendingMixin.on_pass(self, p, events)

    def record_view(self, p, seat):
        """A deal's record unnames a private card to seats outside the deal."""
        return DEALER.record_view(p, seat) if p.kind in DEAL_KINDS else PendingMixin.record_view(self, p, seat)

    def interjections(self, seat: int) -> list:
        return trading.interjections(self, seat)

    def interject(self, action, events: list) -> None:
        trading.interject(self, action, events)

    def why_illegal(self, action) -> str:
        return legality.why_illegal(self, action)

    def why_not(self, action) -> str | None:
        return None if self.is_legal(action) else legality.why_illegal(self, action)

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    def turn_seat(self):
        if self.stage == "over":
            return None
        if self.setup_queue:
            return self.setup_queue[0][1]
        return self.current

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._menu()
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = self._menu()
        return listed(action, self._legal) or self.amount_is_free(action, self._legal)

    def amount_range(self, action) -> range | None:
        """A deal's money: 1 to what the giver holds; a beacon fee: 0 to what
        the asker holds (legal_actions() offers a few of each)."""
        if isinstance(action, AskBeacon):
            return range(0, self.money[self.current] + 1)
        return DEALER.amount_range(self, action)

    def _menu(self) -> tuple:
        self.deal_memo = trading.draft_memo(self)
        try:
            legal = PendingMixin.legal_actions(self)
        finally:
            del self.deal_memo
        discards = luck.free_discards(self, legal)
        if discards and not self.stack:  # End turn stays last
            return tuple(legal[:-1] + discards + legal[-1:])
        return tuple(legal + discards)

    def _apply(self, action) -> list:
        kept = trading.keep_turn_menu(self, action)
        self._legal = None
        if luck.is_free_discard(self, action):  # a free step: the question on the stack stays
            events: list = []
            luck.free_discard(self, action, events)
        else:
            events = PendingMixin._apply(self, action)
        self._legal = trading.menu_after_talks(self, kept) if kept is not None and not self.stack else None
        self._turn_kept = kept if self._legal is None else None
        trading.keep_draft_memo(self, action)
        return events

    # ------------------------------------------------------------ facts for tables and bots
    def slots(self) -> int:
        return len(self.board_cards)

    def contract(self, slot: int):
        """The contract in slot 1..N (None when the deck ran dry)."""
        number = self.board_cards[slot - 1]
        return None if number is None else self.board.card(number)

    def holders(self, slot: int) -> list[int]:
        return [s for s in range(self.num_players) if any(k == slot - 1 for k, _ in self.cargo[s])]

    def stations_of(self, seat: int) -> int:
        return list(self.stations.values()).count(seat)

    def actions_per_turn(self, seat: int) -> int:
        return turns.actions_per_turn(self, seat)

    def fee_menu(self, seat: int) -> list[int]:
        """The beacon fees `seat` may offer (legal_actions() lists these)."""
        return movement.fee_menu(self, seat)

    # petitions (petition.py, black_hole.py)
    def black_hole(self) -> bool:
        return black_hole.is_black_hole(self)

    def petition_fee(self, seat: int) -> int:
        return petition.petition_fee(self, seat)

    def filing_fee(self, seat: int) -> int:
        """Black Hole: the fee of `seat`'s next petition (only the first has one)."""
        return black_hole.filing_fee(self, seat)

    def stations_needed(self) -> int:
        return petition.stations_needed(self)

    def petition_bonus(self, seat: int) -> int:
        return petition.petition_bonus(self, seat)

    def is_protected(self, world: int) -> bool:
        """An Imperial Station: no card may take or destroy it."""
        return black_hole.is_protected(self, world)

    def imperial_of(self, seat: int) -> list[int]:
        return black_hole.imperial_of(self, seat)

    def network_size(self, seat: int) -> int:
        return black_hole.network_size(self, seat)

    def network_needed(self) -> int:
        return black_hole.network_needed(self.num_players)

    def build_cost(self, seat: int, world: int) -> int | None:
        """What a station at `world` costs `seat` now (None: it cannot build there)."""
        return stations.build_cost(self, seat, world)

    def hand_cards(self, seat: int, kind: str, amount: int | None = None) -> list[int]:
        """`seat`'s cards of that kind (and amount), lowest number first."""
        return basics.hand_cards(self, seat, kind, amount)

    def is_free_discard(self, action) -> bool:
        """A discard by choice (a free step), not one the hand limit asks for."""
        return luck.is_free_discard(self, action)

    def is_trapped(self, seat: int, ship: int) -> bool:
        """Whether a quarantine holds that ship where it is."""
        return quarantine.is_trapped(self, seat, ship)

    def mission(self, seat: int):
        number = self.missions[seat]
        return None if number is None else self.board.card(number)

    def deck_size(self) -> int:
        return len(self.board.cards) if self.version.key == "super-nova" else sum(
            1 for c in self.board.cards if c.tier in self.version.tiers)

    def card_count(self) -> int:
        return (len(self.deck) + len(self.discard) + sum(len(h) for h in self.hands)
                + sum(1 for c in self.board_cards if c is not None) + sum(1 for m in self.missions if m is not None))

    def round(self) -> int:
        return self.turns // self.num_players + 1

    def round_number(self) -> int:
        return self.round()

    # ------------------------------------------------------------ views
    def view_for(self, seat: int | None) -> dict:
        n = self.num_players
        contracts = []
        for k, number in enumerate(self.board_cards):
            c = None if number is None else self.board.card(number)
            contracts.append(None if c is None else {
                "slot": k + 1, "card": number, "cargo": c.cargo, "from": c.frm, "to": c.to, "payoff": c.payoff,
                "prestige": c.prestige, "fee": c.fee, "star": c.star, "vip": k == 0 and self.version.vip,
                "holders": self.holders(k + 1)})
        return {
            "seat": seat, "players": n, "version": self.version.key, "stage": self.stage, "turn": self.current, "first": self.first,
            "to_act": self.to_act, "round": self.round(), "actions_left": self.actions_left, "die": self.die,
            "dice": list(self.dice), "asked": list(self.asked), "rogue_used": self.rogue_used,
            "combined": self.combined,
            "actions_ended": self.actions_ended,
            "petitioned": self.petitioned, "free_used": self.free_used,
            "money": list(self.money), "prestige": list(self.prestige), "personality": list(self.personality),
            "ships": [list(s) for s in self.ships], "stations": sorted([w, o] for w, o in self.stations.items()),
            "cargo": [[[k + 1, ship] for k, ship in c] for c in self.cargo],
            "contracts": contracts, "missions": list(self.missions), "aboard": list(self.aboard),
            "petitions": list(self.petitions), "imperial": list(self.imperial), "offers": self.offers_this_turn,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands], "deck": len(self.deck), "discard": list(self.discard),
            "reshuffles": self.reshuffles, "setup": [list(t) for t in self.setup_queue],
            "winner": self.winner, "ended_by": self.ended_by, "over": self.is_over,
            "stack": self.stack_view(seat), "windows": self.windows,
            "refused": [DEALER.offer_view(o, seat) for o in DEALER.refused(self)],
            "slowed": list(self.slowed), "embargoed": list(self.embargoed), "big_hold": list(self.big_hold),
            "envoy": [list(e) if e else None for e in self.envoy], "boosts": list(self.boosts),
            "quarantines": [{"world": q[0], "first": q[1], "rolls": q[2], "freed": list(q[3])}
                            for q in self.quarantines],
        }

    def determinize(self, seat: int, rng: random.Random) -> "StarTradersState":
        """Resample the deck order and the other traders' hands (and future chance)."""
        c = self.clone()
        pool = list(c.deck)
        pinned = pinned_cards(c, seat)  # named to `seat` in an offer on the stack
        for s, h in enumerate(c.hands):
            if s != seat:
                pool += [x for x in h if x not in pinned.get(s, ())]
        pool.sort()  # canonical: the sample must not depend on the hidden order
        rng.shuffle(pool)
        for s in range(c.num_players):
            if s != seat:
                keep = [x for x in c.hands[s] if x in pinned.get(s, ())]
                k = len(c.hands[s]) - len(keep)
                c.hands[s], pool = keep + pool[:k], pool[k:]
        c.deck = pool
        rename_offered_cards(c, seat, self.hands, rng)
        c.rng = random.Random(rng.random())
        c._legal = self._legal if self.to_act == seat else None
        c._turn_kept = self._turn_kept if self.current == seat else None  # it reads only the current seat's hand
        return c

    def invariant_errors(self) -> list[str]:
        errors = []
        for s in range(self.num_players):
            if self.money[s] < 0:
                errors.append(f"{who(s)} has ${self.money[s]}")
            if not MIN_PRESTIGE <= self.prestige[s] <= MAX_PRESTIGE:
                errors.append(f"{who(s)} has Prestige {self.prestige[s]}")
            held = [k for k, _ in self.cargo[s]]
            if len(held) > (3 if self.big_hold[s] else 2) or len(set(held)) != len(held):
                errors.append(f"{who(s)} carries {held}")
            if any(k >= len(self.board_cards) or self.board_cards[k] is None for k in held):
                errors.append(f"{who(s)} carries cargo of a contract not on the board")
            if self.missions[s] is not None and held:
                errors.append(f"{who(s)} carries cargo while on an Imperial Mission")
            if self.stations_of(s) > RINGS:
                errors.append(f"{who(s)} has more than {RINGS} stations")
            limit = MAVERICK_MAX if self.personality[s] == "maverick" else HAND_MAX
            discarding = any(p.kind == "discard" and p.seat == s for p in self.stack)
            if len(self.hands[s]) > limit and not discarding:
                errors.append(f"{who(s)} holds {len(self.hands[s])} cards")
            if any(w not in self.board.galaxy.worlds for w in self.ships[s]):
                errors.append(f"{who(s)}'s ship is off the map: {self.ships[s]}")
        if any(w not in self.stations for w in self.imperial):
            errors.append(f"an Imperial Station without a station: {self.imperial}")
        if any(w not in self.board.galaxy.worlds for w in self.stations):
            errors.append("a station stands on no world")
        if self.card_count() != self.deck_size():
            errors.append(f"{self.card_count()} cards in play, expected {self.deck_size()}")
        if self.stage == "turn" and not self.stack:
            if self.actions_left < 0:
                errors.append("negative actions left")
            if self.personality[self.current] == "strategist" and \
                    len(self.dice) + (self.die is not None) != self.actions_left:
                errors.append(f"Strategist dice {self.dice} / {self.die} do not match {self.actions_left} actions")
        return errors

    # ------------------------------------------------------------ scores
    def scores(self) -> list[Score]:
        out = []
        for s in range(self.num_players):
            won = 1 if self.winner == s else 0
            on_mission = 1 if self.missions[s] is not None else 0
            stations = self.stations_of(s)
            breakdown = {"Star Tsar": won, "Imperial Mission": on_mission, "Prestige": self.prestige[s],
                         "stations": stations, "money": self.money[s]}
            details = {"money": f"${self.money[s]}", "Prestige": f"{self.prestige[s]} of {MAX_PRESTIGE}"}
            if self.ended_by == "cap":
                details["Star Tsar"] = f"no winner after {self.round_cap} rounds"
            out.append(Score(s, won, (on_mission, self.prestige[s], stations, self.money[s]), breakdown, details))
        return out

    # ------------------------------------------------------------ for the results screen
    def progress(self) -> tuple:
        """What the results chart follows round by round: Prestige (the game
        is won outright, so there is no running point total)."""
        return tuple(self.prestige)

    def win_story(self, name) -> list[str]:
        """How the game was won, in sentences; `name(seat)` gives a seat's name."""
        rounds = self.round()
        if self.winner is None:
            return [f"No one became Star Tsar within {self.round_cap} rounds, so the game stopped and the traders "
                    f"are ranked by Imperial Mission, Prestige, stations and money."]
        w = name(self.winner)
        story = {
            "mission": f"{w} delivered the Imperial Mission and became Star Tsar in round {rounds}.",
            "petition": f"{w} won the first granted petition to the Emperor in round {rounds}.",
            "nova": f"{w} reached {self.prestige[self.winner]} Prestige and ${self.money[self.winner]} in round "
                    f"{rounds}.",
        }.get(self.ended_by, f"{w} won in round {rounds}.")
        stood = "; ".join(f"{name(t)}: {self.prestige[t]} Prestige, {self.stations_of(t)} stations, ${self.money[t]}"
                          for t in range(self.num_players))
        return [story, f"At the end: {stood}."]

    # ------------------------------------------------------------ prompts
    def between_turns(self) -> bool:
        p = self.window()
        return p is not None and p.kind == "between"

    def phase(self) -> str:
        if self.between_turns():
            return "Between turns"
        return {"personality": "Setup", "start": "Setup", "place": "Setup", "over": "Game over",
                "between": "End of turn"}.get(self.stage, "Actions")  # "between": the hand limit after a turn

    def prompt(self) -> str:
        p = self.window()
        if p is not None:
            return p.prompt
        if self.stage == "turn":
            if self.die is not None:
                return f"You rolled {self.die}: " + movement.roll_words(self)
            left = self.actions_left
            return f"{left} action{'s' if left != 1 else ''} left: roll for a jump, or act without a roll." \
                if left else "No actions left: end your turn."
        return {
            "personality": "Choose your Personality.",
            "start": "Choose your start world (it gets your first station).",
            "place": setup.place_prompt(self),
            "over": "The game is over.",
        }.get(self.stage, "")

    def end_game(self, seat, how: str, events: list) -> None:
        self.stage = "over"
        self.winner = seat
        self.ended_by = how
        self.stack.clear()
        if seat is None:
            text = f"The game stalls: no Star Tsar after {self.round_cap} rounds."
        elif how == "nova":
            text = f"{who(seat)} has {self.prestige[seat]} Prestige and ${self.money[seat]}: {who(seat)} wins!"
        else:
            text = f"{who(seat)} is the new STAR TSAR!"
        events.append(Event("game_over", text, seat, {"winner": seat, "how": how, "rounds": self.round()},
                            barrier=True, sound="coins"))
