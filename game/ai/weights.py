"""The numbers a game's Normal bot plays by, as data (issue 18).

Each game keeps its heuristic's tunable weights in
`content/<game_dir>/bot_weights.yaml`, one mapping per weight::

    tempo:
      value: 0.0
      meaning: delivering this turn rather than later
      bounds: [-2.0, 4.0]     # optional: the range tools/tune_bots.py searches

The bot module asks for them once, naming the weights it reads, and reads
them as attributes::

    W = weights("star-cartel", ("tempo", "delay", ...))
    ... W.tempo ...

A bot takes an optional `weights=` in its constructor (default: the file's),
so a tuning candidate and the committed Normal can sit at the same table.
The file is validated when loaded: a missing or unknown weight, a value that
is not a finite number, a missing meaning or a value outside its bounds fails
with a ContentError naming the file, the weight and the problem.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.content import ContentError, Node, content_path, load_yaml_file

FILE_NAME = "bot_weights.yaml"
_FIELDS = {"value", "meaning", "bounds"}


@dataclass(frozen=True)
class Weight:
    name: str
    value: float
    meaning: str
    bounds: tuple[float, float] | None = None  # (low, high), inclusive; None: not tuned


def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(node: Node, what: str) -> float:
    v = node.value
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise node.fail(f"{what} must be a number, got {_show(v)}")
    if not math.isfinite(v):
        raise node.fail(f"{what} must be a finite number, got {_show(v)}")
    return float(v)


class Weights:
    """One set of weights: `w.name` is the value; `w.spec(name)` the Weight.
    Values are plain instance attributes, so reading one in a bot's inner
    loop costs what reading any attribute does."""

    def __init__(self, game_id: str, file: str, specs: dict[str, Weight]):
        object.__setattr__(self, "_game_id", game_id)
        object.__setattr__(self, "_file", file)
        object.__setattr__(self, "_specs", dict(specs))
        for name, spec in specs.items():
            object.__setattr__(self, name, spec.value)

    def __setattr__(self, name, value):
        raise AttributeError("weights are read-only; use .replace(name=value) for a changed copy")

    def __getattr__(self, name):  # only called for names that are not weights
        raise AttributeError(f"{self._file} has no weight {name!r} (it has: {', '.join(self._specs)})")

    def __eq__(self, other):
        return isinstance(other, Weights) and self.values() == other.values()

    def __hash__(self):
        return hash(tuple(sorted(self.values().items())))

    def __repr__(self):
        return f"Weights({self._game_id}: " + ", ".join(f"{k}={v:g}" for k, v in self.values().items()) + ")"

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def file(self) -> str:
        return self._file

    def names(self) -> list[str]:
        return list(self._specs)

    def spec(self, name: str) -> Weight:
        return self._specs[name]

    def values(self) -> dict[str, float]:
        return {name: getattr(self, name) for name in self._specs}

    def tunable(self) -> list[str]:
        """The weights that have bounds (the ones the tuner moves), in file order."""
        return [name for name, spec in self._specs.items() if spec.bounds is not None]

    def replace(self, **values) -> "Weights":
        """A copy with some values changed, checked like the file's."""
        specs = dict(self._specs)
        for name, value in values.items():
            if name not in specs:
                raise ContentError(self._file, name, f"unknown weight (known: {', '.join(specs)})")
            node = Node(value, self._file, name)
            v = _number(node, "the value")
            _check_bounds(node, v, specs[name].bounds)
            specs[name] = Weight(name, v, specs[name].meaning, specs[name].bounds)
        return Weights(self._game_id, self._file, specs)


def _check_bounds(node: Node, value: float, bounds) -> None:
    if bounds is not None and not bounds[0] <= value <= bounds[1]:
        raise node.fail(f"the value {value:g} is outside its bounds [{bounds[0]:g}, {bounds[1]:g}]")


def parse_weights(root: Node, game_id: str, expected=None) -> Weights:
    """Weights from a loaded file; `expected` (names) makes a missing or an
    extra weight an error."""
    mapping = root.mapping()
    if expected is not None:
        expected = list(expected)
        missing = [name for name in expected if name not in mapping]
        if missing:
            raise ContentError(root.file, missing[0],
                               f"missing (the {game_id} bot reads this weight; add it with a value and a meaning)")
        extra = [name for name in mapping if name not in expected]
        if extra:
            raise ContentError(root.file, str(extra[0]),
                               f"unknown weight (the {game_id} bot reads: {', '.join(expected)})")
    specs: dict[str, Weight] = {}
    for name, node in root.items():
        if not isinstance(name, str) or not name.isidentifier() or name.startswith("_"):
            raise ContentError(root.file, str(name), "a weight's name must be a lower-case word like 'tempo'")
        node.mapping(_FIELDS)
        value = _number(node["value"], "the value")
        meaning = node["meaning"].str()
        bounds = None
        b = node.get("bounds")
        if not b.optional():
            lo_node, hi_node = b.list(2, 2)
            lo, hi = _number(lo_node, "the lower bound"), _number(hi_node, "the upper bound")
            if not lo < hi:
                raise b.fail(f"the lower bound must be below the upper one, got [{lo:g}, {hi:g}]")
            bounds = (lo, hi)
        _check_bounds(node["value"], value, bounds)
        specs[name] = Weight(name, value, meaning, bounds)
    return Weights(game_id, root.file, specs)


def weights_path(game_id: str) -> Path:
    return content_path(game_id.replace("-", "_"), FILE_NAME)


def load_weights_file(path, game_id: str, expected=None) -> Weights:
    return parse_weights(load_yaml_file(Path(path)), game_id, expected)


@lru_cache(maxsize=None)
def _cached(game_id: str, expected: tuple | None) -> Weights:
    return load_weights_file(weights_path(game_id), game_id, expected)


def weights(game_id: str, expected=None) -> Weights:
    """The committed weights of a game's Normal bot (cached: content files
    do not change while the app runs)."""
    return _cached(game_id, tuple(expected) if expected is not None else None)
