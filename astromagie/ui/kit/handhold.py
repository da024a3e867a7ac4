"""The hand holds still under the pointer for a moment after a play, then glides shut.

pt16c 5: after a card was played the hand re-centred at once, and the next click, aimed at
the card's old place, hit empty table (in a chain of Solar 2s, after every card). pt14c 5
disliked the opposite, a hand left standing left or right by turns; pt8c 1 a hand whose
old places and holes came back each time the pointer returned. So: while the pointer is
over the hand and the person is still to move, the cards left after a play keep their
places (the played card's place stays empty, no outline: it does not come back), but only
briefly: pt18c 1 and 18a saw holes that stayed through a whole chain of plays and into the
next turn. The hold ends for good, and the hand glides to its centred place
(`fan.HandGlide` slides a fan that closes up), when the pointer leaves the hand, when
HOLD_SECONDS pass after the last play, on any key (`release`), and when the turn passes
to another seat. The hold is the frame's `fan`/`holes`, so every hit test, hover and cue
sees the cards where drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

HOLD_SECONDS = 1.2  # long enough for the next click of a chain, short enough to go unseen
GLIDE_SECONDS = 0.25  # frames drawn after the hold ends: the glide (`fan.GLIDE_MS`) and more


def played_places(before: Sequence[str], after: Sequence[str]) -> tuple[int, ...] | None:
    """The places of `before` whose cards are gone, if `after` is `before` with only cards
    taken out (in the same order); None for any other change (a draw, an undo, a sort)."""
    if len(after) >= len(before):
        return None
    gone: list[int] = []
    at = 0
    for code in after:
        while at < len(before) and before[at] != code:
            gone.append(at)
            at += 1
        if at == len(before):
            return None
        at += 1
    gone.extend(range(at, len(before)))
    return tuple(gone)


@dataclass
class HandHold:
    """The hand as it stood before the plays it holds still for, and where the pointer was."""

    fan: tuple[str, ...] = ()  # the hand before the play, while the hold lasts
    holes: tuple[int, ...] = ()  # the places of `fan` played from
    seen: tuple[str, ...] = ()  # the hand last seen unheld
    entered: bool = False  # the pointer was over the hand when the hold began
    since: float = 0.0  # when the last play the hold keeps a hole for was seen
    ended: float | None = None  # when the hold last ended: the hand glides shut from then

    def keep(self, hand: Sequence[str], mouse: tuple[int, int], area: pygame.Rect,
             now: float = 0.0, mine: bool = True) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """The fan and its holes the hand keeps this frame; ((), ()) when it stands centred.
        `mine`: the person whose hand this is is still to move (a play that ended the
        turn needs no hold: the next click waits for the other seats)."""
        shown = tuple(hand)
        inside = bool(area.collidepoint(mouse))
        if self.fan:
            self.entered = self.entered or inside
            held = [code for i, code in enumerate(self.fan) if i not in self.holes]
            more = played_places(held, shown) if tuple(held) != shown else ()
            lasting = mine and now - self.since <= HOLD_SECONDS \
                and not (self.entered and not inside)
            if lasting and more is not None:
                if more:
                    self.since = now
                kept = [i for i in range(len(self.fan)) if i not in self.holes]
                self.holes = tuple(sorted({*self.holes, *(kept[i] for i in more)}))
                return self.fan, self.holes
            self.fan, self.holes, self.ended = (), (), now  # for good (pt8c 1)
        elif mine and inside and (gone := played_places(self.seen, shown)) is not None:
            self.fan, self.holes, self.entered, self.since = self.seen, gone, True, now
            return self.fan, self.holes
        self.seen = shown
        return (), ()

    def release(self, now: float | None = None) -> None:
        """Forget the hold (the hand stands centred): a key pressed at `now`, cards staged."""
        if self.fan:
            self.seen = tuple(code for i, code in enumerate(self.fan) if i not in self.holes)
            self.ended = now
        self.fan, self.holes = (), ()

    def wake_in(self, now: float) -> float | None:
        """When the table needs its next frame for the hold: at its end, then every frame
        while the hand glides shut (a still table draws no frames: pt18c 1's hole stayed
        until the pointer moved)."""
        if self.fan:
            return max(0.0, self.since + HOLD_SECONDS - now) + 0.01
        if self.ended is not None and now - self.ended < GLIDE_SECONDS:
            return 0.0
        return None
