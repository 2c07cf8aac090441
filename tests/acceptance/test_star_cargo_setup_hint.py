"""Play test 8 (shot028-030): at the Star Cargo lesson's start the prompt bar
said "Click a highlighted spot on the board" while the choice (a starting
planet) is in the bank's list in the middle of the board.  The bar names the
list by the title drawn over it."""
from tests.acceptance.test_lessons_walked import _start_lesson


def test_the_setup_hint_names_the_bank_list(open_app):
    person = open_app(bot_pace=0.0)
    _start_lesson(person, "star-cargo")
    person.wait_for_text("Choose a planet", seconds=10)
    screen = person.screen
    assert not screen.shows("highlighted spot on the board"), "the hint sends the person to a spot on the board"
    title = screen.find("Uncharted planets")
    hint = [d for d in screen.find("Click") if d.rect is not None and d.rect.y > title[0].rect.bottom] if title else []
    assert title and any("Uncharted planets" in d.text for d in hint), (
        f"no hint names the list titled 'Uncharted planets': {screen.texts()[:30]}")
