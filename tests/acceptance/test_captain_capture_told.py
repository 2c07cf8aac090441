"""Play test 8 (Captain of the Stars): an attack's tooltip said only "hit on
8+, +5 BP"; a miss gave the +5 BP too, and at 20 BP (above 16 VP) the
Federation captured the person: weapons reset, ship sent home, last action
lost (shot224-231).  The attack's words now say the bounty comes hit or miss
and, before the click, that this attack's bounty brings the capture."""
from __future__ import annotations

from tests.acceptance.captain_places import free_beside, free_centre
from tests.acceptance.conftest import start_game_at
from game.games.captain.rules import actions as A


def _beside_a_strong_settlement(person, bp: int, prepare=lambda st: None):
    """The person's turn with 2 actions left, 16 VP and `bp` BP, the ship
    beside Vega's settlement of 12 health (no single hit destroys it);
    prepare(state) changes more before the table opens."""
    placed = {}

    def ready(st) -> bool:
        if not (st.mode == "turn" and st.to_act == 0 and st.current == 0 and st.actions >= 2 and not st.attacked):
            return False
        target, taken = free_centre(st)
        mine = free_beside(st, target, taken)
        st.settlements[target] = (1, 12)
        st.players[0].pos, st.players[0].vp, st.players[0].bp = mine, 16, bp
        st.actions = 2
        st._legal = None
        if st.why_not(A.AttackSettlement(*target)) is not None:
            del st.settlements[target]
            return False
        placed["hex"] = target
        prepare(st)
        return True

    table = start_game_at(person, "captain", ["human", "easy", "easy"], ready, seed=3)
    person.frames(10)
    return table, placed["hex"]


def _hex_words(person, table, h) -> str:
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    x, y = table.hexes.hex_center(h)
    person.move((round(x), round(y)))
    person.wait_until(lambda: person.screen.shows("Click: Attack"), seconds=3, why="no attack tooltip")
    return " ".join(person.screen.all_text().split())


def test_an_attack_that_would_get_you_captured_says_so_before_the_click(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, h = _beside_a_strong_settlement(person, bp=15)
    words = _hex_words(person, table, h)
    assert "+5 BP hit or miss" in words, words
    assert ("This attack's +5 BP takes you to 20, above your 16 VP: the Federation captures you - weapons back "
            "to level 1, BP to 0, ship sent to the Federation centre, and your turn ends") in words, words
    x, y = table.hexes.hex_center(h)
    person.click((round(x), round(y)))
    person.wait_until(lambda: table.state.current != 0 or table.state.players[0].bp == 0, seconds=10,
                      why="the attack did not bring the capture it told of")
    assert table.state.players[0].bp == 0 and table.state.players[0].weapon == 1


def test_a_safe_attack_says_its_bounty_comes_hit_or_miss_and_where_capture_begins(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, h = _beside_a_strong_settlement(person, bp=5)
    words = _hex_words(person, table, h)
    assert "+5 BP hit or miss" in words, words
    assert "BP 5 \u2192 10 (the Federation captures a captain whose BP pass their VP, yours 16" in words, words
    assert "captures you -" not in words, words
