"""Cartel (2-4 players): in development; the menu shows its tile."""
from game.games import GameSpec

SPEC = GameSpec(
    id="cartel",
    name="Cartel",
    order=3,
    package=__name__,
    min_players=2,
    max_players=4,
    length="60 min",
    pitch=("Stack businesses into towers, slip agents inside and buy the city's officials before your rivals do."),
    rules=None,  # not playable yet: the menu shows the tile as "in development"
    bot=None,
    art="cartel.png",
    hue=300,
)
