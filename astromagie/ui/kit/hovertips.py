"""Tips on a still mouse for what the kit draws at every table: a seat's box ("Vega
holds 7 cards": the fan of card backs in it, and the game's lines for the seat, which the
panel may have had no room for; Tab shows them all on one card) and a pile ("Draw pile:
46 cards, face down"); the buttons' own tips are `buttons.explanation`'s (playtest pt4b,
18: hovering the Hint button, the draw pile or a seat box showed nothing).

A tip appears once the mouse and keys have rested `HOVER_REST` seconds with the table
still, goes at their next touch or the next move, and never shows while a question, the
reference card, a card's close-up or a drag is over the table; its words are asked of
the position each frame. A game may
word a pile itself with a `<game>.tips.<zone>` entry (its count as `count`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from astromagie.i18n import has, tr
from astromagie.kit.view import Board, Pile, Reference
from astromagie.look import theme

from .buttons import paint_tip_box, tip_lines
from .frame import Frame
from .seats import SeatPanel, score_words

HOVER_REST = 1.0  # seconds of a still mouse before a tip shows (the first tip's rest)


class Resting(Protocol):
    """What `rested` asks of the table scene."""

    clock: float
    touched: float
    picker: Any
    overlay: Any

    @property
    def pointer(self) -> Any: ...

    @property
    def closeup(self) -> Any: ...

    def moving_cards(self) -> bool: ...


def rested(scene: Resting) -> bool:
    """Whether a tip may show: the mouse and keys at rest, nothing open over the table,
    no card moving (pt6c 4: a pile's tip said "0 cards" while a bot's Puck, landed but
    not yet in the shown position, lay there)."""
    return (scene.clock - scene.touched >= HOVER_REST and scene.picker is None
            and not scene.moving_cards()
            and scene.overlay is None and scene.pointer.drag is None
            and scene.closeup.code is None)


def hover_tip(game: str, panels: Sequence[SeatPanel], piles: Sequence[Pile], board: Board,
              frame: Frame, seats: int, mouse: tuple[int, int]
              ) -> tuple[str, pygame.Rect] | None:
    """The words for what lies under `mouse` and the rect they are about, or None."""
    for panel in panels:
        rect = frame.seat_rect(panel.seat, seats)
        if rect.collidepoint(mouse):
            words = seat_words(panel)
            return (words, rect) if words else None
    for pile in piles:
        rect = board.zone_rect(pile.zone)
        if rect.collidepoint(mouse):
            return pile_words(game, pile), rect
    return None


def seat_words(panel: SeatPanel) -> str:
    """A seat in words: how many cards it holds (not the person's own, whose hand is in
    sight below), then the game's lines for it, whole, one a line: the panel drops those
    that do not fit (Solar's top won cards at 1024x700, a bot's "Holds ..." with three
    players), the tip and the Tab overlay keep them (solar7, monad7)."""
    lines = list(panel.lines)
    if panel.cards is not None:
        lines.insert(0, tr("kit.tips.seat", name=panel.name, count=panel.cards))
    return "\n".join(line for line in lines if line.strip())


def seats_card(panels: Sequence[SeatPanel]) -> Reference:
    """Every seat's words on one card, for the keyboard (Tab): its name and score, then
    `seat_words`."""
    sections = []
    for panel in panels:
        heading = panel.name if panel.score is None else \
            f"{panel.name} · {score_words(panel.score, panel.game)}"
        sections.append((heading, seat_words(panel) or "–"))
    return Reference(tr("kit.overlay.seats_title"), tuple(sections))


def pile_words(game: str, pile: Pile) -> str:
    """A pile in words: the game's own, else its label, its count and how it lies."""
    own = f"{game}.tips.{pile.zone}"
    if has(own):
        return tr(own, count=pile.count)
    if pile.count == 0:  # not "0 cards, the top one face up" (pt5a, 4)
        return tr("kit.tips.pile_empty", label=pile.label or tr(
            "kit.tips.pile" if pile.face_up else "kit.tips.draw_pile"))
    if pile.face_up:
        return tr("kit.tips.pile_up", label=pile.label or tr("kit.tips.pile"),
                  count=pile.count)
    return tr("kit.tips.pile_down", label=pile.label or tr("kit.tips.draw_pile"),
              count=pile.count)


def paint_hover_tip(surface: pygame.Surface, words: str, target: pygame.Rect, frame: Frame,
                    text: Callable[[str, int, theme.Color, str], pygame.Surface]
                    ) -> pygame.Rect:
    """`words` in a box beside a pile (right of it, else left), left of a seat's box, under
    anything else (over it where the window ends), inside the window; returns the box."""
    lines, box = tip_lines(words, frame, text)
    gap = round(6 * frame.scale)
    if target.x >= frame.side.x:  # a seat's box: beside it, over the table's edge, as
        box.midright = (target.x - gap, target.centery)  # under it hid the next seat's name
    elif frame.board.contains(target):
        # a pile: beside its middle, never under it where the board writes its caption
        # (pt7c 3: "The pile: 6 cards" covered "Pile: 6 cards")
        box.midleft = (target.right + gap, target.centery)
        if box.right > frame.board.right:
            box.midright = (target.left - gap, target.centery)
    else:
        box.midtop = (target.centerx, target.bottom + gap)
        if box.bottom > surface.get_height():
            box.midbottom = (target.centerx, target.top - gap)
    box.clamp_ip(surface.get_rect())
    return paint_tip_box(surface, box, lines, frame)


def paint_tip_off(surface: pygame.Surface, words: str, button: pygame.Rect,
                  message: pygame.Rect, frame: Frame,
                  text: Callable[[str, int, theme.Color, str], pygame.Surface],
                  crowd: Callable[[pygame.Rect], int]) -> pygame.Rect:
    """A button's tip while a message shows: over the tray (`buttons.paint_tip`) it
    would cover the hint just asked for (pt9d 7: Undo's tip sat on it), so it stands
    left or right of its button, its foot or its top level with the button's, wherever
    it covers the `message` least, then crowds the table least (the hand's cards are
    kept clear by `crowd`: pt11a 8 saw Undo's tip on two of them); returns the box."""
    lines, box = tip_lines(words, frame, text)
    places = []
    for side in ("left", "right"):  # right: over the log's foot, off the hand's cards
        for align in ("bottom", "top"):
            place = box.copy()
            if side == "left":
                place.right = button.x - round(8 * frame.scale)
            else:
                place.left = button.right + round(8 * frame.scale)
            if align == "bottom":
                place.bottom = button.bottom
            else:
                place.top = max(button.top, message.bottom + round(4 * frame.scale))
            places.append(place.clamp(surface.get_rect()))
    best = min(places, key=lambda r: (r.clip(message).w * r.clip(message).h, crowd(r)))
    return paint_tip_box(surface, best, lines, frame)
