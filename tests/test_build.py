"""The packaged build: tools/build.py builds with PyInstaller into a temporary
folder and smoke-tests the app (simulate every game, screenshot the menu).

Slow (a build takes about a minute on 2 cores) but run by CI.  Skipped, with
the reason shown, only when PyInstaller is not installed: install the build
extra (`pip install -e ".[build]"`) to run it.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STRAY = {"numpy", "tkinter", "_tkinter", "pytest", "_pytest"}
MAX_BYTES = 60_000_000  # the one-folder build (63 MB before binaries were stripped)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason='PyInstaller is not installed: pip install -e ".[build]" to test the packaged build'),
]


def _has_files(folder: Path) -> bool:
    return folder.is_dir() and any(p.is_file() and not p.name.startswith(".") for p in folder.rglob("*"))


def _pyz_modules(exe: Path) -> set[str]:
    from PyInstaller.archive.readers import CArchiveReader

    pkg = CArchiveReader(str(exe))
    modules = set()
    for name, entry in pkg.toc.items():
        if entry[-1] == "z":  # the PYZ archive of pure-Python modules
            modules.update(pkg.open_embedded_archive(name).toc)
    return modules


# One test, not several sharing a fixture: under `pytest -n 2` a shared
# fixture would build once per worker.
def test_build_bundles_data_runs_headless_and_carries_nothing_stray(tmp_path):
    dist = tmp_path / "dist"
    cmd = [sys.executable, str(ROOT / "tools" / "build.py"), "--dist", str(dist), "--work", str(tmp_path / "work"),
           "--runs", "1"]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=900)
    print(proc.stdout)
    # build.py itself checks: the build, every game's `simulate --games 1`, and a > 10 KB menu screenshot.
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stdout}\n{proc.stderr}"

    app = dist / "cantina"
    exe = app / ("cantina.exe" if sys.platform.startswith("win") else "cantina")
    assert exe.is_file()

    internal = app / "_internal"
    assert _has_files(internal / "content")
    assert _has_files(internal / "art")
    assert list((internal / "art" / "fonts").glob("*.ttf")), "no font bundled under art/fonts"
    if _has_files(ROOT / "sounds"):
        assert _has_files(internal / "sounds")
    for src in (ROOT / "content").rglob("rules.md"):
        assert (internal / src.relative_to(ROOT)).is_file(), f"{src.relative_to(ROOT)} not bundled"

    on_disk = {p.name.split(".")[0] for p in internal.iterdir()}
    assert not on_disk & STRAY, f"bundled in _internal: {sorted(on_disk & STRAY)}"
    modules = _pyz_modules(exe)
    assert modules, "found no PYZ archive in the executable"
    stray = {m.split(".")[0] for m in modules} & (STRAY | {"unittest", "setuptools", "pkg_resources"})
    assert not stray, f"bundled modules: {sorted(stray)}"
    assert "game.rules.core" in modules and "game.ai" in modules
    assert "pytmx.pytmx" in modules, "pytmx (the Tiled map reader) not bundled"

    size = sum(p.stat().st_size for p in app.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"built folder: {size} bytes")
    assert size <= MAX_BYTES, f"the build is {size / 1e6:.1f} MB, over {MAX_BYTES / 1e6:.0f} MB"
