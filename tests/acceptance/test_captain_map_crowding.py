"""Issue 49 (play test 5a): on the Captain map the region names (AMBER REACH,
TESSEL FRINGE, ...) lay under ships, badges and settlements; the tooltip of a
hex holding another ship offered "Move here" without saying a ship may fly
through it but not stop there.  The position is built directly: the person's
ship next to Vega's, Vega's in the middle of a region."""
from __future__ import annotations

import pygame

from tests.acceptance.captain_places import free_beside, free_region
from tests.acceptance.conftest import start_game_at


def _beside_vega(person, moves: int = 1):
    """Bots play until the person's turn with actions left; then, before the
    table opens, Vega's ship goes to the middle of a free region and the
    person's `moves` (1 or 2) moves from it."""
    placed = {}

    def ready(st) -> bool:
        if not (st.mode == "turn" and st.to_act == 0 and st.current == 0 and st.actions >= 2):
            return False
        region, taken = free_region(st)
        vega = tuple(region.centre)
        mine = free_beside(st, vega, taken, moves)
        st.players[1].pos, st.players[0].pos = vega, mine
        st._legal = None
        placed.update(name=region.title.upper(), vega=vega)
        return True

    table = start_game_at(person, "captain", ["human", "easy", "easy"], ready, seed=3)
    person.frames(10)
    return table, placed["name"], placed["vega"]


def test_a_region_name_is_drawn_off_the_ships_and_settlements(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, name, _ = _beside_vega(person)
    st, hexes = table.state, table.hexes
    s = hexes.size
    pieces = [tuple(p.pos) for p in st.players] + list(st.settlements)
    labels = [d for d in person.screen.find(name) if d.text == name]
    assert labels, f"{name} is not drawn on the map"
    for d in labels:
        for h in pieces:
            x, y = hexes.hex_center(h)
            piece = pygame.Rect(round(x - s * 0.5), round(y - s * 0.5), round(s), round(s))
            assert not d.rect.colliderect(piece), (name, tuple(d.rect), h)


def test_the_tooltip_of_a_hex_with_another_ship_says_you_may_fly_through_but_not_stop(open_app):
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, _, vega = _beside_vega(person)
    x, y = table.hexes.hex_center(vega)
    person.move((round(x), round(y)))
    person.wait_until(lambda: person.screen.shows("Right-click for"), seconds=3, why="no tooltip on Vega's hex")
    words = " ".join(person.screen.all_text().split())
    assert "Vega's ship is here: you may fly through this hex but not stop on it" in words


def test_a_far_hex_with_another_ship_says_so_before_the_flight(open_app):
    """Play test 9 (shot185-188): a hex two moves away held Rigel's ship; its tooltip said only "Click: fly
    here (2 moves) · Spends 2 actions"; after the flight the ship had to move on with no action left."""
    person = open_app(bot_pace=0.0, animation_speed=4.0)
    table, _, vega = _beside_vega(person, moves=2)
    assert vega in table.flight.far_paths(), "Vega's hex is not a flight away"
    x, y = table.hexes.hex_center(vega)
    person.move((round(x), round(y)))
    person.wait_until(lambda: person.screen.shows("fly here"), seconds=3, why="no tooltip on Vega's hex")
    words = " ".join(person.screen.all_text().split())
    assert "Vega's ship is here: you may fly through this hex but not stop on it" in words, words[-300:]
