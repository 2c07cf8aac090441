"""The deal dialog's buttons stay inside their column at every window size:
they wrap into rows and, when a column is full, turn into pages."""
from __future__ import annotations

import random

import pygame
import pytest

import tests.reaction_toy as toy
from game.rules.deals import AddItem, DealWith
from game.scenes import table_scene_class
from game.seating import build_match
from game.ui.deal_dialog import DEAL_ACTIONS, DealDialog, flow_pages


def star_traders_deal():
    """A Star Traders match where the person (seat 0) builds a deal with
    Vega, both holding stations, cards and money."""
    m = build_match("star-traders", ["human", "normal", "normal"], seed=5)
    rng = random.Random(1)
    for i in range(400):
        legal = m.state.legal_actions()
        deals = [a for a in legal if isinstance(a, DealWith)]
        if deals and i > 150 and m.state.to_act == 0:
            m.apply(deals[0])
            return m
        m.apply(rng.choice([a for a in legal if not isinstance(a, DealWith)] or legal))
    raise AssertionError("no deal offered")


def assert_inside_columns(d: DealDialog):
    cols = d.column_rects()
    for w in d.widgets:
        assert d.rect.contains(w.rect), (getattr(w, "label", w), w.rect, d.rect)
        if isinstance(getattr(w, "action", None), AddItem):
            assert any(c.contains(w.rect) for c in cols), (w.label, w.rect, cols)
    shown = [w for w in d.widgets if w.visible]
    for i, a in enumerate(shown):
        assert not any(a.rect.colliderect(b.rect) for b in shown[i + 1:]), getattr(a, "label", a)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)])
def test_every_deal_button_lies_inside_its_column(app, size):
    app.set_window_size(size)
    m = star_traders_deal()
    table = table_scene_class("star-traders")(app, m, autoplay=False)
    app.push(table)
    d = table.reactions.deal
    assert d is not None and d.stage == "build"
    assert len([w for w in d.widgets if isinstance(getattr(w, "action", None), AddItem)]) >= 8
    assert_inside_columns(d)
    legal = {a for a in m.state.legal_actions() if isinstance(a, DEAL_ACTIONS)}
    named = {a for a in legal if not (isinstance(a, AddItem) and a.kind == "money")}
    assert named <= set(d.actions())  # every named thing has its button
    givers = {a.giver for a in legal if isinstance(a, AddItem) and a.kind == "money"}
    assert set(d.pickers) == givers  # money: one amount picker a side


def test_a_full_column_pages_its_buttons_and_still_offers_every_step(app):
    s = toy.RULESET.new_game(3, {}, 5)
    s.apply(DealWith(1))
    legal = s.legal_actions()
    d = DealDialog((400, 200, 900, 560), 0, legal, s.window(), lambda a: None, name=lambda seat: f"P{seat + 1}",
                   describe=lambda item: f"a long description of {item.kind} {item.amount or item.ref}")
    assert_inside_columns(d)
    assert set(d.actions()) == {a for a in legal if isinstance(a, DEAL_ACTIONS)}
    pager = [w for w in d.widgets if w.label == "›" and w.enabled]
    assert pager, "the column should need a second page"
    first = {w.label for w in d.widgets if w.visible and isinstance(getattr(w, "action", None), AddItem)}
    pager[0].on_click()
    assert_inside_columns(d)
    second = {w.label for w in d.widgets if w.visible and isinstance(getattr(w, "action", None), AddItem)}
    assert second and second != first


def test_flow_pages_wrap_rows_and_leave_room_for_the_pager():
    area = pygame.Rect(0, 0, 300, 100)
    pages = flow_pages([140] * 9, area, 40, 8, pager_w=50)
    assert len(pages) > 1 and sorted(i for p in pages for i in p) == list(range(9))
    for p in pages:
        for r in p.values():
            assert area.contains(r)
    last_row = [r for r in pages[0].values() if r.y == 48]
    assert all(r.right <= area.right - 2 * 50 - 16 for r in last_row)
