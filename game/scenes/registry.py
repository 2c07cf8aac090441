"""Scenes open other scenes by name, so no scene module imports another one
that may lead back to it (the table opens the pause menu, which opens a save,
whose results open a replay, which draws a table...).

game.scenes.catalog fills the registry when the app starts (App imports it);
`make("pause", app, table)` then builds the scene registered as "pause".
"""
from __future__ import annotations

from typing import Callable

_FACTORIES: dict[str, Callable] = {}


def register(name: str, factory: Callable) -> None:
    """Make `name` open with factory(*args, **kwargs) (a Scene class or a function)."""
    _FACTORIES[name] = factory


def make(name: str, *args, **kwargs):
    """A new scene registered as `name`."""
    return lookup(name)(*args, **kwargs)


def lookup(name: str) -> Callable:
    """The factory registered as `name` (a Scene class: the "table" default)."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise LookupError(f"no scene registered as {name!r}: import game.scenes.catalog first")
    return factory
