"""The hint: which move the search finds best, and a reason for it that holds.

The table sends the hint question through the same AI worker as the bots'
turns (so the window never freezes) and stages the answer on the row.
`HintSearch` plays every candidate out in the same sampled deals (flat Monte
Carlo over the player's own observation) and hands back its figures with the
move (`HintStats`). It always weighs the best-scoring play, and among moves
the search cannot tell apart it picks the one that scores most now: a hint
gives up points only when the deals played out say that is better (the
playtest of 2026-11-25 saw a 6-point hint beside an equally safe 12-point play).
`hint_reason` explains a hint that is not the best-scoring play from facts
only: the room a play leaves for a takeover (the engine's placement rules and
the cards the player cannot see) and the search's own figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.hint import HintStats
from astromagie.games.astromagie.reason import move_points, takeover_room
from astromagie.i18n import tr
from astromagie.ui.words import join_names


@dataclass(frozen=True)
class HintReason:
    """Why the hint is what it is, in numbers the table words: a locale key and its params."""

    key: str | None  # None: the hint is simply the best-scoring play
    params: dict[str, object]


def _points(game: Game, move: Move) -> int:
    return move_points(game, move)


def hint_reason(game: Game, move: Move, stats: HintStats | None = None) -> HintReason:
    """Why `move` (the hint for the player to move) rather than the best-scoring play.

    Only what holds is said: that a better-scoring play leaves more room for a takeover
    (counted), or what the search's played-out deals showed (`stats`, when the hint came
    from `HintSearch`). Nothing is said when neither is known to hold.
    """
    seat = game.current_player
    plays = [m for m in game.legal_moves() if not m.is_discard]
    if not plays:
        return HintReason("table.hint_why_no_play", {})
    best = max(plays, key=lambda m: _points(game, m))
    best_points = _points(game, best)
    if not move.is_discard and _points(game, move) >= best_points:
        return HintReason(None, {})
    room_best = takeover_room(game, seat, best)
    if move.is_discard and room_best > 0:
        return HintReason("table.hint_why_risk_discard", {"count": room_best})
    if not move.is_discard and takeover_room(game, seat, move) < room_best:
        return HintReason("table.hint_why_risk", {"count": room_best})
    mine = stats.of(move) if stats is not None else None
    other = None
    if stats is not None:
        top = [m for m in stats.moves if not m.move.is_discard and m.points == best_points]
        other = max(top, key=lambda m: m.reward) if top else None
    if mine is not None and other is not None and mine.reward > other.reward:
        wins, other_wins = round(100 * mine.wins), round(100 * other.wins)
        params: dict[str, object] = {"worlds": stats.worlds if stats else 0,
                                     "points": best_points, "wins": wins,
                                     "other_wins": other_wins}
        if wins > other_wins:
            return HintReason("table.hint_why_search", params)
        return HintReason("table.hint_why_search_margin", params)
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
