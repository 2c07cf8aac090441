"""Captain of the Stars: the game state and every rule.

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

from game.rules.core import Event, GameState, Score, rng_digest
from game.games.captain.rules import actions as A, paths
from game.games.captain.rules.board import Board
from game.games.captain.rules.data import MAX_LEVEL, MODULES, Content
from game.games.captain.rules.routes import route_value, routes as route_groups

SELL_AMOUNTS = (1, 5, 10)


def who(seat: int) -> str:
    return f"Player {seat + 1}"


class Player:
    __slots__ = ("pos", "resources", "vp", "bp", "health", "weapon", "shields", "engine", "crew", "kills")

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.pos = self.pos
        p.resources = self.resources
        p.vp = self.vp
        p.bp = self.bp
        p.health = self.health
        p.weapon = self.weapon
        p.shields = self.shields
        p.engine = self.engine
        p.crew = list(self.crew)
        p.kills = self.kills
        return p

    def level(self, module: str) -> int:
        return getattr(self, module)

    def upgrades(self) -> int:
        return self.weapon + self.shields + self.engine - 3

    def __repr__(self):
        return (f"P(pos={self.pos}, res={self.resources}, vp={self.vp}, bp={self.bp}, hp={self.health}, "
                f"mods={self.weapon}{self.shields}{self.engine}, crew={self.crew}, kills={self.kills})")


class CaptainState(GameState):
    game_id = "captain"

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
        s._start_turn(s.first, events)
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
        parts.append(f"{who(self.first)} rolls highest and goes first.")
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

    def crew_sum(self, seat: int, effect: str) -> int:
        cards = self.content.crew
        return sum(cards[c].amount or 1 for c in self.players[seat].crew if cards[c].effect == effect)

    def has_crew(self, seat: int, effect: str) -> bool:
        cards = self.content.crew
        return any(cards[c].effect == effect for c in self.players[seat].crew)

    def max_health(self, seat: int) -> int:
        p = self.players[seat]
        return self.content.shields[p.shields - 1].max_health + self.crew_sum(seat, "shields")

    def event_effect(self) -> str:
        return self.content.events[self.event].effect if self.event is not None else ""

    def event_amount(self) -> int:
        return self.content.events[self.event].amount if self.event is not None else 0

    def move_cost(self) -> int:
        return self.event_amount() if self.event_effect() == "ion_storm" else 1

    def upgrade_cost(self, module: str, level: int) -> int:
        cost = self.content.module(module)[level - 1].cost
        if self.event_effect() == "shipyard_sale":
            cost = max(0, cost - self.event_amount())
        return cost

    def crew_cost(self) -> int:
        if self.event_effect() == "recruitment":
            return self.event_amount()
        return self.content.numbers.crew_cost

    def repair_cost(self) -> int:
        if self.event_effect() == "shortage":
            return self.event_amount()
        return self.content.numbers.repair_cost

    def fortify_cost(self, seat: int) -> int:
        if self.has_crew(seat, "cheap_fortify"):
            return 1
        return self.content.numbers.fortify_cost

    def hit_need(self, seat: int, kind: str) -> int:
        w = self.content.weapon[self.players[seat].weapon - 1]
        need = w.hit_ship if kind == "ship" else w.hit_settlement
        if self.event_effect() == "hostile_space":
            need -= self.event_amount()
        return need

    def damage_of(self, seat: int) -> int:
        return self.content.weapon[self.players[seat].weapon - 1].damage + self.crew_sum(seat, "damage")

    def evade_bonus(self, seat: int) -> int:
        return self.content.engine[self.players[seat].engine - 1].evade + self.crew_sum(seat, "evade")

    def weapon_range(self, seat: int) -> int:
        return self.content.weapon[self.players[seat].weapon - 1].range

    def ship_at(self, h, exclude: int | None = None) -> int | None:
        for i, p in enumerate(self.players):
            if i != exclude and p.pos == h:
                return i
        return None

    def shared(self, seat: int, h=None) -> bool:
        """Is seat's ship (or hex h) on a hex with another ship, outside the
        Federation centre where any number may wait?"""
        h = self.players[seat].pos if h is None else h
        if h == self.board.centre:
            return False
        return self.ship_at(h, exclude=seat) is not None

    def owned_settlements(self, seat: int) -> list:
        return [h for h, (o, _) in self.settlements.items() if o == seat]

    def route_value(self, seat: int) -> tuple[int, int]:
        gems = {h for h, o in self.gems.items() if o == seat}
        if not gems:
            return 0, 0
        return route_value(gems, set(self.owned_settlements(seat)))

    # ------------------------------------------------------------ facts for the table (pure queries)
    def moves_left(self) -> int:
        """How many hexes the captain to move can still go this turn (free
        moves first, then actions at the move cost)."""
        return self.free_moves + self.actions // max(1, self.move_cost())

    def reachable(self) -> dict:
        """Every hex the captain to act can fly to this turn -> the cheapest
        MovePath there (rules/paths.py)."""
        return paths.reachable(self)

    def path_to(self, h):
        """The cheapest MovePath to hex h this turn, or None."""
        return paths.path_to(self, h)

    def pending_damage(self) -> int:
        """The damage of the hit waiting on a deflect-or-take decision (0: none)."""
        return self.pending[2] if self.pending else 0

    def route_gems(self) -> dict:
        """Every route gem: hex -> (owner, valid, in a complete route)."""
        out = {}
        for seat in range(self.num_players):
            mine = {h for h, o in self.gems.items() if o == seat}
            if not mine:
                continue
            for group, touched in route_groups(mine, set(self.owned_settlements(seat))):
                for h in group:
                    out[h] = (seat, True, len(touched) >= 2)
            for h in mine:
                out.setdefault(h, (seat, False, False))
        return out

    def in_round_position(self, seat: int) -> int:
        return (seat - self.first) % self.num_players

    # ------------------------------------------------------------ turn flow
    def _start_turn(self, seat: int, events: list) -> None:
        n = self.content.numbers
        self.current = seat
        self.actions = n.actions_per_turn
        self.attacked = False
        self.damaged = frozenset()
        self.mode = "turn"
        self.pending = None
        events.append(Event("turn", f"{who(seat)} begins their turn in round {self.round}.", seat=seat,
                            data={"round": self.round}))
        if seat == self.first and self.round >= 2:
            self._reveal_event(events)
        p = self.players[seat]
        self.free_moves = self.content.engine[p.engine - 1].free_moves + self.crew_sum(seat, "free_move")
        self._collect(seat, events)

    def _collect(self, seat: int, events: list) -> None:
        n = self.content.numbers
        p = self.players[seat]
        setts = self.owned_settlements(seat)
        each = n.settlement_income + self.crew_sum(seat, "settlement_income")
        if self.event_effect() == "boom_town":
            each += self.event_amount()
        income = each * len(setts)
        gems_vp, complete = self.route_value(seat)
        route_vp = gems_vp * n.route_vp_per_gem
        if complete:
            route_vp += complete * self.crew_sum(seat, "route_bonus")
            if self.event_effect() == "trade_boom":
                route_vp += complete * self.event_amount()
        if self.event_effect() == "solar_flare":
            route_vp = 0
        if income:
            p.resources += income
        gained = self._gain_vp(seat, route_vp, events) if route_vp else 0
        if income or gained:
            parts = []
            if income:
                parts.append(f"{income} resources from {len(setts)} settlement{'s' if len(setts) != 1 else ''}")
            if gained:
                parts.append(f"{gained} VP from {complete} trade route{'s' if complete != 1 else ''}")
            events.append(Event("collect", f"{who(seat)} collects {' and '.join(parts)}.", seat=seat,
                                data={"resources": income, "vp": gained, "routes": complete}, sound="coins"))

    def _reveal_event(self, events: list) -> None:
        if self.event is not None:
            self.event_discard.append(self.event)
            self.event = None
        if not self.event_deck:
            self.event_deck = self.event_discard
            self.event_discard = []
            self.rng.shuffle(self.event_deck)
            events.append(Event("reshuffle", "The event deck is reshuffled.", barrier=True))
        self.event = self.event_deck.pop()
        card = self.content.events[self.event]
        events.append(Event("event", f"Event: {card.name}. {card.text}", seat=self.current,
                            data={"event": card.id}, barrier=True, sound="click"))
        eff, amt = card.effect, card.amount
        if eff == "disease":
            for seat, p in enumerate(self.players):
                if len(p.crew) >= amt:
                    lost = p.crew[-1]
                    self._lose_crew(seat, len(p.crew) - 1)
                    events.append(Event("crew", f"{who(seat)} loses {self.content.crew[lost].name} to the outbreak.",
                                        seat=seat))
                    self._return_crew([lost], events)
        elif eff == "crackdown":
            for seat, p in enumerate(self.players):
                if p.bp > 0 and 2 * p.bp >= p.vp:
                    lost = min(amt, p.bp)
                    p.bp -= lost
                    events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the crackdown.", seat=seat))
        elif eff == "amnesty":
            for seat, p in enumerate(self.players):
                if p.bp:
                    lost = min(amt, p.bp)
                    p.bp -= lost
                    events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the amnesty.", seat=seat))
        elif eff == "windfall":
            for p in self.players:
                p.resources += amt
            events.append(Event("windfall", f"Every captain gains {amt} resources.", sound="coins"))
        elif eff == "pirate_raid":
            for h in sorted(self.settlements):
                owner, health = self.settlements[h]
                health -= amt
                if health <= 0:
                    del self.settlements[h]
                    events.append(Event("raid", f"Raiders destroy the settlement of {who(owner)} "
                                              f"{self.board.at(h)}.", seat=owner,
                                        data={"hex": list(h)}))
                else:
                    self.settlements[h] = (owner, health)

    def _end_turn(self, events: list) -> None:
        seat = self.current
        events.append(Event("end_turn", f"{who(seat)} ends their turn.", seat=seat))
        if self.in_round_position(seat) == self.num_players - 1:
            if self.final_round:
                self.mode = "over"
                self.pending = None
                self.actions = 0
                self.free_moves = 0
                best = self.winners()
                names = " and ".join(who(w) for w in best)
                events.append(Event("game_over", f"The game is over. {names} {'wins' if len(best) == 1 else 'share the win'}.",
                                    data={"winners": best}))
                return
            self.round += 1
        self._start_turn((seat + 1) % self.num_players, events)

    # ------------------------------------------------------------ gains
    def _gain_vp(self, seat: int, amount: int, events: list) -> int:
        if amount <= 0:
            return 0
        amount += self.crew_sum(seat, "publicist")
        p = self.players[seat]
        p.vp += amount
        if p.vp >= self.target and not self.final_round:
            self.final_round = True
            events.append(Event("final", f"{who(seat)} has reached {self.target} VP: the game ends after this round.",
                                seat=seat, data={"target": self.target}))
        return amount

    def _lose_crew(self, seat: int, slot: int) -> int:
        """Remove a crew member from a ship (the caller returns the card to
        the deck); keeps health within the new maximum, never below 1."""
        p = self.players[seat]
        card = p.crew.pop(slot)
        c = self.content.crew[card]
        if c.effect == "shields":
            p.health = max(1, p.health - c.amount)
        p.health = min(p.health, self.max_health(seat))
        return card

    def _gain_crew(self, seat: int, card: int) -> None:
        p = self.players[seat]
        p.crew.append(card)
        c = self.content.crew[card]
        if c.effect == "shields":
            p.health += c.amount

    def _return_crew(self, cards: list, events: list) -> None:
        if cards:
            self.crew_deck.extend(cards)
            self.rng.shuffle(self.crew_deck)
            # chance: undo must not let a person reshuffle until they like the deck
            events.append(Event("reshuffle", "The crew deck is reshuffled.", barrier=True))

    def _check_capture(self, seat: int, events: list) -> bool:
        p = self.players[seat]
        if p.bp <= p.vp:
            return False
        p.weapon = 1
        p.bp = 0
        p.pos = self.board.centre
        events.append(Event("capture", f"The Federation captures {who(seat)}: weapons back to level 1, bounty cleared, "
                                       f"ship taken to the Federation centre.", seat=seat, sound="dice"))
        if seat == self.current and self.mode in ("turn", "deflect"):
            self.mode = "turn"
            self.pending = None
            self._end_turn(events)
        return True

    def _kill(self, victim: int, killer: int, events: list) -> None:
        n = self.content.numbers
        p = self.players[victim]
        paid = p.resources // n.death_resource_divisor
        p.resources -= paid
        lost_bp = p.bp // n.death_bp_divisor
        p.bp -= lost_bp
        lost = list(p.crew)
        p.crew = []
        p.weapon = p.shields = p.engine = 1
        p.health = self.max_health(victim)
        p.pos = self.board.centre
        events.append(Event("death", f"{who(victim)}'s ship is destroyed: pays {paid} resources, loses {len(lost)} crew "
                                     f"and {lost_bp} BP, and restarts at the Federation centre with a basic ship.",
                            seat=victim, data={"paid": paid, "crew": len(lost), "bp": lost_bp}))
        self._return_crew(lost, events)
        k = self.players[killer]
        k.kills += 1
        gained = self._gain_vp(killer, n.vp_kill_ship, events)
        bonus = self.crew_sum(killer, "salvage")
        if bonus:
            k.resources += bonus
        events.append(Event("kill", f"{who(killer)} gains {gained} VP for the kill"
                                    + (f" and {bonus} resources of salvage." if bonus else "."), seat=killer,
                            sound="coins"))

    # ------------------------------------------------------------ legality
    def _move_budget_after(self, cost_free: bool) -> int:
        free, acts = self.free_moves, self.actions
        if cost_free:
            free -= 1
        else:
            acts -= self.move_cost()
        return free + acts // self.move_cost()

    def _can_enter(self, seat: int, h) -> bool:
        return not (self.attacked and h in self.board.federation and not self.has_crew(seat, "envoy"))

    def _can_escape(self, seat: int, start, budget: int) -> bool:
        """From start (shared), can the ship reach a hex where it may stop
        within `budget` moves?"""
        if budget <= 0:
            return False
        seen = {start}
        frontier = [start]
        for _ in range(budget):
            nxt = []
            for h in frontier:
                for n in self.board.neighbours[h]:
                    if n in seen or not self._can_enter(seat, n):
                        continue
                    if not self.shared(seat, n):
                        return True
                    seen.add(n)
                    nxt.append(n)
            frontier = nxt
        return False

    def _reason(self, a) -> str | None:
        """None when legal, else a sentence saying why not."""
        if self.mode == "over":
            return "The game is over."
        seat = self.to_act
        t = type(a)
        if self.mode == "deflect":
            if t in (A.Deflect, A.TakeHit):
                return None
            return f"{who(seat)} must first decide whether to use their deflector chief."
        if self.mode == "hire":
            return self._reason_hire(a)
        if self.mode == "hire_more":
            if t is A.HireAnother:
                cost = self.crew_cost()
                if self.players[seat].resources < cost:
                    return f"Hiring costs {cost} resources; you have {self.players[seat].resources}."
                if not self.crew_deck:
                    return "The crew deck is empty."
                return None
            if t is A.DoneHiring:
                return None
            return "You are hiring: hire another crew member or stop hiring first."
        if self.mode == "shop":
            if t is A.DoneUpgrading:
                return None
            if t is A.Upgrade:
                return self._reason_upgrade(seat, a.module)
            return "You are at the shipyard: buy upgrades or leave the shipyard first."
        # mode "turn"
        if t in (A.KeepCrew, A.ReplaceCrew, A.HireAnother, A.DoneHiring):
            return "You are not hiring crew right now (use Hire in Federation space)."
        if t in (A.Upgrade, A.DoneUpgrading):
            return "You are not at the shipyard (visit it in Federation space first)."
        if t in (A.Deflect, A.TakeHit):
            return "Nobody is being attacked right now."
        p = self.players[seat]
        if t is A.EndTurn:
            if self.shared(seat):
                return "You cannot end your turn on another ship's hex."
            return None
        if self.shared(seat) and t not in (A.Move, A.Jump):
            return "Another ship is on your hex: you must move on before doing anything else."
        here = p.pos
        fed = here in self.board.federation
        n = self.content.numbers
        if t is A.Move:
            h = (a.q, a.r)
            if h not in self.board.hexes:
                return f"({a.q}, {a.r}) is not on the board."
            if h not in self.board.neighbours[here]:
                return "You can only move one hex at a time, to a neighbouring hex."
            free = self.free_moves > 0
            if not free and self.actions < self.move_cost():
                return (f"Moving costs {self.move_cost()} actions during the ion storm and you have {self.actions}."
                        if self.move_cost() > 1 else "You have no actions or free moves left.")
            if not self._can_enter(seat, h):
                return "You attacked this turn, so you may not enter Federation space until your next turn."
            if self.shared(seat, h) and not self._can_escape(seat, h, self._move_budget_after(free)):
                return "Another ship is there and you would not have moves left to get off its hex."
            return None
        if t is A.Build:
            if self.event_effect() == "asteroid_field":
                return "The asteroid field stops all building this round."
            if fed:
                return "Settlements cannot be built in Federation space."
            if self.actions < n.settlement_actions:
                return f"Building takes {n.settlement_actions} actions; you have {self.actions}."
            if p.resources < n.settlement_cost:
                return f"Building costs {n.settlement_cost} resources; you have {p.resources}."
            if len(self.owned_settlements(seat)) >= n.settlements_per_player:
                return f"You already have {n.settlements_per_player} settlements."
            if here in self.settlements:
                return "There is already a settlement here."
            if here in self.gems:
                return "There is a route gem here."
            for nb in self.board.neighbours[here]:
                if nb in self.settlements:
                    return "Settlements cannot be built next to another settlement."
            return None
        if t is A.PlaceGem:
            if fed:
                return "Route gems cannot be placed in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            if here in self.settlements:
                return "There is a settlement here."
            if here in self.gems:
                return "There is already a route gem here."
            for nb in self.board.neighbours[here]:
                s = self.settlements.get(nb)
                if s is not None and s[0] != seat:
                    return "A route may not connect to another player's settlement."
            return None
        if t is A.Fortify:
            s = self.settlements.get(here)
            if s is None or s[0] != seat:
                return "You must be on one of your own settlements to fortify it."
            if self.actions < 1:
                return "You have no actions left."
            room = n.settlement_max_health - s[1]
            if room <= 0:
                return f"This settlement is already at its maximum health of {n.settlement_max_health}."
            if not 1 <= a.points <= room:
                return f"You can add 1 to {room} health here."
            cost = self.fortify_cost(seat)
            if p.resources < a.points * cost:
                return f"{a.points} points cost {a.points * cost} resources; you have {p.resources}."
            return None
        if t in (A.AttackShip, A.AttackSettlement, A.AttackGem):
            return self._reason_attack(seat, a)
        if t is A.Hire:
            if not fed:
                return "Crew can only be hired in Federation space."
            if self.event_effect() == "quarantine":
                return "The quarantine stops all hiring this round."
            if self.actions < 1:
                return "You have no actions left."
            cost = self.crew_cost()
            if p.resources < cost:
                return f"Hiring costs {cost} resources; you have {p.resources}."
            if not self.crew_deck:
                return "The crew deck is empty."
            return None
        if t is A.StartUpgrade:
            if not fed:
                return "Upgrades are only sold in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            if all(self._reason_upgrade(seat, m) for m in MODULES):
                return "You cannot afford any upgrade."
            return None
        if t is A.Repair:
            if not fed:
                return "Repairs are only done in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            missing = self.max_health(seat) - p.health
            if missing <= 0:
                return "Your ship is not damaged."
            if not 1 <= a.points <= missing:
                return f"You can repair 1 to {missing} points."
            cost = self.repair_cost()
            if p.resources < a.points * cost:
                return f"{a.points} points cost {a.points * cost} resources; you have {p.resources}."
            return None
        if t is A.Jump:
            if not self.has_crew(seat, "jump"):
                return "You have no jump pilot in your crew."
            h = (a.q, a.r)
            s = self.settlements.get(h)
            if s is None or s[0] != seat:
                return "You can only jump to one of your own settlements."
            if h == here:
                return "You are already there."
            if self.ship_at(h, exclude=seat) is not None:
                return "Another ship is on that settlement."
            return None
        if t is A.SellBounty:
            if self.event_effect() != "black_market":
                return "Bounty can only be sold while the Black Market event is in force."
            if a.points not in SELL_AMOUNTS and a.points != p.bp:
                return "Sell 1, 5, 10 or all of your BP."
            if not 1 <= a.points <= p.bp:
                return f"You have {p.bp} BP to sell."
            return None
        return f"{a.label()} is not a Captain of the Stars decision."

    def _reason_hire(self, a) -> str | None:
        seat = self.current
        t = type(a)
        p = self.players[seat]
        if t is A.KeepCrew:
            if not 0 <= a.choice < len(self.reveal):
                return f"Choose candidate 1 to {len(self.reveal)}."
            if len(p.crew) >= self.content.numbers.crew_per_player:
                return f"Your crew is full ({len(p.crew)}): replace someone instead."
            return None
        if t is A.ReplaceCrew:
            if not 0 <= a.choice < len(self.reveal):
                return f"Choose candidate 1 to {len(self.reveal)}."
            if not 0 <= a.slot < len(p.crew):
                return "You have no crew member in that place." if p.crew else "You have no crew to replace."
            return None
        return "Choose which candidate to take on first."

    def _reason_upgrade(self, seat: int, module: str) -> str | None:
        if module not in MODULES:
            return f"There is no {module!r} module (weapon, shields, engine)."
        p = self.players[seat]
        level = p.level(module)
        if level >= MAX_LEVEL:
            return f"Your {module} is already at level {MAX_LEVEL}."
        cost = self.upgrade_cost(module, level + 1)
        if p.resources < cost:
            return f"Level {level + 1} {module} costs {cost} resources; you have {p.resources}."
        return None

    def _reason_attack(self, seat: int, a) -> str | None:
        p = self.players[seat]
        if self.event_effect() == "patrol":
            return "The Federation patrol forbids attacks this round."
        if self.actions < 1:
            return "You have no actions left."
        if p.pos in self.board.federation:
            return "You cannot attack from Federation space."
        t = type(a)
        if t is A.AttackShip:
            if not 0 <= a.seat < self.num_players:
                return "There is no such player."
            if a.seat == seat:
                return "You cannot attack your own ship."
            target = self.players[a.seat].pos
            if target in self.board.federation:
                return "That ship is in Federation space, where it cannot be attacked."
            if a.seat in self.damaged:
                return "You already damaged that ship this turn."
            what = "That ship"
        else:
            target = (a.q, a.r)
            if t is A.AttackSettlement:
                s = self.settlements.get(target)
                if s is None:
                    return "There is no settlement there."
                if s[0] == seat:
                    return "You cannot attack your own settlement."
                what = "That settlement"
            else:
                g = self.gems.get(target)
                if g is None:
                    return "There is no route gem there."
                if g == seat:
                    return "You cannot attack your own route."
                what = "That gem"
        rng = self.weapon_range(seat)
        if self.board.dist[p.pos][target] > rng:
            return f"{what} is out of range (your weapons reach {rng} hex{'es' if rng > 1 else ''})."
        return None

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        if self._legal is None:
            if self.mode == "turn":
                self._legal = self._legal_turn()
            else:
                self._legal = [a for a in self._candidates() if self._reason(a) is None]
        return list(self._legal)

    def _legal_turn(self) -> list:
        """The legal actions of the main phase, built directly (fast); tests
        check that it agrees with _reason over _candidates."""
        seat = self.current
        p = self.players[seat]
        here = p.pos
        board = self.board
        n = self.content.numbers
        centre = board.centre
        occupied = {o.pos for i, o in enumerate(self.players) if i != seat and o.pos != centre}
        others_at = {o.pos for i, o in enumerate(self.players) if i != seat}
        fed = board.federation
        eff = self.event_effect()
        out = []
        free = self.free_moves > 0
        cost = self.move_cost()
        if free or self.actions >= cost:
            fed_blocked = self.attacked and not self.has_crew(seat, "envoy")
            budget = None
            for h in board.neighbours[here]:
                if fed_blocked and h in fed:
                    continue
                if h in occupied:
                    if budget is None:
                        budget = self._move_budget_after(free)
                    if not self._can_escape(seat, h, budget):
                        continue
                out.append(A.Move(h[0], h[1]))
        mine = None
        if self.has_crew(seat, "jump"):
            mine = sorted(self.owned_settlements(seat))
            out += [A.Jump(h[0], h[1]) for h in mine if h != here and h not in others_at]
        if here in occupied:
            return out
        acts = self.actions
        if here in fed:
            if acts >= 1:
                if eff != "quarantine" and self.crew_deck and p.resources >= self.crew_cost():
                    out.append(A.Hire())
                if any(self._reason_upgrade(seat, m) is None for m in MODULES):
                    out.append(A.StartUpgrade())
                missing = self.max_health(seat) - p.health
                if missing > 0:
                    k = min(missing, p.resources // self.repair_cost())
                    out += [A.Repair(i) for i in range(1, k + 1)]
        else:
            setts = self.settlements
            if acts >= 1:
                if here not in setts and here not in self.gems:
                    nbrs = board.neighbours[here]
                    if (acts >= n.settlement_actions and p.resources >= n.settlement_cost and eff != "asteroid_field"
                            and not any(nb in setts for nb in nbrs)):
                        if mine is None:
                            mine = self.owned_settlements(seat)
                        if len(mine) < n.settlements_per_player:
                            out.append(A.Build())
                    if not any(nb in setts and setts[nb][0] != seat for nb in nbrs):
                        out.append(A.PlaceGem())
                st = setts.get(here)
                if st is not None and st[0] == seat:
                    k = min(n.settlement_max_health - st[1], p.resources // self.fortify_cost(seat))
                    out += [A.Fortify(i) for i in range(1, k + 1)]
                if eff != "patrol":
                    dist = board.dist[here]
                    rng = self.weapon_range(seat)
                    for i, o in enumerate(self.players):
                        if i != seat and o.pos not in fed and i not in self.damaged and dist[o.pos] <= rng:
                            out.append(A.AttackShip(i))
                    gems = self.gems
                    for h in board.ball(here, rng):
                        st = setts.get(h)
                        if st is not None and st[0] != seat:
                            out.append(A.AttackSettlement(h[0], h[1]))
                        g = gems.get(h)
                        if g is not None and g != seat:
                            out.append(A.AttackGem(h[0], h[1]))
        if eff == "black_market" and p.bp:
            amounts = sorted({k for k in SELL_AMOUNTS if k <= p.bp} | {p.bp})
            out += [A.SellBounty(k) for k in amounts]
        out.append(A.EndTurn())
        return out

    def is_legal(self, action) -> bool:
        return action in self.legal_actions()

    def why_illegal(self, action) -> str:
        if self.is_over:
            return "The game is over."
        try:
            reason = self._reason(action)
        except (TypeError, AttributeError, KeyError, IndexError):
            reason = None
        return reason or f"{action.label()} is not possible now."

    def _candidates(self) -> list:
        mode = self.mode
        if mode == "over":
            return []
        if mode == "deflect":
            return [A.Deflect(), A.TakeHit()]
        seat = self.current
        p = self.players[seat]
        if mode == "hire":
            out = [A.KeepCrew(i) for i in range(len(self.reveal))]
            out += [A.ReplaceCrew(i, s) for i in range(len(self.reveal)) for s in range(len(p.crew))]
            return out
        if mode == "hire_more":
            return [A.HireAnother(), A.DoneHiring()]
        if mode == "shop":
            return [A.Upgrade(m) for m in MODULES] + [A.DoneUpgrading()]
        here = p.pos
        out = [A.Move(h[0], h[1]) for h in self.board.neighbours[here]]
        if self.has_crew(seat, "jump"):
            out += [A.Jump(h[0], h[1]) for h in sorted(self.owned_settlements(seat))]
        if self.shared(seat):
            return out
        n = self.content.numbers
        if here in self.board.federation:
            out.append(A.Hire())
            out.append(A.StartUpgrade())
            missing = self.max_health(seat) - p.health
            out += [A.Repair(k) for k in range(1, missing + 1)]
        else:
            out.append(A.Build())
            out.append(A.PlaceGem())
            s = self.settlements.get(here)
            if s is not None and s[0] == seat:
                out += [A.Fortify(k) for k in range(1, n.settlement_max_health - s[1] + 1)]
            if self.actions >= 1 and self.event_effect() != "patrol":
                for i, o in enumerate(self.players):
                    if i != seat:
                        out.append(A.AttackShip(i))
                for h in self.board.ball(here, self.weapon_range(seat)):
                    s = self.settlements.get(h)
                    if s is not None and s[0] != seat:
                        out.append(A.AttackSettlement(h[0], h[1]))
                    g = self.gems.get(h)
                    if g is not None and g != seat:
                        out.append(A.AttackGem(h[0], h[1]))
        if self.event_effect() == "black_market" and p.bp:
            amounts = sorted({k for k in SELL_AMOUNTS if k <= p.bp} | {p.bp})
            out += [A.SellBounty(k) for k in amounts]
        out.append(A.EndTurn())
        return out

    # ------------------------------------------------------------ apply
    def _apply(self, a) -> list:
        self._legal = None
        events: list = []
        t = type(a)
        handler = _HANDLERS[t]
        handler(self, a, events)
        self._legal = None
        # "has reached the target" is noted when the VP are gained, before the
        # event that says how they were gained: tell it after everything else
        if any(e.kind == "final" for e in events):
            events = [e for e in events if e.kind != "final"] + [e for e in events if e.kind == "final"]
        return events

    def _do_move(self, a, events):
        seat = self.current
        p = self.players[seat]
        if self.free_moves > 0:
            self.free_moves -= 1
            how = "free move"
        else:
            self.actions -= self.move_cost()
            how = "action"
        p.pos = (a.q, a.r)
        events.append(Event("move", f"{who(seat)} moves to {self.board.place(p.pos)}.", seat=seat,
                            data={"to": [a.q, a.r], "paid": how}, sound="click"))

    def _do_build(self, a, events):
        n = self.content.numbers
        seat = self.current
        p = self.players[seat]
        self.actions -= n.settlement_actions
        p.resources -= n.settlement_cost
        self.settlements[p.pos] = (seat, n.settlement_start_health)
        gained = self._gain_vp(seat, n.settlement_vp, events)
        events.append(Event("build", f"{who(seat)} builds a settlement {self.board.at(p.pos)} (+{gained} VP).", seat=seat,
                            data={"hex": list(p.pos), "vp": gained}, sound="click"))

    def _do_fortify(self, a, events):
        n = self.content.numbers
        seat = self.current
        p = self.players[seat]
        self.actions -= 1
        cost = a.points * self.fortify_cost(seat)
        p.resources -= cost
        owner, health = self.settlements[p.pos]
        self.settlements[p.pos] = (owner, health + a.points)
        gained = self._gain_vp(seat, a.points * n.fortify_vp, events)
        events.append(Event("fortify", f"{who(seat)} fortifies the settlement {self.board.at(p.pos)} to "
                                       f"{health + a.points} health "
                                       f"for {cost} resources (+{gained} VP).", seat=seat,
                            data={"hex": list(p.pos), "health": health + a.points, "vp": gained}, sound="coins"))

    def _do_gem(self, a, events):
        seat = self.current
        p = self.players[seat]
        self.actions -= 1
        self.gems[p.pos] = seat
        events.append(Event("gem", f"{who(seat)} places a route gem {self.board.at(p.pos)}.", seat=seat,
                            data={"hex": list(p.pos)}, sound="click"))

    def _roll(self) -> int:
        return self.rng.randint(1, self.content.numbers.die_sides)

    def _do_attack_ship(self, a, events):
        n = self.content.numbers
        seat = self.current
        me = self.players[seat]
        self.actions -= 1
        self.attacked = True
        target = a.seat
        roll = self._roll()
        aim = roll + self.crew_sum(seat, "aim")
        need = self.hit_need(seat, "ship")
        me.bp += n.bp_per_attempt
        data = {"target": target, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
        if aim < need:
            events.append(Event("attack", f"{who(seat)} attacks {who(target)}'s ship: rolls {aim}, needs {need} - a miss "
                                          f"(+{n.bp_per_attempt} BP).", seat=seat, data=data, barrier=True, sound="dice"))
            self._check_capture(seat, events)
            return
        ev_roll = self._roll()
        evade = ev_roll + self.evade_bonus(target)
        data.update(evade_roll=ev_roll, evade=evade, evaded=evade >= aim)
        if evade >= aim:
            events.append(Event("attack", f"{who(seat)} attacks {who(target)}'s ship: rolls {aim} (needs {need}), but "
                                          f"{who(target)} evades with {evade} (+{n.bp_per_attempt} BP).", seat=seat,
                                data=data, barrier=True, sound="dice"))
            self._check_capture(seat, events)
            return
        damage = max(0, self.damage_of(seat) - self.crew_sum(target, "armour"))
        data["damage"] = damage
        events.append(Event("attack", f"{who(seat)} attacks {who(target)}'s ship: rolls {aim} (needs {need}); "
                                      f"{who(target)} rolls {evade} and fails to evade (+{n.bp_per_attempt} BP).",
                            seat=seat, data=data, barrier=True, sound="dice"))
        if damage > 0 and self.has_crew(target, "deflect"):
            self.mode = "deflect"
            self.pending = (seat, target, damage)
            return
        self._hit_ship(seat, target, damage, events)
        self._check_capture(seat, events)

    def _hit_ship(self, seat, target, damage, events):
        if damage <= 0:
            events.append(Event("damage", f"{who(target)}'s armour absorbs the hit.", seat=target))
            return
        v = self.players[target]
        v.health -= damage
        self.damaged = self.damaged | {target}
        events.append(Event("damage", f"{who(target)}'s ship takes {damage} damage.", seat=target,
                            data={"damage": damage, "health": max(0, v.health)}))
        if v.health <= 0:
            self._kill(target, seat, events)

    def _do_deflect(self, a, events):
        seat, target, damage = self.pending
        self.mode = "turn"
        self.pending = None
        p = self.players[target]
        slot = next(i for i, c in enumerate(p.crew) if self.content.crew[c].effect == "deflect")
        card = self._lose_crew(target, slot)
        events.append(Event("deflect", f"{who(target)} discards {self.content.crew[card].name} and takes no damage.",
                            seat=target, sound="click"))
        self._return_crew([card], events)
        self._check_capture(seat, events)

    def _do_take_hit(self, a, events):
        seat, target, damage = self.pending
        self.mode = "turn"
        self.pending = None
        self._hit_ship(seat, target, damage, events)
        self._check_capture(seat, events)

    def _do_attack_settlement(self, a, events):
        n = self.content.numbers
        seat = self.current
        me = self.players[seat]
        self.actions -= 1
        self.attacked = True
        h = (a.q, a.r)
        where = self.board.at(h)
        owner, health = self.settlements[h]
        roll = self._roll()
        aim = roll + self.crew_sum(seat, "aim")
        need = self.hit_need(seat, "settlement")
        me.bp += n.bp_per_attempt
        data = {"hex": [a.q, a.r], "owner": owner, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
        if aim < need:
            events.append(Event("attack", f"{who(seat)} attacks {who(owner)}'s settlement {where}: rolls {aim}, needs "
                                          f"{need} - a miss (+{n.bp_per_attempt} BP).", seat=seat, data=data,
                                barrier=True, sound="dice"))
        else:
            damage = self.damage_of(seat)
            data["damage"] = damage
            left = health - damage
            if left <= 0:
                del self.settlements[h]
                gained = self._gain_vp(seat, n.vp_destroy_settlement, events)
                data["destroyed"] = True
                events.append(Event("attack", f"{who(seat)} attacks {who(owner)}'s settlement {where}: rolls {aim} (needs "
                                              f"{need}) and destroys it (+{n.bp_per_attempt} BP, +{gained} VP).",
                                    seat=seat, data=data, barrier=True, sound="dice"))
            else:
                self.settlements[h] = (owner, left)
                data["destroyed"] = False
                events.append(Event("attack", f"{who(seat)} attacks {who(owner)}'s settlement {where}: rolls {aim} (needs "
                                              f"{need}) and deals {damage} damage, leaving {left} "
                                              f"(+{n.bp_per_attempt} BP).", seat=seat, data=data, barrier=True,
                                    sound="dice"))
        self._check_capture(seat, events)

    def _do_attack_gem(self, a, events):
        n = self.content.numbers
        seat = self.current
        self.actions -= 1
        self.attacked = True
        h = (a.q, a.r)
        owner = self.gems.pop(h)
        self.players[seat].bp += n.bp_per_gem
        events.append(Event("attack", f"{who(seat)} destroys {who(owner)}'s route gem {self.board.at(h)} "
                                      f"(+{n.bp_per_gem} BP).",
                            seat=seat, data={"hex": [a.q, a.r], "owner": owner}, sound="click"))
        self._check_capture(seat, events)

    def _do_hire(self, a, events):
        self.actions -= 1
        self._hire_draw(events)

    def _hire_draw(self, events):
        seat = self.current
        cost = self.crew_cost()
        self.players[seat].resources -= cost
        k = min(self.content.numbers.crew_reveal, len(self.crew_deck))
        self.reveal = [self.crew_deck.pop() for _ in range(k)]
        names = " and ".join(self.content.crew[c].name for c in self.reveal)
        self.mode = "hire"
        events.append(Event("reveal", f"{who(seat)} pays {cost} resources and meets {names}.", seat=seat,
                            data={"crew": [self.content.crew[c].id for c in self.reveal]}, barrier=True, sound="click"))

    def _after_hire(self):
        seat = self.current
        if self.players[seat].resources >= self.crew_cost() and self.crew_deck:
            self.mode = "hire_more"
        else:
            self.mode = "turn"

    def _do_keep(self, a, events):
        seat = self.current
        card = self.reveal[a.choice]
        others = [c for i, c in enumerate(self.reveal) if i != a.choice]
        self.reveal = []
        self._gain_crew(seat, card)
        events.append(Event("crew", f"{who(seat)} takes on {self.content.crew[card].name}.", seat=seat,
                            data={"crew": self.content.crew[card].id}, sound="click"))
        self._return_crew(others, events)
        self._after_hire()

    def _do_replace(self, a, events):
        seat = self.current
        card = self.reveal[a.choice]
        others = [c for i, c in enumerate(self.reveal) if i != a.choice]
        self.reveal = []
        old = self._lose_crew(seat, a.slot)
        self._gain_crew(seat, card)
        events.append(Event("crew", f"{who(seat)} takes on {self.content.crew[card].name} in place of "
                                    f"{self.content.crew[old].name}.", seat=seat,
                            data={"crew": self.content.crew[card].id, "left": self.content.crew[old].id}, sound="click"))
        self._return_crew(others + [old], events)
        self._after_hire()

    def _do_hire_another(self, a, events):
        self._hire_draw(events)

    def _do_done_hiring(self, a, events):
        self.mode = "turn"

    def _do_start_upgrade(self, a, events):
        self.actions -= 1
        self.mode = "shop"
        events.append(Event("shop", f"{who(self.current)} visits the shipyard.", seat=self.current))

    def _do_upgrade(self, a, events):
        seat = self.current
        p = self.players[seat]
        level = p.level(a.module) + 1
        cost = self.upgrade_cost(a.module, level)
        p.resources -= cost
        if a.module == "shields":
            p.health += self.content.shields[level - 1].max_health - self.content.shields[level - 2].max_health
        setattr(p, a.module, level)
        events.append(Event("upgrade", f"{who(seat)} buys level {level} {A.MODULE_NAMES[a.module]} for {cost} resources.",
                            seat=seat, data={"module": a.module, "level": level, "cost": cost}, sound="coins"))
        if all(self._reason_upgrade(seat, m) for m in MODULES):
            self.mode = "turn"

    def _do_done_upgrading(self, a, events):
        self.mode = "turn"

    def _do_repair(self, a, events):
        seat = self.current
        p = self.players[seat]
        self.actions -= 1
        cost = a.points * self.repair_cost()
        p.resources -= cost
        p.health += a.points
        events.append(Event("repair", f"{who(seat)} repairs {a.points} health for {cost} resources.", seat=seat,
                            data={"points": a.points, "cost": cost}, sound="coins"))

    def _do_jump(self, a, events):
        seat = self.current
        p = self.players[seat]
        slot = next(i for i, c in enumerate(p.crew) if self.content.crew[c].effect == "jump")
        card = self._lose_crew(seat, slot)
        p.pos = (a.q, a.r)
        events.append(Event("jump", f"{who(seat)} discards {self.content.crew[card].name} and jumps to "
                                    f"{self.board.place(p.pos)}.",
                            seat=seat, data={"to": [a.q, a.r]}, sound="click"))
        self._return_crew([card], events)

    def _do_sell(self, a, events):
        seat = self.current
        p = self.players[seat]
        rate = self.event_amount()
        p.bp -= a.points
        p.resources += a.points * rate
        events.append(Event("sell", f"{who(seat)} sells {a.points} BP for {a.points * rate} resources.", seat=seat,
                            sound="coins"))

    def _do_end_turn(self, a, events):
        self._end_turn(events)

    # ------------------------------------------------------------ results
    def scores(self) -> list:
        per = self.content.numbers.resources_per_point
        out = []
        for seat, p in enumerate(self.players):
            total = p.vp + p.bp + p.resources // per
            out.append(Score(seat, total, (p.bp, p.resources, p.upgrades(), self.in_round_position(seat)),
                             {"VP": p.vp, "BP": p.bp, "resources": p.resources // per},
                             {"resources": f"{p.resources} \u00f7 {per}"}))
        return out

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
        if self.shared(seat):
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
                 "max_health": self.max_health(i), "weapon": p.weapon, "shields": p.shields, "engine": p.engine,
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
            mh = self.max_health(i)
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


_HANDLERS = {
    A.Move: CaptainState._do_move,
    A.Build: CaptainState._do_build,
    A.Fortify: CaptainState._do_fortify,
    A.PlaceGem: CaptainState._do_gem,
    A.AttackShip: CaptainState._do_attack_ship,
    A.AttackSettlement: CaptainState._do_attack_settlement,
    A.AttackGem: CaptainState._do_attack_gem,
    A.Hire: CaptainState._do_hire,
    A.KeepCrew: CaptainState._do_keep,
    A.ReplaceCrew: CaptainState._do_replace,
    A.HireAnother: CaptainState._do_hire_another,
    A.DoneHiring: CaptainState._do_done_hiring,
    A.StartUpgrade: CaptainState._do_start_upgrade,
    A.Upgrade: CaptainState._do_upgrade,
    A.DoneUpgrading: CaptainState._do_done_upgrading,
    A.Repair: CaptainState._do_repair,
    A.Jump: CaptainState._do_jump,
    A.SellBounty: CaptainState._do_sell,
    A.Deflect: CaptainState._do_deflect,
    A.TakeHit: CaptainState._do_take_hit,
    A.EndTurn: CaptainState._do_end_turn,
}
