"""Play test 7 (#5): Sneaky Sven's choice buttons all read "… Sneaky Sven:
trade for…", cut and alike; each names what Sven is traded for, whole."""
from game.games.cartel.rules.actions import Swap
from tests.acceptance.conftest import start_game_at


def test_sven_choices_each_name_what_he_is_traded_for_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 0 and st.stage == "sven")
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    swaps = [a for a in table.legal if isinstance(a, Swap)]
    assert len(swaps) > 1
    person.wait_for_text("Sven for", seconds=5)
    person.frames(3)
    shown = [d for d in person.screen.frame if d.text and "Sven for" in d.text
             and table.prompt_rect.contains(d.rect)]
    texts = [d.text for d in shown]
    assert shown, texts
    assert all(not t.endswith("…") for t in texts), texts
    assert len(set(texts)) == len(texts), texts
    assert not any("trade for" in t for t in texts), texts
