"""Scenes open other scenes by name, so no scene module imports another one
that may lead back to it (the table opens the pause menu, which opens a save,
whose results open a replay, which draws a table...).

game.scenes.catalog fills the registry when the app starts (App imports it):
each name stands for "module:attribute", imported the first time the scene is
opened.  `make("pause", app, table)` then builds the scene registered as
"pause".  A game's own table class comes from its GameSpec (table_class).
"""
from __future__ import annotations

import importlib
from typing import Callable

from game.games import get_spec

_FACTORIES: dict[str, Callable | str] = {}
TABLE_SCENES: dict[str, type] = {}  # tables of games outside game/games (the tests' toy games)


def register(name: str, factory: Callable | str) -> None:
    """Make `name` open with factory(*args, **kwargs): a Scene class or a
    function, or "module:attribute" naming one (imported when first opened)."""
    _FACTORIES[name] = factory


def lookup(name: str) -> Callable:
    """The factory registered as `name`."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise LookupError(f"no scene registered as {name!r}: import game.scenes.catalog first")
    if isinstance(factory, str):
        module, _, attr = factory.partition(":")
        factory = _FACTORIES[name] = getattr(importlib.import_module(module), attr)
    return factory


def make(name: str, *args, **kwargs):
    """A new scene registered as `name`."""
    return lookup(name)(*args, **kwargs)


def table_class(game_id: str):
    """The table scene class of a game (the shared TableScene when it has none)."""
    from_tests = TABLE_SCENES.get(game_id)
    if from_tests is not None:
        return from_tests
    spec = get_spec(game_id)
    cls = spec.table_class() if spec is not None else None
    return cls or lookup("table")
