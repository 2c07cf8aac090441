"""Issue 49 (play test 6 item 8): with 8 to 10 cards the Cartel hand shrank
its cards until their titles were cut ("Busi…", "ShelfC…") at about 8 px.
A hand too long for one row of whole cards takes two rows of shorter ones:
every title reads whole at the text floor or above, no card lies on
another, and the tray's title column stays clear."""
import pygame

from game.games.cartel import texts as T
from game.ui import theme
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_hand_row import row


def _card_words(person) -> list:
    """The texts drawn into pictures in the next frame, every cached picture
    (the card faces among them) made afresh."""
    person.app.assets._generated.clear()
    person.move((person.pointer[0] + 1, person.pointer[1]))
    return [d for d in person.screen.frame if d.rect is None]


def at_a_hand_of_nine(person):
    """A Cartel game (seed 9) at the person's turn with 9 cards in hand and 2
    actions left, "Draw a card" on screen; returns the table."""
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=9,
                          until=lambda st: st.to_act == 0 and st.stage == "action" and len(st.hands[0]) >= 9
                          and st.actions_left == 2)
    person.wait_until(lambda: table.my_turn and person.screen.find("Draw a card"), seconds=10)
    return table


def test_every_title_of_a_hand_of_ten_and_eleven_reads_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = at_a_hand_of_nine(person)
    for want in (10, 11):
        person.click_text("Draw a card")
        person.wait_until(lambda: len(table.view["hand"]) == want, seconds=5, why="no card drawn")
        person.move((table.board_rect.centerx, table.board_rect.y + 5), frames=5)  # off the hand: the rows close up
        words = _card_words(person)
        cut = [d for d in words if d.text.endswith("…") or d.size < theme.SIZE_MIN]
        assert not cut, cut
        said = " ".join(d.text for d in words).split()
        for kind in table.view["hand"]:
            assert all(w in said for w in T.name(kind).split()), (T.name(kind), said)
        cards = [pygame.Rect(r) for _, r in row(person)]
        assert len(cards) == want, cards
        for i, a in enumerate(cards):
            assert a.collidelist(cards[i + 1:]) == -1, f"cards overlap: {a} {cards}"
        title = [d.rect for d in person.screen.frame if d.rect is not None
                 and (d.text == "Your hand" or d.text.startswith("Keep 4") or d.text.endswith(" cards"))]
        assert len(title) >= 3, person.screen.texts()
        for t in title:
            assert t.collidelist(cards) == -1, f"a card covers the hand's title {t}: {cards}"
