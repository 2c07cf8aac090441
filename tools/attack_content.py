"""Attack the content loader: every content file broken a few ways in a copy
of the resources, then `main.py simulate <game> --games 1` run against the
copy in a child process.  Counts, per outcome: refused in one sentence
(exit 2, the file named, no traceback), played (the game does not read the
file, or the break is harmless), traceback, hang (no answer in the time
limit).  Prints numbers only.

    .venv/bin/python tools/attack_content.py [--timeout S] [--mutations a,b] [--files N]
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME_OF = {"cartel": "cartel", "captain": "captain", "star_traders": "star-traders", "star_cargo": "star-cargo",
           "star_cartel": "star-cartel"}


def mutate(path: Path, how: str) -> None:
    text = path.read_bytes()
    path.unlink()
    if how == "empty":
        path.write_bytes(b"")
    elif how == "half":
        path.write_bytes(text[: len(text) // 2])
    elif how == "deep":
        path.write_text("a: " + "[" * 100_000 + "]" * 100_000 + "\n")
    elif how == "junk":
        path.write_bytes(b"\xff\xfe\x00junk: [1, 2\n" + text[:200])
    elif how == "nan":
        path.write_bytes(text.replace(b": 1", b": .nan", 3).replace(b": 2", b": 1e400", 3))
    elif how == "folder":
        path.mkdir()
    elif how == "fifo":
        os.mkfifo(path)
    else:
        raise ValueError(how)


def run_one(resources: Path, game_id: str, timeout: float) -> str:
    script = ("import sys, tests.ai.broken_content\n"
              "from game.cli import main\n"
              f"sys.exit(main(['simulate', {game_id!r}, '--games', '1']))\n")
    env = {**os.environ, "CANTINA_TEST_CONTENT_ROOT": str(resources), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "CANTINA_HOME": str(resources / "_home")}
    try:
        proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "hang"
    if "Traceback" in proc.stderr:
        return "traceback"
    if proc.returncode == 2 and "content/" in proc.stderr:
        return "refused"
    return "played" if proc.returncode == 0 else f"exit {proc.returncode}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--timeout", type=float, default=90.0)
    parser.add_argument("--mutations", default="empty,half,deep,junk,nan,folder,fifo")
    parser.add_argument("--files", type=int, default=0, help="at most this many files (0: all)")
    args = parser.parse_args()
    files = sorted(p for p in (ROOT / "content").rglob("*") if p.is_file() and p.suffix in (".yaml", ".tmx"))
    files = [p for p in files if p.relative_to(ROOT / "content").parts[0] in GAME_OF]
    if args.files:
        files = files[: args.files]
    counts: dict[str, int] = {}
    bad = []
    for path in files:
        rel = path.relative_to(ROOT)
        game_id = GAME_OF[rel.parts[1]]
        for how in args.mutations.split(","):
            with tempfile.TemporaryDirectory() as tmp:
                res = Path(tmp)
                shutil.copytree(ROOT / "content", res / "content", symlinks=False)
                for extra in ("art", "sounds"):
                    (res / extra).symlink_to(ROOT / extra)
                mutate(res / rel, how)
                outcome = run_one(res, game_id, args.timeout)
            counts[outcome] = counts.get(outcome, 0) + 1
            if outcome in ("traceback", "hang") or outcome.startswith("exit"):
                bad.append(f"{rel} {how}: {outcome}")
            print(f"{rel} {how}: {outcome}", flush=True)
    print(f"files {len(files)}, tried {sum(counts.values())}: "
          + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for line in bad:
        print("BAD", line)


if __name__ == "__main__":
    main()
