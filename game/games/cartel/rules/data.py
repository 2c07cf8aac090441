"""Cartel content: the Bankroll deck, road shapes and the game's numbers,
read from content/cartel and validated through game.content.Node, so a bad
value names file, key and problem.

Which card does what is a fact of the game (the rules dispatch on the card
key); how many copies, names, texts and the road shapes are data.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, Node, content_path, load_yaml_file
from game.rules.squaregrid import DIRECTION_NAMES, distinct_rotations, rotate_exits

BUSINESSES = ("anniewares", "toptech", "groundhog", "double_down", "neue_news", "skyline", "manned",
              "shelfcorp", "laundromat", "security", "consulting")
OFFICIALS = ("juan", "tu", "tracy", "ford", "fivel", "sachs", "sven")
ARRIVING = ("juan", "ford", "sven")  # Officials whose power acts on arrival (bought off, even by Treachery)
ROADS = ("straight", "corner", "tee")
SNITCH = "snitch"
KINDS = BUSINESSES + OFFICIALS + ROADS + (SNITCH,)
TYPE_OF = {**{k: "business" for k in BUSINESSES}, **{k: "official" for k in OFFICIALS},
           **{k: "road" for k in ROADS}, SNITCH: "snitch"}
DECK_SIZE = 71
START_STREET = 2  # straight roads taken out for the starting street


@dataclass(frozen=True, slots=True)
class Card:
    key: str
    name: str
    type: str
    copies: int
    letter: str
    placed: str
    scoring: str
    card: str = ""  # the short text printed on the card, when placed / scoring would not fit

    def to_json(self) -> dict:
        out = {"key": self.key, "name": self.name, "type": self.type, "copies": self.copies,
               "letter": self.letter, "placed": self.placed, "scoring": self.scoring}
        return out | ({"card": self.card} if self.card else {})


@dataclass(frozen=True, slots=True)
class RoadShape:
    key: str
    exits: frozenset  # directions before rotation
    rotations: tuple

    def exits_at(self, rot: int) -> frozenset:
        return _rotated(self.exits, rot)


@lru_cache(maxsize=64)
def _rotated(exits: frozenset, rot: int) -> frozenset:
    return rotate_exits(exits, rot)


@dataclass(frozen=True)
class Numbers:
    agents: dict  # players -> agents per seat
    hand_size: int
    keep_after_turn: int
    actions_per_turn: int
    official_points: int


@dataclass(frozen=True)
class Content:
    cards: dict  # key -> Card, in file order
    roads: dict  # key -> RoadShape
    numbers: Numbers

    def deck(self) -> list[str]:
        """The Bankroll deck as card keys, the starting street taken out."""
        out = []
        for card in self.cards.values():
            n = card.copies - (START_STREET if card.key == "straight" else 0)
            out += [card.key] * n
        return out

    def name(self, key: str) -> str:
        return self.cards[key].name


def _load_cards(root: Node) -> dict:
    root.mapping({"cards"})
    cards: dict = {}
    for entry in root["cards"].list(min_len=1):
        entry.mapping({"key", "name", "type", "copies", "letter", "placed", "scoring", "card"})
        key = entry["key"].choice(KINDS)
        if key in cards:
            raise entry["key"].fail(f"the card {key!r} is listed twice")
        kind = entry["type"].choice(("business", "official", "road", "snitch"))
        if kind != TYPE_OF[key]:
            raise entry["type"].fail(f"{key} is a {TYPE_OF[key]} card, not a {kind}")
        letter = entry["letter"].str() if entry.has("letter") else ""
        copies = entry["copies"].int(1, DECK_SIZE)
        if key == "straight" and copies < START_STREET:
            raise entry["copies"].fail(f"the starting street needs {START_STREET} straight roads")
        cards[key] = Card(key, entry["name"].str(), kind, copies, letter, entry["placed"].str(),
                          entry["scoring"].str(), entry["card"].str() if entry.has("card") else "")
    missing = [k for k in KINDS if k not in cards]
    if missing:
        raise ContentError(root.file, "cards", f"missing cards: {', '.join(missing)}")
    total = sum(c.copies for c in cards.values())
    if total != DECK_SIZE:
        raise ContentError(root.file, "cards", f"the copies add up to {total} cards; the deck has {DECK_SIZE}")
    return cards


def _load_roads(root: Node) -> dict:
    root.mapping({"roads"})
    roads = {}
    node = root["roads"]
    for key, entry in node.items():
        if key not in ROADS:
            raise ContentError(node.file, entry.key, f"unknown road shape (known: {', '.join(ROADS)})")
        entry.mapping({"exits", "rotations"})
        exits = []
        for e in entry["exits"].list(2, 4):
            exits.append(DIRECTION_NAMES.index(e.choice(DIRECTION_NAMES)))
        if len(set(exits)) != len(exits):
            raise entry["exits"].fail("an exit is listed twice")
        rots = tuple(r.int(0, 3) for r in entry["rotations"].list(1, 4))
        if rots != distinct_rotations(exits):
            raise entry["rotations"].fail(f"the distinct quarter turns of these exits are "
                                          f"{list(distinct_rotations(exits))}")
        roads[key] = RoadShape(key, frozenset(exits), rots)
    for key in ROADS:
        if key not in roads:
            raise ContentError(node.file, f"roads.{key}", "missing")
    if roads["straight"].exits_at(0) != frozenset({0, 2}):
        raise ContentError(node.file, "roads.straight.exits", "a straight road leaves by two opposite sides: [N, S]")
    return roads


def _load_numbers(root: Node) -> Numbers:
    root.mapping({"agents", "hand_size", "keep_after_turn", "actions_per_turn", "official_points"})
    agents = {}
    node = root["agents"]
    for key, value in node.items():
        if key not in (2, 3, 4):
            raise ContentError(node.file, value.key, "player counts are 2, 3 and 4")
        agents[key] = value.int(1, 30)
    for n in (2, 3, 4):
        if n not in agents:
            raise ContentError(node.file, f"agents.{n}", "missing")
    return Numbers(agents, root["hand_size"].int(1, 10), root["keep_after_turn"].int(0, 10),
                   root["actions_per_turn"].int(1, 5), root["official_points"].int(0, 10))


def load_content(folder: Path | str | None = None) -> Content:
    """Read and validate cards.yaml, roads.yaml and numbers.yaml (default:
    the bundled content/cartel).  Raises ContentError naming file and key."""
    if folder is None:
        return default_content()
    folder = Path(folder)
    return Content(_load_cards(load_yaml_file(folder / "cards.yaml")),
                   _load_roads(load_yaml_file(folder / "roads.yaml")),
                   _load_numbers(load_yaml_file(folder / "numbers.yaml")))


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content(content_path("cartel"))
