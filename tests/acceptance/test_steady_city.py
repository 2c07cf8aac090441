"""Issue 49: the Cartel city never moves under a still pointer.  Every road
laid or building built used to re-fit the city, so the buildings slid
sideways under a resting pointer.  A person lays a road by clicks (every
building's sign stays where it was drawn), then rests the pointer on a sign
and draws a card with a key while the bots lay and build: the sign is still
under the pointer, where it was."""
import pygame

from game.games.cartel import texts as T
from game.games.cartel.rules.actions import Road
from tests.acceptance.conftest import start_game_at


def signs(person) -> list:
    """The business letters drawn on the city (a building floor's sign), as (letter, rect)."""
    table = person.app.top
    letters = {T.letter(k) for k, c in T.content().cards.items() if c.type == "business"}
    return sorted(((d.text, tuple(d.rect)) for d in person.screen.frame
                   if d.rect is not None and d.text in letters and table.map_rect.contains(d.rect)),
                  key=lambda s: (s[1], s[0]))


def lit(person, where):
    return [t for t in person.app.top.current_targets()
            if t.clickable and t.rect is not None and isinstance(t.key, tuple) and t.key[0] == where
            and any(isinstance(a, Road) for a in t.actions)]


def _pieces(st) -> int:
    return len(st.roads) + sum(len(floors) for floors in st.buildings.values())


def _road_turn(st) -> bool:
    return (st.stage == "action" and st.to_act == 0 and st.actions_left == 2 and len(st.buildings) >= 2
            and any(isinstance(a, Road) for a in st.legal_actions()))


def test_no_building_moves_under_a_resting_pointer_as_roads_and_buildings_go_down(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=4, until=_road_turn)
    person.frames(5)
    before = signs(person)
    assert before, "no building sign drawn"
    person.click(lit(person, "hand")[0].rect.center)
    steps = len(table.match.steps)
    person.click(lit(person, "cell")[0].rect.center)
    assert len(table.match.steps) == steps + 1 and isinstance(table.match.steps[-1].action, Road)
    person.frames(40)  # the pointer rests where the road went
    assert signs(person) == before, f"the city moved after the road: {before} -> {signs(person)}"

    letter, rect = before[0]
    person.move((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2), frames=5)
    placed = _pieces(table.state)
    draw = next(b for b in table.prompt_buttons() if b.label.endswith("Draw a card"))
    key = draw.label.split()[0]
    person.press(pygame.key.key_code(key), unicode=key)  # the last Action: the bots play next
    person.wait_until(lambda: table.state.to_act != 0, seconds=5, why="the turn did not pass")
    person.wait_until(lambda: table.state.to_act == 0 or table.state.is_over, seconds=120,
                      why="the person's turn never came back")
    assert _pieces(table.state) > placed, "the bots placed nothing"
    person.frames(40)
    under = [(d.text, tuple(d.rect)) for d in person.screen.at(person.pointer)]
    assert (letter, rect) in under, f"{letter!r} at {rect} moved from under the pointer: {under}"
