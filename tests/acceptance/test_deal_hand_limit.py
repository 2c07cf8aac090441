"""Issue 49 item 10: a deal that would leave the person over the hand a turn
may end with says so in the deal dialog before they propose or accept it."""
from game.games.star_traders.rules.versions import HAND_KEEP
from tests.acceptance.conftest import open_deal_with_partner, start_game_at


def _two_cards_each(st):
    return (st.stage == "turn" and st.to_act == 0 and st.window() is None
            and len(st.hands[0]) == HAND_KEEP and all(st.hands[s] for s in (1, 2)))


def test_a_card_past_the_hand_limit_is_warned_before_proposing(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=_two_cards_each)
    open_deal_with_partner(person)
    assert not person.screen.shows("may end a turn with only")
    person.click_text("+ a card (at random)")  # the partner's cards are hidden: one at random
    warning = person.wait_for_text("may end a turn with only 2", seconds=2)
    assert "would hold 3 luck cards" in warning.text and "play or discard 1" in warning.text, warning.text
