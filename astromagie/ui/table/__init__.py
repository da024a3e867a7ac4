"""The table, where a game is played: the scene (controller), its state holders (turn,
pointer, bots, messages, motion, autosave), the view snapshot, the layout and the painter."""
