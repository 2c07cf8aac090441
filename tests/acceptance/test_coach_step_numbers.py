"""Play test 7 (Captain lesson): "step 24 of 29" was shown twice with
different words (shot071/072), first over "Watch Rigel move first", then
over the step's own words: a step's number goes with its words only."""
from tests.acceptance.test_lessons_walked import walk


def test_each_step_number_heads_one_text(open_app):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    seen: dict = {}

    def look(screen):
        texts = screen.coach_texts
        if texts and "step " in texts[0]:
            body = " ".join(t for t in texts[1:] if "Leave" not in t and "Coach off" not in t and "Next" not in t)
            seen.setdefault(texts[0], set()).add(body)
        return False

    walk(person, "captain", look)
    assert len(seen) > 20, sorted(seen)
    twice = {head: bodies for head, bodies in seen.items() if len(bodies) > 1}
    assert not twice, "\n".join(f"{h}: {sorted(b)}" for h, b in twice.items())
