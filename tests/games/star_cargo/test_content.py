"""Star Cargo content: the shipped files are valid and a broken value fails
with the file, the key path and the problem."""
import shutil

import pytest
import yaml

from game.content import ContentError, content_path
from game.games.star_cargo.rules import default_catalogue, load_catalogue_from


def test_the_deck_is_the_52_card_deck_of_the_notes():
    cat = default_catalogue()
    assert len(cat.cards) == 52 and len(cat.suits) == 4
    cargo = [c for c in cat.cards if not c.colony]
    colonies = [c for c in cat.cards if c.colony]
    assert len(cargo) == 40 and len(colonies) == 12
    assert sorted({c.value for c in cargo}) == list(range(1, 11))
    assert {c.rank for c in colonies} == {"J", "Q", "K"}
    assert cat.card("AS").value == 1 and cat.card("10H").value == 10 and cat.card("KD").value == 0
    assert cat.card("7H").name == "seven of hearts"


def test_twelve_planets_four_per_colour_with_symbols_and_glyphs():
    cat = default_catalogue()
    assert len(cat.planets) == 12 and len(cat.colours) == 3
    for colour in cat.colours:
        assert sum(p.colour is colour for p in cat.planets) == 4
        assert len(colour.rgb) == 3 and all(0 <= v <= 255 for v in colour.rgb)
    assert len({c.symbol for c in cat.colours}) == 3
    assert len({p.glyph for p in cat.planets}) == 12
    assert len({p.name for p in cat.planets}) == 12


@pytest.fixture
def folder(tmp_path):
    target = tmp_path / "star_cargo"
    shutil.copytree(content_path("star_cargo"), target)
    return target


def edit(folder, name, change):
    path = folder / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def broken(folder) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_catalogue_from(folder)
    return info.value


def test_the_copied_content_loads(folder):
    assert len(load_catalogue_from(folder).cards) == 52


def test_a_cargo_value_that_is_not_a_number(folder):
    edit(folder, "deck.yaml", lambda d: d["ranks"][9].update(value="ten"))
    e = broken(folder)
    assert e.file.endswith("deck.yaml") and e.key == "ranks[9].value"
    assert "expected an integer from 1 to 100" in e.problem and "'ten'" in e.problem
    assert "deck.yaml: ranks[9].value: expected an integer" in str(e)


def test_a_colony_rank_with_a_value(folder):
    edit(folder, "deck.yaml", lambda d: d["ranks"][10].update(value=11))
    e = broken(folder)
    assert e.key == "ranks[10].value" and "colony rank has no value" in e.problem


def test_an_unknown_rank_kind(folder):
    edit(folder, "deck.yaml", lambda d: d["ranks"][0].update(kind="treasure"))
    e = broken(folder)
    assert e.key == "ranks[0].kind" and "cargo, colony" in e.problem and "'treasure'" in e.problem


def test_a_deck_without_colonies_could_never_end(folder):
    edit(folder, "deck.yaml", lambda d: d.update(ranks=[r for r in d["ranks"] if r["kind"] == "cargo"]))
    e = broken(folder)
    assert e.key == "ranks" and "colony" in e.problem


def test_duplicate_suit_letter_and_unknown_key(folder):
    edit(folder, "deck.yaml", lambda d: d["suits"][1].update(letter="S"))
    e = broken(folder)
    assert e.key == "suits[1].letter" and "duplicate suit letter 'S'" in e.problem


def test_unknown_key_is_named(folder):
    edit(folder, "deck.yaml", lambda d: d["suits"][0].update(colour="black"))
    e = broken(folder)
    assert e.key == "suits[0].colour" and "unknown key" in e.problem


def test_a_planet_of_an_unknown_colour(folder):
    edit(folder, "planets.yaml", lambda d: d["planets"][2].update(colour="purple"))
    e = broken(folder)
    assert e.file.endswith("planets.yaml") and e.key == "planets[2].colour"
    assert "vermilion, sky, gold" in e.problem and "'purple'" in e.problem


def test_an_rgb_value_out_of_range(folder):
    edit(folder, "planets.yaml", lambda d: d["colours"][0].update(rgb=[300, 0, 0]))
    e = broken(folder)
    assert e.key == "colours[0].rgb[0]" and "from 0 to 255" in e.problem


def test_two_planets_with_one_glyph(folder):
    edit(folder, "planets.yaml", lambda d: d["planets"][5].update(glyph=d["planets"][0]["glyph"]))
    e = broken(folder)
    assert e.key == "planets[5].glyph" and "duplicate planet glyph 'flame'" in e.problem


def test_two_colours_with_one_symbol(folder):
    edit(folder, "planets.yaml", lambda d: d["colours"][1].update(symbol="triangle"))
    e = broken(folder)
    assert e.key == "colours[1].symbol" and "duplicate colour symbol" in e.problem


def test_a_missing_planet_name(folder):
    edit(folder, "planets.yaml", lambda d: d["planets"][7].pop("name"))
    e = broken(folder)
    assert e.key == "planets[7].name" and e.problem == "missing"


def test_too_few_planets_for_four_ships(folder):
    edit(folder, "planets.yaml", lambda d: d.update(planets=d["planets"][:3]))
    e = broken(folder)
    assert e.key == "planets" and "expected 4 to 40 entries, got 3" in e.problem


def test_a_missing_file(folder):
    (folder / "planets.yaml").unlink()
    e = broken(folder)
    assert e.file.endswith("planets.yaml") and e.problem == "file not found"


def test_rules_summary_is_ours_and_lists_interpretations():
    text = content_path("star_cargo", "rules.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert 50 <= len(lines) <= 110
    assert lines[0].startswith("# ")
    assert sum(line.startswith("## ") for line in lines) >= 4
    assert "## Our interpretations" in text
    # no sentence of the rulebook is copied
    for phrase in ("jettison the old cargo into space", "You CANNOT sell cargo", "frontier worlds",
                   "beverage coaster", "slide a card from the deck"):
        assert phrase.lower() not in text.lower()
