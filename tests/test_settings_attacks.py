"""settings.json attacks: every bad value falls back to the default of its
own key only, the other keys keep their values, and the problem is named
once (game/settings_check.py)."""
from __future__ import annotations

import pytest

from game import persist
from game.settings_check import FLAGS, notice

GOOD = {"window_size": [1600, 900], "fullscreen": True, "music_volume": 0.3, "effects_volume": 0.4,
        "animation_speed": 1.5, "bot_pace": 1.2, "colour_symbols": False, "confirm_end_turn": True,
        "last_setup": {"captain": {"players": 3}}}
NONSENSE = ["big", None, [], {}, True]  # wrong kinds for every key (True is no number and no size)
ATTACKS = {
    "window_size": [[-100, 5], [0, 0], [100000, 100000], [1280], [1280, 720, 3], [1280.5, 720], ["1280", "720"],
                    [True, 720], "1280x720", 1280, [639, 720], [1280, 359]],
    "music_volume": [-0.1, 1.5, "NaN", "Infinity", "-Infinity", 1e309, "loud"],
    "effects_volume": [-1, 2, "NaN", "Infinity"],
    "animation_speed": [-1, 100, "NaN", "Infinity", "-Infinity"],
    "bot_pace": [-0.5, 1000, "NaN", "Infinity", "-Infinity"],
    "fullscreen": [1, 0, "yes", "true"],
    "colour_symbols": [1, "no"],
    "confirm_end_turn": [0, "false"],
    "last_setup": [[1, 2], "captain", 3],
}
CASES = [(key, value) for key, values in ATTACKS.items() for value in values + NONSENSE
         if not (key == "last_setup" and value == {}) and not (value is True and key in FLAGS)]


def write_settings(body: dict) -> None:
    import json

    text = json.dumps(body, indent=1)
    for word in ("NaN", "Infinity", "-Infinity"):  # the literals Python's json accepts on load
        text = text.replace(f'"{word}"', word)
    (persist.config_dir() / "settings.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("key,value", CASES, ids=[f"{k}={v!r}" for k, v in CASES])
def test_bad_value_falls_back_for_its_key_only(key, value):
    write_settings({**GOOD, key: value})
    s = persist.Settings.load()
    default = getattr(persist.Settings(), key)
    assert getattr(s, key) == default
    assert list(s.problems) == [key]
    for other, good in GOOD.items():
        if other != key:
            got = getattr(s, other)
            assert (list(got) if isinstance(got, tuple) else got) == good, other
    assert notice(list(s.problems)).startswith("settings.json had a bad ")


def test_good_settings_load_quietly_and_ints_count_as_numbers():
    write_settings({**GOOD, "music_volume": 1, "bot_pace": 0, "unknown_future_key": 3, "version": 99})
    s = persist.Settings.load()
    assert s.window_size == (1600, 900) and s.music_volume == 1.0 and s.bot_pace == 0.0
    assert list(s.problems) == []


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "null", "", "\x00\x01"])
def test_unreadable_file_gives_defaults_and_says_so(text):
    (persist.config_dir() / "settings.json").write_text(text, encoding="utf-8")
    s = persist.Settings.load()
    assert s.window_size == persist.Settings().window_size
    assert notice(list(s.problems)) == "settings.json could not be read; using the default settings."


def test_several_bad_keys_are_named_in_one_sentence():
    write_settings({**GOOD, "window_size": [-100, 5], "bot_pace": "Infinity"})
    s = persist.Settings.load()
    assert notice(list(s.problems)) == "settings.json had a bad window size and bot pace; using the defaults for those."
    assert s.bot_pace == persist.Settings().bot_pace


def test_a_missing_file_is_no_problem():
    s = persist.Settings.load()
    assert list(s.problems) == [] and notice(list(s.problems)) == ""


def test_every_setting_has_a_check_that_accepts_its_default():
    """A new Settings field needs its entry in settings_check, or a saved value would be refused."""
    from dataclasses import fields

    from game.settings_check import BAD, LABELS, checked

    defaults = persist.Settings()
    for f in fields(persist.Settings):
        if f.name != "version":
            value = getattr(defaults, f.name)
            assert checked(f.name, list(value) if isinstance(value, tuple) else value) is not BAD, f.name
            assert f.name in LABELS, f.name


# ------------------------------------------------ files that are not settings (issue 43 item 11)

LOAD_IN_A_CHILD = ("import resource, sys\n"
                   "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
                   "from game import persist\n"
                   "from game.settings_check import notice\n"
                   "s = persist.Settings.load()\n"
                   "print(notice(list(s.problems)))\n")


def load_in_a_child(home) -> str:
    """Settings.load() in a child process with 1 GB of memory and 60 s: a
    read that blocks or grows without end fails the test instead of hanging it."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "-c", LOAD_IN_A_CHILD], cwd=root, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "CANTINA_HOME": str(home)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout.strip()


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs fifos (POSIX)")
def test_a_fifo_as_settings_does_not_block_start_up(cantina_home):
    import os

    os.mkfifo(persist.config_dir() / "settings.json")
    assert load_in_a_child(cantina_home).startswith("settings.json could not be read")


def test_a_link_to_dev_zero_is_refused_without_reading_it(cantina_home):
    import os

    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    os.symlink("/dev/zero", persist.config_dir() / "settings.json")
    assert load_in_a_child(cantina_home).startswith("settings.json could not be read")


def test_a_folder_or_a_huge_file_is_unreadable_not_a_crash():
    path = persist.config_dir() / "settings.json"
    path.mkdir()
    assert list(persist.Settings.load().problems) == ["unreadable"]
    assert (persist.config_dir() / "settings-unreadable.json").is_dir() and not path.exists()
    path.write_text('{"music_volume": 0.2, "pad": "' + "x" * (persist.MAX_SETTINGS_BYTES + 1) + '"}')
    assert list(persist.Settings.load().problems) == ["unreadable"]


@pytest.mark.parametrize("where", ["top", "last_setup"])
def test_deep_nesting_is_unreadable_or_a_bad_key_never_a_crash(where):
    deep = "[" * 100_000 + "]" * 100_000
    text = deep if where == "top" else '{"music_volume": 0.2, "last_setup": {"captain": ' + deep + "}}"
    (persist.config_dir() / "settings.json").write_text(text)
    s = persist.Settings.load()
    assert list(s.problems) in (["unreadable"], ["last_setup"])
    s.save()  # and the repaired settings can be written


def test_nesting_below_the_recursion_limit_in_last_setup_is_a_bad_key():
    """Deep enough to break a recursive copy when saved, shallow enough to parse."""
    deep = "[" * 600 + "]" * 600
    (persist.config_dir() / "settings.json").write_text('{"music_volume": 0.2, "last_setup": {"captain": ' + deep + "}}")
    s = persist.Settings.load()
    assert list(s.problems) == ["last_setup"] and s.music_volume == 0.2
    s.save()


def test_a_byte_order_mark_is_read_like_any_settings_file():
    (persist.config_dir() / "settings.json").write_bytes(b"\xef\xbb\xbf" + b'{"music_volume": 0.2}')
    s = persist.Settings.load()
    assert s.music_volume == 0.2 and list(s.problems) == []


def test_an_unreadable_file_is_kept_before_the_defaults_are_written():
    path = persist.config_dir() / "settings.json"
    path.write_bytes(b'{"music_volume": 0.2, oops')
    s = persist.Settings.load()
    assert list(s.problems) == ["unreadable"]
    s.save()
    kept = persist.config_dir() / "settings-unreadable.json"
    assert kept.read_bytes() == b'{"music_volume": 0.2, oops'
    assert "settings-unreadable.json" in notice(list(s.problems), s.kept_as)
    # a second bad file does not overwrite the first kept copy
    path.write_bytes(b"second")
    persist.Settings.load().save()
    assert kept.read_bytes() == b'{"music_volume": 0.2, oops'
    assert (persist.config_dir() / "settings-unreadable-2.json").read_bytes() == b"second"


def test_an_unreadable_file_that_cannot_be_moved_aside_is_never_written_over(monkeypatch):
    path = persist.config_dir() / "settings.json"
    path.write_bytes(b"not json")

    def no_rename(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(persist.os, "rename", no_rename)
    s = persist.Settings.load()
    assert list(s.problems) == ["unreadable"] and s.kept_as == ""
    s.music_volume = 0.1
    s.save()
    assert path.read_bytes() == b"not json"
