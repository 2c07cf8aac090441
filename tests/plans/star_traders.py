"""Star Traders plans.  Setup, beacon answers, Trader's Luck cards and every
turn decision outside the plan are Normal's (heuristic.NormalBot); in a turn
the fallback is Normal's choice over the actions the plan allows.

- petition-rush: petitions whenever it may, whatever the odds, and builds a
  station whenever it can while it has fewer than a petition needs (in a
  version without petitions: whenever it can), flying toward the nearest
  world without a station while it has the money for one.
- station-builder: builds a station whenever it can and, while it has the
  money for one, jumps toward the nearest world without a station.
- richest-contract-only: only ever picks up the best-paying contract on the
  board, and picks it up as soon as it can.
"""
from __future__ import annotations

from game.games.star_traders.bot import NormalBot
from game.games.star_traders.luck_policy import luck_choice
from game.games.star_traders.routes import all_pairs
from game.games.star_traders.rules import Build, Jump, Petition, PickUp
from game.games.star_traders.rules.versions import BUILDER_COST, RINGS, STATION_COST

from .base import PlanBot, of_type

GAME_ID = "star-traders"


class StarTradersPlan(PlanBot):
    def __init__(self):
        self.normal = NormalBot()

    def in_turn(self, state, seat) -> bool:
        return state.stage == "turn" and state.window() is None and state.to_act == seat

    def plan(self, state, seat, legal, rng):
        if not self.in_turn(state, seat):
            return None
        return self.act(state, seat, legal)

    def act(self, state, seat, legal):
        return None

    def allowed(self, state, seat, legal) -> list:
        return legal

    def fallback(self, state, seat, legal, rng):
        if not self.in_turn(state, seat):
            return self.normal.choose(state, seat, rng)
        allowed = self.allowed(state, seat, legal) or legal
        if state.version.cards:  # Trader's Luck plays first, as in NormalBot.choose
            pick = luck_choice(state, seat, allowed, rng)
            if pick is not None:
                return pick
        return self.normal.turn_choice(state, seat, allowed, rng)


def build_or_fly(state, seat, legal):
    """The cheapest station it can build now; else, with the money for a
    station, the jump that brings a ship nearest to a world without one
    (only if it brings the ship nearer); else None."""
    builds = of_type(legal, Build)
    if builds:
        return min(builds, key=lambda a: (state.build_cost(seat, a.world), a.world))
    cost = BUILDER_COST if state.personality[seat] == "builder" else STATION_COST
    if state.stations_of(seat) >= RINGS or (state.version.build_action and state.money[seat] < cost):
        return None
    free = [w for w in state.board.worlds if w not in state.stations]
    jumps = of_type(legal, Jump)
    if not free or not jumps:
        return None
    dist = all_pairs(state.board, state.personality[seat])

    def nearest(world):
        return min(dist[world][f] for f in free)

    best = min(jumps, key=lambda a: (nearest(a.to), a.to, a.ship))
    return best if nearest(best.to) < nearest(state.ships[seat][best.ship]) else None


class PetitionRush(StarTradersPlan):
    name = "petition-rush"

    def act(self, state, seat, legal):
        if Petition() in legal:
            return Petition()
        if not state.version.petitions or state.stations_of(seat) < state.stations_needed():
            return build_or_fly(state, seat, legal)
        return None


class StationBuilder(StarTradersPlan):
    name = "station-builder"

    def act(self, state, seat, legal):
        return build_or_fly(state, seat, legal)


def richest_slot(state):
    """The board slot (1..N) of the best-paying contract (None: none left)."""
    slots = [k for k in range(1, state.slots() + 1) if state.contract(k) is not None]
    if not slots:
        return None
    return max(slots, key=lambda k: (state.contract(k).payoff, -k))


class RichestContractOnly(StarTradersPlan):
    name = "richest-contract-only"

    def allowed(self, state, seat, legal):
        best = richest_slot(state)
        return [a for a in legal if not (isinstance(a, PickUp) and a.slot != best)]

    def act(self, state, seat, legal):
        best = richest_slot(state)
        picks = [a for a in of_type(legal, PickUp) if a.slot == best]
        return picks[0] if picks else None


PLANS = {p.name: p for p in (PetitionRush, StationBuilder, RichestContractOnly)}
