"""What the table draws over the painted hand to tell the person something about a card.

- A refused card flies back to the fan and, as it lands, flashes red and shakes for
  `BOUNCE_SECONDS` (pt9a 3: Capricorn dropped on 1 was refused, snapped back unseen, and
  the turn was confirmed with 2 of the 3 cards meant).
- A game whose view `marks_playable` has the hand cards with no place this turn dimmed on
  the person's turn (pt9c 5: in The Solar Republic what fits was found only by trying).
  The turn's `targets` are asked once per position (`PlayableCache`). The dim stays while
  the mouse rests on the hand: a card with no place does not open larger under a resting
  mouse (`rest_target`), and while a card that fits does, the others stay dimmed around it
  (pt15c 5: every card lit up and the unplayable one rose out of the hand panel).

`HandCues` is the table's part that keeps them (a part of `gestures.TableGestures`):
drawn after the painter, over the hand's places only; nothing here decides anything
about the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from astromagie.kit.view import TurnInput
from astromagie.look.theme import DANGER  # the refusal's red, as on its line
from astromagie.ui.kit import animation as anim

from .frame import Frame
from .paint import KitPainter
from .peek import rest_rect
from .session import TableSession
from .snapshot import Snapshot

BOUNCE_SECONDS = 1.0  # how long a refused card flashes once back in the hand
SHAKES = 4  # to and fro in that time
DIM_ALPHA = 120  # how dark a card with no place is laid over


@dataclass
class Bounce:
    """A refused card on its way back to the fan's place `index`, landing at `lands`."""

    index: int
    code: str
    lands: float  # the table's clock when it is back in its place

    def strength(self, now: float) -> float:
        """0 before it lands and after its flash, else fading from 1."""
        t = now - self.lands
        return 0.0 if t < 0 or t >= BOUNCE_SECONDS else 1.0 - t / BOUNCE_SECONDS

    def offset(self, now: float, scale: float) -> int:
        """How far the card stands to the side this frame as it shakes."""
        t = now - self.lands
        return round(7 * scale * self.strength(now) * math.sin(t * SHAKES * 2 * math.pi))

    def over(self, now: float) -> bool:
        return now - self.lands >= BOUNCE_SECONDS


def paint_bounce(surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect,
                 strength: float, offset: int) -> None:
    """The bounced card drawn whole, shaken aside, tinted and framed red."""
    moved = rect.move(offset, 0)
    surface.blit(face, moved)
    tint = pygame.Surface(moved.size, pygame.SRCALPHA)
    tint.fill((*DANGER, round(110 * strength)))
    surface.blit(tint, moved)
    pygame.draw.rect(surface, DANGER, moved.inflate(6, 6), width=3, border_radius=10)


def shown_parts(rects: Sequence[pygame.Rect], selected: int | None) -> list[pygame.Rect]:
    """Each hand card's part that shows: up to where the next card lies on it (the
    selected card, raised and drawn last, shows whole)."""
    parts = []
    for i, rect in enumerate(rects):
        part = rect.copy()
        nxt = i + 1
        if nxt == selected:
            nxt += 1
        if i != selected and nxt < len(rects) and rect.x <= rects[nxt].x < rect.right:
            part.width = rects[nxt].x - rect.x
        parts.append(part)
    return parts


def outside(part: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """`part` less what `hole` covers, as up to four rects (all of `part` without a hole)."""
    if hole is None or not part.colliderect(hole):
        return [part]
    cut = part.clip(hole)
    pieces = [pygame.Rect(part.x, part.y, part.w, cut.y - part.y),  # above
              pygame.Rect(part.x, cut.bottom, part.w, part.bottom - cut.bottom),  # below
              pygame.Rect(part.x, cut.y, cut.x - part.x, cut.h),  # left
              pygame.Rect(cut.right, cut.y, part.right - cut.right, cut.h)]  # right
    return [piece for piece in pieces if piece.w > 0 and piece.h > 0]


def paint_dimmed(surface: pygame.Surface, rects: Sequence[pygame.Rect],
                 selected: int | None, dimmed: Sequence[int],
                 above: pygame.Rect | None = None) -> None:
    """The cards `dimmed` (indexes of `rects`) laid over darker where they show, except
    under `above` (a card drawn larger over the hand, which stays lit)."""
    parts = shown_parts(rects, selected)
    for index in dimmed:
        if 0 <= index < len(parts):
            for piece in outside(parts[index], above):
                shade = pygame.Surface(piece.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, DIM_ALPHA))
                surface.blit(shade, piece)


@dataclass
class PlayableCache:
    """Which of a hand's codes have no place this turn, asked of the turn once a position
    (the turn and `position`: a new turn or a card staged asks again)."""

    turn: TurnInput | None = None
    position: object = None
    blocked: dict[str, bool] = field(default_factory=dict)

    def without_place(self, turn: TurnInput, position: object,
                      hand: Sequence[str]) -> list[int]:
        """The indexes of `hand` whose card has nowhere to go."""
        if turn is not self.turn or position != self.position:
            self.turn, self.position, self.blocked = turn, position, {}
        for code in hand:
            if code not in self.blocked:
                self.blocked[code] = not turn.targets(code)
        return [i for i, code in enumerate(hand) if self.blocked[code]]


class HandCues:
    """The refused card's flash and the dimmed cards, for the table scene."""

    session: TableSession
    frame: Frame
    selected: int | None
    animator: anim.Animator
    painter: KitPainter
    clock: float  # seconds of play (the table's)
    bounce: Bounce | None = None  # a refused card back in the fan flashes (pt9a 3)
    _playable: PlayableCache | None = None

    def hand(self) -> list[str]:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def _fly_back(self, index: int, from_rect: pygame.Rect | None) -> None:
        """A refused card goes back from where it was dropped to its place in the fan (the
        place stays empty until it lands), and flashes red there (pt9a 3: the bounce
        went unseen and the turn was confirmed without it)."""
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        slot = self.frame.hand_rects(len(hand), self.selected, hand)[index]
        lands = self.clock
        if from_rect is not None and slot != from_rect:  # a key's drop never left the fan
            self.animator.fly(hand[index], from_rect, slot, duration=anim.RETURN_SECONDS,
                              kind=anim.RETURN, smooth=True, place=("hand", index))
            lands += 0.0 if self.animator.still else self.animator.scaled(anim.RETURN_SECONDS)
        self.bounce = Bounce(index, hand[index], lands)


    def hand_cues(self, surface: pygame.Surface, snap: Snapshot) -> None:
        """Over the painted hand: the cards with no place dimmed, a refused card's flash
        (`handcues.py`)."""
        if self.bounce is not None and self.bounce.over(self.clock):
            self.bounce = None
        if snap.hidden_hand or snap.closeup_pinned or snap.overlay is not None \
                or snap.picker is not None:
            return
        rects = self.frame.hand_rects(len(snap.hand), snap.selected, snap.hand)
        glide = self.painter.glide
        if glide is not None and glide.drawn is not None and len(glide.drawn) == len(rects):
            # where the painter just drew the cards, gliding or held (pt18c 2: the veils
            # stood at the old places, over playable cards)
            rects = glide.drawn
        dimmed = self.without_place(snap.hand)
        if dimmed and snap.dragging is None and not snap.returning:
            # a card resting larger under the mouse is one that fits: it stays lit over
            # the others, which keep their dim (pt15c 5)
            resting = rest_rect(self.frame, snap.mouse) if snap.closeup is not None else None
            paint_dimmed(surface, rects, snap.selected, dimmed, resting)
        bounce = self.bounce
        if bounce is not None and bounce.index < len(snap.hand) \
                and snap.hand[bounce.index] == bounce.code \
                and (strength := bounce.strength(self.clock)) > 0:
            paint_bounce(surface, self.painter.face(bounce.code, self.frame.card),
                         rects[bounce.index], strength,
                         bounce.offset(self.clock, self.frame.scale))

    def _say_no_place(self, card: str) -> None:
        raise NotImplementedError  # EnterKeys': the refusal its drop would get

    def said_why_dimmed(self, index: int) -> bool:
        """A click on a dimmed card (no place this turn): it says the refusal a drag of it
        gets, rule and all, and is not taken up (pt11c 2: the click lifted it and put it
        back without a word). False for any other card."""
        hand = self.hand()
        if index not in self.without_place(hand):
            return False
        self.selected = None
        self._say_no_place(hand[index])
        return True

    def rest_target(self, under: tuple[object, str] | None) -> tuple[object, str] | None:
        """What the mouse rests on for the close-up (`card_under`'s answer), less a hand
        card with no place: it stays dimmed in its place rather than rise larger than a
        playable card and out of the hand panel (pt15c 5). A right-click or I still opens
        it large."""
        if under is None:
            return None
        place = under[0]
        if isinstance(place, tuple) and place[0] == "hand" \
                and place[1] in self.without_place(self.hand()):
            return None
        return under

    def without_place(self, hand: list[str]) -> list[int]:
        """The hand's cards with nowhere to go this turn, for a view that `marks_playable`
        (pt9c 5), on the person's own turn only."""
        turn = self.session.turn
        if not self.session.view.marks_playable or turn is None or not self.human_turn():
            return []
        position = (len(self.session.state.history), tuple(self.session.staged_cards()))
        if self._playable is None:
            self._playable = PlayableCache()
        return self._playable.without_place(turn, position, hand)
