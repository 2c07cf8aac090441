"""Sound effects that fall silent when there is no audio device.

`init(settings)` tries pygame.mixer once; any failure (no sound card, dummy
driver refusing, missing file) leaves the manager silent, never raising.
Volumes come from Settings (effects_volume, music_volume) each time.
Music (sounds/music.ogg or .wav, made by tools/make_music.py) is streamed by
pygame.mixer.music, loops forever and fades in; music volume 0 pauses it.
"""
from __future__ import annotations

import pygame

from game.paths import resource

MUSIC_FADE_MS = 2000  # the background loop fades in over two seconds


class SoundManager:
    def __init__(self, settings=None):
        self.settings = settings
        self.enabled = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.played: list[str] = []  # names asked for (tests read it)
        # "off" (nothing loaded), "loaded" (waiting for a volume above 0),
        # "playing" or "paused" (volume 0)
        self.music_state = "off"

    def init(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.enabled = bool(pygame.mixer.get_init())
        except Exception:  # noqa: BLE001 - no audio device of any kind: stay silent
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

    # ------------------------------------------------------------ music
    def _music_path(self):
        for ext in ("ogg", "wav"):  # a smaller .ogg wins when someone ships one
            path = resource("sounds", f"music.{ext}")
            if path.is_file():
                return path
        return None

    def music_volume(self) -> float:
        vol = getattr(self.settings, "music_volume", 0.5) if self.settings is not None else 0.5
        try:
            vol = float(vol)
        except (TypeError, ValueError):
            vol = 0.5
        return max(0.0, min(1.0, vol))

    def start_music(self) -> None:
        """Loop sounds/music.ogg or .wav forever, fading in, at the music volume.

        pygame.mixer.music streams the file (nothing is decoded up front), so
        this costs no start-up time.  At volume 0 the track is loaded but not
        played until the volume is raised (apply_volumes).
        """
        if not self.enabled or self.music_state != "off":
            return
        path = self._music_path()
        if path is None:
            return
        try:
            pygame.mixer.music.load(str(path))
        except (pygame.error, OSError, NotImplementedError, AttributeError):
            return
        self.music_state = "loaded"
        self.apply_volumes()

    def stop_music(self, fade_ms: int = 0) -> None:
        if not self.enabled or self.music_state == "off":
            return
        try:
            if fade_ms > 0:
                pygame.mixer.music.fadeout(fade_ms)  # the next load replaces the track
            else:
                pygame.mixer.music.stop()
                pygame.mixer.music.unload()
        except (pygame.error, NotImplementedError, AttributeError):
            pass
        self.music_state = "off"

    def apply_volumes(self) -> None:
        """Follow Settings.music_volume (the settings scene calls this)."""
        if not self.enabled or self.music_state == "off":
            return
        vol = self.music_volume()
        try:
            music = pygame.mixer.music
            music.set_volume(vol)
            if vol <= 0:
                if self.music_state == "playing":
                    music.pause()
                    self.music_state = "paused"
            elif self.music_state == "paused":
                music.unpause()
                self.music_state = "playing"
            elif self.music_state == "loaded":
                music.play(-1, fade_ms=MUSIC_FADE_MS)
                self.music_state = "playing"
        except (pygame.error, NotImplementedError, AttributeError):
            pass


_MANAGER: SoundManager | None = None


def set_manager(manager: SoundManager | None) -> None:
    global _MANAGER
    _MANAGER = manager


def play(name: str) -> None:
    """Play an effect through the app's manager (silent when there is none)."""
    if _MANAGER is not None:
        _MANAGER.play(name)
