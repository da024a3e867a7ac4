"""The hand holds still under the pointer after a play, then glides to the centre.

pt16c 5: after a card was played the hand re-centred at once, and the next click, aimed at
the card's old place, hit empty table (in a chain of Solar 2s, after every card). pt14c 5
disliked the opposite, a hand left standing left or right by turns; pt8c 1 a hand whose
old places and holes came back each time the pointer returned. So: while the pointer is
over the hand, the cards left after a play keep their places (the played card's place
stays empty, no outline: it does not come back); once the pointer leaves the hand, the
hold ends for good and the hand glides to its centred place (`fan.HandGlide` slides a
fan that closes up): it never moves under the pointer. A first hold also ended when the
pointer rested 1.5 s on the hand (pt17c 3: a player who looked a while before the next
click saw the hand move under the resting pointer all the same). The hold is the frame's
`fan`/`holes`, so every hit test, hover and cue sees the cards where drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame


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

    def keep(self, hand: Sequence[str], mouse: tuple[int, int], area: pygame.Rect,
             now: float = 0.0) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """The fan and its holes the hand keeps this frame; ((), ()) when it stands centred."""
        shown = tuple(hand)
        inside = bool(area.collidepoint(mouse))
        if self.fan:
            self.entered = self.entered or inside
            held = [code for i, code in enumerate(self.fan) if i not in self.holes]
            more = played_places(held, shown) if tuple(held) != shown else ()
            if not (self.entered and not inside) and more is not None:
                kept = [i for i in range(len(self.fan)) if i not in self.holes]
                self.holes = tuple(sorted({*self.holes, *(kept[i] for i in more)}))
                return self.fan, self.holes
            self.fan, self.holes = (), ()  # gone for good: it never comes back (pt8c 1)
        elif inside and (gone := played_places(self.seen, shown)) is not None:
            self.fan, self.holes, self.entered = self.seen, gone, True
            return self.fan, self.holes
        self.seen = shown
        return (), ()

    def release(self) -> None:
        """Forget the hold (the hand stands centred)."""
        self.fan, self.holes = (), ()
