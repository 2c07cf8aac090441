"""Star Cartel content: contraband cards and ships, read from content/star_cartel.

Facts of the game (types, the 4 x 3 hub, the 1..9 price track) are constants
here; house designs (deck make-up, ship stats) come from the YAML files and are
validated through game.content.Node, so a bad value names file, key and problem.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, Node, content_path, load_yaml_file

# ---------------------------------------------------------------- facts

TYPES = ("food", "weapons", "flora", "medicine", "crystals")
TYPE_NAMES = {
    "food": "food",
    "weapons": "weapons",
    "flora": "flora",
    "medicine": "medicine",
    "crystals": "crystals",  # the board says "Crystals" too: one name per thing
}
ABILITIES = ("discard_row", "first_pick_any_row", "reverse_price", "extra_stash", "third_of_type")
COLUMNS = 4
ROWS = 3
ROW_NAMES = ("bottom", "middle", "top")
TRACK_LOW, TRACK_HIGH, TRACK_START = 1, 9, 3
DECK_SIZE = 90
MARKS = {"none": 0, "4+": 4, "5+": 5}


@dataclass(frozen=True, slots=True)
class Card:
    """One contraband card.  Immutable and shared between states."""

    id: int
    kind: str
    size: int

    def __repr__(self) -> str:
        return f"{self.kind}{self.size}#{self.id}"

    def to_json(self) -> dict:
        return {"id": self.id, "kind": self.kind, "size": self.size}

    @property
    def title(self) -> str:
        return f"size-{self.size} {TYPE_NAMES[self.kind]}"


@dataclass(frozen=True, slots=True)
class Ship:
    """A ship card: starter or shipyard.  `min_players` is 0, 4 or 5 (its mark)."""

    key: str
    name: str
    capacity: int
    value: int
    ability: str | None = None
    ability_name: str = ""
    text: str = ""
    min_players: int = 0
    last: bool = False
    starter: bool = False

    def __repr__(self) -> str:
        return self.key

    def to_json(self) -> dict:
        return {
            "key": self.key,
            "name": self.name,
            "capacity": self.capacity,
            "value": self.value,
            "ability": self.ability,
            "ability_name": self.ability_name,
            "text": self.text,
            "mark": {0: None, 4: "4+", 5: "5+"}[self.min_players],
        }


@dataclass(frozen=True)
class Content:
    cards: tuple[Card, ...]
    starters: tuple[Ship, ...]
    shipyard: tuple[Ship, ...]  # in file order; setup filters and sorts
    abilities: dict  # key -> (name, text)


# ---------------------------------------------------------------- loading


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-")


def _load_cards(root: Node) -> tuple[Card, ...]:
    root.mapping({"cards"})
    entries = root["cards"].list(min_len=1)
    cards: list[Card] = []
    seen: set[tuple[str, int]] = set()
    for entry in entries:
        entry.mapping({"type", "size", "count"})
        kind = entry["type"].choice(TYPES)
        size = entry["size"].int(1, 4)
        count = entry["count"].int(0, DECK_SIZE)
        if (kind, size) in seen:
            raise entry.fail(f"size-{size} {kind} is listed twice")
        seen.add((kind, size))
        for _ in range(count):
            cards.append(Card(len(cards), kind, size))
    if len(cards) != DECK_SIZE:
        raise ContentError(root.file, "cards", f"the counts add up to {len(cards)} cards; the deck has {DECK_SIZE}")
    return tuple(cards)


def _load_ships(root: Node) -> tuple[tuple[Ship, ...], tuple[Ship, ...], dict]:
    root.mapping({"abilities", "starters", "shipyard"})
    abilities = {}
    abil_node = root["abilities"]
    for key, node in abil_node.items():
        if key not in ABILITIES:
            raise ContentError(abil_node.file, node.key, f"unknown ability (known: {', '.join(ABILITIES)})")
        node.mapping({"name", "text"})
        abilities[key] = (node["name"].str(), node["text"].str())
    for key in ABILITIES:
        if key not in abilities:
            raise ContentError(abil_node.file, f"abilities.{key}", "missing")

    names: set[str] = set()

    def unique_name(node: Node) -> str:
        name = node.str()
        if name in names:
            raise node.fail(f"another ship is already called {name!r}")
        names.add(name)
        return name

    starters = []
    for node in root["starters"].list(6, 6):
        node.mapping({"name", "capacity", "value"})
        name = unique_name(node["name"])
        starters.append(Ship(_slug(name), name, node["capacity"].int(1, 30), node["value"].int(0, 50), starter=True))

    shipyard = []
    lasts = 0
    for node in root["shipyard"].list(21, 21):
        node.mapping({"name", "capacity", "value", "ability", "mark", "last"})
        name = unique_name(node["name"])
        ability = node["ability"].choice(("none",) + ABILITIES)
        ability = None if ability == "none" else ability
        mark = MARKS[node["mark"].choice(tuple(MARKS))]
        last = node.has("last") and node["last"].bool()
        lasts += last
        aname, text = abilities[ability] if ability else ("", "")
        shipyard.append(Ship(_slug(name), name, node["capacity"].int(1, 30), node["value"].int(0, 50),
                             ability, aname, text, mark, last))
    if lasts > 1:
        raise ContentError(root.file, "shipyard", f"{lasts} ships are marked last; at most one can be")
    return tuple(starters), tuple(shipyard), abilities


def load_content(folder: Path | str | None = None) -> Content:
    """Read and validate contraband.yaml and ships.yaml (default: the bundled
    content/star_cartel).  Raises ContentError naming file, key and problem."""
    if folder is None:
        return default_content()
    folder = Path(folder)
    cards = _load_cards(load_yaml_file(folder / "contraband.yaml"))
    starters, shipyard, abilities = _load_ships(load_yaml_file(folder / "ships.yaml"))
    return Content(cards, starters, shipyard, abilities)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content(content_path("star_cartel"))
