"""The shared UI conformance checks (tests/ui/test_ui_conformance.py) run on
the Cartel table before the game is on the menu: every legal action has a
mouse route, nothing another seat hides reaches the screen or the log."""
from __future__ import annotations

import pytest

import game.games.cartel.rules  # noqa: F401  (registers "cartel" while the menu does not list it)
from game.games.cartel.table import CartelTable
from game.scenes import TABLE_SCENES
from tests.ui.test_ui_conformance import (TextSpy, _kind, check_log_poison, check_routes, check_screen_secrets,
                                          open_table, sample_decisions)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_cartel_table_conformance(app, monkeypatch, players):
    monkeypatch.setitem(TABLE_SCENES, "cartel", CartelTable)
    spy = TextSpy(monkeypatch)
    app.settings.confirm_end_turn = False
    samples = sample_decisions("cartel", players)
    assert samples
    for actions, chosen in samples:
        state = open_table(app, "cartel", players, actions).state
        where = f"cartel {players}p, decision {len(actions)} ({_kind(state)[:2]}, seat {state.to_act})"
        check_routes(app, "cartel", players, actions, where)
        check_screen_secrets(app, spy, "cartel", players, actions, where)
        check_log_poison(app, spy, monkeypatch, "cartel", players, actions, chosen, where)
