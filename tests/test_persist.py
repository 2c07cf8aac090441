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
    target = tmp_path / "x" / "file.json"
    persist.atomic_write(target, "one")
    persist.atomic_write(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_failed_write_keeps_the_old_file(cantina_home, tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    persist.atomic_write(target, "good")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(persist.os, "replace", boom)
    try:
        persist.atomic_write(target, "half")
    except OSError:
        pass
    assert target.read_text() == "good"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


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
    assert "move 4" in infos["bad_action"].error and "Teleport" in infos["bad_action"].error


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
