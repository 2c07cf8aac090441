"""Command-line attacks: every bad value is one line on stderr and a non-zero
exit status, never a traceback, a silent default or a window."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
G = "star-cartel"

ATTACKS = {
    "simulate": [
        ["--seats", "human,normal"], ["--seats", "normal,wizard"], ["--seats", ""], ["--seats", ","],
        ["--seats", " "], ["--seats", "normal,,normal"], ["--games", "-1"], ["--games", "0"], ["--games", "ten"],
        ["--players", "0"], ["--players", "-3"], ["--players", "99"], ["--players", "3", "--seats", "normal,easy"],
        ["--option", "noequals"], ["--option", "=3"], ["--seed", "x"], ["--games", "99999999999999999999999"],
        ["--games", "1000001"],
    ],
    "play": [
        ["--seats", "wizard,normal"], ["--seats", ""], ["--seats", "human,,normal"], ["--players", "0"],
        ["--players", "99"], ["--players", "x"], ["--option", "oops"],
    ],
    "screenshot": [
        ["--mouse", "abc"], ["--mouse", "1,2,3"], ["--mouse", "5000,5000"], ["--mouse", "-1,4"], ["--size", "0x0"],
        ["--size", "abc"], ["--size", "-5x10"], ["--size", "100000x100000"], ["--size", "1280"],
        ["--players", "0"], ["--after", "x"], ["--after", "-5"], ["--after", "1" + "0" * 40],
        ["--out", "{missing}/shot.png"], ["--out", "{folder}"],
        ["--out", "{folder}/shot.txt"],
    ],
    "tournament": [
        ["--seats", "human,normal"], ["--seats", ""], ["--seats", "normal,wizard"], ["--seats", "normal,normal,easy",
                                                                                 "--games", "-1"],
        ["--seats", "normal,normal,easy", "--hard-seconds", "nan"], ["--seats", "normal,normal,easy", "--hard-seconds", "inf"],
        ["--seats", "normal,normal,easy", "--hard-seconds", "-1"], ["--seats", "normal,normal,easy", "--hard-seconds", "0"],
        ["--seats", "normal,normal,easy", "--hard-iterations", "0"], ["--seats", "normal"],
        ["--seats", "normal,normal,easy", "--games", "1" + "0" * 30],
        ["--seats", "normal,normal,easy", "--expert-iterations", "1" + "0" * 12],
    ],
}
UNKNOWN_GAME = [["simulate", "no-such-game"], ["play", "no-such-game"], ["tournament", "no-such-game", "--seats", "normal,normal,easy"],
                ["screenshot", "no-such-game", "--out", "{folder}/x.png"]]
CASES = [[mode, G if mode != "screenshot" else "menu", *args] for mode, argss in ATTACKS.items() for args in argss]
CASES = [c + (["--out", "{folder}/x.png"] if c[0] == "screenshot" and "--out" not in c else []) for c in CASES]
CASES += UNKNOWN_GAME


def fill(argv, tmp_path):
    folder = tmp_path / "shots"
    folder.mkdir(exist_ok=True)
    return [a.format(folder=folder, missing=tmp_path / "no" / "such") for a in argv]


def run_main(argv, capsys):
    from game.cli import main

    try:
        code = main(argv)
    except SystemExit as e:  # argparse
        code = e.code
    return code, capsys.readouterr().err


def assert_one_line(code, err, argv):
    lines = [line for line in err.splitlines() if line.strip()]
    assert code not in (0, None), f"{argv}: exit status {code}"
    assert len(lines) == 1 and "Traceback" not in err, f"{argv}: stderr was\n{err}"


@pytest.mark.parametrize("argv", CASES, ids=[" ".join(c) for c in CASES])
def test_bad_value_is_one_line_and_a_non_zero_exit(argv, tmp_path, capsys, monkeypatch):
    from game import app as app_mod

    opened = []
    monkeypatch.setattr(app_mod.App, "run", lambda self: opened.append(self) or 0)  # never a real loop
    argv = fill(argv, tmp_path)
    code, err = run_main(argv, capsys)
    for a in opened:
        app_mod.shutdown()
    assert not opened, f"{argv}: the app opened"
    assert_one_line(code, err, argv)
    assert not list((tmp_path / "shots").iterdir()), f"{argv}: wrote a file"


HOME_CASES = [["simulate", G, "--games", "1"], ["tournament", G, "--seats", "normal,normal,easy", "--games", "1"],
              ["screenshot", "menu", "--out", "{folder}/x.png"], []]


@pytest.mark.parametrize("argv", HOME_CASES, ids=[" ".join(c) or "menu" for c in HOME_CASES])
def test_cantina_home_pointing_at_a_file_is_one_line(argv, tmp_path, capsys, monkeypatch):
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv("CANTINA_HOME", str(home))
    code, err = run_main(fill(argv, tmp_path), capsys)
    assert_one_line(code, err, argv)
    assert "CANTINA_HOME" in err and "file" in err


@pytest.mark.slow
def test_in_a_real_process_there_is_no_traceback(tmp_path):
    """The same through main.py in a child process (exit status and stderr as a shell sees them)."""
    env = {**os.environ, "CANTINA_HOME": str(tmp_path / "file"), "SDL_VIDEODRIVER": "dummy"}
    (tmp_path / "file").write_text("x")
    for argv in (["simulate", G, "--games", "1"], ["simulate", G, "--games", "-1"], ["screenshot", "menu", "--size", "0x0",
                                                                                  "--out", str(tmp_path / "a.png")]):
        proc = subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], env=env, capture_output=True, text=True,
                              timeout=120)
        assert_one_line(proc.returncode, proc.stderr, argv)


def test_good_values_still_work(tmp_path, capsys):
    code, err = run_main(["simulate", G, "--games", "1", "--seats", "random,easy,normal"], capsys)
    assert code == 0, err
    out = tmp_path / "menu.png"
    code, err = run_main(["screenshot", "menu", "--size", "640x360", "--mouse", "960,540", "--out", str(out)], capsys)
    assert code == 0 and out.is_file(), err


@pytest.mark.parametrize("argv", [["simulate", G], ["tournament", G, "--seats", "normal,normal,easy"],
                                  ["screenshot", G, "--out", "{folder}/x.png"], ["play", G]])
def test_a_broken_content_file_is_one_line_naming_file_key_and_problem(argv, tmp_path, capsys, monkeypatch):
    import game.games
    from game import tournament
    from game.content import ContentError

    def broken(game_id):
        raise ContentError("content/star_cartel/cards.yaml", "cards[2].count", "expected an integer, got 'x'")

    monkeypatch.setattr(game.games, "get_ruleset", broken)
    monkeypatch.setattr(tournament, "get_ruleset", broken)
    code, err = run_main(fill(argv, tmp_path), capsys)
    assert_one_line(code, err, argv)
    assert "content/star_cartel/cards.yaml: cards[2].count: expected an integer" in err


HUGE = "99999999999999999999999"
ISSUE_43 = [["simulate", G, "--players", HUGE], ["play", G, "--players", HUGE],
            ["screenshot", G, "--players", HUGE, "--out", "{folder}/x.png"],
            ["screenshot", "replay", "--option", "view=99", "--out", "{folder}/x.png"],
            ["screenshot", "replay", "--option", "view=abc", "--out", "{folder}/x.png"],
            ["screenshot", "replay", "--option", "view=0", "--out", "{folder}/x.png"],
            ["screenshot", "replay", "--game", "cartel", "--players", "3", "--option", "view=4", "--out", "{folder}/x.png"]]


@pytest.mark.parametrize("argv", ISSUE_43, ids=[" ".join(c) for c in ISSUE_43])
def test_huge_player_counts_and_bad_replay_views_are_one_sentence_and_status_2(argv, tmp_path, capsys, monkeypatch):
    from game import app as app_mod

    monkeypatch.setattr(app_mod.App, "run", lambda self: 0)  # never a real loop
    code, err = run_main(fill(argv, tmp_path), capsys)
    assert_one_line(code, err, argv)
    assert code == 2
    assert "invalid literal" not in err and "index" not in err.lower()
    if "--players" in argv and HUGE in argv:
        assert "--players" in err
    if any(a.startswith("option") or a.startswith("view=") for a in argv):
        assert "view" in err and "seat" in err


@pytest.mark.slow  # a Python process that simulates a game; the in-process broken-content tests above stay fast
def test_simulate_with_a_broken_bot_data_file_names_it_and_the_level_that_plays_without_it(tmp_path):
    """Issue 50 item 5 from the command line: `prestige: big` in Star Traders'
    value model is one line naming file and key, and the level to use instead."""
    from tests.ai.test_worker_broken_content import broken_root

    env = dict(os.environ, CANTINA_HOME=str(tmp_path / "home"), CANTINA_TEST_CONTENT_ROOT=str(
        broken_root(tmp_path, "star_traders", "value_model.yaml", "  prestige: 0.6317", "  prestige: big")))
    code = ("import sys, tests.ai.broken_content; from game.cli import main; "
            "sys.exit(main(['simulate', 'star-traders', '--games', '1']))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2 and len(lines) == 1 and "Traceback" not in r.stderr
    assert "value_model.yaml: family.prestige" in lines[0] and "--seats random" in lines[0]
