"""Issue 50 item 1: two processes recording finished games in one data
folder at once (the instance lock bypassed) lose no record."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import persist, stats

ROOT = Path(__file__).resolve().parent.parent
WRITER = ("import sys\n"
          "from game import stats\n"
          "def one_more(s, match, lesson_done=False):\n"
          "    s.cell('star_cartel', 'normal').games += 1\n"
          "    return True\n"
          "stats.record = one_more\n"
          "print('ready', flush=True)\n"
          "sys.stdin.readline()\n"
          "for _ in range(int(sys.argv[1])):\n"
          "    assert stats.record_finished(None) == ''\n")


def games_kept_by_two_writers(home: Path, each: int) -> int:
    env = {**os.environ, "CANTINA_HOME": str(home)}
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(each)], cwd=ROOT, env=env, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE) for _ in range(2)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready"
    for p in procs:  # both start together
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        assert p.wait(timeout=120) == 0
    kept, notice = stats.load()
    assert notice == ""
    return kept.cell("star_cartel", "normal").games


def test_two_writers_keep_every_record(cantina_home):
    persist.data_dir().mkdir(parents=True, exist_ok=True)
    assert games_kept_by_two_writers(cantina_home, 150) == 300


def bypass(folder: Path, name: str, how: str, outside: Path) -> None:
    """Put in the place of lock file `name` what issue 50 tried: a folder, a
    read-only file or a link to a file outside the data folder."""
    target = folder / name
    if how == "folder":
        target.mkdir()
    elif how == "read-only":
        target.write_text("")
        target.chmod(0o444)
    else:
        outside.write_text("not Cantina's\n")
        target.symlink_to(outside)


@pytest.mark.slow  # two writer processes per case; test_two_writers_keep_every_record stays fast
@pytest.mark.parametrize("how", ["folder", "read-only", "link"])
def test_two_writers_keep_every_record_whatever_is_in_the_locks_place(cantina_home, tmp_path, how, capsys):
    """Both lock files bypassed the same way (the app's cantina.lock and the
    statistics' own lock): every record is kept, and a link is never
    written through."""
    folder = persist.data_dir()
    outside = tmp_path / f"outside-{how}.txt"
    for name in ("cantina.lock", stats.LOCK):
        bypass(folder, name, how, outside)
    kept = games_kept_by_two_writers(cantina_home, 150)
    if how == "link":
        assert outside.read_text() == "not Cantina's\n"
    with capsys.disabled():
        print(f"\n  lock bypassed by a {how}: 300 records written, {kept} kept")
    assert kept == 300
