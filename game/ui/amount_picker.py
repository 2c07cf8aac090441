"""A whole amount picked with the mouse in a few clicks: steppers
(-10 -5 -1, +1 +5 +10; a step that would leave the range is greyed, saying
why) around the amount (or, rows=2, the steps down over the steps up, the
amount beside them), a slider under them, and digits typed while the amount has focus (a click on it gives focus; Backspace
takes a digit back, Enter calls `on_enter`).  The mouse wheel over it steps
by one.  The amount always stays in `span` (a range of whole amounts).

    picker = AmountPicker(rect, range(1, 41), value=1, fmt=lambda n: f"${n}")
    picker.value  # what the person has set

Where the height allows, the slider takes the lower part of the rect (from
SLIDER_MIN_H of spare height); otherwise the steppers and the amount fill it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui import draw, theme
from game.ui.widgets import Button, Widget

STEPS = (-10, -5, -1, 1, 5, 10)
SLIDER_H = 22
SLIDER_MIN_H = 26  # spare height under the stepper row that makes room for the slider
FIELD_W = 100


class AmountPicker(Widget):
    focusable = True

    def __init__(self, rect, span: range, value: int | None = None, *, fmt: Callable[[int], str] = str,
                 on_change: Callable[[int], None] | None = None, on_enter: Callable[[int], None] | None = None,
                 tooltip: str = "", rows: int = 1):
        super().__init__(rect, tooltip)
        self.rows = rows  # 2: the steps down over the steps up, the amount beside them (room for number keys)
        if len(span) == 0 or span.step != 1:
            raise ValueError(f"an amount picker needs a non-empty range of whole amounts, not {span!r}")
        self.span = span
        self.fmt, self.on_change, self.on_enter = fmt, on_change, on_enter
        self.value = self.clamp(span.start if value is None else value)
        self._typed = ""  # digits typed since the field took focus
        self._dragging = False
        self._over = False
        self._mouse = (-1, -1)
        self._layout()

    # ------------------------------------------------------------ the amount
    @property
    def low(self) -> int:
        return self.span.start

    @property
    def high(self) -> int:
        return self.span.stop - 1

    def clamp(self, n: int) -> int:
        return max(self.low, min(self.high, int(n)))

    def set(self, n: int) -> None:
        n = self.clamp(n)
        if n != self.value:
            self.value = n
            if self.on_change:
                self.on_change(n)
        self._refresh_steppers()

    def step(self, by: int) -> None:
        self._typed = ""
        self.set(self.value + by)

    # ------------------------------------------------------------ layout
    def _layout(self) -> None:
        r = self.rect
        row_h = r.h - SLIDER_H - 6 if r.h - SLIDER_H - 6 >= SLIDER_MIN_H else r.h
        self.slider = pygame.Rect(r.x + 8, r.y + row_h + 6, r.w - 16, SLIDER_H) if row_h < r.h else None
        gap = 6
        field_w = min(FIELD_W, r.w // 4)
        self.steppers: list[Button] = []
        if self.rows == 2:
            self.field = pygame.Rect(r.right - field_w, r.y, field_w, row_h)
            bw, bh = (r.w - field_w - gap * 3) // 3, (row_h - gap) // 2
            for i, by in enumerate((-1, -5, -10, 1, 5, 10)):
                b = Button((r.x + (i % 3) * (bw + gap), r.y + (i // 3) * (bh + gap), bw, bh), f"{by:+d}",
                           (lambda by=by: self.step(by)), size=theme.SIZE_TINY,
                           tooltip=f"{'Add' if by > 0 else 'Take off'} {abs(by)}")
                b.by = by
                self.steppers.append(b)
            self._refresh_steppers()
            return
        bw = (r.w - field_w - gap * len(STEPS)) // len(STEPS)
        x = r.x
        for i, by in enumerate(STEPS):
            if i == len(STEPS) // 2:
                self.field = pygame.Rect(x, r.y, field_w, row_h)
                x += field_w + gap
            b = Button((x, r.y, bw, row_h), f"{by:+d}", (lambda by=by: self.step(by)), size=theme.SIZE_TINY,
                       tooltip=f"{'Add' if by > 0 else 'Take off'} {abs(by)}")
            b.by = by
            self.steppers.append(b)
            x += bw + gap
        self._refresh_steppers()

    def _refresh_steppers(self) -> None:
        for b in self.steppers:
            b.enabled = self.low <= self.value + b.by <= self.high
            b.disabled_reason = (f"{self.fmt(self.high)} is the most." if b.by > 0
                                 else f"{self.fmt(self.low)} is the least.")

    def slider_x(self, n: int) -> int:
        """The slider's x for amount `n` (the person clicks there to pick it)."""
        s = self.slider
        if self.high == self.low:
            return s.centerx
        return round(s.x + (n - self.low) * (s.w - 1) / (self.high - self.low))

    def _from_slider(self, x: int) -> int:
        s = self.slider
        if s.w <= 1:
            return self.low
        return self.clamp(round(self.low + (x - s.x) * (self.high - self.low) / (s.w - 1)))

    def hover_text(self) -> str:
        """The stepper's own words under the mouse, else the picker's."""
        over = next((b for b in self.steppers if b.contains(self._mouse)), None)
        return over.hover_text() if over is not None else self.tooltip

    # ------------------------------------------------------------ events
    def handle(self, event) -> bool:
        if not self.visible:
            return False
        for b in self.steppers:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.slider is not None and self.slider.inflate(16, 12).collidepoint(event.pos):
                self._dragging, self._typed = True, ""
                self.set(self._from_slider(event.pos[0]))
                return True
            self.focused = self.field.collidepoint(event.pos)
            self._typed = ""
            return self.focused
        if event.type == pygame.MOUSEMOTION:
            self._over = self.rect.collidepoint(event.pos)  # the wheel event carries no position
            self._mouse = event.pos
            if self._dragging:
                self.set(self._from_slider(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self._over:
            self.step(1 if event.y > 0 else -1)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self._typed = self._typed[:-1]
            self.set(int(self._typed) if self._typed else self.low)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._typed = ""
            if self.on_enter:
                self.on_enter(self.value)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step(1 if event.key == pygame.K_UP else -1)
            return True
        digit = event.unicode if event.unicode and event.unicode.isdigit() else ""
        if digit:
            typed = (self._typed + digit).lstrip("0") or "0"
            if int(typed) > self.high:  # too many digits: start again from this one
                typed = digit
            self._typed = typed
            self.set(int(typed))
            return True
        return event.key != pygame.K_ESCAPE and event.key != pygame.K_TAB

    # ------------------------------------------------------------ draw
    def draw(self, surface, mouse) -> None:
        if not self.visible:
            return
        for b in self.steppers:
            b.draw(surface, mouse)
        f = self.field
        pygame.draw.rect(surface, (10, 14, 30), f, border_radius=10)
        edge = theme.GOLD if self.focused else (110, 126, 170)
        pygame.draw.rect(surface, edge, f, 2, border_radius=10)
        draw.text_fit(surface, self.fmt(self.value), f.inflate(-12, -4), theme.SIZE_SMALL, theme.TEXT, True, "center")
        s = self.slider
        if s is None:
            return
        track = pygame.Rect(s.x, s.centery - 3, s.w, 6)
        pygame.draw.rect(surface, (40, 48, 80), track, border_radius=3)
        x = self.slider_x(self.value)
        pygame.draw.rect(surface, theme.GOLD_DARK, pygame.Rect(s.x, track.y, x - s.x, track.h), border_radius=3)
        pygame.draw.circle(surface, theme.GOLD, (x, s.centery), 9)
        pygame.draw.circle(surface, (20, 20, 30), (x, s.centery), 9, 2)
