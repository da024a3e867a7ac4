"""A refused drag's "no", shown while the card is still held (H9): beside the place it
is about, never on it, in lines of the message's normal size.

pt19c 11 saw it as one long thin red line, shrunk to fit the board's width and laid over
the top of the very pile the card was refused on (shot 08_wrong_drag). Here it is set,
as the table's other previews are (`previewplace`), in a few lines no wider than a
share of the board, by the refused place (over, under or beside it), off what
the view keeps in sight; its closing rule reference dimmer (`reference.py`). The place
itself is never in the way of a chosen card's preview (it stands by it), but it is of
this one: the words covered the pile they spoke of.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from astromagie.look import theme

from .frame import Frame
from .previewplace import nearest_free
from .reference import with_reference

# of the board's width: the refusal's lines this wide, the narrower where the wider finds
# no free spot (Solar at 1280x800: 414 px free between the pile, the seats and the deck)
SHARES = (0.45, 0.36, 0.26)


class RefusalTexts(Protocol):
    """The painter's cached words (`PaintCache`)."""

    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface: ...

    def fit(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
            role: str = "text") -> pygame.Surface: ...

    def even_wrap(self, text: str, size: int, width: int,
                  widows: bool = True) -> list[str]: ...


def refused_drag_layout(texts: RefusalTexts, words: str, frame: Frame, place: pygame.Rect,
                        kept: Sequence[pygame.Rect]) -> tuple[pygame.Rect, list[str]]:
    """The refusal's panel and lines: over, under, right or left of the refused `place`,
    else the free spot nearest it, off `place` and `kept`; the lines as wide as a share
    of the board (`SHARES`), the narrower where the wider finds no free spot."""
    size = frame.font(18)
    pad = (round(16 * frame.scale), round(10 * frame.scale))
    gap = round(6 * frame.scale)
    board = frame.board
    blocked = [place.inflate(gap, gap), *kept]  # its red frame too
    first: tuple[pygame.Rect, list[str]] | None = None
    for share in SHARES:
        lines = texts.even_wrap(words, size, round(board.w * share))
        shown = [texts.text(line, size, theme.DANGER) for line in lines]
        box = pygame.Rect(0, 0, max(s.get_width() for s in shown) + pad[0],
                          sum(s.get_height() for s in shown) + pad[1])
        for side, point in (("midbottom", place.midtop), ("midtop", place.midbottom),
                            ("midleft", place.midright), ("midright", place.midleft)):
            setattr(box, side, point)
            spot = box.clamp(board)
            spot = spot.move(*{"midbottom": (0, -gap), "midtop": (0, gap),
                               "midleft": (gap, 0), "midright": (-gap, 0)}[side]).clamp(board)
            if spot.collidelist(blocked) < 0:
                return spot, lines
        found = nearest_free(box.clamp(board), board, blocked)
        if found is not None:
            return found, lines
        if first is None:
            box.midbottom = (place.centerx, place.y - gap)
            first = box.clamp(board), lines
    assert first is not None
    return first  # no free spot: over the place's top, as before


def paint_refused_drag(surface: pygame.Surface, texts: RefusalTexts, words: str,
                       frame: Frame, place: pygame.Rect,
                       kept: Sequence[pygame.Rect]) -> pygame.Rect:
    """Paint the refusal by `place`; returns its panel."""
    box, lines = refused_drag_layout(texts, words, frame, place, kept)
    theme.rounded_panel(surface, box, theme.PANEL[:3])  # opaque: nothing shows through
    pygame.draw.rect(surface, theme.DANGER, box, width=2, border_radius=round(8 * frame.scale))
    inner = box.w - round(16 * frame.scale)
    size = frame.font(18)
    labels = [texts.fit(line, size, inner, theme.DANGER) for line in lines[:-1]]
    labels.append(with_reference(texts, lines[-1], size, inner, theme.DANGER))
    y = box.centery - sum(label.get_height() for label in labels) // 2
    for label in labels:
        surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
        y += label.get_height()
    return box
