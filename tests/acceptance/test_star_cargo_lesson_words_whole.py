"""Play test 8 (shot043/crop043): in the Star Cargo lesson the Pick up button
"1  Pick up the two, jettison your seven (worth 7)" was drawn shrunk to about
8 px capitals, in a bar with room to spare.  A prompt button's label is drawn
at the bar's size while the row has room for it."""
from game.ui import theme
from tests.acceptance.test_lessons_walked import walk


def test_the_jettison_label_keeps_its_size(open_app):
    person = open_app(bot_pace=0.0)
    seen = []

    def look(screen):
        seen.extend(d for d in screen.find("jettison your") if d.text.lstrip()[:1].isdigit())
        return False

    walk(person, "star-cargo", look)
    assert seen, "the lesson never showed a Pick up button that jettisons cargo"
    small = {(d.text, d.size) for d in seen if d.size < theme.SIZE_SMALL}
    assert not small, f"the Pick up button's words are drawn shrunk: {sorted(small)[:3]}"
