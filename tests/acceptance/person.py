"""Play the real app as a person does: see only what is drawn, act only with
the mouse and keys at what is drawn, and let time pass only in frames.

`Screen` records every text the app draws in a frame (its words, size and,
when drawn onto the window's canvas, where); a text in a picture that is
scaled is recorded again at the size the scaled copy shows it
(tests/acceptance/pictures.py).  `Person` feeds pygame events
through `App.step`, the same frame step the window's loop runs, at the
window positions of drawn things; it never calls a scene's or a part's
methods.  The bot worker is the app's own (a child process); waiting for it
means stepping frames, each with a short real pause while the bots think,
until something shows, within a bound of frames so a test fails instead of
hanging.

A frame that only lets time pass is stepped without being drawn (the
redraw stays owed) while a click holds the tooltips back: every frame an
event is fed in is drawn, and so is the last frame of each `frames()`
call, so what the person clicks and reads is what the window shows at that
moment.  Tooltips learn what the pointer rests on from the frames drawn, so
while one may come up every frame is drawn, as the window's loop does; so
too for a test that checks something in every frame (the coach's trail, a
spy on every drawn frame): it sets `every_frame`."""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import pygame

from tests.acceptance.pictures import Pictures

FRAME = 1 / 60


@dataclass(frozen=True)
class Drawn:
    text: str
    size: int
    rect: pygame.Rect | None  # on the logical canvas; None: drawn into a picture (size: as a scaled copy shows it)

    def __repr__(self) -> str:
        return f"Drawn({self.text!r}, {self.size}, {tuple(self.rect) if self.rect else None})"


class Screen:
    """The texts of the last drawn frame.  Installs itself over the two ways
    text reaches the screen (`draw.text`, which places it, and
    `Assets.text`, which renders it) and over `App.render` (a new frame)."""

    def __init__(self, app, monkeypatch):
        from game.scenes.table_parts.coach import Coach
        from game.ui import assets as assets_mod
        from game.ui import draw, theme

        self.app = app
        self.frame: list[Drawn] = []
        self._building: list[Drawn] = []
        self.lit: list[pygame.Rect] = []  # the targets the coach lit in the last frame (its glowing rings)
        self.coach: pygame.Rect | None = None  # the coach's panel in the last frame
        self.coach_trail: list = []  # (coach panel or None, lit rects) of every frame drawn; tests may clear it
        self._lit: list[pygame.Rect] = []
        self._coach: pygame.Rect | None = None
        self.coach_texts: list[str] = []  # the words on the coach's panel in the last frame
        self.caps: list[Drawn] = []  # the key caps of the last frame (draw.key_cap): digit and where
        self._caps: list[Drawn] = []
        self._coach_texts: list[str] = []
        self._inside = 0  # inside draw.text: its Assets.text call is recorded there
        self.pictures = Pictures(lambda s, size: self._building.append(Drawn(s, size, None)))
        real_text = draw.text
        real_render_text = assets_mod.Assets.text
        real_render = app.render
        canvas_of = self._canvas_offset

        def text(surface, s, pos, *args, **kwargs):
            self._inside += 1
            try:
                rect = real_text(surface, s, pos, *args, **kwargs)
            finally:
                self._inside -= 1
            size = args[0] if args else kwargs.get("size", theme.SIZE_BODY)
            offset = canvas_of(surface)
            self._building.append(Drawn(str(s), int(size), rect.move(offset) if offset is not None else None))
            if offset is None:
                self.pictures.note(surface, str(s), int(size))
            return rect

        def render_text(assets, s, size, colour=(255, 255, 255), bold=False):
            if not self._inside:
                self._building.append(Drawn(str(s), int(size), None))
                self.pictures.note(None, str(s), int(size))
            return real_render_text(assets, s, size, colour, bold)

        def render():
            self._building, self._lit, self._coach, self._coach_texts, self._caps = [], [], None, [], []
            self._inside = 0
            out = real_render()
            self.frame, self.lit, self.coach = self._building, self._lit, self._coach
            self.coach_texts, self.caps = self._coach_texts, self._caps
            self.coach_trail.append((self._coach, self._lit))
            return out

        # a cached panel keeps its words in a picture: draw it afresh each frame
        real_coach_draw = Coach._draw_panel

        def coach_draw(coach, surface):
            coach._panel_cache = None
            self._coach = pygame.Rect(coach.rect)
            start = len(self._building)
            out = real_coach_draw(coach, surface)
            self._coach_texts = [d.text for d in self._building[start:]]
            return out

        real_dim = Coach._draw_dim

        def coach_dim(coach, surface, rects):
            self._lit = [pygame.Rect(r) for r in rects]
            return real_dim(coach, surface, rects)

        real_cap = draw.key_cap

        def key_cap(surface, number, rect):
            out = real_cap(surface, number, rect)
            offset = canvas_of(surface)
            if offset is not None:
                self._caps.append(Drawn(str(number), theme.SIZE_SMALL, out.move(offset)))
            return out

        monkeypatch.setattr(draw, "text", text)
        monkeypatch.setattr(draw, "key_cap", key_cap)
        monkeypatch.setattr(assets_mod.Assets, "text", render_text)
        monkeypatch.setattr(Coach, "_draw_panel", coach_draw)
        monkeypatch.setattr(Coach, "_draw_dim", coach_dim)
        monkeypatch.setattr(app, "render", render)
        self.pictures.install(monkeypatch, assets_mod.Assets)

    def _canvas_offset(self, surface):
        if surface is self.app.canvas:
            return (0, 0)
        parent = surface.get_abs_parent()
        if parent is self.app.canvas:
            return surface.get_abs_offset()
        return None

    # ------------------------------------------------------------ reading
    def texts(self) -> list[str]:
        return [d.text for d in self.frame]

    def all_text(self) -> str:
        return "\n".join(self.texts())

    def find(self, words: str, on_screen: bool = True) -> list[Drawn]:
        """Drawn texts containing `words` (on the canvas, unless on_screen=False)."""
        return [d for d in self.frame if words in d.text and (d.rect is not None or not on_screen)]

    def shows(self, words: str) -> bool:
        return any(words in d.text for d in self.frame)

    def capped(self) -> dict[str, str]:
        """{words: digit} for each key cap: the words are the text nearest
        to its right on its row (a label, or a value where there is none)."""
        out = {}
        for cap in self.caps:
            row = [d for d in self.frame if d.rect is not None and d.rect.x >= cap.rect.right
                   and abs(d.rect.centery - cap.rect.centery) < cap.rect.h // 2 and d.text.strip() not in "‹›"
                   and not any(c.rect == d.rect for c in self.caps)]
            if row:
                out[min(row, key=lambda d: d.rect.x).text] = cap.text
        return out

    def at(self, pos) -> list[Drawn]:
        return [d for d in self.frame if d.rect is not None and d.rect.collidepoint(pos)]


class Person:
    """A person at the window: mouse, keys and patience, nothing else."""

    def __init__(self, app, screen: Screen, real_pause: float = 0.002, bots_busy=lambda: False):
        """real_pause: seconds of real time each frame gives the bots while
        they think (bots_busy(): the worker process has a request; or a
        thread of the app's is running, the bot reasons or the analysis)."""
        self.app = app
        self.screen = screen
        self.pointer = (0, 0)  # logical
        self.real_pause = real_pause
        self.bots_busy = bots_busy
        self.frames_stepped = 0
        self.every_frame = False  # True: draw each frame stepped, not only those read or fed events

    # ------------------------------------------------------------ time
    def frames(self, n: int = 1, events=()) -> None:
        events = list(events)
        for i in range(n):
            draw = self.every_frame or bool(events) or i == n - 1 or not self.app.tooltips.held
            self.app.step(FRAME, events, draw=draw)
            events = []
            self.frames_stepped += 1
            if self.real_pause and self._thinking():
                time.sleep(self.real_pause)

    def _thinking(self) -> bool:
        return self.bots_busy() or any(t.name.startswith("cantina-") for t in threading.enumerate())

    def wait(self, seconds: float) -> None:
        self.frames(max(1, round(seconds / FRAME)))

    def wait_until(self, what, seconds: float = 30.0, why: str = "") -> None:
        """Step frames until `what()` is true; fail after `seconds` of frames
        (time on the app's clock, not the wall's)."""
        for _ in range(max(1, round(seconds / FRAME))):
            if what():
                return
            self.frames(1)
        if what():
            return
        raise AssertionError(f"after {seconds:.0f} s of frames: {why or 'condition never held'}; "
                             f"on screen: {self.screen.texts()[:60]}")

    def wait_for_text(self, words: str, seconds: float = 30.0) -> "Drawn":
        self.wait_until(lambda: self.screen.find(words), seconds, f"{words!r} never drawn")
        return self.screen.find(words)[0]

    # ------------------------------------------------------------ mouse and keys
    def _window(self, pos):
        return self.app.to_window(pos)

    def move(self, pos, frames: int = 2) -> None:
        old = self._window(self.pointer)
        new = self._window(pos)
        self.pointer = (int(pos[0]), int(pos[1]))
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=new, rel=(new[0] - old[0], new[1] - old[1]),
                                buttons=(0, 0, 0), touch=False)
        self.frames(frames, [ev])

    def click(self, pos, button: int = 1, settle: int = 2) -> None:
        """Move there, rest a frame, press and release."""
        if tuple(pos) != self.pointer:
            self.move(pos)
        w = self._window(pos)
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=button, touch=False)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=button, touch=False)
        self.frames(1, [down])
        self.frames(settle, [up])

    def tap(self, pos, button: int = 1) -> None:
        """Click as a hand does that looked first: the pointer comes to `pos`
        (from a step away when it rests there already), so what is there
        never counts as having come up under a still pointer (game/ui/pointer.py)."""
        if tuple(pos) == self.pointer:
            self.move((pos[0] + 6, pos[1] + 6), frames=1)
        self.click(pos, button)

    def click_text(self, words: str, index: int = 0, button: int = 1) -> "Drawn":
        found = self.screen.find(words)
        assert found, f"{words!r} is not on screen; on screen: {self.screen.texts()[:60]}"
        d = found[index]
        self.click(d.rect.center, button)
        return d

    def press(self, key: int, unicode: str = "", mod: int = 0, frames: int = 2) -> None:
        down = pygame.event.Event(pygame.KEYDOWN, key=key, unicode=unicode, mod=mod, scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=key, unicode=unicode, mod=mod, scancode=0)
        self.frames(1, [down])
        self.frames(frames, [up])

    def type(self, chars: str) -> None:
        for ch in chars:
            self.press(pygame.key.key_code(ch) if ch.isalnum() else 0, unicode=ch)
