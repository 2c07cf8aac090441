"""Captain of the Stars (3-6 players): fly, fight and settle a galaxy of hex tiles."""
from game.games import GameSpec

SPEC = GameSpec(
    id="captain",
    name="Captain of the Stars",
    order=5,
    package=__name__,
    min_players=3,
    max_players=6,
    length="90 min",
    pitch=("Fly, fight and settle a galaxy of hex tiles; upgrade your ship module by module and outshine rival captains."),
    table="table:CaptainTable",
    hint_reason="bot:hint_reason",
    art="captain.png",
    hue=40,
)
