"""Content files fail with file, key path and problem."""
import os

import pytest

from game.content import ContentError, Node, load_tmx_file, load_yaml_file


def write(tmp_path, text, name="cards.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_missing_key_names_file_and_path(tmp_path):
    doc = load_yaml_file(write(tmp_path, "ships:\n  - name: Kestrel\n"))
    with pytest.raises(ContentError) as e:
        doc["ships"].list()[0]["capacity"].int(1, 30)
    assert "cards.yaml" in str(e.value)
    assert "ships[0].capacity" in str(e.value)
    assert "missing" in str(e.value)


def test_wrong_type_says_what_was_expected_and_found(tmp_path):
    doc = load_yaml_file(write(tmp_path, "ships:\n  - capacity: big\n"))
    with pytest.raises(ContentError) as e:
        doc["ships"].list()[0]["capacity"].int(1, 30)
    assert e.value.key == "ships[0].capacity"
    assert "integer from 1 to 30" in e.value.problem and "'big'" in e.value.problem


def test_out_of_range_and_bool_are_not_ints(tmp_path):
    doc = load_yaml_file(write(tmp_path, "a: 40\nb: true\n"))
    with pytest.raises(ContentError):
        doc["a"].int(1, 30)
    with pytest.raises(ContentError):
        doc["b"].int()


def test_unknown_key_is_reported(tmp_path):
    doc = load_yaml_file(write(tmp_path, "card:\n  size: 2\n  colour: red\n"))
    with pytest.raises(ContentError) as e:
        doc["card"].mapping(allowed={"size"})
    assert e.value.key == "card.colour" and "unknown key" in e.value.problem


def test_list_length_and_choice(tmp_path):
    doc = load_yaml_file(write(tmp_path, "xs: [1, 2]\nkind: fish\n"))
    with pytest.raises(ContentError) as e:
        doc["xs"].list(3, 3)
    assert "expected 3 entries, got 2" in str(e.value)
    with pytest.raises(ContentError) as e:
        doc["kind"].choice(("food", "flora"))
    assert "food, flora" in str(e.value) and "'fish'" in str(e.value)


def test_bad_yaml_syntax_gives_line(tmp_path):
    with pytest.raises(ContentError) as e:
        load_yaml_file(write(tmp_path, "a: [1, 2\nb: 3\n"))
    assert "cards.yaml" in str(e.value) and "line" in str(e.value) and "not valid YAML" in str(e.value)


def test_missing_file(tmp_path):
    with pytest.raises(ContentError) as e:
        load_yaml_file(tmp_path / "nope.yaml")
    assert "file not found" in str(e.value)


def test_broken_tmx_names_file(tmp_path):
    path = write(tmp_path, "<map version='1.10'><layer", "tile.tmx")
    with pytest.raises(ContentError) as e:
        load_tmx_file(path)
    assert "tile.tmx" in str(e.value) and "Tiled map" in str(e.value)


def test_node_items_and_get():
    node = Node({"a": 1}, "x.yaml")
    assert [(k, v.int()) for k, v in node.items()] == [("a", 1)]
    assert node.get("b", 5).int() == 5 and not node.has("b")


def test_duplicate_key_is_an_error_naming_the_key_and_both_lines(tmp_path):
    with pytest.raises(ContentError) as e:
        load_yaml_file(write(tmp_path, "ships:\n  - name: Kestrel\n    capacity: 3\n    capacity: 4\n"))
    assert "cards.yaml" in str(e.value) and "line 4" in e.value.key
    assert "'capacity' appears twice" in e.value.problem and "line 3" in e.value.problem
    with pytest.raises(ContentError):
        load_yaml_file(write(tmp_path, "a: {x: 1, x: 2}\n"))


def test_same_key_in_different_mappings_and_merges_are_fine(tmp_path):
    doc = load_yaml_file(write(tmp_path, "a: {x: 1}\nb: {x: 2}\nbase: &b {p: 1}\nd:\n  <<: *b\n  p: 2\n"))
    assert doc["d"]["p"].int() == 2 and doc["b"]["x"].int() == 2


def test_tmx_properties_are_typed_and_bad_types_name_the_file(tmp_path):
    good = ("<map><properties><property name='n' type='int' value='3'/><property name='f' type='bool' value='true'/>"
            "<property name='t' value='Hi'/></properties><objectgroup name='hexes'><object id='1' x='1.5' y='2'>"
            "<properties><property name='q' type='int' value='-1'/></properties></object></objectgroup></map>")
    tmx = load_tmx_file(write(tmp_path, good, "tile.tmx"))
    assert tmx.properties == {"n": 3, "f": True, "t": "Hi"}
    group = tmx.get_layer_by_name("hexes")
    assert len(group) == 1 and [o.properties for o in group] == [{"q": -1}]
    bad = "<map><properties><property name='n' type='int' value='three'/></properties></map>"
    with pytest.raises(ContentError) as e:
        load_tmx_file(write(tmp_path, bad, "bad.tmx"))
    assert "bad.tmx" in str(e.value) and "three" in str(e.value)


# ------------------------------------------------ files that are not content (issue 43 item 12)


def assert_named(error: ContentError, name: str, problem: str):
    assert name in error.file and error.problem and problem in error.problem, str(error)
    assert f"{error.file}: " in str(error)


def test_a_folder_is_not_a_content_file(tmp_path):
    (tmp_path / "cards.yaml").mkdir()
    with pytest.raises(ContentError) as e:
        load_yaml_file(tmp_path / "cards.yaml")
    assert_named(e.value, "cards.yaml", "not a file")


@pytest.mark.skipif(not __import__("os").path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_dev_zero_is_refused_without_reading_it(tmp_path):
    import os

    os.symlink("/dev/zero", tmp_path / "cards.yaml")
    with pytest.raises(ContentError) as e:
        load_yaml_file(tmp_path / "cards.yaml")
    assert_named(e.value, "cards.yaml", "not a file")


def test_a_huge_file_is_refused(tmp_path):
    path = write(tmp_path, "a: " + "x" * (5 * 1024 * 1024))
    with pytest.raises(ContentError) as e:
        load_yaml_file(path)
    assert_named(e.value, "cards.yaml", "KB")


def test_bytes_that_are_not_utf8_name_the_line(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"a: 1\nb: caf\xe9\n")
    with pytest.raises(ContentError) as e:
        load_yaml_file(path)
    assert_named(e.value, "cards.yaml", "not UTF-8")
    assert e.value.key == "line 2"


@pytest.mark.parametrize("depth", [100, 100_000])
def test_deep_nesting_names_the_line(tmp_path, depth):
    path = write(tmp_path, "a: 1\nb: " + "[" * depth + "]" * depth + "\n")
    with pytest.raises(ContentError) as e:
        load_yaml_file(path)
    assert_named(e.value, "cards.yaml", "nested")
    assert e.value.key.startswith("line 2")


def test_a_byte_order_mark_is_fine(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"\xef\xbb\xbfa: 1\n")
    assert load_yaml_file(path)["a"].int() == 1


def test_a_tmx_map_that_is_a_folder_says_so(tmp_path):
    (tmp_path / "galaxy.tmx").mkdir()
    with pytest.raises(ContentError) as e:
        load_tmx_file(tmp_path / "galaxy.tmx")
    assert_named(e.value, "galaxy.tmx", "not a file")


# a Python process each: one attack in the fast tier, the other two in the full suite
@pytest.mark.parametrize("attack", ["folder", pytest.param("bytes", marks=pytest.mark.slow),
                                    pytest.param("deep", marks=pytest.mark.slow)])
def test_the_command_line_answers_a_broken_content_file_with_its_name_and_status_2(tmp_path, attack):
    """`main.py simulate` with content/star_cartel/ships.yaml broken: one
    line naming the file, exit status 2, no traceback."""
    import os
    import subprocess
    import sys

    from game.paths import root

    content = tmp_path / "content"
    content.mkdir()
    for entry in (root() / "content").iterdir():
        if entry.name != "star_cartel":
            (content / entry.name).symlink_to(entry)
    (content / "star_cartel").mkdir()
    for entry in (root() / "content" / "star_cartel").iterdir():
        if entry.name != "ships.yaml":
            (content / "star_cartel" / entry.name).symlink_to(entry)
    ships = content / "star_cartel" / "ships.yaml"
    if attack == "folder":
        ships.mkdir()
    elif attack == "bytes":
        ships.write_bytes((root() / "content" / "star_cartel" / "ships.yaml").read_bytes() + b"\nx: \xff\n")
    else:
        ships.write_text("a: " + "[" * 50_000 + "]" * 50_000 + "\n")
    script = ("import sys, tests.ai.broken_content\n"
              "from game.cli import main\n"
              "sys.exit(main(['simulate', 'star-cartel', '--games', '1']))\n")
    proc = subprocess.run([sys.executable, "-c", script], cwd=root(), capture_output=True, text=True, timeout=120,
                          env={**os.environ, "CANTINA_TEST_CONTENT_ROOT": str(tmp_path)})
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    assert "content/star_cartel/ships.yaml: " in proc.stderr


# ---------------------------------------------------------------- files a map names (issue 50 item 3)
_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="1" height="1" tilewidth="8" tileheight="8">
 <tileset firstgid="1" source="{source}"/>
 <layer id="1" name="a" width="1" height="1"><data encoding="csv">0</data></layer>
</map>
"""


def _map_with_tileset(tmp_path, monkeypatch, source):
    import game.content as content_mod

    root = tmp_path / "content"
    (root / "maps").mkdir(parents=True)
    monkeypatch.setattr(content_mod, "content_path", lambda *parts: root.joinpath(*parts))
    path = root / "maps" / "m.tmx"
    path.write_text(_MAP.format(source=source))
    return content_mod, path


@pytest.mark.timeout(20)
def test_a_map_whose_tileset_is_a_named_pipe_is_refused_not_waited_on(tmp_path, monkeypatch, capsys):
    content_mod, path = _map_with_tileset(tmp_path, monkeypatch, "evil.tsx")
    os.mkfifo(path.parent / "evil.tsx")
    with pytest.raises(content_mod.ContentError) as info:
        content_mod.load_tmx_file(path)
    assert "evil.tsx" in str(info.value) and "pipe" in str(info.value)
    assert capsys.readouterr().err == ""  # nothing printed by a library on its own


@pytest.mark.parametrize("source, words", [("/etc/passwd", "outside content"), ("../../outside.tsx", "outside content"),
                                           ("tiles.png", "must be a .tsx")])
def test_a_map_naming_a_file_it_may_not_is_refused_in_one_sentence(tmp_path, monkeypatch, capsys, source, words):
    content_mod, path = _map_with_tileset(tmp_path, monkeypatch, source)
    with pytest.raises(content_mod.ContentError) as info:
        content_mod.load_tmx_file(path)
    assert words in str(info.value) and "m.tmx" in str(info.value)
    assert capsys.readouterr().err == ""
