"""Background music: the bundled loop (sounds/music.wav from
tools/make_music.py) and how the sound manager plays it, including with no
audio device at all (SDL_AUDIODRIVER=dummy comes from tests/conftest.py)."""
from __future__ import annotations

import math
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
MUSIC = ROOT / "sounds" / "music.wav"
TOOL = ROOT / "tools" / "make_music.py"


def _read(path):
    with wave.open(str(path), "rb") as w:
        params = (w.getframerate(), w.getnchannels(), w.getsampwidth(), w.getnframes())
        samples = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


def _assert_seamless(s):
    """The wrap from the last sample to the first is as smooth as the rest."""
    jump = abs(s[0] - s[-1])
    # prediction error at the wrap vs. the typical one (2nd difference)
    d2_wrap = abs(s[0] - 2 * s[-1] + s[-2])
    step = max(1, len(s) // 20000)
    d2 = [abs(s[i + 1] - 2 * s[i] + s[i - 1]) for i in range(1, len(s) - 1, step)]
    typical = sum(d2) / len(d2)
    assert jump < 1000, f"jump of {jump} at the loop point"
    assert d2_wrap <= 3 * typical + 16, f"loop point kinks: {d2_wrap} vs typical {typical:.0f}"


# ------------------------------------------------------------------ the file

def test_music_file_format_and_level():
    assert MUSIC.is_file(), "missing sounds/music.wav: run tools/make_music.py"
    assert MUSIC.stat().st_size <= 2_700_000
    (rate, channels, width, frames), s = _read(MUSIC)
    assert (rate, channels, width) == (22050, 1, 2)
    assert 40 <= frames / rate <= 60
    peak = max(max(s), -min(s))
    peak_db = 20 * math.log10(peak / 32768)
    assert -16 < peak_db < -6, f"peak {peak_db:.1f} dBFS"


def test_music_loops_without_a_seam():
    _, s = _read(MUSIC)
    _assert_seamless(s)


@pytest.mark.slow
def test_generator_is_deterministic(tmp_path):
    outs = []
    for name in ("a.wav", "b.wav"):
        out = tmp_path / name
        subprocess.run([sys.executable, str(TOOL), str(out), "--seconds", "3", "-q"], check=True, timeout=60)
        outs.append(out)
    a, b = (p.read_bytes() for p in outs)
    assert a == b
    (rate, channels, width, frames), s = _read(outs[0])
    assert (rate, channels, width) == (22050, 1, 2)
    assert abs(frames / rate - 3) < 0.05
    _assert_seamless(s)


# ------------------------------------------------------------------ playback

class _Settings:
    def __init__(self, music_volume):
        self.music_volume = music_volume
        self.effects_volume = 0.7


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    yield
    try:
        pygame.mixer.music.stop()
    except pygame.error:
        pass
    pygame.mixer.quit()


def _manager(volume):
    from game.ui.sound import SoundManager

    m = SoundManager(_Settings(volume))
    if not m.init():
        pytest.skip("the dummy audio driver is not available here")
    return m


def test_music_starts_fades_in_and_follows_volume(mixer):
    m = _manager(0.5)
    m.start_music()
    assert m.music_state == "playing"
    assert pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
    m.start_music()  # a second call changes nothing
    assert m.music_state == "playing"

    m.settings.music_volume = 0.0
    m.apply_volumes()
    assert m.music_state == "paused"
    assert pygame.mixer.music.get_volume() == 0
    m.settings.music_volume = 0.8
    m.apply_volumes()
    assert m.music_state == "playing"
    assert pygame.mixer.music.get_volume() == pytest.approx(0.8, abs=0.01)
    m.stop_music()
    assert m.music_state == "off"


def test_music_at_volume_zero_waits_silently(mixer):
    m = _manager(0.0)
    m.start_music()
    assert m.music_state == "loaded"
    assert not pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == 0
    m.settings.music_volume = 0.3
    m.apply_volumes()  # raising the volume starts it
    assert m.music_state == "playing"
    assert pygame.mixer.music.get_busy()


def test_settings_scene_drives_the_music_volume(mixer):
    from game.app import App, shutdown
    from game.persist import Settings
    from game.scenes.settings import SettingsScene

    settings = Settings()
    settings.music_volume = 0.6
    app = App(settings, size=(640, 360), fullscreen=False, audio=True)
    try:
        if not app.sound.enabled:
            pytest.skip("the dummy audio driver is not available here")
        app.sound.start_music()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.6, abs=0.01)
        scene = SettingsScene(app)
        scene.set_music(0.0)
        assert pygame.mixer.music.get_volume() == 0
        scene.set_music(0.4)
        assert pygame.mixer.music.get_volume() == pytest.approx(0.4, abs=0.01)
        assert app.sound.music_state == "playing"
    finally:
        shutdown()


@pytest.mark.parametrize("error", [pygame.error("no audio device"), RuntimeError("driver exploded")])
def test_no_audio_device_means_silence(monkeypatch, error):
    from game.ui.sound import SoundManager

    def broken(*args, **kwargs):
        raise error

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", broken)
    m = SoundManager(_Settings(0.5))
    assert m.init() is False
    m.start_music()
    m.apply_volumes()
    m.play("card")
    m.stop_music()
    assert m.music_state == "off"
    assert m.played == ["card"]
