"""Captain of the Stars decisions.  Each is one small choice; hexes are axial
(q, r) and seats are 0-based (labels say "player N", 1-based)."""
from __future__ import annotations

from game.rules.core import Action, action

GAME = "captain"

MODULE_NAMES = {"weapon": "weapons", "shields": "shields", "engine": "engine"}


def _who(seat: int) -> str:
    return f"player {seat + 1}"


@action(GAME)
class Move(Action):
    q: int
    r: int

    def label(self):
        return f"Move to ({self.q}, {self.r})"


@action(GAME)
class Build(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put

    def label(self):
        return "Build a settlement here"


@action(GAME)
class Fortify(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put
    points: int

    def label(self):
        return f"Fortify this settlement by {self.points}"


@action(GAME)
class PlaceGem(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put

    def label(self):
        return "Place a trade route gem here"


@action(GAME)
class AttackShip(Action):
    seat: int

    def label(self):
        return f"Attack the ship of {_who(self.seat)}"


@action(GAME)
class AttackSettlement(Action):
    q: int
    r: int

    def label(self):
        return f"Attack the settlement at ({self.q}, {self.r})"


@action(GAME)
class AttackGem(Action):
    q: int
    r: int

    def label(self):
        return f"Destroy the route gem at ({self.q}, {self.r})"


@action(GAME)
class Hire(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put

    def label(self):
        return "Hire crew (reveal two candidates)"


@action(GAME)
class KeepCrew(Action):
    keys_in_order = True  # numbered as the candidates' cards lie, left to right
    choice: int

    def label(self):
        return f"Take candidate {self.choice + 1} into your crew"


@action(GAME)
class ReplaceCrew(Action):
    choice: int
    slot: int

    def label(self):
        return f"Take candidate {self.choice + 1} in place of crew member {self.slot + 1}"


@action(GAME)
class HireAnother(Action):
    def label(self):
        return "Hire another crew member"


@action(GAME)
class DoneHiring(Action):
    def label(self):
        return "Stop hiring"


@action(GAME)
class StartUpgrade(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put

    def label(self):
        return "Visit the shipyard to upgrade"


@action(GAME)
class Upgrade(Action):
    keys_in_order = True  # the shipyard: in the order of its columns
    module: str

    def label(self):
        return f"Buy the next {MODULE_NAMES.get(self.module, self.module)} level"


@action(GAME)
class DoneUpgrading(Action):
    keys_in_order = True  # the shipyard: in the order of its columns

    def label(self):
        return "Leave the shipyard"


@action(GAME)
class Repair(Action):
    keys_in_order = True  # a main action of the turn: its place (and key) in the bar stays put
    points: int

    def label(self):
        return f"Repair {self.points} health"


@action(GAME)
class Jump(Action):
    q: int
    r: int

    def label(self):
        return f"Discard your jump pilot to jump to your settlement at ({self.q}, {self.r})"


@action(GAME)
class SellBounty(Action):
    points: int

    def label(self):
        return f"Sell {self.points} BP on the black market"


@action(GAME)
class Deflect(Action):
    def label(self):
        return "Discard your deflector chief to take no damage"


@action(GAME)
class TakeHit(Action):
    def label(self):
        return "Take the damage (keep your deflector chief)"


@action(GAME)
class EndTurn(Action):
    ends_turn = True

    def label(self):
        return "End your turn"
