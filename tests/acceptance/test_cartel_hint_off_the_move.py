"""Issue 49 (play test 6 item 12): the Cartel Hint panel lay on the building
it told the person to move to, and after the click on the Agent's building
moved onto the other one, when the city in the middle left no corner free of
both.  Wherever the board leaves room beside the city, the panel takes it."""
import pytest

from game.ai.hint import Hint
from game.games.cartel.rules.actions import Draw, Move
from tests.acceptance.conftest import start_game_at


def _drawn_panel(person):
    """The rect of the hint's words as drawn: its title, choices and why, or
    the one line it keeps to once the move is under way."""
    import pygame

    words = [d.rect for d in person.screen.frame if d.rect is not None and (
        d.text.startswith(("Hint: ", "Why: ", "est. win", "show ▴")) or d.text[:3] in ("1. ", "2. ", "3. "))]
    assert words, "the hint panel is not drawn"
    return words[0].unionall(words[1:]) if len(words) > 1 else pygame.Rect(words[0])


@pytest.mark.parametrize("seed,turns", [(3, 12), pytest.param(5, 20, marks=pytest.mark.slow)])
def test_the_hint_keeps_off_both_ends_of_a_move_before_and_after_the_first_click(open_app, seed, turns):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"],
                          lambda st: st.turns >= turns and st.to_act == 0 and st.stage == "action"
                          and sum(isinstance(a, Move) for a in st.legal_actions()) >= 2, seed=seed)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    city = table.board_view.city()
    moves = [a for a in table.legal if isinstance(a, Move)]
    draw = next(a for a in table.legal if isinstance(a, Draw))
    for move in moves:
        src = table.board_view.city_view.shape(city, (move.x, move.y))
        dst = table.board_view.city_view.shape(city, (move.tx, move.ty))
        table.hints.show(Hint([(move, 0.5), (moves[0], 0.3), (draw, 0.2)],
                              reason="2 Agents into Anniewares #2: it falls to you; Rigel loses it; "
                                     "a rival's Agent there can then be trashed"))
        person.move((table.board_rect.x + 4, table.board_rect.y + 4))
        panel = _drawn_panel(person)
        assert not panel.colliderect(dst) and not panel.colliderect(src), (move, tuple(panel), tuple(src), tuple(dst))
        first = [d.text for d in person.screen.frame if d.text.startswith("1. ")]
        assert first and not any(t.endswith("…") for t in first), first
        person.click(src.center)  # the Agent's building: the hint now lights its destination
        person.wait_until(lambda: table.holding.held is not None, seconds=2, why="the Agents were not picked up")
        panel = _drawn_panel(person)
        assert not panel.colliderect(dst) and not panel.colliderect(src), (move, tuple(panel), tuple(src), tuple(dst))
        person.press(27)  # Esc puts them back
        person.wait_until(lambda: table.holding.held is None, seconds=2, why="Esc did not put the Agents back")
