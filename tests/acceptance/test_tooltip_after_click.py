"""Play test 4: after a click with the pointer still, a new tooltip came up
somewhere else (a world's, once the click changed it), and stayed over the
board.  A still pointer gets no new tooltip after a click; the first move
brings the tooltip of what it rests on."""

from game.games.cartel.rules.actions import Build
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_build_through_hand import builds_on_top
from tests.acceptance.test_cartel_costs import lit


def test_a_still_pointer_gets_no_new_tooltip_after_a_click_until_it_moves(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2, until=builds_on_top)
    person.wait_until(lambda: lit(person, Build, "hand"), seconds=10, why="no Business card to pick up")
    card = lit(person, Build, "hand")[0]
    person.move(card.rect.center)
    person.wait(1.0)
    assert person.screen.shows("Click to pick it up"), person.screen.texts()[-12:]
    person.click(card.rect.center)
    for _ in range(4):  # two seconds, still
        person.wait(0.5)
        assert person.app.tooltips.shown is None, person.screen.texts()[-12:]
        assert not person.screen.shows("Held: click a lit spot")
    person.move((card.rect.centerx + 3, card.rect.centery))
    person.wait(1.0)
    assert person.screen.shows("Held: click a lit spot"), person.screen.texts()[-12:]
