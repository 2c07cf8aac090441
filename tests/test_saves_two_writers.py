"""Issue 50 item 1, saves and autosaves: two processes writing one data
folder at once (no instance lock between them) lose no game and corrupt no
file: a new autosave claims its name exclusively, a new save name is taken
by one process only (the other is told the name is taken), and every write
goes through a temporary file of its own."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game import persist
from game.session import Match

ROOT = Path(__file__).resolve().parent.parent
WRITER = ("import sys\n"
          "from game import persist\n"
          "from game.seating import build_match\n"
          "who, games = int(sys.argv[1]), int(sys.argv[2])\n"
          "print('ready', flush=True)\n"
          "sys.stdin.readline()\n"
          "taken = 0\n"
          "for i in range(games):\n"
          "    m = build_match('cartel', ['human', 'normal'], who * 1000 + i)\n"
          "    persist.autosave(m)\n"
          "    m.apply(m.state.legal_actions()[0])\n"
          "    persist.autosave(m)\n"
          "    persist.write_save(m, f'mine {who} {i}')\n"
          "    try:\n"
          "        persist.write_save(m, f'shared {i}')\n"
          "    except persist.SaveNameTaken:\n"
          "        taken += 1\n"
          "print(taken, flush=True)\n")


def two_writers(home: Path, games: int) -> list[int]:
    env = {**os.environ, "CANTINA_HOME": str(home)}
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(who), str(games)], cwd=ROOT, env=env, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE) for who in (1, 2)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready"
    for p in procs:  # both start together
        p.stdin.write("go\n")
        p.stdin.flush()
    taken = [int(p.stdout.readline()) for p in procs]
    for p in procs:
        assert p.wait(timeout=300) == 0
    return taken


def seeds_in(folder: Path) -> list[int]:
    """The seed of every game kept in `folder` (each file must load)."""
    return sorted(Match.loads(p.read_bytes()).seed for p in folder.iterdir())


def test_two_writers_lose_no_game_and_corrupt_no_file(cantina_home, capsys):
    games = 40
    persist.data_dir()
    taken = two_writers(cantina_home, games)
    expected = sorted(who * 1000 + i for who in (1, 2) for i in range(games))
    with capsys.disabled():
        print(f"\n  two writers: {2 * games} games autosaved, {len(list(persist.autosaves_dir().iterdir()))} "
              f"autosaves kept; {games} names saved by both, {sum(taken)} refused as taken")
    assert seeds_in(persist.autosaves_dir()) == expected  # every game's autosave, none overwritten
    saves = persist.saves_dir()
    mine = sorted(p.name for p in saves.iterdir() if p.name.startswith("mine"))
    assert len(mine) == 2 * games
    shared = [Match.loads((saves / f"shared {i}.json").read_bytes()) for i in range(games)]
    assert sum(taken) == games and len(shared) == games  # each shared name written once, the other told
    assert not [p for p in saves.iterdir() if p.name.endswith(".tmp")]
