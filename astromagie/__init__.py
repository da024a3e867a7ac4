"""Astromagie: the astrology card game on the desktop.

Packages, dependencies pointing one way: `engine` (the rules, pure Python)
<- `ai` (bots, pure Python) <- `ui` (pygame-ce) and `cli` (the command line).
"""

__version__ = "0.1.0"
