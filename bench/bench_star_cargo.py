"""Star Cargo benchmarks: random playout speed, heuristic decision time and,
with --games N, the heuristic's win share against random (seat-rotated
two-player games).  Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_star_cargo.py [--seconds 5] [--games 200]
"""
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

GAME = "star-cargo"


def random_playouts(seconds: float, players: int) -> None:
    ruleset = get_ruleset(GAME)
    decisions = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = ruleset.new_game(players, {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts, {players} players: {decisions / elapsed:,.0f} decisions/s "
          f"({games} games, {decisions / games:.0f} decisions per game)")


def heuristic_times(games: int, players: int) -> None:
    ruleset = get_ruleset(GAME)
    bot = make_bot(GAME, "normal")
    times = []
    for seed in range(games):
        state = ruleset.new_game(players, {}, seed)
        n = 0
        while not state.is_over:
            t0 = time.perf_counter()
            act = decide(state, bot, seed, n)  # includes determinizing the view
            times.append(time.perf_counter() - t0)
            state.apply(act)
            n += 1
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"heuristic decision, {players} players: median {statistics.median(times) * 1e6:.0f} us, "
          f"p95 {p95 * 1e6:.0f} us over {len(times)} decisions")


def win_share(games: int, opponent: str = "random") -> None:
    wins = 0.0
    lengths = []
    for i in range(games):
        seats = ["normal", opponent] if i % 2 == 0 else [opponent, "normal"]
        me = seats.index("normal")
        result = play_game(GAME, seats, 1000 + i, check_invariants=False)
        if me in result.winners:
            wins += 1 / len(result.winners)
        lengths.append(result.decisions)
    print(f"heuristic vs {opponent}: {wins:.1f}/{games} wins ({100 * wins / games:.1f}%), "
          f"seat-rotated 2-player games, mean length {statistics.mean(lengths):.0f} decisions")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--games", type=int, default=0, help="also measure win share over this many games")
    ap.add_argument("--opponent", default="random")
    args = ap.parse_args()
    for players in (2, 4):
        random_playouts(args.seconds, players)
    for players in (2, 4):
        heuristic_times(20, players)
    if args.games:
        win_share(args.games, args.opponent)


if __name__ == "__main__":
    main()
