"""Play test 7 (#1): the "Since your last turn" recap grew over all three of
Captain's player panels, the round's EVENT card and the prompt bar, and in
Cartel over the deck's "Pass 1 of 2" counter, with the "?" button drawn on
its words; its last line was cut with "…".  It now takes the game log's
text area: in every game, in a 1280x720 and a 1024x640 window, no other
words are drawn where it is (nothing under it, nothing over it), and its
footer scrolls it to the end of every line."""
import os

import pygame
import pytest

from tests.acceptance.conftest import start_game_at

TITLE = "Since your last turn"
GAMES = {  # game: (players, seed, bot decisions before the person takes over)
    "captain": (3, 2, 70),
    "cartel": (3, 4, 60),
    "star-cartel": (4, 3, 40),
    "star-cargo": (4, 2, 40),
    "star-traders": (4, 2, 60),
}


def _moment(decisions):
    seen = [0]

    def until(st):
        seen[0] += 1
        return seen[0] > decisions and st.to_act == 0 and st.turn_owner() == 0

    return until


def _recap(person):
    """(the recap's drawn texts, the box they are drawn in): its title and
    the run of texts drawn right after it inside the log."""
    frame = person.screen.frame
    heads = [i for i, d in enumerate(frame) if d.text == TITLE and d.rect is not None]
    assert heads, f"no recap drawn: {person.screen.texts()[:40]}"
    log = person.app.top.log_rect
    i = heads[0]
    own = [frame[i]]
    for d in frame[i + 1:]:
        if d.rect is None or not log.contains(d.rect) or d.size != frame[i].size:
            break
        own.append(d)
    box = own[0].rect.unionall([d.rect for d in own[1:]]).inflate(16, 8)
    return own, box


def _check_nothing_meets_it(person, where):
    table = person.app.top
    own, box = _recap(person)
    ids = {id(d) for d in own}
    others = [d.text for d in person.screen.frame if d.rect is not None and id(d) not in ids and box.colliderect(d.rect)]
    assert not others, f"{where}: words drawn where the recap {tuple(box)} is: {others}"
    frame_rects = [pygame.Rect(r) for r in table.panels.rects] + [table.board_rect, table.prompt_rect,
                                                                   table.banner_rect]
    assert box.collidelist(frame_rects) < 0, f"{where}: the recap {tuple(box)} meets the table's frame"
    assert not [d.text for d in own if d.text.endswith("…")], where
    if os.environ.get("R8_SHOTS"):
        person.app.screenshot(os.path.join(os.environ["R8_SHOTS"], f"{where}.png"))
    return own


def _read_to_the_end(person) -> str:
    """Every recap line, the footer clicked until it goes back to the top."""
    read = []
    for _ in range(40):
        own, _box = _recap(person)
        footer = [d for d in own if d.text.startswith(("▼", "▲"))]
        read += [d.text for d in own[2:] if d not in footer]  # past the title and its ×
        if not footer or footer[0].text.startswith("▲"):
            break
        person.click(footer[0].rect.center)
        person.move((4, 4))
    return " ".join(read)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_recap_has_a_place_of_its_own(open_app, game):
    players, seed, decisions = GAMES[game]
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, game, ["human"] + ["normal"] * (players - 1), _moment(decisions), seed=seed)
    person.wait_until(lambda: table.my_turn, seconds=20, why="the person's turn never came")
    person.move((4, 4))
    if not person.screen.find(TITLE):
        person.click_text("Recap")
        person.move((4, 4))
    _check_nothing_meets_it(person, f"{game}-1280x720")
    words = _read_to_the_end(person)
    for row in table.log_panel.summary():
        whole = row.line(table.seat_name(row.seat))
        assert whole[-30:] in words, (whole, words)
    person.app.set_window_size((1024, 640))
    person.frames(3)
    person.move((4, 4))
    assert person.screen.find(TITLE), "the recap closed when the window changed size"
    _check_nothing_meets_it(person, f"{game}-1024x640")
