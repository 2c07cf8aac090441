"""Star Traders plans.  Setup, beacon answers, Trader's Luck cards and every
turn decision outside the plan are Normal's (heuristic.NormalBot); in a turn
the fallback is Normal's choice over the actions the plan allows.

- petition-rush: petitions whenever it may, whatever the odds, and builds a
  station whenever it can while it has fewer than a petition needs (in a
  version without petitions: whenever it can).
- station-builder: builds a station whenever it can.
- richest-contract-only: only ever picks up the best-paying contract on the
  board, and picks it up as soon as it can.
"""
from __future__ import annotations

from game.games.star_traders.heuristic import NormalBot
from game.games.star_traders.luck_policy import luck_choice
from game.games.star_traders.rules import Build, Petition, PickUp

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


class PetitionRush(StarTradersPlan):
    name = "petition-rush"

    def act(self, state, seat, legal):
        if Petition() in legal:
            return Petition()
        builds = of_type(legal, Build)
        if builds and (not state.version.petitions or state.stations_of(seat) < state.stations_needed()):
            return min(builds, key=lambda a: (state.build_cost(seat, a.world), a.world))
        return None


class StationBuilder(StarTradersPlan):
    name = "station-builder"

    def act(self, state, seat, legal):
        builds = of_type(legal, Build)
        if builds:
            return min(builds, key=lambda a: (state.build_cost(seat, a.world), a.world))
        return None


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
