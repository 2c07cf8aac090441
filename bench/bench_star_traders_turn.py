"""A Normal bot's turn in Star Traders as the app pays for it: CPU seconds
per bot turn (every decision from its first to its End turn, and the
replies it gives out of turn), each decision as the bot worker makes it
(the worker's kept match taking the record's new moves, then determinize
and choose), and what a full replay of the record costs beside it.
Prints numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_star_traders_turn.py [--version imperial] [--players 3] [--games 2] [--seed 1]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide, make_bot  # noqa: E402
from game.ai.worker import decide_for_record  # noqa: E402
from game.seating import build_match  # noqa: E402
from game.session import Match  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="imperial")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-steps", type=int, default=700)
    args = ap.parse_args()
    bot = make_bot("star-traders", "normal")
    per_decision, replays, turns, steps_seen = [], [], [], []
    for g in range(args.games):
        seed = args.seed + g
        match = build_match("star-traders", ["normal"] * args.players, seed, {"version": args.version})
        turn_cpu: dict[int, float] = {}
        owner = None
        for i in range(args.max_steps):
            st = match.state
            if st.is_over:
                break
            record = match.to_json()
            t0 = time.process_time()
            Match.from_json(record)
            t1 = time.process_time()
            action = decide_for_record(record, "normal")
            t2 = time.process_time()
            replays.append(t1 - t0)
            per_decision.append(t2 - t1)  # the worker's kept match takes only the new moves
            cost = t2 - t1
            now = st.turn_owner() if st.turn_owner() is not None else st.to_act
            if st.stage == "turn" and now != owner:
                if owner is not None and owner in turn_cpu:
                    turns.append(turn_cpu.pop(owner))
                owner = now
            turn_cpu[owner] = turn_cpu.get(owner, 0.0) + cost
            match.apply(action)
        steps_seen.append(len(match.steps))

    def q(xs, p):
        return sorted(xs)[min(len(xs) - 1, int(p * len(xs)))]

    print(f"Star Traders {args.version}, {args.players} Normal traders, {args.games} games, "
          f"{sum(steps_seen)} decisions ({', '.join(map(str, steps_seen))} a game)")
    print(f"a decision as the worker makes it: median {statistics.median(per_decision):.4f} s CPU, "
          f"95% {q(per_decision, .95):.4f} s, max {max(per_decision):.4f} s")
    print(f"a full replay of the record (each decision paid it before the worker kept its match): "
          f"median {statistics.median(replays):.4f} s, max {max(replays):.4f} s")
    print(f"a bot turn (its decisions and the replies in it): median {statistics.median(turns):.3f} s CPU, "
          f"95% {q(turns, .95):.3f} s, max {max(turns):.3f} s over {len(turns)} turns")


if __name__ == "__main__":
    main()
