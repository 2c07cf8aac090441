"""Star Cartel (3-6 players): load contraband, deliver it to the cartel,
stash the leftovers and steer the prices.  Pure rules, no pygame."""
from game.rules.core import register

from .actions import (GAME_ID, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,  # noqa: F401
                      LoadNothing, NoStash, Reverse, Stash, StopLoading)
from .data import TYPE_NAMES, TYPES, Card, Content, Ship, default_content, load_content  # noqa: F401
from .prices import move_token, price_moves  # noqa: F401
from .state import StarCartel, StarCartelState  # noqa: F401

RULESET = register(StarCartel())
