"""How sharp is tests/ai/test_strength.py?  Runs the guard's exact match-up
over many seeds with the real search (each mode) and with "searches" no
better than the heuristic, and prints how often each would pass.

    .venv/bin/python bench/bench_strength_guard.py [--null-seeds 300] [--hard-seeds 20]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import heuristic_factory  # noqa: E402
from tests.ai.test_strength import DEALS, GAME, ITERATIONS, LEAST, SEATS, pair_rate, search_bot  # noqa: E402


class NoisyHeuristic:
    """The heuristic with `eps` random moves, on its own random stream."""

    def __init__(self, eps: float):
        self.inner, self.eps = heuristic_factory(GAME)(), eps

    def choose(self, state, seat, rng):
        r = random.Random(rng.getrandbits(64) ^ 0x5EED)
        if r.random() < self.eps:
            return r.choice(state.legal_actions())
        return self.inner.choose(state, seat, r)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--null-seeds", type=int, default=300)
    p.add_argument("--hard-seeds", type=int, default=20)
    args = p.parse_args()
    pairs_total = DEALS * SEATS * (SEATS - 1)
    print(f"{GAME}: {DEALS} deals x {SEATS} seats, {ITERATIONS} iterations, pass = {LEAST}/{pairs_total} pairs")
    runs = [("heuristic", lambda: NoisyHeuristic(0.0), 20),
            ("heuristic + 10% random", lambda: NoisyHeuristic(0.1), args.null_seeds)]
    runs += [("search", search_bot, args.hard_seeds)]
    for label, factory, n in runs:
        rates = []
        t0 = time.process_time()
        for k in range(n):
            won, pairs = pair_rate(factory, seed=10_000 + k * DEALS)
            rates.append(won)
        passed = sum(w >= LEAST for w in rates)
        print(f"{label:24s} passes {passed}/{n} = {passed / n:6.1%}  pairs won min {min(rates):g} "
              f"mean {sum(rates) / n:.1f} max {max(rates):g} of {pairs_total}; "
              f"cpu {(time.process_time() - t0) / n:.1f} s per guard", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
