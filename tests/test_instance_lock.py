"""Issue 43 item 16: one app per data folder.  A second app on the same
folder says another is open and closes (it would share the autosave and
lose statistics); a lock left by an app that ended is no obstacle."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game import persist
from game.instance_lock import FILE, InstanceLock

ROOT = Path(__file__).resolve().parent.parent
HOLD = ("import sys, time\n"
        "from game import persist\n"
        "from game.instance_lock import InstanceLock\n"
        "lock = InstanceLock(persist.data_dir()).acquire()\n"
        "print('held' if lock else 'refused', flush=True)\n"
        "time.sleep(600)\n")


@pytest.fixture
def other_app(cantina_home):
    """Another process holding the data folder's lock, as a running app does."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "CANTINA_HOME": str(cantina_home)})
    assert proc.stdout.readline().strip() == "held"
    yield proc
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def test_a_second_lock_on_the_same_folder_is_refused_and_names_the_holder(other_app):
    lock = InstanceLock(persist.data_dir())
    assert lock.acquire() is None
    assert lock.holder == other_app.pid


def test_a_lock_of_a_killed_app_is_free_again(other_app):
    other_app.send_signal(signal.SIGKILL)
    other_app.wait()
    lock = InstanceLock(persist.data_dir()).acquire()
    assert lock is not None
    assert (persist.data_dir() / FILE).read_text().split()[0] == str(os.getpid())
    lock.release()


def test_a_lock_file_left_with_a_dead_process_id_is_taken_over():
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    (persist.data_dir() / FILE).write_text(dead.stdout)
    lock = InstanceLock(persist.data_dir()).acquire()
    assert lock is not None
    lock.release()
    assert InstanceLock(persist.data_dir()).acquire() is not None  # released: free again


def test_the_second_app_says_another_is_open_and_touches_nothing(other_app, monkeypatch, capsys):
    from game import app as app_mod
    from game.cli import main
    from game.scenes.message import MessageScene
    from game.session import Match, Seat

    first = Match("cartel", [Seat("Ann", "human"), Seat("Bot", "normal")], 3)
    persist.autosave(first)
    shown = []

    def run(self):
        shown.extend(self.scenes)
        assert not self.save_settings_on_exit  # the other app's settings are its own
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod, "_headless", lambda: False)
    monkeypatch.setattr(app_mod.App, "run", run)
    assert main(["play", "star-cartel"]) == 1
    assert len(shown) == 1 and isinstance(shown[0], MessageScene)
    assert "already open" in shown[0].title and str(other_app.pid) in shown[0].body
    assert "already open" in capsys.readouterr().err
    assert persist.load_autosave().match.game_id == "cartel"  # the first app's game is untouched


def test_the_first_app_takes_the_lock_and_lets_it_go_when_it_ends(monkeypatch):
    from game import app as app_mod
    from game.cli import main

    held = []

    def run(self):
        held.append(InstanceLock(persist.data_dir()).acquire())
        app_mod.shutdown()
        return 0

    monkeypatch.setattr(app_mod.App, "run", run)
    assert main([]) == 0
    assert held == [None]  # while it ran, nobody else could take the lock
    lock = InstanceLock(persist.data_dir()).acquire()
    assert lock is not None
    lock.release()


def test_a_lock_that_cannot_be_taken_stops_the_app_in_one_sentence(tmp_path, monkeypatch, capsys):
    """Issue 50 items 1 and 2: a folder or a link in the lock's place no
    longer lets two apps write the same data folder side by side, and a link
    is never written through (a file outside the data folder keeps its text)."""
    from game import persist
    from game.app import take_instance_lock

    monkeypatch.setenv("CANTINA_HOME", str(tmp_path / "home"))
    data = persist.data_dir()
    (data / "cantina.lock").mkdir()
    assert take_instance_lock() is None
    err = capsys.readouterr().err
    assert "is a folder" in err and "Remove or rename it" in err
    (data / "cantina.lock").rmdir()
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me")
    (data / "cantina.lock").symlink_to(outside)
    assert take_instance_lock() is None
    assert "is a link" in capsys.readouterr().err
    assert outside.read_text() == "keep me"
