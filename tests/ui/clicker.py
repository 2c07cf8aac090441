"""Play a table scene with the mouse only (for tests of any TableScene,
including the per-game subclasses: import and reuse `play_by_clicks`).

When a game ends the table stays on the final board; `see_results(table)`
clicks its "See the results" button (or pass to_results=True to
play_by_clicks) to reach the results scene."""
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
    legal targets, and the reaction prompt's or deal dialog's buttons when
    one stands in for the prompt bar (a window out of turn, a deal)."""
    points = []
    modal = []
    if getattr(table, "reaction", None) is not None:
        modal = table.reaction.buttons()
    elif getattr(table, "deal", None) is not None:
        modal = table.deal.widgets
    for w in modal:
        if w.enabled and w.visible:
            points.append(w.rect.center)
    for w in table.prompt_buttons():
        if w.enabled and w.visible:
            points.append(w.rect.center)
    for t in table.current_targets():
        if t.clickable:
            p = point_in(t)
            if p is not None:
                points.append(p)
    return points


def see_results(table):
    """On the final board: click "See the results"; returns the app's top scene."""
    assert table.state.is_over, "the game is not over yet"
    buttons = [w for w in table.prompt_buttons() if w.label.endswith("See the results")]
    assert buttons, [w.label for w in table.prompt_buttons()]
    table.click(buttons[0].rect.center)
    return table.app.top


def play_by_clicks(app, table, seed: int = 0, max_clicks: int = 20000, draw_every: int = 40,
                   to_results: bool = False) -> int:
    """Click random clickable things until the game ends; returns clicks used.
    Bots are not driven here: give every seat to a person.  With to_results
    the last click is "See the results" on the final board."""
    rng = random.Random(seed)
    clicks = 0
    while not table.state.is_over:
        assert clicks < max_clicks, f"no end after {clicks} clicks"
        if table.curtain_for is not None:
            table.click(table.curtain.button_rect().center)
        elif table.confirm is not None:
            table.click(table.confirm_dialog.buttons[0].rect.center)
        elif table.popup is not None:
            table.click(rng.choice(table.popup["buttons"]).rect.center)
        elif table.reactions.skipping:
            table.update(0.5)  # the screen passes for the person: a question not worth asking
        else:
            points = clickable_points(table)
            assert points, (f"{table.match.game_id}: no clickable way forward "
                            f"(legal: {[a.label() for a in table.legal][:8]})")
            table.click(rng.choice(points))
        clicks += 1
        if draw_every and clicks % draw_every == 0:
            app.render()
    app.render()
    if to_results:
        see_results(table)
        clicks += 1
    return clicks


def key(table, key: int, mod: int = 0):
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
