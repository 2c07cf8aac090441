"""Play test 7 (Captain of the Stars): the Hint's "3. Move here (1 action)"
did not say where (shot103); each move it lists names its hex, as the log does."""
from __future__ import annotations

from tests.acceptance.conftest import start_game_at


def test_every_move_the_hint_lists_names_its_hex(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.round >= 2 and st.mode == "turn", seed=1)
    person.wait_until(lambda: table.my_turn and person.screen.find("Hint"), seconds=30, why="not the person's turn")
    person.click_text("Hint")
    person.wait_until(lambda: person.screen.find("Hint: "), seconds=60, why="the hint never came")
    person.frames(2)
    lines = [d.text for d in person.screen.frame if d.text[:3] in ("1. ", "2. ", "3. ")]
    moves = [line for line in lines if line[3:].startswith("Move")]
    assert moves, lines
    places = {table.state.board.place(h).lower() for h in table.state.board.hexes}
    for line in moves:
        assert "here" not in line and any(p in line.lower() for p in places), line
