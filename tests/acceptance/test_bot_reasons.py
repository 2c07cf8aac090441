"""Issue 49 item 1: a click on a bot's move in the log is answered."""
from tests.acceptance.conftest import start_game


def test_a_bots_move_clicked_in_the_log_is_explained(person):
    start_game(person, "cartel", ["normal", "human"], seed=3)
    line = person.wait_for_text("Vega opens", seconds=10)
    person.click(line.rect.center)
    person.wait_for_text("Thinking it over", seconds=2)
    person.wait_until(lambda: not person.screen.shows("Thinking it over"), seconds=60,
                      why="the explanation never came")
    assert person.screen.shows("Vega"), person.screen.texts()
    assert not person.screen.shows("could not be worked out"), person.screen.texts()
