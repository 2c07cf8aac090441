"""Play test 7 (#1, shot144): the person closed the "Since your last turn"
recap, moved, took the move back with Undo, and the recap opened again.
Closed is closed for that turn, an undo back into it included."""
from game.games.captain.rules.actions import Move
from tests.acceptance.conftest import start_game_at

TITLE = "Since your last turn"


def test_undo_does_not_bring_a_closed_recap_back(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 0 and (st.round_number() or 0) >= 4)
    person.wait_until(lambda: table.my_turn and person.screen.find(TITLE), seconds=20,
                      why="the recap did not open at the person's turn")
    person.click_text(TITLE)  # a click on it closes it
    person.move((4, 4))
    assert not person.screen.find(TITLE)
    move = next(t for t in table.current_targets() if isinstance(t.one_click, Move) and t.rect is not None)
    steps = len(table.match.steps)
    person.click(move.rect.center)
    person.wait_until(lambda: len(table.match.steps) == steps + 1 and table.my_turn, seconds=5,
                      why="the move was not taken")
    person.click_text("Undo")
    person.wait_until(lambda: len(table.match.steps) == steps, seconds=5, why="the move was not taken back")
    person.move((4, 4), frames=4)
    assert not person.screen.find(TITLE), "the closed recap came back with the undo"
    assert person.screen.find("Recap")  # and its button opens it again
