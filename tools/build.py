"""Build Cantina with PyInstaller, then smoke-test the built app headless.

    python tools/build.py                 # build into dist/cantina/ and test it
    python tools/build.py --skip-build    # only test an existing dist/cantina/
    python tools/build.py --dist /tmp/d   # build into /tmp/d/cantina/ (work files in /tmp/d-work)

Steps, each failing loudly (exit 1, with the command and its output):
1. `python -m PyInstaller build.spec --noconfirm --clean` into --dist/--work;
2. the bundle holds content/, art/, sounds/ under _internal and no stray
   packages (numpy, tkinter, pytest, setuptools, unittest...);
3. `cantina simulate GAME --games 1` for every game the source tree knows;
4. `cantina screenshot menu --out menu.png`: the PNG exists and is > 10 KB.
Then it prints the build time, the folder size and start-to-menu time (until
`screenshot menu` finishes, median of --runs) of the build vs `python main.py`.

Needs PyInstaller for building (`pip install -e ".[build]"`).  Runs the app
with SDL's dummy drivers and CANTINA_HOME in a temporary folder, from a
folder outside the repository, so nothing depends on the source tree.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = "cantina"
DATA_DIRS = ("content", "art", "sounds")
# Top-level modules that must never be bundled.
FORBIDDEN = ("numpy", "tkinter", "_tkinter", "pytest", "_pytest", "setuptools", "pkg_resources",
             "unittest", "pip", "PyInstaller")
# Files build.spec leaves out on purpose (keep in step with its SKIP_* sets).
SKIP_SUFFIXES = {".pyc", ".pyo", ".tmp", ".bak", ".swp", ".xcf", ".psd", ".kra", ".aseprite", ".blend"}
SKIP_NAMES = {"Thumbs.db", "desktop.ini"}
MIN_PNG_BYTES = 10 * 1024
TIMEOUT = 300  # seconds for any one command


class BuildError(Exception):
    pass


def fail_command(what: str, cmd: list[str], proc_out: str, code) -> BuildError:
    out = proc_out.strip() or "(no output)"
    if len(out) > 6000:
        out = "...\n" + out[-6000:]
    return BuildError(f"{what} failed (exit {code})\n  command: {' '.join(map(str, cmd))}\n--- output ---\n{out}\n--------------")


def run(what: str, cmd: list, *, env=None, cwd=None, timeout=TIMEOUT) -> str:
    cmd = [str(c) for c in cmd]
    try:
        proc = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired as e:
        out = e.output if isinstance(e.output, str) else (e.output or b"").decode("utf-8", "replace")
        raise fail_command(what, cmd, out, f"timed out after {timeout}s") from None
    except OSError as e:
        raise BuildError(f"{what}: cannot run {' '.join(cmd)}: {e}") from None
    if proc.returncode != 0:
        raise fail_command(what, cmd, proc.stdout, proc.returncode)
    return proc.stdout


def step(text: str) -> None:
    print(f"== {text}", flush=True)


# ---------------------------------------------------------------- build
def build(dist: Path, work: Path) -> float:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError("PyInstaller is not installed: pip install -e \".[build]\" "
                         "(or pip install \"pyinstaller>=6.3,<7\")") from None
    cmd = [sys.executable, "-m", "PyInstaller", ROOT / "build.spec", "--noconfirm", "--clean",
           "--distpath", dist, "--workpath", work]
    step("building: " + " ".join(map(str, cmd)))
    start = time.perf_counter()
    log = run("PyInstaller build", cmd, cwd=ROOT, timeout=900)
    elapsed = time.perf_counter() - start
    (work / "build.log").parent.mkdir(parents=True, exist_ok=True)
    (work / "build.log").write_text(log, encoding="utf-8")
    return elapsed


def app_folder(dist: Path) -> Path:
    return dist / APP


def executable(dist: Path) -> Path:
    return app_folder(dist) / (APP + ".exe" if sys.platform.startswith("win") else APP)


def folder_size(path: Path) -> int:
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            p = Path(folder, name)
            if not p.is_symlink():
                total += p.stat().st_size
    return total


def source_files(top: str) -> list[Path]:
    base = ROOT / top
    if not base.is_dir():
        return []
    return [p for p in base.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and not any(part.startswith(".") for part in p.parts[len(ROOT.parts):])
            and p.name not in SKIP_NAMES and p.suffix.lower() not in SKIP_SUFFIXES]


def bundled_modules(exe: Path) -> list[str] | None:
    """Module names in the executable's PYZ archive (None without PyInstaller)."""
    try:
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:
        return None
    pkg = CArchiveReader(str(exe))
    names = []
    for name, entry in pkg.toc.items():
        if entry[-1] == "z":
            names.extend(pkg.open_embedded_archive(name).toc)
    return sorted(names)


def check_layout(dist: Path) -> dict:
    """The data folders are bundled, nothing stray is.  Returns {folder: files}."""
    exe = executable(dist)
    if not exe.is_file():
        raise BuildError(f"no built app at {exe}: build first (drop --skip-build)")
    internal = app_folder(dist) / "_internal"
    if not internal.is_dir():
        raise BuildError(f"{internal} is missing: not a PyInstaller 6 one-folder build?")
    counts = {}
    for top in DATA_DIRS:
        wanted = source_files(top)
        bundled = [p for p in (internal / top).rglob("*") if p.is_file()] if (internal / top).is_dir() else []
        if wanted and not bundled:
            raise BuildError(f"{top}/ has {len(wanted)} files in the source tree but none in {internal / top}")
        missing = [str(p.relative_to(ROOT)) for p in wanted if not (internal / p.relative_to(ROOT)).is_file()]
        if missing:
            raise BuildError(f"files of {top}/ not bundled (rebuild?): {', '.join(missing[:10])}")
        counts[top] = len(bundled)
    stray = sorted(p.name for p in internal.iterdir()
                   if p.name.split(".")[0] in FORBIDDEN or p.name.startswith(("_tcl_data", "_tk_data", "tcl", "tk")))
    if stray:
        raise BuildError(f"stray packages bundled in {internal}: {', '.join(stray)}")
    modules = bundled_modules(exe)
    if modules is not None:
        bad = sorted({m for m in modules if m.split(".")[0] in FORBIDDEN})
        if bad:
            raise BuildError(f"stray modules bundled in the executable: {', '.join(bad[:20])}")
        games = [m for m in modules if m.startswith(("game.rules.", "game.ai."))]
        print(f"   game modules bundled: {', '.join(games) or 'none'}")
    return counts


# ---------------------------------------------------------------- smoke test
def app_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               CANTINA_HOME=str(home))
    return env


def game_ids() -> list[str]:
    out = run("listing the games of the source tree",
              [sys.executable, "-c", "from game.games import all_rulesets; print(' '.join(r.id for r in all_rulesets()))"],
              cwd=ROOT)
    return out.split()


def check_png(path: Path, cmd: list, output: str) -> int:
    if not path.is_file():
        raise fail_command(f"screenshot (no file {path})", cmd, output, 0)
    size = path.stat().st_size
    with open(path, "rb") as f:
        magic = f.read(8)
    if magic != b"\x89PNG\r\n\x1a\n":
        raise fail_command(f"screenshot ({path} is not a PNG)", cmd, output, 0)
    if size <= MIN_PNG_BYTES:
        raise fail_command(f"screenshot ({path} is only {size} bytes, expected > {MIN_PNG_BYTES})", cmd, output, 0)
    return size


def time_menu(cmd_prefix: list, tmp: Path, env: dict, cwd: Path, runs: int, label: str) -> float:
    times = []
    for i in range(runs):
        out = tmp / f"time-{label}-{i}.png"
        cmd = [*cmd_prefix, "screenshot", "menu", "--out", out]
        start = time.perf_counter()
        output = run(f"timing screenshot menu ({label})", cmd, env=env, cwd=cwd)
        times.append(time.perf_counter() - start)
        check_png(out, cmd, output)
    return statistics.median(times)


def smoke_test(dist: Path, runs: int) -> dict:
    exe = executable(dist)
    tmp = Path(tempfile.mkdtemp(prefix="cantina-smoke-"))
    try:
        env = app_env(tmp / "home")
        outside = tmp / "cwd"  # run away from the repository: the build must not lean on it
        outside.mkdir()
        games = game_ids()
        if not games:
            print("   no game registered in the source tree yet: nothing to simulate")
        for game in games:
            step(f"smoke: cantina simulate {game} --games 1")
            run(f"simulate {game}", [exe, "simulate", game, "--games", "1"], env=env, cwd=outside)
        step("smoke: cantina screenshot menu")
        png = tmp / "menu.png"
        cmd = [exe, "screenshot", "menu", "--out", png]
        output = run("screenshot menu", cmd, env=env, cwd=outside)
        size = check_png(png, cmd, output)
        print(f"   menu.png: {size / 1024:.0f} KB")
        result = {"games": games, "png_bytes": size}
        if runs > 0:
            step(f"timing start-to-menu (median of {runs})")
            result["built_s"] = time_menu([exe], tmp, env, outside, runs, "built")
            result["source_s"] = time_menu([sys.executable, ROOT / "main.py"], tmp, env, ROOT, runs, "source")
        return result
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (the app is DIST/cantina/)")
    p.add_argument("--work", type=Path, help="PyInstaller work folder (default: build/pyinstaller; DIST-work beside DIST when --dist is given)")
    p.add_argument("--skip-build", action="store_true", help="smoke-test an existing build")
    p.add_argument("--runs", type=int, default=3, help="timing runs of start-to-menu for each of build and source (0: no timing)")
    args = p.parse_args(argv)
    dist = args.dist.resolve()
    if args.work:
        work = args.work.resolve()
    elif dist == (ROOT / "dist").resolve():
        work = ROOT / "build" / "pyinstaller"
    else:
        work = dist.parent / f"{dist.name}-work"
    try:
        build_s = None if args.skip_build else build(dist, work)
        step("checking the bundle")
        counts = check_layout(dist)
        result = smoke_test(dist, args.runs)
    except BuildError as e:
        print(f"\nBUILD FAILED: {e}", file=sys.stderr, flush=True)
        return 1
    size = folder_size(app_folder(dist))
    print("\n== build OK")
    print(f"app:           {app_folder(dist)}  (run {executable(dist).name})")
    if build_s is not None:
        print(f"build time:    {build_s:.1f} s")
    print(f"folder size:   {size / 2**20:.1f} MiB")
    print("bundled data:  " + ", ".join(f"{k}/ ({n} files)" for k, n in counts.items()))
    print(f"games checked: {' '.join(result['games']) or 'none'}")
    if "built_s" in result:
        print(f"start-to-menu: built {result['built_s']:.2f} s, source (python main.py) {result['source_s']:.2f} s"
              f"  (median of {args.runs}, until `screenshot menu` finishes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
