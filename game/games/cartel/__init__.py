"""Cartel (2-4 players): stack Businesses into towers along a growing street,
hold them with Agents and buy off the Officials."""
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
    rules="rules",
    bot="bot",
    table="table:CartelTable",
    art="cartel.png",
    hue=300,
    hint_reason="move_reasons:hint_reason",
)
