"""App benchmarks (dummy video driver, no screen needed).

    .venv/bin/python bench/bench_app.py [--frames 300] [--runs 5] [--size 1280x720]

Prints:
- start-to-menu: process start until the first menu frame is on screen,
  measured around a subprocess (median of --runs);
- ms per frame and the implied fps cap for: the menu idle (nothing changed:
  the dirty flag skips the redraw), the menu redrawn every frame, a table
  scene redrawn every frame, and the table while animating.  Frame cost is
  the real work (events, update, draw, scale to the window, flip) without the
  60 fps sleep.
Aim: menu under 2 s, every frame under 16.7 ms (60 fps).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

CHILD = r"""
import os, sys, tempfile
sys.path.insert(0, {root!r})
os.environ["CANTINA_HOME"] = tempfile.mkdtemp()
from game.app import App
from game.scenes.menu import MenuScene
app = App(size=({w}, {h}))
app.push(MenuScene(app))
app.step(0.0)
print("FIRST_FRAME", flush=True)
"""


def start_to_menu(runs: int, size) -> list[float]:
    times = []
    code = CHILD.format(root=str(ROOT), w=size[0], h=size[1])
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                                env=dict(os.environ))
        for line in proc.stdout:
            if line.startswith("FIRST_FRAME"):
                times.append(time.perf_counter() - t0)
                break
        proc.wait()
    return times


def frame_cost(app, frames: int, force: bool, before=None) -> float:
    """Median ms per frame of app.step (optionally forcing a redraw)."""
    costs = []
    for i in range(frames):
        if before:
            before(i)
        if force:
            app.dirty = True
        t = time.perf_counter()
        app.step(1 / 60)
        costs.append((time.perf_counter() - t) * 1000)
    return statistics.median(costs)


def report(name: str, ms: float) -> None:
    cap = 1000 / ms if ms > 0 else float("inf")
    print(f"{name:<34} {ms:7.2f} ms/frame   -> {min(cap, 9999):6.0f} fps cap")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--size", default="1280x720")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))

    import tempfile

    os.environ["CANTINA_HOME"] = tempfile.mkdtemp()
    times = start_to_menu(args.runs, size)
    print(f"start-to-menu (median of {len(times)}): {statistics.median(times):.2f} s"
          f"   [min {min(times):.2f}, max {max(times):.2f}]")

    import pygame

    from game.app import App, build_match
    from game.persist import Settings
    from game.games import all_rulesets
    from game.scenes import table_scene_class
    from game.scenes.menu import MenuScene
    from game.ui.anim import ease_in_out_cubic

    settings = Settings()
    app = App(settings, size=size, fullscreen=False, audio=False)
    app.push(MenuScene(app))
    app.step(0.0)
    report("menu idle (no change)", frame_cost(app, args.frames, force=False))
    report("menu redrawn every frame", frame_cost(app, args.frames, force=True))

    games = all_rulesets()
    if games:
        rs = games[0]
        match = build_match(rs.id, ["human"] + ["normal"] * (rs.min_players - 1), seed=1)
        label = rs.id
    else:
        sys.path.insert(0, str(ROOT))
        from tests.ui import toygame  # noqa: F401

        match = build_match("toy", ["human", "normal"], seed=1)
        label = "toy"
    table = table_scene_class(match.game_id)(app, match, autoplay=False)
    app.push(table)
    app.step(0.0)
    report(f"table idle ({label}, no change)", frame_cost(app, args.frames, force=False))
    report(f"table redrawn every frame ({label})", frame_cost(app, args.frames, force=True))

    card = pygame.Surface((150, 210))
    card.fill((230, 220, 200))

    def animate(i):
        if not table.anim.busy:
            for k in range(6):
                table.anim.move(card, (200 + 60 * k, 300), (1200 - 60 * k, 700), 0.8, ease=ease_in_out_cubic,
                                arc=120)
            table.anim.float_text("+3 credits", (700, 500))
            table.anim.pulse((700, 500))

    report(f"table animating ({label}, 6 cards)", frame_cost(app, args.frames, force=False, before=animate))
    app.close_worker()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
