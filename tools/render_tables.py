"""Render every game's table at fixed seeds and moments to PNG, and compare two
such sets pixel by pixel.

A refactor of the table frame must not change what a person sees.  Record the
renders before the change, make the change, render again and compare:

    python tools/render_tables.py --out /tmp/before
    ... change the code ...
    python tools/render_tables.py --out /tmp/after --compare /tmp/before

Moments per game and size: the opening, a mid-game decision of the person with
the pointer on the first board target (its highlight and tooltip), the first
reaction the person is asked out of turn (a prompt over someone else's turn),
a moment in the last rounds, and the final board.  Sizes: 1280x720 and a wide
2560x1080.  Everything is played by the Normal bot from a fixed seed, so the
same code gives the same pictures on every run.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = ((1280, 720), (2560, 1080))
# (game id, players, options, seed)
TABLES = (
    ("star-cartel", 4, {}, 3),
    ("star-cargo", 3, {}, 3),
    ("cartel", 2, {}, 3),
    ("captain", 3, {"target": 50}, 3),
    ("star-traders", 3, {"version": "family"}, 3),
    ("star-traders", 2, {"version": "black-hole"}, 4),
    ("star-traders", 4, {"version": "nova"}, 5),
)


def _play(game_id, players, options, seed, stop):
    """A match whose seat 0 is a person, played by Normal bots until stop(match, i) is true."""
    from game.ai import decide, make_bot
    from game.app import build_match

    match = build_match(game_id, ["human"] + ["normal"] * (players - 1), seed, dict(options))
    bot = make_bot(game_id, "normal")
    i = 0
    while not match.state.is_over and not stop(match, i):
        match.apply(decide(match.state, bot, seed, len(match.steps)))
        i += 1
    return match


def _length(game_id, players, options, seed) -> int:
    return len(_play(game_id, players, options, seed, lambda m, i: False).steps)


def moments(game_id, players, options, seed):
    """name -> a function(match, i) that says where to stop."""
    total = _length(game_id, players, options, seed)
    mid = total // 2

    def person_mid(m, i):
        return i >= mid and m.state.to_act == 0

    def reaction(m, i):
        owner = m.state.turn_owner()
        return i >= 4 and m.state.to_act == 0 and owner is not None and owner != 0

    def late(m, i):
        return i >= total - max(6, total // 20) and m.state.to_act == 0

    return {
        "opening": lambda m, i: True,
        "mid": person_mid,
        "reaction": reaction,
        "late": late,
        "final": lambda m, i: False,
    }


def render_all(out: Path, only: str | None = None) -> list[Path]:
    import pygame

    from game import persist
    from game.app import App
    from game.scenes import table_scene_class

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game_id, players, options, seed in TABLES:
        if only and only != game_id:
            continue
        tag = game_id + "".join(f"-{v}" for v in options.values() if isinstance(v, str))
        for name, stop in moments(game_id, players, options, seed).items():
            match = _play(game_id, players, options, seed, stop)
            if name == "reaction" and match.state.is_over:
                continue  # this game asks nobody out of turn here
            for w, h in SIZES:
                settings = persist.Settings()
                settings.fullscreen = False
                app = App(settings, size=(w, h), fullscreen=False, audio=False)
                app.tooltips.delay = 0  # a still picture shows the hovered tooltip
                table = table_scene_class(game_id)(app, match, viewer=0, autoplay=False)
                app.push(table)
                if name == "mid":
                    targets = [t for t in table.current_targets() if t.clickable]
                    if targets:
                        pos = targets[0].rect.center
                        app.mouse = pos
                        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                for _ in range(3):
                    app.top.update(1 / 60)
                path = out / f"{tag}-{name}-{w}x{h}.png"
                app.screenshot(path)
                app.close_worker()
                written.append(path)
                print(f"wrote {path.name} (step {len(match.steps)})", flush=True)
    return written


def compare(a: Path, b: Path) -> int:
    import pygame

    names = sorted(p.name for p in a.glob("*.png"))
    differ = 0
    for name in names:
        other = b / name
        if not other.exists():
            print(f"missing  {name}")
            differ += 1
            continue
        s1, s2 = pygame.image.load(str(a / name)), pygame.image.load(str(other))
        if s1.get_size() != s2.get_size():
            print(f"size     {name}")
            differ += 1
            continue
        if pygame.image.tobytes(s1, "RGB") != pygame.image.tobytes(s2, "RGB"):
            w, h = s1.get_size()
            px = sum(1 for x in range(0, w) for y in range(0, h) if s1.get_at((x, y)) != s2.get_at((x, y)))
            print(f"differs  {name}: {px} pixels")
            differ += 1
        else:
            print(f"same     {name}")
    print(f"{len(names) - differ} identical, {differ} different")
    return 1 if differ else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, required=True, help="folder for the PNGs")
    p.add_argument("--compare", type=Path, help="a folder rendered earlier: compare pixel by pixel")
    p.add_argument("--game", help="only this game id")
    args = p.parse_args(argv)
    os.environ.setdefault("CANTINA_HOME", str(args.out / ".home"))
    render_all(args.out, args.game)
    from game.app import shutdown

    shutdown()
    return compare(args.compare, args.out) if args.compare else 0


if __name__ == "__main__":
    raise SystemExit(main())
