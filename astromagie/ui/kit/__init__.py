"""The table kit: one table for every game, the game supplying only its own part.

A game's view (`GameInfo.view`, found through `registry.view`) implements
`view.GameView`: its card faces, its `Board` (the zones in the middle of the
table, where they are, how they look) and a `TurnInput` for a person's turn
(what a card dropped on a zone, a click on a zone or an action button means
as a move of the engine). Everything else is the kit's and is written once:
the game in progress with no window (`session.py`: turns, the seats of
`players.py`, bots, every move through `play`, the game log, autosave, undo,
the hint, the lesson's Again, hand-over between people, the end), the frame
(`frame.py`: seats, scoreboard, the hand fan, buttons, message line), the
scene (`table.py` with `gestures.py`: drag and drop with the legal zones lit,
previews, choices, refusals in words with the rule, animation), the person's
side of a turn (`desk.py`), its painter (`paint.py`, with `seats.py`,
`piles.py`, `buttons.py`, `flourish.py`) and the engine room every table
shares (`ai_worker.py`, `bots.py`, `saver.py`, `animation.py`, `pointer.py`,
`seating.py`, `closeup_state.py`, `handorder.py`). The kit never re-codes a
rule: every yes or no comes from the engine through the game's `TurnInput`.
"""
