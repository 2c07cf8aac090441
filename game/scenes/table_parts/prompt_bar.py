"""The prompt bar under the board: the prompt text, the action buttons laid out
in rows and pages (numbered for the 1-9 keys), and the game-over button.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import time

import pygame

from game.rules.core import Action
from game.scenes.table_parts.items import PromptButton
from game.ui import draw, theme
from game.ui.widgets import Button


class PromptBar:
    def prompt_items(self) -> list:
        """The prompt bar's items (Actions and PromptButtons), all pages."""
        return list(self._prompt_items)

    def prompt_buttons(self) -> list:
        """The prompt bar's Button widgets on the shown page (page arrows last)."""
        return list(self._prompt_widgets)

    def _build_prompt(self) -> None:
        r = self.prompt_rect
        widgets = []
        self._prompt_items: list = []
        if self.state.is_over:
            self._build_game_over_prompt()
            return
        if self.my_turn:
            items = list(self.prompt_actions())
        else:
            items = []
        self._prompt_items = items
        # lay out in rows; paginate if they do not fit in two rows
        x0, y0 = r.x + 24, r.y + 60
        row_h, gap = 52, 10
        max_x = r.right - 24
        rows = max(1, (r.bottom - 12 - y0 + gap) // (row_h + gap))
        pages: list[list] = [[]]
        x, row = x0, 0
        size = theme.SIZE_SMALL
        for i, item in enumerate(items):
            label = self.action_label(item) if isinstance(item, Action) else item.label
            if i < 9 and len(items) > 1:  # every item keeps its number, so keys stay stable
                label = f"{i + 1}  {label}"
            w = min(560, max(150, self.assets.text_size(label, size, True)[0] + 44))
            reserve = 130 if row == rows - 1 else 0  # room for the page arrows
            if x + w > max_x - reserve and x > x0:
                row += 1
                x = x0
                if row >= rows:
                    pages.append([])
                    row = 0
            pages[-1].append((item, label, pygame.Rect(x, y0 + row * (row_h + gap), w, row_h)))
            x += w + gap
        self._pages = pages
        self.prompt_page = min(self.prompt_page, len(pages) - 1)
        for item, label, rect in pages[self.prompt_page]:
            if isinstance(item, Action):
                primary = len(items) == 1 or item == self.default_action()
                b = Button(rect, label, (lambda a=item: self.take(a)), style="primary" if primary else "normal",
                           size=size, tooltip=self.action_tooltip(item))
                b.action = item
            else:
                b = Button(rect, label, item.on_click, style=item.style, size=size, tooltip=item.tooltip,
                           enabled=item.enabled, disabled_reason=item.why)
                b.on_disabled = self.explain
            widgets.append(b)
        if len(pages) > 1:
            prev_b = Button((r.right - 130, r.bottom - 66, 54, 54), "‹", self._page_prev, size=theme.SIZE_H3,
                            enabled=self.prompt_page > 0, tooltip="Previous choices")
            next_b = Button((r.right - 70, r.bottom - 66, 54, 54), "›", self._page_next, size=theme.SIZE_H3,
                            enabled=self.prompt_page < len(pages) - 1, tooltip="More choices")
            widgets += [prev_b, next_b]
        self._finish_widgets(widgets)

    def _press_prompt_item(self, item) -> None:
        """What a number key does: take the action, press the button, or say
        why a greyed-out button cannot be used."""
        if isinstance(item, Action):
            self.take(item)
        elif item.enabled:
            item.on_click()
        elif item.why:
            self.explain(item.why)

    def _finish_widgets(self, prompt_widgets: list) -> None:
        self._prompt_widgets = prompt_widgets
        self.undo_button.enabled = self._undo_seat() is not None
        self.undo_button.disabled_reason = self._why_no_undo()
        self.widgets = [self.rules_button, self.undo_button, self.menu_button, self.log_button] + prompt_widgets

    def _build_game_over_prompt(self) -> None:
        """The final board stays: one big "See the results" button."""
        r = self.prompt_rect
        item = PromptButton("See the results", self.show_results, style="primary",
                            tooltip="Final scores and how they came about (Enter)")
        self._prompt_items = [item]
        self._pages = [[]]
        self.prompt_page = 0
        h = max(52, min(72, r.bottom - 14 - (r.y + 60)))
        b = Button((r.x + 24, r.y + 60, 440, h), item.label, item.on_click, style="primary", size=theme.SIZE_H3,
                   tooltip=item.tooltip)
        self._finish_widgets([b])

    def _page_prev(self):
        self.prompt_page = max(0, self.prompt_page - 1)
        self._build_prompt()

    def _page_next(self):
        self.prompt_page = min(len(self._pages) - 1, self.prompt_page + 1)
        self._build_prompt()

    def draw_prompt(self, surface):
        r = self.prompt_rect
        x = r.x + 24
        seat = self.to_act
        if self.state.is_over:
            text = f"{self.game_over_text()}. Look over the final board, then see the results."
        elif self.my_turn:
            text = self.prompt_text() or "Choose an action."
        elif seat is not None and self.match.seats[seat].is_bot:
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            text = f"{self.seat_name(seat)} is deciding{dots}" if self.autoplay else f"{self.seat_name(seat)} to act."
        else:
            text = f"Waiting for {self.seat_name(seat)}."
        if seat is not None and not self.state.is_over:
            self.draw_seat_token(surface, seat, (x + 14, r.y + 34), 14)
            x += 40
        draw.text_fit(surface, text, pygame.Rect(x, r.y + 12, r.right - x - 24, 44), theme.SIZE_BODY,
                      theme.HILITE if self.my_turn else theme.TEXT, True, "midleft")
        if len(getattr(self, "_pages", [])) > 1:
            draw.text(surface, f"{self.prompt_page + 1}/{len(self._pages)}", (r.right - 150, r.bottom - 39),
                      theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        if self.my_turn and not self._prompt_items and self._targets:
            draw.text(surface, "Click a highlighted spot on the board.", (r.x + 24, r.y + 76), theme.SIZE_SMALL,
                      theme.TEXT_DIM)

    def draw_prompt_background(self, surface):
        draw.panel(surface, self.prompt_rect, fill=(16, 20, 40, 235),
                   edge=theme.BRASS if self.my_turn else (60, 70, 104), radius=16, shadow=True, width=2)
