"""Star Traders bots: decision times per level and rollouts per Hard decision.
Prints numbers only; nothing here asserts on time.  On a shared machine the
wall-clock figures are loaded figures: the CPU-time rate printed for Hard
says how many rollouts an idle core would reach in the app's budget.

    .venv/bin/python bench/bench_star_traders_bots.py [--games N] [--version family] [--hard-seconds 0.9]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_bot, search_stats  # noqa: E402
from game.ai.search import HARD_SECONDS, SearchBot  # noqa: E402
from game.simulate import play_game  # noqa: E402
from game.tournament import percentile  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard")


class Timed:
    """A bot wrapper that also records the CPU time of each decision."""

    def __init__(self, bot):
        self.bot = bot
        self.cpu = []
        self.rollouts = []

    def choose(self, state, seat, rng):
        t0 = time.process_time()
        action = self.bot.choose(state, seat, rng)
        self.cpu.append(time.process_time() - t0)
        stats = search_stats(self.bot)
        if stats is not None and stats.iterations:
            self.rollouts.append((stats.iterations, self.cpu[-1]))
        return action


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=1, help="games per version (2 traders: hard, normal, then "
                                                        "easy, random in a second game)")
    p.add_argument("--version", action="append", help="family | nova | super-nova (repeatable; default all)")
    p.add_argument("--hard-seconds", type=float, default=HARD_SECONDS)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    versions = args.version or ["family", "nova", "super-nova"]
    print(f"Hard budget {args.hard_seconds:g} s per decision (wall clock; the machine may be loaded)")
    for version in versions:
        times = {lv: [] for lv in LEVELS}
        rollouts = []
        rates = []
        for g in range(args.games):
            for pair in (("hard", "normal"), ("easy", "random")):
                bots = [Timed(SearchBot("star-traders", seconds=args.hard_seconds) if lv == "hard"
                              else make_bot("star-traders", lv)) for lv in pair]
                result = play_game("star-traders", list(pair), args.seed + g, {"version": version},
                                   time_decisions=True, bots=bots)
                for d in result.decision_log:
                    times[pair[d.seat]].append(d.seconds)
                for lv, bot in zip(pair, bots):
                    if lv == "hard":
                        rollouts += [n for n, _ in bot.rollouts]
                        rates += [n / c for n, c in bot.rollouts if c > 0]
        print(f"{version}:")
        for lv in LEVELS:
            t = [x for x in times[lv] if lv != "hard" or x > 0.002]  # forced moves skip the search
            if t:
                print(f"  {lv:<7} decision median {statistics.median(t) * 1000:8.1f} ms  p95 "
                      f"{percentile(t, 0.95) * 1000:8.1f} ms  ({len(t)} decisions"
                      + (", searched only" if lv == "hard" else "") + ")")
        if rollouts:
            rate = statistics.median(rates) if rates else 0.0
            print(f"  hard    rollouts per decision: median {statistics.median(rollouts):.0f}, "
                  f"p5 {percentile(rollouts, 0.05):.0f}; {rate:.0f} rollouts per CPU second, so about "
                  f"{rate * HARD_SECONDS:.0f} in {HARD_SECONDS:g} s on an idle core")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
