"""Play test 5a: the "why did the bot do that" popover, opened on a bot's
line while that bot kept moving, stayed at the log's bottom row as new lines
scrolled in (its arrow on another line) and changed its words with the live
position ("Buy Shields 3", then "Buy Shields 4 (40 res)" with 21 res); it
stayed open into the person's turn over the "?" and took the prompt bar's
number keys away."""
from __future__ import annotations

import pytest

from tests.acceptance.conftest import start_game_at


def _captain(person, until):
    return start_game_at(person, "captain", ["human", "easy", "easy"], until, seed=2)


def _popover_titles(person) -> list[str]:
    return [d.text for d in person.screen.find("Why Rigel")]


def test_the_popover_keeps_to_the_move_clicked_while_the_bot_plays_on(person):
    table = _captain(person, lambda st: st.to_act == 2 and st.round >= 4)
    line = person.wait_for_text("Rigel fortifies the settlement in", seconds=30)
    person.click(line.rect.center)
    person.wait_for_text("Why Rigel", seconds=2)
    titles, pointed, steps = set(), 0, len(table.match.steps)
    while not table.my_turn:
        person.frames(1)
        shown = _popover_titles(person)
        if not shown:
            continue
        titles.update(shown)
        drawn = person.screen.find("Rigel fortifies the settlement in")
        assert drawn, "the popover is open but the line it explains has scrolled out of the log"
        anchor = table.bot_reasons.anchor  # the log line its arrow points at
        assert anchor.collidepoint(drawn[0].rect.center), (tuple(anchor), tuple(drawn[0].rect))
        pointed += len(table.match.steps) > steps  # a later move came in and the arrow still points right
    assert pointed, "no later move came in while the popover was open"
    assert len(titles) == 1, titles  # its words never changed
    title = titles.pop()
    assert "fortifies the settlement in" in title, title  # the move clicked, as the log told it


@pytest.mark.slow  # bots play on to the person's next turn; the popover's two other tests stay fast
def test_the_popover_closes_when_the_persons_turn_begins(person):
    table = _captain(person, lambda st: st.to_act == 2 and st.round >= 4)
    person.click_text("▲ Bigger")  # room for every line of Rigel's turn and the person's
    line = person.wait_for_text("Rigel fortifies the settlement in", seconds=30)
    person.click(line.rect.center)
    person.wait_for_text("Why Rigel", seconds=2)
    person.wait_until(lambda: table.my_turn, seconds=60, why="the person's turn never came")
    person.frames(3)
    assert not _popover_titles(person), person.screen.texts()
    if person.screen.find("Since your last turn"):  # the recap took the log's place as the turn began
        person.click_text("Full log")
        person.frames(3)
    assert person.screen.find("Rigel fortifies the settlement in")  # still in the log


def test_the_prompt_keeps_its_keys_while_the_popover_is_open(person):
    table = _captain(person, lambda st: st.to_act == 0 and st.round >= 4)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")  # dismissed
    line = person.wait_for_text("Rigel moves to inner Oriel Gap", seconds=5)
    person.click(line.rect.center)
    person.wait_for_text("Why Rigel", seconds=2)
    person.wait(0.5)
    assert person.screen.find("0  End turn"), [d.text for d in person.screen.frame if "End turn" in d.text]
    fortify = person.screen.find("3  Fortify")  # Fortify's place among the main actions
    assert fortify, person.screen.texts()
    resources = table.state.players[0].resources
    person.press(ord("3"), "3")
    person.wait_until(lambda: table.state.players[0].resources < resources, seconds=5,
                      why="key 3 did not take the Fortify its button shows")
