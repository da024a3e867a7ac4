"""Bots by game and level, for the simulator, the arena, the AI worker and the setup screen.

Every game offers the same four levels (`BOT_NAMES`), built by the game from the
shared bots of this package and its own policy; a game may add levels kept for
measuring only (Astromagie's `hard-1200`). The game comes from the shelf by id,
so nothing here names a game's code.

Every game also gets two levels for measuring only (`SHARED_LEVELS`), built
from the game's own `hard` bot, listed after the game's own levels and never
offered in the setup: `hard-belief`, the hard bot reading the table (worlds
weighted by the opponents' moves, the lab's `beliefs.py`, registered in
`MEASURING` when the lab is loaded: by name, the first time a command asks for
the level, so the app never loads it), and `hard-v1`, the hard bot
with uniform worlds as it was before issue 23 (since issue 31 the shipped hard
bot is that bot again: at the app's clock the belief did not pay for its time).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

from astromagie.host import registry

from .base import Bot
from .ismcts import ISMCTSBot

BOT_NAMES: tuple[str, ...] = ("random", "easy", "medium", "hard")  # known in every game
# What a person may choose for a seat in the setup: the three real levels, never
# a special one (a game's hint search or guide, a measuring level).
OFFERED_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
HARD_V1 = "hard-v1"
HARD_BELIEF = "hard-belief"
# for measuring only, added to every game's levels
SHARED_LEVELS: tuple[str, ...] = (HARD_BELIEF, HARD_V1)
# How a measuring level is made from the game's hard bot, by name; `hard-belief` is
# added by the lab (`astromagie.lab`) when a measuring tool imports it.
MEASURING: dict[str, Callable[[ISMCTSBot], ISMCTSBot]] = {}
# The research package, loaded by name when a command names `hard-belief` (the
# arena, the simulator, the ladder), so the app itself never loads it.
LAB = "astromagie.lab"


def bot_levels(game: str) -> tuple[str, ...]:
    """Every level the game knows, the offered ones first, the shared measuring levels last."""
    own = tuple(registry.rules(game).bot_levels())
    return own + tuple(level for level in SHARED_LEVELS if level not in own)


def hint_level(game: str) -> str:
    """The level that answers the table's hint in `game`: the one its rules name by role
    (`hint_level`, e.g. Astromagie's own hint search), else its hard bot."""
    level = registry.rules(game).hint_level
    assert isinstance(level, str) and level in registry.rules(game).bot_levels(), level
    return level


def make_bot(name: str, seed: int, game: str) -> Bot:
    """A new bot of level `name` for `game`; raises ValueError listing the known levels."""
    rules = registry.rules(game)
    if name in SHARED_LEVELS and name not in rules.bot_levels():
        hard = rules.make_bot("hard", seed)
        if not isinstance(hard, ISMCTSBot):
            raise ValueError(f"{game}'s hard bot is no IS-MCTS search to measure against")
        if name == HARD_BELIEF:
            if name not in MEASURING:  # loaded by name, only when a measurement asks
                importlib.import_module(LAB)
            hard = MEASURING[name](hard)
        else:
            hard.tracker = None
        hard.name = name
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
