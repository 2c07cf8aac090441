"""Issue 49 (play test 5b item 4): the "Since your last turn" recap cut a
bot's move with "…" ("Vega's Agent in…" hid that Vega's Agents were
trashed), even after "Bigger".  The recap is the one place that explains the
bots: every line reads whole, scrolled on in the log's place by its footer
(play test 7: grown over the panels it hid them)."""
from tests.acceptance.conftest import start_game_at


def _recap_texts(person):
    head = person.screen.find("Since your last turn")
    assert head, "no recap shown"
    top = head[0].rect
    return [d for d in person.screen.frame
            if d.rect is not None and d.rect.y > top.y and abs(d.rect.x - top.x) < 60 and d.size == head[0].size]


def test_every_recap_line_reads_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "cartel", ["human", "normal", "normal"],
                  lambda st: st.turns >= 16 and st.to_act == 0 and st.stage == "action", seed=4)
    table = person.app.top
    person.wait_until(lambda: table.my_turn and person.screen.find("Since your last turn"), seconds=20,
                      why="the recap did not open at the person's turn")
    lines = _recap_texts(person)
    assert len(lines) > 8, [d.text for d in lines]  # the log's whole room
    read = []
    while True:  # its footer scrolls on to the end of every line
        assert not [d.text for d in lines if d.text.endswith("…")], [d.text for d in lines]
        read += [d.text for d in lines if not d.text.startswith(("▼", "▲"))]
        more = [d for d in lines if d.text.startswith("▼")]
        if not more:
            break
        person.click(more[0].rect.center)
        lines = _recap_texts(person)
    words = " ".join(read)
    assert "Vega:" in words and "Rigel:" in words, words
    # a click on it (over the player panels) closes it, and the log's buttons come back
    person.click(lines[0].rect.center)
    person.wait_until(lambda: not person.screen.find("Since your last turn"), seconds=2)
    assert person.screen.find("Recap"), person.screen.texts()
