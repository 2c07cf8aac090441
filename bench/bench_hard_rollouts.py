"""Hard's rollouts per searched move at the app's budget (its 0.9 s read on the
process's CPU clock, what a free core gives), at positions of Normal self-play.
Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_hard_rollouts.py --game cartel --players 4
    .venv/bin/python bench/bench_hard_rollouts.py --game star-traders --players 2 --option version=imperial

Every `--every`-th decision of `--games` Normal games (seed 1, 2, ...) with
more than one legal action is searched once by Hard; a search Hard settles
without rollouts (a single action, Normal's move kept at once) is counted
apart, not as zero.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))  # after PYTHONPATH: another checkout wins

from game.ai import decide, make_bot  # noqa: E402
from game.ai.search import HARD_SECONDS, SearchBot, settings_for  # noqa: E402
from game.seating import build_match  # noqa: E402


def positions(game: str, players: int, options: dict, games: int, every: int):
    """(state, rng) at every `every`-th decision of Normal self-play (seeds
    1..games) with more than one legal move; the game goes on by Normal's
    choice after each (the state yielded is searched on a clone)."""
    normal = make_bot(game, "normal")
    for seed in range(1, games + 1):
        match = build_match(game, ["normal"] * players, seed, options or None)
        for i in range(100000):
            state = match.state
            if state.is_over:
                break
            if i % every == 0 and len(state.legal_actions()) > 1:
                yield state, random.Random(seed * 100003 + i)
            match.apply(decide(state, normal, seed, i))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--option", action="append", default=[], help="key=value, as main.py's")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--every", type=int, default=15)
    p.add_argument("--seconds", type=float, default=HARD_SECONDS)
    args = p.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    hard = SearchBot(args.game, seconds=args.seconds, settings=settings_for(args.game, "hard"),
                     clock=time.process_time)
    counts, settled, seconds = [], 0, []
    for state, rng in positions(args.game, args.players, options, args.games, args.every):
        hard.choose(state.clone(), state.to_act, rng)
        stats = hard.last_stats
        if stats.iterations:
            counts.append(stats.iterations)
            seconds.append(stats.seconds)
        else:
            settled += 1
    if not counts:
        print("no searched position")
        return 1
    q = statistics.quantiles(counts, n=4) if len(counts) > 1 else [counts[0]] * 3
    print(f"{args.game} {' '.join(args.option)} {args.players} seats: Hard's rollouts per searched move at "
          f"{args.seconds} s CPU: median {statistics.median(counts):.0f} (quartiles {q[0]:.0f}-{q[2]:.0f}, "
          f"{len(counts)} positions; {settled} settled without rollouts); median search "
          f"{statistics.median(seconds):.2f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
