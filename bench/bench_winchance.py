"""Win-chance graph: how long it takes and how well it predicts the winner
(re-runnable; prints, asserts nothing).

For each playable game at 3 players (its minimum if higher):
  - time to compute the whole analysis (graph + swings) of one typical game
    (Normal bots, one seat judged as the person) with --workers processes
    (default 2: "on 2 cores") at --budget rollouts per seat and position;
  - the mean Brier score of the graph's estimates over --games bot games
    (every seat at every turn start, the final position left out: it is the
    result itself), against the naive guess 1/N for every seat.  Lower is
    better; a perfect forecaster scores 0.

    .venv/bin/python bench/bench_winchance.py                      # 4 games per game, budget 8
    .venv/bin/python bench/bench_winchance.py --games 200 --budget 8
    .venv/bin/python bench/bench_winchance.py --game star-cargo --games 20
    .venv/bin/python bench/bench_winchance.py --fps 10 --games 0 --no-timing   # the window meanwhile

--record FILE appends one JSON line per analysed game: its seed, each
position's share of the game with its Brier and naive score, the winners and
every estimate (so a change to the shrinkage can be scored without new
playouts).  A long measurement can then be split over runs, sessions or
machines, each with its own --seed range; --summarise FILE prints the table
from such records, one row per game, counting each seed once, every record
scored under today's confidence ramp (records from before the ramp are
rescored from their estimates).

--fps S: the results screen's real loop (dummy video driver, every frame
redrawn) for S seconds while its analysis runs in the child process, and the
replay screen's cost of drawing a new position (the table drawn and scaled).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide, make_bot  # noqa: E402
from game.analysis import (CONFIDENCE, CONFIDENCE_END, CONFIDENCE_START, DEFAULT_BUDGET, analyse, brier,  # noqa: E402
                           confidence_at, naive_brier)
from game.games import all_rulesets, get_ruleset  # noqa: E402
from game.replay import Replay  # noqa: E402
from game.session import Match, Seat  # noqa: E402


def bot_game(game_id: str, players: int, seed: int) -> Match:
    m = Match(game_id, [Seat("You", "human", 0)] + [Seat(f"Bot {i}", "normal", i) for i in range(1, players)], seed)
    bot = make_bot(game_id, "normal")
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    return m


def window_figures(game_id: str, players: int, seconds: float, seed: int) -> str:
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["CANTINA_HOME"] = tempfile.mkdtemp()
    from game.app import App
    from game.persist import Settings
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene

    m = bot_game(game_id, players, seed)
    app = App(Settings(), size=(1280, 720), fullscreen=False, audio=False)
    scene = ResultsScene(app, m)
    scene.mode = "chance"
    app.push(scene)
    intervals = []
    last = time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end and scene.analysis is None:
        dt = min(0.1, app.clock.tick(app.FPS) / 1000.0)
        app.dirty = True
        app.step(dt)
        now = time.perf_counter()
        intervals.append(now - last)
        last = now
    scene.cancel_job()
    fps = len(intervals) / sum(intervals)
    p95 = sorted(intervals)[int(0.95 * (len(intervals) - 1))] * 1000
    replay = ReplayScene(app, m)
    app.push(replay)
    costs = []
    for k in range(0, min(40, replay.replay.decisions)):
        replay.go(k)
        t0 = time.perf_counter()
        app.render()
        costs.append(time.perf_counter() - t0)
    return (f"{game_id}: results screen {fps:.1f} fps while the analysis runs (p95 frame {p95:.1f} ms, "
            f"{len(intervals)} frames); replay: a new position drawn in {statistics.median(costs) * 1000:.0f} ms "
            f"median, {max(costs) * 1000:.0f} ms worst")


def summary_line(game_id: str, scores: list, naive: list, games: int) -> str:
    """scores: (share of the game, Brier) per position; naive: the 1/N guess's score per position."""
    phases = []
    for name, lo, hi in (("first third", 0, 1 / 3), ("middle", 1 / 3, 2 / 3), ("last third", 2 / 3, 1)):
        part = [b for f, b in scores if lo <= f < hi]
        if part:
            phases.append(f"{name} {statistics.fmean(part):.3f} ({len(part)})")
    return (f"{game_id}: Brier {statistics.fmean(b for _, b in scores):.3f} vs naive 1/N "
            f"{statistics.fmean(naive):.3f} over {games} games, {len(scores)} positions ({'; '.join(phases)})")


def rescored(r: dict) -> list:
    """A record's (share, Brier, naive) rows under today's confidence ramp.
    A record without "shrink" was made when every estimate kept the constant
    CONFIDENCE (0.7) of its distance from 1/N: its estimates are stretched
    back and shrunk again by the ramp, so old and new records add up."""
    if r.get("shrink") == [CONFIDENCE_START, CONFIDENCE_END]:
        return r["positions"]
    if "shrink" in r:
        raise ValueError(f"made with another ramp {r['shrink']}")
    players, winners = r["players"], r["winners"]
    fair = 1.0 / players
    rows = []
    for (share, _, naive), row in zip(r["positions"], r["chances"]):
        c = confidence_at(share) / CONFIDENCE
        rows.append((share, brier([fair + c * (p - fair) for p in row], winners), naive))
    return rows


def summarise(path: str) -> int:
    games: dict = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
                games.setdefault((r["game"], r["budget"]), {})[r["seed"]] = rescored(r)
            except (ValueError, KeyError, TypeError) as e:
                print(f"{path} line {n}: skipped, not a game record ({e})", file=sys.stderr)
    for (game_id, budget), by_seed in sorted(games.items()):
        rows = [p for seed in sorted(by_seed) for p in by_seed[seed]]
        print(summary_line(game_id, [(f, b) for f, b, _ in rows], [z for _, _, z in rows], len(by_seed))
              + f", budget {budget}, seeds {min(by_seed)}..{max(by_seed)}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", help="one game id (default: every playable game)")
    p.add_argument("--games", type=int, default=4, help="bot games per game for the Brier score (the issue asks 200)")
    p.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="rollouts per seat and position")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--no-timing", action="store_true", help="skip the timed full analysis")
    p.add_argument("--fps", type=float, default=0, help="seconds of the results screen's loop to measure")
    p.add_argument("--record", metavar="FILE", help="append each analysed game's scores to FILE (JSON lines)")
    p.add_argument("--summarise", metavar="FILE", help="print the Brier table from --record files and exit")
    args = p.parse_args()
    if args.summarise:
        return summarise(args.summarise)
    games = [get_ruleset(args.game)] if args.game else all_rulesets()
    print(f"budget {args.budget} rollouts per seat and position; {args.workers} worker process(es); "
          f"{args.games} bot games per game for the Brier score (the machine may be loaded: times are indicative)")
    for rs in games:
        players = max(3, rs.min_players) if rs.max_players >= 3 else rs.min_players
        if args.fps:
            print(window_figures(rs.id, players, args.fps, args.seed), flush=True)
        if not args.no_timing:
            m = bot_game(rs.id, players, args.seed)
            t0 = time.perf_counter()
            g = analyse(m, args.budget, workers=args.workers, swings=False)
            graph = time.perf_counter() - t0
            t0 = time.perf_counter()
            a = analyse(m, args.budget, workers=args.workers)
            secs = time.perf_counter() - t0
            print(f"{rs.id}: {players} players, {len(m.steps)} decisions, {len(Replay.from_match(m).turns)} turns, "
                  f"{len(g.points) - 1} graph points x {players} seats x {args.budget} rollouts; graph {graph:.1f} s, "
                  f"full analysis {secs:.1f} s ({len(a.swings)} swings)", flush=True)
        scores, naive = [], []  # (fraction of the game, score)
        t0 = time.perf_counter()
        for g in range(args.games):
            seed = args.seed + 1 + g
            m = bot_game(rs.id, players, seed)
            winners = m.state.winners()
            a = analyse(m, args.budget, workers=args.workers, swings=False)
            n = len(a.chances) - 1
            rows = [(i / n, brier(row, winners), naive_brier(players, winners)) for i, row in enumerate(a.chances[:-1])]
            scores += [(f, b) for f, b, _ in rows]
            naive += [z for _, _, z in rows]
            if args.record:
                with open(args.record, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"game": rs.id, "seed": seed, "players": players, "budget": args.budget,
                                          "shrink": [CONFIDENCE_START, CONFIDENCE_END],
                                          "positions": rows, "winners": list(winners),
                                          "chances": [[round(c, 4) for c in row] for row in a.chances]}) + "\n")
            print(f"\r  {rs.id}: Brier game {g + 1}/{args.games}", end="", file=sys.stderr, flush=True)
        print("\r", end="", file=sys.stderr)
        if scores:
            print(summary_line(rs.id, scores, naive, args.games) + f" in {time.perf_counter() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
