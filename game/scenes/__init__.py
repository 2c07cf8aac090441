"""Scenes of the app.  A game's table scene lives in its package
(game/games/<id>/table.py, named by its GameSpec); `table_scene_class`
finds it.  Games outside game/games (the tests' toy games) may register a
table with `register_table`.  Scenes open each other by name through
game.scenes.registry (filled by game.scenes.catalog at start)."""
from __future__ import annotations

from game.games import get_spec
from game.scenes import registry

TABLE_SCENES: dict[str, type] = {}


def register_table(game_id: str):
    def wrap(cls):
        TABLE_SCENES[game_id] = cls
        return cls

    return wrap


def table_scene_class(game_id: str):
    """The table scene class of a game (the shared TableScene when it has none)."""
    if game_id in TABLE_SCENES:
        return TABLE_SCENES[game_id]
    spec = get_spec(game_id)
    cls = spec.table_class() if spec is not None else None
    return cls or registry.lookup("table")
