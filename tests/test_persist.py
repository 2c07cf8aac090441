"""Settings, saves, autosave and crash logs: atomic, versioned, never fatal."""
import json

from game import persist
from game.session import Match, Seat
import tests.toy_game  # noqa: F401


def toy_match(actions=3):
    m = Match("toy", [Seat("Ann"), Seat("Bot", "normal", 1)], seed=5)
    for _ in range(actions):
        m.apply(m.state.legal_actions()[0])
    return m


def test_settings_roundtrip_and_version(cantina_home):
    s = persist.Settings.load()
    s.music_volume = 0.25
    s.window_size = (1600, 900)
    s.save()
    data = json.loads((persist.config_dir() / "settings.json").read_text())
    assert data["version"] == persist.SETTINGS_VERSION
    again = persist.Settings.load()
    assert again.music_volume == 0.25 and again.window_size == (1600, 900)


def test_broken_settings_fall_back_to_defaults(cantina_home):
    (persist.config_dir() / "settings.json").write_text("{not json")
    assert persist.Settings.load() == persist.Settings()
    (persist.config_dir() / "settings.json").write_text(json.dumps({"music_volume": "loud", "fullscreen": True}))
    s = persist.Settings.load()
    assert s.music_volume == persist.Settings().music_volume and s.fullscreen is True


def test_atomic_write_leaves_no_temp_files(cantina_home, tmp_path):
    target = persist.data_dir() / "x" / "file.json"
    persist.atomic_write(target, "one")
    persist.atomic_write(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_failed_write_keeps_the_old_file(cantina_home, tmp_path, monkeypatch):
    target = persist.data_dir() / "save.json"
    persist.atomic_write(target, "good")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(persist.os, "replace", boom)
    try:
        persist.atomic_write(target, "half")
    except OSError:
        pass
    assert target.read_text() == "good"
    assert [p.name for p in persist.data_dir().iterdir()] == ["save.json"]


def test_save_list_and_load(cantina_home):
    m = toy_match()
    persist.write_save(m, "first")
    infos = persist.list_saves()
    assert [i.name for i in infos] == ["first"]
    assert not infos[0].error and infos[0].game == "toy"
    assert infos[0].match.state.fingerprint() == m.state.fingerprint()


def test_corrupt_and_foreign_saves_are_reported_not_fatal(cantina_home):
    persist.write_save(toy_match(), "good")
    (persist.saves_dir() / "garbage.json").write_text("\x00\x01 not json")
    (persist.saves_dir() / "future.json").write_text(json.dumps({"format": 99, "game": "toy"}))
    (persist.saves_dir() / "other.json").write_text(json.dumps({"format": 1, "game": "chess", "seed": 1, "seats": [], "actions": []}))
    record = toy_match().to_json()
    record["actions"].append({"type": "Teleport"})
    (persist.saves_dir() / "bad_action.json").write_text(json.dumps(record))
    infos = {i.name: i for i in persist.list_saves()}
    assert infos["good"].error == ""
    assert "not valid JSON" in infos["garbage"].error
    assert "format 99" in infos["future"].error
    assert "unknown game 'chess'" in infos["other"].error
    assert "move 4 of 4 is not a move Toy has" in infos["bad_action"].error


def test_autosave_roundtrip(cantina_home):
    assert persist.load_autosave() is None
    m = toy_match(5)
    persist.autosave(m)
    info = persist.load_autosave()
    assert info.match.actions == m.actions


def test_crash_log_written(cantina_home):
    try:
        raise RuntimeError("kaboom")
    except RuntimeError as e:
        path = persist.write_crash_log(e)
    assert path.parent == persist.logs_dir()
    assert "kaboom" in path.read_text() and "Traceback" in path.read_text()


def test_each_match_autosaves_into_its_own_file(cantina_home):
    first, second = toy_match(1), toy_match(2)
    persist.autosave(first)
    path = first.autosave_path
    assert path.parent == persist.autosaves_dir()
    first.apply(first.state.legal_actions()[0])
    persist.autosave(first)
    assert first.autosave_path == path  # the same file, rewritten
    persist.autosave(second)
    assert second.autosave_path != path
    saved = {i.path: len(i.match.steps) for i in persist.list_autosaves()}
    assert saved == {path: 2, second.autosave_path: 2}
    assert sorted(p.name for p in persist.autosaves_dir().iterdir()) == sorted([path.name, second.autosave_path.name])


def test_moving_the_old_autosave_in_never_overwrites_a_file(cantina_home, monkeypatch):
    folder = persist.autosaves_dir()
    monkeypatch.setattr(persist.time, "strftime", lambda fmt, t=None: "20250101-000000")
    taken = folder / "20250101-000000-earlier.json"
    taken.write_text("already here")
    (persist.data_dir() / persist.AUTOSAVE).write_text(toy_match().dumps())
    persist.autosaves_dir()
    assert taken.read_text() == "already here"
    moved = folder / "20250101-000000-earlier-2.json"
    assert not persist.read_save(moved).error
    assert not (persist.data_dir() / persist.AUTOSAVE).exists()


def test_a_leftover_temporary_autosave_is_cleaned_at_start(cantina_home):
    import os
    import time

    from game.stale_files import MIN_AGE, clean_at_start

    leftover = persist.autosaves_dir() / "20250101-000000.json.ab12.tmp"
    leftover.write_text("{half")
    t = time.time() - 10 * MIN_AGE
    os.utime(leftover, (t, t))
    assert leftover in clean_at_start() and not leftover.exists()


def test_save_names_windows_keeps_for_itself_are_refused_in_words():
    """Issue 50 item 7: CON, nul, Com1.json, LPT9 ... cannot be files on Windows."""
    from game.persist import save_name_problem

    for name in ("CON", "nul", "Com1", "lpt9.backup", "AUX ", "prn.json", "my game."):
        problem = save_name_problem(name)
        assert problem and "choose another" in problem, name
    for name in ("Console", "nullify", "COM10", "my game"):
        assert save_name_problem(name) == "", name
