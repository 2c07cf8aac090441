"""Play test 7 (Captain of the Stars): at 100 VP the panel's "★100 VP" ran
into the skull icon of BP (shot146/148): each chip's words end clear of the
next chip's icon."""
from __future__ import annotations

from tests.acceptance.conftest import start_game_at

ICON = 26 + 5  # a chip's icon and the gap before its value (player_boards.draw_board, a rich panel)


def test_a_hundred_vp_ends_clear_of_the_bounty_icon(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)

    def ready(st) -> bool:
        if not (st.to_act == 0 and st.mode == "turn" and st.round >= 2):
            return False
        st.players[0].vp, st.players[0].bp = 108, 18
        return True

    table = start_game_at(person, "captain", ["human", "normal", "normal"], ready, seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    person.frames(2)
    panel = table.panel_area(0)
    row = sorted((d for d in person.screen.frame if d.rect is not None and panel.contains(d.rect)
                  and d.text in ("108", "VP", "18", "BP")), key=lambda d: d.rect.x)
    texts = [d.text for d in row]
    assert texts[:4] == ["108", "VP", "18", "BP"], texts
    vp_words, bp_value = row[1], row[2]
    assert vp_words.rect.right + 6 <= bp_value.rect.x - ICON, (vp_words, bp_value)
    # play test 9 (shot168): "10 BP" ran into the resources coin
    res = str(table.state.players[0].resources)
    coin = [d for d in person.screen.frame if d.rect is not None and panel.contains(d.rect) and d.text == res
            and d.rect.x > row[3].rect.x and abs(d.rect.centery - row[3].rect.centery) < 12]
    assert coin, res
    assert row[3].rect.right + 6 <= coin[0].rect.x - ICON, (row[3], coin[0])
    assert [d for d in person.screen.frame if d.text == "=" and d.rect is not None and panel.contains(d.rect)], \
        "the running score still shows"
