"""Play test 8 (shot033/035/041/044): in the Star Cargo lesson, while the
bots moved, the prompt bar kept the person's "…or click a highlighted planet
to fly there": words for a choice that was not theirs."""
from tests.acceptance.test_lessons_walked import walk


def test_no_planet_hint_while_a_bot_moves(open_app):
    person = open_app(bot_pace=0.3)
    stale, bots_seen = [], []

    def look(screen):
        if any(t in ("Vega's turn", "Rigel's turn") for t in screen.texts()):
            bots_seen.append(1)
            if any("highlighted planet" in t for t in screen.texts()):
                stale.append([t for t in screen.texts() if "turn" in t or "moves" in t][:3])
        return False

    walk(person, "star-cargo", look)
    assert bots_seen, "the lesson never showed a bot's turn"
    assert not stale, f"the person's planet hint shows in a bot's turn: {stale[:3]}"
