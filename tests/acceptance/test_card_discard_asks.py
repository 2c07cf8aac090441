"""Issue 49 (play test): in Star Traders one click on a card that cannot be
played now discarded it at once, with Undo greyed.  Now the click asks
first, and "Keep it" (the safe answer, key 1) keeps the card."""
from game.games.star_traders.luck_cards import is_free_discard, uses_card
from tests.acceptance.conftest import start_game_at


def _discard_only_card(st):
    """A card of seat 0's hand that offers nothing but a discard by choice, or None."""
    legal = st.legal_actions()
    for card in st.hands[0]:
        acts = [a for a in legal if uses_card(a, card)]
        if acts and all(is_free_discard(st, a) for a in acts):
            return card
    return None


def _only_a_discard(st) -> bool:
    return st.stage == "turn" and st.to_act == 0 and st.window() is None and _discard_only_card(st) is not None


def test_a_click_on_a_card_that_cannot_be_played_asks_before_discarding(open_app):
    import pygame

    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"}, until=_only_a_discard)
    card = _discard_only_card(table.state)
    person.frames(3)
    hand = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand" and t.key[2] == card]
    assert hand, "the card is not drawn in the hand"
    where = hand[0].rect.center
    person.move(where)
    person.frames(2)
    steps = len(table.match.steps)
    person.click(where)
    person.wait_for_text("cannot be played now", seconds=2)
    assert person.screen.shows("1  Keep it") and len(table.match.steps) == steps
    person.press(pygame.K_1, unicode="1")
    assert not person.screen.shows("cannot be played now") and len(table.match.steps) == steps
    assert card in table.state.hands[0]
    person.move((where[0] + 3, where[1]))
    person.click((where[0] + 3, where[1]))
    person.wait_for_text("cannot be played now", seconds=2)
    person.press(pygame.K_2, unicode="2")
    person.frames(3)
    assert len(table.match.steps) == steps + 1 and card not in table.state.hands[0]
