"""Play test 6 (#5) and play test 7 (#8): the Cartel hand closed up at a new
turn under a still pointer, so another card came under it (it was then kept
asleep until the pointer moved).  Now the row closes up only with the
pointer off the hand: a pointer resting on a card through the bots' turns
finds the same card under it when the person's next turn begins."""
import pygame

from tests.acceptance.conftest import start_game_at


def _raw_under(table, pos):
    hand = list(table.view.get("hand") or [])
    rects = table.hand_tray.card_rects(hand)
    hit = [i for i, r in enumerate(rects) if r.collidepoint(pos)]
    return hand[hit[-1]] if hit else None


def test_the_card_under_a_still_pointer_is_the_same_when_the_next_turn_begins(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    for seed in range(3, 20):
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed,
                              until=lambda st: st.stage == "action" and st.to_act == 0 and st.actions_left == 1
                              and 2 <= len(st.hands[0]) <= 3)
        if person.screen.find("Since your last turn"):
            person.click_text("Since your last turn")
        hand = list(table.view["hand"])
        spot = table.hand_tray.card_rects(hand)[1].center
        person.move(spot, frames=3)
        before = _raw_under(table, spot)
        draw = next(b for b in table.prompt_buttons() if b.label.endswith("Draw a card"))
        key = draw.label.split()[0]
        turn = table.view["round"]
        person.press(pygame.key.key_code(key), unicode=key)
        person.wait_until(lambda: table.my_turn and table.view["round"] != turn and table.view["stage"] == "action",
                          seconds=60, why="the person's next turn never came")
        person.frames(3)
        now = list(table.view["hand"])
        closed = table.hand_tray.hand_view.rects(len(now))  # the sorted hand, closed up
        if before not in now or next((now[i] for i in reversed(range(len(now))) if closed[i].collidepoint(spot)),
                                     None) == before:
            continue  # the card was taken, or the sorted row has it under the pointer anyway
        assert _raw_under(table, spot) == before, (before, _raw_under(table, spot), table.view["hand"])
        assert table.hand_tray.hand_view.hovered is not None, "the card under the pointer is not lifted"
        steps = len(table.match.steps)
        person.click(spot)
        person.frames(3)
        assert table.holding.card() == before or len(table.match.steps) > steps, "the card took no click"
        return
    raise AssertionError("no seed kept the card through the bots' turns")
