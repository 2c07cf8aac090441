"""Star Cartel speed: random-playout decisions per second (rules only), and
the heuristic bot's median / 95th-percentile decision time inside decide().
Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_star_cartel.py [--games N] [--winshare N]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games import get_ruleset  # noqa: E402
from game.simulate import play_game  # noqa: E402

GAME = "star-cartel"


def random_playouts(games: int) -> None:
    ruleset = get_ruleset(GAME)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ruleset.new_game(3 + seed % 4, ruleset.resolve_options({}), seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts: {games} games, {decisions} decisions, {decisions / elapsed:,.0f} decisions/s "
          f"({elapsed / games * 1000:.1f} ms per game)")


def heuristic_times(games: int) -> None:
    times: list[float] = []
    for g in range(games):
        players = 3 + g % 4
        result = play_game(GAME, ["normal"] * players, 10_000 + g, check_invariants=False, time_decisions=True)
        times += result.decision_times["normal"]
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"heuristic bot: {len(times)} decisions, median {statistics.median(times) * 1000:.3f} ms, "
          f"p95 {p95 * 1000:.3f} ms (including determinize)")


def win_share(games: int, players: int = 4) -> None:
    wins = 0.0
    start = time.perf_counter()
    for g in range(games):
        seat = g % players
        seats = ["random"] * players
        seats[seat] = "normal"
        result = play_game(GAME, seats, 20_000 + g, check_invariants=False)
        if seat in result.winners:
            wins += 1 / len(result.winners)
    print(f"heuristic vs {players - 1} random, seat-rotated: {wins:g}/{games} wins = {wins / games:.1%} "
          f"(fair share {1 / players:.0%}; {time.perf_counter() - start:.1f} s)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300, help="random playouts to time")
    p.add_argument("--bot-games", type=int, default=40, help="all-heuristic games to time")
    p.add_argument("--winshare", type=int, default=200, help="games of 1 heuristic vs 3 random (0: skip)")
    args = p.parse_args()
    random_playouts(args.games)
    heuristic_times(args.bot_games)
    if args.winshare:
        win_share(args.winshare)


if __name__ == "__main__":
    main()
