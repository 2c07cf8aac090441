"""How long can a real game get?  Plays random games of every playable game
at every player count and prints the most moves seen and the biggest save,
beside the limit each game declares (GameSpec.max_decisions, which bounds its
saves and the simulator's stall guard) and save_format.MAX_SAVE_BYTES.

    .venv/bin/python bench/bench_save_limits.py [games per player count]
"""
from __future__ import annotations

import random
import sys

from game import save_format
from game.games import all_specs
from game.session import Match, Seat


def main(n: int = 20) -> None:
    for spec in all_specs():
        rs = spec.ruleset()
        if rs is None:
            continue
        limit = save_format.action_limit(rs.id)
        longest, biggest = 0, 0
        for players in range(rs.min_players, rs.max_players + 1):
            for g in range(n):
                m = Match(rs.id, [Seat(f"P{i}", "random", i) for i in range(players)], seed=g)
                rng = random.Random(g)
                while not m.state.is_over and len(m.steps) < limit:
                    m.apply(rng.choice(m.state.legal_actions()))
                longest = max(longest, len(m.steps))
                biggest = max(biggest, len(m.dumps()))
        print(f"{rs.id:12} longest random game {longest:6} moves (declared limit {limit:6}), "
              f"biggest save {biggest // 1024:5} KB")
    print(f"limits of any save: {save_format.MAX_ACTIONS} moves, {save_format.MAX_SAVE_BYTES // 1024} KB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
