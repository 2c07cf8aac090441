"""Which texts each picture holds, so text drawn into a picture that is
scaled later is counted at the size it shows on the canvas.

A picture learns its texts from `draw.text` calls on it (or on a
subsurface of it) and from every text rendered while `Assets.generated`
makes it (cached pictures: card faces, chips, labels).  A scaled copy
(`pygame.transform` scale, smoothscale, their `_by` forms and rotozoom)
holds the source's texts times the scale.  Not seen: a picture blitted
into another one carries no texts along (a C blit cannot be watched), so
a picture composed of cached pictures and then scaled shows only the
texts drawn on it directly."""
from __future__ import annotations

import math
import weakref

import pygame

SCALERS = {"scale": False, "smoothscale": False, "scale_by": False, "smoothscale_by": False, "rotozoom": True}


class Pictures:
    def __init__(self, on_scaled):
        """on_scaled(text, size): a text shown at `size` by a scaled copy."""
        self._texts: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._making: list[list[tuple[str, int]]] = []  # the texts of each picture being made, innermost last
        self._on_scaled = on_scaled

    def note(self, surface: pygame.Surface | None, text: str, size: int) -> None:
        """`text` at `size` went into `surface` (None: a rendered line whose
        target is not known; it belongs to the pictures being made)."""
        for making in self._making:
            making.append((text, size))
        if surface is not None:
            self._texts.setdefault(surface.get_abs_parent(), []).append((text, size))

    def texts(self, surface: pygame.Surface) -> list[tuple[str, int]]:
        return self._texts.get(surface.get_abs_parent(), [])

    def install(self, monkeypatch, assets_cls) -> None:
        real_generated = assets_cls.generated

        def generated(assets, key, make):
            def make_and_keep():
                self._making.append([])
                try:
                    surf = make()
                finally:
                    made = self._making.pop()
                if isinstance(surf, pygame.Surface) and made:
                    self._texts[surf.get_abs_parent()] = made  # draw.text calls on it are among them
                return surf

            return real_generated(assets, key, make_and_keep)

        monkeypatch.setattr(assets_cls, "generated", generated)
        for name, zooms in SCALERS.items():
            monkeypatch.setattr(pygame.transform, name, self._scaler(getattr(pygame.transform, name), zooms))

    def _scaler(self, real, zooms: bool):
        """zooms: the call is rotozoom(surface, angle, scale), whose picture
        grows to hold the turn, so its scale is the argument, not the size."""
        def scaled(surface, *args, **kwargs):
            out = real(surface, *args, **kwargs)
            texts = self.texts(surface)
            if texts:
                (w, h), (ow, oh) = surface.get_size(), out.get_size()
                k = min(ow / max(1, w), oh / max(1, h))
                if zooms:
                    k = args[1] if len(args) > 1 else kwargs.get("scale", 1.0)
                shown = [(text, math.floor(size * k + 1e-6)) for text, size in texts]
                self._texts.setdefault(out, []).extend(shown)
                for text, size in shown:
                    self._on_scaled(text, size)
            return out

        return scaled
