"""Every scene of the app, registered by name in game.scenes.registry (the app
imports this module once at start; scenes then open each other by name)."""
from __future__ import annotations

from game.scenes import registry, table_scene_class
from game.scenes.how_to_play import RulesScene
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.message import MessageScene
from game.scenes.pause import PauseScene
from game.scenes.replay import ReplayScene
from game.scenes.results import ResultsScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.stats import StatsScene
from game.scenes.table import TableScene


def open_table(app, match, *args, **kwargs):
    """The table scene of `match`'s game."""
    return table_scene_class(match.game_id)(app, match, *args, **kwargs)


SCENES = {
    "menu": MenuScene, "setup": SetupScene, "settings": SettingsScene, "rules": RulesScene, "load": LoadScene,
    "stats": StatsScene, "message": MessageScene, "pause": PauseScene, "results": ResultsScene,
    "replay": ReplayScene, "table": TableScene, "game-table": open_table,
}
for _name, _factory in SCENES.items():
    registry.register(_name, _factory)
