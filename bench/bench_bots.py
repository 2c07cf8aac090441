"""The bot ladder per game as a table (issue 18; re-runnable, prints, asserts nothing).

Rungs, weakest first: the scripted plans of tests/plans, Random, Easy,
Normal, Hard, and Expert when game.ai has that level.  Each rung is measured
in the pairings that make the ladder a ladder:

    plan    vs Normal   Normal's rate is the target (>= 0.60): the plan's rate <= 0.40
    random  vs Easy     Random's rate <= 0.10 (and vs Normal, for reference)
    easy    vs Normal   below Normal
    normal  vs Random   Normal's rate >= 0.90
    hard    vs Normal   Hard's rate >= 0.75
    expert  vs Hard     Expert's rate >= 0.60 (and vs Normal)

At 2 players a pairing is seat-rotated (game i deals seed + i // 2 and swaps
the seats), the rate is the row's win rate (ties count half).  At 3+ it is
head to head: the row's bot in one seat, the opponent in all the others,
seat-rotated; the rate is the share of seat pairs (row, opponent) in which
the row's bot finished above, averaged per game, and the Wilson 95% interval
counts games (not pairs: the pairs of one game are not independent).  For
each plan the note also says how often it differs from what Normal would
have played (10 untimed games; a plan that is Normal plus one rule scores
about 0.50 when the rule costs nothing).  Game
counts are rounded up to a multiple of the player count so every seat plays
the same deals.  Decision times are per level over every pairing it played
(forced moves included; for Hard and Expert also over searched decisions
only); under load they are pessimistic.

    .venv/bin/python bench/bench_bots.py --skip-search                 # every game, below Hard
    .venv/bin/python bench/bench_bots.py --game captain --hard-iterations 300
    .venv/bin/python bench/bench_bots.py --game star-traders --option version=nova --rungs plans,normal
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, make_bot  # noqa: E402
from game.games import all_rulesets, get_ruleset  # noqa: E402
from game.simulate import play_game  # noqa: E402
from game.tournament import percentile, run_tournament, wilson  # noqa: E402
from tests.plans import PLANS  # noqa: E402

SEARCH = ("hard", "expert")
RUNGS = ("plans", "random", "easy", "normal", "hard", "expert")


@dataclass
class Pairing:
    row: str  # the bot the row measures
    vs: str  # its opponent (every other seat)
    target: str = ""  # e.g. "<= 0.40"
    note: str = ""  # what the target means
    games: int = 0
    rate: float = 0.0
    lo: float = 0.0
    hi: float = 1.0
    errors: list = field(default_factory=list)
    seconds: float = 0.0
    differs: float | None = None  # plans: share of decisions Normal would have taken otherwise

    def met(self) -> str:
        if not self.target:
            return ""
        op, value = self.target.split()
        value = float(value)
        ok = self.rate >= value if op == ">=" else self.rate <= value
        sure = self.lo >= value if op == ">=" else self.hi <= value
        return "yes" if ok and sure else "yes*" if ok else "NO"


def ladder(game_id: str, rungs: list) -> list:
    """The pairings of the ladder, weakest rung first."""
    out = []
    if "plans" in rungs:
        for name in PLANS.get(game_id, {}):
            out.append(Pairing(name, "normal", "<= 0.40", "Normal >= 0.60"))
    if "random" in rungs:
        out.append(Pairing("random", "easy", "<= 0.10"))
        out.append(Pairing("random", "normal"))
    if "easy" in rungs:
        out.append(Pairing("easy", "normal", "<= 0.50"))
    if "normal" in rungs:
        out.append(Pairing("normal", "random", ">= 0.90"))
    if "hard" in rungs:
        out.append(Pairing("hard", "normal", ">= 0.75"))
    if "expert" in rungs and "expert" in LEVELS:
        out.append(Pairing("expert", "hard", ">= 0.60"))
        out.append(Pairing("expert", "normal"))
    return out


def measure(game_id: str, pairing: Pairing, players: int, games: int, seed: int, hard_seconds, hard_iterations,
            options, times: dict, searched: dict, verbose: bool) -> Pairing:
    """Plays one pairing; fills its rate and interval and adds to the decision times per level."""
    games = players * math.ceil(games / players)
    seats = [pairing.row] + [pairing.vs] * (players - 1)
    factories = {name: PLANS[game_id][name] for name in (pairing.row, pairing.vs) if name not in LEVELS}

    def progress(done, total, result):
        if verbose:
            print(f"\r  {pairing.row} vs {pairing.vs}: game {done}/{total}", end="", flush=True, file=sys.stderr)

    t0 = time.perf_counter()
    result = run_tournament(game_id, seats, games, seed, hard_seconds=hard_seconds, hard_iterations=hard_iterations,
                            options=options, progress=progress, factories=factories)
    if verbose:
        print("\r" + " " * 60 + "\r", end="", file=sys.stderr)
    pairing.seconds = time.perf_counter() - t0
    pairing.games = result.games
    pairing.errors = result.errors
    st = result.stats[pairing.row]
    if players == 2:
        wins = st.wins
    else:
        won, _pairs = result.beats(pairing.row, pairing.vs)
        wins = won / (players - 1)  # summed over games: each game's share of pairs won
    pairing.rate = wins / max(1, result.games)
    pairing.lo, pairing.hi = wilson(wins, result.games)
    for level, stats in result.stats.items():
        times.setdefault(level, []).extend(stats.times)
        if level in SEARCH:
            searched.setdefault(level, []).extend(t for t in stats.times if t > 0.002)  # forced moves return at once
    return pairing


class _Diverge:
    """A plan that also asks Normal, on a copy with the same random state,
    what it would have played; counts how often the two differ."""

    def __init__(self, plan, normal, counts: list):
        self.plan, self.normal, self.counts = plan, normal, counts

    def choose(self, state, seat, rng):
        twin = random.Random()
        twin.setstate(rng.getstate())
        action = self.plan.choose(state, seat, rng)
        self.counts[0] += action != self.normal.choose(state.clone(), seat, twin)
        self.counts[1] += 1
        return action


def divergence(game_id: str, name: str, players: int, games: int, seed: int, options) -> float:
    """Share of a plan's decisions (forced ones aside) where Normal would have
    chosen otherwise, over `games` untimed games in seat 0 against Normal: a
    plan near 0 is Normal with a rule on top, and ~0.50 against it means the
    rule costs nothing rather than that the plan is strong."""
    counts = [0, 0]
    for i in range(games):
        bots = [_Diverge(PLANS[game_id][name](), make_bot(game_id, "normal"), counts)]
        bots += [make_bot(game_id, "normal") for _ in range(players - 1)]
        play_game(game_id, [name] + ["normal"] * (players - 1), seed + i, options, bots=bots)
    return counts[0] / max(1, counts[1])


def table(rows: list) -> str:
    lines = [f"  {'rung':<22} {'vs':<7} {'games':>5}  {'rate':>5}  {'95% interval':<13} {'target':<8} {'met':<4}  note",
             "  " + "-" * 84]
    for p in rows:
        note = p.note
        if p.note.startswith("Normal"):
            note = f"Normal {1 - p.rate:.2f} [{1 - p.hi:.2f}, {1 - p.lo:.2f}]"
            if p.differs is not None:
                note += f"; differs from Normal in {p.differs:.0%} of its decisions"
        if p.errors:
            note += f"  {len(p.errors)} ERRORS"
        lines.append(f"  {p.row:<22} {p.vs:<7} {p.games:>5}  {p.rate:>5.2f}  [{p.lo:.2f}, {p.hi:.2f}]  "
                     f"{p.target:<8} {p.met():<4}  {note}")
    return "\n".join(lines)


def time_table(times: dict, searched: dict) -> str:
    lines = [f"  {'decision time':<22} {'decisions':>9} {'median':>9} {'p95':>9}"]
    order = [lv for lv in times if lv not in LEVELS] + [lv for lv in LEVELS if lv in times]
    for lv in order:
        ts = times[lv]
        if ts:
            lines.append(f"  {lv:<22} {len(ts):>9} {statistics.median(ts) * 1000:>7.2f}ms "
                         f"{percentile(ts, 0.95) * 1000:>7.2f}ms")
        ss = searched.get(lv)
        if ss:
            lines.append(f"  {lv + ' (searched only)':<22} {len(ss):>9} {statistics.median(ss) * 1000:>7.0f}ms "
                         f"{percentile(ss, 0.95) * 1000:>7.0f}ms" + ("   target median <= 1000 ms" if lv == "hard" else ""))
    return "\n".join(lines)


def expert_budget_for(hard_seconds, hard_iterations) -> tuple:
    """(seconds, iterations) of Expert: EXPERT_SCALE times Hard's budget, as
    `main.py tournament` gives it."""
    from game.tournament import expert_budget

    return expert_budget(argparse.Namespace(hard_seconds=hard_seconds, hard_iterations=hard_iterations))


def set_expert_budget(hard_seconds, hard_iterations):
    """Expert plays EXPERT_SCALE times Hard's budget (as `main.py tournament`
    does); returns the previous budget, or None when there is no Expert."""
    if "expert" not in LEVELS:
        return None
    from game.ai import search

    return search.set_expert_budget(*expert_budget_for(hard_seconds, hard_iterations))


def main(argv=None) -> int:
    from game.cli_checks import parse_options

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", action="append", help="game id (repeatable); default: every game")
    p.add_argument("--games", type=int, default=100, help="games per pairing without Hard or Expert (default 100)")
    p.add_argument("--search-games", type=int, default=40, help="games per pairing where Hard or Expert plays "
                   "(default 40)")
    p.add_argument("--players", type=int, default=None, help="player count (default: the game's smallest)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-seconds", type=float, default=None, help="Hard's time budget (default: the app's)")
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="Hard's iteration budget instead of time (deterministic; Expert gets EXPERT_SCALE times it)")
    p.add_argument("--divergence-games", type=int, default=10,
                   help="untimed games per plan to count how often it differs from Normal (0: skip)")
    p.add_argument("--skip-search", action="store_true", help="leave out the Hard and Expert rows (expensive)")
    p.add_argument("--rungs", default=",".join(RUNGS), help=f"comma list of rungs to measure ({','.join(RUNGS)})")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. version=nova")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = p.parse_args(argv)

    from game.ai.search import HARD_SECONDS

    rungs = [r.strip() for r in args.rungs.split(",") if r.strip()]
    unknown = [r for r in rungs if r not in RUNGS]
    if unknown:
        p.error(f"unknown rung {unknown[0]!r}; choose from {', '.join(RUNGS)}")
    if args.skip_search:
        rungs = [r for r in rungs if r not in SEARCH]
    game_ids = args.game or [r.id for r in all_rulesets()]
    hard_seconds = args.hard_seconds
    if hard_seconds is None and args.hard_iterations is None:
        hard_seconds = HARD_SECONDS
    budget = " / ".join(x for x in ((f"{args.hard_iterations} iterations" if args.hard_iterations else ""),
                                   (f"{hard_seconds:g} s" if hard_seconds is not None else "")) if x)
    old_expert = set_expert_budget(hard_seconds, args.hard_iterations) if any(r in SEARCH for r in rungs) else None
    print(f"Bot ladder, seed {args.seed}" + (f"; Hard budget {budget}" if any(r in SEARCH for r in rungs) else "")
          + ("" if "expert" in LEVELS else "; no Expert level yet"))
    print("rate = the row's win rate (2 players, seat-rotated) or share of seat pairs finished above the "
          "opponent (3+, head to head); met: yes = target met with the whole interval, yes* = rate only")
    status = 0
    try:
        for gid in game_ids:
            ruleset = get_ruleset(gid)
            players = args.players or ruleset.min_players
            options = ruleset.resolve_options(parse_options(args.option)) if args.option else None
            print(f"\n{ruleset.name} ({gid}), {players} players" + (f", {args.option}" if args.option else ""))
            if args.hard_iterations is not None:
                from game.tournament import rollout_cap_notes

                for note in rollout_cap_notes(gid, [r for r in rungs if r in SEARCH], args.hard_iterations,
                                              expert_budget_for(hard_seconds, args.hard_iterations)[1]):
                    print("  " + note)
            t0 = time.perf_counter()
            times: dict = {}
            searched: dict = {}
            rows = []
            for pairing in ladder(gid, rungs):
                n = args.search_games if pairing.row in SEARCH or pairing.vs in SEARCH else args.games
                rows.append(measure(gid, pairing, players, n, args.seed, hard_seconds, args.hard_iterations,
                                    options, times, searched, not args.quiet))
                if pairing.row not in LEVELS and args.divergence_games:
                    pairing.differs = divergence(gid, pairing.row, players, args.divergence_games, args.seed,
                                                 options)
            print(table(rows))
            print(time_table(times, searched))
            short = [r.row for r in rows if r.note.startswith("Normal") and r.met() != "yes"]
            beat = [r.row for r in rows if r.note.startswith("Normal") and r.rate > 0.5]
            if any(r.note.startswith("Normal") for r in rows):
                print(f"  plans beating Normal (rate > 0.50): {', '.join(beat) or 'none'}; "
                      f"plans against which Normal's 0.60 is not sure (its interval reaches below): "
                      f"{', '.join(short) or 'none'}")
            for r in rows:
                for err in r.errors[:2]:
                    print("  ERROR", err.splitlines()[0])
                if r.errors:
                    status = 1
            print(f"  ({time.perf_counter() - t0:.0f} s)")
            sys.stdout.flush()
    finally:
        if old_expert is not None:
            from game.ai import search

            search.set_expert_budget(**old_expert)
    return status


if __name__ == "__main__":
    sys.exit(main())
