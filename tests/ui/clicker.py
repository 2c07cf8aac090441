"""Play a table scene with the mouse only (for tests of any TableScene,
including the per-game subclasses: import and reuse `play_by_clicks`)."""
from __future__ import annotations

import random

import pygame


def point_in(target, tries: int = 200):
    """A logical point that hits `target` (rect centre, else a grid search)."""
    r = target.rect
    if r is None:
        return None
    if target.contains(r.center):
        return r.center
    for i in range(1, tries):
        x = r.x + (i * 37) % max(1, r.w)
        y = r.y + (i * 53) % max(1, r.h)
        if target.contains((x, y)):
            return (x, y)
    return None


def clickable_points(table) -> list[tuple]:
    """Every place a click moves the game on: prompt buttons, page arrows,
    legal targets."""
    points = []
    for w in table._prompt_widgets:
        if w.enabled and w.visible:
            points.append(w.rect.center)
    for t in table._targets:
        if t.clickable:
            p = point_in(t)
            if p is not None:
                points.append(p)
    return points


def play_by_clicks(app, table, seed: int = 0, max_clicks: int = 20000, draw_every: int = 40) -> int:
    """Click random clickable things until the game ends; returns clicks used.
    Bots are not driven here: give every seat to a person."""
    rng = random.Random(seed)
    clicks = 0
    while not table.state.is_over:
        assert clicks < max_clicks, f"no end after {clicks} clicks"
        if table.curtain_for is not None:
            table.click(table._curtain_button_rect().center)
        elif table.confirm is not None:
            table.click(table._confirm_buttons[0].rect.center)
        elif table.popup is not None:
            table.click(rng.choice(table.popup["buttons"]).rect.center)
        else:
            points = clickable_points(table)
            assert points, (f"{table.match.game_id}: no clickable way forward "
                            f"(legal: {[a.label() for a in table.legal][:8]})")
            table.click(rng.choice(points))
        clicks += 1
        if draw_every and clicks % draw_every == 0:
            app.render()
    app.render()
    return clicks


def key(table, key: int, mod: int = 0):
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
