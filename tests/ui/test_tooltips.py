"""Tooltips cover neither what they explain nor its neighbours, stay on the
screen, wait a moment before showing and go at once when the pointer leaves
or clicks."""
from __future__ import annotations

import pygame
import pytest

from game.app import make_screenshot_scene
from game.scenes import table_scene_class
from game.seating import build_match
from game.ui import tooltip

SCREEN = pygame.Rect(0, 0, 1920, 1080)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_bottom_row_gets_its_tooltip_above_the_row():
    row = [pygame.Rect(300 + i * 140, 880, 130, 180) for i in range(6)]
    hovered = row[2]
    i, r = tooltip.place([(560, 200)], SCREEN, hovered.center, hovered, tooltip.neighbours(hovered, row))
    assert r.bottom <= hovered.top and SCREEN.contains(r)
    assert not any(r.colliderect(k) for k in row)


def test_a_vertical_menu_gets_its_tooltip_beside_the_column():
    column = [pygame.Rect(740, 300 + i * 90, 440, 70) for i in range(6)]
    hovered = column[2]
    near = tooltip.neighbours(hovered, column)
    assert column[1] in near and column[3] in near
    i, r = tooltip.place([(560, 60)], SCREEN, hovered.center, hovered, near)
    assert r.left >= hovered.right or r.right <= hovered.left
    assert not any(r.colliderect(k) for k in column)


def test_a_full_width_list_gets_its_tooltip_at_the_hovered_row_not_beside_the_list_far_off():
    rows = [pygame.Rect(400, 120 + i * 70, 1120, 70) for i in range(10)]
    hovered = rows[5]
    mouse = (hovered.left + 100, hovered.centery)  # on the row's label
    i, r = tooltip.place([(560, 60), (380, 90), (300, 110)], SCREEN, mouse, hovered,
                         tooltip.neighbours(hovered, rows))
    assert SCREEN.inflate(-16, -16).contains(r) and not r.colliderect(hovered)
    assert gap(r, hovered) <= tooltip.GAP and tooltip.reach(r, mouse) <= tooltip.REACH


def test_a_card_in_a_grid_gets_its_tooltip_against_it_not_past_its_neighbours():
    grid = [pygame.Rect(80 + c * 218, 432 + r * 138, 200, 126) for c in range(4) for r in range(3)]
    hovered = grid[1]  # the left column's middle card
    i, r = tooltip.place([(480, 48)], SCREEN, hovered.center, hovered, tooltip.neighbours(hovered, grid))
    assert not r.colliderect(hovered) and gap(r, hovered) <= tooltip.GAP


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The empty space between two rects (0 when they touch or overlap)."""
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom, 0)


def test_a_tooltip_with_no_room_anywhere_stays_on_the_screen():
    hovered = pygame.Rect(0, 0, 1920, 1080)
    i, r = tooltip.place([(560, 200)], SCREEN, (1900, 1070), hovered)
    assert SCREEN.contains(r)


@pytest.mark.parametrize("name, rows_of_buttons", [("pause:cartel", True), ("settings", False),
                                                   ("results:cartel", True), ("menu", True)])
def test_shell_tooltips_lie_against_their_widget(app, name, rows_of_buttons):
    """Against the widget, near the pointer; off the neighbouring buttons of a
    menu (a list of full-width settings may cover the next line instead of
    going far from the pointer)."""
    app.push(make_screenshot_scene(app, name, None, 1, 0, {}))
    scene = app.top
    tips = [w for w in scene.widgets if w.visible and w.hover_text()]
    assert tips
    for w in tips:
        app.mouse = w.rect.center
        app.render()
        r = app.tooltips.shown
        assert r is not None and app.canvas.get_rect().contains(r), w.rect
        assert not r.colliderect(w.rect) and tooltip.reach(r, app.mouse) <= tooltip.REACH, (w.rect, r)
        if rows_of_buttons:
            near = tooltip.neighbours(w.rect, [o.rect for o in scene.widgets if o is not w and o.visible])
            assert not any(r.colliderect(k) for k in near), (getattr(w, "label", ""), w.rect, r)


@pytest.mark.parametrize("game, players", [("cartel", 2), ("star-cartel", 4)])
def test_table_tooltips_lie_against_their_target(app, game, players):
    """Against the target (or the panel it is part of), never over it; the
    cards of a hand row stay uncovered."""
    table = table_scene_class(game)(app, build_match(game, ["human"] + ["normal"] * (players - 1), seed=3),
                                    autoplay=False)
    app.push(table)
    targets = [t for t in table.board.targets if t.rect is not None and t.tooltip]
    assert len(targets) > 4
    for t in targets:
        app.mouse = t.rect.center
        table.update_hover()
        if table.hover_target is not t or table.hovered_widget() is not None:
            continue  # covered by another target or a button
        app.render()
        r = app.tooltips.shown
        anchor = table.tooltip_avoid(t)
        assert r is not None and app.canvas.get_rect().contains(r)
        assert not r.colliderect(anchor) and gap(r, anchor) <= tooltip.GAP, (t.key, anchor, r)
        if t.key[0] == "hand":
            others = [o.rect for o in table.board.targets if o is not t and o.key[0] == "hand"]
            assert not any(r.colliderect(k) for k in others), (t.key, t.rect, r)


def test_a_tooltip_waits_a_moment_then_goes_on_the_first_frame_after_leaving(app):
    app.tooltips.delay = tooltip.SHOW_DELAY
    app.push(make_screenshot_scene(app, "pause:cartel", None, 1, 0, {}))
    button = next(w for w in app.top.widgets if w.visible and w.hover_text())
    inside = app.to_window(button.rect.center)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))])
    assert app.tooltips.shown is None  # not at once
    for _ in range(round(tooltip.SHOW_DELAY * 60) + 1):
        app.step(1 / 60)  # resting: the frame that makes it due is drawn without any event
    assert app.tooltips.shown is not None
    app.step(1 / 60, [motion(app.to_window((5, 5)))])
    assert app.tooltips.shown is None  # the first frame after leaving


def test_a_click_hides_the_tooltip_until_the_pointer_moves_to_something_else(app):
    app.push(make_screenshot_scene(app, "settings", None, 1, 0, {}))
    first, second = [w for w in app.top.widgets if w.visible and w.hover_text()][:2]
    app.step(1 / 60, [motion(app.to_window(first.rect.center))])
    assert app.tooltips.shown is not None
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(first.rect.center), button=3)
    app.step(1 / 60, [down])
    assert app.tooltips.shown is None
    app.step(1 / 60, [motion(app.to_window(first.rect.move(0, 1).center))])
    assert app.tooltips.shown is None
    app.step(1 / 60, [motion(app.to_window(second.rect.center))])
    assert app.tooltips.shown is not None
