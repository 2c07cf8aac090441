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


def test_a_full_width_list_takes_a_narrower_box_beside_it_rather_than_covering_a_row():
    rows = [pygame.Rect(400, 120 + i * 70, 1120, 70) for i in range(10)]
    hovered = rows[5]
    i, r = tooltip.place([(560, 60), (380, 90), (300, 110)], SCREEN, hovered.center, hovered,
                         tooltip.neighbours(hovered, rows))
    assert i > 0 and SCREEN.inflate(-16, -16).contains(r)
    assert not any(r.colliderect(k) for k in rows)


def test_a_tooltip_with_no_room_anywhere_stays_on_the_screen():
    hovered = pygame.Rect(0, 0, 1920, 1080)
    i, r = tooltip.place([(560, 200)], SCREEN, (1900, 1070), hovered)
    assert SCREEN.contains(r)


@pytest.mark.parametrize("name", ["pause:cartel", "settings", "results:cartel", "menu"])
def test_shell_tooltips_cover_no_neighbouring_target(app, name):
    app.push(make_screenshot_scene(app, name, None, 1, 0, {}))
    scene = app.top
    tips = [w for w in scene.widgets if w.visible and w.hover_text()]
    assert tips
    for w in tips:
        app.mouse = w.rect.center
        app.render()
        r = app.tooltips.shown
        assert r is not None and app.canvas.get_rect().contains(r), w.rect
        near = tooltip.neighbours(w.rect, [o.rect for o in scene.widgets if o is not w and o.visible])
        assert not any(r.colliderect(k) for k in [w.rect, *near]), (getattr(w, "label", ""), w.rect, r)


@pytest.mark.parametrize("game, players", [("cartel", 2), ("star-cartel", 4)])
def test_table_tooltips_cover_no_neighbouring_card(app, game, players):
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
        near = tooltip.neighbours(t.rect, [o.rect for o in table.board.targets if o is not t and o.rect is not None])
        assert r is not None and app.canvas.get_rect().contains(r)
        assert not any(r.colliderect(k) for k in [t.rect, *near]), (t.key, t.rect, r)


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
