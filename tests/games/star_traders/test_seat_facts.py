"""A SeatEval's Facts (seat_facts.py) are shared by every SeatEval of the
same facts: values read through Facts kept from earlier decisions and
playouts are the values worked out afresh, at every decision of games that
Normal bots play (cargo carried, stations built, contracts taken)."""
import random

import pytest

from game.games.star_traders import seat_facts
from game.games.star_traders.bot import NormalBot
from game.games.star_traders.rules import RULESET
from game.games.star_traders.seat_value import SeatEval


def values(state, seat) -> list:
    ev = SeatEval(state, seat)
    here = state.ships[seat]
    out = [ev.value(), ev.value(actions=0), ev.value(cargo=[])]
    if here:
        for w, _need in state.board.adj[here[0]]:
            out.append(ev.value(ships=[w] + list(here[1:])))
    return out


def fresh_values(state, seat) -> list:
    kept = seat_facts._FACTS
    seat_facts._FACTS = {}
    try:
        return values(state, seat)
    finally:
        seat_facts._FACTS = kept


@pytest.mark.parametrize("version, players, seed", [("imperial", 2, 1), ("imperial", 6, 2), ("family", 3, 3),
                                                     ("nova", 4, 4)])
def test_kept_facts_give_the_fresh_values(version, players, seed):
    state = RULESET.new_game(players, RULESET.resolve_options({"version": version}), seed)
    rng = random.Random(seed)
    bot = NormalBot()
    compared = 0
    for n in range(400):
        if state.is_over:
            break
        seat = state.to_act
        if state.stage == "turn" and n % 3 == 0:
            for s in range(players):
                assert values(state, s) == fresh_values(state, s), f"decision {n}, seat {s}"
                compared += 1
        state.apply(bot.choose(state, seat, rng))
    assert compared > 50
