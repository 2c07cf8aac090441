"""Texts drawn cut short ("…"), so each can be read whole on hover.

draw.text_fit and draw.text_block note every text they cut that lands on
the window's canvas: where it lies (canvas coordinates) and its whole words.
The App starts each frame with `begin_frame(canvas)` and, after the scenes,
shows the whole text of the cut text under the mouse as a tooltip when no
other tooltip showed in that frame.  Texts drawn into pictures (cached
surfaces) are not noted: those pictures have tooltips of their own.
"""
from __future__ import annotations

import pygame


class CutTexts:
    def __init__(self):
        self.canvas: pygame.Surface | None = None
        self.items: list[tuple[pygame.Rect, str]] = []  # (canvas rect, whole text), in drawing order

    def begin_frame(self, canvas: pygame.Surface | None) -> None:
        self.canvas = canvas
        self.items = []

    def note(self, surface: pygame.Surface, rect, whole: str) -> None:
        if self.canvas is None:
            return
        if surface is self.canvas:
            offset = (0, 0)
        elif surface.get_abs_parent() is self.canvas:
            offset = surface.get_abs_offset()
        else:
            return
        self.items.append((pygame.Rect(rect).move(offset), whole))

    def at(self, pos) -> tuple[pygame.Rect, str] | None:
        """The cut text under `pos` drawn last (the one on top), or None."""
        for rect, whole in reversed(self.items):
            if rect.collidepoint(pos):
                return rect, whole
        return None


_cuts = CutTexts()


def begin_frame(canvas: pygame.Surface | None) -> None:
    _cuts.begin_frame(canvas)


def note(surface, rect, whole: str) -> None:
    _cuts.note(surface, rect, whole)


def at(pos) -> tuple[pygame.Rect, str] | None:
    return _cuts.at(pos)


def items() -> list[tuple[pygame.Rect, str]]:
    return list(_cuts.items)
