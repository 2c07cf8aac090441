"""A tall Cartel tower (four floors or more) in front of a street does not
cover the Agents standing on that street, nor take them from the pointer:
resting the pointer on those Agents where they are drawn shows the street's
words, not the tower's.  (A building rises at most TOWER cell widths and a
street's Agents stand at its back: see the Cartel board view.)

The Agents are tokens, not words, so where they stand is asked of the board
(its agents_rect, the rect art.agent_group draws them in); all else is read
from what is drawn."""
import random

from game.seating import build_match


def _tower_before_street(st):
    """(street, tower) when a building of 4+ floors stands just in front of a street with Agents."""
    v = st.view_for(0)
    streets = {(r["x"], r["y"]) for r in v.get("road_agents", ()) if any(r["agents"])}
    for b in v["buildings"]:
        if len(b["floors"]) >= 4 and (b["x"], b["y"] - 1) in streets:
            return (b["x"], b["y"] - 1), (b["x"], b["y"])
    return None


def test_a_tall_tower_leaves_the_agents_on_the_street_behind_it_to_the_pointer(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    match = build_match("cartel", ["human", "normal", "normal"], 2, {})
    rng = random.Random(2)
    for _ in range(2000):
        if match.state.to_act == 0 and _tower_before_street(match.state):
            break
        match.apply(rng.choice(match.state.legal_actions()))
    else:
        raise AssertionError("no tower of four floors in front of a street with Agents")
    street, tower = _tower_before_street(match.state)
    person.app.start_match(match)
    person.frames(5)
    table = person.app.top
    city = table.board_view.city()
    view = table.board_view.city_view
    tokens = view.agents_rect(city, street)
    assert not view.body(tower, city.height(tower)).colliderect(tokens), "the tower is drawn over the Agents"
    person.move(tokens.center, frames=60)
    words = " ".join(person.screen.texts())
    assert "road" in words and "Agents:" in words, f"the street's words do not show: {words}"
    assert "floors" not in words, f"the tower took the pointer: {words}"
