"""Bots for Astromagie (pure Python, no pygame). `make_bot(name, seed)` builds one."""

from .base import Bot, RandomBot
from .registry import BOT_NAMES, make_bot

__all__ = ["BOT_NAMES", "Bot", "RandomBot", "make_bot"]
