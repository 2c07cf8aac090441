"""Preloaded by a bot worker's child in tests (never imported by the test
process itself): the toy game's Normal bot ends its process on every move,
as a crash in native code would."""
import os

import tests.ai.toygame as toygame
from game.ai import register_heuristic


class DyingBot:
    def choose(self, state, seat, rng):
        os._exit(3)


register_heuristic(toygame.GAME_ID, DyingBot)
