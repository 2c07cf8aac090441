"""Temporary files left by a killed app are removed at the next start."""
from __future__ import annotations

import os
import time

from game import persist
from game.stale_files import MIN_AGE, clean_at_start, remove_stale_temp_files


def make(path, age):
    path.write_text("{half a save")
    t = time.time() - age
    os.utime(path, (t, t))
    return path


def test_old_leftovers_go_recent_ones_and_real_files_stay():
    data, saves = persist.data_dir(), persist.saves_dir()
    old_auto = make(data / "autosave.json.k3j2h1.tmp", MIN_AGE + 3600)
    old_save = make(saves / "my game.json.a8s7d6.tmp", MIN_AGE + 3600)
    old_settings = make(persist.config_dir() / "settings.json.zz11.tmp", MIN_AGE * 10)
    busy = make(data / "autosave.json.q9w8e7.tmp", 0)  # another Cantina may be writing it now
    keep = [make(data / "autosave.json", 3600), make(saves / "notes.tmp", 3600), make(saves / "x.json", 3600)]
    removed = clean_at_start()
    assert sorted(removed) == sorted([old_auto, old_save, old_settings])
    assert busy.exists() and all(p.exists() for p in keep)


def test_missing_or_unreadable_folders_are_skipped(tmp_path):
    assert remove_stale_temp_files([tmp_path / "nope", tmp_path]) == []


def test_the_app_start_cleans(monkeypatch):
    from game import app as app_mod

    stale = make(persist.data_dir() / "autosave.json.abc.tmp", MIN_AGE + 10)

    def fake_run(self):
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", fake_run)
    assert app_mod.run_app() == 0
    assert not stale.exists()
