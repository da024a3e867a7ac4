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


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of level `name`; raises ValueError listing the known names."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})") from None
    return factory(seed)
