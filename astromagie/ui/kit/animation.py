"""Cards in flight, floating labels and timed steps, advanced only by `update(dt)`.

The animator knows geometry and time, nothing about the game: the table asks
it what to draw where (`flights_now`, `labels`) and hands it callbacks to run
when a card lands or a pause ends. A flight may name the place it lands on
(`Place`): until it lands, the table does not show the card there yet
(`arriving`). All durations are divided by the player's animation speed when
they are scheduled. A label either rises where it is and fades (a celebration) or
travels to a point (`end`: a score change on its way to a seat's panel), after an
optional `delay`. A card flying back to the hand (`RETURN`) keeps nobody waiting: the
animator is not `busy` for it, only `moving`.
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
THINK_MIN = 0.3  # a bot never answers faster than a person can notice its turn began
AFTER_MOVE = 0.35
LABEL_SECONDS = 1.44  # a celebration's or a score change's words, rising and fading
RETURN = "return"  # the kind of a refused card's flight back to its place in the hand
RETURN_SECONDS = 0.3
# the kind of the person's own card flying to the board: the board may move it on itself
# (a row sliding one place), which ends its flight (`Animator.update`'s `overtaken`)
PLACED = "placed"
ARRIVED = 0.7  # a travelling label is at its end by this share of its time (then
# stands whole until FADE_TRAVELLED and fades)


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
    kind: str = "move"  # "move" | "return": lets the table tell them apart
    place: Place | None = None  # where the card is shown once it has landed

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def arrived(self) -> bool:
        """A travelling label is at its `end` (it fades there from now on)."""
        return self.end is None or self.elapsed - self.delay >= ARRIVED * self.duration

    def rect(self) -> pygame.Rect:
        if self.duration <= 0:
            return self.end.copy()
        t = (self.elapsed - self.delay) / self.duration
        return lerp_rect(self.start, self.end, self.ease(t))


FADE_RISING, FADE_TRAVELLED = 0.6, 0.88  # of its time: a label fades from here on


@dataclass
class Label:
    """Floating text that rises and fades (a celebration), or travels from `center` to
    `end` and fades there (a score change flying to its seat), after `delay`."""

    text: str
    center: tuple[int, int]
    duration: float
    elapsed: float = 0.0
    rise: int = 40
    color: tuple[int, int, int] = (255, 214, 90)
    end: tuple[int, int] | None = None
    delay: float = 0.0
    kind: str = "flourish"  # "flourish" | "points": lets the table tell them apart
    px: int = 0  # a travelling label's text size as it sets off (0: the painter's own)
    end_px: int = 0  # ... and as it lands (0: the same): it lands where only that fits
    seat: int = -1  # a score change's seat (-1: none)
    fade: float = 0.0  # of its time, where it starts to fade (0: its kind's, FADE_RISING...)

    def px_now(self) -> int:
        """The text size now: from `px` to `end_px` as the label travels."""
        if not self.end_px or not self.px or self.end is None:
            return self.px
        t = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration)) \
            if self.duration > 0 else 1.0
        return round(self.px + (self.end_px - self.px) * ease_in_out(min(1.0, t / 0.7)))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def arrived(self) -> bool:
        """A travelling label is at its `end` (it fades there from now on)."""
        return self.end is None or self.elapsed - self.delay >= ARRIVED * self.duration

    def now(self) -> tuple[tuple[int, int], int]:
        t = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration)) \
            if self.duration > 0 else 1.0
        x, y = self.center
        # a travelling label stands whole where it lands a moment before it fades: it
        # faded as it arrived and was never read whole on the scoreboard (pt6b 6)
        fade = self.fade or (FADE_TRAVELLED if self.end is not None else FADE_RISING)
        alpha = 255 if t < fade else round(255 * (1 - (t - fade) / (1 - fade)))
        if self.end is not None:
            moved = ease_in_out(min(1.0, t / ARRIVED))  # there by 70%, then it fades in place
            return (round(x + (self.end[0] - x) * moved),
                    round(y + (self.end[1] - y) * moved)), max(0, alpha)
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
    # animations off (the player's setting): a card lands the moment it is sent, and a
    # moment's words stand still where they appear; the pauses that pace the bots stay
    still: bool = False

    def scaled(self, seconds: float) -> float:
        return seconds / max(0.05, self.speed)

    def _flown(self, seconds: float) -> float:
        """A flight's time: none when animations are off."""
        return 0.0 if self.still else self.scaled(seconds)

    @property
    def busy(self) -> bool:
        """True while a move's cards fly or a step is pending (input waits for it); a
        refused card on its way back to the hand keeps nobody waiting."""
        return bool(self.timers) or any(f.kind != RETURN for f in self.flights)

    @property
    def moving(self) -> bool:
        """True while anything on screen changes by itself (a frame is wanted)."""
        return bool(self.flights or self.timers or self.labels)

    def fly(self, card: str | None, start: pygame.Rect, end: pygame.Rect, *,
            duration: float = FLIGHT, delay: float = 0.0,
            on_land: Callable[[], None] | None = None, kind: str = "move",
            smooth: bool = False, place: Place | None = None) -> Flight:
        flight = Flight(card, start.copy(), end.copy(), self._flown(duration), self._flown(delay),
                        ease=ease_in_out if smooth else ease_out, on_land=on_land, kind=kind,
                        place=place)
        self.flights.append(flight)
        return flight

    def label(self, text: str, center: tuple[int, int], duration: float = LABEL_SECONDS,
              rise: int = 40, *, end: tuple[int, int] | None = None, delay: float = 0.0,
              kind: str = "flourish", color: tuple[int, int, int] = (255, 214, 90),
              px: int = 0, end_px: int = 0, seat: int = -1, fade: float = 0.0) -> Label:
        if self.still:  # no rise and no flight: the words shown where they are
            rise, end, delay = 0, None, 0.0
        label = Label(text, center, self.scaled(duration), rise=rise, color=color, end=end,
                      delay=self.scaled(delay), kind=kind, px=px, end_px=end_px, seat=seat,
                      fade=fade)
        self.labels.append(label)
        return label

    def after(self, seconds: float, callback: Callable[[], None]) -> None:
        self.timers.append(Timer(self.scaled(seconds), callback))

    def update(self, dt: float, overtaken: bool = False) -> None:
        """Advance everything; landing and timer callbacks run here, in order. With
        `overtaken` (the board moves its cards on by itself) the person's cards flying to
        it stop: the board shows their arrival, and one landing where the board had
        moved it from was a faded copy left behind (pt16b 8: Gelb 4 on the 0 as the row
        slid it to the 1)."""
        if overtaken:
            self.flights[:] = [f for f in self.flights if f.kind != PLACED]
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
            if label.elapsed >= label.delay + label.duration:
                self.labels.remove(label)

    def finish(self, rounds: int = 8) -> None:
        """Everything lands now, in order, its callbacks run (a landing may start a
        step, which runs in the next round): nothing hangs in mid-air under a dialog."""
        for _ in range(rounds):
            if not (self.flights or self.timers):
                break
            longest = max([f.delay + f.duration - f.elapsed for f in self.flights]
                          + [t.remaining for t in self.timers])
            self.update(max(0.0, longest) + 1e-6)
        self.labels.clear()

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
