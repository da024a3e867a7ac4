"""Bots by name, for the simulator, the arena and the game setup."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot
from .easy import EasyBot
from .ismcts import ISMCTSBot
from .medium import MediumBot

_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": ISMCTSBot,
}
BOT_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def _hard_1200(seed: int) -> Bot:
    """The hard bot as it was before issue 10: 1,200 iterations, at most 1.2 s.

    Every setting is spelled out, so a change of the hard bot's defaults never
    changes the level it is measured against.
    """
    return ISMCTSBot(seed, iterations=1200, max_seconds=1.2, c=0.7, epsilon=0.1, horizon=16,
                     widen=1.0)


# Levels for measuring only (arena, simulate): not offered in the game setup.
COMPARISON_BOTS: dict[str, Callable[[int], Bot]] = {"hard-1200": _hard_1200}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of level `name`; raises ValueError listing the known names."""
    factory = _FACTORIES.get(name) or COMPARISON_BOTS.get(name)
    if factory is None:
        known = ", ".join(BOT_NAMES + tuple(COMPARISON_BOTS))
        raise ValueError(f"unknown bot {name!r} (known: {known})")
    return factory(seed)
