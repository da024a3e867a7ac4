"""Which places the hand's fan keeps while a turn goes on (`Frame.fan`).

While the turn has cards staged, the hand keeps the places it had; so it does while the
turn goes on after moves made in it, as it stood when the turn began (pt6c 13: after a
Solar 2 the hand closed up under the pointer). The scene asks once a frame and again
before a click is hit-tested: a second click in the frame a card was staged in was
tested against the closed-up hand and took its neighbour (pt6a 10).

A hand whose cards were played (not staged: they do not come back) closes up at once: the
empty outlines left read as a rendering bug (pt7c 2), and places kept only while the
pointer was on the hand jumped back with their holes whenever it returned, so a click
after a Solar 2 hit a hole or the neighbour (pt8c 1). Staged cards keep their outlines,
where a card taken back returns to (pt4a 18). `HandGlide` slides a hand that closes up
over the same cards.

After a play the hand at rest stands centred, as it always does, and its cards slide there
from where they lay (`glide_start`), both sides closing in toward the middle (pt14c 5:
the hand stood left, right or centred by turns). While the pointer moves over the hand
the cards left first hold their places for a moment (`handhold.HandHold`, pt16c 5: a
second click hit empty table where the card had been); the slide comes when it leaves, a
key is pressed or the moment is over (pt18c 1). A
click while it slides takes the card drawn under it (`HandGlide.card_at`); a click in
the narrow gap between two cards at rest lifts neither: taking a neighbour could lift,
then on the next click play, a card that was not aimed at (the click rule, pt12a 6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .desk import TurnDesk
from .frame import Frame
from .handhold import HandHold
from .session import TableSession

GLIDE_MS = 180  # how long the hand takes to close up after a move


def kept_fan(session: TableSession, desk: TurnDesk) -> tuple[str, ...]:
    """The hand as its places stand while cards are staged; () when it stands as it comes
    (no card staged, after moves made too)."""
    if session.turn is None:
        return ()
    seat = session.turn.seat
    if session.staged_cards():
        return tuple(desk.shown(seat, session.view.hand(session.state, seat)))
    # A hand whose cards were played closes up at once, whatever the pointer does: kept
    # while the pointer was over it and closed when it left, the hand jumped back to the
    # old places with their holes each time the pointer came back, and clicks after a
    # Solar 2 hit a hole or the neighbour (pt8c 1, 2).
    return ()


def kept_holes(session: TableSession, desk: TurnDesk, fan: tuple[str, ...]) -> tuple[int, ...]:
    """The places of `fan` the staged cards were carried from (`desk.holes`), those still
    staged: a card given back takes its hole with it (the newest of its code goes); none
    once the fan closes."""
    if not fan:
        desk.holes.clear()
        desk.gap = None  # a turn ended or taken back: the keys start from the fan's end
        return ()
    staged = Counter(session.staged_cards())
    kept: list[int] = []
    for place in desk.holes:
        if 0 <= place < len(fan) and staged[fan[place]] > 0 and place not in kept:
            staged[fan[place]] -= 1
            kept.append(place)
    desk.holes[:] = kept
    return tuple(kept)


def kept_places(session: TableSession, desk: TurnDesk, hold: HandHold, hand: Sequence[str],
                mouse: tuple[int, int], frame: Frame,
                now: float) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The fan and holes the frame keeps: the staged turn's (`kept_fan`), else the hand held
    still under the pointer after a play (`HandHold`, pt16c 5), else none (centred)."""
    fan = kept_fan(session, desk)
    holes = kept_holes(session, desk, fan)
    if fan:
        hold.release()
        return fan, holes
    # the hold lasts only while the person is still to move (pt18c 1: a hole stood into
    # the next turn)
    mine = not session.finished and session.state.current_player == session.viewer
    return hold.keep(hand, mouse, frame.hand, now, mine)


def glide_start(old: Sequence[str], drawn: Sequence[pygame.Rect],
                new: Sequence[str]) -> list[pygame.Rect] | None:
    """Where each card of `new` was drawn, if `new` is the hand `old` (drawn at `drawn`)
    with cards taken out (played): the cards that stay slide from there. None for a hand
    that did not only lose cards (a draw, an undo, another seat's hand)."""
    if len(new) >= len(old) or len(drawn) != len(old):
        return None
    start, at = [], 0
    for code in new:
        while at < len(old) and old[at] != code:
            at += 1
        if at == len(old):
            return None
        start.append(drawn[at].copy())
        at += 1
    return start


@dataclass
class HandGlide:
    """The painter's memory of the hand it drew, so a hand closing up slides there."""

    codes: tuple[str, ...] = ()
    fan: tuple[str, ...] = ()
    start: list[pygame.Rect] | None = None  # where the cards lay as the slide began
    began: int = 0  # the snapshot's ticks then
    drawn: list[pygame.Rect] | None = None

    def rects(self, frame: Frame, hand: list[str], selected: int | None,
              ticks: int) -> list[pygame.Rect]:
        """The hand's rects this frame: the frame's, or on the way there from the kept
        places when the fan has just closed up over the same cards."""
        target = frame.hand_rects(len(hand), selected, hand)
        codes = tuple(hand)
        closed = glide_start(self.codes, self.drawn or [], codes) \
            if codes != self.codes and self.codes else None
        if closed is not None:  # cards played: the rest close in to the centre, sliding
            self.start, self.began = closed, ticks
        elif self.fan and not frame.fan and codes == self.codes and self.drawn is not None \
                and len(self.drawn) == len(target):
            self.start, self.began = self.drawn, ticks  # the kept places close up: slide
        elif codes != self.codes or len(target) != len(self.start or target):
            self.start = None
        self.codes, self.fan = codes, frame.fan
        shown = target
        if self.start is not None:
            t = (ticks - self.began) / GLIDE_MS
            if t >= 1.0:
                self.start = None
            else:
                ease = 1.0 - (1.0 - max(0.0, t)) ** 3
                shown = [pygame.Rect(round(a.x + (b.x - a.x) * ease), b.y, b.w, b.h)
                         for a, b in zip(self.start, target, strict=True)]
        self.drawn = [r.copy() for r in shown]
        return shown

    def card_at(self, point: tuple[int, int], count: int,
                ticks: int) -> tuple[int, pygame.Rect] | None:
        """While the hand slides, the card drawn under `point` and its drawn rect; in the
        row of cards but between two, the nearest one. None when the hand lies still.
        pt10c 8: a click right after a play, on the card seen under the pointer, was
        tested against the places the cards glide to and hit a gap ("Choose a card")."""
        drawn = self.drawn
        if self.start is None or drawn is None or len(drawn) != count or count == 0 \
                or ticks - self.began >= GLIDE_MS:
            return None
        for index in reversed(range(count)):  # the topmost: the rightmost
            if drawn[index].collidepoint(point):
                return index, drawn[index].copy()
        if drawn[0].unionall(drawn[1:]).collidepoint(point):
            nearest = min(range(count), key=lambda i: abs(drawn[i].centerx - point[0]))
            return nearest, drawn[nearest].copy()
        return None
