"""Who starts, and why: the log says who was drawn to start, and the setup
screen says the start player is drawn at random (issue 13, item 12)."""
from __future__ import annotations

from game.app import build_match
from game.games.star_cartel.rules import RULESET, Load
from game.games.star_cartel.rules.state import who
from game.games.star_cartel.table import StarCartelTable
from game.scenes.setup import SetupScene
from game.ui import draw


def test_the_start_player_draw_is_an_event_of_setup():
    for seed in range(6):
        s = RULESET.new_game(4, {}, seed)
        first = s.setup_events[0]
        assert first.kind == "start_player" and first.seat == s.current
        assert first.text == f"{who(s.current)} was drawn at random to start."
        assert [e.kind for e in s.setup_events][1] == "turn"
        c = s.clone()
        assert c.setup_events == s.setup_events and c.fingerprint() == s.fingerprint()


def _log_texts(table):
    return [table.named(e.event.text) for e in table.log]


def test_the_log_opens_with_who_was_drawn_to_start(app):
    m = build_match("star-cartel", ["human", "normal", "normal"], seed=2)  # the person is drawn
    table = StarCartelTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    start = m.state.current
    name = m.seats[start].name
    assert _log_texts(table)[0] == f"{name} was drawn at random to start."
    assert _log_texts(table)[1].startswith(name)
    # a person's step and its undo keep the line once, on top
    assert start == 0 and table.my_turn
    assert table.take(next(a for a in table.legal if isinstance(a, Load)))
    assert table.undo() and not m.steps
    texts = _log_texts(table)
    assert texts.count(f"{name} was drawn at random to start.") == 1 and texts[0].endswith("to start.")
    # a table opened on a match already under way (a loaded save) has it too
    again = StarCartelTable(app, m, viewer=0, autoplay=False)
    assert _log_texts(again)[0] == f"{name} was drawn at random to start."


def test_setup_screen_says_the_start_player_is_drawn(app, monkeypatch):
    drawn = []
    real = draw.text_fit

    def spy(surface, s, *a, **k):
        drawn.append(s)
        return real(surface, s, *a, **k)

    monkeypatch.setattr(draw, "text_fit", spy)
    monkeypatch.setattr(draw, "text_block_fit", spy)
    scene = SetupScene(app, "star-cartel")
    app.push(scene)
    app.render()
    assert RULESET.setup_note in drawn
    assert "random" in RULESET.setup_note
