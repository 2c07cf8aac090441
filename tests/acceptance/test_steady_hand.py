"""Issue 49 item 4: a card never moves under a still pointer.  The person
rests the pointer on a card of the hand and draws (a key): the card drawn
joins the hand, and the card under the pointer is still the same card."""
import pygame

from tests.acceptance.conftest import start_game_at


def card_under(person):
    table = person.app.top
    hand = list(table.view.get("hand") or [])
    i = table.hand_tray.index_at(person.pointer, hand)
    return None if i is None else hand[i]


def test_drawing_moves_no_card_under_the_pointer(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    for seed in range(3, 12):
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed,
                              until=lambda st: st.stage == "action" and st.to_act == 0 and st.actions_left == 2)
        hand = list(table.view["hand"])
        rects = table.hand_tray.card_rects(hand)
        person.move(rects[-1].center, frames=5)  # the last card: a new one sorted before it would push it
        before = card_under(person)
        draw = next(b for b in table.prompt_buttons() if b.label.endswith("Draw a card"))
        key = draw.label.split()[0]
        person.press(pygame.key.key_code(key), unicode=key)
        person.frames(5)
        new_hand = list(table.view["hand"])
        if len(new_hand) > len(hand) and sorted(new_hand) != hand + [new_hand[-1]]:
            assert card_under(person) == before, (before, card_under(person), hand, new_hand)
            return
    raise AssertionError("no draw sorted into the middle of the hand in these seeds")
