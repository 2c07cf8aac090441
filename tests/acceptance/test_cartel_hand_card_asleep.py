"""Play test 6 (#5): when the Cartel hand closes up at a new turn, a card
that lands under the still pointer is asleep: not lifted, and a click there
does nothing until the pointer moves."""
import pygame

from tests.acceptance.conftest import start_game_at


def _raw_under(table, pos):
    hand = list(table.view.get("hand") or [])
    rects = table.hand_tray.card_rects(hand)
    hit = [i for i, r in enumerate(rects) if r.collidepoint(pos)]
    return hand[hit[-1]] if hit else None


def test_a_card_that_lands_under_a_still_pointer_waits_for_it_to_move(open_app):
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
        now = _raw_under(table, spot)
        if now is None or now == before:
            continue
        assert table.hand_tray.hand_view.hovered is None, (before, now)
        steps = len(table.match.actions)
        person.click(spot)
        person.frames(3)
        assert table.holding.held is None and len(table.match.actions) == steps, "the sleeping card took the click"
        person.move((spot[0] + 3, spot[1]), frames=3)
        assert table.hand_tray.hand_view.hovered is not None, "the card never woke"
        return
    raise AssertionError("no seed closed the row up under the pointer")
