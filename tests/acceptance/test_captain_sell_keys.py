"""Play test 8 (Captain of the Stars): during the Black Market the selling
buttons changed meaning under their keys after an attack ("7 Sell 5 BP"
became "7 Sell 10 BP", shot225/227; with the fixed places of the main
actions key 7 went from selling 1 BP to selling 10, and the chooser "pick 1-10"
took a new key).  Key 7 now always sells all your BP, and key 8 always opens
the chooser of every amount."""
from __future__ import annotations

from tests.acceptance.test_captain_capture_told import _beside_a_strong_settlement
from game.games.captain.rules import actions as A


def _sell_keys(person, table) -> dict:
    """Number key -> the words of a Sell button on the bar."""
    out = {}
    for d in person.screen.find("Sell"):
        if d.rect is not None and table.prompt_rect.contains(d.rect) and "  " in d.text:
            key, words = d.text.split("  ", 1)
            out[key] = words
    return out


def _black_market(st) -> None:
    st.event = next(i for i, e in enumerate(st.content.events) if e.effect == "black_market")


def test_the_sell_keys_keep_their_meaning_when_the_bounty_grows(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, h = _beside_a_strong_settlement(person, bp=5, prepare=_black_market)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    before = _sell_keys(person, table)
    assert before == {"7": "Sell all 5 BP (+5 res)", "8": "Sell BP: other amounts"}, before
    x, y = table.hexes.hex_center(h)
    person.click((round(x), round(y)))
    person.wait_until(lambda: table.state.players[0].bp == 10 and not table.anim.busy, seconds=10,
                      why="the attack did not add its bounty")
    person.frames(5)
    assert isinstance(table.match.steps[-1].action, A.AttackSettlement)
    after = _sell_keys(person, table)
    assert after == {"7": "Sell all 10 BP (+10 res)", "8": "Sell BP: other amounts"}, after
