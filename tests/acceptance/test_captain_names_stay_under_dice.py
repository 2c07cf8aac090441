"""Play test 7 (Captain of the Stars, shot140): while an attack's dice tray
showed, the region names it covered jumped elsewhere (CINDER EXPANSE and
ORIEL GAP beside the hub, over Vega's pieces).  A tray or dialog that comes
and goes now covers a name without moving it."""
from __future__ import annotations

from tests.acceptance.test_captain_capture_told import _beside_a_strong_settlement


def _names(person, table) -> dict:
    titles = {pl.title.upper() for pl in table.state.board.placements}
    return {d.text: tuple(d.rect) for d in person.screen.frame if d.rect is not None and d.text in titles}


def test_the_region_names_stay_put_while_the_dice_tray_shows(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table, h = _beside_a_strong_settlement(person, bp=0)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    person.wait_until(lambda: not table.anim.busy, seconds=10, why="the board never came to rest")
    person.frames(3)
    before = _names(person, table)
    x, y = table.hexes.hex_center(h)
    person.click((round(x), round(y)))
    person.wait_until(lambda: table.dice.shown is not None, seconds=5, why="no dice tray")
    person.frames(3)
    tray = table.dice.rect()
    assert any(tray.colliderect(r) for r in before.values()), (tuple(tray), before)  # it covers a name
    assert _names(person, table) == before
