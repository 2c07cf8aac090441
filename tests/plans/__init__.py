"""Scripted single-plan bots, one module per game (issue 18): each follows
one obvious plan and leaves the rest to a sensible fallback (its module and
class docstrings say which).  They are yardsticks for the tests, the bench
(bench/bench_bots.py) and the weight tuning, never levels offered in setup.

    PLANS[game_id][plan_name]  -> factory of a fresh bot (no arguments)
    plan_bot(game_id, name)    -> a fresh bot of that plan

A bot has `choose(state, seat, rng)` like every level's bot and sees only
what `game.ai.decide` hands it (a determinized copy from its own seat).
"""
from __future__ import annotations

from typing import Callable

from . import captain, cartel, star_cargo, star_cartel, star_traders

PLANS: dict[str, dict[str, Callable]] = {
    module.GAME_ID: dict(module.PLANS) for module in (captain, star_cartel, star_cargo, cartel, star_traders)
}


def plan_names(game_id: str) -> list[str]:
    return list(PLANS.get(game_id, {}))


def plan_bot(game_id: str, name: str):
    plans = PLANS.get(game_id)
    if plans is None:
        raise KeyError(f"no scripted plans for game {game_id!r}; games with plans: {', '.join(PLANS)}")
    if name not in plans:
        raise KeyError(f"no plan {name!r} for {game_id}; choose from {', '.join(plans)}")
    return plans[name]()
