"""One place that finds bundled resources, from source or a PyInstaller build.

PyInstaller 6 one-folder builds put data under `_internal`, exposed as
sys._MEIPASS; from source the resources sit at the repository top.  User data
never lives here: see game/persist.py.
"""
from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base)
    return Path(__file__).resolve().parent.parent


def resource(*parts: str) -> Path:
    return root().joinpath(*parts)
