"""Wrapped and fitted text: inside its box, never under theme.SIZE_MIN,
never split inside a word, and whole on hover when it had to be cut."""
import pygame

from game.ui import cut_text, draw, theme
from game.ui.assets import get_assets


def test_text_block_fit_stays_inside_its_box(app):
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    box = pygame.Rect(10, 10, 80, 50)
    long = "3 points if another Double Down touches it, and more words than any card holds."
    used = draw.text_block_fit(surface, long, box, 22)
    assert 0 < used <= box.h
    # the plain block at the same size would run past the box
    assert draw.block_height(long, 22, box.w) > box.h
    outside = [(x, y) for x in range(200) for y in range(box.bottom + 2, 200) if surface.get_at((x, y)).a]
    assert not outside


def test_text_block_fit_keeps_the_size_when_the_text_fits(app):
    a = pygame.Surface((200, 200), pygame.SRCALPHA)
    b = pygame.Surface((200, 200), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, 180, 120)
    draw.text_block_fit(a, "No points.", box, 20)
    draw.text_block(b, "No points.", box, 20)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_wrapping_never_splits_a_word(app):
    a = get_assets()
    assert a.wrap("Hyperdrive Boost and Skyline Construction", 20, 170, True) == \
        ["Hyperdrive", "Boost and", "Skyline", "Construction"]
    # a word wider than the line is cut on its own line, not carried over to the next
    lines = a.wrap("Hyperdrive Boost", 20, 80, True)
    assert len(lines) == 2 and lines[0].endswith("…") and "Hyperdrive".startswith(lines[0][:-1])
    assert lines[1] == "Boost"


def test_a_block_with_a_word_too_wide_shows_whole_on_hover(app):
    cut_text.begin_frame(app.canvas)
    draw.text_block(app.canvas, "Hyperdrive Boost", (100, 100, 80, 80), 20, bold=True)
    assert [whole for _, whole in cut_text.items()] == ["Hyperdrive Boost"]


def test_fitted_text_never_shrinks_under_the_floor(app, monkeypatch):
    sizes = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda *a, **k: sizes.append(a[3]) or real(*a, **k))
    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    draw.text_fit(surface, "A rather long line that cannot fit in a small box", (0, 0, 120, 30), 24, min_size=8)
    draw.text_fit(surface, "tiny", (0, 40, 120, 30), 12)
    draw.text_block_fit(surface, "A rather long line that cannot fit in a small box", (0, 0, 120, 30), 24, min_size=8)
    assert sizes and min(sizes) >= theme.SIZE_MIN


def test_a_cut_text_on_the_canvas_shows_whole_under_the_mouse(app):
    whole = "A rather long line that cannot fit in a small box"
    cut_text.begin_frame(app.canvas)
    drawn = draw.text_fit(app.canvas, whole, (100, 100, 160, 30), 24)
    draw.text_fit(pygame.Surface((300, 40)), whole, (0, 0, 160, 30), 24)  # a picture: not noted
    assert cut_text.items() == [(drawn, whole)]
    assert cut_text.at(drawn.center) == (drawn, whole)
    assert cut_text.at((5, 5)) is None
    cut_text.begin_frame(app.canvas)
    assert cut_text.items() == []


def test_the_app_draws_the_whole_text_of_a_cut_text_under_the_mouse(app, monkeypatch):
    whole = "Rigel places a new Agent in the western Anniewares building"

    class Scene:
        def draw(self, surface):
            draw.text_fit(surface, whole, (300, 300, 200, 30), theme.SIZE_SMALL)

    monkeypatch.setattr(app, "_drawn_scenes", lambda: [Scene()])
    app.mouse = (320, 315)
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda *a, **k: drawn.append(a[1]) or real(*a, **k))
    app.render()
    assert " ".join(drawn[1:]).split() == whole.split()  # the tooltip's lines
    drawn.clear()
    app.mouse = (900, 600)
    app.render()
    assert len(drawn) == 1
