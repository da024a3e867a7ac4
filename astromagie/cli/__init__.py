"""The `astromagie` command line: the game (default), replay, simulate, arena."""
