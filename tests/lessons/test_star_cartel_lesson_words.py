"""Issue 49 item 6 (play test 7, shot012): the Star Cartel lesson said
"Medicine was Rigel's largest set" while crystals were as large (2 each;
Rigel's delivery was food 1, flora 1, medicine 2, crystals 2 with seed 21).
The coach names a tie as a tie."""
from game.lesson import load_lesson


def test_the_coach_names_rigels_tied_sets_as_ties():
    step = next(s for s in load_lesson("star-cartel").steps if s.id == "fill")
    text = " ".join(step.text.split())
    assert "Medicine and crystals tied as Rigel's largest" in text, text
    assert "Food and flora tied as the smallest" in text, text
