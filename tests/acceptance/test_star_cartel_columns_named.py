"""Issue 49 item 3 (play test 7, shot008): the hub's column numbers 1-4,
gold digits on brass tabs, read as key caps; key 2 then said "No button
shows 2 now".  The tabs name their columns in words, as the prompt does."""
import re

from tests.acceptance.conftest import start_game


def test_the_hubs_columns_are_named_in_words_not_bare_digits(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "star-cartel", ["human", "normal", "normal"], seed=5)
    person.frames(3)
    named = sorted({d.text for d in person.screen.frame if re.fullmatch(r"column \d", d.text)})
    assert named == [f"column {c}" for c in range(1, 5)], named
