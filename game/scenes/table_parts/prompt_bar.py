"""The prompt bar under the board: the prompt text, the action buttons laid out
in rows and pages (numbered for the 1-9 keys), and the game-over button.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table gives its hooks: `items` (prompt_actions), `text` (prompt_text),
`default` (default_action), `show_results`, `board_hint` (the line shown
when every choice is on the board), and `on_change` (the buttons changed:
the table rebuilds its widget list).
"""
from __future__ import annotations

import time

import pygame

from game.rules.core import Action
from game.scenes.table_parts.banner import game_over_text
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import PromptButton
from game.ui import draw, theme
from game.ui.widgets import Button


class PromptBar(Part):
    def __init__(self, ctx, *, items, text, default, show_results, board_hint, on_change):
        super().__init__(ctx)
        self._items_fn, self._text_fn, self._default_fn = items, text, default
        self._show_results, self._board_hint, self._on_change = show_results, board_hint, on_change
        self.items: list = []  # Actions and PromptButtons, all pages
        self.pages: list[list] = [[]]  # per page: (item, label, rect)
        self.page = 0
        self.buttons: list[Button] = []  # the shown page's buttons (page arrows last)

    def build(self, hidden: bool = False) -> None:
        """Lay the items out; `hidden`: a dialog takes the bar's place (no items)."""
        if self.ctx.state.is_over:
            self._build_game_over()
        elif hidden:
            self.items, self.pages, self.buttons = [], [[]], []
        else:
            self._build_items(list(self._items_fn()) if self.ctx.my_turn else [])
        self._on_change()

    def _build_items(self, items: list) -> None:
        ctx = self.ctx
        r = ctx.prompt_rect
        self.items = items
        # lay out in rows; paginate if they do not fit in two rows
        x0, y0 = r.x + 24, r.y + 60
        row_h, gap = 52, 10
        max_x = r.right - 24
        rows = max(1, (r.bottom - 12 - y0 + gap) // (row_h + gap))
        pages: list[list] = [[]]
        x, row = x0, 0
        size = theme.SIZE_SMALL
        for i, item in enumerate(items):
            label = ctx.action_label(item) if isinstance(item, Action) else item.label
            if i < 9 and len(items) > 1:  # every item keeps its number, so keys stay stable
                label = f"{i + 1}  {label}"
            w = min(560, max(150, ctx.assets.text_size(label, size, True)[0] + 44))
            reserve = 130 if row == rows - 1 else 0  # room for the page arrows
            if x + w > max_x - reserve and x > x0:
                row += 1
                x = x0
                if row >= rows:
                    pages.append([])
                    row = 0
            pages[-1].append((item, label, pygame.Rect(x, y0 + row * (row_h + gap), w, row_h)))
            x += w + gap
        self.pages = pages
        self.page = min(self.page, len(pages) - 1)
        widgets = []
        for item, label, rect in pages[self.page]:
            if isinstance(item, Action):
                primary = len(items) == 1 or item == self._default_fn()
                b = Button(rect, label, (lambda a=item: ctx.take(a)), style="primary" if primary else "normal",
                           size=size, tooltip=ctx.action_tooltip(item))
                b.action = item
            else:
                b = Button(rect, label, item.on_click, style=item.style, size=size, tooltip=item.tooltip,
                           enabled=item.enabled, disabled_reason=item.why)
                b.on_disabled = ctx.explain
            widgets.append(b)
        if len(pages) > 1:
            prev_b = Button((r.right - 130, r.bottom - 66, 54, 54), "‹", self.page_prev, size=theme.SIZE_H3,
                            enabled=self.page > 0, tooltip="Previous choices")
            next_b = Button((r.right - 70, r.bottom - 66, 54, 54), "›", self.page_next, size=theme.SIZE_H3,
                            enabled=self.page < len(pages) - 1, tooltip="More choices")
            widgets += [prev_b, next_b]
        self.buttons = widgets

    def _build_game_over(self) -> None:
        """The final board stays: one big "See the results" button."""
        r = self.ctx.prompt_rect
        item = PromptButton("See the results", self._show_results, style="primary",
                            tooltip="Final scores and how they came about (Enter)")
        self.items = [item]
        self.pages = [[]]
        self.page = 0
        h = max(52, min(72, r.bottom - 14 - (r.y + 60)))
        self.buttons = [Button((r.x + 24, r.y + 60, 440, h), item.label, item.on_click, style="primary",
                               size=theme.SIZE_H3, tooltip=item.tooltip)]

    def press(self, i: int) -> bool:
        """What number key i+1 does: take the action, press the button, or say
        why a greyed-out button cannot be used.  False: no such item."""
        if i >= len(self.items):
            return False
        item = self.items[i]
        if isinstance(item, Action):
            self.ctx.take(item)
        elif item.enabled:
            item.on_click()
        elif item.why:
            self.ctx.explain(item.why)
        return True

    def page_prev(self) -> None:
        self.page = max(0, self.page - 1)
        self.build()

    def page_next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)
        self.build()

    def on_applied(self, events) -> None:
        self.page = 0

    def draw(self, surface) -> None:
        ctx = self.ctx
        r = ctx.prompt_rect
        x = r.x + 24
        seat = ctx.to_act
        over = ctx.state.is_over
        if over:
            text = f"{game_over_text(ctx)}. Look over the final board, then see the results."
        elif ctx.my_turn:
            text = self._text_fn() or "Choose an action."
        elif seat is not None and ctx.match.seats[seat].is_bot:
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            text = f"{ctx.seat_name(seat)} is deciding{dots}" if ctx.autoplay else f"{ctx.seat_name(seat)} to act."
        else:
            text = f"Waiting for {ctx.seat_name(seat)}."
        if seat is not None and not over:
            ctx.draw_seat_token(surface, seat, (x + 14, r.y + 34), 14)
            x += 40
        draw.text_fit(surface, text, pygame.Rect(x, r.y + 12, r.right - x - 24, 44), theme.SIZE_BODY,
                      theme.HILITE if ctx.my_turn else theme.TEXT, True, "midleft")
        if len(self.pages) > 1:
            draw.text(surface, f"{self.page + 1}/{len(self.pages)}", (r.right - 150, r.bottom - 39),
                      theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        if ctx.my_turn and not self.items:
            hint = self._board_hint()
            if hint:
                draw.text(surface, hint, (r.x + 24, r.y + 76), theme.SIZE_SMALL, theme.TEXT_DIM)

    def draw_background(self, surface) -> None:
        ctx = self.ctx
        draw.panel(surface, ctx.prompt_rect, fill=(16, 20, 40, 235),
                   edge=theme.BRASS if ctx.my_turn else (60, 70, 104), radius=16, shadow=True, width=2)
