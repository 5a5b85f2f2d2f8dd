"""Short sounds made in code (no sound files): a tile flip, a station placed, dice rolled, a
click. Made once with the standard library's array module at the mixer's own format.

No sound card (or SDL's dummy driver failing) is not an error: the app plays silently, and
`sound_available()` tells the Settings screen so. Audio libraries (ALSA above all) print their
complaints straight to the process's stderr, below Python; `native_stderr_to_log` catches
those while the audio starts and puts them in the log instead of the player's terminal.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import random
import sys
import tempfile
from array import array
from collections.abc import Callable, Iterator

import pygame

log = logging.getLogger(__name__)

RATE = 22050


def _tone(
    length: float,
    freq: float,
    sweep: float = 0.0,
    noise: float = 0.0,
    decay: float = 12.0,
    seed: int = 1,
    attack: float = 0.004,
) -> list[float]:
    rng = random.Random(seed)
    count = int(RATE * length)
    out = []
    phase = 0.0
    for i in range(count):
        t = i / RATE
        f = freq + sweep * t
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        sample = (1 - noise) * math.sin(phase) + noise * (rng.random() * 2 - 1)
        out.append(sample * env)
    return out


def _clicks(times: list[float], length: float, seed: int) -> list[float]:
    """Several short knocks (dice tumbling on a table)."""
    out = [0.0] * int(RATE * length)
    rng = random.Random(seed)
    for start in times:
        knock = _tone(0.05, rng.uniform(500, 900), noise=0.6, decay=70, seed=rng.randrange(999))
        base = int(start * RATE)
        for i, value in enumerate(knock):
            if base + i < len(out):
                out[base + i] += value * rng.uniform(0.5, 0.9)
    return out


def _mixed(*parts: list[float]) -> list[float]:
    return [sum(samples) for samples in zip(*parts, strict=True)]


#: The app's sounds by name, each made on demand as samples in -1..1.
SHAPES: dict[str, Callable[[], list[float]]] = {
    "flip": lambda: _mixed(
        _tone(0.16, 300, sweep=900, noise=0.45, decay=22, seed=3),
        _tone(0.16, 880, sweep=-600, decay=30, seed=4),
    ),
    "place": lambda: _tone(0.12, 180, sweep=-120, noise=0.15, decay=35, seed=5),
    "carry": lambda: _tone(0.22, 520, sweep=420, decay=14, seed=6),
    "roll": lambda: _clicks([0.0, 0.06, 0.11, 0.19, 0.24, 0.33], 0.42, seed=7),
    "click": lambda: _tone(0.04, 1200, noise=0.2, decay=90, seed=8),
    "upgrade": lambda: _mixed(_tone(0.3, 660, decay=9, seed=9), _tone(0.3, 990, decay=11, seed=10)),
}


def sound_shapes() -> dict[str, list[float]]:
    """The app's sounds as samples in -1..1, by name."""
    return {name: make() for name, make in SHAPES.items()}


@contextlib.contextmanager
def native_stderr_to_log(what: str) -> Iterator[None]:
    """Send what C libraries write to stderr (file descriptor 2) during the block to the log,
    labelled `what`, instead of the terminal. Where fd 2 cannot be moved, nothing changes."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    with tempfile.TemporaryFile() as sink:
        try:
            os.dup2(sink.fileno(), 2)
        except OSError:
            os.close(saved)
            yield
            return
        try:
            yield
        finally:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            said = sink.read(64 * 1024).decode("utf-8", "replace").strip()
            if said:
                log.info("%s: the system said:\n%s", what, said)


def sound_available() -> bool:
    """Whether sounds can be heard in this run (a mixer is open)."""
    try:
        return pygame.mixer.get_init() is not None
    except pygame.error:
        return False


class Sounds:
    """The sounds, ready to play at the settings' volume; silent without a mixer."""

    def __init__(self, volume: float = 0.6) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._format: tuple[int, int, int] = (RATE, -16, 1)
        self.available = False
        try:
            if not pygame.mixer.get_init():
                with native_stderr_to_log("Opening the sound device"):
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if init is None:
                return
            self._format = init
            self.available = True
        except (pygame.error, ValueError, OverflowError) as err:
            log.info("No sound: %s", err)
            self._sounds = {}

    def play(self, name: str) -> None:
        if not self.available or self.volume <= 0:
            return
        sound = self._sounds.get(name) or self._first_play(name)
        if sound is None:
            return
        sound.set_volume(self.volume)
        sound.play()

    def _first_play(self, name: str) -> pygame.mixer.Sound | None:
        """Made the first time it is played (not before the title: a few ms each)."""
        make = SHAPES.get(name)
        if make is None:
            return None
        self._sounds[name] = _make(make(), *self._format)
        return self._sounds[name]


def _make(samples: list[float], frequency: int, size: int, channels: int) -> pygame.mixer.Sound:
    if frequency != RATE:  # resample by nearest neighbour: these are short noises
        step = RATE / frequency
        samples = [
            samples[min(len(samples) - 1, int(i * step))] for i in range(int(len(samples) / step))
        ]
    peak = max(1e-6, max(abs(s) for s in samples))
    scale = 0.8 / peak
    data: array[int] | array[float]
    if abs(size) == 8:
        data = array("B" if size > 0 else "b")
        mid = 128 if size > 0 else 0
        for s in samples:
            data.extend([mid + int(s * scale * 127)] * channels)
    elif abs(size) == 32:
        floats: array[float] = array("f")
        for s in samples:
            floats.extend([s * scale] * channels)
        data = floats
    else:
        data = array("h")
        for s in samples:
            data.extend([int(s * scale * 32767)] * channels)
    return pygame.mixer.Sound(buffer=data.tobytes())
