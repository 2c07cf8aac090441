"""Frame time of the Star Traders table while panning the galaxy with six
ships on it (6 traders; dummy video driver, no screen needed).

    .venv/bin/python bench/bench_star_traders_pan.py [--frames 400] [--size 1280x720] [--after 150]

Each frame is a real app.step(): a right-button drag event goes through the
window->logical translation and the scene's handle(), then update, a full
redraw of the table, the scale to the window and the flip (no 60 fps sleep).
Prints median and 95th-percentile ms per frame and the implied fps for a few
zoom levels, plus the one-off cost of drawing the static galaxy layer (glow,
jumplines, planets, names) for a new zoom level (it is cached per level, so
panning only blits it and draws the stations, ships and contract markers).
Target: every frame under 16.7 ms (60 fps).  No asserts on time.
"""
from __future__ import annotations

import argparse
import math
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
os.environ.setdefault("CANTINA_HOME", tempfile.mkdtemp())


def pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(p / 100 * len(s)) - 1))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--frames", type=int, default=400)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--after", type=int, default=150, help="bot decisions played before panning")
    ap.add_argument("--players", type=int, default=6)
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))

    import pygame

    from game.ai import decide, make_bot
    from game.app import App, build_match, shutdown
    from game.persist import Settings
    import game.games.star_traders.rules  # noqa: F401  (registers the game while the menu does not list it)
    from game.games.star_traders.table import StarTradersTable

    settings = Settings()
    settings.animation_speed = 0.0
    app = App(settings, size=size, fullscreen=False, audio=False)
    match = build_match("star-traders", ["human"] + ["normal"] * (args.players - 1), seed=1)
    bot = make_bot("star-traders", "normal")
    for i in range(args.after):
        if match.state.is_over:
            break
        match.apply(decide(match.state, bot, match.seed, i))
    table = StarTradersTable(app, match, viewer=0, autoplay=False)
    app.push(table)
    app.step(0.0)
    ships = sum(len(s) for s in match.state.ships)
    print(f"Star Traders table, {args.players} traders, {ships} ships, {len(match.state.stations)} stations, "
          f"{len(match.steps)} decisions played, window {size[0]}x{size[1]}")

    view = app.view_rect()
    to_window = app.to_window
    centre = to_window(table.map_rect.center)

    for zoom in (0, 2, 4):
        table.camera.fit()
        table.camera.zoom_at(zoom)
        table.gview._layers.clear()
        t = time.perf_counter()
        table.gview._layer()
        build_ms = (time.perf_counter() - t) * 1000
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)])
        costs, cpu = [], []
        for i in range(args.frames):
            a = i / 40.0
            pos = (centre[0] + round(160 * math.sin(a) * view.w / 1920 * 2),
                   centre[1] + round(90 * math.sin(a * 1.3) * view.h / 1080 * 2))
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 1))
            t, c = time.perf_counter(), time.process_time()
            app.step(1 / 60, [ev])
            costs.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=3)])
        med, p95 = statistics.median(costs), pct(costs, 95)
        print(f"zoom level {zoom:+d} (planet {table.gview.planet_px():3d} px): panning {med:6.2f} ms median, "
              f"{p95:6.2f} ms p95  -> {1000 / med:5.0f} fps median, {1000 / p95:5.0f} fps p95 "
              f"(layer build once: {build_ms:.1f} ms)")
        print(f"    CPU time of this process per frame: {statistics.median(cpu):6.2f} ms median, "
              f"{pct(cpu, 95):6.2f} ms p95 (wall time above includes waiting for a busy machine)")
    try:
        load = os.getloadavg()[0]
        print(f"machine load average {load:.1f} on {os.cpu_count()} CPUs")
    except OSError:
        pass
    app.close_worker()
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
