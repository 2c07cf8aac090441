"""Content files fail with file, key path and problem."""
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
