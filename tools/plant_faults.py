"""Plant one fault of each kind in a copy of the tree and check that the fast
test tier (`pytest -m "not slow" -x`) fails on each.

The faults are the ones a change is most likely to bring: a broken rule, a
table whose target does the wrong thing or whose drawing raises, a save that
drops a field, and a bot that returns an illegal action.  Each is a text
replacement in one file.  The tree you run this from is never modified: it is
copied to a temporary folder once, each fault is applied there, the fast tier
runs there, and the file is put back before the next fault.

    python tools/plant_faults.py            # all faults, pytest -n 2
    python tools/plant_faults.py --jobs 0 --only save-drops-options

Exit status 0 when the unchanged copy passes and every fault is caught.  A
fault whose text no longer matches the source (the code moved on) is
reported as "does not apply" and counts as a failure: update its patch.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Fault:
    name: str
    kind: str
    path: str
    old: str
    new: str


FAULTS = (
    Fault("star-cartel-last-ship-skips-a-player", "rule", "game/games/star_cartel/rules/ending.py",
          "s.final_queue = [(seat + k) % n for k in range(1, n)]",
          "s.final_queue = [(seat + k) % n for k in range(2, n)]"),
    Fault("star-cargo-planet-target-moves-to-the-wrong-planet", "table", "game/games/star_cargo/table.py",
          "disabled = self._offer(Move(pid), legal, actions)",
          "disabled = self._offer(Move(here or pid), legal, actions)"),
    Fault("star-cargo-bank-drawing-raises", "table", "game/games/star_cargo/board_view.py",
          "    def draw_bank(self, surface, view) -> None:\n",
          "    def draw_bank(self, surface, view) -> None:\n        raise RuntimeError(\"planted fault\")\n"),
    Fault("save-drops-options", "save", "game/session.py",
          '            "options": self.options,\n', ""),
    Fault("star-cargo-bot-picks-up-where-it-should-sell", "bot", "game/games/star_cargo/bot.py",
          "        if len(actions) == 1:\n            return actions[0]\n",
          "        if len(actions) == 1:\n            return actions[0]\n"
          "        if Sell() in actions and PickUp() not in actions:\n            return PickUp()\n"),
)

FAST_TIER = ("-m", "not slow", "-x", "-q", "-p", "no:cacheprovider")


def copy_tree(dest: Path) -> None:
    """The files git knows about (tracked, or new and not ignored), as they
    are in the working tree; every file but .git when this is no checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(".git", "__pycache__", ".venv"),
                        dirs_exist_ok=True)
        return
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)


def run_fast_tier(tree: Path, jobs: int) -> tuple[bool, str, float]:
    """(passed, first failing test or error line, seconds)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CANTINA_HOME=str(tree / ".cantina-home"), PYTHONDONTWRITEBYTECODE="1")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", *FAST_TIER, "-n", str(jobs)], cwd=tree, env=env,
                          capture_output=True, text=True)
    seconds = time.perf_counter() - started
    out = done.stdout + done.stderr
    failed = re.search(r"^(FAILED|ERROR) (\S+)", out, re.M)
    last = out.strip().splitlines()[-1] if out.strip() else "(no output)"
    return done.returncode == 0, failed.group(2) if failed else last, seconds


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="pytest-xdist workers (0: in one process)")
    parser.add_argument("--only", action="append", help="run only the fault of this name (repeatable)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the run on the unchanged copy")
    args = parser.parse_args(argv)
    faults = [f for f in FAULTS if not args.only or f.name in args.only]
    if args.only and len(faults) != len(args.only):
        parser.error(f"unknown fault; known: {', '.join(f.name for f in FAULTS)}")

    ok = True
    with tempfile.TemporaryDirectory(prefix="plant-faults-") as tmp:
        tree = Path(tmp)
        copy_tree(tree)
        if not args.no_baseline:
            passed, detail, seconds = run_fast_tier(tree, args.jobs)
            print(f"{'baseline':8} {'unchanged tree':52} {'passes' if passed else 'FAILS: ' + detail}"
                  f" ({seconds:.0f} s)", flush=True)
            if not passed:
                return 1
        for fault in faults:
            target = tree / fault.path
            original = target.read_text()
            if original.count(fault.old) != 1:
                print(f"{fault.kind:8} {fault.name:52} does not apply: the text to replace is not in "
                      f"{fault.path} exactly once", flush=True)
                ok = False
                continue
            target.write_text(original.replace(fault.old, fault.new))
            try:
                passed, detail, seconds = run_fast_tier(tree, args.jobs)
            finally:
                target.write_text(original)
            if passed:
                ok = False
            print(f"{fault.kind:8} {fault.name:52} {'MISSED' if passed else 'caught by ' + detail}"
                  f" ({seconds:.0f} s)", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
