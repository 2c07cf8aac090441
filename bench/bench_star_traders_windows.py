"""Star Traders reaction windows: how often a game asks traders out of turn,
and how often such a question would stop a person.

Normal bots play every seat (each deciding from its own determinized view,
as in the app).  At every decision whose question is a reaction window
(Zap, Avoid, between turns: a record opened by open_window) the bench asks
"would this stop a person in that seat?": yes when the seat has a legal
action besides Pass (the table passes by itself otherwise).  Other
out-of-turn questions (beacon, discard, customs, ion storm, deals, Black
Hole price) are counted apart.  Per version and trader count it prints the
median and max per game of: windows opened, seats asked in them, asks that
would stop a person (any seat, and seat 1 alone as the person), other
questions; decisions per game; round-cap endings.  Then the asks per kind.
Counts only; nothing here asserts.

    nice -n 10 .venv/bin/python bench/bench_star_traders_windows.py [--games N] [--versions ...] [--players ...]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide, make_bot  # noqa: E402
from game.games.star_traders.rules import RULESET  # noqa: E402
from game.rules.pending import PASS  # noqa: E402

VERSIONS = ("family", "nova", "super-nova", "imperial", "black-hole")
PERSON = 0


def play(version: str, players: int, seed: int, kinds: Counter, stop_kinds: Counter) -> dict:
    s = RULESET.new_game(players, {"version": version}, 20_000 + seed)
    bots = [make_bot(RULESET.id, "normal") for _ in range(players)]  # the app's Normal (bot.py)
    g = Counter()
    windows = set()
    n = 0
    while not s.is_over:
        p = s.window()
        legal = s.legal_actions()
        if p is not None and p.seat is not None:
            stops = any(a != PASS for a in legal)
            if p.window:
                windows.add(p.window)
                g["asks"] += 1
                g["stops"] += stops
                g["person"] += stops and p.seat == PERSON
            else:
                g["questions"] += 1
            kinds[p.kind] += 1
            stop_kinds[p.kind] += stops
        s.apply(decide(s, bots[s.to_act], 20_000 + seed, n))
        n += 1
    g["windows"] = len(windows)
    g["decisions"] = n
    g["cap"] = s.ended_by == "cap"
    return g


def spread(values: list) -> str:
    return f"{statistics.median(values):7.1f} {max(values):6d}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--versions", nargs="*", default=VERSIONS)
    parser.add_argument("--players", nargs="*", type=int, default=(2, 3, 4, 5, 6))
    args = parser.parse_args()
    print(f"Normal bots, {args.games} games per line; per game: median max")
    print(f"{'version':10s} {'n':>2s} | {'windows':>14s} | {'asks':>14s} | {'asks that stop':>14s} | "
          f"{'stop seat 1':>14s} | {'other qs':>14s} | {'decisions':>14s} | cap | s")
    per_kind: dict = {}
    for version in args.versions:
        kinds, stop_kinds = Counter(), Counter()
        games_played = 0
        for players in args.players:
            start = time.perf_counter()
            games = [play(version, players, seed, kinds, stop_kinds) for seed in range(args.games)]
            games_played += len(games)
            col = {k: [g[k] for g in games] for k in ("windows", "asks", "stops", "person", "questions", "decisions")}
            print(f"{version:10s} {players:2d} | {spread(col['windows'])} | {spread(col['asks'])} | "
                  f"{spread(col['stops']):>14s} | {spread(col['person'])} | {spread(col['questions'])} | "
                  f"{spread(col['decisions'])} | {sum(g['cap'] for g in games):3d} | "
                  f"{time.perf_counter() - start:.0f}", flush=True)
        per_kind[version] = (kinds, stop_kinds, games_played)
    print("\nasks per game by kind (all trader counts), and the share that would stop a person")
    for version, (kinds, stop_kinds, games_played) in per_kind.items():
        parts = [f"{k} {kinds[k] / games_played:.1f} ({100 * stop_kinds[k] / kinds[k]:.0f}%)"
                 for k in sorted(kinds)] or ["none"]
        print(f"{version:10s}: " + ", ".join(parts))


if __name__ == "__main__":
    main()
