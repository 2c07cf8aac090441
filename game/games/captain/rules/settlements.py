"""Captain of the Stars: settlements and trade routes (rulebook "Turn
Actions", Build Settlements, Fortify Settlements, Construct Trade Routes;
"Settlement Details", "Trade route details", and the income collected at
the start of a turn).  Which gems make a valid route is worked out in
routes.py."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.player import who
from game.games.captain.rules.routes import route_value as _route_value, routes as route_groups
from game.games.captain.rules.scoring import gain_vp
from game.games.captain.rules.ship import crew_sum, event_amount, event_effect, has_crew


def owned_settlements(s, seat: int) -> list:
    return [h for h, (o, _) in s.settlements.items() if o == seat]


def route_value(s, seat: int) -> tuple[int, int]:
    gems = {h for h, o in s.gems.items() if o == seat}
    if not gems:
        return 0, 0
    return _route_value(gems, set(owned_settlements(s, seat)))


def route_gems(s) -> dict:
    """Every route gem: hex -> (owner, valid, in a complete route)."""
    out = {}
    for seat in range(s.num_players):
        mine = {h for h, o in s.gems.items() if o == seat}
        if not mine:
            continue
        for group, touched in route_groups(mine, set(owned_settlements(s, seat))):
            for h in group:
                out[h] = (seat, True, len(touched) >= 2)
        for h in mine:
            out.setdefault(h, (seat, False, False))
    return out


def fortify_cost(s, seat: int) -> int:
    if has_crew(s, seat, "cheap_fortify"):
        return 1
    return s.content.numbers.fortify_cost


# ------------------------------------------------------------ income
def collect(s, seat: int, events: list) -> None:
    n = s.content.numbers
    p = s.players[seat]
    setts = owned_settlements(s, seat)
    each = n.settlement_income + crew_sum(s, seat, "settlement_income")
    effect = event_effect(s)
    if effect == "boom_town":
        each += event_amount(s)
    income = each * len(setts)
    gems_vp, complete = route_value(s, seat)
    route_vp = gems_vp * n.route_vp_per_gem
    if complete:
        route_vp += complete * crew_sum(s, seat, "route_bonus")
        if effect == "trade_boom":
            route_vp += complete * event_amount(s)
    if effect == "solar_flare":
        route_vp = 0
    if income:
        p.resources += income
    gained = gain_vp(s, seat, route_vp, events) if route_vp else 0
    if income or gained:
        parts = []
        if income:
            parts.append(f"{income} resources from {len(setts)} settlement{'s' if len(setts) != 1 else ''}")
        if gained:
            parts.append(f"{gained} VP from {complete} trade route{'s' if complete != 1 else ''}")
        events.append(Event("collect", f"{who(seat)} collects {' and '.join(parts)}.", seat=seat,
                            data={"resources": income, "vp": gained, "routes": complete,
                                  "each": each if income else 0, "from": [list(h) for h in setts] if income else []},
                            sound="coins"))


# ------------------------------------------------------------ actions
def build(s, a, events):
    n = s.content.numbers
    seat = s.current
    p = s.players[seat]
    s.actions -= n.settlement_actions
    p.resources -= n.settlement_cost
    s.settlements[p.pos] = (seat, n.settlement_start_health)
    gained = gain_vp(s, seat, n.settlement_vp, events)
    events.append(Event("build", f"{who(seat)} builds a settlement {s.board.at(p.pos)} (+{gained} VP).", seat=seat,
                        data={"hex": list(p.pos), "vp": gained}, sound="click"))


def fortify(s, a, events):
    n = s.content.numbers
    seat = s.current
    p = s.players[seat]
    s.actions -= 1
    cost = a.points * fortify_cost(s, seat)
    p.resources -= cost
    owner, health = s.settlements[p.pos]
    s.settlements[p.pos] = (owner, health + a.points)
    gained = gain_vp(s, seat, a.points * n.fortify_vp, events)
    events.append(Event("fortify", f"{who(seat)} fortifies the settlement {s.board.at(p.pos)} to "
                                   f"{health + a.points} health "
                                   f"for {cost} resources (+{gained} VP).", seat=seat,
                        data={"hex": list(p.pos), "health": health + a.points, "vp": gained}, sound="coins"))


def place_gem(s, a, events):
    seat = s.current
    p = s.players[seat]
    s.actions -= 1
    s.gems[p.pos] = seat
    events.append(Event("gem", f"{who(seat)} places a route gem {s.board.at(p.pos)}.", seat=seat,
                        data={"hex": list(p.pos)}, sound="click"))


# ------------------------------------------------------------ may I? (None, or why not)
def build_gate(s) -> str | None:
    """Outside Federation space (legality.py says where each kind may be taken)."""
    n = s.content.numbers
    seat = s.current
    p = s.players[seat]
    here = p.pos
    if event_effect(s) == "asteroid_field":
        return "The asteroid field stops all building this round."
    if s.actions < n.settlement_actions:
        return f"Building takes {n.settlement_actions} actions; you have {s.actions}."
    if p.resources < n.settlement_cost:
        return f"Building costs {n.settlement_cost} resources; you have {p.resources}."
    if len(owned_settlements(s, seat)) >= n.settlements_per_player:
        return f"You already have {n.settlements_per_player} settlements."
    if here in s.settlements:
        return "There is already a settlement here."
    if here in s.gems:
        return "There is a route gem here."
    if any(nb in s.settlements for nb in s.board.neighbours[here]):
        return "Settlements cannot be built next to another settlement."
    return None


def gem_gate(s) -> str | None:
    """Outside Federation space (legality.py says where each kind may be taken)."""
    seat = s.current
    here = s.players[seat].pos
    if s.actions < 1:
        return "You have no actions left."
    if here in s.settlements:
        return "There is a settlement here."
    if here in s.gems:
        return "There is already a route gem here."
    for nb in s.board.neighbours[here]:
        owner = s.settlements.get(nb)
        if owner is not None and owner[0] != seat:
            return "A route may not connect to another player's settlement."
    return None


def fortify_room(s) -> int:
    """How much health the settlement under the current ship may still gain
    (0 where there is none)."""
    owner = s.settlements.get(s.players[s.current].pos)
    return 0 if owner is None else s.content.numbers.settlement_max_health - owner[1]


def fortify_gate(s) -> str | None:
    seat = s.current
    owner = s.settlements.get(s.players[seat].pos)
    if owner is None or owner[0] != seat:
        return "You must be on one of your own settlements to fortify it."
    if s.actions < 1:
        return "You have no actions left."
    if fortify_room(s) <= 0:
        return f"This settlement is already at its maximum health of {s.content.numbers.settlement_max_health}."
    return None


def fortify_options(s) -> list:
    return [A.Fortify(k) for k in range(1, fortify_room(s) + 1)]


def why_not_fortify(s, a) -> str | None:
    room = fortify_room(s)
    if not 1 <= a.points <= room:
        return f"You can add 1 to {room} health here."
    cost = fortify_cost(s, s.current)
    have = s.players[s.current].resources
    if have < a.points * cost:
        return f"{a.points} points cost {a.points * cost} resources; you have {have}."
    return None
