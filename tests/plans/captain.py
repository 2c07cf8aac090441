"""Captain of the Stars plans.

All three leave crew, the shipyard, repairs and the deflector choice to
Normal (CaptainBot); in the main part of a turn they fall back to Normal's
planner over the legal actions their plan allows.

- fortify-only: never attacks, never places a route gem; fortifies an own
  settlement by as much as it can pay whenever it stands on one, and flies
  to the nearest own settlement with room while it can pay a point; builds
  where Normal would (settlements are what it fortifies).
- rush-trade-routes: never attacks; places a route gem on every hex next to
  one of its settlements or gems it stands on, and flies to the nearest such
  hex while it has actions; builds where Normal would.
- attack-nearest: attacks whenever it can (a ship first, then a settlement,
  then a route gem, the nearest first), and otherwise flies at the nearest
  rival ship outside Federation space, except when Normal would head home
  to repair or shop.
"""
from __future__ import annotations

from game.games.captain.bot import CaptainBot, Planner
from game.games.captain.rules import actions as A

from .base import PlanBot, of_type, without

GAME_ID = "captain"
ATTACKS = (A.AttackShip, A.AttackSettlement, A.AttackGem)


class CaptainPlan(PlanBot):
    forbidden: tuple = ()

    def __init__(self):
        self.normal = CaptainBot()

    def fallback(self, state, seat, legal, rng):
        if state.mode != "turn":
            return self.normal.choose(state, seat, rng)
        return Planner(state, seat, self.normal.aggression).choose(without(legal, *self.forbidden))

    @staticmethod
    def step_to_nearest(state, seat, legal, targets):
        """The move towards the nearest of `targets` (hexes), or None."""
        moves = of_type(legal, A.Move)
        if not moves or not targets:
            return None
        here = state.players[seat].pos
        d = state.board.dist[here]
        goal = min(targets, key=lambda h: (d[h], h))
        if goal == here:
            return None
        return Planner(state, seat, 1.0).step(moves, goal)


class FortifyOnly(CaptainPlan):
    name = "fortify-only"
    forbidden = ATTACKS + (A.PlaceGem,)

    def plan(self, state, seat, legal, rng):
        if state.mode != "turn" or state.shared(seat):
            return None
        fortify = of_type(legal, A.Fortify)
        if fortify:
            return max(fortify, key=lambda a: a.points)
        p = state.players[seat]
        if p.resources < state.fortify_cost(seat):
            return None
        top = state.content.numbers.settlement_max_health
        room = [h for h in state.owned_settlements(seat) if state.settlements[h][1] < top]
        return self.step_to_nearest(state, seat, legal, room)


class RushTradeRoutes(CaptainPlan):
    name = "rush-trade-routes"
    forbidden = ATTACKS

    @staticmethod
    def route_hexes(state, seat) -> set:
        """Free hexes next to our settlements or gems where a gem may go."""
        planner = Planner(state, seat, 1.0)
        pieces = set(state.owned_settlements(seat)) | {h for h, o in state.gems.items() if o == seat}
        return {h for piece in pieces for h in state.board.neighbours[piece] if planner.can_gem(h)}

    def plan(self, state, seat, legal, rng):
        if state.mode != "turn" or state.shared(seat):
            return None
        spots = self.route_hexes(state, seat)
        here = state.players[seat].pos
        if A.PlaceGem() in legal and here in spots:
            return A.PlaceGem()
        if state.actions < 1:
            return None
        return self.step_to_nearest(state, seat, legal, spots)


class AttackNearest(CaptainPlan):
    name = "attack-nearest"

    def plan(self, state, seat, legal, rng):
        if state.mode != "turn" or state.shared(seat):
            return None
        d = state.board.dist[state.players[seat].pos]
        for kind in ATTACKS:
            attacks = of_type(legal, kind)
            if attacks:
                if kind is A.AttackShip:
                    return min(attacks, key=lambda a: (d[state.players[a.seat].pos], a.seat))
                return min(attacks, key=lambda a: (d[(a.q, a.r)], a.q, a.r))
        planner = Planner(state, seat, 1.0)
        if planner.needs_federation():
            return None
        fed = state.board.federation
        rivals = [p.pos for i, p in enumerate(state.players) if i != seat and p.pos not in fed]
        return self.step_to_nearest(state, seat, legal, rivals)


PLANS = {p.name: p for p in (FortifyOnly, RushTradeRoutes, AttackNearest)}
