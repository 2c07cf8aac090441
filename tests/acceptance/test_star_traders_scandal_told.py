"""Play test 9 (shot212-214): the Scandal card's tooltip offered "Play
Scandal on Vega" while Vega was at the minimum Prestige; the play was
wasted ("Vega has no Prestige to lose").  Each target the card's tooltip
lists says what the play would really do now."""
from game.games.star_traders.luck_cards import luck
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_long_menu_inside_window import _person_turn


def test_a_scandal_on_a_trader_at_the_minimum_says_it_does_nothing_before_the_click(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    # Imperial, seed 8: the person's first turn, a Scandal in hand, every trader at the minimum Prestige
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=8,
                          options={"version": "imperial"}, until=_person_turn)
    card = next(c for c in table.state.hands[0] if luck(c).kind == "scandal")
    hand = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand" and t.key[2] == card]
    assert hand, "the Scandal is not drawn in the hand"
    assert "Scandal on Vega (now: Vega has no Prestige to lose" in hand[0].tooltip, hand[0].tooltip
