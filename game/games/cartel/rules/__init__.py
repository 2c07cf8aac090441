"""Cartel (2-4 players): build Businesses into towers along a growing street,
move Agents in to control them, buy off the city's Officials.  Pure rules,
no pygame.  The city model is ours (games/cartel.md); interpretations are in
content/cartel/rules.md."""
from game.rules.core import Ruleset, register

from .actions import (GAME_ID, Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent,  # noqa: F401
                      PlaceFirst, Remove, Retrieve, Reveal, Road, SaveAgent, Shadow, Skip, Snitch, Summon, Swap,
                      name)
from .data import BUSINESSES, KINDS, OFFICIALS, ROADS, SNITCH, Content, default_content, load_content  # noqa: F401
from .scoring import controller  # noqa: F401
from .state import CartelState  # noqa: F401


class Cartel(Ruleset):
    id = GAME_ID
    name = "Cartel"
    min_players = 2
    max_players = 4
    tiebreak_labels = ("buildings controlled", "Officials", "Agents in the city")
    pending_kinds = ("summoned", "sachs", "sachs-pay")

    def __init__(self, content: Content | None = None):
        self._content = content

    @property
    def content(self) -> Content:
        return self._content or default_content()

    def new_game(self, players: int, options: dict | None = None, seed: int = 0) -> CartelState:
        self.check_players(players)
        options = self.resolve_options(options)
        return CartelState.setup(self.content, players, options, seed)


RULESET = register(Cartel())
