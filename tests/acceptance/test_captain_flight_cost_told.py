"""Play test 8 (Captain of the Stars): the tooltip of a far hex said "fly
here (2 moves, 2 actions) · Spends 1 action (1 left)", the price of the
flight's first move under the price of the flight (shot208, and with 4 moves
shot217).  The cost line now tells the whole flight, and the flight then
spends what it told."""
from __future__ import annotations

import re

import pygame

from tests.acceptance.conftest import start_game_at


def test_a_far_hexs_tooltip_tells_the_flights_cost_once_and_the_flight_spends_it(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.mode == "turn" and st.free_moves == 0
                          and any(p.actions >= 2 for p in st.reachable().values()), seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    far = table.flight.far_paths()
    inner = table.map_rect.inflate(-80, -80)
    h, path = next((h, p) for h, p in far.items() if p.actions >= 2 and inner.collidepoint(table.hexes.hex_center(h)))
    x, y = table.hexes.hex_center(h)
    person.move((round(x), round(y)))
    person.wait_until(lambda: person.screen.shows("Click: fly here"), seconds=3, why="no fly tooltip")
    words = " ".join(person.screen.all_text().split())
    before = table.state.actions
    left = before - path.actions
    assert f"Click: fly here ({path.steps} moves)" in words, words
    assert f"Spends {path.actions} actions ({'none' if left <= 0 else left} left)" in words, words
    assert len(re.findall(r"Spends \d+ action", words)) == 1, words
    person.click((round(x), round(y)))
    person.wait_for_text("Fly to", seconds=3)
    person.press(pygame.K_2, unicode="2")
    person.wait_until(lambda: not table.flight.flying() and table.state.players[0].pos == h, seconds=10,
                      why="the ship did not fly there")
    assert table.state.actions == left
