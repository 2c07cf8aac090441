"""Bot fingerprints: a hash of every action bots take in short fixed games.

    python tools/bot_fingerprints.py --out FILE      record
    python tools/bot_fingerprints.py --compare FILE  record again and diff (exit 1 on a difference)

Every game (and every Star Traders version) is played at a few seeds and
table sizes by Hard, Expert, Normal and Easy seats (seed 1 starts the list
with Hard, seed 2 with Expert), with Hard and
Expert on fixed rollout budgets (not seconds), so the same code gives the
same actions on any machine.  A refactor of the bots or the search that
keeps every fingerprint keeps the bots' behaviour.  Games are cut after
--decisions decisions to keep the run to a few minutes on one core.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai import decide, make_bot  # noqa: E402
from game.ai import search  # noqa: E402
from game.games import get_ruleset  # noqa: E402

HARD_ROLLOUTS = 12
EXPERT_ROLLOUTS = 36
DECISIONS = 120

# (game, options, table sizes); the seats cycle through LEVELS
CASES = (
    ("star-cartel", {}, (3, 4)),
    ("star-cargo", {}, (2, 3)),
    ("cartel", {}, (2, 3)),
    ("captain", {}, (3, 4)),
    ("star-traders", {"version": "family"}, (2, 3)),
    ("star-traders", {"version": "nova"}, (2, 3)),
    ("star-traders", {"version": "super-nova"}, (2, 3)),
    ("star-traders", {"version": "imperial"}, (2, 3)),
    ("star-traders", {"version": "black-hole"}, (2, 3)),
)
SEEDS = (1, 2)
LEVELS = ("hard", "expert", "normal", "easy")


def fingerprint(game_id: str, options: dict, players: int, seed: int, decisions: int) -> dict:
    """Play one cut game; the hash of (seat, action) at every decision."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options(options), seed)
    levels = [LEVELS[(i + seed - 1) % len(LEVELS)] for i in range(players)]
    bots = [make_bot(game_id, level) for level in levels]
    digest = hashlib.sha256()
    n = 0
    while not state.is_over and n < decisions:
        seat = state.to_act
        action = decide(state, bots[seat], seed, n)
        digest.update(json.dumps([seat, action.to_json()], sort_keys=True).encode())
        state.apply(action)
        n += 1
    return {"levels": levels, "decisions": n, "over": state.is_over, "hash": digest.hexdigest()[:16]}


def record(decisions: int, hard: int, expert: int, progress=None, games=None) -> dict:
    old_hard = search.set_hard_budget(None, hard)
    old_expert = search.set_expert_budget(None, expert)
    out = {}
    try:
        for game_id, options, sizes in CASES:
            if games and game_id not in games:
                continue
            for players in sizes:
                for seed in SEEDS:
                    key = f"{game_id} {json.dumps(options, sort_keys=True)} players={players} seed={seed}"
                    t0 = time.perf_counter()
                    out[key] = fingerprint(game_id, options, players, seed, decisions)
                    if progress is not None:
                        progress(key, out[key], time.perf_counter() - t0)
    finally:
        search.set_hard_budget(**old_hard)
        search.set_expert_budget(**old_expert)
    return out


def differences(before: dict, after: dict) -> list:
    keys = list(dict.fromkeys(list(before) + list(after)))
    return [f"{k}: {before.get(k)} -> {after.get(k)}" for k in keys if before.get(k) != after.get(k)]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = ap.add_mutually_exclusive_group(required=True)
    which.add_argument("--out", type=pathlib.Path, help="write the fingerprints to this JSON file")
    which.add_argument("--compare", type=pathlib.Path, help="compare with the fingerprints in this JSON file")
    ap.add_argument("--decisions", type=int, default=DECISIONS, help="cut every game after this many decisions")
    ap.add_argument("--hard", type=int, default=HARD_ROLLOUTS, help="Hard's rollouts a decision")
    ap.add_argument("--expert", type=int, default=EXPERT_ROLLOUTS, help="Expert's rollouts a decision")
    ap.add_argument("--game", action="append", help="only this game (repeatable); --compare then checks only it")
    args = ap.parse_args(argv)

    def progress(key, fp, seconds):
        print(f"{key}: {fp['hash']} ({fp['decisions']} decisions, {seconds:.1f} s)", file=sys.stderr)

    start = time.perf_counter()
    prints = record(args.decisions, args.hard, args.expert, progress, args.game)
    print(f"{len(prints)} games in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    if args.out is not None:
        args.out.write_text(json.dumps(prints, indent=1) + "\n")
        return 0
    before = json.loads(args.compare.read_text())
    if args.game:
        before = {k: v for k, v in before.items() if k.split()[0] in args.game}
    diffs = differences(before, prints)
    for line in diffs:
        print(line)
    print("identical" if not diffs else f"{len(diffs)} of {len(prints)} games differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
