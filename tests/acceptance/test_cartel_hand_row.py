"""Issue 49: the Cartel hand keeps its row.  A card drawn with the mouse on
the prompt bar goes to the right end of the row, and every card already
held keeps its place and order (the hand is sorted, so the card drawn
belongs in the middle; it used to push the cards after it along).  A hand
of seven shows every card whole beside its title, none over another."""
from collections import Counter

from tests.acceptance.conftest import start_game_at


def row(person) -> list:
    """(card, rect) of each hand card as drawn, left to right."""
    cards = [(t.key[2], tuple(t.rect)) for t in person.app.top.current_targets()
             if isinstance(t.key, tuple) and t.key[0] == "hand" and t.rect is not None]
    return sorted(cards, key=lambda c: c[1][0])


def test_a_card_drawn_with_the_mouse_goes_to_the_end_and_the_others_keep_their_places(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    for seed in range(3, 12):
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed,
                              until=lambda st: st.stage == "action" and st.to_act == 0 and st.actions_left == 2)
        person.move((5, 5), frames=5)  # a fresh table: not a second click on the last one's button
        hand = list(table.view["hand"])
        before = row(person)
        person.click_text("Draw a card")
        person.frames(5)
        new_hand = list(table.view["hand"])
        if len(new_hand) > len(hand) and sorted(new_hand) != hand + [new_hand[-1]]:
            after = row(person)
            assert after[:len(before)] == before, f"held cards moved: {before} -> {after}"
            drawn = Counter(new_hand) - Counter(hand)
            assert after[-1][0] in drawn, f"the card drawn is not at the right end: {after}"
            return
    raise AssertionError("no draw sorted into the middle of the hand in these seeds")


def test_a_hand_of_seven_is_whole_beside_its_title(open_app):
    import pygame

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "cartel", ["human", "normal", "normal"], seed=3,
                  until=lambda st: st.to_act == 0 and len(st.hands[0]) >= 7)
    person.frames(5)
    cards = [pygame.Rect(r) for _, r in row(person)]
    assert len(cards) >= 7, cards
    for a, b in zip(cards, cards[1:]):
        assert not a.colliderect(b), f"cards overlap: {a} {b}"
    title = [d.rect for d in person.screen.frame if d.rect is not None
             and (d.text == "Your hand" or d.text.startswith("Keep 4") or d.text.endswith(" cards"))]
    assert len(title) >= 3, person.screen.texts()
    for t in title:
        assert t.collidelist(cards) == -1, f"a card covers the hand's title {t}: {cards}"
