"""A click on a bot's move in the game log shows why it made it (the popover
of game/scenes/table_parts/bot_reason.py)."""
from __future__ import annotations

import pygame
import pytest

from game.ai import decide, make_bot, why
from game.app import build_match
from game.games import all_rulesets, get_ruleset
from game.scenes import table_scene_class
from tests.ui.conftest import non_blank

GAMES = [r.id for r in all_rulesets()]


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setitem(why.BUDGET, "seconds", None)
    monkeypatch.setitem(why.BUDGET, "iterations", 6)
    monkeypatch.setitem(why.BUDGET, "samples", 2)


def table_after_bots(app, game_id, seats, steps=14, seed=5):
    match = build_match(game_id, seats, seed=seed)
    bot = make_bot(game_id, "normal")
    table = table_scene_class(game_id)(app, match, autoplay=False)
    app.push(table)
    for _ in range(steps):
        table.apply_action(decide(match.state, bot, seed, len(match.steps)))
    table.refresh()
    return table


def line_where(table, accept):
    """The position of the newest log line whose entry `accept`s, or None."""
    log = table.log_panel
    inner = log.inner()
    h = log.line_height()
    for row in range(inner.h // h - 1, -1, -1):
        pos = (inner.x + 60, inner.y + row * h + h // 2)
        entry, _ = log.entry_at(pos)
        if entry is not None and accept(entry):
            return pos, entry
    return None


def bot_move(table, secret: bool):
    """A log line of a bot's own move that kept something from the others
    (`secret`: one of its events told the mover more) or did not."""
    m = table.match

    def accept(entry):
        if not 0 <= entry.step < len(m.steps):
            return False
        seat = m.steps[entry.step].seat
        told = any(seat in e.event.private or seat in e.event.private_data
                   for e in table.log_panel.entries if e.step == entry.step)
        return m.seats[seat].is_bot and entry.event.seat == seat and told == secret

    return line_where(table, accept)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bots_move_in_the_log_opens_its_reason_and_the_move_it_passed_over(app, game_id):
    players = get_ruleset(game_id).min_players
    table = table_after_bots(app, game_id, ["human"] + ["normal"] * (players - 1))
    pos, entry = bot_move(table, secret=False)
    step = table.match.steps[entry.step]
    app.mouse = pos
    assert table.bot_reasons.explains(entry) and non_blank(app.render())  # the cue under the mouse
    table.click(pos)
    reasons = table.bot_reasons
    assert reasons.is_open and reasons.step == entry.step
    reasons.wait()
    text = [t for t, _, _ in reasons.lines()]
    told = table.named(entry.event.text_for(table.viewer))
    assert text[0].startswith(f"Why {table.seat_name(step.seat)}: ")
    assert text[0].split(": ", 1)[1] in told  # the move as the log told it
    assert text[1].startswith("Because ") and len(text[1]) > 12
    if reasons.why.alternative is not None:
        assert text[2].startswith("Passed over: ") and reasons.why.alternative != step.action
    assert table.board_rect.union(table.prompt_rect).contains(reasons.rect())
    assert reasons.rect().right < table.log_panel.rect.x
    assert non_blank(app.render())
    assert table.modal_open
    steps = len(table.match.steps)
    table.click(table.board_rect.center)  # a click elsewhere closes it, and does nothing else
    assert not reasons.is_open and len(table.match.steps) == steps
    table.click(pos)  # asked again: answered from what was worked out
    assert reasons.why is not None
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert not reasons.is_open and app.top is table


def test_a_persons_move_opens_nothing(app):
    table = table_after_bots(app, "star-cargo", ["normal", "human"], steps=3)
    m = table.match
    person = m.steps[1]
    assert not m.seats[person.seat].is_bot
    table.apply_action(m.state.legal_actions()[0])
    found = line_where(table, lambda e: 0 <= e.step < len(m.steps) and not m.seats[m.steps[e.step].seat].is_bot)
    assert found is not None
    table.click(found[0])
    assert not table.bot_reasons.is_open


def test_a_move_that_kept_something_from_the_others_waits_for_the_end(app):
    table = table_after_bots(app, "star-cartel", ["human", "normal", "normal"], steps=60)
    found = bot_move(table, secret=True)
    assert found is not None
    table.click(found[0])
    reasons = table.bot_reasons
    reasons.wait()
    assert reasons.is_open and reasons.why is None
    assert "when the game is over" in reasons.lines()[1][0]


def test_a_click_on_a_log_line_hands_over_its_entry_and_the_lines_rect():
    from game.rules.core import Event
    from game.scenes.table_parts.log_panel import GameLog
    from tests.ui.stub_context import StubContext

    pygame.font.init()
    got = []
    log = GameLog(StubContext(), seat_for=lambda e: 0, on_line=lambda entry, rect: got.append((entry, rect)) or True)
    log.place(pygame.Rect(1486, 500, 414, 300))
    long = "a line long enough to wrap over two lines of the narrow log panel, or even three of them"
    log.append_events(0, [Event("say", f"line {i}" if i != 37 else long, 0) for i in range(40)])
    inner, h = log.inner(), log.line_height()
    rows = inner.h // h
    assert log.click((inner.x + 30, inner.y + (rows - 1) * h + 2))  # the newest line
    assert got[-1][0].event.text == "line 39" and got[-1][1].collidepoint(inner.x + 30, inner.y + (rows - 1) * h + 2)
    wrapped = log.wrapped()
    first_of_long = next(i for i, (_, text, first, *_) in enumerate(wrapped) if text.startswith("a line"))
    row = first_of_long + 1 - (len(wrapped) - rows)  # the long entry's second line
    assert log.click((inner.x + 30, inner.y + row * h + 2)) and got[-1][0].event.text == long
    log.scroll = 3  # scrolled up: the rows show older lines, the footer takes one
    inner = log.inner()
    shown = wrapped[len(wrapped) - 3 - inner.h // h:len(wrapped) - 3]
    for row in (0, len(shown) - 1):
        assert log.click((inner.x + 30, inner.y + row * h + 2)) and shown[row][1] in got[-1][0].event.text
    clicks = len(got)
    log.click((log.rect.x + 20, log.rect.y + 10))  # the title is not a line
    assert len(got) == clicks


def test_captain_words_a_move_passed_over_in_the_position_it_was_passed_over_in(app):
    """Play test 5a: "Passed over: Buy Weapons 3 (20 res)" was worded from the
    live table, a level and a price the bot never faced."""
    from game.games.captain.rules import actions as A

    table = table_after_bots(app, "captain", ["human", "normal", "normal"], steps=0)
    then = table.state.clone()
    seat = then.to_act
    table.state.players[seat].shields = 3  # the live table has moved on
    assert table.action_label_in(then, A.Upgrade("shields")).startswith("Buy Shields 2 (")
    assert table.action_label(A.Upgrade("shields")).startswith("Buy Shields 4 (")
