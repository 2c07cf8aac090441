"""Play test 7 (item 1b, shot189/190): with all 7 Officials in service a bot
played The Snitch and the game ended with no sign.  The banner shows "Game
may end this round" as Captain shows "Final round", and its tooltip says who
may end it without naming a hand."""
from tests.acceptance.conftest import start_game_at


def _all_seven(st):
    return st.to_act == 0 and st.stage == "action" and len({k for o in st.officials for k in o}) == 7


def test_the_banner_says_the_game_may_end_when_all_seven_officials_serve(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], _all_seven, seed=2)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    sign = person.wait_for_text("Game may end this round", seconds=5)
    assert table.banner_rect.contains(sign.rect), sign
    person.move(sign.rect.center, frames=40)
    words = " ".join(person.screen.all_text().split())
    holds = "you hold The Snitch" if "snitch" in table.view["hand"] else "whoever holds The Snitch may play it"
    assert holds in words, words[-400:]
