"""Issue 49 item 15: Cartel speaks of streets and buildings, never of grid
coordinates, in what a person reads at the table."""
import re

from tests.acceptance.conftest import start_game

COORDS = re.compile(r"\(-?\d+, ?-?\d+\)")


def test_the_log_names_places_not_coordinates(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "cartel", ["normal", "normal", "normal"], seed=3)
    person.wait_until(lambda: " builds " in " ".join(person.screen.texts()), seconds=60, why="the bots never built")
    words = " ".join(person.screen.texts())  # a log line may wrap anywhere
    assert not COORDS.search(words), words
    assert " building" in words
