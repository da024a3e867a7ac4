"""The games: one package (a "room") per game, found by `astromagie.host.registry`.

Each room's `__init__.py` registers a light `GameInfo` and imports nothing
heavy; its rules, bots and table view load only when the game is used. A room
never imports another room, the UI or the command line.
"""
