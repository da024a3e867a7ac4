"""Why a move is good, in facts of the position: the hint's reason at any table.

Every figure comes from the engine: what the row would score after a play
(`Game.preview`, R14), who holds the trick (R12), and the room a play leaves for
a takeover, counted with the engine's placement rules over the cards the mover
cannot see (public information only). `move_reason` names a catalog key under
`astromagie.hint.` and its params; it says only what holds for this position.
"""

from __future__ import annotations

from .engine import Game, Move
from .engine.rules import legal_targets

Reason = tuple[str, dict[str, object]]


def move_points(game: Game, move: Move) -> int:
    """What the row is worth right after `move` (0 for a discard)."""
    return 0 if move.is_discard else game.preview(move.placements).points


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
    hand = list(unseen.elements())
    return sum(count for code, count in unseen.items()
               if legal_targets(hand, slots, top, (), code))


def move_reason(game: Game, move: Move) -> Reason:
    """Why `move` for the player to move: a key under `astromagie.` and its params.

    A discard: that nothing fits the row (R9), or that every play would leave
    cards the mover cannot see room to take the trick over, or that it keeps the
    hand for later. A play: that it opens the row or takes the trick over (R12),
    what the row is then worth (R14), and that no play scores more, or that it
    leaves less room for a takeover than the plays that score more.
    """
    seat = game.current_player
    plays = [m for m in game.legal_moves() if not m.is_discard]
    if not plays:
        return "hint.no_play", {}
    if move.is_discard:
        room = min(takeover_room(game, seat, m) for m in plays)
        if room > 0:
            return "hint.discard_risk", {"count": room}
        return "hint.discard_keep", {}
    points = move_points(game, move)
    best = max(move_points(game, m) for m in plays)
    how = "take" if game.leader >= 0 else "open"
    if points >= best:
        return f"hint.{how}_best", {"points": points}
    room = takeover_room(game, seat, move)
    richer = [m for m in plays if move_points(game, m) > points]
    least = min(takeover_room(game, seat, m) for m in richer)
    if room < least:
        return f"hint.{how}_safer", {"points": points, "count": least}
    return f"hint.{how}", {"points": points}
