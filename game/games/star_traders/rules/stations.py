"""Stations (rulebook "Stations", "Building a new station"; Nova "Stations &
Prestige"): one per world, 15 rings per trader; Family builds as an action
for $5 and 1 Prestige at the ship's world; the Builder pays $3 there, or
$3 x the line's roll for a world one jumpline away; Nova and Super Nova build
free at the end of the turn with 2 Prestige."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .versions import BUILDER_COST, RINGS, STATION_COST

who = seat_name


class StationRules:
    def build_options(self, seat: int) -> list[tuple[int, int]]:
        """(world, cost) of every station `seat` could build now (Family)."""
        if self.stations_of(seat) >= RINGS:
            return []
        builder = self.personality[seat] == "builder"
        out = {}
        for here in self.ships[seat]:
            if here not in self.stations:
                out[here] = BUILDER_COST if builder else STATION_COST
            if builder:
                for w, need in self.board.adj[here]:
                    if w not in self.stations and w not in out:
                        out[w] = BUILDER_COST * need
        return sorted((w, cost) for w, cost in out.items() if cost <= self.money[seat])

    def build_cost(self, seat: int, world: int) -> int | None:
        for w, cost in self.build_options(seat):
            if w == world:
                return cost
        return None

    def build(self, seat: int, world: int, events: list) -> None:
        cost = self.build_cost(seat, world)
        self.spend_action()
        self.money[seat] -= cost
        self.stations[world] = seat
        got = self.gain_prestige(seat, self.version.build_prestige)
        events.append(Event("station", f"{who(seat)} builds a station at {self.board.name(world)} for ${cost}"
                                       f" (+{got} Prestige).", seat,
                            {"seat": seat, "world": world, "cost": cost, "prestige": got}, sound="click"))

    def auto_build(self, seat: int, events: list) -> None:
        for here in self.ships[seat]:
            if here not in self.stations and self.stations_of(seat) < RINGS:
                self.stations[here] = seat
                got = self.gain_prestige(seat, self.version.build_prestige)
                events.append(Event("station", f"{who(seat)} builds a station at {self.board.name(here)}"
                                               f" (+{got} Prestige).", seat,
                                    {"seat": seat, "world": here, "cost": 0, "prestige": got}, sound="click"))
