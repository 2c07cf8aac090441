"""Loading and validating content files (YAML, Tiled .tmx) from content/.

Every value is read through a `Node`, which knows its file and key path, so a
bad value fails with e.g.::

    content/star_cartel/ships.yaml: shipyard[3].capacity: expected an integer
    from 1 to 30, got 'big'

Rules code receives plain Python objects built from Nodes, never YAML dicts.
No pygame here.
"""
from __future__ import annotations

import os
import stat
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import yaml

from game.bounded_read import FileRefused, read_bounded
from game.paths import resource

_MISSING = object()
MAX_CONTENT_BYTES = 4 * 1024 * 1024  # the largest content file is tens of KB
MAX_YAML_DEPTH = 64  # lists and mappings inside each other (the content uses under 10)


class ContentError(Exception):
    def __init__(self, file: str, key: str, problem: str):
        self.file, self.key, self.problem = file, key, problem
        super().__init__(f"{file}: {key or '(top)'}: {problem}")


def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Node:
    """A value from a content file, with the place it came from."""

    def __init__(self, value: Any, file: str, key: str = ""):
        self.value, self.file, self.key = value, file, key

    def fail(self, problem: str) -> ContentError:
        return ContentError(self.file, self.key, problem)

    def _child_key(self, name) -> str:
        if isinstance(name, int):
            return f"{self.key}[{name}]"
        return f"{self.key}.{name}" if self.key else str(name)

    # --- structure ---------------------------------------------------
    def __getitem__(self, name: str) -> "Node":
        mapping = self.mapping()
        if name not in mapping:
            raise ContentError(self.file, self._child_key(name), "missing")
        return Node(mapping[name], self.file, self._child_key(name))

    def get(self, name: str, default=None) -> "Node":
        mapping = self.mapping()
        return Node(mapping.get(name, default), self.file, self._child_key(name))

    def has(self, name: str) -> bool:
        return name in self.mapping()

    def mapping(self, allowed: set[str] | None = None) -> dict:
        if not isinstance(self.value, dict):
            raise self.fail(f"expected a mapping, got {_show(self.value)}")
        if allowed is not None:
            extra = sorted(set(self.value) - set(allowed))
            if extra:
                raise ContentError(self.file, self._child_key(extra[0]), f"unknown key (allowed: {', '.join(sorted(allowed))})")
        return self.value

    def items(self) -> Iterator[tuple[str, "Node"]]:
        for k, v in self.mapping().items():
            yield k, Node(v, self.file, self._child_key(k))

    def list(self, min_len: int = 0, max_len: int | None = None) -> list["Node"]:
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, got {_show(self.value)}")
        n = len(self.value)
        if n < min_len or (max_len is not None and n > max_len):
            want = f"{min_len}" if max_len == min_len else f"{min_len} to {max_len if max_len is not None else 'any number of'}"
            raise self.fail(f"expected {want} entries, got {n}")
        return [Node(v, self.file, self._child_key(i)) for i, v in enumerate(self.value)]

    # --- scalars -----------------------------------------------------
    def int(self, lo: int | None = None, hi: int | None = None) -> int:
        v = self.value
        if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo) or (hi is not None and v > hi):
            rng = f" from {lo} to {hi}" if lo is not None and hi is not None else (f" of at least {lo}" if lo is not None else "")
            raise self.fail(f"expected an integer{rng}, got {_show(v)}")
        return v

    def str(self, nonempty: bool = True) -> str:
        v = self.value
        if not isinstance(v, str) or (nonempty and not v.strip()):
            raise self.fail(f"expected {'a non-empty' if nonempty else 'a'} text, got {_show(v)}")
        return v

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.fail(f"expected true or false, got {_show(self.value)}")
        return self.value

    def choice(self, options) -> Any:
        if self.value not in options:
            raise self.fail(f"expected one of {', '.join(map(str, options))}, got {_show(self.value)}")
        return self.value

    def optional(self) -> bool:
        """True when the value is absent/null (used with .get)."""
        return self.value is None


def content_path(*parts: str) -> Path:
    return resource("content", *parts)


def display_path(path: Path) -> str:
    """`path` as a content error names it: relative to the resources, if inside them."""
    try:
        return str(path.relative_to(resource()))
    except ValueError:
        return str(path)


class _DuplicateKey(yaml.YAMLError):
    def __init__(self, key, first_line: int, mark):
        super().__init__(f"duplicate key {key!r}")
        self.key, self.first_line, self.problem_mark = key, first_line, mark


class _TooDeep(yaml.YAMLError):
    def __init__(self, mark):
        super().__init__("nested too deeply")
        self.problem_mark = mark


class _UniqueKeyLoader(yaml.SafeLoader):
    """yaml.safe_load, except that a key repeated in one mapping is an error
    (plain YAML keeps the last one silently), and so is nesting deeper than
    MAX_YAML_DEPTH (PyYAML's composer recurses, so deep nesting would end in
    a RecursionError without a line)."""

    _depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise _TooDeep(self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen: dict = {}
            for key_node, _value in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    continue  # `<<:` merges may be overridden on purpose
                key = self.construct_object(key_node, deep=True)
                try:
                    if key in seen:
                        raise _DuplicateKey(key, seen[key], key_node.start_mark)
                    seen[key] = key_node.start_mark.line
                except TypeError:
                    continue  # an unhashable key: SafeLoader reports it
        return super().construct_mapping(node, deep)


def load_yaml_file(path: Path) -> Node:
    path = Path(path)
    name = display_path(path)
    text = _read_text(path, name)
    try:
        data = yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 - a SafeLoader subclass
    except _TooDeep as e:
        mark = e.problem_mark
        raise ContentError(name, f"line {mark.line + 1}, column {mark.column + 1}",
                           f"lists or mappings nested more than {MAX_YAML_DEPTH} deep") from None
    except RecursionError:
        raise ContentError(name, "", f"lists or mappings nested more than {MAX_YAML_DEPTH} deep") from None
    except _DuplicateKey as e:
        mark = e.problem_mark
        raise ContentError(name, f"line {mark.line + 1}, column {mark.column + 1}",
                           f"the key {e.key!r} appears twice in one mapping (first on line {e.first_line + 1})") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        raise ContentError(name, where, f"not valid YAML: {getattr(e, 'problem', e)}") from None
    return Node(data, name)


def _read_text(path: Path, name: str) -> str:
    """A content file's text; every way it cannot be read is a ContentError."""
    try:
        data, _ = read_bounded(path, MAX_CONTENT_BYTES)
    except FileNotFoundError:
        raise ContentError(name, "", "file not found") from None
    except FileRefused as e:
        problem = ("not a file (a folder, device or pipe, or a link to one)" if e.size is None
                   else f"the file is {-(-e.size // 1024)} KB, more than a content file can be "
                        f"({MAX_CONTENT_BYTES // 1024} KB)")
        raise ContentError(name, "", problem) from None
    except OSError as e:
        raise ContentError(name, "", f"cannot be read ({e.strerror or e.__class__.__name__})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise ContentError(name, f"line {line}", f"not UTF-8 text (the byte 0x{data[e.start]:02x})") from None


@lru_cache(maxsize=None)
def load_yaml(*parts: str) -> Node:
    """content/<parts...> as a Node, cached (content files do not change)."""
    return load_yaml_file(content_path(*parts))


def load_text(*parts: str) -> str:
    """content/<parts...> as text (a summary the app shows), read bounded."""
    path = content_path(*parts)
    return _read_text(path, display_path(path))


def _pytmx():
    """pytmx without its pygame helpers.  pytmx's package __init__ tries to
    import pytmx.util_pygame (which imports pygame) and quietly carries on when
    that fails; a None entry for pygame in sys.modules makes it fail, so the
    rules and the bot worker load maps without ever loading pygame."""
    import sys

    import logging

    logging.getLogger("pytmx").addHandler(logging.NullHandler())
    logging.getLogger("pytmx").propagate = False  # its errors are said as ContentErrors, not printed
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx

    # pytmx logs "cannot import pygame" as an error when the block works; that
    # line on every simulate or bot-worker start would read as a fault.
    for name in ("pytmx.util_pygame", "pytmx.util_pygame_sdl2"):
        logging.getLogger(name).addHandler(logging.NullHandler())
        logging.getLogger(name).propagate = False
    sys.modules["pygame"] = None  # type: ignore[assignment]
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
    return pytmx


def _check_map_files(path: Path, text: str, depth: int = 0) -> None:
    """Every file a Tiled map (or its tileset) names goes through the same
    refusals as the map before pytmx opens it: a regular file inside
    content/, bounded, never a pipe or a device; a tileset must be a .tsx."""
    import xml.etree.ElementTree as ElementTree

    name = display_path(path)
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as e:
        raise ContentError(name, "", f"not a readable Tiled map: {e}") from None
    inside = content_path().resolve()
    for el in root.iter():
        source = el.get("source") or (el.get("template") if el.tag == "object" else None)
        if not source:
            continue
        target = (path.parent / source).resolve()
        where = f"{el.tag} {source!r}"
        if not target.is_relative_to(inside):
            raise ContentError(name, where, "names a file outside content/")
        if el.tag == "tileset" and not source.lower().endswith(".tsx"):
            raise ContentError(name, where, "an external tileset must be a .tsx file")
        if el.tag == "image":  # pytmx keeps an image's path only: it must just be a file
            try:
                is_file = stat.S_ISREG(os.stat(target).st_mode)
            except OSError:
                is_file = False
            if not is_file:
                raise ContentError(name, where, "not a file in content/")
            continue
        inner = _read_text(target, display_path(target))
        if depth < 2:
            _check_map_files(target, inner, depth + 1)


def load_tmx_file(path: Path):
    """A Tiled map through pytmx (map data only: no images, no pygame).
    Errors name the file."""
    path = Path(path)
    name = display_path(path)
    _check_map_files(path, _read_text(path, name))  # the same refusals for every file pytmx would open
    pytmx = _pytmx()
    try:
        return pytmx.TiledMap(str(path))
    except Exception as e:  # noqa: BLE001 - pytmx raises many kinds for bad XML and bad values
        raise ContentError(name, "", f"not a readable Tiled map: {e}") from None
