"""Frame rate of the window while Hard bots think (dummy video driver).

    .venv/bin/python bench/bench_bot_fps.py [--seconds 12] [--game star-cartel] [--thread]

Runs the app's real loop (60 fps clock, events, update, draw, flip) on a
table where every seat is a Hard bot, so for most of the run a search is
under way in the bot worker.  Every frame is redrawn, the worst case (the
table redraws only when something changes).  Prints, per game: frames per
second over the run, the median / 95th-percentile / worst frame interval,
how many bot decisions were made and how much of the time a bot was
thinking.  --thread uses the worker's thread fallback instead of its child
process, to show what the process buys (the search would share the GIL).
Aim: 50+ fps while a Hard bot thinks.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def run(game_id: str, seconds: float, use_thread: bool, size) -> dict:
    from game.ai.worker import BotWorker
    from game.app import App, build_match
    from game.persist import Settings
    from game.games import get_ruleset
    from game.scenes import table_scene_class

    settings = Settings()
    settings.bot_pace = 0.0  # next decision as soon as the last is shown: the bot thinks nearly all the time
    app = App(settings, size=size, fullscreen=False, audio=False)
    if use_thread:
        app.bot_worker_factory = lambda: BotWorker(use_process=False)
    rs = get_ruleset(game_id)
    match = build_match(game_id, ["hard"] * rs.min_players, seed=7)
    table = table_scene_class(game_id)(app, match, autoplay=True)
    app.push(table)
    worker = app.bot_worker()
    # warm up: the child process starts and imports the game before the clock runs
    app.step(0.0)
    warm = time.perf_counter()
    while worker.busy and time.perf_counter() - warm < 10 and len(match.steps) == 0:
        app.step(1 / 60)
        time.sleep(0.01)
    intervals = []
    thinking = 0.0
    start_steps = len(match.steps)
    last = time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end and not table.state.is_over:
        dt = min(0.1, app.clock.tick(app.FPS) / 1000.0)
        app.dirty = True
        app.step(dt)
        now = time.perf_counter()
        intervals.append(now - last)
        if worker.busy:
            thinking += now - last
        last = now
    elapsed = sum(intervals)
    app.close_worker()
    return {
        "fps": len(intervals) / elapsed if elapsed else 0.0,
        "median_ms": statistics.median(intervals) * 1000,
        "p95_ms": sorted(intervals)[int(0.95 * (len(intervals) - 1))] * 1000,
        "worst_ms": max(intervals) * 1000,
        "decisions": len(match.steps) - start_steps,
        "thinking": thinking / elapsed if elapsed else 0.0,
        "seconds": elapsed,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", help="game id (repeatable); default: every game")
    p.add_argument("--seconds", type=float, default=12.0)
    p.add_argument("--thread", action="store_true", help="use the thread fallback instead of the child process")
    p.add_argument("--size", default="1280x720")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    os.environ["CANTINA_HOME"] = tempfile.mkdtemp()

    import pygame

    from game.games import all_rulesets

    pygame.init()
    games = args.game or [r.id for r in all_rulesets()]
    mode = "thread" if args.thread else "process"
    print(f"window while Hard bots think ({mode} worker, every frame redrawn, {size[0]}x{size[1]}):")
    for gid in games:
        r = run(gid, args.seconds, args.thread, size)
        print(f"  {gid:<12} {r['fps']:5.1f} fps   frame interval median {r['median_ms']:.1f} ms, "
              f"p95 {r['p95_ms']:.1f} ms, worst {r['worst_ms']:.1f} ms   "
              f"({r['decisions']} decisions in {r['seconds']:.1f} s, a bot thinking {r['thinking']:.0%} of the time)")
        sys.stdout.flush()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
