"""Bots by game and level, for the simulator, the arena, the AI worker and the setup screen.

Every game offers the same four levels (`BOT_NAMES`), built by the game from the
shared bots of this package and its own policy; a game may add levels kept for
measuring only (Astromagie's `hard-1200`). The game comes from the shelf by id,
so nothing here names a game's code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from astromagie.host import registry

from .base import Bot

BOT_NAMES: tuple[str, ...] = ("random", "easy", "medium", "hard")  # offered in every game


def bot_levels(game: str = registry.DEFAULT_GAME) -> tuple[str, ...]:
    """Every level the game knows, the offered ones first."""
    return tuple(registry.rules(game).bot_levels())


def make_bot(name: str, seed: int = 0, game: str = registry.DEFAULT_GAME) -> Bot:
    """A new bot of level `name` for `game`; raises ValueError listing the known levels."""
    bot = registry.rules(game).make_bot(name, seed)
    assert isinstance(bot, Bot)
    return bot


def build(levels: Mapping[str, Callable[[int], Bot]], name: str, seed: int) -> Bot:
    """`levels[name](seed)`, or ValueError naming the known levels (for the games' make_bot)."""
    factory = levels.get(name)
    if factory is None:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(levels)})")
    return factory(seed)
