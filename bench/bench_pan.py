"""Frame time of a map table while panning it continuously, at its largest
player count (dummy video driver, no screen needed).

    .venv/bin/python bench/bench_pan.py --game captain [--frames 400] [--size 1280x720] [--after 150]
    .venv/bin/python bench/bench_pan.py --game star-traders      # the galaxy with six ships
    .venv/bin/python bench/bench_pan.py --game cartel            # the city

Each frame is a real app.step(): a right-button drag event goes through the
window->logical translation and the scene's handle(), then update, a full
redraw of the table, the scale to the window and the flip (no 60 fps sleep).
Prints median and 95th-percentile ms per frame and the implied fps for a few
zoom levels, plus, where the table caches its static layer per zoom level
(Captain's board, Star Traders' glow, jumplines, planets and names), the
one-off cost of drawing it for a new level; panning then only blits it.
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


class Captain:
    """Captain's hex map caches its static layer per zoom level (hex radius `size`)."""

    def __init__(self, table):
        self.table = table

    def describe(self, match, players):
        return f"Captain table, {players} players, {len(match.state.board.hexes)} hexes"

    def zoom(self, k):
        self.table.camera.fit()
        self.table.camera.zoom_at(k)

    def build_layer(self):
        self.table.board_view.place(self.table.hexes)  # drops the cached layers
        return self.table.board_view.layer()

    def scale(self):
        return f"hex radius {self.table.hexes.size:5.1f} px"


class StarTraders:
    def __init__(self, table):
        self.table = table

    def describe(self, match, players):
        st = match.state
        ships = sum(len(s) for s in st.ships)
        return f"Star Traders table, {players} traders, {ships} ships, {len(st.stations)} stations"

    def zoom(self, k):
        self.table.camera.fit()
        self.table.camera.zoom_at(k)

    def build_layer(self):
        self.table.gview._layers.clear()
        self.table.gview._layer()

    def scale(self):
        return f"planet {self.table.gview.planet_px():3d} px"


class Cartel:
    """The city is drawn every frame (no cached layer)."""

    def __init__(self, table):
        self.table = table

    def describe(self, match, players):
        return f"Cartel table, {players} players"

    def zoom(self, k):
        self.table.camera.fit()
        self.table.camera.zoom_at(k)

    def build_layer(self):
        return None

    def scale(self):
        return f"cell {self.table.board_view.city_view.s:5.1f} px"


TABLES = {"captain": Captain, "star-traders": StarTraders, "cartel": Cartel}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=sorted(TABLES), default="captain")
    ap.add_argument("--frames", type=int, default=400)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--after", type=int, default=150, help="bot decisions played before panning")
    ap.add_argument("--players", type=int, default=None, help="default: the game's largest count")
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))

    import pygame

    from game.ai import decide, make_bot
    from game.app import App, build_match, shutdown
    from game.games import get_ruleset
    from game.persist import Settings
    from game.scenes import table_scene_class

    players = args.players or get_ruleset(args.game).max_players
    settings = Settings()
    settings.animation_speed = 0.0
    app = App(settings, size=size, fullscreen=False, audio=False)
    match = build_match(args.game, ["human"] + ["normal"] * (players - 1), seed=1)
    bot = make_bot(args.game, "normal")
    for i in range(args.after):
        if match.state.is_over:
            break
        match.apply(decide(match.state, bot, match.seed, i))
    table = table_scene_class(args.game)(app, match, viewer=0, autoplay=False)
    view = TABLES[args.game](table)
    app.push(table)
    app.step(0.0)
    print(f"{view.describe(match, players)}, {len(match.steps)} decisions played, window {size[0]}x{size[1]}")

    window = app.view_rect()
    centre = app.to_window(table.map_rect.center)
    for zoom in (0, 2, 4):
        view.zoom(zoom)
        t = time.perf_counter()
        built = view.build_layer() is not None or args.game != "cartel"
        build_ms = (time.perf_counter() - t) * 1000
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)])
        costs, cpu = [], []
        for i in range(args.frames):
            a = i / 40.0
            pos = (centre[0] + round(160 * math.sin(a) * window.w / 1920 * 2),
                   centre[1] + round(90 * math.sin(a * 1.3) * window.h / 1080 * 2))
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 1))
            t, c = time.perf_counter(), time.process_time()
            app.step(1 / 60, [ev])
            costs.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=3)])
        med, p95 = statistics.median(costs), pct(costs, 95)
        layer = f" (layer build once: {build_ms:.1f} ms)" if built else ""
        print(f"zoom level {zoom:+d} ({view.scale()}): panning {med:6.2f} ms median, "
              f"{p95:6.2f} ms p95  -> {1000 / med:5.0f} fps median, {1000 / p95:5.0f} fps p95{layer}")
        print(f"    CPU time of this process per frame: {statistics.median(cpu):6.2f} ms median, "
              f"{pct(cpu, 95):6.2f} ms p95 (wall time above includes waiting for a busy machine)")
    try:
        print(f"machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    except OSError:
        pass
    app.close_worker()
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
