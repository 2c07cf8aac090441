"""Play test 6: the "Build a station" tooltip said "+1 Prestige" but not the
$5 it costs.  Every Star Traders move that spends money or an action says
so in its tooltip, on the prompt bar and on the galaxy."""
from __future__ import annotations

from game.games.star_traders.rules import actions as A
from tests.games.star_traders.test_table import advance, new_match, table_for

COSTS_AN_ACTION = (A.Roll, A.Jump, A.Build, A.LocalBusiness, A.PickUpMission, A.RandomJump)


def _build_turn(st) -> bool:
    return (st.stage == "turn" and st.to_act == 0 and st.window() is None and not st.stack
            and any(isinstance(a, A.Build) for a in st.legal_actions())
            and any(isinstance(a, A.Jump) for a in st.legal_actions()))


def test_every_move_that_costs_says_what(app):
    match = advance(new_match(3, options={"version": "family"}), _build_turn)
    table = table_for(app, match)
    table.refresh()
    seen = set()
    for a in table.legal:
        if isinstance(a, COSTS_AN_ACTION):
            tip = table.action_tooltip(a)
            assert "an action" in tip or "rest of your actions" in tip, (a, tip)
            seen.add(type(a))
    build = next(a for a in table.legal if isinstance(a, A.Build))
    assert "$5" in table.action_tooltip(build), table.action_tooltip(build)
    assert {A.Build, A.Jump} <= seen
    worlds = {t.key[1]: t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "world"}
    assert "costs $5 and an action" in worlds[build.world].tooltip, worlds[build.world].tooltip
    jump = next(a for a in table.legal if isinstance(a, A.Jump) and a.to != build.world)
    assert "costs an action" in worlds[jump.to].tooltip, worlds[jump.to].tooltip
