"""Issue 49 item 13: in "End your turn early?" the focus ring sits on the
safe default (Not yet, which Enter takes), and the other answer draws no
bright edge that reads as one."""
from __future__ import annotations

import pygame

from game.app import build_match
from game.scenes.table import TableScene
from game.scenes.table_parts.confirm import FOCUS_GAP, FOCUS_RING
from tests.ui import toygame


def _ring_pixels(surface, rect, gap):
    ring = rect.inflate(gap * 2, gap * 2)
    return [surface.get_at((ring.centerx, ring.y + 1))[:3], surface.get_at((ring.centerx, ring.bottom - 2))[:3]]


def test_the_focus_ring_is_on_the_safe_answer_only(app):
    app.settings.confirm_end_turn = True
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    table.take([a for a in table.legal if isinstance(a, toygame.Done)][0])
    assert table.confirm is not None
    app.mouse = (5, 5)
    canvas = app.render()
    yes, no = table.confirm_dialog.buttons
    assert no.label == "Not yet" and no.style == "primary"
    assert _ring_pixels(canvas, no.rect, FOCUS_GAP) == [tuple(FOCUS_RING)] * 2
    assert tuple(FOCUS_RING) not in _ring_pixels(canvas, yes.rect, FOCUS_GAP)
    edge = canvas.get_at((yes.rect.centerx, yes.rect.y))[:3]
    assert edge != (130, 150, 210)  # the bright edge of a normal button, read as a focus ring
