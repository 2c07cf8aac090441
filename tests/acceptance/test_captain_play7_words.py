"""Play test 7 (Captain of the Stars): the "Fly to ...?" question put the
risky answer on key 1 (item 7); the final score's bounty points and leftover
resources were shown nowhere during play (item 4); a right-click "Move here"
onto a rival's hex did not say the ship must move on (item 9)."""
from __future__ import annotations

import pygame

from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_captain_map_crowding import _beside_vega


def test_the_fly_question_puts_the_safe_answer_first_on_key_1(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.mode == "turn"
                          and any(p.steps >= 2 for p in st.reachable().values()), seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    far = table.flight.far_paths()
    h = next(h for h in far if table.map_rect.inflate(-80, -80).collidepoint(table.hexes.hex_center(h)))
    x, y = table.hexes.hex_center(h)
    person.click((round(x), round(y)))
    person.wait_for_text("Fly to", seconds=3)
    stay = person.screen.find("Stay")
    fly = person.screen.find("Fly here")
    assert stay and fly, [t for t in person.screen.texts() if "tay" in t or "ly" in t]
    assert stay[0].rect.y < fly[0].rect.y, (tuple(stay[0].rect), tuple(fly[0].rect))
    assert stay[0].text.split() == ["1", "Stay"] and fly[0].text.startswith("2 "), (stay[0].text, fly[0].text)
    n = len(table.match.steps)
    person.press(pygame.K_1, unicode="1")
    person.frames(10)
    assert len(table.match.steps) == n and not person.screen.shows("Fly to")  # key 1 stays


def test_each_panel_shows_the_running_final_score(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.round >= 4 and st.mode == "turn", seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    person.frames(2)
    totals = {s.seat: s.total for s in table.state.scores()}
    assert any(p.bp or p.resources >= 10 for p in table.state.players)  # the total is more than the VP
    labels = [d for d in person.screen.find("=") if d.text == "="]
    assert len(labels) == len(totals), person.screen.texts()
    for seat, total in totals.items():
        panel = table.panel_area(seat)
        here = [d.text for d in person.screen.frame if d.rect is not None and panel.contains(d.rect)]
        assert "=" in here and here[here.index("=") + 1] == str(total), (seat, total, here)
    label = min(labels, key=lambda d: d.rect.y)
    person.move(label.rect.center)
    person.wait(1.0)
    words = " ".join(person.screen.all_text().split())
    assert f"Final score if the game ended now: {totals[0]}" in words and "resources left" in words, words


def test_the_right_click_move_onto_a_rivals_hex_says_you_must_move_on(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, _, vega = _beside_vega(person)
    x, y = table.hexes.hex_center(vega)
    person.click((round(x), round(y)), button=3)
    person.wait_for_text("Move here", seconds=3)
    item = person.screen.find("Move here")[0]
    assert "move on" in item.text, item.text
    person.move(item.rect.center)
    person.wait(1.0)
    words = " ".join(person.screen.all_text().split())
    assert "you may fly through it but not stop there" in words, words


def test_the_rules_summary_says_what_the_final_score_counts():
    from game.paths import resource

    with open(resource("content", "captain", "rules.md"), encoding="utf-8") as f:
        goal = f.read().split("## Goal", 1)[1].split("##", 1)[0]
    words = " ".join(goal.split())
    assert "BP (bounty points count" in words and "resources you still hold at the end" in words, words
    assert "player board shows this score so far" in words, words
