"""Memory of a long session: one app process opens tables one after another
(a round = one table of every game; five rounds = 25 tables by default), each
a game some moves in, drawn for a while at 1920x1080 and closed back to the
menu.  Prints the resident memory (RSS) after each round, and what the
pygame surfaces still alive hold, so a growth can be traced.  Asserts nothing.

    .venv/bin/python bench/bench_memory.py [--rounds 5] [--frames 90] [--moves 40] [--size 1920x1080]
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CANTINA_HOME"] = tempfile.mkdtemp(prefix="cantina-bench-")


def rss_mb(pid: int | str = "self") -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def cached(assets) -> str:
    """What the shared asset cache holds: entries and pixel megabytes per part."""
    import pygame

    def mb(surfs) -> float:
        total = 0
        for surf in surfs:
            if isinstance(surf, pygame.Surface):
                w, h = surf.get_size()
                total += w * h * surf.get_bytesize()
        return total / (1 << 20)

    parts = {"text": assets._text, "generated": assets._generated, "scaled": assets._scaled,
             "images": assets._images}
    shown = ", ".join(f"{name} {len(d)} ({mb(d.values()):.0f} MB)" for name, d in parts.items())
    return shown + f", wraps {len(assets._wraps)}"


def open_table(app, game_id: str, seed: int, moves: int, frames: int) -> None:
    """A game `moves` decisions in, then watched on the table for `frames`
    frames while Normal bots play every seat (moves, animations, log lines,
    the bot worker), then closed to the menu as the pause menu's Quit does."""
    from game.ai import decide, make_bot
    from game.app import build_match
    from game.games import get_ruleset

    rs = get_ruleset(game_id)
    match = build_match(rs.id, ["normal"] * (rs.min_players + 1), seed, {})
    bot = make_bot(rs.id, "normal")
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(decide(match.state, bot, seed, len(match.steps)))
    app.start_match(match)
    for _ in range(frames):
        app.dirty = True
        app.step(1 / 60)
    app.pop_to_root()
    app.step(1 / 60)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--moves", type=int, default=40)
    p.add_argument("--size", default="1920x1080")
    args = p.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from game.app import App
    from game.games import all_specs
    from game.persist import Settings
    from game.scenes.menu import MenuScene

    settings = Settings()
    settings.bot_pace = 0.0
    app = App(settings, size=(w, h), fullscreen=False, audio=False)
    app.push(MenuScene(app))
    app.step(1 / 60)
    games = [s.id for s in all_specs() if s.playable]
    print(f"start: RSS {rss_mb():.0f} MB ({len(games)} games, {w}x{h})")
    after = {}
    for r in range(1, args.rounds + 1):
        for i, game_id in enumerate(games):
            open_table(app, game_id, seed=100 * r + i, moves=args.moves, frames=args.frames)
        gc.collect()
        worker = app._worker
        child = ""
        pid = worker.child_pid if worker is not None else None
        if pid is not None:
            child = f", bot worker child {rss_mb(pid):.0f} MB (restarted {worker.restarts} times)"
        tables = r * len(games)
        after[tables] = rss_mb()
        print(f"after {tables:3} tables: RSS {after[tables]:.0f} MB{child}; cache: {cached(app.assets)}")
    first, last = min(after), max(after)
    print(f"growth from {first} to {last} tables: {after[last] - after[first]:+.0f} MB "
          f"({100 * (after[last] / after[first] - 1):+.1f}%)")
    app.close_worker()
    from game.app import shutdown

    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
