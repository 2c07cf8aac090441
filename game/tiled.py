"""A small reader for the Tiled map files (.tmx) under content/.

Only what the content uses: the map's custom properties and its layers, with
object groups holding objects and their properties (typed as Tiled types
them: int, float, bool, string).  Plain xml.etree, so loading a map never
imports pygame (pytmx does, through pytmx.util_pygame), which keeps pygame out
of the rules and the bot worker.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field


class TiledError(ValueError):
    """The file is not a Tiled map this reader understands; says why."""


def _typed(prop: ET.Element):
    name = prop.get("name")
    if not name:
        raise TiledError("a <property> has no name")
    kind = prop.get("type", "string")
    raw = prop.get("value")
    if raw is None:
        raw = prop.text or ""
    try:
        if kind == "int":
            return name, int(raw)
        if kind == "float":
            return name, float(raw)
    except ValueError:
        raise TiledError(f"property {name!r} is typed {kind} but holds {raw!r}") from None
    if kind == "bool":
        if raw not in ("true", "false"):
            raise TiledError(f"property {name!r} is typed bool but holds {raw!r}")
        return name, raw == "true"
    return name, raw


def _properties(elem: ET.Element) -> dict:
    block = elem.find("properties")
    if block is None:
        return {}
    return dict(_typed(p) for p in block.findall("property"))


@dataclass
class TiledObject:
    id: int
    name: str
    x: float
    y: float
    properties: dict = field(default_factory=dict)


@dataclass
class TiledLayer:
    """A layer; an object group also holds its objects (iterable, len)."""

    name: str
    kind: str  # "objectgroup", "layer", "imagelayer" or "group"
    properties: dict = field(default_factory=dict)
    objects: list = field(default_factory=list)

    def __iter__(self):
        return iter(self.objects)

    def __len__(self) -> int:
        return len(self.objects)


@dataclass
class TiledMap:
    properties: dict
    layers: list

    def get_layer_by_name(self, name: str) -> TiledLayer:
        for layer in self.layers:
            if layer.name == name:
                return layer
        raise KeyError(name)


def _number(elem: ET.Element, attr: str, kind=float):
    try:
        return kind(elem.get(attr, 0))
    except ValueError:
        raise TiledError(f"<{elem.tag}> has a bad {attr} {elem.get(attr)!r}") from None


def parse_tmx(text: str) -> TiledMap:
    """The map in `text`; TiledError (or ET.ParseError) when it is not one."""
    root = ET.fromstring(text)
    if root.tag != "map":
        raise TiledError(f"the top element is <{root.tag}>, not <map>")
    layers = []
    for elem in root:
        if elem.tag not in ("objectgroup", "layer", "imagelayer", "group"):
            continue
        layer = TiledLayer(elem.get("name", ""), elem.tag, _properties(elem))
        if elem.tag == "objectgroup":
            layer.objects = [TiledObject(_number(o, "id", int), o.get("name", ""), _number(o, "x"), _number(o, "y"),
                                         _properties(o)) for o in elem.findall("object")]
        layers.append(layer)
    return TiledMap(_properties(root), layers)
