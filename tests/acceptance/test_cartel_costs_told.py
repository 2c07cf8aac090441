"""Play test 6 (#7, #8): what a Cartel click does and costs, told before the
click: The Snitch says every rival Official joins you and the final scores
(its button read "Play The Snitch and end…" in a smaller font); Informant
Fivel's 2-card toll is named when the person picks Agents up; a building
nobody controls says what it would be worth to the person."""
from game.games.cartel.rules.actions import Move, Snitch
from game.ui import theme
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_turns_left import _spot


def _words(person) -> str:
    return " ".join(person.screen.all_text().split())


def _close_recap(person):
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")


def test_the_snitch_tells_whose_officials_join_and_the_final_scores(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=12,
                          until=lambda st: st.to_act == 0 and st.stage == "action"
                          and any(isinstance(a, Snitch) for a in st.legal_actions()))
    person.wait_until(lambda: table.my_turn, seconds=10)
    _close_recap(person)
    button = person.wait_for_text("The Snitch", seconds=10)
    assert not button.text.endswith("…"), button
    others = [d for d in person.screen.frame if d.rect is not None and abs(d.rect.centery - button.rect.centery) < 6
              and d is not button and d.text.strip() and table.prompt_rect.contains(d.rect)]
    assert others and all(d.size == button.size for d in others), (button, others)
    person.move(button.rect.center)
    person.wait(1.0)
    words = _words(person)
    assert "join you, and the game ends at once" in words, words[-400:]
    final = [table.seat_name(s) for s in range(3)]
    assert "Final scores:" in words and all(f"{n} " in words.split("Final scores:")[1] for n in final), words[-400:]


def test_picking_agents_up_names_informant_fivels_toll(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: st.to_act == 0 and st.stage == "action" and any(
                              isinstance(a, Move) and "Fivel" in " ".join(st.consequences(a))
                              for a in st.legal_actions()))
    person.wait_until(lambda: table.my_turn, seconds=10)
    _close_recap(person)
    move = next(a for a in table.legal if isinstance(a, Move) and "Fivel" in " ".join(table.state.consequences(a)))
    start = next(t for t in table.current_targets() if t.key == ("from", (move.x, move.y), "Move"))
    person.move(_spot(start), frames=40)
    assert "Informant Fivel: moving into" in _words(person) and "costs you 2 cards" in _words(person), \
        _words(person)[-400:]
    person.click(_spot(start))
    assert "onto rivals costs 2 cards (Fivel)" in _words(person), _words(person)[-400:]


def test_a_building_nobody_controls_says_its_worth_to_you(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: st.to_act == 0 and st.stage == "action" and any(
                              b["controller"] is None and sum(b["agents"]) for b in st.view_for(0)["buildings"]))
    person.wait_until(lambda: table.my_turn, seconds=10)
    _close_recap(person)
    b = next(b for b in table.view["buildings"] if b["controller"] is None and sum(b["agents"]))
    cell = (b["x"], b["y"])
    shape = table.board_view.city_view.shape(table.board_view.city(), cell)
    spot = next((x, y) for y in range(shape.y + 4, shape.bottom, 6) for x in range(shape.x + 4, shape.right, 6)
                if table.board_view.pick((x, y)) == cell)
    person.move(spot, frames=40)
    from game.games.cartel.rules.scoring import building_points

    counts = b["agents"]
    here = sum(counts) - counts[0] + max(counts[0], max(counts[1:]) + 1)  # the fewest Agents that take it
    worth = building_points(table.state.buildings, cell, here, len(table.view["officials"][0]))
    words = _words(person)
    assert "scores for nobody now" in words, words[-400:]
    assert f"it is worth {worth} point" in words, words[-400:]
    assert theme.SIZE_MIN <= min(d.size for d in person.screen.find("Take control")), person.screen.find("Take control")
