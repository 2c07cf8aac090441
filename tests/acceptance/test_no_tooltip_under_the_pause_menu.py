"""Issue 49 item 2 (play test 7, shot200): a Cartel card's tooltip stayed
painted behind the Pause menu.  While a scene lies over the table, the
table draws no tooltip of its own."""
import pygame

from game.scenes.pause import PauseScene
from tests.acceptance.conftest import start_game_at


def test_a_card_tooltip_is_gone_once_the_pause_menu_opens(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=4,
                          until=lambda st: st.stage == "action" and st.to_act == 0 and len(st.hands[0]) >= 3)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    spot = table.hand_tray.card_rects(list(table.view["hand"]))[1].center
    person.move(spot, frames=1)
    before = set(person.screen.texts())
    person.wait(1.0)
    shown = person.app.tooltips.shown
    assert shown is not None, "the card's tooltip should show first"
    words = [d.text for d in person.screen.frame if d.rect is not None and shown.contains(d.rect)
             and d.text not in before]
    assert words, "no words in the card's tooltip"
    person.press(pygame.K_ESCAPE)  # the pause menu by its key, the pointer still on the card
    person.wait(1.0)
    assert isinstance(person.app.top, PauseScene)
    left = [w for w in words if person.screen.find(w)]
    assert not left, f"the card's tooltip is still drawn under the pause menu: {left}"
