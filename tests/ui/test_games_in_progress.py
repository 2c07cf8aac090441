"""Issue 43 item 2: starting a new game never replaces the game in progress.
Every match has its own autosave; the load screen lists games in progress
first with their facts; Delete asks first; finished games stay reviewable
from the load screen and statistics; the results screen can save; the single
autosave.json of older versions is moved in, never lost."""
from __future__ import annotations

import json
import os

import pygame

from game import persist
from game.app import build_match
from game.scenes.load import LoadScene
from game.session import Match
from game.ui.widgets import Button


def _finished(seed=5):
    from game.ai import decide, make_bot

    m = build_match("ui-toy", ["human", "normal"], seed=seed)
    bot = make_bot("ui-toy", "normal")
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    return m


def _play(m, moves):
    for _ in range(moves):
        m.apply(m.state.legal_actions()[0])


def _age(path, seconds_ago):
    """Give a file a known time, so 'newest first' is not left to the clock."""
    t = 1_700_000_000 - seconds_ago
    os.utime(path, (t, t))


def test_starting_a_second_game_keeps_the_first_resumable(app):
    first = build_match("ui-toy", ["human", "normal"], seed=1)
    app.start_match(first)
    _play(first, 2)
    persist.autosave(first)
    moves = [s.action for s in first.steps]

    second = build_match("ui-toy", ["human", "human"], seed=2)
    app.start_match(second)
    persist.autosave(second)

    assert first.autosave_path != second.autosave_path
    kept = persist.read_save(first.autosave_path)
    assert not kept.error and [s.action for s in kept.match.steps] == moves
    assert len(persist.list_autosaves()) == 2
    # Continue offers the newest game in progress
    _age(first.autosave_path, 60)
    assert persist.load_autosave().path == second.autosave_path


def test_a_continued_game_keeps_writing_its_own_autosave(app):
    from game.scenes.menu import MenuScene

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    app.start_match(m)
    app.pop_to_root()
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.build()
    menu.continue_game()
    again = app.top.match
    assert again is not m and again.autosave_path == m.autosave_path
    _play(again, 1)
    persist.autosave(again)
    assert [i.path for i in persist.list_autosaves()] == [m.autosave_path]


def test_the_load_screen_lists_games_in_progress_first_with_their_facts(app):
    from game.scenes.load import game_facts

    done = _finished()
    persist.autosave(done)
    older = build_match("ui-toy", ["human", "normal"], seed=3)
    _play(older, 3)
    persist.autosave(older)
    newer = build_match("ui-toy", ["human", "human", "normal"], seed=4)
    persist.autosave(newer)
    named = persist.write_save(_finished(seed=6), "kept by hand")
    _age(done.autosave_path, 0)  # the finished one is the newest file of all
    _age(named, 5)
    _age(older.autosave_path, 300)
    _age(newer.autosave_path, 100)

    scene = LoadScene(app)
    assert [i.path for i in scene.saves] == [newer.autosave_path, older.autosave_path, done.autosave_path, named]
    title, facts = game_facts(scene.saves[1])
    assert title == f"{older.ruleset.name}  \u00b7  in progress"
    assert all(s.name in facts for s in older.seats) and "2 players" in facts
    assert f"round {older.state.round_number()}  \u00b7  3 moves" in facts and "autosave" in facts
    title, facts = game_facts(scene.saves[3])
    assert title.endswith("finished") and "\u201ckept by hand\u201d" in facts
    assert scene.saves[1].modified == 1_700_000_000 - 300
    app.push(scene)
    app.render()


def test_delete_asks_first_and_removes_only_that_game(app):
    a = build_match("ui-toy", ["human", "normal"], seed=1)
    b = build_match("ui-toy", ["human", "normal"], seed=2)
    persist.autosave(a)
    persist.autosave(b)
    scene = LoadScene(app)
    target = next(i for i in scene.saves if i.path == a.autosave_path)
    button = scene.deletes[scene.saves.index(target)]
    assert button.label == "Delete"
    button.on_click()
    assert a.autosave_path.exists()  # asked, not yet deleted
    button = scene.deletes[scene.saves.index(target)]
    assert button.label == "Sure?" and "not finished" in button.tooltip
    button.on_click()
    assert not a.autosave_path.exists() and b.autosave_path.exists()
    assert [i.path for i in scene.saves] == [b.autosave_path]
    assert [i.path for i in LoadScene(app).saves] == [b.autosave_path]


def test_a_corrupt_autosave_is_listed_as_unreadable_and_the_others_load(app):
    good = build_match("ui-toy", ["human", "normal"], seed=1)
    _play(good, 1)
    persist.autosave(good)
    bad = persist.autosaves_dir() / "20990101-000000.json"
    bad.write_text("{not json", encoding="utf-8")  # the newest file of all

    scene = LoadScene(app)  # autosaves are listed unread: the broken one where its time puts it, with its reason
    assert [i.path for i in scene.saves] == [bad, good.autosave_path]
    assert "not valid JSON" in scene.saves[0].error and not scene.rows[0].enabled and scene.rows[1].enabled
    assert persist.load_autosave().path == good.autosave_path  # Continue skips it
    app.push(scene)
    app.render()
    scene.open(scene.saves[1])
    assert app.top.match.steps == good.steps and app.top.match.autosave_path == good.autosave_path


def test_the_single_autosave_of_an_older_version_is_moved_in_not_lost(app):
    from game.scenes.menu import MenuScene

    old = build_match("ui-toy", ["human", "normal"], seed=7)
    _play(old, 2)
    legacy = persist.data_dir() / persist.AUTOSAVE
    legacy.write_text(old.dumps(), encoding="utf-8")
    _age(legacy, 3600)

    menu = MenuScene(app)
    assert menu.buttons[0].label == "Continue" and menu.buttons[0].enabled
    assert not legacy.exists()
    [info] = persist.list_autosaves()
    assert info.path.parent == persist.autosaves_dir() and info.modified == 1_700_000_000 - 3600
    assert [s.action for s in info.match.steps] == [s.action for s in old.steps]
    # a new game goes beside it
    persist.autosave(build_match("ui-toy", ["human", "normal"], seed=8))
    assert len(persist.list_autosaves()) == 2


def test_an_unreadable_old_autosave_is_moved_in_and_reported(app):
    legacy = persist.data_dir() / persist.AUTOSAVE
    legacy.write_bytes(b"\x00 damaged")
    [info] = persist.list_autosaves()
    assert info.error and info.path.read_bytes() == b"\x00 damaged"


def test_only_the_oldest_finished_autosaves_are_dropped_past_the_limit(app):
    going = [build_match("ui-toy", ["human", "normal"], seed=s) for s in (1, 2)]
    finished = [_finished(seed=s) for s in (3, 4)]
    for age, m in zip((400, 300, 200, 100), going + finished):
        persist.autosave(m)
        _age(m.autosave_path, age)
    bad = persist.autosaves_dir() / "broken.json"
    bad.write_text("[]", encoding="utf-8")
    _age(bad, 500)
    keep = going[0].autosave_path

    gone = persist.prune_autosaves(keep=keep, limit=4)
    assert gone == [finished[0].autosave_path]
    gone = persist.prune_autosaves(keep=keep, limit=1)
    assert gone == [finished[1].autosave_path]  # never a game in progress, never an unreadable file
    assert {i.path for i in persist.list_autosaves()} == {going[0].autosave_path, going[1].autosave_path, bad}


def test_the_results_screen_saves_a_game_that_loads(app):
    from game.scenes.pause import SaveDialog
    from game.scenes.results import ResultsScene

    m = _finished()
    results = ResultsScene(app, m)
    app.push(results)
    results.save_button.on_click()
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    dialog._set("after the match")
    dialog.save()
    assert app.top is results and results.save_button.label == "Saved"
    info = persist.read_save(persist.saves_dir() / "after the match.json")
    assert not info.error and info.match.state.is_over
    assert info.match.checksum() == m.checksum() and info.match.seats == m.seats


def test_a_finished_game_is_reviewable_from_statistics(app):
    from game.scenes.results import ResultsScene
    from game.scenes.stats import StatsScene

    done = _finished()
    persist.autosave(done)
    persist.autosave(build_match("ui-toy", ["human", "normal"], seed=9))
    stats = StatsScene(app)
    app.push(stats)
    stats.review_button.on_click()
    scene = app.top
    assert isinstance(scene, LoadScene) and scene.finished_only
    assert [i.path for i in scene.saves] == [done.autosave_path]
    app.render()
    scene.open(scene.saves[0])
    assert isinstance(app.top, ResultsScene) and app.top.match.autosave_path == done.autosave_path
    assert app.top.replay_button.enabled


def test_a_crash_on_opening_sets_aside_only_that_game(app, monkeypatch):
    from game import app as app_mod

    monkeypatch.setattr(app_mod, "_headless", lambda: False)
    other = build_match("ui-toy", ["human", "normal"], seed=1)
    _play(other, 1)
    persist.autosave(other)
    crashing = build_match("ui-toy", ["human", "normal"], seed=2)
    app.start_match(crashing)
    app.handle_crash(RuntimeError("cannot draw this save"))
    assert not crashing.autosave_path.exists()
    assert [i.path for i in persist.list_autosaves()] == [other.autosave_path]
    crashed = json.loads((persist.data_dir() / "autosave-crashed.json").read_text())
    assert crashed["seed"] == 2 and Match.from_json(crashed).seats == crashing.seats


def test_pruning_reads_no_autosave_so_its_cost_does_not_grow_with_the_folder(app, monkeypatch):
    """Issue 50 item 4: a finished game's autosave is named so when it ends;
    pruning past the limit looks at names and times only, never at a file's
    contents, and never deletes a game in progress."""
    folder = persist.autosaves_dir()
    for k in range(300):
        name = f"2020-{k:04d}" + (persist.DONE if k % 3 == 0 else ".json")
        (folder / name).write_text("{}", encoding="utf-8")
        _age(folder / name, 10_000 - k)

    def no_reading(*a, **kw):
        raise AssertionError("pruning read a file")

    monkeypatch.setattr(persist, "read_save", no_reading)
    monkeypatch.setattr(persist, "list_autosaves", no_reading)
    gone = persist.prune_autosaves(keep=folder / "2020-0299.json", limit=250)
    assert len(gone) == 50 and all(p.name.endswith(persist.DONE) for p in gone)
    assert gone[0].name == "2020-0000" + persist.DONE  # the oldest first
    in_progress = [p for p in folder.iterdir() if not p.name.endswith(persist.DONE)]
    assert len(in_progress) == 200


def test_a_finished_game_keeps_its_autosave_under_a_finished_name(app):
    m = _finished(seed=6)
    persist.autosave(m)
    assert m.autosave_path.name.endswith(persist.DONE) and m.autosave_path.exists()
    assert [i.path for i in persist.list_autosaves()] == [m.autosave_path]


def _many_unfinished(n, done_every=0):
    """n autosaves of one real unfinished game (and some finished), oldest first by time."""
    m = build_match("ui-toy", ["human", "normal"], seed=1)
    _play(m, 2)
    going, done = m.dumps(), _finished().dumps()
    folder = persist.autosaves_dir()
    paths = []
    for k in range(n):
        finished = done_every and k % done_every == 0
        path = folder / (f"2020-{k:05d}" + (persist.DONE if finished else ".json"))
        path.write_text(done if finished else going, encoding="utf-8")
        _age(path, 100_000 - k)
        paths.append(path)
    return paths


def _buttons(scene, start):
    return [w for w in scene.widgets if isinstance(w, Button) and w.label.startswith(start)]


def test_the_load_screen_reads_only_the_rows_it_shows(app, monkeypatch):
    """Issue 50 item 4: with many autosaves the Load screen lists them by
    name and time and reads a file only when its row is shown (reading
    10,000 took seconds)."""
    _many_unfinished(300, done_every=10)
    read = []
    real = persist.read_save
    monkeypatch.setattr(persist, "read_save", lambda p: read.append(p) or real(p))
    scene = LoadScene(app)
    app.push(scene)
    app.render()
    assert len(scene.saves) == 300 and 0 < len(read) == len(scene.rows) <= 7
    assert scene.saves[0].path.name == "2020-00299.json"  # newest game in progress first
    assert scene.saves[270].finished and not scene.saves[269].finished  # then the finished ones
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    app.render()
    assert len(read) <= 14 and scene.rows[-1].info is scene.saves[-1]


def test_unfinished_games_beyond_the_newest_40_are_offered_for_clearing_never_cleared_unasked(app):
    paths = _many_unfinished(100, done_every=10)  # 90 unfinished, 10 finished
    named = persist.write_save(build_match("ui-toy", ["human", "normal"], seed=9), "kept by hand")
    _age(named, 200_000)  # older than all of them
    scene = LoadScene(app)
    [clear] = _buttons(scene, "Clear")
    assert clear.label == "Clear 50 older unfinished"
    clear.on_click()
    assert all(p.exists() for p in paths)  # asked, nothing deleted yet
    [sure] = _buttons(scene, "Sure? Clear")
    sure.on_click()
    left = sorted(p.name for p in persist.autosaves_dir().iterdir())
    assert len(left) == 50 and sum(n.endswith(persist.DONE) for n in left) == 10  # 40 newest unfinished + finished
    assert "2020-00099.json" in left and "2020-00001.json" not in left and named.exists()
    assert len(scene.saves) == 51 and not _buttons(scene, "Clear")
    app.push(scene)
    app.render()
