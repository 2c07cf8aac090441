"""Play test 7 (Captain of the Stars): a left click on a rival's settlement
next to the ship moved there, the attack was only in the right-click menu
(shot132), and the attack's words gave its bounty but not the VP of a hit
that destroys the settlement (shot076/077)."""
from __future__ import annotations

from tests.acceptance.captain_places import free_beside, free_centre
from tests.acceptance.conftest import start_game_at
from game.games.captain.rules import actions as A


def _beside_a_weak_settlement(person):
    """The person's turn with actions left, the ship beside Vega's settlement
    of 1 health (placed before the table opens)."""
    placed = {}

    def ready(st) -> bool:
        if not (st.mode == "turn" and st.to_act == 0 and st.current == 0 and st.actions >= 2 and not st.attacked):
            return False
        target, taken = free_centre(st)
        mine = free_beside(st, target, taken)
        st.settlements[target] = (1, 1)
        st.players[0].pos = mine
        st._legal = None
        if st.why_not(A.AttackSettlement(*target)) is not None or st.why_not(A.Move(*target)) is not None:
            del st.settlements[target]
            return False
        placed["hex"] = target
        return True

    table = start_game_at(person, "captain", ["human", "easy", "easy"], ready, seed=3)
    person.frames(10)
    return table, placed["hex"]


def test_a_left_click_on_a_rivals_settlement_attacks_it_and_says_the_vp_of_destroying_it(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, h = _beside_a_weak_settlement(person)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    x, y = table.hexes.hex_center(h)
    person.move((round(x), round(y)))
    person.wait(1.0)
    words = " ".join(person.screen.all_text().split())
    assert "Click: Attack Vega's settlement" in words, words
    assert "a hit destroys it: +2 VP" in words, words
    n = len(table.match.steps)
    person.click((round(x), round(y)))
    person.frames(5)
    assert len(table.match.steps) == n + 1
    assert isinstance(table.match.steps[-1].action, A.AttackSettlement), table.match.steps[-1]
