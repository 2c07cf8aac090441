"""Play test 7 (item 3, shot179): Inspector Ford's discard picker showed six
cards and no number keys, only "0 Skip".  Each card shows its key, 1 to 9 in
the order drawn, and the key takes that card."""
import pygame

from game.games.cartel.rules.actions import Retrieve
from tests.acceptance.conftest import start_game_at


def _fords_pick(st):
    return st.stage == "ford" and st.to_act == 0 and st.window() is None and len(set(st.discard)) >= 4


def test_fords_cards_show_keys_in_drawn_order_and_a_key_takes_its_card(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], _fords_pick, seed=6)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    person.frames(2)
    cards = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "retrieve"]
    assert len(cards) > 9, len(cards)
    caps = {int(c.text): c.rect for c in person.screen.caps if c.text.isdigit() and table.map_rect.contains(c.rect)}
    assert sorted(caps) == list(range(1, 10)), caps
    order = sorted(cards, key=lambda t: (t.rect.y, t.rect.x))  # rows left to right, top to bottom
    for n in range(1, 10):
        card = order[n - 1]
        assert card.rect.collidepoint(caps[n].center) or caps[n].colliderect(card.rect), (n, caps[n], card.rect)
    wanted = order[4].actions[0]
    assert isinstance(wanted, Retrieve)
    before = len(table.match.steps)
    person.press(pygame.K_5, unicode="5")
    person.wait_until(lambda: len(table.match.steps) > before, seconds=5, why="5 took nothing")
    assert table.match.steps[before].action == wanted  # the bots may have moved on since
