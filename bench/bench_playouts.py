"""Random-playout speed of every game's rules, smallest and largest table:
legal actions and apply only (what a search's rollouts cost), in decisions
per CPU second.  Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_playouts.py [--seconds S] [--games id,id]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games import get_ruleset  # noqa: E402

GAMES = {  # game id: options
    "star-cargo": {},
    "star-cartel": {"abilities": True},
    "captain": {},
    "cartel": {},
    "star-traders": {"version": "imperial"},
}


def rate(game_id: str, options: dict, players: int, seconds: float) -> tuple[float, int]:
    """Decisions per CPU second over random games until `seconds` of CPU have passed; games played."""
    ruleset = get_ruleset(game_id)
    decisions = games = 0
    start = time.process_time()
    seed = 0
    while time.process_time() - start < seconds:
        rng = random.Random(seed)
        state = ruleset.new_game(players, dict(options), seed)
        for _ in range(5000):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        games += 1
        seed += 1
    return decisions / (time.process_time() - start), games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per game and table size")
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print(f"{'game':14} {'seats':>5} {'decisions/CPU s':>16} {'games':>6}")
    for game_id in args.games.split(","):
        options, ruleset = GAMES[game_id], get_ruleset(game_id)
        for players in (ruleset.min_players, ruleset.max_players):
            r, n = rate(game_id, options, players, args.seconds)
            print(f"{game_id:14} {players:>5} {r:>16,.0f} {n:>6}", flush=True)


if __name__ == "__main__":
    main()
