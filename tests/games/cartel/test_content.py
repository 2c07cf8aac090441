"""Cartel content: the bundled files hold the 71 cards of the card sheets;
broken files fail with file, key and problem."""
import shutil

import pytest
import yaml

from game.content import ContentError, content_path
from game.games.cartel.rules import KINDS, RULESET, load_content

SHEETS = {"anniewares": 7, "toptech": 7, "groundhog": 7, "double_down": 7, "neue_news": 2, "skyline": 2,
          "manned": 2, "shelfcorp": 2, "laundromat": 2, "security": 2, "consulting": 1, "snitch": 1,
          "straight": 9, "corner": 4, "tee": 2, **{k: 2 for k in ("juan", "tu", "tracy", "ford", "fivel",
                                                                   "sachs", "sven")}}


def test_bundled_content_matches_the_card_sheets():
    content = load_content()
    assert {k: c.copies for k, c in content.cards.items()} == SHEETS
    assert sum(SHEETS.values()) == 71 and len(content.deck()) == 69  # two straights make the street
    assert set(content.cards) == set(KINDS)
    assert all(c.name and c.placed and c.scoring for c in content.cards.values())
    assert content.numbers.agents == {2: 10, 3: 9, 4: 8}
    assert content_path("cartel", "rules.md").exists()


def test_a_game_holds_every_card():
    for n in (2, 3, 4):
        s = RULESET.new_game(n, {}, 3)
        assert s.card_count() == 71 and s.reserve == [{2: 10, 3: 9, 4: 8}[n]] * n


def _broken(tmp_path, name, edit):
    folder = tmp_path / f"cartel{len(list(tmp_path.iterdir()))}"
    shutil.copytree(content_path("cartel"), folder)
    path = folder / name
    data = yaml.safe_load(path.read_text())
    edit(data)
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(ContentError) as info:
        load_content(folder)
    return info.value


def test_broken_files_name_file_key_and_problem(tmp_path):
    e = _broken(tmp_path, "cards.yaml", lambda d: d["cards"][0].update(copies=8))
    assert e.file.endswith("cards.yaml") and e.key == "cards" and "72" in e.problem
    e = _broken(tmp_path, "cards.yaml", lambda d: d["cards"][2].update(copies="many"))
    assert e.key == "cards[2].copies" and "integer" in e.problem
    e = _broken(tmp_path, "cards.yaml", lambda d: d["cards"][1].update(key="bank"))
    assert e.key == "cards[1].key"
    e = _broken(tmp_path, "cards.yaml", lambda d: d["cards"][3].update(type="official"))
    assert e.key == "cards[3].type" and "business" in e.problem
    e = _broken(tmp_path, "cards.yaml", lambda d: d["cards"].pop(4))
    assert "neue_news" in str(e)
    e = _broken(tmp_path, "roads.yaml", lambda d: d["roads"]["corner"].update(exits=["N", "Q"]))
    assert e.file.endswith("roads.yaml") and e.key == "roads.corner.exits[1]"
    e = _broken(tmp_path, "roads.yaml", lambda d: d["roads"]["tee"].update(rotations=[0, 1]))
    assert e.key == "roads.tee.rotations"
    e = _broken(tmp_path, "numbers.yaml", lambda d: d["agents"].pop(3))
    assert e.file.endswith("numbers.yaml") and e.key == "agents.3"
