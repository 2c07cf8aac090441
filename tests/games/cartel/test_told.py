"""Log lines written when first read (told.Told) say what they would have
said at once: read at the end of a game, they match the same game's lines
read as they came."""
import dataclasses
import random

from game.games.cartel.rules import RULESET


def _play(seed: int, read_now: bool) -> list:
    rng = random.Random(seed)
    s = RULESET.new_game(3, {}, seed)
    out = []
    while not s.is_over:
        events = s.apply(rng.choice(s.legal_actions()))
        out += [e.text for e in events] if read_now else events
    return out if read_now else [e.text for e in out]


def test_lines_read_late_match_lines_read_at_once():
    now, late = _play(6, True), _play(6, False)
    assert now == late
    assert any(" moves " in t for t in now) and any(" builds " in t for t in now)


def test_a_told_line_can_be_replaced_like_any_event():
    rng = random.Random(2)
    s = RULESET.new_game(2, {}, 2)
    events = []
    while len(events) < 20:
        events += s.apply(rng.choice(s.legal_actions()))
    e = events[-1]
    assert dataclasses.replace(e, text="said").text == "said"
    assert dataclasses.replace(e, private={}).text == e.text


def test_a_draw_line_tells_the_drawer_its_cards_when_read_late():
    rng = random.Random(3)
    s = RULESET.new_game(2, {}, 3)
    draws = []
    while not s.is_over and len(draws) < 5:
        draws += [e for e in s.apply(rng.choice(s.legal_actions())) if e.kind == "draw"]
    assert draws
    for e in draws:
        (seat, line), = e.private.items()
        assert e.seat == seat and line.startswith(f"Player {seat + 1} draws ")
        assert e.text_for(seat) == line and e.text_for(1 - seat) == e.text
        assert " card" in e.text and line != e.text
