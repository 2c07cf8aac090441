"""Star Traders: what Hard's search compares and what its rollouts cost.

    .venv/bin/python bench/bench_star_traders_search.py game --version imperial --deal 1 --seat 0 --hard-iterations 350
        one game of Hard against Normal (talks out of turn as at the table): per kind of
        decision, Hard's legal list sizes, the free discards in them, the arms it compared,
        rollouts an arm and the least-visited arm's.
    .venv/bin/python bench/bench_star_traders_search.py positions --version imperial --hard-iterations 350
        12 turn starts of a Normal game (2 traders, seed 11): arms and rollouts an arm with
        the shipping candidates and with free discards alone left out; then, at 60 rollouts a
        position, a rollout's CPU time and decisions by kind of decision.
Numbers only (docs/bots.md, Star Traders, keeps what they measured).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games.star_traders.bot as B  # noqa: E402
from game.ai import decide, make_bot  # noqa: E402
from game.ai.search import SearchBot, settings_for  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.games.star_traders.rules.luck_actions import DiscardLuck  # noqa: E402
from game.simulate import play_game  # noqa: E402

GAME = "star-traders"


def kind_of(state) -> str:
    p = state.window()
    return p.kind if p is not None else state.stage


class Probe(SearchBot):
    """Hard, noting each decision's legal list and the arms it compared."""

    def __init__(self, rows, **kw):
        super().__init__(GAME, **kw)
        self.rows = rows

    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        action = super().choose(state, seat, rng)
        visits = self.last_stats.root_visits
        self.rows.append({"kind": kind_of(state), "legal": len(legal),
                          "discards": sum(isinstance(a, DiscardLuck) for a in legal),
                          "arms": len(visits), "iterations": self.last_stats.iterations,
                          "least": min(visits.values()) if visits else 0})
        return action


def one_game(args) -> None:
    rows: list = []
    settings = settings_for(GAME, "hard")
    bots = [Probe(rows, seconds=None, iterations=args.hard_iterations, settings=settings) if s == args.seat
            else make_bot(GAME, "normal") for s in range(2)]
    levels = ["hard" if s == args.seat else "normal" for s in range(2)]
    start = time.process_time()
    r = play_game(GAME, levels, args.deal, {"version": args.version}, bots=bots)
    print(f"{args.version} deal {args.deal}, Hard in seat {args.seat} at {args.hard_iterations}: winners {r.winners}, "
          f"{r.decisions} steps, {r.interjections} talks out of turn, {time.process_time() - start:.0f} s CPU")
    by = defaultdict(list)
    for row in rows:
        by[row["kind"]].append(row)
    for kind, rs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        searched = [x for x in rs if x["arms"]]
        med = (lambda f: statistics.median(f(x) for x in searched)) if searched else (lambda f: 0)
        print(f"  {kind:<12} {len(rs):>4} decisions ({len(searched)} searched): legal median "
              f"{statistics.median(x['legal'] for x in rs):.0f} max {max(x['legal'] for x in rs)}, free discards "
              f"{sum(x['discards'] for x in rs)}, arms median {med(lambda x: x['arms']):.0f}, rollouts an arm "
              f"{med(lambda x: x['iterations'] / x['arms']):.0f}, least visited {med(lambda x: x['least']):.0f}")


def turn_starts(version: str) -> list:
    rs = get_ruleset(GAME)
    state = rs.new_game(2, rs.resolve_options({"version": version}), 11)
    bots = [make_bot(GAME, "normal") for _ in range(2)]
    n, owner, out = 0, None, []
    while not state.is_over and n < 3000:
        if state.stage == "turn" and state.turn_owner() != owner and not state.stack:
            owner = state.turn_owner()
            out.append((state.clone(), n))
        state.apply(decide(state, bots[state.to_act], 11, n))
        n += 1
    return out[::max(1, len(out) // 12)][:12]


def positions(args) -> None:
    starts = turn_starts(args.version)
    for name, candidates in (("free discards left out", B.without_free_discards),
                             ("shipping (talks Normal would not open left out too)", B.compared_moves)):
        settings = replace(settings_for(GAME, "hard"), candidates=candidates)
        arms, per, talks = [], [], 0
        for state, k in starts:
            bot = SearchBot(GAME, seconds=None, iterations=args.hard_iterations, settings=settings)
            decide(state, bot, 11, k)
            visits = bot.last_stats.root_visits
            if visits:
                arms.append(len(visits))
                per.append(bot.last_stats.iterations / len(visits))
                talks += any("deal" in label.lower() for label in visits)
        print(f"{name}: arms median {statistics.median(arms):.0f}, a talks arm at {talks} of {len(arms)}, "
              f"rollouts an arm median {statistics.median(per):.0f} at {args.hard_iterations}")
    count, cpu = Counter(), Counter()

    def timed(state, rng):
        kind, t = kind_of(state), time.process_time()
        action = B.rollout_action(state, rng)
        cpu[kind] += time.process_time() - t
        count[kind] += 1
        return action

    settings = replace(settings_for(GAME, "hard"), rollout=timed, candidates=B.without_free_discards)
    rollouts, start = 0, time.process_time()
    for state, k in starts:
        bot = SearchBot(GAME, seconds=None, iterations=60, settings=settings)
        decide(state, bot, 11, k)
        rollouts += bot.last_stats.iterations
    total = time.process_time() - start
    print(f"rollouts (talks arm included): {total / rollouts * 1000:.2f} ms CPU each, "
          f"{sum(count.values()) / rollouts:.1f} decisions each")
    for kind, c in count.most_common():
        print(f"  {kind:<12} {c / rollouts:6.2f} a rollout, {cpu[kind] / c * 1000:6.3f} ms each, "
              f"{cpu[kind] / total:5.1%} of the time")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("what", choices=("game", "positions"))
    p.add_argument("--version", default="imperial")
    p.add_argument("--deal", type=int, default=1)
    p.add_argument("--seat", type=int, default=0, choices=(0, 1))
    p.add_argument("--hard-iterations", type=int, default=350)
    args = p.parse_args(argv)
    (one_game if args.what == "game" else positions)(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
