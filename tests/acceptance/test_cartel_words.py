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
    assert re.search(r"on top of [A-Z][\w' ]+ #\d+", words), words  # a building by its top and the number drawn on it


def test_congressman_tus_buttons_say_what_leaning_on_someone_does(open_app):
    """Play test 5: "Tu: lean on Vega" had no tooltip, and the button for
    yourself was cut ("Congressman Tu: put one of your own Officials…")."""
    from game.games.cartel.rules.actions import Summon
    from tests.acceptance.conftest import start_game_at

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2,
                  until=lambda st: st.to_act == 0 and st.stage == "action"
                  and any(isinstance(a, Summon) and a.seat != 0 for a in st.legal_actions()))
    lean = person.wait_for_text("Tu: lean on", seconds=10)
    person.move(lean.rect.center)
    person.wait(1.0)
    assert "must put an Official from their hand down" in " ".join(person.screen.all_text().split()), person.screen.texts()[-12:]
    assert not [d for d in person.screen.frame if "Official" in d.text and d.text.rstrip().endswith("…")]
