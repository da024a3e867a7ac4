"""Short sound effects the program makes itself (no sound files, no numpy).

`synthesize(name, rate)` computes an effect as mono samples with the standard
library; `Sound` turns them into pygame.mixer buffers in the mixer's own format.
Where no audio device exists (or the mixer cannot start for any reason) `Sound`
stays silent: no error, no exception, the game simply has no sound.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import random
from array import array
from collections.abc import Callable, Sequence
from functools import cache
from typing import TypeVar

import pygame

_Sample = TypeVar("_Sample", int, float)  # what an array of audio samples holds

log = logging.getLogger(__name__)

EFFECTS = ("place",)  # a card put down: the one sound the table makes
MAX_SECONDS = 0.8  # every effect is shorter than this
PEAK = 0.55  # loudest sample, leaving headroom for effects that overlap
_FADE_SECONDS = 0.012  # ramp at the end so no effect stops with a click


def _sine(freq: float, rate: int, n: int) -> list[float]:
    """sin(2 pi freq t) for n samples, by the rotation recurrence (no sin() per sample)."""
    w = 2 * math.pi * freq / rate
    k = 2 * math.cos(w)
    y0, y1 = math.sin(-w), 0.0
    out = [0.0] * n
    for i in range(1, n):
        y0, y1 = y1, k * y1 - y0
        out[i] = y1
    return out


def _envelope(rate: int, n: int, attack: float, decay: float, delay: float = 0.0) -> list[float]:
    """Silence for `delay`, a straight rise over `attack`, then an exponential fall (`decay`)."""
    out = [0.0] * n
    start = int(delay * rate)
    rise = max(1, int(attack * rate))
    for i in range(start, min(n, start + rise)):
        out[i] = (i - start) / rise
    factor = math.exp(-1 / (decay * rate))
    level = 1.0
    for i in range(start + rise, n):
        out[i] = level
        level *= factor
    return out


def _noise(seed: int, n: int, smoothing: float | list[float]) -> list[float]:
    """White noise through a one-pole low-pass (smaller smoothing = darker)."""
    rng = random.Random(seed)
    out = [0.0] * n
    low = 0.0
    for i in range(n):
        a = smoothing[i] if isinstance(smoothing, list) else smoothing
        low += a * (rng.random() * 2 - 1 - low)
        out[i] = low
    return out


def _place(rate: int) -> list[float]:
    """A card put down: a soft knock on the cloth and a short bright chime."""
    n = int(0.2 * rate)
    knock = _noise(1, n, 0.18)
    knock_env = _envelope(rate, n, 0.001, 0.008)
    thump, thump_env = _sine(150, rate, n), _envelope(rate, n, 0.001, 0.03)
    high, fifth = _sine(880, rate, n), _sine(1320, rate, n)
    chime_env = _envelope(rate, n, 0.004, 0.07, delay=0.01)
    return [
        2.2 * k * ke + 0.5 * t * te + 0.22 * (h + 0.5 * f) * ce
        for k, ke, t, te, h, f, ce in zip(
            knock, knock_env, thump, thump_env, high, fifth, chime_env, strict=True
        )
    ]


_SYNTHS: dict[str, Callable[[int], list[float]]] = {
    "place": _place,
}


def synthesize(name: str, rate: int = 44100) -> list[float]:
    """Mono samples in [-PEAK, PEAK] for effect `name` at `rate` Hz, faded out at the end."""
    if name not in _SYNTHS:
        raise KeyError(f"unknown sound effect {name!r}; effects: {', '.join(EFFECTS)}")
    return list(_synthesize(name, rate))


@cache  # computing the effects takes a tenth of a second: once per process is enough
def _synthesize(name: str, rate: int) -> tuple[float, ...]:
    samples = _SYNTHS[name](rate)
    loudest = max((abs(s) for s in samples), default=0.0) or 1.0
    scale = PEAK / loudest
    fade = max(1, int(_FADE_SECONDS * rate))
    n = len(samples)
    return tuple(
        s * scale * (min(1.0, (n - 1 - i) / fade) if i >= n - fade else 1.0)
        for i, s in enumerate(samples)
    )


# pygame.mixer.get_init() size -> (array typecode, value of silence, full scale)
_FORMATS: dict[int, tuple[str, float, float]] = {
    -8: ("b", 0.0, 127.0),
    8: ("B", 128.0, 127.0),
    -16: ("h", 0.0, 32767.0),
    16: ("H", 32768.0, 32767.0),
    -32: ("i", 0.0, 2147483647.0),
    32: ("f", 0.0, 1.0),  # SDL reports 32 for 32-bit float samples
}


def to_buffer(samples: Sequence[float], size: int, channels: int) -> bytes:
    """Samples as raw audio in the mixer's format: `size` as pygame reports it, interleaved."""
    if size not in _FORMATS:
        raise ValueError(f"unsupported mixer sample size {size}")
    code, zero, full = _FORMATS[size]
    if code == "f":
        return _interleave(array(code, [max(-1.0, min(1.0, s)) for s in samples]), channels)
    return _interleave(array(code, [round(zero + max(-1.0, min(1.0, s)) * full)
                                    for s in samples]), channels)


def _interleave(mono: array[_Sample], channels: int) -> bytes:
    """The same signal on every channel, frame by frame."""
    channels = max(1, channels)
    if channels == 1:
        return mono.tobytes()
    data = mono * channels  # the right type and length; every value is overwritten below
    for channel in range(channels):
        data[channel::channels] = mono
    return data.tobytes()


@contextlib.contextmanager
def _quiet_native_stderr():
    """Silence what C libraries print while the mixer opens.

    Without a sound card ALSA writes several lines to the process's stderr; a player
    starting the game from a terminal should not read them (the log says it once).
    """
    try:
        fd = 2
        saved = os.dup(fd)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


class Sound:
    """The game's sound effects: play("place").

    Silent, without errors, when disabled or when no audio device can be opened.
    """

    def __init__(self, enabled: bool = True) -> None:
        self._enabled = bool(enabled)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._warned: set[str] = set()
        self.available = self._open()

    def _open(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                with _quiet_native_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            params = pygame.mixer.get_init()
            if not params:
                return False
            rate, size, channels = params
            for name in EFFECTS:
                buffer = to_buffer(synthesize(name, rate), size, channels)
                sound = pygame.mixer.Sound(buffer=buffer)
                sound.set_volume(0.7)
                self._sounds[name] = sound
            return True
        except Exception as exc:  # no device, no driver, odd format: the game stays silent
            log.info("sound effects unavailable: %s", exc)
            self._sounds.clear()
            return False

    @property
    def enabled(self) -> bool:
        """Whether effects are heard: switched on, and there is a device to play them."""
        return self._enabled and self.available

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled and self.available:
            try:
                pygame.mixer.stop()
            except Exception:
                pass

    def play(self, name: str) -> None:
        """Play effect `name` if sound is on and available; never raises."""
        if not self._enabled or not self.available:
            return
        sound = self._sounds.get(name)
        if sound is None:
            if name not in self._warned:  # a caller's typo must not stop the game
                self._warned.add(name)
                log.warning("unknown sound effect %r", name)
            return
        try:
            sound.play()
        except Exception as exc:
            log.info("sound effect %s not played: %s", name, exc)
