"""Star Cargo plans.  The start planet and everything the plan leaves open
are Normal's (StarCargoBot's evaluation, over the actions the plan allows).

- always-sell-first: sells whenever it can.  With cargo it flies to a
  planet in reach that buys it, else discovers a planet in the hope of one;
  with an empty hold it picks up what lies here, else flies to the best cargo
  in reach.  It plans its whole turn: Normal's evaluation only picks its
  start planet and breaks its dead ends.  (It used to be Normal with one
  rule added, which differed from Normal in 8-10% of its decisions, was
  worth 0.05 of a game less, and so measured Normal's noise, not a plan.)
- chase-colonies: sells only at colonies (they always buy); with cargo it
  flies to a colony that buys it, and while none is in play it discovers
  new planets to find one, or once the bank is empty swaps its cargo for the
  one where it stands (a pick-up deals a card, so the game moves on); with
  an empty hold it picks up what lies here.
"""
from __future__ import annotations

from game.games.star_cargo.bot import CargoPlan, StarCargoBot
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
        plan = CargoPlan(state, seat, self.normal.gamma)
        values = [plan.evaluate(a) for a in options]
        best = max(values)
        ties = [a for a, v in zip(options, values) if v >= best - 1e-9]
        return ties[0] if len(ties) == 1 else rng.choice(ties)


class AlwaysSellFirst(StarCargoPlan):
    name = "always-sell-first"

    def plan(self, state, seat, legal, rng):
        if Sell() in legal:
            return Sell()
        cat, hold = state.cat, state.holds[seat]
        moves = of_type(legal, Move)

        def card_at(move):  # the card under a flight's planet (every planet in play has one)
            return state.under[cat.planet_index[move.planet]]

        if hold < 0:
            if PickUp() in legal:
                return PickUp()
            cargo = [a for a in moves if not cat.is_colony[card_at(a)]]
            if cargo:
                return max(cargo, key=lambda a: cat.value_of[card_at(a)])
        else:
            buyers = [a for a in moves if cat.planet_index[a.planet] != state.origins[seat]
                      and cat.suit_of[card_at(a)] == cat.suit_of[hold]]
            if buyers:
                return buyers[0]
        discover = of_type(legal, Discover)
        return discover[0] if discover else None


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
