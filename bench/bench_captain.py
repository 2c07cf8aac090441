"""Captain of the Stars benchmarks (no asserts on time).

    .venv/bin/python bench/bench_captain.py [--games N] [--winshare N]

Prints random-playout decisions per second (rules only, no bots), the
heuristic bot's median and 95th-percentile decision time, and optionally the
heuristic's win share against two random players (seat-rotated)."""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide, make_bot  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.simulate import play_game  # noqa: E402


def random_playouts(games: int) -> None:
    ruleset = get_ruleset("captain")
    for players in (3, 6):
        ruleset.new_game(players, {}, 0)  # build the board geometry once
    decisions = 0
    start = time.perf_counter()
    for g in range(games):
        players = 3 + g % 4
        state = ruleset.new_game(players, {}, g)
        rng = random.Random(g)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts: {games} games, {decisions} decisions, {decisions / elapsed:.0f} decisions/s "
          f"({decisions / games:.0f} per game)")


def heuristic_times(games: int) -> None:
    ruleset = get_ruleset("captain")
    bot = make_bot("captain", "normal")
    times = []
    for g in range(games):
        players = 3 + g % 4
        state = ruleset.new_game(players, {}, 500 + g)
        n = 0
        while not state.is_over:
            t0 = time.perf_counter()
            action = decide(state, bot, 500 + g, n)
            times.append(time.perf_counter() - t0)
            state.apply(action)
            n += 1
    times.sort()
    print(f"heuristic decisions: {len(times)}, median {statistics.median(times) * 1000:.2f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1000:.2f} ms, max {times[-1] * 1000:.1f} ms")


def win_share(games: int) -> None:
    wins = 0.0
    for g in range(games):
        seats = ["random", "random", "random"]
        seats[g % 3] = "normal"
        result = play_game("captain", seats, 7000 + g, {}, check_invariants=False)
        wins += sum(1 / len(result.winners) for w in result.winners if seats[w] == "normal")
    print(f"heuristic vs 2 random (3 players, seat-rotated, target 100): won {wins:.1f} of {games} "
          f"({100 * wins / games:.0f}%; an even share would be 33%)")


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--winshare", type=int, default=0, help="also play N heuristic-vs-random games")
    args = p.parse_args()
    random_playouts(args.games)
    heuristic_times(max(4, args.games // 5))
    if args.winshare:
        win_share(args.winshare)
    return 0


if __name__ == "__main__":
    sys.exit(main())
