"""The games, one package each, and the one registry that finds them.

A game is the folder game/games/<id with underscores>/ (see README.md there).
Its `__init__.py` exports `SPEC`, a `GameSpec`; nothing outside the folder
names the game.  The registry imports each package's `__init__` only (cheap,
no pygame); the rules, bot and table modules load when first asked for, so
the bot worker and the command line never pull in the table.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from game.rules import core

if TYPE_CHECKING:  # pragma: no cover
    from game.rules.core import Ruleset


@dataclass(frozen=True)
class GameSpec:
    """What the shell needs to know of a game before it is played.

    `rules`, `bot` and `table` are module names relative to the package
    (`table` as "module:Class"); None marks a game still in development,
    which the menu shows with its blurb but cannot start.  `hint_reason`
    ("module:function", or None) names the game's
    hint_reason(world, action) -> str | None of game/ai/hint.py.
    """

    id: str
    name: str
    order: int  # place on the menu, left to right
    package: str
    min_players: int
    max_players: int
    length: str  # "about 45 min" on the menu tile
    pitch: str  # one line for the menu tile and the setup screen
    rules: str | None = "rules"
    bot: str | None = "bot"
    table: str | None = None
    art: str = ""  # file under art/tiles/ (a drawn fallback when missing)
    # the most decisions a game the rules let finish can take: the limit of
    # its saves and of the simulator's stall guard
    max_decisions: int = 20_000
    hue: int = 0  # colour of the drawn fallback art (0-359)
    hint_reason: str | None = None

    @property
    def players(self) -> str:
        return f"{self.min_players}-{self.max_players} players"

    @property
    def playable(self) -> bool:
        return self.rules is not None

    def _module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{name}")

    def ruleset(self) -> "Ruleset | None":
        if self.rules is None:
            return None
        return self._module(self.rules).RULESET

    def bot_module(self) -> ModuleType | None:
        return None if self.bot is None else self._module(self.bot)

    def table_class(self):
        """The table scene class (imports pygame), or None for the generic table."""
        return None if self.table is None else self._named(self.table)

    def hint_reason_function(self):
        """The game's hint_reason, or None when its hints give no reason."""
        return None if self.hint_reason is None else self._named(self.hint_reason)

    def _named(self, ref: str):
        """What a "module:name" reference of this spec names."""
        module, _, name = ref.partition(":")
        return vars(self._module(module))[name]


_SPECS: dict[str, GameSpec] | None = None


def _discover() -> dict[str, GameSpec]:
    global _SPECS
    if _SPECS is None:
        found = {}
        for info in pkgutil.iter_modules(__path__, prefix=f"{__name__}."):
            if not info.ispkg:
                continue
            spec = importlib.import_module(info.name).SPEC  # every game package declares one
            found[spec.id] = spec
        _SPECS = dict(sorted(found.items(), key=lambda kv: (kv[1].order, kv[0])))
    return _SPECS


def all_specs() -> list[GameSpec]:
    """Every game package, in menu order (playable or not)."""
    return list(_discover().values())


def get_spec(game_id: str) -> GameSpec | None:
    return _discover().get(game_id)


def get_ruleset(game_id: str) -> "Ruleset":
    """The ruleset of a game id: a game package's, or one registered directly
    with core.register (the toy games of the tests)."""
    ruleset = core.registered(game_id)
    if ruleset is not None:
        return ruleset
    spec = get_spec(game_id)
    ruleset = spec.ruleset() if spec is not None else None
    if ruleset is None:
        known = ", ".join(s.id for s in all_specs() if s.playable)
        if spec is not None:
            raise core.RulesError(f"{spec.name} is not playable yet; playable games: {known}")
        raise core.RulesError(f"unknown game {game_id!r}; known games: {known}")
    return ruleset


def all_rulesets() -> list["Ruleset"]:
    """The playable games' rulesets, in menu order."""
    return [s.ruleset() for s in all_specs() if s.playable]
