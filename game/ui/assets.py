"""One cache for fonts, rendered text and images.

Missing or broken art never stops the app: `image()` returns None and
`image_or()` a drawn fallback, so scenes work before the art exists.
Fonts are the DejaVu files shipped in art/fonts (loaded by path); if they are
missing, pygame's default font is used.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.paths import resource

def _pixel_bytes(value) -> int:
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize()
    return 0


class SurfaceCache:
    """A least-recently-used cache of surfaces bounded by the bytes of their
    pixels (and by a number of entries), so a long session that opens many
    tables keeps the surfaces in use and lets a closed table's go."""

    def __init__(self, max_bytes: int, max_entries: int):
        self.max_bytes, self.max_entries = max_bytes, max_entries
        self._items: OrderedDict = OrderedDict()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items

    def values(self):
        return self._items.values()

    def get(self, key, default=None):
        if key not in self._items:
            return default
        self._items.move_to_end(key)
        return self._items[key]

    def __getitem__(self, key):
        self._items.move_to_end(key)
        return self._items[key]

    def __setitem__(self, key, value) -> None:
        if key in self._items:
            self.bytes -= _pixel_bytes(self._items.pop(key))
        self._items[key] = value
        self.bytes += _pixel_bytes(value)
        while len(self._items) > 1 and (self.bytes > self.max_bytes or len(self._items) > self.max_entries):
            _, old = self._items.popitem(last=False)
            self.bytes -= _pixel_bytes(old)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


_FONT_FILES = {False: ("art", "fonts", "DejaVuSans.ttf"), True: ("art", "fonts", "DejaVuSans-Bold.ttf")}


def renderable(text: str) -> str:
    """text as the font renderer takes it: NUL and lone surrogates (from a
    file name or a hostile save) become \ufffd instead of an exception."""
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)  # same length
    return text


class Assets:
    TEXT_CACHE_SIZE = 3000  # rendered texts
    TEXT_CACHE_BYTES = 12 << 20  # a table's texts of a few frames take 3 to 5 MB
    GENERATED_BYTES = 64 << 20  # the menu's and one table's backdrops, felts, panels
    SCALED_BYTES = 24 << 20
    WRAPS_SIZE = 2000

    def __init__(self):
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict = {}
        self._text = SurfaceCache(self.TEXT_CACHE_BYTES, self.TEXT_CACHE_SIZE)
        self._images: dict = {}
        self._scaled = SurfaceCache(self.SCALED_BYTES, 2000)
        self._generated = SurfaceCache(self.GENERATED_BYTES, 600)
        self._wraps: OrderedDict = OrderedDict()

    # ------------------------------------------------------------ fonts/text
    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (int(size), bool(bold))
        font = self._fonts.get(key)
        if font is None:
            path = resource(*_FONT_FILES[bool(bold)])
            try:
                font = pygame.font.Font(str(path), key[0])
            except (OSError, FileNotFoundError, pygame.error):
                font = pygame.font.Font(None, int(key[0] * 1.3))
                font.set_bold(bool(bold))
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
        """Rendered text, cached (LRU) by (text, size, colour, bold)."""
        key = (text, int(size), tuple(colour), bool(bold))
        surf = self._text.get(key)
        if surf is not None:
            return surf
        font = self.font(size, bold)
        rgb = tuple(colour[:3])
        try:
            surf = font.render(renderable(text) or " ", True, rgb)
        except pygame.error:  # "zero width": only invisible marks
            surf = font.render(" ", True, rgb)
        if len(colour) > 3:
            surf.set_alpha(colour[3])
        self._text[key] = surf
        return surf

    def text_size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        return self.font(size, bold).size(renderable(text) or " ")

    def fit_chars(self, text: str, size: int, width: int, bold: bool = False) -> int:
        """How many leading characters of `text` fit in `width` pixels.

        Galloping then binary search over prefix lengths: the cost grows with
        the answer, not with len(text), so cutting a long text into lines or
        ellipsizing it stays linear."""
        font = self.font(size, bold)
        text = renderable(text)
        n = len(text)
        lo, hi = 0, 1  # the prefix of lo characters fits; test hi
        while hi <= n and font.size(text[:hi])[0] <= width:
            lo, hi = hi, hi * 2
        hi = min(hi, n + 1)  # hi characters do not fit (or hi is past the end)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if font.size(text[:mid])[0] <= width:
                lo = mid
            else:
                hi = mid
        return lo

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit `width` (explicit newlines kept),
        only between words: a word wider than a line is a line of its own,
        cut with "…" (never split across lines).  Linear in the length of
        the text."""
        key = ("\x00wrap", text, size, width, bold)
        cached = self._wraps.get(key)
        if cached is not None:
            self._wraps.move_to_end(key)
            return cached
        font = self.font(size, bold)
        lines: list[str] = []
        for para in renderable(text or "").split("\n"):
            line = ""
            for word in para.split(" "):
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                line = word if font.size(word)[0] <= width else self._cut_word(word, size, width, bold)
            lines.append(line)
        self._wraps[key] = lines
        if len(self._wraps) > self.WRAPS_SIZE:
            self._wraps.popitem(last=False)
        return lines

    def _cut_word(self, word: str, size: int, width: int, bold: bool) -> str:
        n = self.fit_chars(word, size, max(0, width - self.font(size, bold).size("…")[0]), bold)
        return word[:max(1, n)] + "…"

    # ------------------------------------------------------------ images
    def image(self, *parts: str) -> pygame.Surface | None:
        """An image under the repository (e.g. image('art','ui','x.png')), or None."""
        key = parts
        if key in self._images:
            return self._images[key]
        path = resource(*parts)
        surf = None
        try:
            if path.is_file():
                surf = pygame.image.load(str(path))
                if pygame.display.get_init() and pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
        except (pygame.error, OSError, ValueError):
            surf = None
        self._images[key] = surf
        return surf

    def image_scaled(self, size: tuple[int, int], *parts: str) -> pygame.Surface | None:
        key = (tuple(size), parts)
        if key in self._scaled:
            return self._scaled[key]
        src = self.image(*parts)
        surf = None
        if src is not None:
            surf = src if src.get_size() == tuple(size) else pygame.transform.smoothscale(src, size)
        self._scaled[key] = surf
        return surf

    def cover(self, size: tuple[int, int], *parts: str) -> pygame.Surface | None:
        """The image scaled to fill `size` (cropping the overflow), cached."""
        key = ("cover", tuple(size), parts)
        if key in self._scaled:
            return self._scaled[key]
        src = self.image(*parts)
        surf = None
        if src is not None and src.get_size() == tuple(size):
            surf = src
        elif src is not None:
            sw, sh = src.get_size()
            w, h = size
            scale = max(w / sw, h / sh)
            scaled = pygame.transform.smoothscale(src, (max(1, round(sw * scale)), max(1, round(sh * scale))))
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
        self._scaled[key] = surf
        return surf

    def generated(self, key, make):
        """Cache for any surface a scene draws once (backgrounds, frames)."""
        surf = self._generated.get(key)
        if surf is None:
            surf = make()
            self._generated[key] = surf
        return surf

    def gradient(self, size: tuple[int, int], top, bottom) -> pygame.Surface:
        def make():
            w, h = size
            col = pygame.Surface((1, 2))
            col.set_at((0, 0), top[:3])
            col.set_at((0, 1), bottom[:3])
            return pygame.transform.smoothscale(col, (w, h))

        return self.generated(("grad", tuple(size), tuple(top), tuple(bottom)), make)

    def background(self, size=(1920, 1080), art: str = "bg_starfield.png") -> pygame.Surface:
        """A backdrop from art/ui (starfield by default), or a drawn night-sky
        gradient with stars when the file is missing."""

        def make():
            img = self.cover(size, "art", "ui", art)
            if img is not None:
                surf = pygame.Surface(size)
                surf.blit(img, (0, 0))
                return surf
            from game.ui import theme
            import random

            surf = self.gradient(size, theme.BG_TOP, theme.BG_BOTTOM).copy()
            rng = random.Random(7)
            w, h = size
            # soft nebula blobs
            glow = pygame.Surface((w // 4, h // 4), pygame.SRCALPHA)
            for colour in ((70, 60, 140, 50), (30, 110, 150, 40), (140, 60, 110, 36)):
                x, y = rng.randrange(w // 4), rng.randrange(h // 4)
                for r in range(120, 0, -12):
                    pygame.draw.circle(glow, (*colour[:3], max(2, colour[3] * (120 - r) // 240)), (x, y), r)
            glow = pygame.transform.smoothscale(glow, size)
            surf.blit(glow, (0, 0))
            for _ in range(w * h // 5000):
                x, y = rng.randrange(w), rng.randrange(h)
                b = rng.randrange(110, 255)
                surf.set_at((x, y), (b, b, min(255, b + 20)))
            for _ in range(40):
                x, y = rng.randrange(w), rng.randrange(h)
                pygame.draw.circle(surf, (230, 230, 255), (x, y), 1)
            return surf

        return self.generated(("background", tuple(size), art), make)


_ASSETS: Assets | None = None


def get_assets() -> Assets:
    global _ASSETS
    if _ASSETS is None:
        _ASSETS = Assets()
    return _ASSETS


def reset_assets() -> None:
    """Drop the cache (after pygame.quit(): its fonts and surfaces are dead)."""
    global _ASSETS
    _ASSETS = None
