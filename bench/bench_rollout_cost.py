"""What one of Hard's rollouts costs, at a fixed rollout count (not seconds),
over the positions bench_hard_rollouts.py searches: every `--every`-th
decision of Normal self-play (seed 1, 2, ...) with more than one legal move,
the first `--positions` of them.  Prints the rollouts done and the CPU
seconds; nothing here asserts on time.

    .venv/bin/python bench/bench_rollout_cost.py --game cartel --players 4 --rollouts 100
    .venv/bin/python bench/bench_rollout_cost.py --game cartel --players 4 --rollouts 100 --icount

--icount runs this script twice under valgrind (cachegrind, no cache
simulation, PYTHONHASHSEED=0), once without searching and once searching,
and prints the difference in instructions per rollout: a figure a loaded
machine does not move.  It counts the whole search (the prior, the worlds,
the rollouts) shared over the rollouts, as at the app's budget.  Under
another checkout: PYTHONPATH=/that/checkout python bench_rollout_cost.py ...
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))  # after PYTHONPATH: another checkout wins

from game.ai.search import SearchBot, settings_for  # noqa: E402

from bench_hard_rollouts import positions  # noqa: E402  (the same positions; copy both to run elsewhere)


def searched(args) -> tuple[int, int, float]:
    """(positions, rollouts, CPU seconds of the searches)."""
    options = dict(o.split("=", 1) for o in args.option)
    hard = SearchBot(args.game, seconds=None, iterations=max(1, args.rollouts),
                     settings=settings_for(args.game, "hard"), clock=time.process_time)
    found = rollouts = 0
    cpu = 0.0
    for state, rng in positions(args.game, args.players, options, args.games, args.every):
        if found >= args.positions:
            break
        found += 1
        if args.rollouts:
            t0 = time.process_time()
            hard.choose(state.clone(), state.to_act, rng)
            cpu += time.process_time() - t0
            rollouts += hard.last_stats.iterations
    return found, rollouts, cpu


def icount(argv: list) -> int:
    env = dict(os.environ, PYTHONHASHSEED="0")
    counts = []
    for rollouts in ("0", None):
        cmd = [a for a in argv if a != "--icount"]
        if rollouts is not None:
            cmd += ["--rollouts", rollouts]
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                              sys.executable, __file__, *cmd], capture_output=True, text=True, env=env)
        done = re.search(r"(\d+) rollouts", out.stdout)
        refs = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
        if done is None or refs is None:
            print(out.stdout, out.stderr[-2000:])
            return 1
        counts.append((int(done.group(1)), int(refs.group(1).replace(",", ""))))
    (_n0, i0), (n1, i1) = counts
    print(f"{args_line(argv)}: {(i1 - i0) / n1:,.0f} instructions per Hard rollout over {n1} rollouts")
    return 0


def args_line(argv: list) -> str:
    return " ".join(a for a in argv if a != "--icount")


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--option", action="append", default=[], help="key=value, as main.py's")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--every", type=int, default=15)
    p.add_argument("--positions", type=int, default=4)
    p.add_argument("--rollouts", type=int, default=100, help="Hard's rollouts per search (0: only play the games)")
    p.add_argument("--icount", action="store_true", help="count instructions per rollout under valgrind")
    args = p.parse_args(argv)
    if args.icount:
        return icount(argv)
    positions, rollouts, cpu = searched(args)
    per = f"; {cpu / rollouts * 1000:.2f} ms CPU per rollout" if rollouts else ""
    print(f"{args.game} {' '.join(args.option)} {args.players} seats: {positions} positions, {rollouts} rollouts, "
          f"{cpu:.2f} s CPU searching{per}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
