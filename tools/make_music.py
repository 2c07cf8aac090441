#!/usr/bin/env python3
"""Generate Cantina's background music: a calm, spacey ambient loop.

    python tools/make_music.py [OUT_FILE] [--seconds S]

OUT_FILE defaults to the repository's sounds/music.wav; --seconds sets the
loop length (default 48).  The output is a 22050 Hz 16-bit MONO WAV that
loops seamlessly (pygame.mixer.music.play(-1)).

Musically: D Lydian over a D pedal.  Six slow pad chords (Dmaj9, E/D, Bm11,
Amaj9, F#m11, E/D) of three slightly detuned voices each, with long swells and
a slowly breathing low-pass; a soft sub drone on D; sparse glassy bell notes
(single twinkles and little rising figures) with a darkening echo; and a faint
band-passed "solar wind" hiss.

Only the standard library is used (wave, math, random with fixed seeds,
array), so every run gives the same bytes.  Seamless looping: note layers are
rendered with a tail past the loop end and the tail is folded (mixed) back
into the head; continuous layers (drone, wind, filter sweeps) use frequencies
with a whole number of cycles per loop.  Recursive filters are warmed up on
the loop's end so their state at the wrap point is continuous too.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
import wave
from array import array
from itertools import accumulate, repeat
from operator import add, and_, floordiv, mul, rshift
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "sounds" / "music.wav"
RATE = 22050
DEFAULT_SECONDS = 48.0
PEAK_DBFS = -10.0
TAIL_SECONDS = 12.0  # note tails (pad release, bell echo) folded into the head
TAU = 2 * math.pi

# wavetables: 2**16 entries, read with 20-bit fixed-point phase
TBITS = 16
TSIZE = 1 << TBITS
TMASK = TSIZE - 1
FRAC = 20
FULL = TSIZE << FRAC  # one cycle in fixed point


def _table(harmonics):
    """One cycle of sum(a * sin(k x)), normalised to peak 1."""
    tab = [0.0] * TSIZE
    for k, a in harmonics:
        tab = [v + a * math.sin(TAU * k * i / TSIZE) for i, v in enumerate(tab)]
    peak = max(abs(v) for v in tab) or 1.0
    return [v / peak for v in tab]


SINE = _table([(1, 1.0)])
# warm, rounded pad voice: every harmonic, falling off as 1/k^2 (triangle-ish)
SOFT = _table([(k, 1.0 / (k * k)) for k in range(1, 9)])


def mtof(m):
    return 440.0 * 2 ** ((m - 69) / 12)


def _inc(freq):
    return int(round(freq * FULL / RATE))


def osc(tab, freq, n, phase=0):
    """Iterator over n samples of wavetable `tab` at `freq` Hz.

    The whole chain runs in C (range, map): fixed-point phase
    phase + i * inc, shifted down to a table index.
    """
    inc = _inc(freq)
    return map(tab.__getitem__, map(and_, map(rshift, range(phase, phase + n * inc, inc), repeat(FRAC)),
                                    repeat(TMASK)))


def loop_osc(tab, cycles, n):
    """n samples holding exactly `cycles` periods of `tab`: loops without a seam."""
    k = cycles * TSIZE
    return map(tab.__getitem__, map(and_, map(floordiv, range(0, n * k, k), repeat(n)), repeat(TMASK)))


# ---------------------------------------------------------------- buffers

def mix_into(buf, part, at, gain=1.0):
    """Add part (times gain) into buf from sample `at` on (buf is long enough)."""
    n = min(len(part), len(buf) - at)
    if n <= 0:
        return
    src = part if n == len(part) else part[:n]
    if gain != 1.0:
        src = map(mul, src, repeat(gain))
    buf[at:at + n] = map(add, buf[at:at + n], src)


def fold(buf, length):
    """Wrap everything past `length` back onto the start: a circular mix."""
    out = buf[:length]
    for start in range(length, len(buf), length):
        chunk = buf[start:start + length]
        out[:len(chunk)] = map(add, out[:len(chunk)], chunk)
    return out


BLOCK_SHIFT = 7
BLOCK = 1 << BLOCK_SHIFT  # filter coefficients and LFOs are updated once per block


def periodic_lfo(n, cycles, phase=0.0):
    """0..1 raised-cosine LFO with exactly `cycles` periods over n samples."""
    return [0.5 - 0.5 * math.cos(TAU * (cycles * i / n + phase)) for i in range(0, n, BLOCK)]



def onepole_circular(xs, cutoffs, passes=1):
    """One-pole low-pass, cutoff (Hz) per BLOCK samples, treating xs as a loop.

    The filter is first run over the loop's last second so that its state
    where the loop wraps matches the state at the start: no seam click.
    """
    n = len(xs)
    coefs = [1.0 - math.exp(-TAU * fc / RATE) for fc in cutoffs]
    for _ in range(passes):
        y = 0.0
        warm = min(n, RATE)
        for b in range((n - warm) // BLOCK, (n + BLOCK - 1) // BLOCK):
            a = coefs[b]
            for x in xs[b * BLOCK:(b + 1) * BLOCK]:
                y += a * (x - y)
        out = []
        push = out.append
        for b in range((n + BLOCK - 1) // BLOCK):
            a = coefs[b]
            for x in xs[b * BLOCK:(b + 1) * BLOCK]:
                y += a * (x - y)
                push(y)
        xs = out
    return xs


# ---------------------------------------------------------------- voices

_ENV_CACHE: dict = {}


def pad_envelope(hold, attack, release):
    """Raised-cosine attack, sustain until `hold` samples, raised-cosine release."""
    key = (hold, attack, release)
    if key not in _ENV_CACHE:
        attack = min(attack, hold)
        up = [0.5 - 0.5 * math.cos(math.pi * i / attack) for i in range(attack)]
        down = [0.5 + 0.5 * math.cos(math.pi * i / release) for i in range(release)]
        _ENV_CACHE[key] = up + [1.0] * (hold - attack) + down
    return _ENV_CACHE[key]


def pad_voices(midi, n, rng, level=1.0):
    """Three voices: two soft ones detuned +-7 cents and a quieter pure sine."""
    f = mtof(midi)
    pa, pb, pc = (rng.randrange(FULL) for _ in range(3))
    lo = list(osc(SOFT, f * 2 ** (-7 / 1200), n, pa))
    mid = list(osc(SINE, f, n, pb))
    hi = list(osc(SOFT, f * 2 ** (7 / 1200), n, pc))
    return list(map(mul, map(add, map(add, lo, hi), map(mul, mid, repeat(0.8))), repeat(level)))


def decay(n, seconds, level=1.0):
    """level * exp(-t / seconds) for n samples, as a running product."""
    k = math.exp(-1.0 / (seconds * RATE))
    return list(accumulate(repeat(k, n - 1), mul, initial=level))


# partials of the glassy bell: (frequency ratio, level, decay seconds)
BELL = ((1.0, 1.0, 1.1), (2.0, 0.32, 0.55), (3.0, 0.10, 0.30), (5.43, 0.05, 0.10))
_CLICKLESS = 110  # samples of linear attack (5 ms)


def bell_note(midi):
    """A struck glass bell at full velocity (callers scale it)."""
    f = mtof(midi)
    n_total = int(BELL[0][2] * 6 * RATE)
    out = [0.0] * n_total
    for ratio, level, secs in BELL:
        n = min(n_total, int(secs * 6 * RATE))
        out[:n] = map(add, out[:n], map(mul, osc(SINE, f * ratio, n), decay(n, secs, level)))
    for i in range(_CLICKLESS):
        out[i] *= i / _CLICKLESS
    return out


def echo(xs, delay, feedback, cutoff):
    """Feedback delay whose repeats get darker (one-pole in the loop)."""
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = list(xs)
    lp = 0.0
    for i in range(delay, len(y)):
        lp += a * (y[i - delay] - lp)
        y[i] += feedback * lp
    return y


# ---------------------------------------------------------------- score

# D Lydian (D E F# G# A B C#) over a D pedal; MIDI voicings with smooth leading
CHORDS = (
    (50, 57, 61, 64, 66),  # Dmaj9
    (52, 56, 59, 62, 66),  # E9/D  (the Lydian II)
    (47, 54, 57, 62, 64),  # Bm11
    (45, 52, 56, 59, 61),  # Amaj9
    (42, 49, 52, 57, 59),  # F#m11
    (50, 56, 59, 64, 66),  # E/D add9, leaning back to Dmaj9
)
# the bell's notes: chord tones and colours in D5..E6
SCALE = (62, 64, 66, 68, 69, 71, 73, 74, 76, 78, 80, 81, 83, 85, 86, 88)


def arp_events(loop_n, rng):
    """(sample, midi, velocity) for sparse twinkles and small rising figures."""
    steps = 192
    step_n = loop_n // steps
    per_chord = steps // len(CHORDS)
    events = []
    pos = 7  # index into SCALE, a running melodic position
    s = 2
    while s < steps - 1:
        chord = CHORDS[s // per_chord]
        tones = sorted({p for p in SCALE if p % 12 in {c % 12 for c in chord}})
        r = rng.random()
        if r < 0.22:  # a single twinkle near the current position
            pos = max(0, min(len(tones) - 1, pos + rng.choice((-2, -1, 1, 2))))
            events.append((s * step_n, tones[pos], rng.uniform(0.55, 1.0)))
            s += rng.choice((3, 4, 5))
        elif r < 0.30 and s + 3 < steps:  # a little rising figure
            start = max(0, min(len(tones) - 3, pos - 1))
            for k in range(3):
                events.append(((s + k) * step_n, tones[start + k], rng.uniform(0.45, 0.8) * (1 - 0.15 * k)))
            pos = start + 2
            s += 7
        else:
            s += 1
    return events


def render(seconds=DEFAULT_SECONDS, log=None):
    """The loop as a list of floats in -1..1 (peak PEAK_DBFS)."""
    t0 = time.perf_counter()

    def note(msg):
        if log:
            log(f"  {time.perf_counter() - t0:5.2f}s  {msg}")

    loop_n = int(round(seconds * RATE))
    loop_n -= loop_n % 192  # whole arp steps (and so whole chords)
    if loop_n <= 0:
        raise ValueError("loop too short")
    tail_n = int(TAIL_SECONDS * RATE)
    total = loop_n + tail_n
    chord_n = loop_n // len(CHORDS)

    # --- pad: slow chords, each note swelling in and fading under the next
    rng = random.Random(1977)
    pad = [0.0] * total
    attack = int(min(3.0 * RATE, chord_n * 0.45))
    release = int(min(4.0 * RATE, chord_n * 0.6))
    env = pad_envelope(chord_n, attack, release)
    voices = {}  # one rendering per pitch, reused by every chord holding it
    for ci, chord in enumerate(CHORDS):
        for m in chord:
            if m not in voices:
                voices[m] = pad_voices(m, len(env), rng, 0.9 if m < 50 else 1.0 if m < 62 else 0.75)
            mix_into(pad, list(map(mul, voices[m], env)), ci * chord_n)
    note("pad notes")
    pad = fold(pad, loop_n)
    # breathing low-pass: 420..1520 Hz (two poles), a slow and a slower sweep, periodic in the loop
    slow = periodic_lfo(loop_n, 1, 0.5)
    slower = periodic_lfo(loop_n, 3, 0.2)
    cut = [420 + 800 * a + 300 * b for a, b in zip(slow, slower)]
    pad = onepole_circular(pad, cut, passes=2)
    # ...and a slow swell in level that goes with the brightness
    swell = [0.62 + 0.38 * (0.6 * a + 0.4 * b) for a, b in zip(slow, slower)]
    pad = [v * swell[i >> BLOCK_SHIFT] for i, v in enumerate(pad)]
    note("pad filter")

    # --- bells with echo
    rng = random.Random(4242)
    bells = [0.0] * total
    cache = {}
    for at, m, vel in arp_events(loop_n, rng):
        if m not in cache:
            cache[m] = bell_note(m)
        mix_into(bells, cache[m], at, vel)
    note("bell notes")
    step_n = loop_n // 192
    bells = echo(bells, 3 * step_n, 0.48, 2600.0)
    bells = fold(bells, loop_n)
    note("bell echo")

    # --- sub drone on D2 with a quiet fifth, whole cycles per loop
    def drone_tone(freq, cycles_lfo, phase):
        cycles = max(1, round(freq * loop_n / RATE))
        lfo = periodic_lfo(loop_n, cycles_lfo, phase)
        amp = [0.65 + 0.35 * lfo[i >> BLOCK_SHIFT] for i in range(loop_n)]
        return list(map(mul, loop_osc(SINE, cycles, loop_n), amp))

    drone = drone_tone(mtof(38), 4, 0.0)
    fifth = drone_tone(mtof(45), 3, 0.5)
    drone = list(map(add, drone, (0.25 * v for v in fifth)))
    note("drone")

    # --- solar wind: band-passed noise with a slowly moving centre
    rng = random.Random(777)
    noise = [rng.random() - 0.5 for _ in range(loop_n)]
    wcut = [500 + 1400 * a for a in periodic_lfo(loop_n, 2, 0.3)]
    low = onepole_circular(noise, [160.0] * len(wcut))
    wind = onepole_circular(noise, wcut, passes=2)
    swell = periodic_lfo(loop_n, 5, 0.1)
    wind = [(w - lo) * (0.3 + 0.7 * swell[i >> BLOCK_SHIFT]) for i, (w, lo) in enumerate(zip(wind, low))]
    note("wind")

    # --- mix and normalise
    mix = [0.22 * p + 0.65 * b + 0.55 * d + 1.3 * w for p, b, d, w in zip(pad, bells, drone, wind)]
    peak = max(max(mix), -min(mix)) or 1.0
    g = 10 ** (PEAK_DBFS / 20) / peak
    note("mix")
    if log:
        for name, layer, k in (("pad", pad, 0.22), ("bells", bells, 0.65), ("drone", drone, 0.55), ("wind", wind, 1.3)):
            rms = math.sqrt(sum(v * v for v in layer) / len(layer)) * k * g
            pk = max(abs(v) for v in layer) * k * g
            log(f"    {name:6s} rms {20 * math.log10(rms + 1e-12):6.1f} dBFS  peak {20 * math.log10(pk + 1e-12):6.1f} dBFS")
    return [v * g for v in mix]


def to_pcm(samples):
    pcm = array("h", [int(v * 32767.0 + 32768.5) - 32768 for v in samples])
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


def write_wav(path, samples):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(samples).tobytes())
    return path


def build(out=DEFAULT_OUT, seconds=DEFAULT_SECONDS, log=None):
    return write_wav(out, render(seconds, log=log))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", nargs="?", default=str(DEFAULT_OUT), help="output WAV (default sounds/music.wav)")
    ap.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="loop length (default 48)")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    log = None if args.quiet else print
    path = build(args.out, args.seconds, log=log)
    if log:
        log(f"wrote {path} ({path.stat().st_size} bytes) in {time.perf_counter() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
