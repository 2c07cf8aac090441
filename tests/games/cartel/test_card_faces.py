"""Every Cartel card shows its whole title (up to two lines) and its kind,
at theme.SIZE_MIN or larger, at each size the table draws cards: the hand,
the discard pile and Inspector Ford's grid, at 1280x720 and 960x600.  The
rules text is the card's tooltip, not drawn on a card too small to read."""
from __future__ import annotations

import pygame
import pytest

from game.games.cartel import art
from game.games.cartel import texts as T
from game.ui import theme
from tests.games.cartel.test_discard_picker import ford_table

KINDS = list(T.content().cards)


def card_texts(kind: str) -> tuple[str, str]:
    """(title, kind line) as the hand tray prints them."""
    t = T.kind_type(kind)
    return T.name(kind), "Road" if t == "road" else T.TYPE_NAMES.get(t, t)


def drawn_sizes(table) -> set:
    tray, picker = table.hand_tray, table.discard_picker
    return {tray.hand_view.card_size, tray.discard_rect().size} | {r.size for r in picker.card_rects(len(KINDS))}


@pytest.mark.parametrize("window", [(1280, 720), (960, 600)])
def test_no_card_title_or_text_is_cut_at_the_sizes_the_table_draws(app, window, cuts):
    app.set_window_size(window)
    table = ford_table(app, KINDS)  # every kind in the discard pile: Ford's grid at its most crowded
    sizes = drawn_sizes(table)
    assert min(w for w, h in sizes) >= art.CARD_SMALLEST[0]
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    for size in sizes:
        for kind in KINDS:
            title, kind_line = card_texts(kind)
            lay = art.CardLayout(size)
            assert lay.cut_texts(title, kind_line) == [], (kind, size)
            assert lay.title_size >= theme.SIZE_MIN and lay.text_size >= theme.SIZE_MIN
            table.hand_tray.draw_card(surface, pygame.Rect((0, 0), size), kind)
    assert cuts == []


def test_a_two_word_title_wraps_to_two_lines_instead_of_an_ellipsis():
    lay = art.CardLayout(art.CARD_SMALLEST)
    half = lay.title.inflate(0, -lay.title.h // 2)
    assert art.title_look("Skyline Construction", half, lay.title_size) is None
    assert art.title_look("Skyline Construction", lay.title, lay.title_size)[0] >= theme.SIZE_MIN
