"""Captain of the Stars: the Federation shipyard (rulebook "Turn Actions",
Upgrade The Ship and Repair the Ship; "Upgrade Modules").  One action opens
the shipyard, where any number of module levels are bought one at a time,
each level after the one below; repairs cost resources per health point."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MAX_LEVEL, MODULES
from game.games.captain.rules.player import who
from game.games.captain.rules.ship import event_amount, event_effect, max_health


def upgrade_cost(s, module: str, level: int) -> int:
    cost = s.content.module(module)[level - 1].cost
    if event_effect(s) == "shipyard_sale":
        cost = max(0, cost - event_amount(s))
    return cost


def repair_cost(s) -> int:
    if event_effect(s) == "shortage":
        return event_amount(s)
    return s.content.numbers.repair_cost


# ------------------------------------------------------------ actions
def start_upgrade(s, a, events):
    s.actions -= 1
    s.mode = "shop"
    events.append(Event("shop", f"{who(s.current)} visits the shipyard.", seat=s.current))


def upgrade(s, a, events):
    seat = s.current
    p = s.players[seat]
    level = p.level(a.module) + 1
    cost = upgrade_cost(s, a.module, level)
    p.resources -= cost
    if a.module == "shields":
        p.health += s.content.shields[level - 1].max_health - s.content.shields[level - 2].max_health
    setattr(p, a.module, level)
    events.append(Event("upgrade", f"{who(seat)} buys level {level} {A.MODULE_NAMES[a.module]} for {cost} resources.",
                        seat=seat, data={"module": a.module, "level": level, "cost": cost}, sound="coins"))
    if all(why_not_buy(s, seat, m) for m in MODULES):
        s.mode = "turn"


def done_upgrading(s, a, events):
    s.mode = "turn"


def repair(s, a, events):
    seat = s.current
    p = s.players[seat]
    s.actions -= 1
    cost = a.points * repair_cost(s)
    p.resources -= cost
    p.health += a.points
    events.append(Event("repair", f"{who(seat)} repairs {a.points} health for {cost} resources.", seat=seat,
                        data={"points": a.points, "cost": cost}, sound="coins"))


# ------------------------------------------------------------ may I? (None, or why not)
def why_not_buy(s, seat: int, module: str) -> str | None:
    """Why `seat` may not buy the next level of `module` now (None: it may)."""
    if module not in MODULES:
        return f"There is no {module!r} module (weapon, shields, engine)."
    p = s.players[seat]
    level = p.level(module)
    if level >= MAX_LEVEL:
        return f"Your {module} is already at level {MAX_LEVEL}."
    cost = upgrade_cost(s, module, level + 1)
    if p.resources < cost:
        return f"Level {level + 1} {module} costs {cost} resources; you have {p.resources}."
    return None


def upgrade_options(s) -> list:
    return [A.Upgrade(m) for m in MODULES]


def why_not_upgrade(s, a) -> str | None:
    return why_not_buy(s, s.current, a.module)


def start_upgrade_gate(s) -> str | None:
    """In Federation space (legality.py says where each kind may be taken)."""
    if s.actions < 1:
        return "You have no actions left."
    if all(why_not_buy(s, s.current, m) for m in MODULES):
        return "You cannot afford any upgrade."
    return None


def repair_missing(s) -> int:
    return max_health(s, s.current) - s.players[s.current].health


def repair_gate(s) -> str | None:
    """In Federation space (legality.py says where each kind may be taken)."""
    if s.actions < 1:
        return "You have no actions left."
    if repair_missing(s) <= 0:
        return "Your ship is not damaged."
    return None


def repair_options(s) -> list:
    return [A.Repair(k) for k in range(1, repair_missing(s) + 1)]


def why_not_repair(s, a) -> str | None:
    missing = repair_missing(s)
    if not 1 <= a.points <= missing:
        return f"You can repair 1 to {missing} points."
    cost = repair_cost(s)
    have = s.players[s.current].resources
    if have < a.points * cost:
        return f"{a.points} points cost {a.points * cost} resources; you have {have}."
    return None
