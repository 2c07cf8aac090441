"""Inspector Ford's choice as cards: while the person takes a card from the
discard pile, every kind on offer is laid out face up in one grid over the
city, and a click on a card takes it, or its number key (1 to 9, in the
order drawn: rows left to right, top to bottom).  Skip stays on the
prompt bar (0).

The table gives it the area to cover (the city) and the card drawing of its
hand tray; it reads only the legal Retrieve actions.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.cartel import texts as T
from game.games.cartel.art import CARD_SMALLEST
from game.games.cartel.rules import Retrieve
from game.scenes.table_parts.items import Target
from game.ui import draw, theme

CARD = (130, 180)  # the hand's card size
GAP = 14
TITLE_H = 56
KEY_CAP = 34


class DiscardPicker:
    def __init__(self, ctx, draw_card: Callable):
        self.ctx = ctx
        self.draw_card = draw_card  # (surface, rect, kind) -> None
        self.area = pygame.Rect(0, 0, 0, 0)

    def place(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)

    def actions(self) -> list:
        if not self.ctx.my_turn:
            return []
        return [a for a in self.ctx.legal if isinstance(a, Retrieve)]

    def panel_rect(self, n: int) -> pygame.Rect:
        cw, ch, cols, rows = self._grid(n)
        w = cols * (cw + GAP) - GAP + 2 * GAP
        h = TITLE_H + rows * (ch + GAP) - GAP + 2 * GAP
        r = pygame.Rect(0, 0, max(w, 520), h)
        r.center = self.area.center
        return r.clip(self.area)

    def card_rects(self, n: int) -> list[pygame.Rect]:
        """One grid, all cards on it: the hand's card size, or the smallest
        face (art.CARD_SMALLEST) when its rows do not fit; rows filled evenly."""
        cw, ch, cols, rows = self._grid(n)
        panel = self.panel_rect(n)
        row_w = lambda k: k * (cw + GAP) - GAP  # noqa: E731
        out = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            x0 = panel.centerx - row_w(in_row) // 2
            out.append(pygame.Rect(x0 + col * (cw + GAP), panel.y + TITLE_H + GAP + row * (ch + GAP), cw, ch))
        return out

    def _grid(self, n: int) -> tuple[int, int, int, int]:
        n = max(1, n)
        inner_w, inner_h = self.area.w - 2 * GAP, self.area.h - TITLE_H - 2 * GAP
        for cw, ch in (CARD, CARD_SMALLEST):
            cols = max(1, min(n, (inner_w + GAP) // (cw + GAP)))
            rows = -(-n // cols)
            if rows * (ch + GAP) - GAP <= inner_h:
                return cw, ch, -(-n // rows), rows  # rows as even as can be
        return cw, ch, cols, rows

    def by_key(self, number: int):
        """The Retrieve the card showing `number` takes, or None."""
        acts = self.actions()
        return acts[number - 1] if 1 <= number <= min(9, len(acts)) else None

    def targets(self) -> list[Target]:
        acts = self.actions()
        return [Target(rect=r, actions=[a], key=("retrieve", a.card),
                       tooltip=T.card_tip(a.card) + "\nClick to take it into your hand"
                       + (f" (or press {i + 1})." if i < 9 else "."))
                for i, (a, r) in enumerate(zip(acts, self.card_rects(len(acts))))]

    def draw(self, surface) -> None:
        acts = self.actions()
        if not acts:
            return
        panel = self.panel_rect(len(acts))
        draw.panel(surface, panel, fill=(14, 18, 34, 240), edge=theme.GOLD, radius=14, shadow=True, width=2)
        draw.text_fit(surface, "Inspector Ford: take one card from the discard pile",
                      pygame.Rect(panel.x + GAP, panel.y + 10, panel.w - 2 * GAP, 36), theme.SIZE_SMALL, theme.GOLD,
                      True, "center")
        for i, (a, r) in enumerate(zip(acts, self.card_rects(len(acts)))):
            self.draw_card(surface, r, a.card)
            if i < 9:  # the key that takes it, at the card's top left corner
                draw.key_cap(surface, i + 1, (r.x - 8, r.y - 8, KEY_CAP, KEY_CAP))
