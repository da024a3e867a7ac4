"""Which bot gives hints, how long it may think, and why its hint is what it is.

The table sends the hint question through the same AI worker as the bots'
turns (so the window never freezes) and stages the answer on the row.
`hint_reason` explains an answer that is not the best-scoring play (a lower
play or a discard) from the engine's public interface only: the legal moves,
their previews and the cards the player cannot see.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.rules import legal_targets
from astromagie.i18n import tr
from astromagie.ui.words import join_names

HINT_LEVEL = "medium"  # strong enough to teach, quick enough to answer at once
HINT_BUDGET = 0.6


def hint_bot() -> str:
    return HINT_LEVEL


@dataclass(frozen=True)
class HintReason:
    """Why the hint is what it is, in numbers the table words: a locale key and its params."""

    key: str | None  # None: the hint is simply the best-scoring play
    params: dict[str, object]


def _points(game: Game, move: Move) -> int:
    return game.preview(move.placements).points


def takeover_room(game: Game, seat: int, move: Move) -> int:
    """How many cards this seat cannot see could still go into the row after `move`.

    Any card placed by the next player makes them hold the trick (R12), so this
    is the room the move leaves for a takeover. Only public information is used:
    the cards `seat` does not see, tried with the engine's placement rules.
    """
    after = game.clone()
    after.apply(move)
    unseen = game.observation(seat).unseen()
    slots, top = after.row(), after.top()
    room = 0
    for code, count in unseen.items():
        if legal_targets(list(unseen.elements()), slots, top, (), code):
            room += count
    return room


def hint_reason(game: Game, move: Move) -> HintReason:
    """Why `move` (the hint for the player to move) rather than the best-scoring play."""
    seat = game.current_player
    plays = [m for m in game.legal_moves() if not m.is_discard]
    if not plays:
        return HintReason("table.hint_why_no_play", {})
    best = max(plays, key=lambda m: _points(game, m))
    best_points = _points(game, best)
    if not move.is_discard and _points(game, move) >= best_points:
        return HintReason(None, {})
    room_best = takeover_room(game, seat, best)
    kept = Counter(best.codes) - Counter(move.codes)
    if move.is_discard:
        return HintReason("table.hint_why_risk_discard", {"count": room_best})
    if takeover_room(game, seat, move) < room_best:
        return HintReason("table.hint_why_risk", {"count": room_best})
    if kept:
        return HintReason("table.hint_why_keep", {"cards": sorted(kept.elements())})
    return HintReason(None, {})


def reason_words(reason: HintReason) -> str:
    """The reason as a sentence in the current language ('' when there is nothing to add)."""
    if reason.key is None:
        return ""
    params = dict(reason.params)
    cards = params.get("cards")
    if isinstance(cards, list):
        params["cards"] = join_names([tr(f"card.name.{code}") for code in cards])
    return tr(reason.key, **params)
