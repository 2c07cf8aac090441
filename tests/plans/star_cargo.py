"""Star Cargo plans.  The start planet and everything the plan leaves open
are Normal's (StarCargoBot's evaluation, over the actions the plan allows).

- always-sell-first: sells whenever it can, and picks up whenever its hold
  is empty and there is cargo where it stands.
- chase-colonies: sells only at colonies (they always buy); with cargo it
  flies to a colony that buys it, and while none is in play it discovers
  new planets to find one, or once the bank is empty swaps its cargo for the
  one where it stands (a pick-up deals a card, so the game moves on); with
  an empty hold it picks up what lies here.
"""
from __future__ import annotations

from game.games.star_cargo.bot import StarCargoBot, _Plan
from game.games.star_cargo.rules.actions import ChoosePlanet, Discover, Move, PickUp, Sell

from .base import PlanBot, of_type

GAME_ID = "star-cargo"


class StarCargoPlan(PlanBot):
    def __init__(self):
        self.normal = StarCargoBot()

    def allowed(self, state, seat, legal) -> list:
        return legal

    def fallback(self, state, seat, legal, rng):
        if isinstance(legal[0], ChoosePlanet):
            return self.normal.choose(state, seat, rng)
        options = self.allowed(state, seat, legal) or legal
        plan = _Plan(state, seat, self.normal.gamma)
        values = [plan.evaluate(a) for a in options]
        best = max(values)
        ties = [a for a, v in zip(options, values) if v >= best - 1e-9]
        return ties[0] if len(ties) == 1 else rng.choice(ties)


class AlwaysSellFirst(StarCargoPlan):
    name = "always-sell-first"

    def plan(self, state, seat, legal, rng):
        if Sell() in legal:
            return Sell()
        if state.holds[seat] < 0 and PickUp() in legal:
            return PickUp()
        return None


def colony_buyers(state, seat) -> list:
    """Colonies in play that buy the cargo in the seat's hold (not its origin)."""
    hold = state.holds[seat]
    if hold < 0:
        return []
    suit = state.cat.suit_of[hold]
    return [p for p, card in state.colonised.items()
            if p != state.origins[seat] and state.cat.suit_of[card] == suit]


class ChaseColonies(StarCargoPlan):
    name = "chase-colonies"

    def allowed(self, state, seat, legal):
        here = state.ships[seat]
        return [a for a in legal if not (isinstance(a, Sell) and here not in state.colonised)]

    def plan(self, state, seat, legal, rng):
        if Sell() in legal and state.ships[seat] in state.colonised:
            return Sell()
        if state.holds[seat] < 0:
            return PickUp() if PickUp() in legal else None
        buyers = colony_buyers(state, seat)
        planet_of = state.cat.planet_index
        moves = [a for a in of_type(legal, Move) if planet_of[a.planet] in buyers]
        if moves:
            return moves[0]
        if not buyers:
            discover = of_type(legal, Discover)
            if discover:
                return discover[0]
            if not state.planets_in_bank() and PickUp() in legal:
                return PickUp()  # nothing left to discover: trade the cargo for one a colony may buy
        return None


PLANS = {p.name: p for p in (AlwaysSellFirst, ChaseColonies)}
