"""Issue 43 item 14: a data folder that cannot be written opens the app with
a message and the saves readable; a failed autosave is one short line, said
once; a saves folder that is a file says so."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from game import persist
from game.session import Match, Seat


def a_match() -> Match:
    return Match("cartel", [Seat("Ann", "human"), Seat("Bot", "normal")], 3)


@pytest.fixture
def read_only_home(cantina_home):
    """CANTINA_HOME with a save, an autosave and settings, made immutable
    (chattr +i: even root cannot write to it)."""
    persist.write_save(a_match(), "mine")
    persist.autosave(a_match())
    persist.Settings().save()
    if shutil.which("chattr") is None or subprocess.run(["chattr", "-R", "+i", str(cantina_home)],
                                                        capture_output=True).returncode != 0:
        pytest.skip("needs chattr +i (ext2/3/4) to make a folder read-only for root")
    yield cantina_home
    subprocess.run(["chattr", "-R", "-i", str(cantina_home)], check=True)


def test_a_read_only_home_opens_the_app_says_why_and_lists_the_saves(read_only_home, monkeypatch, capsys):
    from game import app as app_mod
    from game.cli import main
    from game.scenes.load import LoadScene
    from game.scenes.message import MessageScene

    seen = []

    def run(self):
        seen.append([type(s).__name__ for s in self.scenes])
        top = self.scenes[-1]
        seen.append(top)
        loads = LoadScene(self)
        seen.append(loads)
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", run)
    assert main([]) == 0, capsys.readouterr().err
    names, top, loads = seen
    assert names[0] == "MenuScene"
    assert isinstance(top, MessageScene)
    assert "cannot write" in top.body and str(read_only_home) in top.body
    assert not loads.error
    # the named save and the game in progress, both readable
    assert sorted((persist.is_autosave(s), s.error) for s in loads.saves) == [(False, ""), (True, "")]
    assert "mine" in [s.name for s in loads.saves]


def test_a_failed_autosave_is_one_short_line_without_temp_paths_said_once(monkeypatch):
    import errno

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(persist.data_dir() / "autosave.json.x1y2.tmp"))

    monkeypatch.setattr(persist.tempfile, "mkstemp", refuse)
    with pytest.raises(OSError) as e:
        persist.autosave(a_match())
    text = str(e.value)
    assert ".tmp" not in text and "\n" not in text and len(text) < 60, text
    assert "Errno" not in text
    assert persist.autosave(a_match()) is False  # the same failure again: no second notice
    monkeypatch.undo()
    assert persist.autosave(a_match()) is True
    monkeypatch.setattr(persist.tempfile, "mkstemp", refuse)
    with pytest.raises(OSError):  # failing again after a success is news again
        persist.autosave(a_match())


def test_a_full_disk_says_so(monkeypatch):
    import errno

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(persist.tempfile, "mkstemp", full)
    with pytest.raises(OSError) as e:
        persist.write_save(a_match(), "x")
    assert "disk is full" in str(e.value)


def test_a_saves_folder_that_is_a_file_says_so():
    (persist.data_dir() / "saves").write_text("not a folder")
    with pytest.raises(OSError) as e:
        persist.write_save(a_match(), "mine")
    assert "File exists" not in (e.value.strerror or "")
    assert "saves folder is a file" in e.value.strerror


def test_a_file_where_the_settings_folder_should_be_starts_on_defaults_and_says_so(tmp_path, monkeypatch):
    """Issue 50 item 6: `config` being a file no longer stops the app."""
    from game import persist

    monkeypatch.setenv("CANTINA_HOME", str(tmp_path))
    (tmp_path / "config").write_text("not a folder")
    settings = persist.Settings.load()
    assert settings.keep_file  # never saved over anything
    settings.save()
    assert (tmp_path / "config").read_text() == "not a folder"
    assert "is a file, not a folder" in persist.cannot_write_reason()


def test_a_full_disk_at_start_is_one_sentence_and_the_app_runs_writing_nothing(monkeypatch, capsys):
    """Issue 50 item 6: a full disk (every write refused with ENOSPC) is said
    at start, on the console in one line and over the menu; the app opens."""
    import errno

    from game import app as app_mod
    from game.cli import main
    from game.scenes.message import MessageScene

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    persist.data_dir()
    before = sorted(p.name for p in persist.data_dir().rglob("*") if p.is_file())
    monkeypatch.setattr(persist.tempfile, "mkstemp", full)
    seen = []

    def run(self):
        seen.append(self.scenes[-1])
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", run)
    assert main([]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["Cantina cannot write to its folders: the disk is full"]
    [top] = seen
    assert isinstance(top, MessageScene) and "the disk is full" in top.body
    after = sorted(p.name for p in persist.data_dir().rglob("*") if p.is_file())
    assert [n for n in after if n not in before and n != "cantina.lock"] == []  # no file but the lock
