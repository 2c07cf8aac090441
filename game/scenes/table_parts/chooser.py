"""The chooser popup: a small menu of actions and buttons at a point.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.ui import draw, theme
from game.ui.widgets import Button


class Chooser:
    def open_chooser(self, items, pos, title: str = "") -> None:
        """A popup menu at `pos` listing `items` (Actions and/or
        PromptButtons); see the module docstring.  Hover tooltips of the
        table are hidden while it is open."""
        items = list(items)
        if not items:
            return
        size = theme.SIZE_SMALL
        labels = [self.action_label(it) if isinstance(it, Action) else it.label for it in items]
        widest = max(self.assets.text_size(s, size, True)[0] for s in labels)
        if title:
            widest = max(widest, self.assets.text_size(title, size, True)[0])
        w = min(620, widest + 60)
        top = 44 if title else 0
        h = 52 * len(items) + 16 + top
        cw, ch = getattr(self, "canvas_size", theme.LOGICAL)
        x = min(max(10, pos[0] - w // 2), cw - w - 10)
        y = min(max(10, pos[1] + 16), ch - h - 10)
        rect = pygame.Rect(x, y, w, h)
        buttons = []
        for i, (it, lab) in enumerate(zip(items, labels)):
            r = (x + 8, y + 8 + top + 52 * i, w - 16, 46)
            if isinstance(it, Action):
                b = Button(r, lab, (lambda a=it: self._popup_take(a)), size=size, tooltip=self.action_tooltip(it))
                b.action = it
            else:
                b = Button(r, lab, (lambda p=it: self._popup_call(p)), size=size, tooltip=it.tooltip,
                           style=it.style if it.style != "ghost" else "normal", enabled=it.enabled)
            buttons.append(b)
        self.popup = {"rect": rect, "buttons": buttons, "title": title, "actions": [it for it in items
                                                                                     if isinstance(it, Action)]}
        # the tooltip of what was under the mouse must not sit on the new popup
        self.hover_target = None
        self._tooltip_hold = tuple(self.mouse)

    def _open_popup(self, actions, pos):
        """Old name of open_chooser() (the frame calls this one, so overriding
        either works)."""
        self.open_chooser(actions, pos)

    def _popup_take(self, action):
        self.popup = None
        self.take(action)

    def _popup_call(self, item):
        self.popup = None
        item.on_click()

    def _handle_popup(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.popup = None
            return True
        for b in self.popup["buttons"]:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and not self.popup["rect"].collidepoint(event.pos):
            self.popup = None
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw_popup(self, surface):
        p = self.popup
        draw.panel(surface, p["rect"], fill=(18, 22, 40, 250), edge=theme.GOLD, radius=12)
        if p.get("title"):
            r = p["rect"]
            draw.text_fit(surface, p["title"], pygame.Rect(r.x + 18, r.y + 8, r.w - 36, 40), theme.SIZE_SMALL,
                          theme.GOLD, True, "midleft")
        for b in p["buttons"]:
            b.draw(surface, self.mouse)
