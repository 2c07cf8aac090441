"""Issue 49 item 23: a right-click on a target whose tooltip says "Click to
choose…" (or pick up) does what a left click does, not nothing."""
from game.games.cartel.rules.actions import PlaceFirst
from tests.acceptance.conftest import start_game


def test_a_right_click_on_a_hand_card_picks_it_up_like_a_left_click(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "cartel", ["human", "normal"], seed=3)
    table = person.app.top
    person.wait_until(lambda: any(isinstance(t.key, tuple) and t.key[0] == "hand" and t.clickable
                                  for t in table.current_targets()), seconds=10)
    card = next(t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand"
                and t.clickable and any(isinstance(a, PlaceFirst) for a in t.actions))
    person.click(card.rect.center, button=3)
    person.wait_for_text("Put back", seconds=2)
