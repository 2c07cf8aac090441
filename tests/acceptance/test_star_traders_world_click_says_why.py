"""Issue 49 (play test 6, #14): a click on a world the ship cannot reach
gave no feedback.  A click on an unlit world after a roll did explain; the
silent or wrong moments were those where the person is asked something else
(the hand limit's discard at the end of the turn, a card's window, a reply in
another trader's turn): the answer was worked out for a jump ("Roll first…")
or was nothing.  Every such click now says what is asked instead."""
from __future__ import annotations

from tests.acceptance.conftest import start_game_at


def _asked(st) -> bool:
    """The person is asked something that is not a move of the ship (not a
    deal: its dialog covers the galaxy)."""
    p = st.window()
    return (st.stage == "turn" and st.to_act == 0 and (p is not None or st.current != 0)
            and (p is None or p.kind not in ("answer", "draft"))
            and any(type(a).__name__ != "Pass" for a in st.legal_actions()))


def _told_after_click(person, table, n) -> list:
    told = []
    real = table.toasts.explain
    table.toasts.explain = lambda text: (told.append(text), real(text))[1]
    r = table.gview.world_rect(n)
    person.move((r.centerx + 30, r.centery + 30))
    person.click(r.center)
    person.frames(3)
    del table.toasts.explain
    return told


def test_a_world_click_while_something_else_is_asked_says_so(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], _asked, seed=3,
                          options={"version": "family"})
    person.frames(5)
    assert _asked(table.state)
    here = table.state.ships[0]
    far = next(n for n in sorted(table.galaxy.worlds) if n not in here)
    told = _told_after_click(person, table, far)
    assert told, "the click said nothing"
    assert not any(w in told[0] for w in ("Roll first", "jumpline", "roll of", "Your ship")), told
    prompt = table.prompt_text()
    assert prompt in told[0], (told, prompt)
