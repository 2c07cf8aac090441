"""Bot strength and speed figures per game (re-runnable; prints, asserts nothing).

For each game that exists, at its smallest player count:
  - Hard vs Normal, seat-rotated: Hard's win rate (target >= 60%); with 3+
    seats (hard + normals) Hard's win share against the fair share 1/n, and
    head to head how often the Hard seat finished above a Normal seat (the
    same 60% target, per pair of seats);
  - Normal vs Random, seat-rotated: Normal's win rate (target >= 90%);
  - Hard's decision time, median and p95 (targets <= 1.0 s and <= 2.0 s),
    over the decisions of the Hard vs Normal games that had 2+ legal actions.

    .venv/bin/python bench/bench_bots.py                       # all games, 20 games each
    .venv/bin/python bench/bench_bots.py --game star-cargo --games 40
    .venv/bin/python bench/bench_bots.py --hard-seconds 0.3    # quicker, weaker Hard
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games import all_rulesets, get_ruleset  # noqa: E402
from game.tournament import percentile, run_tournament, wilson  # noqa: E402


def pairing(game_id: str, players: int, top: str, other: str, games: int, seed: int,
            hard_seconds, hard_iterations, verbose: bool):
    levels = [top] + [other] * (players - 1)

    def progress(done, total, result):
        if verbose:
            print(f"\r  {top} vs {other}: game {done}/{total}", end="", flush=True, file=sys.stderr)

    result = run_tournament(game_id, levels, games, seed, hard_seconds=hard_seconds,
                            hard_iterations=hard_iterations, progress=progress)
    if verbose:
        print(file=sys.stderr)
    st = result.stats[top]
    lo, hi = wilson(st.wins, st.seat_games)
    return result, st, (lo, hi)


def line(name, st, ci, fair, target):
    return (f"  {name:<16} win {st.win_rate:5.1%}  95% [{ci[0]:.2f}, {ci[1]:.2f}]  fair {fair:.2f}  "
            f"target {target}  mean score {statistics.mean(st.scores) if st.scores else 0:.1f}")


def head_to_head(result, top: str, other: str, target: str) -> str:
    won, pairs = result.beats(top, other)
    lo, hi = wilson(won, pairs)
    return (f"  head to head     {top} above a {other} in {won / max(1, pairs):5.1%} of {pairs} seat pairs"
            f"  95% [{lo:.2f}, {hi:.2f}]  target {target}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", action="append", help="game id (repeatable); default: every game that exists")
    p.add_argument("--games", type=int, default=20, help="games of Hard vs Normal per game")
    p.add_argument("--random-games", type=int, default=None, help="games of Normal vs Random (default: --games)")
    p.add_argument("--players", type=int, default=None, help="player count (default: the game's smallest)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-seconds", type=float, default=None, help="Hard's time budget (default: the app's)")
    p.add_argument("--hard-iterations", type=int, default=None, help="Hard's iteration budget instead of time")
    p.add_argument("--skip-random", action="store_true", help="only Hard vs Normal")
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args(argv)

    import tests.ai.toygame  # noqa: F401  (so --game toy-tricks works too)
    from game.ai.search import HARD_SECONDS

    game_ids = args.game or [r.id for r in all_rulesets()]
    hard_seconds = args.hard_seconds
    if hard_seconds is None and args.hard_iterations is None:
        hard_seconds = HARD_SECONDS
    budget = (f"{args.hard_iterations} iterations" if args.hard_iterations is not None else "")
    if hard_seconds is not None:
        budget = (budget + " / " if budget else "") + f"{hard_seconds:g} s"
    print(f"Hard budget: {budget}; seed {args.seed}")
    for gid in game_ids:
        ruleset = get_ruleset(gid)
        players = args.players or ruleset.min_players
        print(f"{ruleset.name} ({gid}), {players} players")
        t0 = time.perf_counter()
        result, st, ci = pairing(gid, players, "hard", "normal", args.games, args.seed,
                                 hard_seconds, args.hard_iterations, not args.quiet)
        fair = 1 / players
        target = ">= 0.60" if players == 2 else f"> fair {fair:.2f}"
        print(line("hard vs normal", st, ci, fair, target) + f"  ({result.games} games, {len(result.errors)} errors)")
        if players > 2:
            print(head_to_head(result, "hard", "normal", ">= 0.60"))
        times = [t for t in st.times if t > 0.002]  # forced moves return at once
        if times:
            print(f"  hard decision    median {statistics.median(times):.3f} s  p95 {percentile(times, 0.95):.3f} s"
                  f"  max {max(times):.3f} s  ({len(times)} searched decisions; all decisions: "
                  f"median {statistics.median(st.times):.3f} s)  targets <= 1.0 / <= 2.0 s")
        if st.iterations:
            print(f"  hard iterations  median {statistics.median(st.iterations):.0f} per searched decision")
        for err in result.errors[:3]:
            print("  ERROR", err.splitlines()[0])
        if not args.skip_random:
            n = args.random_games if args.random_games is not None else args.games
            result2, st2, ci2 = pairing(gid, players, "normal", "random", n, args.seed,
                                        hard_seconds, args.hard_iterations, not args.quiet)
            print(line("normal vs random", st2, ci2, fair, ">= 0.90") +
                  f"  ({result2.games} games, {len(result2.errors)} errors)")
            if players > 2:
                print(head_to_head(result2, "normal", "random", ">= 0.90"))
        print(f"  ({time.perf_counter() - t0:.0f} s)")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
