"""Star Traders (2-6 players): all five versions (Super Nova, Nova, Family, Imperial, Black Hole)."""
from game.games import GameSpec

SPEC = GameSpec(
    id="star-traders",
    name="Star Traders",
    order=4,
    package=__name__,
    min_players=2,
    max_players=6,
    length="90 min",
    pitch=("Run exotic goods along the arms of a 36-world galaxy, weather calamities and court the Empire."),
    rules="rules",
    bot="bot",
    table="table:StarTradersTable",
    art="star-traders.png",
    hue=250,
    hint_reason="move_reasons:hint_reason",
    # content/star_traders/limits.yaml ends a game after 150 rounds: 900 turns
    # of 6 traders, up to about 70 decisions each with every reaction window
    max_decisions=100_000,
)
