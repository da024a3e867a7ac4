"""Cards in flight, floating labels and timed steps, advanced only by `update(dt)`.

The animator knows geometry and time, nothing about the game: the table asks
it what to draw where (`flights_now`, `labels`) and hands it callbacks to run
when a card lands or a pause ends. A flight may name the place it lands on
(`Place`): until it lands, the table does not show the card there yet
(`arriving`). All durations are divided by the player's animation speed when
they are scheduled.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    """The rectangle `t` (0-1) of the way from `a` to `b`."""
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
        round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t),
    )


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing (how a dealt card moves)."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 0.5 - 0.5 * math.cos(math.pi * t)


# Where a flying card lands: ("row", position), ("discard", 0) or ("hand", hand index).
Place = tuple[str, int]

# Base durations in seconds at animation speed 1.0: slow enough to follow a bot's move.
FLIGHT = 0.55
STAGGER = 0.30
THINK_MIN = 0.45  # a bot never answers faster than a person can notice its turn began
AFTER_MOVE = 0.35
TRICK_HOLD = 0.9
DEAL = 0.35  # a drawn card from the pile to a hand


@dataclass
class Flight:
    """One card travelling from `start` to `end`."""

    card: str | None  # a code, or None for a face-down card
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    ease: Callable[[float], float] = ease_out
    on_land: Callable[[], None] | None = None
    landed: bool = False
    kind: str = "move"  # "move" | "snap" | "deal" | "trick": lets the table tell them apart
    place: Place | None = None  # where the card is shown once it has landed

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def rect(self) -> pygame.Rect:
        if self.duration <= 0:
            return self.end.copy()
        t = (self.elapsed - self.delay) / self.duration
        return lerp_rect(self.start, self.end, self.ease(t))


@dataclass
class Label:
    """Floating text (trick points) that rises and fades."""

    text: str
    center: tuple[int, int]
    duration: float
    elapsed: float = 0.0
    rise: int = 40
    color: tuple[int, int, int] = (255, 214, 90)

    def now(self) -> tuple[tuple[int, int], int]:
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        x, y = self.center
        alpha = 255 if t < 0.6 else round(255 * (1 - (t - 0.6) / 0.4))
        return (x, round(y - self.rise * ease_out(t))), max(0, alpha)


@dataclass
class Timer:
    remaining: float
    callback: Callable[[], None]


@dataclass
class Animator:
    speed: float = 1.0
    flights: list[Flight] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    timers: list[Timer] = field(default_factory=list)

    def scaled(self, seconds: float) -> float:
        return seconds / max(0.05, self.speed)

    @property
    def busy(self) -> bool:
        """True while something is moving or a step is pending (input waits for it)."""
        return bool(self.flights or self.timers)

    def fly(self, card: str | None, start: pygame.Rect, end: pygame.Rect, *,
            duration: float = FLIGHT, delay: float = 0.0,
            on_land: Callable[[], None] | None = None, kind: str = "move",
            smooth: bool = False, place: Place | None = None) -> Flight:
        flight = Flight(card, start.copy(), end.copy(), self.scaled(duration), self.scaled(delay),
                        ease=ease_in_out if smooth else ease_out, on_land=on_land, kind=kind,
                        place=place)
        self.flights.append(flight)
        return flight

    def label(self, text: str, center: tuple[int, int], duration: float = TRICK_HOLD * 1.6,
              rise: int = 40) -> None:
        self.labels.append(Label(text, center, self.scaled(duration), rise=rise))

    def after(self, seconds: float, callback: Callable[[], None]) -> None:
        self.timers.append(Timer(self.scaled(seconds), callback))

    def update(self, dt: float) -> None:
        """Advance everything; landing and timer callbacks run here, in order."""
        for flight in list(self.flights):
            flight.elapsed += dt
            if flight.elapsed >= flight.delay + flight.duration:
                self.flights.remove(flight)
                flight.landed = True
                if flight.on_land is not None:
                    flight.on_land()
        for timer in list(self.timers):
            timer.remaining -= dt
            if timer.remaining <= 0:
                self.timers.remove(timer)
                timer.callback()
        for label in list(self.labels):
            label.elapsed += dt
            if label.elapsed >= label.duration:
                self.labels.remove(label)

    def arriving(self, where: str) -> list[int]:
        """The places of kind `where` that cards are still flying to (not landed yet)."""
        return [f.place[1] for f in self.flights if f.place is not None and f.place[0] == where]

    def flights_now(self) -> list[tuple[Flight, pygame.Rect]]:
        """Flights that have started, with where they are this frame."""
        return [(f, f.rect()) for f in self.flights if f.started]

    def clear(self) -> None:
        self.flights.clear()
        self.labels.clear()
        self.timers.clear()
