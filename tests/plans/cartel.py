"""Cartel plans.  Everything outside the plan's Actions (the opening
Business, paying, discards, where a new Agent goes, attacks, Officials'
follow-ups, answers out of turn, and any Action when the plan has nothing to
play) is Normal's (CartelBot).

- build-tallest: whenever it can build, builds on the tallest building it
  may (the ones it controls first), a lot only when no building is
  affordable; never plays Private Security (it would trash its own Agents).
- grab-lots: whenever a Business can go on an empty lot it builds there
  (the ground floor is free), and it never builds on top of a building, so
  it spreads over as many buildings as it can; its other Actions are
  Normal's choice among the rest.  (It used to build on top whenever Normal
  would, which made it Normal in 97% of its decisions.)
- bribe-officials: puts every Official it holds into service at once, and
  plays The Snitch as soon as it may.
"""
from __future__ import annotations

from game.games.cartel.bot import CartelBot
from game.games.cartel.rules import Bribe, Build
from game.games.cartel.rules.actions import Snitch

from .base import PlanBot, of_type

GAME_ID = "cartel"


class CartelPlan(PlanBot):
    def __init__(self):
        self.normal = CartelBot()

    def plan(self, state, seat, legal, rng):
        if state.stage != "action" or state.window() is not None:
            return None
        return self.act(state, seat, legal)

    def act(self, state, seat, legal):
        return None

    def fallback(self, state, seat, legal, rng):
        return self.normal.choose(state, seat, rng)


def height(state, build) -> int:
    return len(state.buildings.get((build.x, build.y), ()))


class BuildTallest(CartelPlan):
    name = "build-tallest"

    def act(self, state, seat, legal):
        builds = [a for a in of_type(legal, Build) if a.card != "security"]
        if not builds:
            return None

        def key(a):
            return (height(state, a), state.controller((a.x, a.y)) == seat, -builds.index(a))

        return max(builds, key=key)


class GrabLots(CartelPlan):
    name = "grab-lots"

    def act(self, state, seat, legal):
        lots = [a for a in of_type(legal, Build) if height(state, a) == 0 and a.card != "security"]
        return lots[0] if lots else None

    def fallback(self, state, seat, legal, rng):
        if state.stage != "action" or state.window() is not None:
            return self.normal.choose(state, seat, rng)
        flat = [a for a in legal if not (isinstance(a, Build) and height(state, a) > 0)]
        return self.normal.choose_among(state, seat, flat, rng)


class BribeOfficials(CartelPlan):
    name = "bribe-officials"

    def act(self, state, seat, legal):
        if Snitch() in legal:
            return Snitch()
        bribes = of_type(legal, Bribe)
        return bribes[0] if bribes else None


PLANS = {p.name: p for p in (BuildTallest, GrabLots, BribeOfficials)}
