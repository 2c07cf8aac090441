"""Cost of placing one rising text (table_parts/floats.py) on a crowded
board: 30 map labels, two notices, and bursts of texts asked over a few
nearby sources so most must step aside, wait or take a plate.

    .venv/bin/python bench/bench_floats.py [--texts 400] [--seed 5]

Prints the median and 95th-percentile ms per text placed, and how many
texts took a plate or had to wait.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--texts", type=int, default=400)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()

    import pygame

    pygame.init()
    pygame.display.set_mode((1280, 720))
    from game.scenes.table_parts.floats import Floats
    from game.ui.anim import Animator
    from game.ui.assets import get_assets

    rng = random.Random(args.seed)
    board = pygame.Rect(34, 100, 920, 450)
    labels = [pygame.Rect(rng.randrange(board.x, board.right - 120), rng.randrange(board.y, board.bottom - 20), 120, 18)
              for _ in range(30)]
    notices = [pygame.Rect(340, 110, 420, 40), pygame.Rect(340, 156, 420, 40)]
    ctx = SimpleNamespace(assets=get_assets(), anim=Animator(1.0), board_rect=board)
    floats = Floats(ctx, notices=lambda: notices, labels=lambda: labels)
    words = ["+10 res", "+2 VP", "−16 res", "+5 BP", "+1 VP", "−3 health"]
    costs, plated, waited = [], 0, 0
    for burst in range(args.texts // 4):
        sx, sy = rng.randrange(board.x + 60, board.right - 60), rng.randrange(board.y + 80, board.bottom - 20)
        for k in range(4):
            pos = (sx + rng.randrange(-40, 41), sy + rng.randrange(-30, 31))
            t = time.perf_counter()
            f = floats.add(rng.choice(words), pos, (120, 230, 140), size=rng.choice((28, 32)), rise=70, delay=0.12 * k)
            costs.append((time.perf_counter() - t) * 1000)
            plated += f.surf.get_at((1, f.surf.get_height() // 2)).a > 200 and f.surf.get_at((f.surf.get_width() // 2, 1)).a > 200
            waited += f.delay > 0.12 * k + 1e-9
        for _ in range(rng.randrange(30, 120)):  # half a second to two pass before the next burst
            ctx.anim.update(1 / 60)
    costs.sort()
    print(f"texts placed: {len(costs)}; ms per text: median {statistics.median(costs):.3f}, "
          f"p95 {costs[int(0.95 * len(costs))]:.3f}, max {costs[-1]:.3f}; on a plate: {plated}; waited: {waited}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
