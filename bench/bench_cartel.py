"""Cartel speed and strength: random-playout decisions per second (rules
only), Normal's and Hard's decision times (median, p95) and tournaments with
Wilson intervals.  Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_cartel.py [--games N] [--hard-games N] [--seats hard,normal]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.simulate import play_game  # noqa: E402
from game.games.cartel.bot import CartelBot  # noqa: E402
from game.games.cartel.rules import Road  # noqa: E402
from game.tournament import format_result, run_tournament, wilson  # noqa: E402

GAME = "cartel"


def random_playouts(games: int) -> None:
    ruleset = get_ruleset(GAME)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ruleset.new_game(2 + seed % 3, {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts: {games} games, {decisions} decisions, {decisions / elapsed:,.0f} decisions/s "
          f"({elapsed / games * 1000:.1f} ms per game)")


def _times(label: str, times: list) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{label}: {len(times)} decisions, median {statistics.median(times) * 1000:.1f} ms, "
          f"p95 {p95 * 1000:.1f} ms (including determinize and forced moves)")


def decision_times(level: str, games: int) -> None:
    times: list[float] = []
    for g in range(games):
        players = 2 + g % 3
        seats = [level] + ["normal"] * (players - 1)
        result = play_game(GAME, seats, 10_000 + g, check_invariants=False, time_decisions=True)
        times += [secs for seat, secs, _ in result.decision_log if seat == 0]
    _times(level, times)


def roads_head_to_head(games: int, seed: int) -> None:
    """Normal with its road look-ahead against Normal without it, 2 players,
    seats swapped every other game on the same deal; also road plays per game."""
    won = 0.0
    roads = {True: 0, False: 0}
    for i in range(games):
        deal = seed + i // 2
        flags = [True, False] if i % 2 == 0 else [False, True]
        bots = [CartelBot(roads=f) for f in flags]
        state = get_ruleset(GAME).new_game(2, {}, deal)
        n = 0
        while not state.is_over:
            seat = state.to_act
            a = decide(state, bots[seat], deal, n)
            roads[flags[seat]] += isinstance(a, Road)
            state.apply(a)
            n += 1
        keys = {sc.seat: sc.key for sc in state.scores()}
        new, old = flags.index(True), flags.index(False)
        won += 1.0 if keys[new] > keys[old] else 0.5 if keys[new] == keys[old] else 0.0
    lo, hi = wilson(won, games)
    print(f"normal with roads vs without: {games} games (2p, seats swapped), won {won / games:.0%} "
          f"95% [{lo:.2f}, {hi:.2f}]; road plays per game: with {roads[True] / games:.2f}, "
          f"without {roads[False] / games:.2f}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200, help="random playouts")
    p.add_argument("--heuristic-games", type=int, default=12)
    p.add_argument("--hard-games", type=int, default=0, help="games for Hard's decision times")
    p.add_argument("--seats", action="append", default=[], help="a tournament, e.g. hard,normal (repeatable)")
    p.add_argument("--tournament-games", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="Hard's fixed rollout budget per decision (default: its time budget)")
    p.add_argument("--roads-games", type=int, default=0, help="Normal with roads vs without, 2p")
    args = p.parse_args(argv)
    if args.games:
        random_playouts(args.games)
    if args.heuristic_games:
        decision_times("normal", args.heuristic_games)
    if args.hard_games:
        decision_times("hard", args.hard_games)
    if args.roads_games:
        roads_head_to_head(args.roads_games, args.seed)
    for seats in args.seats:
        def progress(done, total, result):  # the table so far after every game: a cut-short run still reports
            print(f"after game {done}/{total}:\n{format_result(result)}", flush=True)

        result = run_tournament(GAME, seats.split(","), args.tournament_games, seed=args.seed,
                                hard_iterations=args.hard_iterations, progress=progress)
        print(format_result(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
