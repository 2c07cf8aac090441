"""A tooltip shows beside what the pointer rests on, never far from the
pointer: the play test found them over the log, the banner or the other end
of a hub grid, some 250-430 px (canvas) away.  The pointer rests on a grid of
spots over the whole table; every tooltip drawn lies within reach of it."""
from __future__ import annotations

import pytest

from game.ui import tooltip
from tests.acceptance.conftest import start_game_at

GAMES = [("star-cartel", 3), ("star-traders", 3), ("captain", 3), ("cartel", 3), ("star-cargo", 3)]


@pytest.mark.parametrize("game_id, players", [
    pytest.param(g, n, marks=() if g == "star-cartel" else pytest.mark.slow) for g, n in GAMES])
def test_every_tooltip_lies_within_reach_of_the_resting_pointer(person, game_id, players):
    moves = {"n": 0}

    def late_and_mine(state):
        moves["n"] += 1
        return moves["n"] > 40 and state.to_act == 0

    start_game_at(person, game_id, ["human"] + ["normal"] * (players - 1), late_and_mine, seed=3)
    shown = []
    for x in range(60, 1900, 150):
        for y in range(60, 1060, 150):
            person.move((x, y))
            person.wait(tooltip.SHOW_DELAY + 0.05)
            r = person.app.tooltips.shown
            if r is not None:
                shown.append(((x, y), r, round(reach(r, (x, y)))))
    assert len(shown) > 15, "the pointer found too few tooltips to judge"
    far = [s for s in shown if s[2] > tooltip.REACH]
    assert not far, far


def reach(rect, pointer) -> float:
    dx = max(rect.left - pointer[0], 0, pointer[0] - rect.right)
    dy = max(rect.top - pointer[1], 0, pointer[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5
