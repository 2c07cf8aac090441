"""Removing the temporary files a killed app leaves behind.

persist.atomic_write writes `<name>.json.<random>.tmp` beside its target and
renames it over the target; a kill or power cut between the two leaves the
temporary file.  At start the app removes such files once they are old
enough that no other running Cantina can still be writing them.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

PATTERN = "*.json.*.tmp"
MIN_AGE = 60.0  # seconds; a write takes milliseconds


def remove_stale_temp_files(folders, min_age: float = MIN_AGE, now: float | None = None) -> list[Path]:
    """Delete the leftover temporary files in `folders`; returns the removed paths."""
    now = time.time() if now is None else now
    removed = []
    for folder in folders:
        try:
            candidates = list(Path(folder).glob(PATTERN))
        except OSError:
            continue
        for path in candidates:
            try:
                st = path.lstat()
                if not path.is_file() or path.is_symlink() or now - st.st_mtime < min_age:
                    continue
                os.unlink(path)
                removed.append(path)
            except OSError:
                continue
    return removed


def clean_at_start() -> list[Path]:
    """The app's own folders (settings, data, saves, autosaves)."""
    from game import persist

    try:
        folders = [persist.config_dir(), persist.data_dir(), persist.saves_dir(),
                   persist.data_dir() / persist.AUTOSAVES]
    except OSError:
        return []
    return remove_stale_temp_files(folders)
