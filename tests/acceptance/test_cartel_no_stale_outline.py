"""Issue 49 (play test 5b item 17): a white outline stayed on the corner
road after a click there (Detective Tracy's push) with nothing selected.
The outline marks the space a tooltip is about, so, like the tooltip, it
waits after a click until the pointer moves."""
from tests.acceptance.conftest import start_game_at

OUTLINE = (230, 236, 250)


def _outlined(person, rect) -> bool:
    canvas = person.app.canvas
    r = rect.inflate(6, 6)
    return any(tuple(canvas.get_at((r.centerx + dx, r.top + dy)))[:3] == OUTLINE for dx in (-2, 0, 2) for dy in (0, 1))


def test_the_hover_outline_waits_after_a_click_until_the_pointer_moves(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=4,
                          until=lambda st: st.to_act == 0 and st.stage == "action" and st.turns >= 6)
    person.wait_until(lambda: table.my_turn, seconds=10)
    board = table.board_view
    marks = board.board_marks()[0]
    city = board.city()
    quiet = [c for c in city.roads if c not in marks and not city.agents.get(c)
             and board.pick(board.city_view.shape(city, c).center) == c]  # no tower in front of it
    assert quiet, "no road without a mark or Agents"
    rect = board.city_view.shape(city, quiet[0])
    person.move(rect.center)
    person.wait(0.3)
    assert _outlined(person, rect), "no hover outline on the road"
    person.click(rect.center)
    person.wait(0.5)
    assert not _outlined(person, rect), "the outline stayed after the click"
    person.move((rect.centerx + 3, rect.centery))
    person.wait(0.3)
    assert _outlined(person, rect)
