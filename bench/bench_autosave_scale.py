"""The cost of many games in the autosaves folder: opening the Load screen
(listing and drawing it), the first autosave of a new game (which prunes the
folder) and the autosave after each move, with N autosaves already there
(half of them unfinished games).  Prints numbers; asserts nothing.

    .venv/bin/python bench/bench_autosave_scale.py [--files 1 1000 10000]
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def load_screen_seconds() -> float:
    """Open the Load screen and draw its first frame."""
    from game.app import App
    from game.persist import Settings
    from game.scenes.load import LoadScene

    app = App(Settings(), size=(1280, 720), fullscreen=False, audio=False)
    t = time.perf_counter()
    app.push(LoadScene(app))
    app.render()
    return time.perf_counter() - t


def measure(files: int) -> tuple[float, float, float]:
    home = tempfile.mkdtemp(prefix="cantina-bench-")
    os.environ["CANTINA_HOME"] = home
    try:
        from game import persist
        from game.ai import decide, make_bot
        from game.seating import build_match

        bot = make_bot("cartel", "normal")
        m = build_match("cartel", ["human", "normal"], 4)
        for i in range(20):
            m.apply(decide(m.state, bot, 4, i))
        data = m.dumps()
        folder = persist.autosaves_dir()
        for k in range(files):
            name = f"2020-{k:05d}" + (persist.DONE if k % 2 else ".json")
            (folder / name).write_text(data, encoding="utf-8")
        load = load_screen_seconds()
        fresh = build_match("cartel", ["human", "normal"], 5)
        t = time.perf_counter()
        persist.autosave(fresh)
        first = time.perf_counter() - t
        t = time.perf_counter()
        for i in range(10):
            fresh.apply(decide(fresh.state, bot, 5, i))
            persist.autosave(fresh)
        per_move = (time.perf_counter() - t) / 10
        return load, first, per_move
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, nargs="+", default=[1, 1000, 10000])
    args = ap.parse_args()
    for n in args.files:
        load, first, per_move = measure(n)
        print(f"{n:>6} autosaves: Load screen {load * 1000:7.1f} ms, first autosave of a new game "
              f"{first * 1000:7.1f} ms, a move's autosave (with its decision) {per_move * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
