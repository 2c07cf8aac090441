"""Star Cartel (3-6 players): load contraband from the hub, deliver full holds
to move the cartel's prices, stash one set in secret; richest stash wins."""
from game.games import GameSpec

SPEC = GameSpec(
    id="star-cartel",
    name="Star Cartel",
    order=1,
    package=__name__,
    min_players=3,
    max_players=6,
    length="45 min",
    pitch=("Fill your freighter with contraband, deliver full holds and push the cartel's prices your way."),
    table="table:StarCartelTable",
    hint_reason="bot:hint_reason",
    art="star-cartel.png",
    hue=20,
)
