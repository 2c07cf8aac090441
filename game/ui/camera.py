"""A pan/zoom camera for a board drawn in its own world units.

    cam = Camera(map_rect, bounds=(x0, y0, x1, y1), fit_size=Camera.fit_scale(bounds, map_rect))
    x, y = cam.to_screen(wx, wy)         # world -> logical pixels
    wx, wy = cam.to_world(x, y)          # and back
    cam.zoom_at(+1, mouse)               # one zoom level in, the point under the mouse stays put
    cam.pan_by(dx, dy)                   # move the picture by logical pixels
    cam.fit()                            # the whole board again

Zoom goes by whole levels: `size` (pixels per world unit) is
fit_size * zoom_step ** zoom_k, and zoom_k = 0 fits the board.  The centre
(`center`, a world point) is clamped to `bounds`, so the board never leaves
the view entirely.  `on_change()` runs after every change of centre or zoom;
`fitted` stays True from fit() until the picture is panned or zoomed.

A board that grows keeps its picture still: reframe(bounds, fit_size) takes
the new bounds and fit scale for the next fit() without moving anything (the
zoom level becomes fractional until then), and glide_to(center, size)
moves the picture smoothly over a few frames of step(dt), for when
something new must be brought into view.  Any move the person makes ends a
glide.

Input helpers (each returns True when the camera used the input):
    press(pos, button) / motion(pos) / release(button)   drag to pan: the right
        and middle buttons pan at once, the left one only past
        `drag_threshold` pixels (below it, it is a click for the board);
    key(k)            arrows pan, +/- zoom, 0 / F / Home fit;
    pan_keys(pressed, dt)   smooth panning while arrow keys are held;
    pan_held_keys(dt)       the same with the keyboard as it is now;
    handle(event, mouse, can_grab, can_wheel)   all of the above from one
        event, plus the wheel and the zoom buttons (what it returns says
        whether the picture moved).

Zoom buttons (−, +, Fit in the view's bottom right corner, sized by
`buttons` = (button size, margin, Fit width)): zoom_rects(), zoom_hit(pos),
zoom_button(name), draw_zoom_buttons(surface, mouse) and zoom_tips() (key,
rect, tooltip naming the `noun` the camera shows: "board", "city").
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.ui import draw, theme

ZOOM_STEP = 1.22
ARROW_STEP = 90  # logical pixels per arrow key press
HELD_SPEED = 700  # logical pixels per second while an arrow key is held
FIT_KEYS = (pygame.K_f, pygame.K_HOME)  # 0 is End turn
ZOOM_BUTTONS = (("out", "−"), ("in", "+"), ("fit", "Fit"))


class Camera:
    def __init__(self, view, bounds=(0.0, 0.0, 1.0, 1.0), fit_size: float = 1.0, *, zoom_step: float = ZOOM_STEP,
                 min_k: int = -2, max_k: int = 6, drag_threshold: int = 12,
                 on_change: Callable[[], None] | None = None, noun: str = "board",
                 buttons: tuple[int, int, int] = (52, 12, 84)):
        self.view = pygame.Rect(view)
        self.bounds = tuple(bounds)
        self.fit_size = fit_size
        self.zoom_step = zoom_step
        self.min_k, self.max_k = min_k, max_k
        self.drag_threshold = drag_threshold
        self.on_change = on_change
        self.noun = noun
        self.buttons = tuple(buttons)
        self.fitted = True  # the view is the whole board (until a pan or zoom)
        self.zoom_k = 0
        self.center = ((self.bounds[0] + self.bounds[2]) / 2, (self.bounds[1] + self.bounds[3]) / 2)
        self._drag: list | None = None  # [start pos, start centre, button, moved]
        self._glide: list | None = None  # [from centre, from zoom_k, to centre, to zoom_k, elapsed, seconds]
        self._held_size: float | None = None  # the size a reframe kept, exactly (zoom_k is its level, rounded off)

    @staticmethod
    def fit_scale(bounds, rect) -> float:
        """Pixels per world unit that fit `bounds` (x0, y0, x1, y1) in `rect`."""
        w, h = bounds[2] - bounds[0], bounds[3] - bounds[1]
        return min(rect.w / w if w > 0 else float("inf"), rect.h / h if h > 0 else float("inf"))

    # ------------------------------------------------------------ transforms
    @property
    def size(self) -> float:
        """Pixels per world unit at the current zoom."""
        if self._held_size is not None:
            return self._held_size
        return self.fit_size * self.zoom_step ** self.zoom_k

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        c = self.view.center
        s = self.size
        return (c[0] + (wx - self.center[0]) * s, c[1] + (wy - self.center[1]) * s)

    def to_world(self, x: float, y: float) -> tuple[float, float]:
        c = self.view.center
        s = self.size
        return (self.center[0] + (x - c[0]) / s, self.center[1] + (y - c[1]) / s)

    # ------------------------------------------------------------ moves
    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def fit(self) -> None:
        """Zoom level 0, centred on the board."""
        b = self.bounds
        self._glide = None
        self._held_size = None
        self.zoom_k = 0
        self.center = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
        self.fitted = True
        self._changed()

    def set_center(self, x: float, y: float) -> None:
        b = self.bounds
        self._glide = None
        self.center = (min(max(x, b[0]), b[2]), min(max(y, b[1]), b[3]))
        self.fitted = False
        self._changed()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the picture by (dx, dy) logical pixels."""
        s = self.size
        self.set_center(self.center[0] - dx / s, self.center[1] - dy / s)

    def zoom_at(self, steps: int, pos=None) -> bool:
        """Zoom by whole levels keeping the world point under `pos` (default:
        the view's centre) still.  False when already at the limit."""
        k = self.zoom_k
        if abs(k - round(k)) < 0.05:
            k = round(k)
        elif steps:  # between levels (after a reframe): the next whole level that way is one step
            k = math.floor(k) if steps > 0 else math.ceil(k)
        k = max(self.min_k, min(self.max_k, k + steps))
        if k == self.zoom_k or (k - self.zoom_k) * steps < 0:  # at the limit (or past it, after a reframe)
            return False
        pos = pos if pos is not None else self.view.center
        wx, wy = self.to_world(*pos)
        self.zoom_k = k
        self._held_size = None
        c = self.view.center
        s1 = self.size
        self.set_center(wx - (pos[0] - c[0]) / s1, wy - (pos[1] - c[1]) / s1)
        return True

    def reframe(self, bounds, fit_size: float) -> None:
        """New bounds and fit scale (used by the next fit()); the picture
        stays exactly where it is, and a glide keeps its goal."""
        if fit_size <= 0:
            return
        size, old_fit = self.size, self.fit_size
        self.bounds = tuple(bounds)
        self.fit_size = fit_size
        self.zoom_k = math.log(size / fit_size, self.zoom_step)
        self._held_size = size
        if self._glide is not None:
            for i in (1, 3):  # its levels, from the old fit scale to the new
                self._glide[i] = math.log(old_fit * self.zoom_step ** self._glide[i] / fit_size, self.zoom_step)

    def glide_to(self, center, size: float | None = None, seconds: float = 0.3) -> None:
        """Move the picture to `center` (a world point) at `size` (pixels per
        unit, default: as now) over `seconds`, eased; at once when seconds <= 0.
        Not the person's move: `fitted` stays as it is."""
        k = self.zoom_k if size is None else math.log(size / self.fit_size, self.zoom_step)
        self._glide = [self.center, self.zoom_k, tuple(center), k, 0.0, max(0.0, seconds)]
        if seconds <= 0:
            self.step(0.0)

    @property
    def gliding(self) -> bool:
        return self._glide is not None

    def step(self, dt: float) -> bool:
        """Advance a glide by dt seconds; True when the picture moved."""
        g = self._glide
        if g is None:
            return False
        c0, k0, c1, k1, t, seconds = g
        t = min(seconds, t + dt)
        g[4] = t
        u = 1.0 if seconds <= 0 else t / seconds
        u = 1 - (1 - u) ** 3  # ease out
        # the size moves geometrically (zoom_k linearly), the centre with the same ease
        if k1 != k0:
            self.zoom_k = k0 + (k1 - k0) * u
            self._held_size = None
        self.center = (c0[0] + (c1[0] - c0[0]) * u, c0[1] + (c1[1] - c0[1]) * u)
        if t >= seconds:
            self._glide = None
        self._changed()
        return True

    # ------------------------------------------------------------ input
    @property
    def dragging(self) -> bool:
        """A drag is panning the picture now (past the click threshold)."""
        return self._drag is not None and self._drag[3]

    def press(self, pos, button: int) -> bool:
        """A mouse button went down on the board: a drag may start.  True when
        the press is the camera's alone (right/middle button)."""
        # [start, centre then, button, panning, moved at all]; a right or
        # middle press pans at once, but one that never moved is still a click
        self._glide = None
        self._drag = [tuple(pos), self.center, button, button != 1, False]
        return button != 1

    def motion(self, pos) -> bool:
        """The mouse moved: True when it is panning the picture."""
        if self._drag is None:
            return False
        start, center, button, moved, _ = self._drag
        dx, dy = pos[0] - start[0], pos[1] - start[1]
        if dx or dy:
            self._drag[4] = True
        if not moved and dx * dx + dy * dy > self.drag_threshold ** 2:
            self._drag[3] = moved = True
        if moved:
            s = self.size
            self.set_center(center[0] - dx / s, center[1] - dy / s)
        return moved

    def release(self, button: int) -> bool:
        """The button came up: True when that press was a pan (not a click)."""
        drag, self._drag = self._drag, None
        return drag is not None and drag[2] == button and (drag[3] if button == 1 else drag[4])

    def cancel_drag(self) -> None:
        self._drag = None

    def key(self, k: int) -> bool:
        pans = {pygame.K_LEFT: (ARROW_STEP, 0), pygame.K_RIGHT: (-ARROW_STEP, 0), pygame.K_UP: (0, ARROW_STEP),
                pygame.K_DOWN: (0, -ARROW_STEP)}
        if k in pans:
            self.pan_by(*pans[k])
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(-1)
        elif k in FIT_KEYS:
            self.fit()
        else:
            return False
        return True

    def pan_keys(self, pressed, dt: float) -> bool:
        """Pan while arrow keys are held (`pressed` = pygame.key.get_pressed())."""
        dx = (pressed[pygame.K_LEFT] - pressed[pygame.K_RIGHT]) * HELD_SPEED * dt
        dy = (pressed[pygame.K_UP] - pressed[pygame.K_DOWN]) * HELD_SPEED * dt
        if dx or dy:
            self.pan_by(dx, dy)
            return True
        return False

    def pan_held_keys(self, dt: float) -> bool:
        """pan_keys() with the keyboard as it is now (False without a display)."""
        if not pygame.display.get_init():
            return False
        try:
            pressed = pygame.key.get_pressed()
        except pygame.error:
            return False
        return self.pan_keys(pressed, dt)

    def handle(self, event, mouse, can_grab: Callable | None = None, can_wheel: Callable | None = None) -> str:
        """Pan and zoom from one input event: a drag that starts where
        `can_grab(pos)` (default: on the view), the wheel where
        `can_wheel(mouse)`, the zoom buttons and the keys.  Returns "" when
        the event is not the camera's, "held" when it is used and the picture
        stays put, "drag" while a drag slides the picture, and "moved" when
        the view changed (refresh what lies under the mouse)."""
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if event.button == 1 and self.zoom_hit(event.pos):
                return "held"
            if (can_grab or self.view.collidepoint)(event.pos) and self.press(event.pos, event.button):
                return "held"
        elif et == pygame.MOUSEMOTION:
            if self.motion(event.pos):
                return "drag"
        elif et == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            if self.release(event.button):
                return "moved"
            name = self.zoom_hit(event.pos) if event.button == 1 else ""
            if name:
                self.zoom_button(name)
                return "moved"
        elif et == pygame.MOUSEWHEEL:
            if (can_wheel or self.view.collidepoint)(mouse):
                if not event.y:
                    return "held"
                self.zoom_at(1 if event.y > 0 else -1, mouse)
                return "moved"
        elif et == pygame.KEYDOWN and self.key(event.key):
            return "moved"
        return ""

    # ------------------------------------------------------------ zoom buttons
    def zoom_rects(self) -> dict:
        """The −, + and Fit buttons in the view's bottom right corner ("all":
        the strip they make)."""
        size, margin, fit_w = self.buttons
        r = self.view
        y = r.bottom - size - margin
        fit = pygame.Rect(r.right - margin - fit_w, y, fit_w, size)
        zin = pygame.Rect(fit.x - 8 - size, y, size, size)
        zout = pygame.Rect(zin.x - 8 - size, y, size, size)
        return {"out": zout, "in": zin, "fit": fit, "all": zout.union(fit)}

    def zoom_hit(self, pos) -> str:
        """The zoom button under `pos` ("out", "in", "fit") or ""."""
        z = self.zoom_rects()
        for name, _ in ZOOM_BUTTONS:
            if z[name].collidepoint(pos):
                return name
        return ""

    def zoom_button(self, name: str) -> None:
        if name == "in":
            self.zoom_at(1)
        elif name == "out":
            self.zoom_at(-1)
        else:
            self.fit()

    def draw_zoom_buttons(self, surface, mouse, live: bool = True) -> None:
        """The buttons; the one under the mouse lights up while `live`."""
        z = self.zoom_rects()
        for name, label in ZOOM_BUTTONS:
            r = z[name]
            hot = live and r.collidepoint(mouse)
            draw.panel(surface, r, fill=(40, 52, 90, 235) if hot else (14, 18, 36, 225),
                       edge=theme.GOLD if hot else (90, 104, 150), radius=12, shadow=False)
            draw.text(surface, label, r.center, theme.SIZE_H3 if name != "fit" else theme.SIZE_SMALL, theme.TEXT,
                      True, "center")

    def zoom_tips(self) -> list[tuple[str, pygame.Rect, str]]:
        """(target key, rect, tooltip) of each zoom button."""
        z = self.zoom_rects()
        n = self.noun
        return [("zoom-out", z["out"], f"Zoom out (mouse wheel over the {n}, or -)"),
                ("zoom-in", z["in"], f"Zoom in (mouse wheel over the {n}, or +)"),
                ("zoom-fit", z["fit"], f"Show the whole {n} (0 or F). Pan: drag the {n}, or use the arrow keys.")]

