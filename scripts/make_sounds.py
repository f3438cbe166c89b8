#!/usr/bin/env python3
"""Synthesizes the app's sound effects into resources/sounds/ (16-bit mono WAV, 22.05 kHz).

Our own sounds, made from sine waves and seeded noise, so they are free to ship and the
same every time this runs: a counter's tock, a capture, a goal's chime, the referee's pea
whistle for a Penalty or an Offside, and the three blasts of the final whistle.
Run it again after changing a recipe:  python3 scripts/make_sounds.py
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def knock(freq, seconds, decay, noise=0.3, seed=1):
    """A wooden knock: two decaying partials and a short noise transient."""
    rng = random.Random(seed)
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-t * decay)
        tone = 0.7 * math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * freq * 2.02 * t)
        click = rng.uniform(-1, 1) * math.exp(-t * 400) * noise
        out.append(env * tone + click)
    return out


def bell(freq, seconds):
    """A soft bell: a few inharmonic partials, each fading at its own rate."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.005)
        v = (0.6 * math.sin(2 * math.pi * freq * t) * math.exp(-t * 3)
             + 0.25 * math.sin(2 * math.pi * freq * 2.0 * t) * math.exp(-t * 5)
             + 0.15 * math.sin(2 * math.pi * freq * 2.76 * t) * math.exp(-t * 8))
        out.append(attack * v)
    return out


def whistle(seconds, seed=2):
    """A pea whistle: a high tone whose pitch the rattling pea wobbles, with breath noise."""
    rng = random.Random(seed)
    out, phase = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        trill = 1 + 0.045 * math.sin(2 * math.pi * 32 * t)  # the pea
        phase += 2 * math.pi * 2850 * trill / RATE
        env = min(1.0, t / 0.02) * min(1.0, (seconds - t) / 0.04)
        breath = rng.uniform(-1, 1) * 0.08
        out.append(env * (0.8 * math.sin(phase) + 0.15 * math.sin(2 * phase) + breath))
    return out


def mix(parts):
    """Lays (offset seconds, samples) over each other."""
    length = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def write(name, samples, gain):
    peak = max(1e-9, max(abs(v) for v in samples))
    frames = b"".join(struct.pack("<h", int(32767 * gain * v / peak)) for v in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write("move", knock(620, 0.09, 60, noise=0.25), 0.45)
    write("capture", mix([(0, knock(230, 0.16, 30, noise=0.5, seed=3)), (0.07, knock(180, 0.18, 28, noise=0.4, seed=4))]), 0.6)
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    write("goal", mix([(i * 0.11, bell(f, 0.9)) for i, f in enumerate(notes)]), 0.6)
    write("whistle", whistle(0.55), 0.35)
    write("final", whistle(0.22, 5) + silence(0.12) + whistle(0.22, 6) + silence(0.12) + whistle(0.85, 7), 0.35)


if __name__ == "__main__":
    main()
