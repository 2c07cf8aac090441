import random
import re
import shutil
from pathlib import Path

import pytest

from game.content import ContentError, content_path, load_tmx_file
from game.rules import hexgrid
from game.games.captain.rules.board import make_board
from game.games.captain.rules.data import default_content, load_content

CONTENT = content_path("captain")


@pytest.fixture(scope="module")
def content():
    return default_content()


# ---------------------------------------------------------------- tiles


def test_thirteen_tmx_tiles_of_nineteen_hexes():
    files = sorted((CONTENT / "tiles").glob("*.tmx"))
    assert len(files) == 13
    for f in files:
        tmx = load_tmx_file(f)
        group = tmx.get_layer_by_name("hexes")
        coords = {(o.properties["q"], o.properties["r"]) for o in group}
        assert len(group) == 19 and coords == set(hexgrid.within((0, 0), 2)), f.name


def test_federation_tile_is_distinct(content):
    feds = [t for t in content.tiles if t.federation]
    assert len(feds) == 1 and feds[0].tile_id == 0
    assert [h.kind for h in feds[0].hexes].count("centre") == 1
    assert all(h.kind == "space" for t in content.tiles if not t.federation for h in t.hexes)
    assert len({t.title for t in content.tiles}) == 13


def test_generated_tiles_match_the_generator(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_tiles", Path(__file__).resolve().parents[3] / "tools" / "make_captain_tiles.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for i in range(13):
        assert (CONTENT / "tiles" / f"tile_{i:02d}.tmx").read_text(encoding="utf-8") == mod.tile_xml(i)


# ---------------------------------------------------------------- modules and numbers


def test_module_table(content):
    w = [(x.damage, x.hit_ship, x.hit_settlement, x.range, x.cost) for x in content.weapon]
    assert w == [(3, 10, 8, 1, 0), (4, 8, 6, 2, 10), (5, 6, 4, 3, 20), (6, 4, 2, 4, 40)]
    assert [(x.max_health, x.cost) for x in content.shields] == [(9, 0), (12, 10), (15, 20), (18, 40)]
    assert [(x.free_moves, x.evade, x.cost) for x in content.engine] == [(0, 0, 0), (1, 1, 10), (2, 2, 20), (3, 3, 40)]


def test_numbers(content):
    n = content.numbers
    assert (n.start_resources, n.start_vp, n.start_bp, n.die_sides, n.actions_per_turn) == (8, 10, 0, 12, 4)
    assert (n.settlement_cost, n.settlement_actions, n.settlement_vp, n.settlement_start_health,
            n.settlement_max_health, n.settlements_per_player, n.settlement_income) == (3, 2, 5, 4, 12, 4, 10)
    assert (n.fortify_cost, n.repair_cost, n.crew_cost, n.crew_per_player, n.crew_reveal) == (2, 2, 15, 4, 2)
    assert (n.bp_per_attempt, n.bp_per_gem, n.vp_kill_ship, n.vp_destroy_settlement) == (5, 3, 15, 2)
    assert (n.death_resource_divisor, n.death_bp_divisor, n.resources_per_point) == (5, 2, 10)


def test_cards(content):
    assert len(content.events) == 18 and len({c.id for c in content.events}) == 18
    assert len({c.effect for c in content.events}) == 18
    assert len(content.crew) == 20 and len({c.id for c in content.crew}) == 20
    assert sum(c.effect == "shields" for c in content.crew) == 3
    for c in content.events + content.crew:
        if c.amount:
            assert str(c.amount) in c.text


def test_rules_summary_length_and_headings():
    text = (CONTENT / "rules.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert 80 <= len(lines) <= 150
    assert sum(1 for ln in lines if ln.startswith("#")) >= 6
    assert "Interpretations" in text


# ---------------------------------------------------------------- board


@pytest.mark.parametrize("players,tiles", [(3, 7), (4, 9), (5, 11), (6, 13)])
def test_board_sizes(content, players, tiles):
    board = make_board(content, players, "standard", random.Random(players))
    assert len(board.placements) == tiles
    assert len(board.hexes) == 19 * tiles
    assert board.centre == (0, 0) and board.placements[0].federation
    assert len(board.federation) == 19 and all(hexgrid.distance(h, (0, 0)) <= 2 for h in board.federation)
    # connected: every hex reachable from the centre
    assert len(board.dist[board.centre]) == len(board.hexes)
    assert len({p.tile_id for p in board.placements}) == tiles


def test_standard_layout_is_point_symmetric(content):
    for players in (4, 5, 6):
        cells = set(content.layouts[players])
        assert {(-a, -b) for a, b in cells} == cells


def test_shuffled_layout_moves_the_federation(content):
    spots = set()
    for seed in range(30):
        board = make_board(content, 5, "shuffled", random.Random(seed))
        assert len(board.hexes) == 19 * 11
        assert board.centre == board.placements[board.federation_tile].centre
        spots.add(board.centre)
    assert len(spots) > 3


def test_board_distance_is_path_length(content):
    board = make_board(content, 4, "standard", random.Random(0))
    a, b = (0, 0), sorted(board.hexes)[0]
    assert board.dist[a][b] == hexgrid.path_length(a, b, lambda h: h in board.hexes)


# ---------------------------------------------------------------- validation messages


@pytest.fixture()
def copy(tmp_path):
    dst = tmp_path / "captain"
    shutil.copytree(CONTENT, dst)
    return dst


def _edit(path: Path, old: str, new: str, count: int = 1):
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _error(root) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_content(root)
    return info.value


def test_copied_content_loads(copy):
    assert len(load_content(copy).tiles) == 13


@pytest.mark.parametrize("file,old,new,key,problem", [
    ("modules.yaml", "{level: 2, cost: 10, damage: 4", "{level: 2, cost: 10, damage: big",
     "weapon[1].damage", "expected an integer"),
    ("modules.yaml", "{level: 3, cost: 20, max_health: 15}", "{level: 4, cost: 20, max_health: 15}",
     "shields[2].level", "expected an integer from 3 to 3"),
    ("numbers.yaml", "  start_health: 4", "  start_health: 40", "settlement.start_health", "from 1 to 12"),
    ("numbers.yaml", "  income: 10", "  incomes: 10", "settlement.incomes", "unknown key"),
    ("events.yaml", "effect: windfall", "effect: jackpot", "events[13].effect", "expected one of"),
    ("events.yaml", "Every captain gains 10 resources.", "Every captain gains ten resources.",
     "events[13].text", "must state the amount 10"),
    ("events.yaml", "id: calm", "id: patrol", "events[16].id", "duplicate id 'patrol'"),
    ("crew.yaml", "    name: Gunner Brask\n", "", "crew[10].name", "missing"),
    ("board.yaml", "    - [2, -2]\n    - [-2, 2]\n", "    - [2, -2]\n", "layouts.6", "expected 13 entries, got 12"),
    ("board.yaml", "    - [-2, 2]\n", "    - [-4, 4]\n", "layouts.6[12]", "does not touch any earlier tile"),
])
def test_validation_names_file_key_and_problem(copy, file, old, new, key, problem):
    _edit(copy / file, old, new)
    err = _error(copy)
    assert err.file.endswith(file), err
    assert err.key == key, err
    assert problem in err.problem, err
    text = str(err)
    assert file in text and key in text and problem in text


def test_events_need_exactly_eighteen(copy):
    path = copy / "events.yaml"
    text = path.read_text(encoding="utf-8")
    cut = text.index("  - id: quarantine")
    path.write_text(text[:cut], encoding="utf-8")
    err = _error(copy)
    assert err.file.endswith("events.yaml") and err.key == "events" and err.problem == "expected 18 entries, got 17"


def test_tile_with_missing_hex_is_reported(copy):
    path = copy / "tiles" / "tile_04.tmx"
    text = path.read_text(encoding="utf-8")
    start = text.index('  <object id="19"')
    end = text.index("</object>", start) + len("</object>\n")
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    err = _error(copy)
    assert err.file.endswith("tile_04.tmx") and err.key == "hexes" and "expected 19 hexes, got 18" in err.problem


def test_tile_with_bad_coordinate_is_reported(copy):
    path = copy / "tiles" / "tile_07.tmx"
    _edit(path, '<property name="q" type="int" value="2"/>', '<property name="q" type="int" value="3"/>')
    err = _error(copy)
    assert err.file.endswith("tile_07.tmx")
    assert re.fullmatch(r"hexes\[\d+\]", err.key) and "outside the 19-hex tile" in err.problem


def test_second_federation_tile_is_reported(copy):
    _edit(copy / "tiles" / "tile_05.tmx", 'name="federation" type="bool" value="false"',
          'name="federation" type="bool" value="true"')
    err = _error(copy)
    assert err.file.endswith("tile_05.tmx") and "centre" in err.problem


def test_missing_file_is_reported(copy):
    (copy / "crew.yaml").unlink()
    err = _error(copy)
    assert err.file.endswith("crew.yaml") and err.problem == "file not found"
