"""Play test 8 (shot037): in the Star Cargo lesson, Rusk was lit in the bank
(the board dimmed around it) while the banner still said "Rigel's turn" and
the bar "Rigel moves…", before the coach asked for it.  Nothing is lit for
the person while another seat's turn shows."""
from tests.acceptance.test_lessons_walked import walk


def test_nothing_lit_while_a_bot_turn_shows(open_app):
    person = open_app(bot_pace=0.3)
    early, bots_seen = [], []

    def look(screen):
        texts = screen.texts()
        if any(t in ("Vega's turn", "Rigel's turn") for t in texts) or any(t.endswith("moves…") for t in texts):
            bots_seen.append(1)
            if screen.lit:
                early.append(([t for t in texts if "turn" in t or "moves" in t][:2], screen.lit[:2]))
        return False

    walk(person, "star-cargo", look)
    assert bots_seen, "the lesson never showed a bot's turn"
    assert not early, f"something is lit for the person in a bot's turn: {early[:3]}"
