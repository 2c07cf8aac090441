"""Star Traders content: the galaxy (Tiled map), the contract and Trader's Luck
ends of the 108 cards, and the ten Personalities, read from content/star_traders
and validated.

Every problem raises a ContentError naming the file, the object or key, and
what is wrong.  Rules code only sees the frozen objects defined here.  No pygame.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, content_path, display_path, load_tmx_file, load_yaml_file

LINE_NEED = {"orange": 2, "red": 3, "purple": 4, "blue": 5, "green": 6}
STARS = ("red", "blue", "none")
WORLD_NUMBERS = tuple(10 * arm + i for arm in range(1, 7) for i in range(1, 7))
TIERS = ("N", "F", "I")
CARDS = 108
PERSONALITIES = ("builder", "engineer", "hero", "insider", "maverick",
                 "navigator", "negotiator", "rogue", "strategist", "tycoon")
TIMINGS = ("your_turn", "any_time", "not_taking_turn", "after_roll", "when_targeted")

# Trader's Luck kinds: (calamity, timing, takes an amount)
LUCK_KINDS = {
    "avoid_calamity": (False, "when_targeted", False),
    "zap": (False, "after_roll", True),
    "stargate": (False, "your_turn", False),
    "hyperdrive_boost": (False, "your_turn", True),
    "windfall": (False, "your_turn", True),
    "imperial_favor": (False, "any_time", True),
    "wrinkle_in_time": (True, "not_taking_turn", True),
    "lost_in_space": (True, "not_taking_turn", False),
    "open_skies": (False, "your_turn", False),
    "imperial_envoy": (False, "your_turn", True),
    "customs_inspection": (True, "not_taking_turn", False),
    "tax_audit": (True, "not_taking_turn", True),
    "scandal": (True, "any_time", True),
    "bigger_on_the_inside": (False, "your_turn", False),
    "double_shift": (False, "your_turn", True),
    "trade_agreement": (False, "your_turn", True),
    "beacon_hack": (False, "your_turn", False),
    "quarantine": (True, "your_turn", False),
    "glitch": (False, "your_turn", False),
    "ion_storm": (True, "your_turn", False),
    "warp": (False, "your_turn", False),
    "hostile_takeover": (True, "your_turn", True),
    "sabotage": (True, "your_turn", False),
    "embargo": (True, "not_taking_turn", False),
    "pirates": (True, "not_taking_turn", True),
}


# ---------------------------------------------------------------- objects


@dataclass(frozen=True)
class World:
    number: int
    name: str
    export: str
    star: str | None  # "red" | "blue" | None
    x: float
    y: float

    @property
    def arm(self) -> int:
        """1..5, or 6 for the Core."""
        return self.number // 10


@dataclass(frozen=True)
class Jumpline:
    a: int
    b: int
    colour: str
    need: int  # the lowest roll that makes the jump
    points: tuple[tuple[float, float], ...]  # the curve on the map, from a to b

    def other(self, world: int) -> int:
        return self.b if world == self.a else self.a


@dataclass(frozen=True)
class Contract:
    card: int
    tier: str
    cargo: str
    frm: int
    to: int
    payoff: int
    prestige: int
    fee: int
    star: bool


@dataclass(frozen=True)
class Personality:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class LuckCard:
    card: int
    tier: str  # the tier of the card it is printed on (from contracts.yaml)
    name: str
    kind: str
    calamity: bool
    timing: str
    amount: int  # 0 where the kind takes none
    text: str


@dataclass(frozen=True)
class Galaxy:
    worlds: dict[int, World]
    lines: tuple[Jumpline, ...]
    _links: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self):
        links: dict[int, list] = {n: [] for n in self.worlds}
        for line in self.lines:
            links[line.a].append((line.b, line))
            links[line.b].append((line.a, line))
        for n, row in links.items():
            self._links[n] = tuple(sorted(row, key=lambda pair: (pair[0], pair[1].need)))

    def links(self, world: int) -> tuple[tuple[int, Jumpline], ...]:
        """(other world, line) for every jumpline out of world, by other world."""
        return self._links[world]

    def line_between(self, a: int, b: int) -> Jumpline | None:
        for other, line in self._links.get(a, ()):
            if other == b:
                return line
        return None


# ---------------------------------------------------------------- the galaxy


def _prop(file: str, where: str, props: dict, key: str, kind):
    if key not in props:
        raise ContentError(file, f"{where}.{key}", "missing property")
    value = props[key]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise ContentError(file, f"{where}.{key}", f"expected an integer, got {value!r}")
    if kind is str and (not isinstance(value, str) or not value.strip()):
        raise ContentError(file, f"{where}.{key}", f"expected a non-empty text, got {value!r}")
    return value


def _group(tmx, file: str, name: str):
    for layer in tmx.layers:
        if getattr(layer, "name", None) == name:
            return layer
    raise ContentError(file, name, f"missing (an object group named {name!r})")


def _coord(file: str, where: str, value) -> float:
    if not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ContentError(file, where, f"expected a finite coordinate, got {value!r}")
    return float(value)


def load_galaxy(path: Path | None = None) -> Galaxy:
    path = Path(path) if path is not None else content_path("star_traders", "galaxy.tmx")
    file = display_path(path)
    tmx = load_tmx_file(path)
    worlds: dict[int, World] = {}
    for i, obj in enumerate(_group(tmx, file, "worlds")):
        props = dict(obj.properties or {})
        where = f"worlds[{i}]"
        number = _prop(file, where, props, "number", int)
        where = f"worlds[{i}] (world {number})"
        if number not in WORLD_NUMBERS:
            raise ContentError(file, f"{where}.number", f"expected a world number 11..66 with digits 1-6, got {number}")
        if number in worlds:
            raise ContentError(file, f"{where}.number", f"duplicate world number {number}")
        star = _prop(file, where, props, "star", str)
        if star not in STARS:
            raise ContentError(file, f"{where}.star", f"unknown star {star!r} (expected red, blue or none)")
        if getattr(obj, "points", None):
            raise ContentError(file, where, "a world must be a point object, not a polyline or polygon")
        name = getattr(obj, "name", None)
        if not isinstance(name, str) or not name.strip():
            raise ContentError(file, f"{where}.name", f"missing name (the object's own name field), got {name!r}")
        worlds[number] = World(number, name, _prop(file, where, props, "export", str),
                               None if star == "none" else star,
                               _coord(file, f"{where}.x", obj.x), _coord(file, f"{where}.y", obj.y))
    missing = [n for n in WORLD_NUMBERS if n not in worlds]
    if missing:
        raise ContentError(file, "worlds", f"missing world(s) {', '.join(map(str, missing))}")
    lines: list[Jumpline] = []
    seen: dict[frozenset, str] = {}
    for i, obj in enumerate(_group(tmx, file, "jumplines")):
        props = dict(obj.properties or {})
        where = f"jumplines[{i}]"
        a = _prop(file, where, props, "from", int)
        b = _prop(file, where, props, "to", int)
        where = f"jumplines[{i}] ({a}-{b})"
        for key, n in (("from", a), ("to", b)):
            if n not in worlds:
                raise ContentError(file, f"{where}.{key}", f"line to a missing world {n}")
        if a == b:
            raise ContentError(file, where, f"a line from world {a} to itself")
        pair = frozenset((a, b))
        if pair in seen:
            raise ContentError(file, where, f"a second line between {a} and {b} (the first is {seen[pair]})")
        seen[pair] = where
        colour = _prop(file, where, props, "colour", str)
        if colour not in LINE_NEED:
            raise ContentError(file, f"{where}.colour", f"unknown colour {colour!r} (expected {', '.join(LINE_NEED)})")
        raw = getattr(obj, "points", None)
        if not raw or getattr(obj, "closed", False) or len(raw) < 2:
            raise ContentError(file, where, "a jumpline must be a polyline object with at least two points")
        pts = tuple((round(_coord(file, f"{where}.points[{j}]", p[0]), 1), round(_coord(file, f"{where}.points[{j}]", p[1]), 1))
                    for j, p in enumerate(raw))
        for end, n in ((pts[0], a), (pts[-1], b)):
            w = worlds[n]
            if math.hypot(end[0] - w.x, end[1] - w.y) > 2.0:
                raise ContentError(file, f"{where}.points", f"the curve must start and end at worlds {a} and {b}")
        lines.append(Jumpline(a, b, colour, LINE_NEED[colour], pts))
    if not lines:
        raise ContentError(file, "jumplines", "no jumplines")
    ordered = dict(sorted(worlds.items()))
    return Galaxy(ordered, tuple(sorted(lines, key=lambda ln: (min(ln.a, ln.b), max(ln.a, ln.b)))))


@lru_cache(maxsize=1)
def galaxy() -> Galaxy:
    return load_galaxy()


# ---------------------------------------------------------------- cards


def load_contracts(path: Path | None = None, worlds: Galaxy | None = None) -> tuple[Contract, ...]:
    path = Path(path) if path is not None else content_path("star_traders", "contracts.yaml")
    gal = worlds if worlds is not None else galaxy()
    doc = load_yaml_file(path)
    doc.mapping({"contracts"})
    rows = doc["contracts"].list(CARDS, CARDS)
    out = []
    for i, row in enumerate(rows):
        row.mapping({"card", "tier", "cargo", "from", "to", "payoff", "prestige", "fee", "star"})
        card = row["card"].int(i + 1, i + 1)
        frm = row["from"].choice(sorted(gal.worlds))
        to = row["to"].choice(sorted(gal.worlds))
        if to == frm:
            raise row["to"].fail(f"card {card} is delivered to the world it comes from ({frm})")
        cargo = row["cargo"].str()
        if cargo != gal.worlds[frm].export:
            raise row["cargo"].fail(f"card {card} carries {cargo!r}, but world {frm} exports {gal.worlds[frm].export!r}")
        payoff = row["payoff"].int(1, 99)
        prestige = row["prestige"].int(1, 4)
        fee = row["fee"].int(0, 99)
        if fee != payoff // 2:
            raise row["fee"].fail(f"card {card}: the station fee must be half the payoff ({payoff // 2}), got {fee}")
        star = row["star"].bool()
        if star != (prestige >= 3):
            raise row["star"].fail(f"card {card}: starred exactly when Prestige is 3 or more (Prestige {prestige})")
        out.append(Contract(card, row["tier"].choice(TIERS), cargo, frm, to, payoff, prestige, fee, star))
    for tier in TIERS:
        count = sum(c.tier == tier for c in out)
        if count != CARDS // 3:
            raise ContentError(doc.file, "contracts", f"expected {CARDS // 3} cards of tier {tier}, got {count}")
    return tuple(out)


@lru_cache(maxsize=1)
def contracts() -> tuple[Contract, ...]:
    """The contract ends; index i holds card i+1."""
    return load_contracts()


def load_personalities(path: Path | None = None) -> dict[str, Personality]:
    path = Path(path) if path is not None else content_path("star_traders", "personalities.yaml")
    doc = load_yaml_file(path)
    doc.mapping({"personalities"})
    out: dict[str, Personality] = {}
    for row in doc["personalities"].list(len(PERSONALITIES), len(PERSONALITIES)):
        row.mapping({"id", "name", "text"})
        pid = row["id"].choice(PERSONALITIES)
        if pid in out:
            raise row["id"].fail(f"duplicate Personality {pid!r}")
        out[pid] = Personality(pid, row["name"].str(), row["text"].str())
    return {pid: out[pid] for pid in PERSONALITIES}


@lru_cache(maxsize=1)
def personalities() -> dict[str, Personality]:
    return load_personalities()


def load_luck(path: Path | None = None, cards: tuple[Contract, ...] | None = None) -> tuple[LuckCard, ...]:
    path = Path(path) if path is not None else content_path("star_traders", "luck.yaml")
    deck = cards if cards is not None else contracts()
    doc = load_yaml_file(path)
    doc.mapping({"luck"})
    rows = doc["luck"].list(CARDS, CARDS)
    out = []
    for i, row in enumerate(rows):
        row.mapping({"card", "name", "kind", "calamity", "timing", "amount", "text"})
        card = row["card"].int(i + 1, i + 1)
        kind = row["kind"].choice(sorted(LUCK_KINDS))
        calamity, timing, takes_amount = LUCK_KINDS[kind]
        if row["calamity"].bool() != calamity:
            raise row["calamity"].fail(f"card {card}: {kind} is {'a' if calamity else 'not a'} calamity")
        if row["timing"].choice(TIMINGS) != timing:
            raise row["timing"].fail(f"card {card}: {kind} is played {timing}")
        amount = 0
        if takes_amount:
            amount = row["amount"].int(1, 99)
        elif row.has("amount"):
            raise row["amount"].fail(f"card {card}: {kind} takes no amount")
        text = row["text"].str()
        if amount and str(amount) not in text:
            raise row["text"].fail(f"card {card}: the text must state the amount {amount}")
        out.append(LuckCard(card, deck[i].tier, row["name"].str(), kind, calamity, timing, amount, text))
    return tuple(out)


@lru_cache(maxsize=1)
def luck_cards() -> tuple[LuckCard, ...]:
    """The Trader's Luck ends; index i holds card i+1."""
    return load_luck()

