"""Bots by game and level, for the simulator, the arena, the AI worker and the setup screen.

Every game offers the same four levels (`BOT_NAMES`), built by the game from the
shared bots of this package and its own policy; a game may add levels kept for
measuring only (Astromagie's `hard-1200`). The game comes from the shelf by id,
so nothing here names a game's code.

Every game also gets `hard-v1`, added here (`SHARED_LEVELS`): the game's own
`hard` bot with the belief-weighted worlds switched off, i.e. the hard bot as
it was before issue 23 (uniform worlds), kept to measure the new one against.
It is listed after the game's own levels and never offered in the setup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from astromagie.host import registry

from .base import Bot

BOT_NAMES: tuple[str, ...] = ("random", "easy", "medium", "hard")  # offered in every game
HARD_V1 = "hard-v1"
SHARED_LEVELS: tuple[str, ...] = (HARD_V1,)  # for measuring only, added to every game's levels


def bot_levels(game: str = registry.DEFAULT_GAME) -> tuple[str, ...]:
    """Every level the game knows, the offered ones first, the shared measuring levels last."""
    own = tuple(registry.rules(game).bot_levels())
    return own + tuple(level for level in SHARED_LEVELS if level not in own)


def make_bot(name: str, seed: int = 0, game: str = registry.DEFAULT_GAME) -> Bot:
    """A new bot of level `name` for `game`; raises ValueError listing the known levels."""
    rules = registry.rules(game)
    if name == HARD_V1 and HARD_V1 not in rules.bot_levels():
        hard = rules.make_bot("hard", seed)
        if not isinstance(hard, Bot) or not hasattr(hard, "tracker"):
            raise ValueError(f"{game}'s hard bot has no belief-weighted worlds to switch off")
        hard.tracker = None
        hard.name = HARD_V1
        return hard
    try:
        bot = rules.make_bot(name, seed)
    except ValueError as err:
        if name in SHARED_LEVELS:
            raise
        raise ValueError(f"{err.args[0].rstrip(')')}, {', '.join(SHARED_LEVELS)})") from err
    assert isinstance(bot, Bot)
    return bot


def build(levels: Mapping[str, Callable[[int], Bot]], name: str, seed: int) -> Bot:
    """`levels[name](seed)`, or ValueError naming the known levels (for the games' make_bot)."""
    factory = levels.get(name)
    if factory is None:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(levels)})")
    return factory(seed)
