"""Frame time of a lesson step with the coach's dimming overlay, against the
same table with the coach off (dummy video driver, no screen needed).

    .venv/bin/python bench/bench_lesson_overlay.py [--game cartel] [--step 11] [--frames 200] [--size 1920x1080]

Prints the median ms per frame (app.step with a forced redraw: events,
update, draw, scale to the window, flip) with the coach dimming the table
and lighting the step's target and with the coach turned off, frames taken
in turns so a busy machine slows both alike; and the median ms of the
coach's own drawing (the dimming, the glow, the panel) on the canvas.
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
os.environ["CANTINA_HOME"] = tempfile.mkdtemp()


def frame_ms(app, frames: int) -> float:
    costs = []
    for _ in range(frames):
        app.dirty = True
        t = time.perf_counter()
        app.step(1 / 60)
        costs.append((time.perf_counter() - t) * 1000)
    return statistics.median(costs)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="cartel")
    p.add_argument("--step", type=int, default=11, help="the lesson step shown (counted from 1)")
    p.add_argument("--frames", type=int, default=200)
    p.add_argument("--size", default="1920x1080")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))

    import pygame

    from game.app import App, shutdown
    from game.lesson import load_lesson
    from game.persist import Settings
    from game.scenes.lesson_walk import walk

    settings = Settings()
    settings.animation_speed, settings.bot_pace = 0.0, 0.0
    app = App(settings, size=size, fullscreen=False, audio=False)
    result = walk(app, load_lesson(args.game), stop_at=args.step - 1)
    coach = result.coach
    lit = len(coach.lit())
    frame_ms(app, 20)  # warm the caches
    on, off = [], []
    for i in range(args.frames):
        coach.off = bool(i % 2)  # the attribute only: the same buttons and layout both ways
        (off if coach.off else on).append(frame_ms(app, 1))
    coach.off = False
    canvas = pygame.Surface(result.table.canvas_size)
    result.table.draw(canvas)
    own = []
    for _ in range(args.frames):
        t = time.perf_counter()
        coach.draw(canvas)
        own.append((time.perf_counter() - t) * 1000)
    on_ms, off_ms = statistics.median(on), statistics.median(off)
    # a shared machine makes medians wander; the fastest frame is the uncontended cost
    print(f"{args.game} lesson, step {args.step} ({coach.lesson.steps[args.step - 1].id}), {lit} lit, "
          f"window {size[0]}x{size[1]}, canvas {canvas.get_width()}x{canvas.get_height()}, "
          f"median of {args.frames // 2} frames each")
    print(f"coach on (dimmed, target lit)   {on_ms:7.2f} ms/frame (fastest {min(on):.2f})")
    print(f"coach off                       {off_ms:7.2f} ms/frame (fastest {min(off):.2f})")
    print(f"the coach's own drawing         {statistics.median(own):7.2f} ms/frame (fastest {min(own):.2f})")
    app.close_worker()
    shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
