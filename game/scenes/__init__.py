"""Scenes of the app.  A game's table scene lives in its package
(game/games/<id>/table.py, named by its GameSpec); `table_scene_class`
finds it.  Games outside game/games (the tests' toy games) may register a
table with `register_table`.  Scenes open each other by name through
game.scenes.registry (filled by game.scenes.catalog at start)."""
from __future__ import annotations

from game.scenes.registry import TABLE_SCENES, table_class


def register_table(game_id: str):
    def wrap(cls):
        TABLE_SCENES[game_id] = cls
        return cls

    return wrap


def table_scene_class(game_id: str):
    """The table scene class of a game (the shared TableScene when it has none)."""
    return table_class(game_id)
