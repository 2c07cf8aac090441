#!/usr/bin/env python3
"""Generate Cantina's sound effects: 16-bit mono 44.1 kHz WAVs.

    python tools/make_sounds.py [OUT_DIR] [--only NAME ...]

OUT_DIR defaults to the repository's sounds/ folder.  Only the standard
library is used (wave, math, random with fixed seeds), so the output is the
same byte for byte on every run.  Every sound is normalised to a modest peak
(about -6 dBFS or quieter) and starts and ends on silence with short fades.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "sounds"
RATE = 44100
TAU = 2 * math.pi


# ---------------------------------------------------------------- helpers

def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix_in(buf, part, at):
    """Add part into buf starting at time `at` (seconds), growing buf if needed."""
    i0 = int(round(at * RATE))
    need = i0 + len(part)
    if need > len(buf):
        buf.extend([0.0] * (need - len(buf)))
    for i, v in enumerate(part):
        buf[i0 + i] += v
    return buf


def lowpass(xs, cutoff):
    """One-pole low-pass; cutoff may be a number or a per-sample list."""
    out, y = [], 0.0
    for i, x in enumerate(xs):
        fc = cutoff[i] if isinstance(cutoff, list) else cutoff
        a = 1 - math.exp(-TAU * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs, cutoff):
    lp = lowpass(xs, cutoff)
    return [x - l for x, l in zip(xs, lp)]


def bandpass(xs, lo, hi):
    return lowpass(highpass(xs, lo), hi)


def noise(rng, n):
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def decay_tone(freq, seconds, tau, phase=0.0, amp=1.0, attack=0.002):
    """Exponentially decaying sine (phasor recurrence: fast and deterministic)."""
    n = int(round(seconds * RATE))
    w = TAU * freq / RATE
    c, s = math.cos(w), math.sin(w)
    re, im = math.cos(phase), math.sin(phase)
    d = math.exp(-1.0 / (tau * RATE))
    e = amp
    na = int(attack * RATE)
    out = []
    for i in range(n):
        env = i / na if i < na else 1.0
        out.append(env * e * im)
        re, im = re * c - im * s, re * s + im * c
        e *= d
    return out


def fade(xs, fade_in=0.002, fade_out=0.01):
    n = len(xs)
    fi = max(1, int(fade_in * RATE))
    fo = max(1, int(fade_out * RATE))
    out = list(xs)
    for i in range(min(fi, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    if n:
        out[0] = 0.0
        out[-1] = 0.0
    return out


def normalise(xs, peak_db):
    m = max(abs(v) for v in xs) or 1.0
    g = 10 ** (peak_db / 20) / m
    return [v * g for v in xs]


def write_wav(path, xs):
    data = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in xs))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def finish(xs, peak_db, fade_in=0.002, fade_out=0.012):
    return fade(normalise(xs, peak_db), fade_in, fade_out)


# ---------------------------------------------------------------- sounds

def snd_card():
    """Paper slide and flick: band-passed noise with a sweeping filter, ~0.15 s."""
    rng = random.Random(101)
    T = 0.15
    n = int(T * RATE)
    raw = noise(rng, n)
    cut = [1800 + 4200 * (i / n) for i in range(n)]
    body = lowpass(highpass(raw, 700), cut)
    out = []
    for i, v in enumerate(body):
        t = i / RATE
        env = math.sin(math.pi * min(1.0, t / T)) ** 0.6 * math.exp(-t * 9)
        out.append(v * env)
    # the flick: a short bright snap near the end of the slide
    snap = bandpass(noise(rng, int(0.012 * RATE)), 2500, 7000)
    snap = [v * math.exp(-i / (0.0025 * RATE)) * 0.9 for i, v in enumerate(snap)]
    mix_in(out, snap, 0.105)
    out = out[:n]
    return finish(out, -8.0, 0.003, 0.02)


def _clack(rng, amp):
    """One die hitting the table: click transient + two fast plastic resonances."""
    dur = 0.03
    n = int(dur * RATE)
    click = bandpass(noise(rng, n), 1500, 9000)
    click = [v * math.exp(-i / (0.0012 * RATE)) for i, v in enumerate(click)]
    f1 = rng.uniform(2300, 3300)
    f2 = f1 * rng.uniform(1.45, 1.75)
    r1 = decay_tone(f1, dur, 0.006, rng.uniform(0, TAU), 0.45, 0.0005)
    r2 = decay_tone(f2, dur, 0.004, rng.uniform(0, TAU), 0.25, 0.0005)
    thud = decay_tone(rng.uniform(180, 260), dur, 0.008, 0.0, 0.35, 0.001)
    return [amp * (a + b + c + d) for a, b, c, d in zip(click, r1, r2, thud)]


def snd_dice():
    """Two dice rattling and bouncing to rest, ~0.5 s."""
    rng = random.Random(202)
    out = silence(0.5)
    for die in range(2):
        t = 0.004 + die * rng.uniform(0.012, 0.03)
        gap = rng.uniform(0.045, 0.06)
        amp = 1.0
        while t < 0.44 and amp > 0.06:
            mix_in(out, _clack(rng, amp * rng.uniform(0.75, 1.0)), t)
            # a small double-hit now and then
            if rng.random() < 0.35:
                mix_in(out, _clack(rng, amp * 0.35), t + rng.uniform(0.006, 0.012))
            t += gap * rng.uniform(0.8, 1.15)
            gap *= 0.86
            amp *= 0.78
    out = out[:int(0.5 * RATE)]
    return finish(out, -6.0, 0.001, 0.03)


COIN_PARTIALS = [(1.0, 1.0, 0.16), (1.51, 0.6, 0.11), (2.09, 0.45, 0.08), (2.67, 0.35, 0.06), (3.36, 0.22, 0.04)]


def _chime(rng, f0, amp, seconds):
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, a, tau in COIN_PARTIALS:
        f = f0 * ratio * rng.uniform(0.995, 1.005)
        part = decay_tone(f, seconds, tau * rng.uniform(0.85, 1.15), rng.uniform(0, TAU), a, 0.0008)
        for i, v in enumerate(part):
            out[i] += v
    tick = bandpass(noise(rng, int(0.006 * RATE)), 3000, 12000)
    for i, v in enumerate(tick):
        out[i] += 0.5 * v * math.exp(-i / (0.001 * RATE))
    return [v * amp for v in out]


def snd_coins():
    """Three small metallic chimes (inharmonic partials), ~0.4 s."""
    rng = random.Random(303)
    out = silence(0.4)
    for at, f0, amp in ((0.0, 2350.0, 1.0), (0.075, 2780.0, 0.8), (0.16, 2520.0, 0.6)):
        mix_in(out, _chime(rng, f0, amp, 0.4 - at), at)
    out = out[:int(0.4 * RATE)]
    return finish(out, -7.0, 0.001, 0.05)


def snd_click():
    """Short UI tick, ~0.05 s."""
    rng = random.Random(404)
    T = 0.05
    tone = decay_tone(1900, T, 0.006, 0.0, 1.0, 0.0004)
    tone2 = decay_tone(3700, T, 0.003, 0.5, 0.35, 0.0004)
    tick = bandpass(noise(rng, int(T * RATE)), 2000, 10000)
    out = [a + b + 0.4 * c * math.exp(-i / (0.0008 * RATE)) for i, (a, b, c) in enumerate(zip(tone, tone2, tick))]
    return finish(out, -10.0, 0.0005, 0.01)


def _bell(freq, seconds, amp=1.0):
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, a, tau in ((1.0, 1.0, 0.45), (2.0, 0.35, 0.25), (3.0, 0.12, 0.15), (4.2, 0.05, 0.08)):
        part = decay_tone(freq * ratio, seconds, tau, 0.0, a, 0.006)
        for i, v in enumerate(part):
            out[i] += v
    return [v * amp for v in out]


def snd_turn():
    """Soft two-note chime (E5 then A5), ~0.75 s."""
    out = silence(0.75)
    mix_in(out, _bell(659.25, 0.75), 0.0)
    mix_in(out, _bell(880.0, 0.62, 0.9), 0.13)
    out = out[:int(0.75 * RATE)]
    return finish(out, -9.0, 0.003, 0.08)


WAVE_N = 2048


def _wavetable(bright, harmonics=7):
    return [sum(bright ** (h - 1) / h * math.sin(TAU * h * j / WAVE_N) for h in range(1, harmonics + 1))
            for j in range(WAVE_N + 1)]


BRIGHT_TABLE = None
MELLOW_TABLE = None


def _brass(freq, seconds, amp=1.0, attack=0.02, release=0.12, vib=5.5):
    """Brassy note: crossfade from a bright to a mellow wavetable, light vibrato."""
    global BRIGHT_TABLE, MELLOW_TABLE
    if BRIGHT_TABLE is None:
        BRIGHT_TABLE, MELLOW_TABLE = _wavetable(1.0), _wavetable(0.55)
    tb, tm = BRIGHT_TABLE, MELLOW_TABLE
    n = int(seconds * RATE)
    out = []
    pos = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1 + 0.004 * math.sin(TAU * vib * t) * min(1.0, t / 0.15))
        pos = (pos + f * WAVE_N / RATE) % WAVE_N
        j = int(pos)
        fr = pos - j
        b = tb[j] + (tb[j + 1] - tb[j]) * fr
        m = tm[j] + (tm[j + 1] - tm[j]) * fr
        v = m + (b - m) * math.exp(-t / 0.08)
        env = min(1.0, t / attack) * (0.8 + 0.2 * math.exp(-t / 0.1))
        rel = seconds - t
        if rel < release:
            env *= rel / release
        out.append(amp * env * v)
    return out


def snd_end():
    """Short victory fanfare: C-E-G pickup into a held C major chord, ~1.2 s."""
    out = silence(1.2)
    C5, E5, G5, C6 = 523.25, 659.25, 783.99, 1046.5
    mix_in(out, _brass(C5, 0.16), 0.0)
    mix_in(out, _brass(E5, 0.16), 0.14)
    mix_in(out, _brass(G5, 0.16), 0.28)
    for f, a in ((C5, 0.55), (E5, 0.45), (G5, 0.45), (C6, 0.7)):
        mix_in(out, _brass(f, 0.78, a, attack=0.025, release=0.35), 0.42)
    out = out[:int(1.2 * RATE)]
    return finish(out, -6.5, 0.003, 0.1)


SOUNDS = {
    "card": snd_card,
    "dice": snd_dice,
    "coins": snd_coins,
    "click": snd_click,
    "turn": snd_turn,
    "end": snd_end,
}


def build(out_dir=DEFAULT_OUT, only=None, verbose=False):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, fn in SOUNDS.items():
        if only and name not in only:
            continue
        path = out_dir / f"{name}.wav"
        write_wav(path, fn())
        written.append(path)
        if verbose:
            print(f"{path.name:12s} {path.stat().st_size:>8,d} bytes")
    return written


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", nargs="?", default=str(DEFAULT_OUT), help="output folder (default: sounds/)")
    ap.add_argument("--only", nargs="*", help="sound names, e.g. card dice")
    args = ap.parse_args(argv)
    build(args.out, args.only, verbose=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
