"""Star Cargo (2-4 players): a card-driven hauling race between planets."""
from game.games import GameSpec

SPEC = GameSpec(
    id="star-cargo",
    name="Star Cargo",
    order=2,
    package=__name__,
    min_players=2,
    max_players=4,
    length="20 min",
    pitch=("A brisk hauling race with a deck of cards: pick up cargo, hop planets, sell where the suit matches."),
    table="table:StarCargoTable",
    hint_reason="bot:hint_reason",
    art="star-cargo.png",
    hue=200,
)
