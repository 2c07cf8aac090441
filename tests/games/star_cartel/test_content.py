"""Star Cartel content: the bundled files load; broken files name file, key and problem."""
import shutil

import pytest
import yaml

from game.content import ContentError, content_path
from game.games.star_cartel.rules import TYPES, load_content
from game.games.star_cartel.rules.data import ABILITIES


def test_bundled_content():
    content = load_content()
    assert len(content.cards) == 90
    for kind in TYPES:
        sizes = sorted(c.size for c in content.cards if c.kind == kind)
        assert [sizes.count(n) for n in (1, 2, 3, 4)] == [6, 5, 4, 3]
    assert len(content.starters) == 6 and len(content.shipyard) == 21
    named = {s.name: s for s in content.shipyard}
    assert (named["Espectro"].capacity, named["Espectro"].value, named["Espectro"].min_players) == (13, 8, 4)
    assert named["Espectro"].ability == "first_pick_any_row"
    assert named["Cassiopeia"].last and named["Cassiopeia"].value == 20
    assert {s.ability for s in content.shipyard} - {None} == set(ABILITIES)
    assert all(s.text for s in content.shipyard if s.ability)
    # value = capacity without an ability, capacity - 5 with one (Cassiopeia excepted)
    for s in content.shipyard:
        if not s.last:
            assert s.value == s.capacity - (5 if s.ability else 0), s.name
    assert content_path("star_cartel", "rules.md").exists()


def _set(path, value):
    def edit(data):
        node = data
        for key in path[:-1]:
            node = node[key]
        if value is DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value
    return edit


DELETE = object()

BROKEN = [
    ("ships.yaml", _set(["shipyard", 3, "capacity"], "big"),
     "shipyard[3].capacity: expected an integer from 1 to 30, got 'big'"),
    ("ships.yaml", _set(["shipyard", 2, "ability"], "teleport"), "shipyard[2].ability: expected one of none, "),
    ("ships.yaml", _set(["shipyard", 5, "mark"], "3+"), "shipyard[5].mark: expected one of none, 4+, 5+, got '3+'"),
    ("ships.yaml", _set(["shipyard", 0, "colour"], "red"), "shipyard[0].colour: unknown key"),
    ("ships.yaml", _set(["starters", 5], DELETE), "starters: expected 6 entries, got 5"),
    ("ships.yaml", _set(["starters", 1, "name"], "Dustrunner"), "starters[1].name: another ship is already called"),
    ("ships.yaml", _set(["abilities", "extra_stash"], DELETE), "abilities.extra_stash: missing"),
    ("ships.yaml", _set(["shipyard", 4, "last"], True), "shipyard: 2 ships are marked last"),
    ("contraband.yaml", _set(["cards", 0, "type"], "spice"), "cards[0].type: expected one of food, weapons"),
    ("contraband.yaml", _set(["cards", 7, "size"], 5), "cards[7].size: expected an integer from 1 to 4, got 5"),
    ("contraband.yaml", _set(["cards", 2, "count"], 5), "cards: the counts add up to 91 cards; the deck has 90"),
    ("contraband.yaml", _set(["cards", 1, "size"], 1), "cards[1]: size-1 food is listed twice"),
]


@pytest.mark.parametrize("name,edit,message", BROKEN, ids=[b[2].split(":")[0] for b in BROKEN])
def test_broken_content_names_file_key_and_problem(tmp_path, name, edit, message):
    for f in ("contraband.yaml", "ships.yaml"):
        shutil.copy(content_path("star_cartel", f), tmp_path / f)
    path = tmp_path / name
    data = yaml.safe_load(path.read_text())
    edit(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    with pytest.raises(ContentError) as info:
        load_content(tmp_path)
    text = str(info.value)
    assert name in info.value.file
    assert message in text, text


def test_not_yaml_and_missing_file(tmp_path):
    shutil.copy(content_path("star_cartel", "contraband.yaml"), tmp_path / "contraband.yaml")
    with pytest.raises(ContentError, match="ships.yaml: .*file not found"):
        load_content(tmp_path)
    (tmp_path / "ships.yaml").write_text("starters: [\n")
    with pytest.raises(ContentError, match="ships.yaml: line .*not valid YAML"):
        load_content(tmp_path)
