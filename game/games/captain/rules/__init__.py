"""Captain of the Stars (3-6 players): fly from the Federation hub, found
settlements, link them with trade routes, upgrade your ship, and raid rivals
without letting your bounty outgrow your fame.  Game id "captain"."""
from __future__ import annotations

import random

from game.rules.core import OptionSpec, Ruleset, register
from game.games.captain.rules import actions  # noqa: F401  (registers the action types)
from game.games.captain.rules.board import make_board
from game.games.captain.rules.data import default_content
from game.games.captain.rules.state import CaptainState


class CaptainRuleset(Ruleset):
    id = "captain"
    name = "Captain of the Stars"
    min_players = 3
    max_players = 6
    options = (
        OptionSpec("target", "VP that ends the game", (50, 80, 100), 100,
                   "When a captain reaches this many VP, the round is finished and the game ends."),
        OptionSpec("layout", "Board layout", ("standard", "shuffled"), "standard",
                   "Standard puts the Federation tile in the middle; shuffled deals every tile to a random place."),
    )
    tiebreak_labels = ("most BP", "most resources", "most upgrades", "later in the round")

    def new_game(self, players, options=None, seed=0, content=None):
        self.check_players(players)
        opts = self.resolve_options(options)
        content = content or default_content()
        rng = random.Random(seed)
        board = make_board(content, players, opts["layout"], rng)
        return CaptainState.setup(content, board, players, opts, rng)


RULESET = register(CaptainRuleset())
