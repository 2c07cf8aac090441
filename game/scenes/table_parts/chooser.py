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
    ROW, GAP = 52, 8  # a choice's row height, the gap between columns

    def __init__(self, ctx, on_open=lambda: None, names=lambda action: [], buttons=lambda: []):
        super().__init__(ctx)
        self._on_open = on_open  # the table hides the hover tooltip under the new popup
        self._names = names  # action -> the places on the board it names (the popup stays off them)
        self._buttons = buttons  # the rects of the buttons shown (prompt bar, header): covered only if nothing else fits
        self.popup: dict | None = None  # {"rect", "buttons", "title", "actions"} while open

    @property
    def blocking(self) -> bool:
        return self.popup is not None

    @property
    def is_open(self) -> bool:
        return self.popup is not None

    def shown_keys(self) -> set:
        return set(self.popup["keys"].by_number) if self.popup is not None else set()

    def open(self, items, pos, title: str = "", keep_clear=()) -> None:
        """A popup at `pos` listing `items` (Actions and/or PromptButtons);
        `pos` a Rect (the button that opens it): the popup sits over it,
        or beside or under it; a point (a click on the board): under it,
        over or beside it; the first of those places that covers none of
        the `keep_clear` rects (what the question is about, as the board
        places an action names) and none of the buttons shown.  A list
        taller than the window is laid out in columns, and past what the
        columns hold, in pages."""
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
        self.popup = {"items": items, "labels": labels, "title": title, "pos": pos, "column_w": w, "page": 0,
                      "actions": [it for it in items if isinstance(it, Action)],
                      "keep_clear": list(keep_clear)}
        self._lay_out()
        self._on_open()

    def _lay_out(self) -> None:
        """The popup's rect, its buttons and its keys for the page shown."""
        ctx, p = self.ctx, self.popup
        cw, ch = ctx.canvas_size
        items, labels, w = p["items"], p["labels"], p["column_w"]
        top = 44 if p["title"] else 0
        rows = max(1, (ch - 20 - 16 - top) // self.ROW)
        columns = max(1, min(math.ceil(len(items) / rows), (cw - 20 - 16 + self.GAP) // (w - 16 + self.GAP)))
        per_page = rows * columns
        paged = len(items) > per_page
        if paged:  # a row of page arrows at the foot
            rows -= 1
            per_page = rows * columns
        pages = math.ceil(len(items) / per_page)
        p["page"] = min(p["page"], pages - 1)
        start = p["page"] * per_page
        shown = list(zip(items, labels))[start:start + per_page]
        rows = rows if paged else math.ceil(len(shown) / columns)
        width = columns * (w - 16) + (columns - 1) * self.GAP + 16
        h = self.ROW * rows + 16 + top + (self.ROW if paged else 0)
        named = [r for it in items if isinstance(it, Action) for r in self._names(it)] + p["keep_clear"]
        rect = self._place(width, h, p["pos"], named)
        x, y = rect.topleft
        size = theme.SIZE_SMALL
        buttons = []
        for i, (it, lab) in enumerate(shown):
            col, row = divmod(i, rows)
            r = (x + 8 + col * (w - 16 + self.GAP), y + 8 + top + self.ROW * row, w - 16, self.ROW - 6)
            if isinstance(it, Action):
                b = Button(r, lab, (lambda a=it: self._take(a)), size=size, tooltip=with_costs(ctx, it, ctx.action_tooltip(it)))
                b.action = it
            else:
                b = Button(r, lab, (lambda p=it: self._call(p)), size=size, tooltip=it.tooltip,
                           style=it.style if it.style != "ghost" else "normal", enabled=it.enabled)
            buttons.append(b)
        keys = KeyNumbers(buttons, on_missing=ctx.explain)
        if paged:
            foot = rect.bottom - 8 - (self.ROW - 6)
            buttons.append(Button((rect.right - 8 - 2 * 64 - self.GAP, foot, 64, self.ROW - 6), "‹",
                                  lambda: self.turn_page(-1), size=theme.SIZE_BODY, enabled=p["page"] > 0,
                                  tooltip="Earlier choices (Page Up)"))
            buttons.append(Button((rect.right - 8 - 64, foot, 64, self.ROW - 6), "›", lambda: self.turn_page(1),
                                  size=theme.SIZE_BODY, enabled=p["page"] < pages - 1,
                                  tooltip="More choices (Page Down)"))
        p.update(rect=rect, buttons=buttons, keys=keys, pages=pages)

    def turn_page(self, step: int) -> None:
        p = self.popup
        if p is not None and 0 <= p["page"] + step < p["pages"]:
            p["page"] += step
            self._lay_out()

    def _place(self, w: int, h: int, pos, named: list) -> pygame.Rect:
        """Beside what opened the popup: the first place that covers none of the board
        places its choices name, then the fewest buttons shown."""
        cw, ch = self.ctx.canvas_size

        def at(x, y) -> pygame.Rect:
            return pygame.Rect(min(max(10, x), cw - w - 10), min(max(10, y), ch - h - 10), w, h)

        if isinstance(pos, pygame.Rect):
            places = [at(pos.centerx - w // 2, pos.y - h - 8)] if pos.y - h - 8 >= 10 else []
            places += [at(pos.x, pos.y - h - 8), at(pos.right - w, pos.y - h - 8),
                       at(pos.right + 8, pos.bottom - h), at(pos.x - w - 8, pos.bottom - h),
                       at(pos.centerx - w // 2, pos.bottom + 8)]
            px, py = pos.center
        else:
            px, py = pos
            places = [at(px - w // 2, py + 16), at(px - w // 2, py - h - 16), at(px + 16, py - h // 2),
                      at(px - w - 16, py - h // 2)]
        if named:  # above, below, left or right of everything the choices name, nearest the pointer
            around = named[0].unionall(named[1:])
            spots = [at(places[0].x, around.y - 8 - h), at(places[0].x, around.bottom + 8),
                     at(around.x - 8 - w, py - h // 2), at(around.right + 8, py - h // 2)]
            places += sorted(spots, key=lambda s: math.dist(s.center, (px, py)))
        clear = [pygame.Rect(r) for r in self._buttons()]
        for place in list(places):  # over a row of buttons: up above them
            under = [r for r in clear if place.colliderect(r)]
            if under:
                places.append(at(place.x, min(r.y for r in under) - h - 8))

        def cost(i: int) -> tuple:
            place = places[i]
            return (sum(1 for r in named if place.colliderect(r)),
                    sum(1 for r in clear if place.colliderect(r)), i)
        return places[min(range(len(places)), key=cost)]

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
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
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
        if p["pages"] > 1:
            r = p["rect"]
            draw.text(surface, f"Page {p['page'] + 1} of {p['pages']}", (r.x + 18, r.bottom - 8 - (self.ROW - 6) // 2),
                      theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft")

    def draw_tooltip(self, surface) -> None:
        """The tooltip of the popup button under the mouse."""
        mouse = self.ctx.mouse
        for b in self.popup["buttons"] if self.popup else ():
            if b.contains(mouse):
                draw_widget_tooltip(surface, b, self.popup["buttons"], mouse)
