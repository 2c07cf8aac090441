"""Star Traders content: the galaxy map, the 108 cards (contract and Trader's
Luck ends) and the Personalities load as designed in the notes; the generated
files match their generators; broken files name the file, the key and the problem."""
from __future__ import annotations

import heapq
import importlib.util
import math
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml

from game.content import ContentError, content_path
from game.games.star_traders.rules import data
from game.games.star_traders.rules.data import (
    LINE_NEED, contracts, galaxy, load_contracts, load_galaxy, load_luck, load_personalities, luck_cards,
    personalities,
)

REPO = Path(__file__).resolve().parents[3]
CONTENT = content_path("star_traders")

NAMES = """11 Bradbury, 12 Heinlein, 13 Pohl, 14 Knight, 15 Schmitz, 16 Anderson,
21 Piper, 22 Norton, 23 Dick, 24 Silverberg, 25 Biggle, 26 Wilhelm,
31 Le Guin, 32 Niven, 33 Killough, 34 Foster, 35 Pinkwater, 36 Robinson,
41 Cherryh, 42 Gibson, 43 Clayton, 44 Card, 45 Hogan, 46 Longyear,
51 Brin, 52 McDevitt, 53 Moon, 54 Bujold, 55 Roberts, 56 Asaro,
61 Shelley, 62 Verne, 63 Wells, 64 Williamson, 65 de Camp, 66 Laumer"""

KNOWN_EXPORTS = {
    "Bradbury": "fireproof paper", "Anderson": "solar spice", "Piper": "sunstones", "Wilhelm": "genetics tech",
    "Niven": "stasis boxes", "Killough": "siren crystals", "Foster": "minidrags", "Pinkwater": "alligatrons",
    "Cherryh": "teardrop pearls", "Gibson": "cyberware", "Card": "hive-queen cocoons", "Hogan": "genesis machines",
    "Longyear": "a circus", "Brin": "a galactic library", "McDevitt": "stellar antiquities",
    "Moon": "racehorse embryos", "Bujold": "butter bugs", "Asaro": "quis dice", "Shelley": "essence of life",
    "Verne": "a submarine", "Wells": "time machines", "Williamson": "seetee", "de Camp": "interplanetary tours",
    "Laumer": "diplomats",
}


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def expected_lines() -> dict[frozenset, str]:
    """The design table of the notes, written out independently of the generator."""
    out = {}

    def add(a, b, colour):
        out[frozenset((a, b))] = colour

    for k in range(1, 6):
        n = k % 5 + 1
        for i in range(1, 6):
            add(10 * k + i, 10 * k + i + 1, "orange")
        add(60 + k, 60 + n, "orange")
        add(66, 60 + k, "orange")
        add(60 + k, 10 * k + 1, "red")
        add(10 * k + 1, 10 * k + 3, "red")
        add(10 * k + 4, 10 * k + 6, "red")
        add(60 + k, 10 * k + 3, "purple")
        add(10 * k + 2, 10 * k + 5, "purple")
        add(10 * k + 2, 10 * n + 2, "blue")
        add(66, 10 * k + 1, "blue")
        add(10 * k + 5, 10 * n + 5, "green")
        add(10 * k + 6, 10 * n + 6, "green")
    return out


def expected_costs(start: int) -> dict[int, float]:
    """Cheapest expected actions from start: a line needing r costs 6 / (7 - r)."""
    edges = expected_lines()
    best, queue = {start: 0.0}, [(0.0, start)]
    while queue:
        cost, w = heapq.heappop(queue)
        if cost > best[w]:
            continue
        for pair, colour in edges.items():
            if w in pair:
                (other,) = pair - {w}
                c = cost + 6 / (7 - LINE_NEED[colour])
                if c < best.get(other, 1e9) - 1e-12:
                    best[other] = c
                    heapq.heappush(queue, (c, other))
    return best


# ---------------------------------------------------------------- the galaxy


def test_thirty_six_worlds_with_their_names_exports_and_stars():
    g = galaxy()
    names = dict((int(n), name) for n, name in (item.strip().split(" ", 1) for item in NAMES.split(",")))
    assert sorted(g.worlds) == [10 * a + i for a in range(1, 7) for i in range(1, 7)]
    assert {n: w.name for n, w in g.worlds.items()} == names
    by_name = {w.name: w for w in g.worlds.values()}
    for name, export in KNOWN_EXPORTS.items():
        assert by_name[name].export == export
    exports = [w.export for w in g.worlds.values()]
    assert len(set(exports)) == 36 and all(e.strip() for e in exports)
    assert {n for n, w in g.worlds.items() if w.star == "red"} == {13, 23, 33, 43, 53}
    assert {n for n, w in g.worlds.items() if w.star == "blue"} == {61, 62, 63, 64, 65, 66}
    assert all(w.star is None for n, w in g.worlds.items() if n not in {13, 23, 33, 43, 53} and n < 61)
    assert g.worlds[34].arm == 3 and g.worlds[66].arm == 6


def test_jumplines_are_exactly_the_design_table():
    g = galaxy()
    got = {frozenset((ln.a, ln.b)): ln.colour for ln in g.lines}
    assert len(got) == len(g.lines) == 80
    assert got == expected_lines()
    assert Counter(ln.colour for ln in g.lines) == {"orange": 35, "red": 15, "purple": 10, "blue": 10, "green": 10}
    assert all(ln.need == LINE_NEED[ln.colour] for ln in g.lines)


def test_links_and_line_between():
    g = galaxy()
    assert [other for other, _ in g.links(66)] == [11, 21, 31, 41, 51, 61, 62, 63, 64, 65]
    assert g.line_between(34, 33) is g.line_between(33, 34) and g.line_between(33, 34).colour == "orange"
    assert g.line_between(12, 22).need == 5 and g.line_between(16, 56).colour == "green"
    assert g.line_between(11, 16) is None and g.line_between(11, 99) is None
    for w in g.worlds:
        for other, line in g.links(w):
            assert {line.a, line.b} == {w, other} and line.other(w) == other


def test_the_galaxy_is_connected():
    g = galaxy()
    seen, todo = {66}, [66]
    while todo:
        for other, _ in g.links(todo.pop()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(g.worlds)


def _dist_to_polyline(p, pts) -> float:
    best = float("inf")
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        dx, dy = bx - ax, by - ay
        L2 = dx * dx + dy * dy
        t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
        best = min(best, math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
    return best


def test_layout_spacing_and_curves_keep_clear_of_other_worlds():
    g = galaxy()
    pos = {n: (w.x, w.y) for n, w in g.worlds.items()}
    nums = sorted(pos)
    closest = min(math.dist(pos[a], pos[b]) for i, a in enumerate(nums) for b in nums[i + 1:])
    assert closest >= 150
    for ln in g.lines:
        assert math.dist(ln.points[0], pos[ln.a]) < 1 and math.dist(ln.points[-1], pos[ln.b]) < 1
        for n, p in pos.items():
            if n not in (ln.a, ln.b):
                assert _dist_to_polyline(p, ln.points) >= 40, (ln.a, ln.b, n)
        assert all(0 <= x <= 2400 and 0 <= y <= 2400 for x, y in ln.points)
    # the lines across the galaxy are curves, not straight chords
    for ln in g.lines:
        if ln.colour in ("green", "blue"):
            assert len(ln.points) > 2, (ln.a, ln.b)
    # arm k's worlds wind outwards from near Core world 6k
    centre = pos[66]
    for k in range(1, 6):
        radii = [math.dist(pos[10 * k + i], centre) for i in range(1, 7)]
        assert radii == sorted(radii) and radii[0] > math.dist(pos[60 + k], centre)
        near = min(range(61, 66), key=lambda c: math.dist(pos[c], pos[10 * k + 1]))
        assert near == 60 + k


@pytest.mark.slow
def test_galaxy_tmx_matches_its_generator():
    mod = _load_tool("make_star_traders_map")
    assert (CONTENT / "galaxy.tmx").read_text(encoding="utf-8") == mod.galaxy_xml()


def _tmx_copy(tmp_path, edit) -> Path:
    text = (CONTENT / "galaxy.tmx").read_text(encoding="utf-8")
    new = edit(text)
    assert new != text, "the edit changed nothing"
    path = tmp_path / "galaxy.tmx"
    path.write_text(new, encoding="utf-8")
    return path


def _world_object(text: str, number: int) -> tuple[int, int]:
    m = re.search(r'<object [^>]*>\s*<properties>\s*<property name="number" type="int" value="%d"/>' % number, text)
    return m.start(), text.index("</object>", m.start())


def _in_world(number, old, new):
    def edit(text):
        a, b = _world_object(text, number)
        return text[:a] + text[a:b].replace(old, new, 1) + text[b:]
    return edit


def _in_line(a, b, old, new):
    def edit(text):
        start = text.index(f'name="{a}-{b}"')
        end = text.index("</object>", start)
        return text[:start] + text[start:end].replace(old, new, 1) + text[end:]
    return edit


BROKEN_TMX = [
    ("wrong type", _in_world(34, 'name="number" type="int" value="34"', 'name="number" value="34"'),
     "worlds[15].number", "expected an integer, got '34'"),
    ("missing property", _in_world(34, '<property name="export" value="minidrags"/>', ""),
     "(world 34).export", "missing property"),
    ("unknown star", _in_world(13, 'value="red"', 'value="green"'), "(world 13).star", "unknown star 'green'"),
    ("unknown colour", _in_line(33, 34, 'value="orange"', 'value="pink"'), "(33-34).colour", "unknown colour 'pink'"),
    ("missing world", _in_line(33, 34, 'name="to" type="int" value="34"', 'name="to" type="int" value="77"'),
     "(33-77).to", "line to a missing world 77"),
    ("duplicate world", _in_world(35, 'value="35"', 'value="34"'), "(world 34).number", "duplicate world number 34"),
    ("bad world number", _in_world(35, 'value="35"', 'value="37"'), "(world 37).number", "expected a world number"),
    ("nan coordinates", lambda t: re.sub(r'(<object id="\d+" name="Foster" )x="[^"]*"', r'\1x="nan"', t),
     "(world 34).x", "expected a finite coordinate, got nan"),
    ("line to itself", _in_line(33, 34, 'name="to" type="int" value="34"', 'name="to" type="int" value="33"'),
     "(33-33)", "a line from world 33 to itself"),
    ("second line", _in_line(44, 46, 'name="from" type="int" value="44"', 'name="from" type="int" value="45"'),
     "(45-46)", "a second line between 45 and 46"),
    ("curve off its world", _in_line(33, 34, 'points="0,0 ', 'points="0,50 '), "(33-34).points",
     "must start and end at worlds 33 and 34"),
    ("not a polyline", lambda t: re.sub(r'(name="33-34".*?)<polyline points="[^"]*"/>', r"\1", t, count=1, flags=re.S),
     "(33-34)", "must be a polyline object"),
    ("no name", lambda t: t.replace('name="Foster" ', "", 1), "(world 34).name", "missing name"),
    ("missing group", lambda t: t.replace('name="jumplines"', 'name="lines"'), "jumplines", "missing"),
]


@pytest.mark.parametrize("case,edit,key,problem", BROKEN_TMX, ids=[b[0] for b in BROKEN_TMX])
def test_broken_galaxy_names_file_key_and_problem(tmp_path, case, edit, key, problem):
    path = _tmx_copy(tmp_path, edit)
    with pytest.raises(ContentError) as info:
        load_galaxy(path)
    text = str(info.value)
    assert "\n" not in text
    assert info.value.file.endswith("galaxy.tmx")
    assert key in info.value.key, text
    assert problem in info.value.problem, text


def test_a_world_left_out_is_named(tmp_path):
    def drop_foster(text):
        start = text.rindex("<object", 0, text.index('name="Foster"'))
        return text[:start] + text[text.index("</object>", start) + len("</object>\n"):]

    with pytest.raises(ContentError, match=r"galaxy.tmx: worlds: missing world\(s\) 34$"):
        load_galaxy(_tmx_copy(tmp_path, drop_foster))


def test_unreadable_tmx_names_the_file(tmp_path):
    path = tmp_path / "galaxy.tmx"
    path.write_text("<map><objectgroup", encoding="utf-8")
    with pytest.raises(ContentError, match="galaxy.tmx"):
        load_galaxy(path)


# ---------------------------------------------------------------- contracts


def test_generated_cards_match_the_committed_files(tmp_path):
    mod = _load_tool("make_star_traders_contracts")
    (tmp_path / "contracts.yaml").write_text(mod.contracts_yaml(galaxy()), encoding="utf-8")
    (tmp_path / "luck.yaml").write_text(mod.luck_yaml(), encoding="utf-8")
    for name in ("contracts.yaml", "luck.yaml"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (CONTENT / name).read_text(encoding="utf-8"), name


def test_contracts_follow_the_rule():
    cards = contracts()
    g = galaxy()
    assert [c.card for c in cards] == list(range(1, 109))
    assert [c.tier for c in cards] == ["N"] * 36 + ["F"] * 36 + ["I"] * 36
    for tier in "NFI":
        tiered = [c for c in cards if c.tier == tier]
        assert sorted(c.frm for c in tiered) == sorted(g.worlds)  # FROM of one card per tier
    assert Counter(c.to for c in cards) == {w: 3 for w in g.worlds}
    costs = {c.card: expected_costs(c.frm)[c.to] for c in cards}
    ordered = sorted(costs.values())
    thresholds = [ordered[27], ordered[54], ordered[81]]
    minidrags = [c for c in cards if c.cargo == "minidrags" and c.to == 15]
    assert len(minidrags) == 1
    m = minidrags[0]
    assert (m.tier, m.frm, m.to, m.payoff, m.prestige, m.fee, m.star) == ("F", 34, 15, 23, 4, 11, True)
    for c in cards:
        assert c.to != c.frm and c.cargo == g.worlds[c.frm].export
        assert c.fee == c.payoff // 2 and c.star == (c.prestige >= 3)
        if c is m:
            continue
        cost = costs[c.card]
        assert c.payoff == min(30, max(6, round(4 * cost))), c
        assert c.prestige == 1 + sum(cost >= q - 1e-9 for q in thresholds), c


def test_nova_runs_are_short_and_imperial_runs_long():
    mean = {t: sum(expected_costs(c.frm)[c.to] for c in contracts() if c.tier == t) / 36 for t in "NFI"}
    assert mean["N"] < 4.5 < mean["F"] < 7 < mean["I"]
    assert not any(c.star for c in contracts() if c.tier == "N")
    assert sum(c.star for c in contracts() if c.tier == "F") >= 10  # Family games can draw an Imperial Mission


def _yaml_copy(tmp_path, name, edit) -> Path:
    doc = yaml.safe_load((CONTENT / name).read_text(encoding="utf-8"))
    edit(doc)
    path = tmp_path / name
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def _card(key, index, field, value):
    def edit(doc):
        if value is None:
            del doc[key][index][field]
        else:
            doc[key][index][field] = value
    return edit


BROKEN_CONTRACTS = [
    (_card("contracts", 51, "cargo", "spice"), "contracts[51].cargo", "but world 34 exports 'minidrags'"),
    (_card("contracts", 51, "to", 34), "contracts[51].to", "delivered to the world it comes from (34)"),
    (_card("contracts", 51, "fee", 12), "contracts[51].fee", "half the payoff (11), got 12"),
    (_card("contracts", 51, "star", False), "contracts[51].star", "starred exactly when Prestige is 3 or more"),
    (_card("contracts", 0, "tier", "X"), "contracts[0].tier", "expected one of N, F, I, got 'X'"),
    (_card("contracts", 0, "tier", "F"), "contracts", "expected 36 cards of tier N, got 35"),
    (_card("contracts", 3, "card", 5), "contracts[3].card", "expected an integer from 4 to 4, got 5"),
    (_card("contracts", 3, "from", 70), "contracts[3].from", "expected one of 11, 12"),
    (_card("contracts", 3, "payoff", None), "contracts[3].payoff", "missing"),
    (_card("contracts", 3, "prestige", "high"), "contracts[3].prestige", "expected an integer from 1 to 4"),
    (lambda doc: doc["contracts"].pop(), "contracts", "expected 108 entries, got 107"),
]


@pytest.mark.slow
@pytest.mark.parametrize("edit,key,problem", BROKEN_CONTRACTS, ids=[b[1] + " " + b[2][:20] for b in BROKEN_CONTRACTS])
def test_broken_contracts_name_file_key_and_problem(tmp_path, edit, key, problem):
    path = _yaml_copy(tmp_path, "contracts.yaml", edit)
    with pytest.raises(ContentError) as info:
        load_contracts(path, galaxy())
    assert "\n" not in str(info.value) and info.value.file.endswith("contracts.yaml")
    assert info.value.key == key and problem in info.value.problem, str(info.value)


# ---------------------------------------------------------------- Personalities


def test_ten_personalities():
    ps = personalities()
    assert list(ps) == ["builder", "engineer", "hero", "insider", "maverick",
                        "navigator", "negotiator", "rogue", "strategist", "tycoon"]
    assert all(p.id == pid and p.name == pid.title() and len(p.text.split()) >= 8 for pid, p in ps.items())
    assert "6 actions" in ps["engineer"].text and "Laumer" in ps["insider"].text and "4" in ps["navigator"].text


@pytest.mark.parametrize("edit,key,problem", [
    (_card("personalities", 2, "id", "builder"), "personalities[2].id", "duplicate Personality 'builder'"),
    (_card("personalities", 2, "id", "wizard"), "personalities[2].id", "expected one of builder, engineer"),
    (_card("personalities", 4, "text", None), "personalities[4].text", "missing"),
    (_card("personalities", 4, "name", ""), "personalities[4].name", "expected a non-empty text"),
    (lambda doc: doc["personalities"].pop(), "personalities", "expected 10 entries, got 9"),
])
def test_broken_personalities(tmp_path, edit, key, problem):
    path = _yaml_copy(tmp_path, "personalities.yaml", edit)
    with pytest.raises(ContentError) as info:
        load_personalities(path)
    assert info.value.file.endswith("personalities.yaml") and "\n" not in str(info.value)
    assert info.value.key == key and problem in info.value.problem, str(info.value)


# ---------------------------------------------------------------- Trader's Luck

# tier -> kind -> copies, straight from the notes
LUCK_COUNTS = {
    "N": {"avoid_calamity": 6, "zap": 4, "stargate": 4, "hyperdrive_boost": 4, "windfall": 4, "imperial_favor": 4,
          "wrinkle_in_time": 4, "lost_in_space": 3, "open_skies": 3},
    "F": {"avoid_calamity": 5, "zap": 4, "imperial_envoy": 3, "customs_inspection": 4, "tax_audit": 3, "scandal": 4,
          "bigger_on_the_inside": 3, "double_shift": 3, "trade_agreement": 3, "beacon_hack": 4},
    "I": {"avoid_calamity": 5, "quarantine": 3, "glitch": 4, "ion_storm": 3, "warp": 3, "hostile_takeover": 4,
          "sabotage": 3, "embargo": 3, "pirates": 4, "zap": 4},
}
CALAMITIES = {"wrinkle_in_time", "lost_in_space", "customs_inspection", "tax_audit", "scandal", "quarantine",
              "ion_storm", "hostile_takeover", "sabotage", "embargo", "pirates"}


def test_luck_counts_per_tier_and_kind():
    cards = luck_cards()
    assert [c.card for c in cards] == list(range(1, 109))
    assert [c.tier for c in cards] == [c.tier for c in contracts()]
    for tier, counts in LUCK_COUNTS.items():
        assert Counter(c.kind for c in cards if c.tier == tier) == counts, tier
    assert {c.kind for c in cards if c.calamity} == CALAMITIES


def test_luck_amounts_timings_and_texts():
    cards = luck_cards()
    zaps = {t: {c.amount for c in cards if c.kind == "zap" and c.tier == t} for t in "NFI"}
    assert zaps == {"N": {1}, "F": {2}, "I": {3}}
    amount = {c.kind: c.amount for c in cards if c.kind != "zap"}
    assert (amount["windfall"], amount["imperial_favor"], amount["hyperdrive_boost"], amount["double_shift"]) == (5, 1, 1, 2)
    assert (amount["tax_audit"], amount["scandal"], amount["pirates"], amount["hostile_takeover"]) == (5, 2, 5, 10)
    assert (amount["wrinkle_in_time"], amount["trade_agreement"], amount["imperial_envoy"]) == (1, 3, 3)
    timing = {c.kind: c.timing for c in cards}
    assert timing["avoid_calamity"] == "when_targeted" and timing["zap"] == "after_roll"
    assert timing["imperial_favor"] == timing["scandal"] == "any_time"
    assert timing["wrinkle_in_time"] == "not_taking_turn" and timing["stargate"] == "your_turn"
    for c in cards:
        assert c.text.startswith("Calamity!") == c.calamity, c
        if c.amount:
            assert str(c.amount) in c.text
    for kind in {c.kind for c in cards} - {"zap"}:  # copies of a kind read the same
        assert len({(c.name, c.text) for c in cards if c.kind == kind}) == 1, kind


@pytest.mark.slow
@pytest.mark.parametrize("edit,key,problem", [
    (_card("luck", 0, "kind", "teleport"), "luck[0].kind", "expected one of"),
    (_card("luck", 0, "calamity", True), "luck[0].calamity", "card 1: windfall is not a calamity"),
    (_card("luck", 1, "timing", "your_turn"), "luck[1].timing", "card 2: lost_in_space is played not_taking_turn"),
    (_card("luck", 1, "timing", "whenever"), "luck[1].timing", "expected one of"),
    (_card("luck", 0, "amount", None), "luck[0].amount", "missing"),
    (_card("luck", 0, "amount", 7), "luck[0].text", "must state the amount 7"),
    (_card("luck", 1, "amount", 2), "luck[1].amount", "lost_in_space takes no amount"),
    (_card("luck", 2, "card", 9), "luck[2].card", "expected an integer from 3 to 3"),
    (_card("luck", 2, "text", ""), "luck[2].text", "expected a non-empty text"),
])
def test_broken_luck(tmp_path, edit, key, problem):
    path = _yaml_copy(tmp_path, "luck.yaml", edit)
    with pytest.raises(ContentError) as info:
        load_luck(path, contracts())
    assert info.value.file.endswith("luck.yaml") and "\n" not in str(info.value)
    assert info.value.key == key and problem in info.value.problem, str(info.value)


def test_loaders_are_cached_and_pure():
    assert galaxy() is galaxy() and contracts() is contracts() and luck_cards() is luck_cards()
    assert "import pygame" not in Path(data.__file__).read_text(encoding="utf-8")
