"""Captain of the Stars: attacking and its consequences (rulebook "Turn
Action: Attacking", "Bounty Points", "Dying").  Attacks on ships (hit roll,
evade roll, damage, the deflector chief), on settlements (hit roll, damage)
and on route gems (no roll); bounty for every attempt; capture when BP
exceed VP; a destroyed ship pays, loses its crew and half its BP and starts
again at the Federation centre."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.crew import lose_crew, return_crew
from game.games.captain.rules.flow import end_turn
from game.games.captain.rules.player import who
from game.games.captain.rules.scoring import gain_vp
from game.games.captain.rules.ship import (crew_sum, damage_of, evade_bonus, event_effect, has_crew, hit_need,
                                           max_health, weapon_range)


def pending_damage(s) -> int:
    """The damage of the hit waiting on a deflect-or-take decision (0: none)."""
    return s.pending[2] if s.pending else 0


# ------------------------------------------------------------ attacks
def _roll(s) -> int:
    return s.rng.randint(1, s.content.numbers.die_sides)


def _attack_roll(s, kind: str) -> tuple[int, int, int]:
    """Spend the current player's action on an attack of `kind` ("ship" or
    "settlement"), roll to hit and earn the attempt's bounty: (die roll, aim
    with crew, number needed)."""
    seat = s.current
    s.actions -= 1
    s.attacked = True
    roll = _roll(s)
    aim = roll + crew_sum(s, seat, "aim")
    need = hit_need(s, seat, kind)
    s.players[seat].bp += s.content.numbers.bp_per_attempt
    return roll, aim, need


def _total(roll: int, total: int) -> str:
    """A die and what it counts for: "11", or "1, 4 in all" with a bonus."""
    return str(roll) if roll == total else f"{roll}, {total} in all"


def _attack_event(events, seat: int, text: str, data: dict) -> None:
    events.append(Event("attack", text, seat=seat, data=data, barrier=True, sound="dice"))


def attack_ship(s, a, events):
    bp = s.content.numbers.bp_per_attempt
    seat = s.current
    target = a.seat
    roll, aim, need = _attack_roll(s, "ship")
    data = {"target": target, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
    attacks = f"{who(seat)} attacks {who(target)}'s ship"
    if aim < need:
        _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)}, needs {need} - a miss (+{bp} BP).", data)
        check_capture(s, seat, events)
        return
    ev_roll = _roll(s)
    evade = ev_roll + evade_bonus(s, target)
    data.update(evade_roll=ev_roll, evade=evade, evaded=evade >= aim)
    if evade >= aim:
        _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)} (needs {need}), but {who(target)} "
                                    f"evades with {_total(ev_roll, evade)} (+{bp} BP).", data)
        check_capture(s, seat, events)
        return
    damage = max(0, damage_of(s, seat) - crew_sum(s, target, "armour"))
    data["damage"] = damage
    _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)} (needs {need}); {who(target)} rolls "
                                f"{_total(ev_roll, evade)} and fails to evade (+{bp} BP).", data)
    if damage > 0 and has_crew(s, target, "deflect"):
        s.mode = "deflect"
        s.pending = (seat, target, damage)
        return
    _hit_ship(s, seat, target, damage, events)
    check_capture(s, seat, events)


def _hit_ship(s, seat, target, damage, events):
    if damage <= 0:
        events.append(Event("damage", f"{who(target)}'s armour absorbs the hit.", seat=target))
        return
    v = s.players[target]
    v.health -= damage
    s.damaged = s.damaged | {target}
    events.append(Event("damage", f"{who(target)}'s ship takes {damage} damage.", seat=target,
                        data={"damage": damage, "health": max(0, v.health)}))
    if v.health <= 0:
        _kill(s, target, seat, events)


def deflect(s, a, events):
    seat, target, damage = s.pending
    s.mode = "turn"
    s.pending = None
    p = s.players[target]
    slot = next(i for i, c in enumerate(p.crew) if s.content.crew[c].effect == "deflect")
    card = lose_crew(s, target, slot)
    events.append(Event("deflect", f"{who(target)} discards {s.content.crew[card].name} and takes no damage.",
                        seat=target, sound="click"))
    return_crew(s, [card], events)
    check_capture(s, seat, events)


def take_hit(s, a, events):
    seat, target, damage = s.pending
    s.mode = "turn"
    s.pending = None
    _hit_ship(s, seat, target, damage, events)
    check_capture(s, seat, events)


def attack_settlement(s, a, events):
    n = s.content.numbers
    bp = n.bp_per_attempt
    seat = s.current
    h = (a.q, a.r)
    owner, health = s.settlements[h]
    roll, aim, need = _attack_roll(s, "settlement")
    data = {"hex": [a.q, a.r], "owner": owner, "roll": roll, "attack": aim, "need": need, "hit": aim >= need}
    attacks = f"{who(seat)} attacks {who(owner)}'s settlement {s.board.at(h)}"
    if aim < need:
        _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)}, needs {need} - a miss (+{bp} BP).", data)
    else:
        damage = damage_of(s, seat)
        data["damage"] = damage
        left = health - damage
        if left <= 0:
            del s.settlements[h]
            gained = gain_vp(s, seat, n.vp_destroy_settlement, events)
            data["destroyed"] = True
            _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)} (needs {need}) and destroys it "
                                        f"(+{bp} BP, +{gained} VP).", data)
        else:
            s.settlements[h] = (owner, left)
            data["destroyed"] = False
            _attack_event(events, seat, f"{attacks}: rolls {_total(roll, aim)} (needs {need}) and deals {damage} "
                                        f"damage, leaving {left} (+{bp} BP).", data)
    check_capture(s, seat, events)


def attack_gem(s, a, events):
    n = s.content.numbers
    seat = s.current
    s.actions -= 1
    s.attacked = True
    h = (a.q, a.r)
    owner = s.gems.pop(h)
    s.players[seat].bp += n.bp_per_gem
    events.append(Event("attack", f"{who(seat)} destroys {who(owner)}'s route gem {s.board.at(h)} "
                                  f"(+{n.bp_per_gem} BP).",
                        seat=seat, data={"hex": [a.q, a.r], "owner": owner}, sound="click"))
    check_capture(s, seat, events)


# ------------------------------------------------------------ capture and death
def captured_at(bp: int, vp: int) -> bool:
    """The Federation captures a captain whose BP exceed their VP."""
    return bp > vp


def destroy_gain(s, a) -> int:
    """The VP the current captain gains if attack `a` hits and destroys its
    target (a kill, a settlement's last health), else 0."""
    seat, n = s.current, s.content.numbers
    if type(a) is A.AttackShip:
        damage = max(0, damage_of(s, seat) - crew_sum(s, a.seat, "armour"))
        health, vp = s.players[a.seat].health, n.vp_kill_ship
    elif type(a) is A.AttackSettlement:
        damage, health, vp = damage_of(s, seat), s.settlements[(a.q, a.r)][1], n.vp_destroy_settlement
    else:
        return 0
    return vp + crew_sum(s, seat, "publicist") if damage > 0 and damage >= health and vp > 0 else 0


def check_capture(s, seat: int, events: list) -> bool:
    p = s.players[seat]
    if not captured_at(p.bp, p.vp):
        return False
    p.weapon = 1
    p.bp = 0
    p.pos = s.board.centre
    events.append(Event("capture", f"The Federation captures {who(seat)}: weapons back to level 1, bounty cleared, "
                                   f"ship taken to the Federation centre.", seat=seat, sound="dice"))
    if seat == s.current and s.mode in ("turn", "deflect"):
        s.mode = "turn"
        s.pending = None
        end_turn(s, events)
    return True


def _kill(s, victim: int, killer: int, events: list) -> None:
    n = s.content.numbers
    p = s.players[victim]
    paid = p.resources // n.death_resource_divisor
    p.resources -= paid
    lost_bp = p.bp // n.death_bp_divisor
    p.bp -= lost_bp
    lost = list(p.crew)
    p.crew = []
    p.weapon = p.shields = p.engine = 1
    p.health = max_health(s, victim)
    p.pos = s.board.centre
    events.append(Event("death", f"{who(victim)}'s ship is destroyed: pays {paid} resources, loses {len(lost)} crew "
                                 f"and {lost_bp} BP, and restarts at the Federation centre with a basic ship.",
                        seat=victim, data={"paid": paid, "crew": len(lost), "bp": lost_bp}))
    return_crew(s, lost, events)
    k = s.players[killer]
    k.kills += 1
    gained = gain_vp(s, killer, n.vp_kill_ship, events)
    bonus = crew_sum(s, killer, "salvage")
    if bonus:
        k.resources += bonus
    events.append(Event("kill", f"{who(killer)} gains {gained} VP for the kill"
                                + (f" and {bonus} resources of salvage." if bonus else "."), seat=killer,
                        sound="coins"))


# ------------------------------------------------------------ may I? (None, or why not)
def attack_gate(s) -> str | None:
    """Outside Federation space (legality.py says where each kind may be taken)."""
    if event_effect(s) == "patrol":
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
    for h in s.board.ball(s.players[seat].pos, weapon_range(s, seat)):
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
    reach = weapon_range(s, seat)
    if s.board.dist[s.players[seat].pos][target] > reach:
        return f"{what} is out of range (your weapons reach {reach} hex{'es' if reach > 1 else ''})."
    return None
