"""The guided first game after a restart: knowing a saved game for the lesson it is.

The guided game (`KitTableScene.guided_game`) is saved after every move like any
game. Resumed from the title, it goes on as the guided game when the save holds
the guide's own deal (`is_guided_deal`), with the coach at the step where the
person left it (`guide_step_of`): the coach speaks before each of the person's
moves, for the guide's first `steps` of them.
"""

from __future__ import annotations

from typing import Any

from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.storage.autosave_file import same_deal
from astromagie.storage.records import positions


def is_guided_deal(record: dict[str, Any], game: str) -> bool:
    """Whether `record` (a saved game of `game`) was dealt as the game's guided game."""
    if not registry.has_view(game):
        return False
    guide = registry.view(game).guide()
    rules = registry.rules(game)
    if len(record.get("seats", ())) != guide.players:
        return False
    dealt = rules.to_record(rules.new(guide.players, guide.seed, dict(guide.options)),
                            placeholders(guide.players))
    return same_deal(record, dealt)


def guide_step_of(state: GameState, seat: int = 0) -> int:
    """How many moves `seat` has made in `state`'s game: the coach's next step."""
    record = registry.rules(state.game_id).to_record(state, placeholders(state.num_players))
    return sum(1 for before in positions(record)[:-1] if before.current_player == seat)


def placeholders(players: int) -> list[str]:
    """Names for a record that is only read back, never shown."""
    return [f"P{i + 1}" for i in range(players)]
