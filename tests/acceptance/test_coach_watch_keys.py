"""Play test 6 #11: while the coach said "Watch Rigel move first", its Leave
and Coach off showed no number keys, though 8 and 9 are theirs in every
other step: the panel, gliding off the bots' moves, hid them while it moved.
A key cannot miss a moving button, so a glide keeps them."""
from tests.acceptance.test_lessons_walked import walk


def test_leave_and_coach_off_keep_their_keys_while_the_bots_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    watching = []

    def look(screen):
        if any(t.startswith("Watch ") for t in screen.coach_texts):
            watching.append(tuple(t for t in screen.coach_texts if "Leave" in t or "Coach off" in t))
        return False

    walk(person, "star-cartel", look)
    assert watching, "the lesson never asked to watch a bot"
    assert all(labels == ("8  Leave", "9  Coach off") for labels in watching), sorted(set(watching))
