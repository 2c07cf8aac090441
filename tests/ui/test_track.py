"""game.ui.track: numbered cells, an end cell, wrapping rows, token spots."""
from __future__ import annotations

import pygame
import pytest

from game.ui.track import TrackView


def test_cells_fill_the_row_in_order_and_the_end_cell_closes_it():
    t = TrackView(pygame.Rect(100, 50, 700, 40), 1, 9, gap=4, end_label="CRASH", end_w=78)
    cells = [t.cell_rect(v) for v in range(1, 10)]
    assert cells[0].left == 100
    assert all(a.right < b.left for a, b in zip(cells, cells[1:]))  # left to right, no overlap
    end = t.cell_rect(10)
    assert end.right == 800 and end.w == 78 and cells[-1].right <= end.left
    assert t.top == 10 and t.cell_rect(99) == end and t.cell_rect(-5) == cells[0]  # clamped


def test_value_at_finds_the_cell_under_the_mouse():
    t = TrackView(pygame.Rect(0, 0, 500, 40), 0, 9)
    for v in range(10):
        assert t.value_at(t.cell_rect(v).center) == v
    assert t.value_at((250, 100)) is None


def test_a_fractional_value_is_between_two_cells():
    t = TrackView(pygame.Rect(0, 0, 500, 40), 1, 5)
    a, b = t.cell_rect(2).center, t.cell_rect(3).center
    x, y = t.spot(2.25)
    assert x == pytest.approx(a[0] + (b[0] - a[0]) * 0.25) and y == a[1]
    assert t.spot(0) == t.spot(1) and t.spot(9) == t.spot(5)


def test_a_long_score_track_wraps_onto_rows():
    t = TrackView(pygame.Rect(0, 0, 600, 130), 0, 29, rows=3, gap=5)
    assert t.per_row == 10
    assert t.cell_rect(9).y == t.cell_rect(0).y
    assert t.cell_rect(10).y > t.cell_rect(9).y and t.cell_rect(10).x == t.cell_rect(0).x
    assert t.cell_rect(29).bottom <= 130


def test_tokens_on_one_cell_sit_side_by_side_inside_it():
    t = TrackView(pygame.Rect(0, 0, 900, 44), 1, 9)
    spots = t.token_spots({"a": 4, "b": 4, "c": 7}, radius=8)
    assert spots["a"][1] == spots["b"][1] and spots["a"][0] < spots["b"][0]
    cell = t.cell_rect(4)
    assert cell.collidepoint(spots["a"]) and cell.collidepoint(spots["b"])
    assert spots["c"] == t.cell_rect(7).center


def test_it_draws(app):
    surf = pygame.Surface((1000, 200))
    surf.fill((0, 0, 0))
    t = TrackView(pygame.Rect(20, 20, 900, 44), 1, 9, end_label="CRASH")
    t.draw(surf, (200, 120, 60), marked=3)
    spots = t.draw_tokens(surf, {"ore": (3, (240, 200, 80))})
    assert surf.get_at(t.cell_rect(5).center)[:3] != (0, 0, 0)
    assert surf.get_at((round(spots["ore"][0]), round(spots["ore"][1])))[:3] == (240, 200, 80)


def test_an_empty_range_is_refused():
    with pytest.raises(ValueError):
        TrackView(pygame.Rect(0, 0, 100, 20), 5, 4)
