"""Cartel actions: small frozen records that name card kinds (never card
instances), so one search tree serves every sampled hand.  Cells are x, y."""
from __future__ import annotations

from game.rules.core import action

GAME_ID = "cartel"

NAMES = {
    "anniewares": "Anniewares", "toptech": "TopTech", "groundhog": "Groundhog Coffees",
    "double_down": "Double Down", "neue_news": "Neue News Network", "skyline": "Skyline Construction",
    "manned": "Manned Managing", "shelfcorp": "ShelfCorp", "laundromat": "Lucy's Laundromat",
    "security": "Private Security", "consulting": "Efficient Consulting", "juan": "Captain Juan",
    "tu": "Congressman Tu", "tracy": "Detective Tracy", "ford": "Inspector Ford", "fivel": "Informant Fivel",
    "sachs": "Warden Sachs", "sven": "Sneaky Sven", "snitch": "The Snitch", "straight": "straight road",
    "corner": "corner road", "tee": "T-junction", "agent": "Agent",
}


def name(card) -> str:
    return NAMES.get(card, str(card)) if isinstance(card, str) else str(card)


def seat_name(seat) -> str:
    return f"Player {seat + 1}" if isinstance(seat, int) else f"player {seat!r}"


@action(GAME_ID)
class PlaceFirst:
    keys_in_order = True  # setup only
    card: str
    x: int
    y: int

    def label(self):
        return f"Open {name(self.card)} at ({self.x}, {self.y}) with an Agent"


@action(GAME_ID)
class Draw:
    def label(self):
        return "Draw a card"


@action(GAME_ID)
class Build:
    card: str
    x: int
    y: int

    def label(self):
        return f"Build {name(self.card)} at ({self.x}, {self.y})"


@action(GAME_ID)
class Road:
    card: str
    x: int
    y: int
    rot: int

    def label(self):
        turn = f"{self.rot * 90} degrees" if isinstance(self.rot, int) else repr(self.rot)
        return f"Lay a {name(self.card)} at ({self.x}, {self.y}), turned {turn}"


@action(GAME_ID)
class Bribe:
    card: str

    def label(self):
        return f"Buy off {name(self.card)}"


@action(GAME_ID)
class Snitch:
    def label(self):
        return "The Snitch: end the game"


@action(GAME_ID)
class Move:
    x: int
    y: int
    tx: int
    ty: int
    count: int

    def label(self):
        agents = "an Agent" if self.count == 1 else f"{self.count} Agents"
        return f"Move {agents} from ({self.x}, {self.y}) to ({self.tx}, {self.ty})"


@action(GAME_ID)
class Summon:
    seat: int

    def label(self):
        return f"Congressman Tu: lean on {seat_name(self.seat)}"


@action(GAME_ID)
class Discard:
    card: str

    def label(self):
        return f"Discard {name(self.card)}"


@action(GAME_ID)
class PlaceAgent:
    x: int
    y: int

    def label(self):
        return f"Put the new Agent at ({self.x}, {self.y})"


@action(GAME_ID)
class Attack:
    seat: int

    def label(self):
        return f"Trash an Agent of {seat_name(self.seat)}"


@action(GAME_ID)
class Skip:
    ends_turn = True  # a pass: the table's 0 key

    def label(self):
        return "Skip"


@action(GAME_ID)
class Shadow:
    seat: int
    x: int
    y: int
    tx: int
    ty: int

    def label(self):
        return f"Detective Tracy: shift {seat_name(self.seat)}'s Agent from ({self.x}, {self.y}) to ({self.tx}, {self.ty})"


@action(GAME_ID)
class Remove:
    seat: int
    x: int
    y: int

    def label(self):
        return f"Captain Juan: trash {seat_name(self.seat)}'s Agent at ({self.x}, {self.y})"


@action(GAME_ID)
class Retrieve:
    card: str

    def label(self):
        return f"Inspector Ford: take {name(self.card)} from the discards"


@action(GAME_ID)
class Swap:
    seat: int
    card: str  # "agent" or an Official kind
    x: int
    y: int

    def label(self):
        if self.card == "agent":
            return f"Sneaky Sven: trade for {seat_name(self.seat)}'s Agent at ({self.x}, {self.y})"
        return f"Sneaky Sven: trade for {seat_name(self.seat)}'s {name(self.card)}"


@action(GAME_ID)
class Appoint:
    card: str

    def label(self):
        return f"Put {name(self.card)} into service (no arrival effect)"


@action(GAME_ID)
class Reveal:
    def label(self):
        return "Show your hand (no Official in it)"


@action(GAME_ID)
class SaveAgent:
    def label(self):
        return "Warden Sachs: pay 3 cards to send the Agent to your tallest building"
