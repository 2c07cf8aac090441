"""Captain of the Stars: the game state, setup (rulebook "Setup": the
starting ships, resources and points, the shuffled decks and the roll for
the first player; the board itself is laid out in board.py), copies, views
and invariants.  The rules are plain functions of the state in modules
grouped as the rulebook is: flow.py (turns and rounds), movement.py,
combat.py, crew.py, settlements.py, shipyard.py, event_cards.py, scoring.py,
and ship.py for the numbers they all read; legality.py says what may be
done now and why not.  The state's methods are thin entry points for the
table, bots and tests.

A turn is a chain of small decisions (see actions.py).  Modes:
- "turn": the current player acts (move, build, attack, ... or end the turn);
- "hire": two crew candidates are face up; keep one or use it to replace;
- "hire_more": hire another (paying again) or stop;
- "shop": buy module levels one at a time, then leave;
- "deflect": the attacked player decides whether to discard a deflector;
- "over": the game has ended.
"""
from __future__ import annotations

import random

from game.rules.core import Event, GameState, rng_digest
from game.games.captain.rules import actions as A
from game.games.captain.rules import (combat, costs, crew, event_cards, flow, legality, movement, paths, scoring,
                                      settlements, ship, shipyard)
from game.games.captain.rules.board import Board
from game.games.captain.rules.data import MAX_LEVEL, MODULES, Content
from game.games.captain.rules.event_cards import SELL_AMOUNTS
from game.games.captain.rules.player import Player, who

HEX_WORDS = {A.Move: "Move to ", A.Jump: "Jump to ", A.AttackSettlement: "Attack the settlement in ",
             A.AttackGem: "Destroy the route gem in "}

__all__ = ["CaptainState", "Player", "SELL_AMOUNTS", "who"]


class CaptainState(GameState):
    game_id = "captain"

    def consequences(self, action) -> list[str]:
        return costs.consequences(self, action)

    def ends_turn_early(self, action) -> bool:
        return legality.ends_turn_early(self, action)

    def describe(self, action) -> str:
        """A hex is named as the log names it ("the rim of Rook's Rest"), never by coordinates."""
        words = HEX_WORDS.get(type(action))
        return words + self.board.place((action.q, action.r)) if words else action.label()

    # ------------------------------------------------------------ may I? (rules/legality.py)
    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = legality.legal_actions(self)
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self._legal = legality.legal_actions(self)
        return action in self._legal

    def why_not(self, action) -> str | None:
        try:
            return legality.why_not(self, action)
        except (TypeError, AttributeError, KeyError, IndexError):  # fields of the wrong type or shape
            return f"{action.label()} is not possible now."

    def why_illegal(self, action) -> str:
        return self.why_not(action) or f"{action.label()} is not possible now."

    # ------------------------------------------------------------ facts for the table, bots and tests
    def max_health(self, seat: int) -> int:
        return ship.max_health(self, seat)

    def hit_need(self, seat: int, kind: str) -> int:
        return ship.hit_need(self, seat, kind)

    def damage_of(self, seat: int) -> int:
        return ship.damage_of(self, seat)

    def event_effect(self) -> str:
        return ship.event_effect(self)

    def crew_cost(self) -> int:
        return crew.crew_cost(self)

    def move_cost(self) -> int:
        return movement.move_cost(self)

    def fortify_cost(self, seat: int) -> int:
        return settlements.fortify_cost(self, seat)

    def repair_cost(self) -> int:
        return shipyard.repair_cost(self)

    def upgrade_cost(self, module: str, level: int) -> int:
        return shipyard.upgrade_cost(self, module, level)

    def pending_damage(self) -> int:
        return combat.pending_damage(self)

    def shared(self, seat: int, h=None) -> bool:
        return movement.shared(self, seat, h)

    def moves_left(self) -> int:
        return movement.moves_left(self)

    def reachable(self) -> dict:
        """Every hex the captain to act can fly to this turn -> the cheapest
        MovePath there (rules/paths.py)."""
        return paths.reachable(self)

    def path_to(self, h):
        """The cheapest MovePath to hex h this turn, or None."""
        return paths.path_to(self, h)

    def owned_settlements(self, seat: int) -> list:
        return settlements.owned_settlements(self, seat)

    def route_value(self, seat: int) -> tuple[int, int]:
        return settlements.route_value(self, seat)

    def route_gems(self) -> dict:
        """Every route gem: hex -> (owner, valid, in a complete route)."""
        return settlements.route_gems(self)

    # ------------------------------------------------------------ setup
    @classmethod
    def setup(cls, content: Content, board: Board, players: int, options: dict, rng: random.Random) -> "CaptainState":
        s = cls.__new__(cls)
        s.content = content
        s.board = board
        s.num_players = players
        s.options = dict(options)
        s.target = int(options.get("target", 100))
        s.rng = rng
        n = content.numbers
        s.players = []
        for _ in range(players):
            p = Player()
            p.pos = board.centre
            p.resources = n.start_resources
            p.vp = n.start_vp
            p.bp = n.start_bp
            p.weapon = p.shields = p.engine = 1
            p.crew = []
            p.kills = 0
            p.health = content.shields[0].max_health
            s.players.append(p)
        s.settlements = {}
        s.gems = {}
        s.event_deck = list(range(len(content.events)))
        rng.shuffle(s.event_deck)
        s.event_discard = []
        s.event = None
        s.crew_deck = list(range(len(content.crew)))
        rng.shuffle(s.crew_deck)
        s.reveal = []
        # "roll for the first player": highest of one d12 each, re-rolling ties
        rolls = {}
        rounds = []
        contenders = list(range(players))
        while len(contenders) > 1:
            rolls = {seat: rng.randint(1, n.die_sides) for seat in contenders}
            rounds.append(tuple(sorted(rolls.items())))
            best = max(rolls.values())
            contenders = [seat for seat in contenders if rolls[seat] == best]
        s.first = contenders[0]
        s.start_rolls = tuple(sorted(rolls.items()))
        s.round = 1
        s.current = s.first
        s.actions = 0
        s.free_moves = 0
        s.attacked = False
        s.damaged = frozenset()
        s.mode = "turn"
        s.pending = None
        s.final_round = False
        s._legal = None
        events = [s._start_roll_event(rounds)]
        flow.start_turn(s, s.first, events)
        # what happened before the first decision (the start-player roll and
        # the first turn beginning), for the table's log; never changes
        s.setup_events = tuple(events)
        return s

    def _start_roll_event(self, rounds: list) -> Event:
        parts = []
        for i, rolls in enumerate(rounds):
            said = ", ".join(f"{who(seat)} rolls {roll}" for seat, roll in rolls)
            if i == 0:
                parts.append(f"Each captain rolls a d{self.content.numbers.die_sides} for the first turn: {said}.")
            else:
                parts.append(f"The tie is rolled again: {said}.")
        n = self.num_players
        after = [who((self.first + k) % n) for k in range(1, n)]
        parts.append(f"{who(self.first)} rolls highest and goes first; then play goes round the table in seat "
                     f"order: {', '.join(after)}.")
        return Event("start_roll", " ".join(parts), seat=self.first,
                     data={"rounds": [[list(x) for x in r] for r in rounds], "first": self.first}, sound="dice")

    # ------------------------------------------------------------ copies
    def clone(self, _copy_rng: bool = True) -> "CaptainState":
        s = CaptainState.__new__(CaptainState)
        s.content = self.content
        s.board = self.board
        s.num_players = self.num_players
        s.options = self.options  # never mutated after setup
        s.target = self.target
        if _copy_rng:
            r = random.Random.__new__(random.Random)  # skip seeding from the OS
            r.setstate(self.rng.getstate())
            s.rng = r
        else:
            s.rng = None
        s.players = [p.copy() for p in self.players]
        s.settlements = dict(self.settlements)
        s.gems = dict(self.gems)
        s.event_deck = list(self.event_deck)
        s.event_discard = list(self.event_discard)
        s.event = self.event
        s.crew_deck = list(self.crew_deck)
        s.reveal = list(self.reveal)
        s.first = self.first
        s.start_rolls = self.start_rolls
        s.setup_events = self.setup_events
        s.round = self.round
        s.current = self.current
        s.actions = self.actions
        s.free_moves = self.free_moves
        s.attacked = self.attacked
        s.damaged = self.damaged
        s.mode = self.mode
        s.pending = self.pending
        s.final_round = self.final_round
        s._legal = self._legal
        return s

    def determinize(self, seat: int, rng: random.Random) -> "CaptainState":
        s = self.clone(_copy_rng=False)
        s.event_deck.sort()  # canonical first: the sample must not depend on the hidden order
        s.crew_deck.sort()
        rng.shuffle(s.event_deck)
        rng.shuffle(s.crew_deck)
        s.rng = random.Random(rng.getrandbits(64))
        return s

    def fingerprint(self) -> str:
        parts = [f"board={self.board.key()!r}", f"rng={rng_digest(self.rng)}"]
        for key in ("num_players", "options", "target", "players", "settlements", "gems", "event_deck",
                    "event_discard", "event", "crew_deck", "reveal", "first", "start_rolls", "round", "current",
                    "actions", "free_moves", "attacked", "damaged", "mode", "pending", "final_round"):
            value = getattr(self, key)
            if isinstance(value, dict):
                value = sorted(value.items())
            elif isinstance(value, frozenset):
                value = sorted(value)
            parts.append(f"{key}={value!r}")
        return "\n".join(parts)

    # ------------------------------------------------------------ basics
    @property
    def to_act(self) -> int | None:
        if self.mode == "over":
            return None
        if self.mode == "deflect":
            return self.pending[1]
        return self.current

    @property
    def is_over(self) -> bool:
        return self.mode == "over"

    def turn_owner(self) -> int | None:
        return self.current  # also while another seat deflects an attack

    def round_number(self) -> int:
        return self.round

    def in_round_position(self, seat: int) -> int:
        return scoring.in_round_position(self, seat)

    # ------------------------------------------------------------ apply
    def _apply(self, a) -> list:
        self._legal = None
        events: list = []
        _HANDLERS[type(a)](self, a, events)
        self._legal = None
        # "has reached the target" is noted when the VP are gained, before the
        # event that says how they were gained: tell it after everything else
        if any(e.kind == "final" for e in events):
            events = [e for e in events if e.kind != "final"] + [e for e in events if e.kind == "final"]
        return events

    # ------------------------------------------------------------ results
    def scores(self) -> list:
        return scoring.scores(self)

    # ------------------------------------------------------------ text
    def phase(self) -> str:
        names = {"turn": "actions", "hire": "hiring", "hire_more": "hiring", "shop": "shipyard",
                 "deflect": "defence", "over": "game over"}
        if self.mode == "over":
            return "Game over"
        return f"Round {self.round}: {names[self.mode]}"

    def prompt(self) -> str:
        seat = self.to_act
        if seat is None:
            return "The game is over."
        if self.mode == "deflect":
            attacker, target, damage = self.pending
            return f"{who(target)}: {who(attacker)} hits you for {damage}. Discard your deflector chief to take no damage?"
        if self.mode == "hire":
            names = " or ".join(self.content.crew[c].name for c in self.reveal)
            return f"{who(seat)}: take on {names}."
        if self.mode == "hire_more":
            return f"{who(seat)}: hire another crew member for {self.crew_cost()} resources, or stop."
        if self.mode == "shop":
            return f"{who(seat)}: buy module levels ({self.players[seat].resources} resources), then leave the shipyard."
        if movement.shared(self, seat):
            return f"{who(seat)}: another ship is on your hex - move on."
        free = f" and {self.free_moves} free move{'s' if self.free_moves != 1 else ''}" if self.free_moves else ""
        return f"{who(seat)}: {self.actions} action{'s' if self.actions != 1 else ''}{free} left."

    # ------------------------------------------------------------ views
    def view_for(self, seat: int | None) -> dict:
        board = self.board
        return {
            "game": "captain",
            "you": seat,
            "round": self.round,
            "first_player": self.first,
            "start_rolls": [list(x) for x in self.start_rolls],
            "current": self.current,
            "to_act": self.to_act,
            "mode": self.mode,
            "actions_left": self.actions,
            "free_moves": self.free_moves,
            "attacked": self.attacked,
            "damaged": sorted(self.damaged),
            "final_round": self.final_round,
            "target": self.target,
            "board": {
                "tiles": [{"tile": pl.tile_id, "title": pl.title, "federation": pl.federation, "at": list(pl.at),
                           "centre": list(pl.centre)} for pl in board.placements],
                "centre": list(board.centre),
            },
            "players": [
                {"pos": list(p.pos), "resources": p.resources, "vp": p.vp, "bp": p.bp, "health": p.health,
                 "max_health": ship.max_health(self, i), "weapon": p.weapon, "shields": p.shields, "engine": p.engine,
                 "crew": [self.content.crew[c].id for c in p.crew], "kills": p.kills}
                for i, p in enumerate(self.players)
            ],
            "settlements": [[h[0], h[1], o, hp] for h, (o, hp) in sorted(self.settlements.items())],
            "gems": [[h[0], h[1], o] for h, o in sorted(self.gems.items())],
            "event": self.content.events[self.event].id if self.event is not None else None,
            "event_discard": [self.content.events[e].id for e in self.event_discard],
            "event_deck_count": len(self.event_deck),
            "crew_deck_count": len(self.crew_deck),
            "revealed_crew": [self.content.crew[c].id for c in self.reveal],
            "pending_hit": list(self.pending) if self.pending else None,
        }

    # ------------------------------------------------------------ invariants
    def invariant_errors(self) -> list:
        errs = []
        n = self.content.numbers
        owned = [0] * self.num_players
        for o, _ in self.settlements.values():
            owned[o] += 1
        for i, p in enumerate(self.players):
            if p.resources < 0:
                errs.append(f"player {i + 1} has negative resources {p.resources}")
            if p.bp < 0 or p.vp < 0:
                errs.append(f"player {i + 1} has negative points (vp {p.vp}, bp {p.bp})")
            for m in MODULES:
                if not 1 <= p.level(m) <= MAX_LEVEL:
                    errs.append(f"player {i + 1} {m} level {p.level(m)} out of 1..{MAX_LEVEL}")
            mh = ship.max_health(self, i)
            if not 1 <= p.health <= mh:
                errs.append(f"player {i + 1} health {p.health} outside 1..{mh}")
            if len(p.crew) > n.crew_per_player:
                errs.append(f"player {i + 1} has {len(p.crew)} crew")
            if p.pos not in self.board.hexes:
                errs.append(f"player {i + 1} is off the board at {p.pos}")
            if p.bp > p.vp and self.mode not in ("over", "deflect"):
                errs.append(f"player {i + 1} has more BP ({p.bp}) than VP ({p.vp}) but was not captured")
            if owned[i] > n.settlements_per_player:
                errs.append(f"player {i + 1} has {owned[i]} settlements")
            if i != self.current and p.pos != self.board.centre:
                for j, o in enumerate(self.players):
                    if j != i and j != self.current and o.pos == p.pos:
                        errs.append(f"players {i + 1} and {j + 1} share hex {p.pos}")
        for h, (o, hp) in self.settlements.items():
            if not 1 <= hp <= n.settlement_max_health:
                errs.append(f"settlement at {h} has health {hp}")
            if h in self.board.federation or h not in self.board.hexes:
                errs.append(f"settlement at {h} is in Federation space or off the board")
            if h in self.gems:
                errs.append(f"settlement and gem share {h}")
            for nb in self.board.neighbours[h]:
                if nb in self.settlements:
                    errs.append(f"settlements at {h} and {nb} are adjacent")
        for h in self.gems:
            if h in self.board.federation or h not in self.board.hexes:
                errs.append(f"gem at {h} is in Federation space or off the board")
        cards = sorted(self.crew_deck + self.reveal + [c for p in self.players for c in p.crew])
        if cards != list(range(len(self.content.crew))):
            errs.append("crew cards are not conserved")
        evs = sorted(self.event_deck + self.event_discard + ([self.event] if self.event is not None else []))
        if evs != list(range(len(self.content.events))):
            errs.append("event cards are not conserved")
        if not 0 <= self.actions <= n.actions_per_turn or self.free_moves < 0:
            errs.append(f"action budget out of range ({self.actions} actions, {self.free_moves} free moves)")
        if self.mode not in ("turn", "hire", "hire_more", "shop", "deflect", "over"):
            errs.append(f"unknown mode {self.mode}")
        if (self.mode == "hire") != bool(self.reveal):
            errs.append("revealed crew outside hiring")
        return errs


# What each kind of decision does (legality.py says whether it may be taken).
_HANDLERS = {
    A.Move: movement.move,
    A.Jump: movement.jump,
    A.Build: settlements.build,
    A.Fortify: settlements.fortify,
    A.PlaceGem: settlements.place_gem,
    A.AttackShip: combat.attack_ship,
    A.AttackSettlement: combat.attack_settlement,
    A.AttackGem: combat.attack_gem,
    A.Deflect: combat.deflect,
    A.TakeHit: combat.take_hit,
    A.Hire: crew.hire,
    A.KeepCrew: crew.keep,
    A.ReplaceCrew: crew.replace,
    A.HireAnother: crew.hire_another,
    A.DoneHiring: crew.done_hiring,
    A.StartUpgrade: shipyard.start_upgrade,
    A.Upgrade: shipyard.upgrade,
    A.DoneUpgrading: shipyard.done_upgrading,
    A.Repair: shipyard.repair,
    A.SellBounty: event_cards.sell,
    A.EndTurn: flow.take_end_turn,
}
