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
the view entirely.  `on_change()` runs after every change of centre or zoom.

Input helpers (each returns True when the camera used the input):
    press(pos, button) / motion(pos) / release(button)   drag to pan: the right
        and middle buttons pan at once, the left one only past
        `drag_threshold` pixels (below it, it is a click for the board);
    key(k)            arrows pan, +/- zoom, 0 / F / Home fit;
    pan_keys(pressed, dt)   smooth panning while arrow keys are held.
"""
from __future__ import annotations

from typing import Callable

import pygame

ZOOM_STEP = 1.22
ARROW_STEP = 90  # logical pixels per arrow key press
HELD_SPEED = 700  # logical pixels per second while an arrow key is held


class Camera:
    def __init__(self, view, bounds=(0.0, 0.0, 1.0, 1.0), fit_size: float = 1.0, *, zoom_step: float = ZOOM_STEP,
                 min_k: int = -2, max_k: int = 6, drag_threshold: int = 12,
                 on_change: Callable[[], None] | None = None):
        self.view = pygame.Rect(view)
        self.bounds = tuple(bounds)
        self.fit_size = fit_size
        self.zoom_step = zoom_step
        self.min_k, self.max_k = min_k, max_k
        self.drag_threshold = drag_threshold
        self.on_change = on_change
        self.zoom_k = 0
        self.center = ((self.bounds[0] + self.bounds[2]) / 2, (self.bounds[1] + self.bounds[3]) / 2)
        self._drag: list | None = None  # [start pos, start centre, button, moved]

    @staticmethod
    def fit_scale(bounds, rect) -> float:
        """Pixels per world unit that fit `bounds` (x0, y0, x1, y1) in `rect`."""
        w, h = bounds[2] - bounds[0], bounds[3] - bounds[1]
        return min(rect.w / w if w > 0 else float("inf"), rect.h / h if h > 0 else float("inf"))

    # ------------------------------------------------------------ transforms
    @property
    def size(self) -> float:
        """Pixels per world unit at the current zoom."""
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
        self.zoom_k = 0
        self.center = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
        self._changed()

    def set_center(self, x: float, y: float) -> None:
        b = self.bounds
        self.center = (min(max(x, b[0]), b[2]), min(max(y, b[1]), b[3]))
        self._changed()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the picture by (dx, dy) logical pixels."""
        s = self.size
        self.set_center(self.center[0] - dx / s, self.center[1] - dy / s)

    def zoom_at(self, steps: int, pos=None) -> bool:
        """Zoom by whole levels keeping the world point under `pos` (default:
        the view's centre) still.  False when already at the limit."""
        k = max(self.min_k, min(self.max_k, self.zoom_k + steps))
        if k == self.zoom_k:
            return False
        pos = pos if pos is not None else self.view.center
        wx, wy = self.to_world(*pos)
        self.zoom_k = k
        c = self.view.center
        s1 = self.size
        self.set_center(wx - (pos[0] - c[0]) / s1, wy - (pos[1] - c[1]) / s1)
        return True

    # ------------------------------------------------------------ input
    @property
    def dragging(self) -> bool:
        """A drag is panning the picture now (past the click threshold)."""
        return self._drag is not None and self._drag[3]

    def press(self, pos, button: int) -> bool:
        """A mouse button went down on the board: a drag may start.  True when
        the press is the camera's alone (right/middle button)."""
        self._drag = [tuple(pos), self.center, button, button != 1]
        return button != 1

    def motion(self, pos) -> bool:
        """The mouse moved: True when it is panning the picture."""
        if self._drag is None:
            return False
        start, center, button, moved = self._drag
        dx, dy = pos[0] - start[0], pos[1] - start[1]
        if not moved and dx * dx + dy * dy > self.drag_threshold ** 2:
            self._drag[3] = moved = True
        if moved:
            s = self.size
            self.set_center(center[0] - dx / s, center[1] - dy / s)
        return moved

    def release(self, button: int) -> bool:
        """The button came up: True when that press was a pan (not a click)."""
        drag, self._drag = self._drag, None
        return drag is not None and drag[2] == button and (drag[3] or button != 1)

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
        elif k in (pygame.K_0, pygame.K_KP_0, pygame.K_f, pygame.K_HOME):
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
