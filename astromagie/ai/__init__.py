"""The shared bots of every game (pure Python, no pygame).

`base` (the Bot interface, `RandomBot`), `policy` (`SearchPolicy`, what a game
gives the search), `easy` (greedy on the game's heuristic), `medium` (flat Monte
Carlo), `ismcts` (hard: IS-MCTS), `hint` (the table's hint: that search at a fixed
work, which the review agrees with), `worlds` (sampling what a seat cannot see),
`match` (whole games between bots), `registry` (`make_bot(level, seed, game)`).
"""

from .base import Bot, RandomBot
from .registry import BOT_NAMES, bot_levels, make_bot

__all__ = ["BOT_NAMES", "Bot", "RandomBot", "bot_levels", "make_bot"]
