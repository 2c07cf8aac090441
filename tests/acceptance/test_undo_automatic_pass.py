"""Play test 2: Undo looked usable while the bots played, yet the last move
of the person's was a pass the table made for them (nothing to play).
Taken back, the same pass followed at once: Undo seemed to do nothing.
Now Undo offers nothing there and says why when clicked."""
from game.rules.pending import PASS
from tests.acceptance.conftest import start_game_at


def only_pass_then_a_bot(state) -> bool:
    if state.to_act != 0 or state.window() is None or state.legal_actions() != [PASS]:
        return False
    after = state.clone()
    after.apply(PASS)
    return after.to_act not in (None, 0) and after.window() is None  # a bot's turn, paced


def test_undo_after_a_pass_made_for_the_person_takes_nothing_and_says_why(open_app):
    person = open_app(bot_pace=3.0, animation_speed=0.0)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"}, until=only_pass_then_a_bot)
    person.wait_until(lambda: table.match.steps[-1].seat == 0 and table.match.steps[-1].action == PASS,
                      seconds=5, why="no pass was made for the person")
    steps = len(table.match.steps)
    person.click_text("Undo")
    person.frames(3)
    assert person.screen.shows("a pass made for you"), [t for t in person.screen.texts() if len(t) > 12]
    assert len(table.match.steps) >= steps
