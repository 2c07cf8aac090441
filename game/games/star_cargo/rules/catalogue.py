"""Star Cargo content: the deck and the planets, read from content/star_cargo/.

Every value is validated through game.content.Node, so a broken file fails with
its name, the key path and what is wrong.  The rules receive a `Catalogue` of
plain immutable objects; states hold card and planet *indices* into it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, Node, content_path, load_yaml_file

CONTENT_DIR = ("star_cargo",)

COLOUR_SYMBOLS = ("triangle", "circle", "diamond", "square", "hexagon", "star")
GLYPHS = (
    "flame", "anvil", "bolt", "crown", "wave", "cloud", "drop", "ring",
    "leaf", "gear", "sun", "key", "moon", "star", "eye", "spiral",
)


@dataclass(frozen=True)
class Suit:
    index: int
    id: str
    name: str
    letter: str
    symbol: str


@dataclass(frozen=True)
class Card:
    index: int
    suit: Suit
    rank: str
    rank_name: str
    value: int  # points when sold; 0 for a colony
    colony: bool
    code: str  # e.g. "7H", "10S", "QC"

    @property
    def name(self) -> str:
        return f"{self.rank_name} of {self.suit.name}"

    def to_json(self) -> dict:
        return {"code": self.code, "suit": self.suit.id, "rank": self.rank,
                "value": self.value, "colony": self.colony}


@dataclass(frozen=True)
class Colour:
    index: int
    id: str
    name: str
    rgb: tuple
    symbol: str


@dataclass(frozen=True)
class Planet:
    index: int
    id: str
    name: str
    colour: Colour
    glyph: str


class Catalogue:
    """The deck and the planets of one content folder (immutable, shared)."""

    def __init__(self, suits, cards, colours, planets, source: str):
        self.suits: tuple[Suit, ...] = tuple(suits)
        self.cards: tuple[Card, ...] = tuple(cards)
        self.colours: tuple[Colour, ...] = tuple(colours)
        self.planets: tuple[Planet, ...] = tuple(planets)
        self.source = source
        # flat lookup tables for the hot paths of the rules and bots
        self.suit_of = tuple(c.suit.index for c in self.cards)
        self.value_of = tuple(c.value for c in self.cards)
        self.is_colony = tuple(c.colony for c in self.cards)
        self.colour_of = tuple(p.colour.index for p in self.planets)
        self.planet_index = {p.id: p.index for p in self.planets}
        self.card_index = {c.code: c.index for c in self.cards}
        self.colony_cards = sum(self.is_colony)
        self.colony_set = frozenset(c.index for c in self.cards if c.colony)
        self.all_cards = frozenset(range(len(self.cards)))
        self.other_colour_planets = tuple(
            tuple(p.index for p in self.planets if p.colour.index != col.index) for col in self.colours)

    def __repr__(self) -> str:  # short: states print it in their fingerprint
        return f"Catalogue({self.source!r})"

    def planet(self, pid: str) -> Planet | None:
        i = self.planet_index.get(pid)
        return None if i is None else self.planets[i]

    def card(self, code: str) -> Card:
        return self.cards[self.card_index[code]]


def _unique(node: Node, value: str, seen: set, what: str) -> str:
    if value in seen:
        raise node.fail(f"duplicate {what} {value!r}")
    seen.add(value)
    return value


def _load_deck(doc: Node):
    doc.mapping(allowed={"suits", "ranks"})
    suits, ids, letters = [], set(), set()
    for i, node in enumerate(doc["suits"].list(1, 8)):
        node.mapping(allowed={"id", "name", "letter", "symbol"})
        sid = _unique(node["id"], node["id"].str(), ids, "suit id")
        letter = node["letter"].str()
        if len(letter) != 1:
            raise node["letter"].fail(f"expected a single character, got {letter!r}")
        _unique(node["letter"], letter, letters, "suit letter")
        suits.append(Suit(i, sid, node["name"].str(), letter, node["symbol"].str()))
    ranks, rids = [], set()
    for node in doc["ranks"].list(2, 30):
        node.mapping(allowed={"id", "name", "kind", "value"})
        rid = _unique(node["id"], str(node["id"].value) if isinstance(node["id"].value, int) else node["id"].str(), rids, "rank id")
        kind = node["kind"].choice(("cargo", "colony"))
        if kind == "cargo":
            value = node["value"].int(1, 100)
        else:
            if node.has("value"):
                raise node["value"].fail("a colony rank has no value (only cargo is sold for points)")
            value = 0
        ranks.append((rid, node["name"].str(), kind == "colony", value))
    if not any(colony for _, _, colony, _ in ranks):
        raise doc["ranks"].fail("needs at least one colony rank (kind: colony), or the game never ends")
    if all(colony for _, _, colony, _ in ranks):
        raise doc["ranks"].fail("needs at least one cargo rank (kind: cargo)")
    cards = []
    for suit in suits:
        for rid, rname, colony, value in ranks:
            cards.append(Card(len(cards), suit, rid, rname, value, colony, f"{rid}{suit.letter}"))
    return suits, cards


def _load_planets(doc: Node, min_planets: int):
    doc.mapping(allowed={"colours", "planets"})
    colours, by_id, seen_ids, seen_symbols = [], {}, set(), set()
    for i, node in enumerate(doc["colours"].list(2, 8)):
        node.mapping(allowed={"id", "name", "rgb", "symbol"})
        cid = _unique(node["id"], node["id"].str(), seen_ids, "colour id")
        rgb = tuple(c.int(0, 255) for c in node["rgb"].list(3, 3))
        symbol = _unique(node["symbol"], node["symbol"].choice(COLOUR_SYMBOLS), seen_symbols, "colour symbol")
        colour = Colour(i, cid, node["name"].str(), rgb, symbol)
        colours.append(colour)
        by_id[cid] = colour
    planets, pids, names, glyphs = [], set(), set(), set()
    plist = doc["planets"].list(min_planets, 40)
    for i, node in enumerate(plist):
        node.mapping(allowed={"id", "name", "colour", "glyph"})
        pid = _unique(node["id"], node["id"].str(), pids, "planet id")
        name = _unique(node["name"], node["name"].str(), names, "planet name")
        colour = by_id[node["colour"].choice(tuple(by_id))]
        glyph = _unique(node["glyph"], node["glyph"].choice(GLYPHS), glyphs, "planet glyph")
        planets.append(Planet(i, pid, name, colour, glyph))
    for colour in colours:
        if not any(p.colour is colour for p in planets):
            raise doc["planets"].fail(f"no planet has colour {colour.id!r}; every colour needs at least one")
    return colours, planets


def load_catalogue_from(folder: Path, min_planets: int = 4) -> Catalogue:
    """Read and validate deck.yaml and planets.yaml in `folder`."""
    folder = Path(folder)
    suits, cards = _load_deck(load_yaml_file(folder / "deck.yaml"))
    colours, planets = _load_planets(load_yaml_file(folder / "planets.yaml"), min_planets)
    return Catalogue(suits, cards, colours, planets, folder.name)


@lru_cache(maxsize=None)
def default_catalogue() -> Catalogue:
    return load_catalogue_from(content_path(*CONTENT_DIR))


__all__ = ["Card", "Catalogue", "Colour", "ContentError", "Planet", "Suit",
           "default_catalogue", "load_catalogue_from"]
