"""Star Traders actions: small frozen records naming kinds, never card
instances (a contract is named by its slot 1..N on the board, a world by its
number), so one search tree serves every sampled deck and hand.  `ship` is 0
except for the Tycoon's second ship (1)."""
from __future__ import annotations

from game.rules.core import action

GAME_ID = "star-traders"


def seat_name(seat) -> str:
    return f"Player {seat + 1}" if isinstance(seat, int) else f"player {seat!r}"


def _ship(ship: int) -> str:
    return " (second ship)" if ship else ""


# ---------------------------------------------------------------- setup

@action(GAME_ID)
class ChoosePersonality:
    keys_in_order = True  # setup only
    personality: str

    def label(self):
        return f"Play as the {self.personality.capitalize()}"


@action(GAME_ID)
class StartAt:
    keys_in_order = True  # setup only
    world: int

    def label(self):
        return f"Start at world {self.world} with your first station"


@action(GAME_ID)
class PlaceStation:
    keys_in_order = True  # setup only
    world: int

    def label(self):
        return f"Place a starting station at world {self.world}"


# ---------------------------------------------------------------- actions of a turn

@action(GAME_ID)
class Roll:
    def label(self):
        return "Roll the action die for a jump"


@action(GAME_ID)
class UseDie:
    """Strategist: take one of the dice rolled at the start of the turn."""
    value: int

    def label(self):
        return f"Use a rolled {self.value}"


@action(GAME_ID)
class Combine:
    """Strategist: two rolled dice become one roll of their sum (two actions)."""
    a: int
    b: int

    def label(self):
        return f"Combine {self.a} and {self.b} into a roll of {self.a + self.b} (uses two actions)"


@action(GAME_ID)
class Jump:
    """A jump along a jumpline the current roll allows, or a roll-free jump
    (own beacon, the Insider in the Core, the Rogue's free beacon)."""
    to: int
    ship: int = 0

    def label(self):
        return f"Jump to world {self.to}{_ship(self.ship)}"


@action(GAME_ID)
class AskBeacon:
    """Ask the owner of the station at `to` to let you use its beacon, for `fee`."""
    to: int
    fee: int
    ship: int = 0

    amount_field = "fee"  # any whole fee up to what the asker holds (amount_range)

    def label(self):
        offer = f"offering ${self.fee}" if self.fee else "offering nothing"
        return f"Ask to use the beacon at world {self.to}, {offer}{_ship(self.ship)}"


@action(GAME_ID)
class RandomJump:
    ship: int = 0

    def label(self):
        return f"Random jump (two dice name the world; ends your actions){_ship(self.ship)}"


@action(GAME_ID)
class Stay:
    """Nova: a roll that does not move pays $1."""

    def label(self):
        return "Stay put and take $1"


@action(GAME_ID)
class PickUp:
    slot: int
    ship: int = 0

    def label(self):
        return f"Pick up the cargo of contract {self.slot}{_ship(self.ship)}"


@action(GAME_ID)
class PickUpMission:
    ship: int = 0

    def label(self):
        return f"Pick up your Imperial Mission cargo{_ship(self.ship)}"


@action(GAME_ID)
class Shift:
    frm: int
    to: int

    def label(self):
        return f"Shift your cargo from contract {self.frm} to contract {self.to}"


@action(GAME_ID)
class Abandon:
    slot: int

    def label(self):
        return f"Abandon the cargo of contract {self.slot}"


@action(GAME_ID)
class Build:
    world: int

    def label(self):
        return f"Build a station at world {self.world}"


@action(GAME_ID)
class LocalBusiness:
    def label(self):
        return "Conduct local business (+$1)"


@action(GAME_ID)
class Petition:
    def label(self):
        return "Petition the Emperor"


@action(GAME_ID)
class EndTurn:
    ends_turn = True

    def label(self):
        return "End your turn"


# ---------------------------------------------------------------- the Black Hole's petitions

@action(GAME_ID)
class PetitionStation:
    """Black Hole: petition for Imperial status for the station at `world`."""
    world: int

    def label(self):
        return f"Petition for Imperial status at world {self.world}"


@action(GAME_ID)
class PayPrice:
    def label(self):
        return "Pay the Emperor's price"


@action(GAME_ID)
class DeclinePrice:
    def label(self):
        return "Do not pay (lose 4 Prestige)"


# ---------------------------------------------------------------- answers out of turn

@action(GAME_ID)
class Grant:
    def label(self):
        return "Grant the use of your beacon"


# The beacon owner refuses with the deal steps' Refuse: two action types of
# one name would read back wrongly from a saved game.
from game.rules.deals import Refuse  # noqa: E402
