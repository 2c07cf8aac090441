"""Captain of the Stars content: modules, numbers, board layouts, events, crew
and the 13 hex tiles, read from content/captain/ and validated.

Every problem is reported as a ContentError naming the file, the key path and
what is wrong.  Rules code only sees the frozen objects defined here.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, Node, content_path, display_path, load_tmx_file, load_yaml_file
from game.rules import hexgrid

MODULES = ("weapon", "shields", "engine")
MAX_LEVEL = 4
TILE_COUNT = 13
TILE_RADIUS = 2
TILE_HEXES = 19

# effect name -> whether it needs an `amount`
EVENT_EFFECTS = {
    "disease": True, "trade_boom": True, "solar_flare": False, "crackdown": True,
    "pirate_raid": True, "ion_storm": True, "shipyard_sale": True, "recruitment": True,
    "amnesty": True, "boom_town": True, "asteroid_field": False, "patrol": False,
    "shortage": True, "windfall": True, "hostile_space": True, "black_market": True,
    "calm": False, "quarantine": False,
}
CREW_EFFECTS = {
    "armour": True, "salvage": True, "jump": False, "deflect": False, "shields": True,
    "evade": True, "publicist": True, "damage": True, "aim": True, "free_move": True,
    "cheap_fortify": True, "settlement_income": True, "route_bonus": True, "envoy": False,
}
EVENT_COUNT = 18
CREW_COUNT = 20


@dataclass(frozen=True)
class Card:
    """An event or crew card."""

    index: int
    id: str
    name: str
    effect: str
    text: str
    amount: int = 0


@dataclass(frozen=True)
class WeaponLevel:
    level: int
    cost: int
    damage: int
    hit_ship: int
    hit_settlement: int
    range: int


@dataclass(frozen=True)
class ShieldLevel:
    level: int
    cost: int
    max_health: int


@dataclass(frozen=True)
class EngineLevel:
    level: int
    cost: int
    free_moves: int
    evade: int


@dataclass(frozen=True)
class TileHex:
    q: int
    r: int
    kind: str  # "space" or "centre"
    decor: str


@dataclass(frozen=True)
class Tile:
    tile_id: int
    title: str
    federation: bool
    hexes: tuple  # of TileHex, tile-local axial coordinates
    file: str


@dataclass(frozen=True)
class Numbers:
    start_resources: int
    start_vp: int
    start_bp: int
    die_sides: int
    actions_per_turn: int
    settlement_cost: int
    settlement_actions: int
    settlement_vp: int
    settlement_start_health: int
    settlement_max_health: int
    settlements_per_player: int
    settlement_income: int
    fortify_cost: int
    fortify_vp: int
    repair_cost: int
    crew_cost: int
    crew_per_player: int
    crew_reveal: int
    route_vp_per_gem: int
    bp_per_attempt: int
    bp_per_gem: int
    vp_kill_ship: int
    vp_destroy_settlement: int
    death_resource_divisor: int
    death_bp_divisor: int
    resources_per_point: int


@dataclass(frozen=True)
class Content:
    weapon: tuple  # WeaponLevel by level-1
    shields: tuple
    engine: tuple
    numbers: Numbers
    events: tuple  # Card
    crew: tuple  # Card
    tiles: tuple  # Tile, index = tile_id
    layouts: dict  # players -> tuple of (a, b); first = Federation in the standard layout
    tiles_per_player: int

    def module(self, name: str) -> tuple:
        return getattr(self, name)


# ---------------------------------------------------------------- loading


def _levels(node: Node, kind: str, numbers: Numbers) -> tuple:
    out = []
    rows = node.list(MAX_LEVEL, MAX_LEVEL)
    for i, row in enumerate(rows):
        if kind == "weapon":
            row.mapping({"level", "cost", "damage", "hit_ship", "hit_settlement", "range"})
        elif kind == "shields":
            row.mapping({"level", "cost", "max_health"})
        else:
            row.mapping({"level", "cost", "free_moves", "evade"})
        level = row["level"].int(i + 1, i + 1)
        cost = row["cost"].int(0, 0) if i == 0 else row["cost"].int(1, 999)
        if kind == "weapon":
            out.append(WeaponLevel(level, cost, row["damage"].int(1, 99),
                                   row["hit_ship"].int(1, numbers.die_sides),
                                   row["hit_settlement"].int(1, numbers.die_sides),
                                   row["range"].int(1, 20)))
        elif kind == "shields":
            out.append(ShieldLevel(level, cost, row["max_health"].int(1, 99)))
        else:
            out.append(EngineLevel(level, cost, row["free_moves"].int(0, 20), row["evade"].int(0, numbers.die_sides)))
    return tuple(out)


def _numbers(node: Node) -> Numbers:
    node.mapping({"start", "die_sides", "actions_per_turn", "settlement", "fortify", "repair",
                  "crew", "route", "attack", "death", "score"})
    s = node["start"]
    s.mapping({"resources", "vp", "bp"})
    st = node["settlement"]
    st.mapping({"cost", "actions", "vp", "start_health", "max_health", "per_player", "income"})
    die = node["die_sides"].int(2, 100)
    max_h = st["max_health"].int(1, die)
    actions = node["actions_per_turn"].int(1, 20)
    crew = node["crew"]
    crew.mapping({"cost", "per_player", "reveal"})
    att = node["attack"]
    att.mapping({"bp_per_attempt", "bp_per_gem", "vp_kill_ship", "vp_destroy_settlement"})
    death = node["death"]
    death.mapping({"resource_divisor", "bp_divisor"})
    fort = node["fortify"]
    fort.mapping({"cost_per_point", "vp_per_point"})
    node["repair"].mapping({"cost_per_point"})
    node["route"].mapping({"vp_per_gem"})
    node["score"].mapping({"resources_per_point"})
    return Numbers(
        start_resources=s["resources"].int(0, 999),
        start_vp=s["vp"].int(0, 999),
        start_bp=s["bp"].int(0, 999),
        die_sides=die,
        actions_per_turn=actions,
        settlement_cost=st["cost"].int(0, 999),
        settlement_actions=st["actions"].int(1, actions),
        settlement_vp=st["vp"].int(0, 99),
        settlement_start_health=st["start_health"].int(1, max_h),
        settlement_max_health=max_h,
        settlements_per_player=st["per_player"].int(1, 20),
        settlement_income=st["income"].int(0, 999),
        fortify_cost=fort["cost_per_point"].int(1, 99),
        fortify_vp=fort["vp_per_point"].int(0, 99),
        repair_cost=node["repair"]["cost_per_point"].int(1, 99),
        crew_cost=crew["cost"].int(0, 999),
        crew_per_player=crew["per_player"].int(1, 10),
        crew_reveal=crew["reveal"].int(1, 5),
        route_vp_per_gem=node["route"]["vp_per_gem"].int(0, 99),
        bp_per_attempt=att["bp_per_attempt"].int(0, 99),
        bp_per_gem=att["bp_per_gem"].int(0, 99),
        vp_kill_ship=att["vp_kill_ship"].int(0, 999),
        vp_destroy_settlement=att["vp_destroy_settlement"].int(0, 999),
        death_resource_divisor=death["resource_divisor"].int(1, 100),
        death_bp_divisor=death["bp_divisor"].int(1, 100),
        resources_per_point=node["score"]["resources_per_point"].int(1, 1000),
    )


def _cards(node: Node, key: str, count: int, effects: dict) -> tuple:
    node.mapping({key})
    rows = node[key].list(count, count)
    seen: dict[str, str] = {}
    out = []
    for i, row in enumerate(rows):
        row.mapping({"id", "name", "effect", "text", "amount"})
        cid = row["id"].str()
        if cid in seen:
            raise row["id"].fail(f"duplicate id {cid!r} (also at {seen[cid]})")
        seen[cid] = row["id"].key
        effect = row["effect"].choice(sorted(effects))
        text = row["text"].str()
        amount = 0
        if effects[effect]:
            if not row.has("amount"):
                raise ContentError(row.file, f"{row.key}.amount", f"missing (effect {effect!r} needs a number)")
            amount = row["amount"].int(1, 99)
            if str(amount) not in text:
                raise row["text"].fail(f"the text must state the amount {amount}")
        elif row.has("amount"):
            raise ContentError(row.file, f"{row.key}.amount", f"effect {effect!r} takes no amount")
        out.append(Card(i, cid, row["name"].str(), effect, text, amount))
    return tuple(out)


def _layouts(node: Node) -> tuple[dict, int]:
    node.mapping({"tiles_per_player", "layouts"})
    per = node["tiles_per_player"].int(1, 2)
    lay = node["layouts"]
    table = lay.mapping()
    out = {}
    for players in range(3, 7):
        if players not in table:
            raise ContentError(lay.file, f"{lay.key}.{players}", "missing")
        entry = Node(table[players], lay.file, f"{lay.key}.{players}")
        want = 1 + per * players
        rows = entry.list(want, want)
        cells = []
        for row in rows:
            pair = row.list(2, 2)
            cell = (pair[0].int(-9, 9), pair[1].int(-9, 9))
            if cell in cells:
                raise row.fail(f"position {list(cell)} is used twice")
            cells.append(cell)
        # tiles must touch: every position after the first is next to an earlier one
        for i, cell in enumerate(cells[1:], start=1):
            centre = hexgrid.tile_center(*cell, TILE_RADIUS)
            if not any(hexgrid.distance(centre, hexgrid.tile_center(*c, TILE_RADIUS)) == 2 * TILE_RADIUS + 1
                       for c in cells[:i]):
                raise rows[i].fail(f"position {list(cell)} does not touch any earlier tile")
        out[players] = tuple(cells)
    for key in table:
        if key not in out:
            raise ContentError(lay.file, f"{lay.key}.{key}", "unknown player count (allowed: 3, 4, 5, 6)")
    return out, per


def _tile(path: Path, expect_id: int) -> Tile:
    tmx = load_tmx_file(path)
    file = display_path(Path(path))
    props = dict(getattr(tmx, "properties", {}) or {})

    def need(key, kind):
        if key not in props:
            raise ContentError(file, f"properties.{key}", "missing")
        value = props[key]
        if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
            raise ContentError(file, f"properties.{key}", f"expected an integer, got {value!r}")
        if kind is bool and not isinstance(value, bool):
            raise ContentError(file, f"properties.{key}", f"expected true or false, got {value!r}")
        if kind is str and (not isinstance(value, str) or not value.strip()):
            raise ContentError(file, f"properties.{key}", f"expected a non-empty text, got {value!r}")
        return value

    tile_id = need("tile_id", int)
    if tile_id != expect_id:
        raise ContentError(file, "properties.tile_id", f"expected {expect_id} (from the file name), got {tile_id}")
    title = need("title", str)
    federation = need("federation", bool)
    group = None
    for layer in tmx.layers:
        if getattr(layer, "name", None) == "hexes":
            group = layer
    if group is None:
        raise ContentError(file, "hexes", "missing (an object group named 'hexes' with one object per hex)")
    objs = list(group)
    if len(objs) != TILE_HEXES:
        raise ContentError(file, "hexes", f"expected {TILE_HEXES} hexes, got {len(objs)}")
    want = set(hexgrid.within((0, 0), TILE_RADIUS))
    seen = set()
    hexes = []
    for i, obj in enumerate(objs):
        p = dict(obj.properties or {})
        for key in ("q", "r"):
            v = p.get(key)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ContentError(file, f"hexes[{i}].{key}", f"expected an integer from -2 to 2, got {v!r}")
        q, r = p["q"], p["r"]
        if (q, r) not in want:
            raise ContentError(file, f"hexes[{i}]", f"hex ({q}, {r}) is outside the 19-hex tile")
        if (q, r) in seen:
            raise ContentError(file, f"hexes[{i}]", f"hex ({q}, {r}) appears twice")
        seen.add((q, r))
        kind = p.get("kind", "space")
        if kind not in ("space", "centre"):
            raise ContentError(file, f"hexes[{i}].kind", f"expected space or centre, got {kind!r}")
        if kind == "centre" and (not federation or (q, r) != (0, 0)):
            raise ContentError(file, f"hexes[{i}].kind", "only the middle hex of the Federation tile is the centre")
        decor = p.get("decor", "") or ""
        if not isinstance(decor, str):
            raise ContentError(file, f"hexes[{i}].decor", f"expected a text, got {decor!r}")
        hexes.append(TileHex(q, r, kind, decor))
    if federation and not any(h.kind == "centre" for h in hexes):
        raise ContentError(file, "hexes", "the Federation tile needs its middle hex marked kind=centre")
    hexes.sort(key=lambda h: (h.r, h.q))
    return Tile(tile_id, title, federation, tuple(hexes), file)


def load_content(root: Path | None = None) -> Content:
    """Read and check every Captain of the Stars content file under root
    (default: the bundled content/captain)."""
    root = Path(root) if root is not None else content_path("captain")
    numbers = _numbers(load_yaml_file(root / "numbers.yaml"))
    mods = load_yaml_file(root / "modules.yaml")
    mods.mapping(set(MODULES))
    weapon = _levels(mods["weapon"], "weapon", numbers)
    shields = _levels(mods["shields"], "shields", numbers)
    engine = _levels(mods["engine"], "engine", numbers)
    events = _cards(load_yaml_file(root / "events.yaml"), "events", EVENT_COUNT, EVENT_EFFECTS)
    crew = _cards(load_yaml_file(root / "crew.yaml"), "crew", CREW_COUNT, CREW_EFFECTS)
    layouts, per = _layouts(load_yaml_file(root / "board.yaml"))
    tiles = tuple(_tile(root / "tiles" / f"tile_{i:02d}.tmx", i) for i in range(TILE_COUNT))
    feds = [t.tile_id for t in tiles if t.federation]
    if len(feds) != 1:
        raise ContentError(str(root / "tiles"), "federation", f"exactly one tile must be the Federation tile, found {len(feds)}")
    return Content(weapon, shields, engine, numbers, events, crew, tiles, layouts, per)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content()
