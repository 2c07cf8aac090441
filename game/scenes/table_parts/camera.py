"""CameraPart: the table's board seen through a game.ui.camera.Camera.

It feeds the camera the table's input (drag, wheel, zoom buttons, keys; see
Camera.handle), moves a glide the game started (Camera.glide_to) on by the
frame's time and pans while arrow keys are held.  While a drag slides the
picture it calls `on_drag` (the table hides its tooltip); after the picture
moved under a still mouse it calls `on_move` (the table refreshes what lies
under the mouse).  Held keys do not pan while `paused()` (a chooser or the
confirm dialog is open).

The camera is given as a callable because a table may make a new one (a new
window shape); `can_grab(pos)` and `can_wheel(pos)` say where a drag may
start and where the wheel zooms (default: anywhere on the camera's view).
"""
from __future__ import annotations

from typing import Callable

from game.scenes.table_parts.context import Part, TableContext


class CameraPart(Part):
    def __init__(self, ctx: TableContext, camera: Callable, *, on_drag: Callable[[], None],
                 on_move: Callable[[], None], paused: Callable[[], bool] = lambda: False,
                 can_grab: Callable | None = None, can_wheel: Callable | None = None):
        super().__init__(ctx)
        self._camera = camera
        self._on_drag = on_drag
        self._on_move = on_move
        self._paused = paused
        self.can_grab = can_grab
        self.can_wheel = can_wheel

    @property
    def camera(self):
        """The game.ui.camera.Camera shown now."""
        return self._camera()

    def handle(self, event) -> bool:
        """One event to the camera; True when the camera used it."""
        got = self.camera.handle(event, self.ctx.mouse, self.can_grab, self.can_wheel)
        if got == "drag":
            self._on_drag()  # no tooltips while the board slides
        elif got == "moved":
            self._on_move()
        return bool(got)

    def update(self, dt: float) -> bool:
        """A glide in progress goes on; pan while arrow keys are held; True
        when the picture moved."""
        moved = self.camera.step(dt)
        if not self._paused() and self.camera.pan_held_keys(dt):
            moved = True
        if moved:
            self._on_move()
        return moved

    def cancel_drag(self) -> None:
        """A modal layer opened: a drag in progress ends."""
        self.camera.cancel_drag()
