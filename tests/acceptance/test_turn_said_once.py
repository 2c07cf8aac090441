"""Play test 6 (#10): the banner said "Rigel's turn" and the prompt bar
"Rigel moves…" while the person's own panel already said "to act": the
banner waits for the bot's last move to land before it says "Your turn",
the panels did not.  In no frame do the banner and the panels name two
different seats as the one playing."""
import re

from tests.acceptance.test_lessons_walked import _start_lesson, advance_until, every_frame


def test_the_panels_name_the_seat_the_banner_names(open_app):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    _start_lesson(person, "star-cartel")
    clashes, landings = [], []

    def look() -> bool:
        texts = person.screen.texts()
        banner = [t for t in texts if re.fullmatch(r"\w+'s turn", t)]
        if banner and any(t.strip() == "to act" for t in texts):
            clashes.append(banner[0])
        if banner and any("Watch" in t for t in person.screen.coach_texts):
            landings.append(banner[0])
        return "step 13 of" in " ".join(person.screen.coach_texts)

    with every_frame(person):
        advance_until(person, look, seconds=120, why="step 13 never came")
    assert landings  # a bot's move was landing while the person's turn had come
    assert not clashes, f"{len(clashes)} frames: the banner said {clashes[0]!r} and a panel 'to act'"
