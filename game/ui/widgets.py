"""Widgets for the shell scenes and the prompt bar.

Widgets keep their own rect (logical coordinates) and get every event the
scene hands them; `draw(surface, mouse)` only reads state.  A click fires on
button release over the widget that got the press.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui import draw, pointer, theme, tooltip
from game.ui.assets import get_assets


class Widget:
    focusable = False

    def __init__(self, rect, tooltip: str = "", enabled: bool = True, visible: bool = True):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = visible
        self.focused = False
        self._pressed = False
        # only the part inside `clip` (e.g. a scrolling list's frame) is shown
        # and takes clicks; None = all of it
        self.clip: pygame.Rect | None = None
        self.reading = False  # opens something to read (rules, menu, log): never a move, so a lesson lets it through
        self.action = None  # the game action a button stands for (prompt bar, chooser, deal dialog), if any
        self.on_asleep: Callable[[], None] | None = None  # told when a click on it is refused (game.ui.pointer)

    def contains(self, pos) -> bool:
        return (self.visible and self.rect.collidepoint(pos)
                and (self.clip is None or self.clip.collidepoint(pos)))

    def rest_key(self) -> tuple:
        """What it shows and where, for game.ui.pointer: the same key rebuilt
        under a resting pointer is the same thing."""
        return type(self).__name__, tuple(self.rect)

    def awake(self) -> bool:
        """False while it came up under the pointer and the pointer has not
        moved since: no hover look, no click (game.ui.pointer)."""
        return pointer.awake(self.rest_key())

    def hovered(self, mouse) -> bool:
        return self.contains(mouse) and self.awake()

    def handle(self, event) -> bool:
        """Return True when the event was used."""
        if not self.visible:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.contains(event.pos) and not self.awake():
            self._pressed = False
            if event.type == pygame.MOUSEBUTTONUP and self.on_asleep is not None:
                self.on_asleep()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.contains(event.pos):
                if self.enabled:
                    self.click(event.pos)
                else:
                    self.click_disabled(event.pos)
                return True
        return False

    def click(self, pos) -> None:
        pass

    def key_press(self) -> None:
        """Its number key (game.ui.key_numbers) was pressed: as a click on it."""
        self.click(self.rect.center)

    def click_disabled(self, pos) -> None:
        pass

    def draw(self, surface, mouse) -> None:
        pass

    def hover_text(self) -> str:
        return self.tooltip


class Button(Widget):
    """A rounded button; styles: primary (gold), normal, ghost, danger, tab."""

    def __init__(self, rect, label: str, on_click: Callable | None = None, *, style: str = "normal",
                 size: int = theme.SIZE_BODY, tooltip: str = "", enabled: bool = True, selected: bool = False,
                 disabled_reason: str = "", hotkey: str = "", icon: str = ""):
        super().__init__(rect, tooltip, enabled)
        self.label, self.on_click, self.style, self.size = label, on_click, style, size
        self.selected = selected
        self.disabled_reason = disabled_reason
        self.hotkey = hotkey  # a key that is no number ("↑"), on a key cap at its left while usable
        self.icon = icon
        self.on_disabled: Callable[[str], None] | None = None
        self.key: int | None = None  # the number key shown before the label (game.ui.key_numbers)

    def rest_key(self) -> tuple:
        return super().rest_key() + (self.label, self.key)

    def click_disabled(self, pos):
        if self.on_disabled and self.disabled_reason:
            self.on_disabled(self.disabled_reason)

    def click(self, pos):
        from game.ui import sound

        sound.play("click")
        if self.on_click:
            self.on_click()

    def hover_text(self) -> str:
        if not self.enabled and self.disabled_reason:
            # why not first, then what the button would do
            return f"{self.disabled_reason}\n{self.tooltip}" if self.tooltip else self.disabled_reason
        return self.tooltip

    def colours(self, hover: bool):
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_FAINT, (70, 74, 90)
        if self.style == "primary":
            return (theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY), theme.TEXT_DARK, (255, 230, 160)
        if self.style == "danger":
            return (theme.BUTTON_DANGER_HOVER if hover else theme.BUTTON_DANGER), theme.TEXT, (230, 140, 130)
        if self.style == "ghost":
            return ((40, 50, 84) if hover else (24, 30, 54)), theme.TEXT, theme.PANEL_EDGE
        if self.style == "tab":
            if self.selected:
                return theme.PANEL_HI, theme.GOLD, theme.GOLD
            return ((40, 50, 84) if hover else (22, 28, 50)), theme.TEXT_DIM, (60, 72, 110)
        if self.selected:
            return theme.BUTTON_PRIMARY, theme.TEXT_DARK, (255, 230, 160)
        return (theme.BUTTON_HOVER if hover else theme.BUTTON), theme.TEXT, (130, 150, 210)

    def draw(self, surface, mouse):
        if not self.visible:
            return
        hover = self.enabled and self.hovered(mouse)
        fill, fg, edge = self.colours(hover)
        r = self.rect.move(0, 2 if (self._pressed and hover) else 0)
        radius = min(14, r.h // 2)
        if self.enabled and self.style not in ("ghost", "tab"):
            pygame.draw.rect(surface, (6, 8, 16), r.move(0, 4), border_radius=radius)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        if self.enabled and self.style in ("primary", "normal", "danger"):
            # a soft top sheen
            size = (r.w - 8, max(2, r.h // 2 - 4))

            def make_sheen():
                sheen = pygame.Surface(size, pygame.SRCALPHA)
                pygame.draw.rect(sheen, (255, 255, 255, 26), sheen.get_rect(), border_radius=max(0, radius - 4))
                return sheen

            surface.blit(get_assets().generated(("sheen", size, radius), make_sheen), (r.x + 4, r.y + 3))
        pygame.draw.rect(surface, edge, r, 2, border_radius=radius)
        label = self.label if self.key is None else f"{self.key}  {self.label}"
        inner = r.inflate(-20, -6)
        if self.hotkey and self.enabled:  # a cap apart from the label: "↑" beside "+1" reads as a key, not a sum
            side = min(32, r.h - 10)
            cap = draw.key_cap(surface, self.hotkey, (r.x + 6, r.centery - side // 2 - 1, side, side))
            inner = pygame.Rect(cap.right + 4, inner.y, inner.right - cap.right - 4, inner.h)
        if self.icon and get_assets().image("art", "icons", f"{self.icon}.png") is not None:
            isz = min(30, inner.h - 4)
            tw = get_assets().text_size(label, self.size, True)[0] if label else 0
            x = max(inner.x, inner.centerx - (isz + 8 + tw) // 2)
            draw.icon(surface, self.icon, pygame.Rect(x, inner.centery - isz // 2, isz, isz),
                      alpha=255 if self.enabled else 90)
            inner = pygame.Rect(x + isz + 8, inner.y, inner.right - x - isz - 8, inner.h)
            draw.text_fit(surface, label, inner, self.size, fg, bold=True, anchor="midleft")
            return
        draw.text_fit(surface, label, inner, self.size, fg, bold=True, anchor="center")


class Toggle(Widget):
    """An on/off switch with a label on its left."""

    def __init__(self, rect, label: str, value: bool, on_change: Callable[[bool], None], tooltip=""):
        super().__init__(rect, tooltip)
        self.label, self.value, self.on_change = label, value, on_change

    def click(self, pos):
        from game.ui import sound

        sound.play("click")
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface, mouse):
        hover = self.hovered(mouse)
        draw.text(surface, self.label, (self.rect.x, self.rect.centery), theme.SIZE_BODY,
                  theme.HILITE if hover else theme.TEXT, anchor="midleft")
        sw = pygame.Rect(0, 0, 84, 40)
        sw.midright = self.rect.midright
        pygame.draw.rect(surface, theme.GOOD if self.value else (70, 76, 96), sw, border_radius=20)
        pygame.draw.rect(surface, (20, 20, 30), sw, 2, border_radius=20)
        knob = (sw.right - 20, sw.centery) if self.value else (sw.x + 20, sw.centery)
        pygame.draw.circle(surface, (245, 245, 245), knob, 15)
        draw.text(surface, "On" if self.value else "Off", (sw.x - 14, sw.centery), theme.SIZE_SMALL,
                  theme.TEXT_DIM, anchor="midright")


class Stepper(Widget):
    """Pick one of `choices` with arrow buttons; shows choice text (and a
    fill bar when `bar` is true, for volumes and speeds)."""

    def __init__(self, rect, label: str, choices: list, value, on_change: Callable, fmt: Callable = str,
                 tooltip: str = "", bar: bool = False, label_w: int | None = None):
        super().__init__(rect, tooltip)
        self.label, self.choices, self.on_change, self.fmt, self.bar = label, list(choices), on_change, fmt, bar
        self.index = self._index_of(value)
        self.label_w = label_w if label_w is not None else (self.rect.w // 2 if label else 0)
        self.key: int | None = None  # its number key, drawn as a key cap before the label (game.ui.key_numbers)
        # without a label: the x of its key cap at the head of its row (the
        # setup's seat rows), so the cap does not read as part of the arrows
        self.cap_x: int | None = None

    def key_press(self) -> None:
        """Its number key: the next choice, round to the first after the last."""
        from game.ui import sound

        sound.play("click")
        self.index = (self.index + 1) % len(self.choices)
        self.on_change(self.value)

    def _index_of(self, value):
        if value in self.choices:
            return self.choices.index(value)
        try:
            return min(range(len(self.choices)), key=lambda i: abs(self.choices[i] - value))
        except TypeError:
            return 0

    @property
    def value(self):
        return self.choices[self.index]

    def set_value(self, value):
        self.index = self._index_of(value)

    def _parts(self):
        ctl = pygame.Rect(self.rect.x + self.label_w, self.rect.y, self.rect.w - self.label_w, self.rect.h)
        left = pygame.Rect(ctl.x, ctl.centery - 22, 44, 44)
        right = pygame.Rect(ctl.right - 44, ctl.centery - 22, 44, 44)
        mid = pygame.Rect(left.right + 8, ctl.y, right.x - left.right - 16, ctl.h)
        return left, mid, right

    def _value_and_track(self, mid):
        """A bar's value on the left of its track, both on the row's middle
        line (a value above the track touched the divider of the row above)."""
        value = pygame.Rect(mid.x, mid.y, min(130, mid.w // 3), mid.h)
        track = pygame.Rect(value.right + 8, mid.centery - 5, mid.right - value.right - 8, 10)
        return value, track

    def click(self, pos):
        from game.ui import sound

        left, mid, right = self._parts()
        old = self.index
        if left.collidepoint(pos):
            self.index = max(0, self.index - 1)
        elif right.collidepoint(pos):
            self.index = min(len(self.choices) - 1, self.index + 1)
        elif mid.collidepoint(pos) and self.bar and len(self.choices) > 1:
            track = self._value_and_track(mid)[1]
            frac = max(0.0, min(1.0, (pos[0] - track.x) / max(1, track.w)))
            self.index = max(0, min(len(self.choices) - 1, round(frac * (len(self.choices) - 1))))
        elif mid.collidepoint(pos):
            self.index = (self.index + 1) % len(self.choices)
        if self.index != old:
            sound.play("click")
            self.on_change(self.value)

    CAP = 38  # a key cap's side, and its gap to what follows

    def draw(self, surface, mouse):
        left, mid, right = self._parts()
        if self.label:
            label = pygame.Rect(self.rect.x, self.rect.y, self.label_w - 16, self.rect.h)
            if self.key is not None:
                cap = draw.key_cap(surface, self.key, (label.x, label.centery - self.CAP // 2, self.CAP, self.CAP))
                label.x, label.w = cap.right + 12, label.w - self.CAP - 12
            draw.text_lines_fit(surface, self.label, label, theme.SIZE_BODY, theme.TEXT)
        elif self.key is not None and self.cap_x is not None:
            draw.key_cap(surface, self.key, (self.cap_x, self.rect.centery - self.CAP // 2, self.CAP, self.CAP))
        elif self.key is not None:
            # no label: the cap stands next to the left arrow, the value centred in what is left
            cap = draw.key_cap(surface, self.key, (mid.x, mid.centery - self.CAP // 2, self.CAP, self.CAP))
            mid = pygame.Rect(cap.right + 8, mid.y, mid.right - cap.right - 8, mid.h)
        for r, glyph, ok in ((left, "‹", self.index > 0), (right, "›", self.index < len(self.choices) - 1)):
            hover = ok and r.collidepoint(mouse) and self.hovered(mouse)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hover else (theme.BUTTON if ok else theme.BUTTON_DISABLED), r,
                             border_radius=10)
            draw.text(surface, glyph, r.center, 40, theme.TEXT if ok else theme.TEXT_FAINT, True, "center")
        if self.bar and len(self.choices) > 1:
            value, track = self._value_and_track(mid)
            pygame.draw.rect(surface, (40, 46, 70), track, border_radius=5)
            fill = track.copy()
            fill.w = round(track.w * self.index / (len(self.choices) - 1))
            pygame.draw.rect(surface, theme.GOLD, fill, border_radius=5)
            draw.text_fit(surface, self.fmt(self.value), value, theme.SIZE_BODY, theme.TEXT, True, "center")
        else:
            draw.text_fit(surface, self.fmt(self.value), mid, theme.SIZE_BODY, theme.TEXT, True, "center")


class TextField(Widget):
    """A one-line text input; click to focus (and place the caret), Enter,
    Tab, Esc or a click elsewhere ends.

    Editing: a caret moved with Left/Right/Home/End (Shift extends a
    selection), Backspace/Delete, Ctrl+A selects all (typing then replaces
    it), Ctrl+C/X/V use the clipboard when the platform has one.
    `value` can be set from code; the caret then goes to the end."""

    focusable = True
    MIN_SIZE = 18

    def __init__(self, rect, value: str, on_change: Callable[[str], None], *, max_len: int = 24,
                 allowed: Callable[[str], bool] | None = None, placeholder: str = "", size: int = theme.SIZE_BODY,
                 tooltip: str = ""):
        super().__init__(rect, tooltip)
        self.on_change, self.max_len = on_change, max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder, self.size = placeholder, size
        self._value = value
        self.caret = len(value)
        self.anchor: int | None = None  # the other end of the selection (None: no selection)

    # ------------------------------------------------------------ model
    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, text: str) -> None:
        self._value = text
        self.caret = len(text)
        self.anchor = None

    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self._value)

    def _set_text(self, text: str, caret: int) -> None:
        changed = text != self._value
        self._value = text
        self.caret = max(0, min(len(text), caret))
        self.anchor = None
        if changed:
            self.on_change(text)

    def _delete_selection(self) -> bool:
        sel = self.selection()
        if sel is None:
            return False
        a, b = sel
        self._set_text(self._value[:a] + self._value[b:], a)
        return True

    def insert(self, text: str) -> None:
        """Type `text` at the caret (replacing the selection), within max_len."""
        add = "".join(ch for ch in text if self.allowed(ch))
        if not add:
            return
        sel = self.selection()
        a, b = sel if sel else (self.caret, self.caret)
        room = self.max_len - (len(self._value) - (b - a))
        add = add[:max(0, room)]
        if not add and sel is None:
            return
        self._set_text(self._value[:a] + add + self._value[b:], a + len(add))

    def _move(self, to: int, extend: bool) -> None:
        to = max(0, min(len(self._value), to))
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            sel = self.selection()
            if sel is not None and to in (self.caret - 1, self.caret + 1):
                to = sel[0] if to < self.caret else sel[1]  # Left/Right collapse the selection
            self.anchor = None
        self.caret = to

    # ------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.contains(event.pos)
            if self.focused:
                if not was:
                    pygame.key.start_text_input()
                self.caret = self.index_at(event.pos[0])
                self.anchor = None
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
            shift = bool(mod & pygame.KMOD_SHIFT)
            k = event.key
            if ctrl and k == pygame.K_a:
                self.select_all()
            elif ctrl and k in (pygame.K_c, pygame.K_x):
                sel = self.selection()
                _clipboard_put(self._value[sel[0]:sel[1]] if sel else self._value)
                if k == pygame.K_x:
                    if sel is None:
                        self._set_text("", 0)
                    else:
                        self._delete_selection()
            elif ctrl and k == pygame.K_v:
                self.insert(_clipboard_get().replace("\n", " "))
            elif k == pygame.K_BACKSPACE:
                if not self._delete_selection() and self.caret > 0:
                    self._set_text(self._value[:self.caret - 1] + self._value[self.caret:], self.caret - 1)
            elif k == pygame.K_DELETE:
                if not self._delete_selection() and self.caret < len(self._value):
                    self._set_text(self._value[:self.caret] + self._value[self.caret + 1:], self.caret)
            elif k == pygame.K_LEFT:
                self._move(self.caret - 1, shift)
            elif k == pygame.K_RIGHT:
                self._move(self.caret + 1, shift)
            elif k in (pygame.K_HOME, pygame.K_UP):
                self._move(0, shift)
            elif k in (pygame.K_END, pygame.K_DOWN):
                self._move(len(self._value), shift)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
                self.anchor = None
            return True
        return False

    # ------------------------------------------------------------ layout
    def _inner(self) -> pygame.Rect:
        return self.rect.inflate(-24, 0)

    def _font_size(self) -> int:
        a = get_assets()
        size = self.size
        while size > self.MIN_SIZE and a.text_size(self._value, size)[0] > self._inner().w - 4:
            size -= 1
        return size

    def _offset(self, size: int) -> int:
        """Horizontal scroll (px) so the caret stays inside the box."""
        a = get_assets()
        inner = self._inner()
        full = a.text_size(self._value, size)[0] if self._value else 0
        if full <= inner.w - 4:
            return 0
        cx = a.text_size(self._value[:self.caret], size)[0] if self.caret else 0
        return max(0, min(full - (inner.w - 4), cx - (inner.w - 4) + 2))

    def index_at(self, x: int) -> int:
        """The caret index nearest to logical x."""
        a = get_assets()
        size = self._font_size()
        rel = x - self._inner().x + self._offset(size)
        n = a.fit_chars(self._value, size, rel)  # the last boundary left of x (binary search)
        if n >= len(self._value):
            return n
        left = a.text_size(self._value[:n], size)[0] if n else 0
        right = a.text_size(self._value[:n + 1], size)[0]
        return n if rel - left <= right - rel else n + 1

    def draw(self, surface, mouse):
        a = get_assets()
        hover = self.hovered(mouse)
        pygame.draw.rect(surface, (12, 16, 30), self.rect, border_radius=10)
        edge = theme.GOLD if self.focused else (theme.BUTTON_HOVER if hover else (70, 82, 120))
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=10)
        inner = self._inner()
        if not self._value:
            if not self.focused:
                draw.text_fit(surface, self.placeholder, inner, self.size, theme.TEXT_FAINT, anchor="midleft")
            else:
                pygame.draw.line(surface, theme.GOLD, (inner.x, self.rect.y + 12), (inner.x, self.rect.bottom - 12), 2)
            return
        size = self._font_size()
        off = self._offset(size) if self.focused else 0
        x0 = inner.x - off
        old_clip = surface.get_clip()
        surface.set_clip(inner.inflate(4, 0).clip(old_clip) if old_clip else inner.inflate(4, 0))
        sel = self.selection() if self.focused else None
        if sel is not None:
            sx = x0 + a.text_size(self._value[:sel[0]], size)[0] if sel[0] else x0
            ex = x0 + a.text_size(self._value[:sel[1]], size)[0]
            h = a.font(size).get_height()
            pygame.draw.rect(surface, (70, 96, 160), (sx, inner.centery - h // 2, ex - sx, h), border_radius=3)
        if not self.focused and a.text_size(self._value, size)[0] > inner.w:
            draw.text_fit(surface, self._value, inner, size, theme.TEXT, anchor="midleft")
        else:
            draw.text(surface, self._value, (x0, inner.centery), size, theme.TEXT, anchor="midleft")
        if self.focused:
            cx = x0 + (a.text_size(self._value[:self.caret], size)[0] if self.caret else 0)
            pygame.draw.line(surface, theme.GOLD, (cx + 1, self.rect.y + 12), (cx + 1, self.rect.bottom - 12), 2)
        surface.set_clip(old_clip)


def _clipboard_get() -> str:
    try:
        if hasattr(pygame.scrap, "get_text"):
            return pygame.scrap.get_text() or ""
    except Exception:  # no clipboard (headless, old SDL): nothing to paste
        pass
    return ""


def _clipboard_put(text: str) -> None:
    try:
        if hasattr(pygame.scrap, "put_text"):
            pygame.scrap.put_text(text)
    except Exception:
        pass


def draw_tooltip(surface, text: str, mouse, max_w: int = 560, avoid=None, near=(), clear=()):
    """The tooltip box for `text`, placed by tooltip.place: beside `avoid`
    (the thing it explains) and off the rects in `near` (its neighbours) and
    `clear` (panels elsewhere), or near the mouse without `avoid`.  Shown only once the pointer has rested
    (tooltip.Timing); returns its rect, or None when not shown."""
    if not text:
        return None
    anchor = pygame.Rect(avoid) if avoid is not None else None
    if not tooltip.admit((text, tuple(anchor) if anchor is not None else None)):
        return None
    a = get_assets()
    size = theme.SIZE_SMALL
    line_h = round(size * 1.3)
    boxes = []  # (lines, size): the text wrapped to the widest box, then narrower ones that fit beside a wide row
    for width in sorted({max_w, min(max_w, 380), min(max_w, 300)}, reverse=True):
        lines = a.wrap(text, size, width - 28)
        boxes.append((lines, (max(a.text_size(line, size)[0] for line in lines) + 28, len(lines) * line_h + 18)))
    i, rect = tooltip.place([box for _, box in boxes], surface.get_rect(), mouse, anchor, near, clear)
    lines = boxes[i][0]
    draw.panel(surface, rect, fill=(14, 16, 30, 240), edge=theme.GOLD_DARK, radius=10)
    yy = rect.y + 9
    for line in lines:
        draw.text(surface, line, (rect.x + 14, yy), size, theme.TEXT)
        yy += line_h
    tooltip.record(rect)
    return rect


def draw_widget_tooltip(surface, widget, widgets, mouse) -> pygame.Rect | None:
    """The tooltip of `widget` (under the mouse), off it and off the visible
    `widgets` in its row or column."""
    others = [w.rect for w in widgets if w is not widget and w.visible]
    return draw_tooltip(surface, widget.hover_text(), mouse, avoid=widget.rect,
                        near=tooltip.neighbours(widget.rect, others))
