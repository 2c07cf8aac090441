"""Wrapped text that must stay inside its box (card bodies)."""
import pygame

from game.ui import draw


def test_text_block_fit_stays_inside_its_box(app):
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    box = pygame.Rect(10, 10, 80, 40)
    long = "3 points if another Double Down touches it, and more words than any card holds."
    used = draw.text_block_fit(surface, long, box, 15, min_size=9)
    assert 0 < used <= box.h
    # the plain block at the same size would run past the box
    assert draw.block_height(long, 15, box.w) > box.h
    outside = [(x, y) for x in range(200) for y in range(box.bottom + 2, 200) if surface.get_at((x, y)).a]
    assert not outside


def test_text_block_fit_keeps_the_size_when_the_text_fits(app):
    a = pygame.Surface((200, 200), pygame.SRCALPHA)
    b = pygame.Surface((200, 200), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, 180, 120)
    draw.text_block_fit(a, "No points.", box, 15)
    draw.text_block(b, "No points.", box, 15)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
