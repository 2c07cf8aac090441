"""When the app is killed (kill -9: nothing runs in it), its bot worker's
child process and multiprocessing's resource tracker end too."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PARENT = r"""
import sys, time
from multiprocessing import resource_tracker
from game.ai.worker import BotWorker

worker = BotWorker()
assert worker.mode == "process", worker.mode
tracker = resource_tracker._resource_tracker._pid
print(worker._proc.pid, tracker or 0, flush=True)
time.sleep(600)
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie waiting for its (init) parent to reap it counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9 (POSIX)")
@pytest.mark.slow  # a parent process and its bot worker
def test_child_and_resource_tracker_die_with_a_killed_parent():
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        child, tracker = (int(v) for v in parent.stdout.readline().split())
        assert alive(child)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 60  # generous: only a bound, not a timing assertion
        watched = [p for p in (child, tracker) if p]
        while any(alive(p) for p in watched) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(child), "the bot worker outlived the killed app"
        assert not tracker or not alive(tracker), "the resource tracker outlived the killed app"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()


@pytest.mark.slow  # a program and its bot worker, each a Python process
def test_a_program_that_forgets_close_still_exits_and_takes_the_child_along():
    script = ("from game.ai.worker import BotWorker\n"
              "w = BotWorker()\n"
              "print(w._proc.pid, flush=True)\n")  # no close(): __del__ runs while Python shuts down
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    child = int(proc.stdout.split()[0])
    deadline = time.monotonic() + 60
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(child)
