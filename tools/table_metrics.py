"""How big each game's table class is: the length of its class chain and the
number of names it defines (beyond `object`'s).  Run before and after a change
to the table frame to see whether a table got simpler:

    python tools/table_metrics.py
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAMES = ("star-cartel", "star-cargo", "cartel", "captain", "star-traders")


def measure(cls) -> tuple[int, int]:
    """(class-chain length, names defined beyond object's)."""
    return len(cls.__mro__), len(set(dir(cls)) - set(dir(object)))


def main() -> None:
    from game.scenes import table_scene_class

    print(f"{'game':<14} {'table class':<20} {'chain':>5} {'names':>5}")
    for game_id in GAMES:
        cls = table_scene_class(game_id)
        chain, names = measure(cls)
        print(f"{game_id:<14} {cls.__name__:<20} {chain:>5} {names:>5}")


if __name__ == "__main__":
    main()
