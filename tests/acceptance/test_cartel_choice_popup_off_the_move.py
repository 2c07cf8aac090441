"""Issue 49 (play test 6 item 12): the popup asking how many Agents to move
("Move an Agent… / Move 2 Agents…") opened under the pointer and lay on the
buildings it named.  It now opens beside them, still near the pointer."""
from collections import Counter

from game.games.cartel.rules.actions import Move
from tests.acceptance.conftest import start_game_at


def _moves_of_several(state) -> list:
    """(x, y, tx, ty) of the moves offered with more than one count of Agents."""
    ways = Counter((a.x, a.y, a.tx, a.ty) for a in state.legal_actions() if isinstance(a, Move))
    return [key for key, n in ways.items() if n > 1]


def test_the_how_many_agents_popup_lies_on_neither_building(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=3,
                          until=lambda st: st.to_act == 0 and st.stage == "action" and _moves_of_several(st))
    person.wait_until(lambda: table.my_turn and table.banner.mover() is None, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    city = table.board_view.city()
    checked = 0
    for x, y, tx, ty in _moves_of_several(table.state):
        src = table.board_view.city_view.shape(city, (x, y))
        dst = table.board_view.city_view.shape(city, (tx, ty))
        person.click(src.center)
        person.wait_until(lambda: table.holding.held is not None, seconds=2, why="the Agents were not picked up")
        person.click(dst.center)
        person.wait_until(lambda: person.screen.find("Move 2 Agents"), seconds=2, why="no popup of how many")
        choices = [d.rect for d in person.screen.frame if d.rect is not None and "  Move " in d.text
                   and "Agent" in d.text and " to " in d.text]
        assert len(choices) >= 2, [d for d in person.screen.frame if "Agent" in d.text]
        for r in choices + [table.chooser.popup["rect"]]:
            assert not r.colliderect(src) and not r.colliderect(dst), (tuple(r), tuple(src), tuple(dst))
        person.press(27)  # Esc closes the popup
        person.press(27)  # and puts the Agents back
        person.wait_until(lambda: table.holding.held is None, seconds=2, why="Esc did not put the Agents back")
        checked += 1
    assert checked
