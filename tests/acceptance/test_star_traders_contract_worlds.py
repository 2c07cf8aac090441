"""Issue 49 (play test 6, #9): a contract whose route did not fit beside its
payoff lost its world names ("Solar spice ▲ 16 ▼ 52") while every other
contract named its worlds.  Every contract row names both of its worlds,
by number and name, however tall the rows are (more Imperial Missions under
the contracts leave them less room)."""
from __future__ import annotations

import pytest

from tests.acceptance.conftest import start_game_at


def _after(n: int, missions: int = 0):
    seen = []

    def until(st) -> bool:
        seen.append(1)
        return (len(seen) > n and st.to_act == 0
                and sum(1 for s in range(st.num_players) if st.mission(s) is not None) >= missions)
    return until


def _assert_every_contract_names_its_worlds(person) -> None:
    table = person.app.top
    worlds = table.state.board.galaxy.worlds
    contracts = table.view.get("contracts") or []
    assert contracts
    left = next(d.rect.left for d in person.screen.find("Contracts") if d.text == "Contracts")
    right = person.screen.find("payoff · Prestige · fee")[0].rect.right
    drawn = [d.text for d in person.screen.frame
             if d.rect is not None and left - 20 <= d.rect.left and d.rect.right <= right + 20]
    for c in contracts:
        for mark, world in (("▲", c["from"]), ("▼", c["to"])):
            words = f"{mark} {world} {worlds[world].name}"
            assert any(words in text for text in drawn), f"{c['cargo']}: {words!r} not drawn; drawn: {drawn}"
    st = table.state
    for m in (st.mission(s) for s in range(st.num_players) if st.mission(s) is not None):
        for mark, world in (("▲", m.frm), ("▼", m.to)):
            words = f"{mark} {world} {worlds[world].name}"
            assert any(words in text for text in drawn), f"mission {m.cargo}: {words!r} not drawn; drawn: {drawn}"


def test_every_contract_names_its_worlds(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], _after(40), seed=5)
    _assert_every_contract_names_its_worlds(person)


@pytest.mark.slow
def test_every_contract_names_its_worlds_over_two_missions(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], _after(690, missions=2), seed=6,
                  options={"version": "family"})
    person.frames(3)
    assert len(person.screen.find("Mission")) >= 2
    _assert_every_contract_names_its_worlds(person)
