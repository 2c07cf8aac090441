"""Issue 49 (play test 5b item 3): the Cartel Hint panel lay on the building
it told the person to move to (the corner was chosen by the first click
only, the Agent's pick-up), its first choice was always cut ("…building
with…") and its Why line was small."""
from game.ai.hint import Hint
from game.games.cartel.rules.actions import Draw, Move
from tests.acceptance.conftest import start_game_at


def test_the_hint_keeps_off_a_moves_destination_and_reads_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"],
                          lambda st: st.turns >= 14 and st.to_act == 0 and st.stage == "action"
                          and sum(isinstance(a, Move) for a in st.legal_actions()) >= 2, seed=4)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    city = table.board_view.city()
    moves = sorted((a for a in table.legal if isinstance(a, Move)), key=lambda a: -len(table.action_label(a)))
    draw = next(a for a in table.legal if isinstance(a, Draw))
    checked = 0
    for move in moves:
        table.hints.show(Hint([(move, 0.6), (draw, 0.3), (moves[-1], 0.1)],
                              reason="an Agent into the building with the most floors: it falls to you, +3 points"))
        panel = table.hints.panel_rect()
        person.move(panel.center)  # a new frame is drawn when something moved
        src = table.board_view.city_view.shape(city, (move.x, move.y))
        dst = table.board_view.city_view.shape(city, (move.tx, move.ty))
        b = table.board_rect
        corners = [panel.move(x - panel.x, y - panel.y) for x in (b.x + 16, b.right - panel.w - 16)
                   for y in (b.y + 16, b.bottom - panel.h - 16)]
        if any(not c.colliderect(src) and not c.colliderect(dst) for c in corners):
            assert not panel.colliderect(dst) and not panel.colliderect(src), (move, tuple(panel), tuple(dst))
            checked += 1
        first = [d for d in person.screen.frame if d.text.startswith("1. ")]
        assert first and not any(d.text.endswith("…") for d in first), [d.text for d in first]
        why = person.screen.find("Why: ")
        assert why and why[0].size >= 23, why  # theme.SIZE_SMALL, like the choices
    assert checked, "no move whose places a corner leaves free"
