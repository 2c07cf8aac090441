"""Sound effects that fall silent when there is no audio device.

`init(settings)` tries pygame.mixer once; any failure (no sound card, dummy
driver refusing, missing file) leaves the manager silent, never raising.
Volumes come from Settings (effects_volume, music_volume) each time.
"""
from __future__ import annotations

import pygame

from game.paths import resource


class SoundManager:
    def __init__(self, settings=None):
        self.settings = settings
        self.enabled = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.played: list[str] = []  # names asked for (tests read it)

    def init(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.enabled = bool(pygame.mixer.get_init())
        except (pygame.error, OSError, NotImplementedError):
            self.enabled = False
        return self.enabled

    def _load(self, name: str):
        if name in self._cache:
            return self._cache[name]
        snd = None
        if self.enabled:
            for ext in ("wav", "ogg"):
                path = resource("sounds", f"{name}.{ext}")
                if path.is_file():
                    try:
                        snd = pygame.mixer.Sound(str(path))
                    except (pygame.error, OSError):
                        snd = None
                    break
        self._cache[name] = snd
        return snd

    def play(self, name: str) -> None:
        if not name:
            return
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if not self.enabled:
            return
        vol = getattr(self.settings, "effects_volume", 0.7) if self.settings else 0.7
        if vol <= 0:
            return
        snd = self._load(name)
        if snd is None:
            return
        try:
            snd.set_volume(max(0.0, min(1.0, vol)))
            snd.play()
        except pygame.error:
            pass

    def start_music(self) -> None:
        """Loop sounds/music.ogg (if present) at the music volume."""
        if not self.enabled:
            return
        path = resource("sounds", "music.ogg")
        if not path.is_file():
            return
        try:
            pygame.mixer.music.load(str(path))
            self.apply_volumes()
            pygame.mixer.music.play(-1)
        except pygame.error:
            pass

    def apply_volumes(self) -> None:
        if not self.enabled:
            return
        try:
            pygame.mixer.music.set_volume(float(getattr(self.settings, "music_volume", 0.5)))
        except pygame.error:
            pass


_MANAGER: SoundManager | None = None


def set_manager(manager: SoundManager | None) -> None:
    global _MANAGER
    _MANAGER = manager


def play(name: str) -> None:
    """Play an effect through the app's manager (silent when there is none)."""
    if _MANAGER is not None:
        _MANAGER.play(name)
