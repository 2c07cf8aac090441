"""Captain of the Stars: the Federation shipyard (rulebook "Turn Actions",
Upgrade The Ship and Repair the Ship; "Upgrade Modules").  One action opens
the shipyard, where any number of module levels are bought one at a time,
each level after the one below; repairs cost resources per health point."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MODULES
from game.games.captain.rules.player import who


class ShipyardRules:
    """Part of CaptainState: upgrade and repair costs and actions."""

    def upgrade_cost(self, module: str, level: int) -> int:
        cost = self.content.module(module)[level - 1].cost
        if self.event_effect() == "shipyard_sale":
            cost = max(0, cost - self.event_amount())
        return cost

    def repair_cost(self) -> int:
        if self.event_effect() == "shortage":
            return self.event_amount()
        return self.content.numbers.repair_cost

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
