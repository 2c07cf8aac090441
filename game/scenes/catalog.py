"""Every scene of the app, registered by name in game.scenes.registry (the app
imports this module at start; scenes then open each other by name).  A scene
is named by "module:attribute" and its module is imported the first time it
is opened, so starting the app does not load the table and its parts."""
from __future__ import annotations

from game.scenes import registry

SCENES = {
    "menu": "game.scenes.menu:MenuScene",
    "setup": "game.scenes.setup:SetupScene",
    "settings": "game.scenes.settings:SettingsScene",
    "rules": "game.scenes.how_to_play:RulesScene",
    "load": "game.scenes.load:LoadScene",
    "stats": "game.scenes.stats:StatsScene",
    "message": "game.scenes.message:MessageScene",
    "pause": "game.scenes.pause:PauseScene",
    "save-dialog": "game.scenes.pause:SaveDialog",
    "results": "game.scenes.results:ResultsScene",
    "replay": "game.scenes.replay:ReplayScene",
    "table": "game.scenes.table:TableScene",  # the shared frame: a game without its own table
    "game-table": "game.scenes.catalog:open_table",
    "hint-table": "game.scenes.table_parts.hint:screenshot_table",
}


def open_table(app, match, *args, **kwargs):
    """The table scene of `match`'s game (its own, else the shared frame)."""
    return registry.table_class(match.game_id)(app, match, *args, **kwargs)


for _name, _path in SCENES.items():
    registry.register(_name, _path)
