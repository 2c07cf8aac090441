"""Scene base class: handle(event), update(dt), draw(surface).

`draw` never changes state.  Positions in events reaching a scene are already
logical (1920x1080).  A scene with `opaque = False` is drawn over the scene
below it (pause menu, dialogs).  `widgets` get events and are drawn by the
default handle/draw; the hovered widget's tooltip is drawn on top.
"""
from __future__ import annotations

import pygame

from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, draw_widget_tooltip


class Scene:
    opaque = True
    # a 1920x1080 scene that paints its backdrop over the whole window when it
    # is the lowest one drawn, so menus fill a window of any shape as tables do
    fills_margins = False

    def __init__(self, app):
        self.app = app
        self.widgets: list = []
        self.keys = None  # KeyNumbers over the scene's main buttons (number_keys)
        self.said = ""  # why a number key did nothing, shown at the foot of the screen

    def number_keys(self, buttons: list) -> None:
        """Show and take number keys on `buttons` (the scene's main choices),
        each numbered by its place, so a number never moves: a key no button
        shows says so."""
        def say(text: str) -> None:
            self.said = text

        self.keys = KeyNumbers(buttons, on_missing=say, by_place=True)

    # -------------------------------------------------------------- lifecycle
    def on_enter(self) -> None:
        """Pushed onto the stack (or replaced another scene)."""

    def on_exit(self) -> None:
        """Popped or replaced."""

    def on_resume(self) -> None:
        """The scene above this one was popped."""

    # -------------------------------------------------------------- loop
    def handle(self, event) -> bool:
        focused = [w for w in self.widgets if getattr(w, "focused", False)]
        for w in focused:
            if w.handle(event):
                return True
        for w in reversed(self.widgets):
            if w in focused:
                continue
            if w.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            self.said = ""
        if self.keys is not None and self.keys.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.on_back()
        return False

    def on_back(self) -> bool:
        """Escape pressed and not used by a widget."""
        return False

    def update(self, dt: float) -> bool:
        """Advance time; return True when something on screen changed."""
        return False

    def draw(self, surface) -> None:
        self.draw_widgets(surface)

    # -------------------------------------------------------------- helpers
    @property
    def mouse(self):
        return self.app.mouse

    @property
    def settings(self):
        return self.app.settings

    def draw_widgets(self, surface) -> None:
        for w in self.widgets:
            clip = getattr(w, "clip", None)
            if clip is None:
                w.draw(surface, self.mouse)
                continue
            if not (w.visible and w.rect.colliderect(clip)):
                continue
            old = surface.get_clip()
            surface.set_clip(clip.clip(old))
            try:
                w.draw(surface, self.mouse)
            finally:
                surface.set_clip(old)
        if self.said:
            draw.text(surface, self.said, (theme.LOGICAL_W // 2, theme.LOGICAL_H - 16), theme.SIZE_SMALL, theme.WARN,
                      anchor="midbottom")

    def hovered_widget(self):
        for w in reversed(self.widgets):
            if w.visible and w.contains(self.mouse):
                return w
        return None

    def draw_tooltips(self, surface) -> None:
        w = self.hovered_widget()
        if w is not None:
            draw_widget_tooltip(surface, w, self.widgets, self.mouse)

    def draw_background(self, surface, dim_alpha: int = 0, art: str = "bg_starfield.png") -> None:
        """The backdrop; over the whole canvas when this scene is drawn in
        the middle of a wider or taller one (see App.render)."""
        whole = surface.get_parent()
        if self.fills_margins and whole is not None and whole.get_size() != surface.get_size():
            surface = whole
        surface.blit(self.app.assets.background(surface.get_size(), art=art), (0, 0))
        if dim_alpha:
            draw.dim(surface, dim_alpha)

    def draw_title(self, surface, title: str, subtitle: str = "", y: int = 60) -> None:
        draw.text(surface, title, (theme.LOGICAL_W // 2, y), theme.SIZE_H1, theme.GOLD, True, "midtop", shadow=True)
        if subtitle:
            draw.text(surface, subtitle, (theme.LOGICAL_W // 2, y + 76), theme.SIZE_BODY, theme.TEXT_DIM, False, "midtop")

    def back_button(self, label: str = "Back", on_click=None, rect=(60, 960, 240, 72)) -> Button:
        return Button(rect, label, on_click or self.app.pop, style="ghost", tooltip="Esc")
