"""Issue 13 re-run: each class of hostile or clumsy save is refused in plain
words (or, for harmless ones, loads and plays); files that are not saves
never block, crash or read without end; the load screen and the menu
survive a folder full of them.  Each class prints its trials and failures."""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from game import persist, save_format
from game.session import Match, SaveError
from tests.save_samples import plain_words_problem, plays_problem, real_save, real_saves

ROOT = Path(__file__).resolve().parent.parent


def _set(path):
    """A mutator setting one place in a record: path of keys/indexes, value."""
    *where, last = path[0]

    def mutate(record):
        node = record
        for key in where:
            node = node[key]
        node[last] = path[1]
        return record

    return mutate


def _attack_records(base: dict) -> dict[str, list[tuple[str, object]]]:
    """Attack class -> [(what, the save's text or a mutated record)]."""
    text = json.dumps(base)
    seed_at = f'"seed": {base["seed"]}'
    deep = 100_000
    long_name = "N" * 3000
    classes = {
        "seed": [(f"seed {v}", text.replace(seed_at, f'"seed": {v}'))
                 for v in ("Infinity", "-Infinity", "NaN", "1e999", "9" * 5000, "9" * 4000, "1.5", '"7"', "true",
                           "null", str(2 ** 64), str(-2 ** 64), "[1]", "{}")],
        "nesting": [("deep list as seed", text.replace(seed_at, '"seed": ' + "[" * deep + "]" * deep)),
                    ("deep object as options", text.replace('"options": {', '"options": {"x": ' + '{"a":' * deep
                                                           + "1" + "}" * deep + ", ", 1)),
                    ("deep list as the file", "[" * deep + "]" * deep),
                    ("deep list in a move", text.replace('"actions": [', '"actions": [' + "[" * deep + "]" * deep
                                                         + ", ", 1))],
        "seat name": [(f"name {v!r:.20}", _set((("seats", 0, "name"), v))(copy.deepcopy(base)))
                      for v in (7, 3.5, None, True, ["Ann"], {"n": 1}, "", "   ", long_name, "A\x00B", "line\nbreak",
                                "\ud800", "\u202e" * 30)],
        "colour": [(f"colour {v!r}", _set((("seats", 1, "colour"), v))(copy.deepcopy(base)))
                   for v in ("red", -1, 6, 10 ** 6, 1.0, True, None, [1], {"c": 1})],
        "seat kind and fields": [
            ("kind 'wizard'", _set((("seats", 1, "kind"), "wizard"))(copy.deepcopy(base))),
            ("kind 3", _set((("seats", 1, "kind"), 3))(copy.deepcopy(base))),
            ("kind list", _set((("seats", 1, "kind"), ["easy"]))(copy.deepcopy(base))),
            ("extra seat field", _set((("seats", 0, "age"), 40))(copy.deepcopy(base))),
            ("seat without name", {**base, "seats": [{"kind": "human", "colour": 0}] + base["seats"][1:]}),
            ("seat is a list", _set((("seats", 0), ["Ann", "human", 0]))(copy.deepcopy(base))),
            ("seats is a record", {**base, "seats": {"a": 1}}),
            ("100 seats", {**base, "seats": base["seats"] * 40}),
            ("no seats", {**base, "seats": []})],
        "moves": [
            ("move with a record inside", _set((("actions", 0, "x"), {"a": 1}))(copy.deepcopy(base))),
            ("move is a list", _set((("actions", 0), [1, 2]))(copy.deepcopy(base))),
            ("move type number", _set((("actions", 0, "type"), 5))(copy.deepcopy(base))),
            ("move with a float", _set((("actions", 0, "n"), 0.5))(copy.deepcopy(base))),
            ("move with a huge text", _set((("actions", 0, "type"), "T" * 100_000))(copy.deepcopy(base))),
            ("one million moves", {**base, "actions": [{"type": "Pass"}] * 1_000_000}),
            ("moves is text", {**base, "actions": "all of them"}),
            ("move after the end", {**base, "actions": base["actions"] * 60}),
            ("moves swapped", {**base, "actions": base["actions"][1:2] + base["actions"][:1] + base["actions"][2:]})],
        "options": [
            ("option list", _set((("options", "x"), [1, 2]))(copy.deepcopy(base))),
            ("options list", {**base, "options": [["a", 1]]}),
            ("unknown option", _set((("options", "speed"), 3))(copy.deepcopy(base))),
            ("option huge text", _set((("options", "x" * 5000), 1))(copy.deepcopy(base)))],
        "format and game": [
            ("format 99", {**base, "format": 99}), ("format '2'", {**base, "format": "2"}),
            ("format true", {**base, "format": True}), ("game 7", {**base, "game": 7}),
            ("game chess", {**base, "game": "chess"}), ("game list", {**base, "game": ["x"]}),
            ("no checksum", {k: v for k, v in base.items() if k != "checksum"}),
            ("checksum 5", {**base, "checksum": 5}), ("file is a list", [base]), ("file is a number", 3),
            ("empty file", ""), ("not JSON", "{ nope"), ("not UTF-8", b"\xff\xfe\x00garbage")],
        "edited": [
            ("seed + 1", {**base, "seed": base["seed"] + 1}),
            ("other checksum", {**base, "checksum": "0" * 64}),
            ("one move less", {**base, "actions": base["actions"][:-1]})],
    }
    return classes


def _write(path: Path, content) -> None:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")


def _within(seconds: float, fn):
    """fn() in a thread; fail (instead of hanging the suite) if it blocks."""
    out = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as e:  # noqa: BLE001
            out["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{fn} blocked"
    if "error" in out:
        raise out["error"]
    return out.get("value")


@pytest.mark.slow
def test_every_attack_class_is_refused_in_plain_words(cantina_home, capsys):
    report = []
    for base in real_saves(12):
        for cls, trials in _attack_records(base).items():
            failures = []
            for what, content in trials:
                path = persist.saves_dir() / "attack.json"
                _write(path, content)
                info = _within(60, lambda: persist.read_save(path))
                problem = plain_words_problem(info.error) if info.error else f"accepted ({base['game']})"
                if problem or info.match is not None:
                    failures.append(f"{what}: {problem}")
            report.append((base["game"], cls, len(trials), failures))
    with capsys.disabled():
        print()
        for game, cls, n, failures in report:
            print(f"  {game:12} {cls:22} trials {n:3}  failures {len(failures)}")
    bad = [f"{g}/{c}: {f}" for g, c, _, fs in report for f in fs]
    assert not bad, "\n".join(bad)


def test_harmless_variants_load_and_play(cantina_home):
    """A byte-order mark, an old save without a checksum (format 1), extra
    top-level fields and other spacing all load, and the game plays on."""
    for base in real_saves(12):
        old = {k: v for k, v in base.items() if k != "checksum"}
        old["format"] = 1
        variants = {"bom": "\ufeff" + json.dumps(base), "format 1": json.dumps(old),
                    "extra field": json.dumps({**base, "note": "hi"}), "indented": json.dumps(base, indent=4)}
        for what, text in variants.items():
            path = persist.saves_dir() / "ok.json"
            path.write_bytes(text.encode("utf-8"))
            info = persist.read_save(path)
            assert not info.error, (base["game"], what, info.error)
            assert not plays_problem(info.match, len(base["actions"])), (base["game"], what)


def test_an_edited_seed_is_reported_as_edited():
    base = real_save("star-cartel", 0)  # no moves: any seed replays, but the board differs
    with pytest.raises(SaveError) as e:
        Match.from_json({**base, "seed": base["seed"] + 1})
    assert "edited or made by a different version" in str(e.value)


@pytest.mark.slow
def test_checksum_is_the_same_in_every_run():
    """str hashes change with PYTHONHASHSEED and hash(None) with the run:
    the checksum must not."""
    code = ("import json; from tests.save_samples import real_saves; from game.session import Match; "
            "print(json.dumps([Match.from_json(r).checksum() for r in real_saves(25)]))")
    runs = []
    for hashseed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hashseed}
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        runs.append(json.loads(out.stdout))
    assert runs[0] == runs[1]
    assert runs[0] == [Match.from_json(r).checksum() for r in real_saves(25)]


def _special_files(folder: Path) -> list[str]:
    """Things in the saves folder that are not saves; returns their names."""
    made = []
    os.symlink("/dev/zero", folder / "zero.json")
    made.append("zero")
    os.mkfifo(folder / "pipe.json")
    made.append("pipe")
    (folder / "folder.json").mkdir()
    made.append("folder")
    with open(folder / "huge.json", "wb") as f:  # sparse: large without using the disk
        f.truncate(save_format.MAX_SAVE_BYTES + 1)
    made.append("huge")
    os.symlink(folder / "nowhere", folder / "dangling.json")
    made.append("dangling")
    bad_name = os.path.join(os.fsencode(folder), b"caf\xe9 \xff.json")
    with open(bad_name, "wb") as f:
        f.write(json.dumps(real_save("star-cargo", 5)).encode())
    return made


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_files_that_are_not_saves_never_block_crash_or_read_forever(app, capsys):
    from game.scenes.load import LoadScene
    from game.scenes.menu import MenuScene

    folder = persist.saves_dir()
    made = _special_files(folder)
    for cls, trials in _attack_records(real_save("captain", 8)).items():
        for i, (what, content) in enumerate(trials):
            _write(folder / f"{cls} {i}.json", content)
    infos = _within(120, persist.list_saves)
    by_name = {i.name: i for i in infos}
    for name in made:
        assert by_name[name].error and not plain_words_problem(by_name[name].error), name
    # the file whose name is not UTF-8 is a good save, shown with a readable name
    odd = [i for i in infos if i.name.startswith("caf")]
    assert len(odd) == 1 and not odd[0].error and "\ufffd" in odd[0].name
    scene = _within(120, lambda: LoadScene(app))
    app.push(scene)
    for dy in (0, 2000, 4000, 10 ** 6):
        scene.scroll_by(dy)
        app.render()
    # each bad file as the autosave: the menu greys Continue with the reason
    for name in ("zero", "pipe", "folder", "huge", "seat name 8", "colour 0", "seed 0", "nesting 0"):
        auto = persist.data_dir() / persist.AUTOSAVE
        if os.path.lexists(auto):
            auto.unlink()
        os.symlink(folder / f"{name}.json", auto)
        menu = _within(60, lambda: MenuScene(app))
        cont = menu.buttons[0]
        assert not cont.enabled and "autosave cannot be read" in cont.disabled_reason, name
        app.push(menu)
        app.render()
        app.pop()
    with capsys.disabled():
        print(f"\n  files in the folder {len(infos)}, refused {sum(bool(i.error) for i in infos)}, "
              f"loaded {sum(not i.error for i in infos)}")


def test_unreadable_saves_folder_is_not_no_saves(app, monkeypatch):
    from game.scenes.load import LoadScene

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(persist.os, "scandir", refuse)
    scene = LoadScene(app)
    assert "saves folder cannot be read" in scene.error and not plain_words_problem(scene.error)
    app.push(scene)
    app.render()
    monkeypatch.undo()
    saves = persist.data_dir() / "saves"
    saves.rmdir() if saves.is_dir() else None
    saves.write_text("a file where the folder should be")
    scene = LoadScene(app)
    assert "saves folder cannot be read" in scene.error
    app.render()


def test_accepted_saves_open_their_table(app):
    """A save that loads also plays: its table opens and draws."""
    from game.scenes import table_scene_class

    for base in real_saves(20):
        m = Match.from_json(base)
        table = table_scene_class(m.game_id)(app, m)
        app.push(table)
        table.update(0.016)
        app.render()
        app.pop()


def test_names_are_capped_at_input_and_in_saves():
    from game.scenes import setup

    assert setup.NAME_MAX <= save_format.NAME_MAX
    base = real_save("star-cargo", 3)
    base["seats"][0]["name"] = "N" * (save_format.NAME_MAX + 1)
    with pytest.raises(SaveError) as e:
        Match.from_json(base)
    assert "at most" in str(e.value)
    base["seats"][0]["name"] = "N" * save_format.NAME_MAX
    assert Match.from_json(base).seats[0].name == "N" * save_format.NAME_MAX


def test_long_text_is_wrapped_and_ellipsized_in_linear_work(app, monkeypatch):
    """Characters measured while cutting a 3,000-character word into lines
    and ellipsizing it grow linearly (before: cubic, 100 s for one name)."""
    from game.ui import draw
    from game.ui.assets import get_assets

    a = get_assets()
    font = a.font(24)
    measured = [0]

    class Counting:
        def __init__(self, real):
            self.real = real

        def size(self, text):
            measured[0] += len(text)
            return self.real.size(text)

        def __getattr__(self, name):
            return getattr(self.real, name)

    monkeypatch.setattr(a, "font", lambda size, bold=False: Counting(font))
    for n in (3000, 30000):
        measured[0] = 0
        lines = a.wrap("W" * n, 24, 300)  # one word wider than the line: cut, never split across lines
        assert len(lines) == 1 and lines[0].endswith("…") and font.size(lines[0])[0] <= 300
        out = draw.ellipsize("x" * n, 24, 300)
        assert out.endswith("…") and font.size(out)[0] <= 300
        assert measured[0] < 40 * n, (n, measured[0])


def test_invisible_or_broken_text_still_draws(app):
    """Text with only invisible marks, a NUL or a lone surrogate (a file name
    that is not UTF-8) draws, measures, wraps and ellipsizes (before: a
    pygame error or UnicodeEncodeError took the screen down)."""
    from game.ui import draw
    from game.ui.assets import get_assets

    a = get_assets()
    surface = pygame.Surface((400, 100))
    for s in ("\u202e", "\u200b\u200b", "a\x00b", "caf\udce9", "x\ud800" * 400):
        draw.text(surface, s, (0, 0))
        draw.text_fit(surface, s, pygame.Rect(0, 0, 300, 40))
        draw.text_block(surface, s, pygame.Rect(0, 0, 300, 100), max_lines=2)
        assert a.text_size(s, 20)[0] >= 0 and len(draw.ellipsize(s, 20, 100)) <= len(s) + 1


def _refusal(record) -> str:
    with pytest.raises(SaveError) as e:
        Match.from_json(record)
    return str(e.value)


def _first_move_of(base: dict, type_name: str) -> int:
    return next(i for i, a in enumerate(base["actions"]) if a["type"] == type_name)


def test_the_refusals_issue_50_found_in_internals_are_in_player_words():
    """Issue 50 item 7: "Build takes [], got ['q', 'r']", "OpenTalks(seat=0,
    partner=1) is not a Star Cargo action" and "move 760 should not be a
    record" each become a sentence a player can read."""
    base = real_save("star-cartel", 30)
    k = 3
    fields = dict(base["actions"][k])
    wrong = copy.deepcopy(base)
    wrong["actions"][k] = {**fields, "x": 1}  # a field the move does not have
    text = _refusal({k2: v for k2, v in wrong.items() if k2 != "checksum"} | {"format": 1})
    assert text == (f"move {k + 1} of {len(base['actions'])} is not a move Star Cartel has; the save may come from "
                    "another version or have been edited")
    cargo = real_save("star-cargo", 12)
    talks = copy.deepcopy(cargo)
    talks["actions"].append({"type": "OpenTalks", "seat": 0, "partner": 1})
    text = _refusal({k2: v for k2, v in talks.items() if k2 != "checksum"} | {"format": 1})
    assert not plain_words_problem(text), text
    nested = copy.deepcopy(base)
    nested["actions"][2] = {**nested["actions"][2], "extra": {"a": 1}}
    text = _refusal(nested)
    assert text == "move 3 holds a record, which no move uses"
