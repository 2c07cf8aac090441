"""Scenes of the app, and the registry of per-game table scenes.

A game's table scene lives in game/scenes/<game_id with _>_table.py, e.g.
game/scenes/star_cartel_table.py, and registers itself:

    from game.scenes import register_table
    from game.scenes.table import TableScene

    @register_table("star-cartel")
    class StarCartelTable(TableScene):
        ...

`table_scene_class(game_id)` imports that module when it exists and returns
the registered class, or the generic TableScene.
"""
from __future__ import annotations

import importlib
import importlib.util

TABLE_SCENES: dict[str, type] = {}


def register_table(game_id: str):
    def wrap(cls):
        TABLE_SCENES[game_id] = cls
        return cls

    return wrap


def table_module_name(game_id: str) -> str:
    return f"game.scenes.{game_id.replace('-', '_')}_table"


def table_scene_class(game_id: str):
    from game.scenes.table import TableScene

    if game_id not in TABLE_SCENES:
        name = table_module_name(game_id)
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if found:
            try:
                importlib.import_module(name)
            except Exception as e:  # a broken table module must not stop the app
                import sys
                import traceback

                print(f"warning: {name} failed to import, using the generic table: {e!r}", file=sys.stderr)
                traceback.print_exc()
    return TABLE_SCENES.get(game_id, TableScene)
