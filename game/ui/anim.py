"""Small tween/animation helper for table scenes.

    anim = Animator(speed=lambda: settings.animation_speed)
    anim.move(card_surface, (100, 200), (900, 500), 0.4, ease=ease_out_cubic)
    anim.float_text("+3", (640, 300), colour=(255, 220, 120))
    anim.tween(0.0, 1.0, 0.5, setter=lambda v: setattr(self, "glow", v))
    anim.update(dt); anim.draw(surface); anim.busy

Durations are in seconds at speed 1.0 and are divided by the animation-speed
setting (0 = no animation: everything finishes on the next update).  While
`busy` is true the table does not apply the next bot move, so people can
follow what happens.  `on_done` callbacks run once when an animation ends.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame


# ---------------------------------------------------------------- easing
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1, c3 = 1.70158, 2.70158
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a, b, t):
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Anim:
    """Base animation: runs `duration` seconds after `delay`."""

    decoration = False  # True: only dresses a move that has landed (a float, a ring)

    def __init__(self, duration: float, delay: float = 0.0, ease: Callable = ease_out_cubic,
                 on_done: Callable | None = None, layer: int = 0):
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_done = on_done
        self.layer = layer
        self.elapsed = 0.0
        self.done = False

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def eased(self) -> float:
        return self.ease(self.t)

    def step(self, dt: float) -> None:
        self.elapsed += dt
        self.apply()
        if self.elapsed >= self.delay + self.duration:
            self.done = True

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration
        self.apply()
        self.done = True

    def apply(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Tween(Anim):
    """Calls setter(value) with a value going from a to b."""

    def __init__(self, a, b, duration, setter: Callable, **kw):
        super().__init__(duration, **kw)
        self.a, self.b, self.setter = a, b, setter

    def apply(self):
        if self.started:
            self.setter(lerp(self.a, self.b, self.eased))


class Move(Anim):
    """Moves a surface from point a to point b (centres), optionally scaling,
    fading and arcing; `hold` keeps it drawn at b until the animator is cleared
    (for things the board will draw itself afterwards, leave hold False)."""

    def __init__(self, surf: pygame.Surface, a, b, duration, arc: float = 0.0, scale=(1.0, 1.0),
                 fade=(255, 255), **kw):
        super().__init__(duration, **kw)
        self.surf, self.a, self.b = surf, a, b
        self.arc, self.scale, self.fade = arc, scale, fade

    @property
    def pos(self):
        t = self.eased
        x, y = lerp(self.a, self.b, t)
        y -= self.arc * math.sin(math.pi * min(1.0, self.t))
        return x, y

    def draw(self, surface):
        if not self.started:
            return
        s = self.surf
        k = lerp(self.scale[0], self.scale[1], self.eased)
        if abs(k - 1.0) > 1e-3:
            w, h = s.get_size()
            s = pygame.transform.smoothscale(s, (max(1, round(w * k)), max(1, round(h * k))))
        alpha = round(lerp(self.fade[0], self.fade[1], self.eased))
        if alpha < 255:
            s = s.copy()
            s.set_alpha(alpha)
        x, y = self.pos
        rect = s.get_rect(center=(round(x), round(y)))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        surface.blit(shadow, rect.move(6, 8))
        surface.blit(s, rect)


class FloatText(Anim):
    """Text that rises and fades (e.g. '+3 credits' over a panel)."""

    decoration = True

    def __init__(self, surf: pygame.Surface, pos, duration=1.1, rise=60, bounds=None, words: str = "", **kw):
        kw.setdefault("ease", ease_out_cubic)
        super().__init__(duration, **kw)
        self.surf, self.pos, self.rise = surf, pos, rise
        self.words = words  # what it says, for whoever reads the frame
        self.bounds = pygame.Rect(bounds) if bounds is not None else None  # kept inside it all the way up

    def rect(self) -> pygame.Rect:
        """Where it is drawn now."""
        rect = self.surf.get_rect(center=(round(self.pos[0]), round(self.pos[1] - self.rise * self.eased)))
        if self.bounds is not None:
            rect.clamp_ip(self.bounds)
        return rect

    def draw(self, surface):
        if not self.started:
            return
        s = self.surf.copy()
        s.set_alpha(round(255 * (1 - max(0.0, (self.t - 0.6) / 0.4))))
        surface.blit(s, self.rect())


class Pulse(Anim):
    """A ring that expands and fades at a point (a die landing, a score)."""

    decoration = True

    def __init__(self, pos, colour=(255, 226, 120), radius=60, duration=0.6, **kw):
        super().__init__(duration, **kw)
        self.pos, self.colour, self.radius = pos, colour, radius

    def draw(self, surface):
        if not self.started:
            return
        t = self.eased
        r = max(2, round(self.radius * t))
        s = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        pygame.draw.circle(s, (*self.colour[:3], round(220 * (1 - t))), (r + 4, r + 4), r, 5)
        surface.blit(s, (round(self.pos[0]) - r - 4, round(self.pos[1]) - r - 4))


class Wait(Anim):
    """Nothing to see; just holds the table (e.g. let a reveal sink in)."""


class Animator:
    """Runs animations; `speed` is a number or a callable returning the
    animation-speed setting (0 means finish everything at once)."""

    def __init__(self, speed=1.0):
        self._speed = speed
        self.items: list[Anim] = []

    @property
    def speed(self) -> float:
        s = self._speed() if callable(self._speed) else self._speed
        return float(s or 0.0)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def moving(self) -> bool:
        """Something on the board is still on its way (not only a float or a
        ring fading out): the last move has not landed yet."""
        return any(not a.decoration for a in self.items)

    def add(self, anim: Anim) -> Anim:
        self.items.append(anim)
        if self.speed <= 0:
            self._finish(anim)
        return anim

    def move(self, surf, a, b, duration=0.45, **kw) -> Move:
        return self.add(Move(surf, a, b, duration, **kw))

    def float_text(self, text: str, pos, colour=(255, 226, 120), size=34, duration=1.1, backing: bool = False,
                   **kw) -> FloatText:
        """`backing`: on a dark plate edged in `colour`, readable over numbers and pieces."""
        from game.ui.assets import get_assets

        surf = get_assets().text(text, size, colour, True)
        if backing:
            surf = backed(surf, colour)
        return self.add(FloatText(surf, pos, duration, **kw))

    def tween(self, a, b, duration, setter, **kw) -> Tween:
        return self.add(Tween(a, b, duration, setter, **kw))

    def pulse(self, pos, **kw) -> Pulse:
        return self.add(Pulse(pos, **kw))

    def wait(self, duration: float) -> Wait:
        return self.add(Wait(duration))

    def _finish(self, anim):
        anim.finish()
        if anim in self.items:
            self.items.remove(anim)
        if anim.on_done:
            anim.on_done()

    def update(self, dt: float) -> bool:
        """Advance; returns True when anything moved (the frame is dirty)."""
        if not self.items:
            return False
        speed = self.speed
        if speed <= 0:
            for a in list(self.items):
                self._finish(a)
            return True
        for a in list(self.items):
            a.step(dt * speed)
            if a.done:
                self.items.remove(a)
                if a.on_done:
                    a.on_done()
        return True

    def finish_all(self) -> None:
        for a in list(self.items):
            self._finish(a)

    def clear(self) -> None:
        self.items.clear()

    def draw(self, surface, under=()) -> None:
        """Every animation; a decoration (a float, a ring) goes under the
        rects of `under` (the dialogs and panels open over the board)."""
        holes = [pygame.Rect(r) for r in under]
        clip = surface.get_clip()
        for a in sorted(self.items, key=lambda a: a.layer):
            if not (a.decoration and holes):
                a.draw(surface)
                continue
            for piece in outside(clip, holes):
                surface.set_clip(piece)
                a.draw(surface)
            surface.set_clip(clip)


def backed(text: pygame.Surface, colour) -> pygame.Surface:
    """`text` on a dark rounded plate edged in `colour`."""
    w, h = text.get_size()
    plate = pygame.Surface((w + 20, h + 6), pygame.SRCALPHA)
    pygame.draw.rect(plate, (10, 12, 24, 230), plate.get_rect(), border_radius=(h + 6) // 2)
    pygame.draw.rect(plate, (*colour[:3], 255), plate.get_rect(), 2, border_radius=(h + 6) // 2)
    plate.blit(text, (10, 3))
    return plate


def outside(area: pygame.Rect, holes) -> list[pygame.Rect]:
    """`area` less the `holes`, as rects that do not overlap."""
    pieces = [pygame.Rect(area)]
    for h in holes:
        nxt = []
        for p in pieces:
            if not p.colliderect(h):
                nxt.append(p)
                continue
            top, bottom = max(p.top, h.top), min(p.bottom, h.bottom)
            for r in (pygame.Rect(p.x, p.y, p.w, h.top - p.y), pygame.Rect(p.x, h.bottom, p.w, p.bottom - h.bottom),
                      pygame.Rect(p.x, top, h.left - p.x, bottom - top),
                      pygame.Rect(h.right, top, p.right - h.right, bottom - top)):
                if r.w > 0 and r.h > 0:
                    nxt.append(r)
        pieces = nxt
    return pieces
