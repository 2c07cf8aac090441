"""Star Cargo decisions.  A turn is exactly one of PickUp, Move, Discover or
Sell; setup is one ChoosePlanet per seat.  Planets are named by content id."""
from __future__ import annotations

from game.rules.core import Action, action

from .catalogue import default_catalogue

GAME_ID = "star-cargo"


def _planet_text(pid: str) -> str:
    planet = default_catalogue().planet(pid)
    if planet is None:
        return repr(pid)
    return f"{planet.name} ({planet.colour.name})"


@action(GAME_ID)
class ChoosePlanet(Action):
    keys_in_order = True  # setup only
    planet: str

    def label(self) -> str:
        return f"Start at {_planet_text(self.planet)}"


@action(GAME_ID)
class PickUp(Action):
    keys_in_order = True  # Sell, then Pick up: each keeps its place (and key) in the bar every turn

    def label(self) -> str:
        return "Pick up the cargo here"


@action(GAME_ID)
class Move(Action):
    planet: str

    def label(self) -> str:
        return f"Fly to {_planet_text(self.planet)}"


@action(GAME_ID)
class Discover(Action):
    planet: str

    def label(self) -> str:
        return f"Discover {_planet_text(self.planet)} and fly there"


@action(GAME_ID)
class Sell(Action):
    keys_in_order = True  # Sell, then Pick up: each keeps its place (and key) in the bar every turn

    def label(self) -> str:
        return "Sell your cargo here"


PICK_UP = PickUp()
SELL = Sell()
