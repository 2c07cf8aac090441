"""Where Captain of the Stars' hexes are on screen: the board turned by a
multiple of 60 degrees (purely visual) so that it fills the map area best,
seen through a game.ui.camera.Camera.

    hexes = CaptainHexMap(board, map_rect, on_change=...)
    hexes.hex_center(h)   # where rules hex h is drawn (logical px)
    hexes.pick(pos)       # the rules hex under a logical point, or None

Every hex the rules name is turned with `rot` for drawing (`disp`) and
turned back for picking (`undisp`); `world` is a hex's centre in world units
(hex size 1), the camera's space.  Holds no game state.
"""
from __future__ import annotations

import pygame

from game.rules import hexgrid
from game.ui.camera import Camera

ZOOM_STEP = 1.22
ZOOM_MIN_K, ZOOM_MAX_K = -2, 6


def rotate(h, k: int):
    """Hex h turned k times by 60 degrees."""
    for _ in range(k % 6):
        h = hexgrid.rotate_left(h)
    return h


class CaptainHexMap:
    def __init__(self, board, map_rect: pygame.Rect, *, on_change=None):
        """The turn of the board that fits `map_rect` best (less a margin)
        and a camera over it; call camera.fit() to show it all."""
        self.rect = pygame.Rect(map_rect)
        view = self.rect.inflate(-24, -24)
        best = None
        for k in range(6):
            b = hexgrid.bounds([rotate(h, k) for h in board.hexes], 1.0)
            fit = Camera.fit_scale(b, view)
            if best is None or fit > best[0] + 1e-6:
                best = (fit, k, b)
        self.fit_size, self.rot, self.world_bounds = best
        self.disp = {h: rotate(h, self.rot) for h in board.hexes}
        self.undisp = {d: h for h, d in self.disp.items()}
        self.world = {h: hexgrid.hex_to_pixel(d, 1.0) for h, d in self.disp.items()}
        self.camera = Camera(self.rect, self.world_bounds, self.fit_size, zoom_step=ZOOM_STEP, min_k=ZOOM_MIN_K,
                             max_k=ZOOM_MAX_K, on_change=on_change)

    @property
    def size(self) -> float:
        """Hex radius in logical pixels at the current zoom."""
        return self.camera.size

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return self.camera.to_screen(wx, wy)

    def hex_center(self, h) -> tuple[float, float]:
        return self.to_screen(*self.world[tuple(h)])

    def hex_rect(self, h) -> pygame.Rect:
        x, y = self.hex_center(h)
        s = self.size
        r = pygame.Rect(0, 0, round(hexgrid.SQRT3 * s), round(2 * s))
        r.center = (round(x), round(y))
        return r

    def pick(self, pos):
        """The rules hex under a logical point, or None (off the map view or
        off the board)."""
        if not self.rect.collidepoint(pos):
            return None
        d = hexgrid.pixel_to_hex(pos[0], pos[1], self.size, True, self.to_screen(0.0, 0.0))
        return self.undisp.get(d)
