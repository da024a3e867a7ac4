"""A resumed game at the table: its log and its undo points, told again from its record.

A game saved and resumed (or a guided game picked up again) comes back as a position;
its record holds every move so far. From it the table session gets the log as it was
(each move told again in the player's language, again after a language change) and
the undo points of the one person's turns (so Undo reaches as far back as before the
game was left: the playtest's H14).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

from astromagie import i18n
from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameRules, GameState
from astromagie.kit.view import GameViewBase
from astromagie.storage.archive import BAD_RECORD, Playback, playback_of

from .hinting import told_again
from .seating import Seating
from .undo import UndoPoints

log = logging.getLogger(__name__)
Told = Callable[[], str]


def resumed_playback(state: GameState, config: GameConfig) -> Playback | None:
    """A resumed game's moves so far, read back from its record (None if it cannot be)."""
    try:
        return playback_of(state, config)
    except BAD_RECORD:  # a log is never worth losing the game over
        log.exception("the resumed game's log could not be told again")
        return None


def log_so_far(playback: Playback, rules: GameRules, view: GameViewBase, seating: Seating,
               keep: int) -> list[Told]:
    """A resumed game's log, its last `keep` lines: each move so far told again from the
    game's record (once per language: a switch tells it all again)."""
    retold: dict[str, list[str]] = {}

    def lines() -> list[str]:
        lang = i18n.current_language()
        if lang not in retold:
            try:
                retold[lang] = told_again(playback, rules, view, seating.names, seating.you)
            except BAD_RECORD:  # a log is never worth losing the game over
                log.exception("the resumed game's log could not be told again")
                retold[lang] = []
        return retold[lang]

    def line(index: int) -> str:
        told = lines()
        return told[index] if index < len(told) else ""

    count = len(lines())
    return [partial(line, i) for i in range(max(0, count - keep), count)]


def turns_so_far(playback: Playback, rules: GameRules, you: int | None, undo: UndoPoints,
                 describe: Callable[[GameState, Any, GameState], str], keep: int) -> int | None:
    """Mark in `undo` where the one person's turns began, each with the log's length then,
    as if the game had been played at this table (`keep`: the lines the log keeps).
    Returns who made the last move (a turn of several moves goes on unmarked)."""
    made = playback.turn_count
    if you is None or made == 0:
        return None
    turns = playback.record.get("turns", [])
    told = 1  # the log's lines before each turn (who began, then a move may add none)
    mover: int | None = None
    for turn in range(made):
        before = playback.game_at(turn)
        if before.current_player == you and mover != you:
            undo.mark(before, told)
        mover = before.current_player
        move = rules.parse_move(turns[turn])
        if describe(before, move, playback.game_at(turn + 1)):
            told += 1
    skipped = max(0, told - keep)  # the log keeps its last lines only
    for point in undo.points:
        point.log_lines = max(0, point.log_lines - skipped)
    return mover
