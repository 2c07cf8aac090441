"""Bundled art and sounds: every file present, the right size and format, and
reproducible from the generators in tools/ (which take an output folder)."""
from __future__ import annotations

import importlib.util
import io
import math
import struct
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from game.games import all_specs

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
SOUNDS = ROOT / "sounds"

ICONS = (
    "food", "weapons", "flora", "medicine", "crystals",
    "spades", "hearts", "diamonds", "clubs",
    "sym_circle", "sym_square", "sym_triangle", "sym_diamond", "sym_star", "sym_hexagon",
    "coin", "ship", "settlement", "gem", "crew", "shield", "engine", "weapon", "dice", "undo", "menu",
    "star", "skull",
)
UI = {
    "ui/bg_starfield.png": (1920, 1080),
    "ui/bg_menu.png": (1920, 1080),
    "ui/card_frame.png": (180, 252),
    "ui/card_back.png": (180, 252),
    "ui/panel.png": (64, 64),
    "ui/button.png": (64, 64),
    "icon.png": (256, 256),
}
# name: (min seconds, max seconds)
SOUND_SPECS = {
    "card": (0.08, 0.25),
    "dice": (0.3, 0.8),
    "coins": (0.25, 0.6),
    "click": (0.02, 0.1),
    "turn": (0.3, 1.0),
    "end": (0.8, 1.6),
}


def _tool(name):
    spec = importlib.util.spec_from_file_location(f"_cantina_tool_{name}", ROOT / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _rgba(surface):
    return pygame.image.tobytes(surface, "RGBA")


def _load(rel):
    path = ART / rel
    assert path.is_file(), f"missing {path}"
    return pygame.image.load(str(path))


# ------------------------------------------------------------------ art files

@pytest.mark.parametrize("rel,size", sorted(UI.items()))
def test_ui_images(rel, size):
    img = _load(rel)
    assert img.get_size() == size


@pytest.mark.parametrize("rel", ["ui/card_frame.png", "ui/card_back.png", "ui/panel.png", "ui/button.png",
                                 "icon.png"])
def test_rounded_art_is_transparent_in_the_corners(rel):
    img = _load(rel)
    w, h = img.get_size()
    assert img.get_at((0, 0)).a == 0 and img.get_at((w - 1, h - 1)).a == 0
    assert img.get_at((w // 2, h // 2)).a > 0


def test_panel_and_button_are_nine_slice_friendly():
    for rel in ("ui/panel.png", "ui/button.png"):
        img = _load(rel)
        # the middle band (outside the 16 px corners) repeats exactly, both ways
        rows = [bytes(_rgba(img.subsurface((16, y, 32, 1)))) for y in (20, 32, 44)]
        cols = [bytes(_rgba(img.subsurface((x, 16, 1, 32)))) for x in (20, 32, 44)]
        assert rows[0] == rows[1] == rows[2], rel
        assert cols[0] == cols[1] == cols[2], rel
    panel = _load("ui/panel.png")
    assert 0 < panel.get_at((32, 32)).a < 255, "panel should be translucent"


@pytest.mark.parametrize("art", [s.art for s in all_specs()])
def test_game_tiles(art):
    img = _load(f"tiles/{art}")
    assert img.get_size() == (440, 300)
    assert img.get_at((0, 0)).a == 0 and img.get_at((439, 299)).a == 0, "rounded corners"
    assert img.get_at((220, 150)).a == 255


@pytest.mark.parametrize("name", ICONS)
def test_icons_white_and_coloured(name):
    white = _load(f"icons/{name}.png")
    colour = _load(f"icons/{name}_c.png")
    assert white.get_size() == colour.get_size() == (64, 64)
    data = _rgba(white)
    alphas = data[3::4]
    assert alphas[0] == 0 and alphas[-1] == 0
    covered = sum(1 for a in alphas if a > 128)
    assert 400 < covered < 3800, f"{name}: silhouette covers {covered} px"
    # white on transparent: every visible pixel is pure white, so the UI can tint it
    for i in range(0, len(data), 4):
        if data[i + 3]:
            assert data[i:i + 3] == b"\xff\xff\xff", f"{name}.png has a non-white pixel"
    cdata = _rgba(colour)
    assert any(cdata[i] != cdata[i + 1] or cdata[i + 1] != cdata[i + 2]
               for i in range(0, len(cdata), 4) if cdata[i + 3] > 200) or name in ("menu",), \
        f"{name}_c.png has no colour"


def test_icon_silhouettes_are_distinct():
    masks = {}
    for name in ICONS:
        data = _rgba(_load(f"icons/{name}.png"))
        masks[name] = bytes(1 if a > 128 else 0 for a in data[3::4])
    names = list(masks)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            diff = sum(x != y for x, y in zip(masks[a], masks[b]))
            assert diff > 150, f"{a} and {b} look alike ({diff} px differ)"


def test_app_icon_ico():
    data = (ART / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        blob = data[offset:offset + length]
        assert blob[:8] == b"\x89PNG\r\n\x1a\n"
        img = pygame.image.load(io.BytesIO(blob), "x.png")
        size = w or 256
        assert img.get_size() == (size, size) and (h or 256) == size
        assert bpp == 32 and planes == 1
        sizes.append(size)
    assert sorted(sizes) == [16, 32, 48, 256]


# ------------------------------------------------------------------ sounds

@pytest.mark.parametrize("name", sorted(SOUND_SPECS))
def test_sounds(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"missing {path}"
    with wave.open(str(path), "rb") as w:
        assert w.getframerate() == 44100
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        frames = w.getnframes()
        raw = w.readframes(frames)
    lo, hi = SOUND_SPECS[name]
    assert lo <= frames / 44100 <= hi
    samples = array("h", raw)
    if sys.byteorder == "big":
        samples.byteswap()
    peak = max(abs(s) for s in samples)
    peak_db = 20 * math.log10(peak / 32768)
    assert -20 < peak_db < -3, f"{name}: peak {peak_db:.1f} dBFS"
    # no click: starts and ends on (near) silence
    assert abs(samples[0]) < 64 and abs(samples[-1]) < 64


def test_effects_total_size():
    # the music loop has its own size limit in test_music.py
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.wav") if p.name != "music.wav")
    assert total < 500_000


# ------------------------------------------------------------------ determinism

@pytest.mark.slow
def test_make_sounds_is_deterministic(tmp_path):
    ms = _tool("make_sounds")
    a = ms.build(tmp_path / "a")
    b = ms.build(tmp_path / "b")
    assert [p.name for p in a] == [p.name for p in b] == [f"{n}.wav" for n in SOUND_SPECS]
    for pa, pb in zip(a, b):
        assert pa.read_bytes() == pb.read_bytes(), pa.name
        assert pa.read_bytes() == (SOUNDS / pa.name).read_bytes(), f"sounds/{pa.name} is stale: rerun tools/make_sounds.py"


def test_make_art_reproduces_committed_files(tmp_path):
    ma = _tool("make_art")
    exact = ["icons/coin.png", "icons/dice.png", "icons/sym_star.png", "icons/crystals.png"]
    close = ["icons/coin_c.png", "icons/ship_c.png", "ui/panel.png"]
    written = ma.build(tmp_path, only=exact + close)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(exact + close)
    for rel in exact:
        # white icons are drawn with direct pixel writes only: identical pixels
        new = _rgba(pygame.image.load(str(tmp_path / rel)))
        assert new == _rgba(_load(rel)), f"art/{rel} is stale: rerun tools/make_art.py"
    for rel in close:
        # coloured art also goes through pygame's blitters; allow SIMD rounding noise
        new = _rgba(pygame.image.load(str(tmp_path / rel)))
        old = _rgba(_load(rel))
        assert len(new) == len(old)
        assert max(abs(x - y) for x, y in zip(new, old)) <= 2, f"art/{rel} is stale: rerun tools/make_art.py"
