"""Star Cargo (Ryan Hackel, 2012): haul cargo cards between planets and sell
them where the suit matches, until every planet in play is a colony.

Importing this package registers the ruleset under the id "star-cargo"."""
from game.rules.core import register

from .actions import ChoosePlanet, Discover, Move, PickUp, Sell
from .catalogue import Catalogue, default_catalogue, load_catalogue_from
from .state import StarCargoRuleset, StarCargoState

RULESET = register(StarCargoRuleset())

__all__ = ["RULESET", "Catalogue", "ChoosePlanet", "Discover", "Move", "PickUp", "Sell",
           "StarCargoRuleset", "StarCargoState", "default_catalogue", "load_catalogue_from"]
