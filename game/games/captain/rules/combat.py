"""Captain of the Stars: attacking and its consequences (rulebook "Turn
Action: Attacking", "Bounty Points", "Dying").  Attacks on ships (hit roll,
evade roll, damage, the deflector chief), on settlements (hit roll, damage)
and on route gems (no roll); bounty for every attempt; capture when BP
exceed VP; a destroyed ship pays, loses its crew and half its BP and starts
again at the Federation centre."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.player import who


class CombatRules:
    """Part of CaptainState: weapon, shield and engine numbers, the attack
    actions, capture and the destruction of a ship."""

    def max_health(self, seat: int) -> int:
        p = self.players[seat]
        return self.content.shields[p.shields - 1].max_health + self.crew_sum(seat, "shields")

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

    def pending_damage(self) -> int:
        """The damage of the hit waiting on a deflect-or-take decision (0: none)."""
        return self.pending[2] if self.pending else 0

    # ------------------------------------------------------------ attacks
    def _roll(self) -> int:
        return self.rng.randint(1, self.content.numbers.die_sides)

    def _attack_roll(self, kind: str) -> tuple[int, int, int]:
        """Spend the current player's action on an attack of `kind` ("ship"
        or "settlement"), roll to hit and earn the attempt's bounty:
        (die roll, aim with crew, number needed)."""
        seat = self.current
        self.actions -= 1
        self.attacked = True
        roll = self._roll()
        aim = roll + self.crew_sum(seat, "aim")
        need = self.hit_need(seat, kind)
        self.players[seat].bp += self.content.numbers.bp_per_attempt
        return roll, aim, need

    @staticmethod
    def _attack_event(events, seat: int, text: str, data: dict) -> None:
        events.append(Event("attack", text, seat=seat, data=data, barrier=True, sound="dice"))

    def _do_attack_ship(self, a, events):
        bp = self.content.numbers.bp_per_attempt
        seat = self.current
        target = a.seat
        roll, aim, need = self._attack_roll("ship")
        data = {"target": target, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
        attacks = f"{who(seat)} attacks {who(target)}'s ship"
        if aim < need:
            self._attack_event(events, seat, f"{attacks}: rolls {aim}, needs {need} - a miss (+{bp} BP).", data)
            self._check_capture(seat, events)
            return
        ev_roll = self._roll()
        evade = ev_roll + self.evade_bonus(target)
        data.update(evade_roll=ev_roll, evade=evade, evaded=evade >= aim)
        if evade >= aim:
            self._attack_event(events, seat, f"{attacks}: rolls {aim} (needs {need}), but {who(target)} evades with "
                                             f"{evade} (+{bp} BP).", data)
            self._check_capture(seat, events)
            return
        damage = max(0, self.damage_of(seat) - self.crew_sum(target, "armour"))
        data["damage"] = damage
        self._attack_event(events, seat, f"{attacks}: rolls {aim} (needs {need}); {who(target)} rolls {evade} and "
                                         f"fails to evade (+{bp} BP).", data)
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
        bp = n.bp_per_attempt
        seat = self.current
        h = (a.q, a.r)
        owner, health = self.settlements[h]
        roll, aim, need = self._attack_roll("settlement")
        data = {"hex": [a.q, a.r], "owner": owner, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
        attacks = f"{who(seat)} attacks {who(owner)}'s settlement {self.board.at(h)}"
        if aim < need:
            self._attack_event(events, seat, f"{attacks}: rolls {aim}, needs {need} - a miss (+{bp} BP).", data)
        else:
            damage = self.damage_of(seat)
            data["damage"] = damage
            left = health - damage
            if left <= 0:
                del self.settlements[h]
                gained = self._gain_vp(seat, n.vp_destroy_settlement, events)
                data["destroyed"] = True
                self._attack_event(events, seat, f"{attacks}: rolls {aim} (needs {need}) and destroys it (+{bp} BP, "
                                                 f"+{gained} VP).", data)
            else:
                self.settlements[h] = (owner, left)
                data["destroyed"] = False
                self._attack_event(events, seat, f"{attacks}: rolls {aim} (needs {need}) and deals {damage} damage, "
                                                 f"leaving {left} (+{bp} BP).", data)
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

    # ------------------------------------------------------------ capture and death
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


# ------------------------------------------------------------ may I? (None, or why not)
def attack_gate(s) -> str | None:
    """Outside Federation space (legality.py says where each kind may be taken)."""
    if s.event_effect() == "patrol":
        return "The Federation patrol forbids attacks this round."
    if s.actions < 1:
        return "You have no actions left."
    return None


_SHIPS = tuple(A.AttackShip(i) for i in range(8))
_ON_HEX: dict = {}  # hex -> (AttackSettlement, AttackGem) there (actions are immutable)


def attack_options(s) -> list:
    """Every rival ship, then each settlement and route gem within weapon
    range, hex by hex."""
    seat = s.current
    out = [a for a in _SHIPS[:s.num_players] if a.seat != seat]
    setts, gems = s.settlements, s.gems
    for h in s.board.ball(s.players[seat].pos, s.weapon_range(seat)):
        if h in setts or h in gems:
            pair = _ON_HEX.get(h)
            if pair is None:
                pair = _ON_HEX[h] = (A.AttackSettlement(h[0], h[1]), A.AttackGem(h[0], h[1]))
            if h in setts:
                out.append(pair[0])
            if h in gems:
                out.append(pair[1])
    return out


def why_not_attack(s, a) -> str | None:
    seat = s.current
    t = type(a)
    if t is A.AttackShip:
        if not 0 <= a.seat < s.num_players:
            return "There is no such player."
        if a.seat == seat:
            return "You cannot attack your own ship."
        target = s.players[a.seat].pos
        if target in s.board.federation:
            return "That ship is in Federation space, where it cannot be attacked."
        if a.seat in s.damaged:
            return "You already damaged that ship this turn."
        what = "That ship"
    else:
        target = (a.q, a.r)
        if t is A.AttackSettlement:
            owner = s.settlements.get(target)
            if owner is None:
                return "There is no settlement there."
            if owner[0] == seat:
                return "You cannot attack your own settlement."
            what = "That settlement"
        else:
            owner = s.gems.get(target)
            if owner is None:
                return "There is no route gem there."
            if owner == seat:
                return "You cannot attack your own route."
            what = "That gem"
    reach = s.weapon_range(seat)
    if s.board.dist[s.players[seat].pos][target] > reach:
        return f"{what} is out of range (your weapons reach {reach} hex{'es' if reach > 1 else ''})."
    return None
