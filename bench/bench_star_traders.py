"""Star Traders speed: random-playout decisions per second per version
(rules only), clone and determinize costs, and Normal's decision time.
Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_star_traders.py [--games N]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.star_traders.bot import NormalBot  # noqa: E402
from game.games.star_traders.rules import RULESET  # noqa: E402

VERSIONS = ("family", "nova", "super-nova", "imperial", "black-hole")


def random_playouts(version: str, games: int) -> None:
    decisions = 0
    capped = 0
    start = time.perf_counter()
    for seed in range(games):
        state = RULESET.new_game(2 + seed % 5, {"version": version}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        capped += state.ended_by == "cap"
    elapsed = time.perf_counter() - start
    print(f"{version:10s} random playouts: {games} games (2-6 traders), {decisions} decisions, "
          f"{decisions / elapsed:,.0f} decisions/s, {elapsed / games * 1000:.0f} ms per game, {capped} hit the cap")


def copies(samples: int = 2000) -> None:
    state = RULESET.new_game(4, {"personalities": "random"}, 1)
    rng = random.Random(1)
    for _ in range(120):
        state.apply(rng.choice(state.legal_actions()))
    start = time.perf_counter()
    for _ in range(samples):
        state.clone()
    clone = (time.perf_counter() - start) / samples
    start = time.perf_counter()
    for i in range(samples):
        state.determinize(0, random.Random(i))
    det = (time.perf_counter() - start) / samples
    print(f"clone {clone * 1e6:.1f} us, determinize {det * 1e6:.1f} us (4 traders)")


def heuristic_times(games: int) -> None:
    bot = NormalBot()
    times = []
    for seed in range(games):
        state = RULESET.new_game(4, {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            t = time.perf_counter()
            action = bot.choose(state, state.to_act, rng)
            times.append(time.perf_counter() - t)
            state.apply(action)
    times.sort()
    print(f"Normal: {len(times)} decisions, median {statistics.median(times) * 1e3:.2f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1e3:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print("(timings on a shared machine: indicative only)")
    for version in VERSIONS:
        random_playouts(version, args.games)
    copies()
    heuristic_times(max(2, args.games // 5))


if __name__ == "__main__":
    main()
