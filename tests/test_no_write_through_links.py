"""Issue 50 item 2: no write follows a link out of the data folder, for every
file the app writes (the lock: tests/test_instance_lock.py and the statistics'
lock: tests/test_stats_two_writers.py).  A link in a file's place is replaced
by a file of Cantina's own; a folder of Cantina's that is a link out of its
folders is refused in one sentence, and nothing lands outside."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game import persist, stats
from game.seating import build_match


@pytest.fixture
def outside(tmp_path) -> Path:
    """A folder outside Cantina's, holding one file that must keep its text."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "precious.txt").write_text("keep me")
    return folder


def untouched(outside: Path) -> bool:
    return [p.name for p in outside.iterdir()] == ["precious.txt"] and \
        (outside / "precious.txt").read_text() == "keep me"


def a_match():
    return build_match("cartel", ["human", "normal"], 3)


def link_file(where: Path, outside: Path) -> None:
    where.parent.mkdir(parents=True, exist_ok=True)
    where.symlink_to(outside / "precious.txt")


def link_folder(where: Path, outside: Path) -> None:
    where.symlink_to(outside, target_is_directory=True)


def test_settings_json_as_a_link_is_replaced_not_written_through(outside):
    link_file(persist.config_dir() / "settings.json", outside)
    persist.Settings().save()
    assert untouched(outside) and not (persist.config_dir() / "settings.json").is_symlink()


def test_stats_json_as_a_link_is_replaced_not_written_through(outside):
    link_file(stats.path(), outside)
    stats.save(stats.Stats())
    assert untouched(outside) and not stats.path().is_symlink()


def test_a_save_as_a_link_is_replaced_not_written_through(outside):
    link_file(persist.saves_dir() / "mine.json", outside)
    persist.write_save(a_match(), "mine", replace=True)
    assert untouched(outside) and not (persist.saves_dir() / "mine.json").is_symlink()


@pytest.mark.parametrize("folder", ["saves", "autosaves", "logs"])
def test_a_folder_of_cantinas_that_links_out_is_refused_in_one_sentence(outside, folder):
    link_folder(persist.data_dir() / folder, outside)
    with pytest.raises(persist.WriteFailed) as e:
        if folder == "saves":
            persist.write_save(a_match(), "mine")
        elif folder == "autosaves":
            persist.autosave(a_match())
        else:
            persist.logs_dir()
    assert str(e.value) == (f"\u201c{folder}\u201d is a link out of Cantina's folder: remove the link and Cantina "
                            "makes a folder of its own")
    assert untouched(outside)


def test_logs_and_crash_logs_go_to_the_temporary_folder_not_through_a_link(outside):
    link_folder(persist.data_dir() / "logs", outside)
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        crash = persist.write_crash_log(exc)
    bot = persist.write_log("bot", "a bot failed")
    try:
        assert untouched(outside)
        for path in (crash, bot):
            assert path.parent == Path(tempfile.gettempdir()) and path.is_file()
    finally:
        crash.unlink()
        bot.unlink()


def test_a_link_inside_cantinas_folder_and_a_linked_data_folder_are_fine(tmp_path, monkeypatch):
    """The person may keep the data folder anywhere (a link to it is theirs),
    and a link that stays inside it is no escape."""
    real = tmp_path / "elsewhere"
    (real / "data" / "kept").mkdir(parents=True)
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "data").symlink_to(real / "data", target_is_directory=True)
    monkeypatch.setenv("CANTINA_HOME", str(tmp_path / "home"))
    (persist.data_dir() / "saves").symlink_to(real / "data" / "kept", target_is_directory=True)
    persist.write_save(a_match(), "mine")
    assert (real / "data" / "kept" / "mine.json").is_file()
    assert persist.autosave(a_match())
