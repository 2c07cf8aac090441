"""The chooser popup: a small menu of actions and buttons at a point.

A part of the table frame (see game/scenes/table_parts/context.py).  An
Action item is taken through ctx.take; a PromptButton item's on_click is
called; either closes the popup first.  Esc or a click outside closes it.
"""
from __future__ import annotations

import math

import pygame

from game.rules.core import Action
from game.scenes.table_parts.click_words import with_costs
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, draw_widget_tooltip


class Chooser(Part):
    def __init__(self, ctx, on_open=lambda: None, keep_clear=lambda action: []):
        super().__init__(ctx)
        self._on_open = on_open  # the table hides the hover tooltip under the new popup
        self._keep_clear = keep_clear  # action -> the places on the board it names (the popup stays off them)
        self.popup: dict | None = None  # {"rect", "buttons", "title", "actions"} while open

    @property
    def blocking(self) -> bool:
        return self.popup is not None

    @property
    def is_open(self) -> bool:
        return self.popup is not None

    def shown_keys(self) -> set:
        return set(self.popup["keys"].by_number) if self.popup is not None else set()

    def open(self, items, pos, title: str = "") -> None:
        """A popup at `pos` listing `items` (Actions and/or PromptButtons);
        `pos` a Rect (the button that opens it): the popup sits over it,
        or under it where there is no room above."""
        items = list(items)
        if not items:
            return
        ctx = self.ctx
        size = theme.SIZE_SMALL
        labels = [ctx.action_label(it) if isinstance(it, Action) else it.label for it in items]
        widest = max(ctx.assets.text_size(s, size, True)[0] for s in labels) + 40  # and its key number
        if title:
            widest = max(widest, ctx.assets.text_size(title, size, True)[0])
        w = min(ctx.canvas_size[0] - 40, widest + 60)  # a choice cut short could read like its neighbour
        top = 44 if title else 0
        h = 52 * len(items) + 16 + top
        cw, ch = ctx.canvas_size
        if isinstance(pos, pygame.Rect):
            x = min(max(10, pos.centerx - w // 2), cw - w - 10)
            y = pos.y - h - 8 if pos.y - h - 8 >= 10 else min(pos.bottom + 8, ch - h - 10)
        else:
            x = min(max(10, pos[0] - w // 2), cw - w - 10)
            y = min(max(10, pos[1] + 16), ch - h - 10)
        rect = self._clear_of([r for it in items if isinstance(it, Action) for r in self._keep_clear(it)],
                              pygame.Rect(x, y, w, h), pos)
        x, y = rect.topleft
        buttons = []
        for i, (it, lab) in enumerate(zip(items, labels)):
            r = (x + 8, y + 8 + top + 52 * i, w - 16, 46)
            if isinstance(it, Action):
                b = Button(r, lab, (lambda a=it: self._take(a)), size=size, tooltip=with_costs(ctx, it, ctx.action_tooltip(it)))
                b.action = it
            else:
                b = Button(r, lab, (lambda p=it: self._call(p)), size=size, tooltip=it.tooltip,
                           style=it.style if it.style != "ghost" else "normal", enabled=it.enabled)
            buttons.append(b)
        self.popup = {"rect": rect, "buttons": buttons, "title": title, "keys": KeyNumbers(buttons, on_missing=ctx.explain),
                      "actions": [it for it in items if isinstance(it, Action)]}
        self._on_open()

    def _clear_of(self, places: list, rect: pygame.Rect, pos) -> pygame.Rect:
        """`rect`, or where it lies on none of `places` nearest the pointer:
        above, below, left or right of them all."""
        if rect.collidelist(places) < 0:
            return rect
        cw, ch = self.ctx.canvas_size
        around = places[0].unionall(places[1:])
        px, py = (pos.center if isinstance(pos, pygame.Rect) else pos)
        spots = [rect.move(0, around.y - 8 - rect.bottom), rect.move(0, around.bottom + 8 - rect.y),
                 pygame.Rect(around.x - 8 - rect.w, py - rect.h // 2, rect.w, rect.h),
                 pygame.Rect(around.right + 8, py - rect.h // 2, rect.w, rect.h)]
        spots = [s.clamp(pygame.Rect(10, 10, cw - 20, ch - 20)) for s in spots]
        free = [s for s in spots if s.collidelist(places) < 0]
        return min(free, key=lambda s: math.dist(s.center, (px, py))) if free else rect

    def close(self) -> None:
        self.popup = None

    def on_refresh(self) -> None:
        self.popup = None

    def _take(self, action) -> None:
        self.popup = None
        self.ctx.take(action)

    def _call(self, item) -> None:
        self.popup = None
        item.on_click()

    def handle(self, event) -> bool:
        if self.popup is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.popup = None
            return True
        if self.popup["keys"].handle(event):
            return True
        for b in self.popup["buttons"]:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and not self.popup["rect"].collidepoint(event.pos):
            self.popup = None
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface) -> None:
        p = self.popup
        if p is None:
            return
        draw.panel(surface, p["rect"], fill=(18, 22, 40, 250), edge=theme.GOLD, radius=12)
        if p.get("title"):
            r = p["rect"]
            draw.text_fit(surface, p["title"], pygame.Rect(r.x + 18, r.y + 8, r.w - 36, 40), theme.SIZE_SMALL,
                          theme.GOLD, True, "midleft")
        for b in p["buttons"]:
            b.draw(surface, self.ctx.mouse)

    def draw_tooltip(self, surface) -> None:
        """The tooltip of the popup button under the mouse."""
        mouse = self.ctx.mouse
        for b in self.popup["buttons"] if self.popup else ():
            if b.contains(mouse):
                draw_widget_tooltip(surface, b, self.popup["buttons"], mouse)
