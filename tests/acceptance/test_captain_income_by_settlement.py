"""Play test 7 (shot065/078): a captain's income rose as "+20 res" over the
ship, or far off at the map's corner, not from the settlements that paid
it.  When the person's turn begins, each of their settlements shows its
"+N res" within one hex of it."""
from __future__ import annotations

import math

from game.rules import hexgrid
from game.ui.anim import FloatText
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_floats_keep_apart import rising_texts_drawn
from tests.acceptance.test_lessons_walked import every_frame


def _last_bot_before_the_person(person):
    """The last bot's turn of a round, the person's two settlements placed
    well away from every ship; returns the table and those hexes."""
    placed = []

    def ready(st) -> bool:
        if not (st.mode == "turn" and st.current == 2 and st.round >= 2):
            return False
        board, ships = st.board, [p.pos for p in st.players]
        taken = set(ships) | set(st.settlements) | set(st.gems)
        far = [tuple(pl.centre) for pl in board.placements if not pl.federation and tuple(pl.centre) not in taken
               and min(hexgrid.distance(tuple(pl.centre), s) for s in ships) >= 3]
        if len(far) < 2:
            return False
        for h in far[:2]:
            st.settlements[h] = (0, 4)
        st._legal = None
        placed.extend(far[:2])
        return True

    table = start_game_at(person, "captain", ["human", "easy", "easy"], ready, seed=4)
    return table, placed


def test_each_settlement_shows_its_income_beside_it(open_app, monkeypatch):
    person = open_app(bot_pace=0.0, animation_speed=3.0)
    drawn = rising_texts_drawn(monkeypatch)
    table, settlements = _last_bot_before_the_person(person)
    first = {}  # (words, start) of each rising income text -> where it was first drawn

    def risen() -> bool:
        for r in drawn:
            if r.words.endswith(" res"):
                first.setdefault((r.words, r.start), r)
        drawn.clear()
        return table.state.current == 0 and bool(first) and not any(isinstance(a, FloatText) for a in table.anim.items)

    with every_frame(person):
        person.wait_until(risen, seconds=30, why="the person's turn never began with its income risen")
    hexes = table.hexes
    hex_w = hexes.size * math.sqrt(3)
    for h in settlements:
        cx, cy = hexes.hex_center(h)
        near = [r for r in first.values() if r.words.startswith("+")
                and r.rect.inflate(2 * hex_w, 2 * hex_w).collidepoint((cx, cy))]
        assert near, (f"no '+N res' within one hex of the settlement at {(round(cx), round(cy))}; "
                      f"income drawn at {[(r.words, tuple(r.rect)) for r in first.values()]}")
