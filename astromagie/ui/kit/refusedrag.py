"""A refused drag's "no", shown while the card is still held (H9): beside the place it
is about, never on it, in lines of the message's normal size.

pt19c 11 saw it as one long thin red line, shrunk to fit the board's width and laid over
the top of the very pile the card was refused on (shot 08_wrong_drag). Here it is set,
as the table's other previews are (`previewplace.preview_layout`), in a few lines no
wider than a share of the board, by the refused place (over it, or beside it), off what
the view keeps in sight; its closing rule reference dimmer (`reference.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from astromagie.look import theme

from .frame import Frame
from .previewplace import preview_layout
from .reference import with_reference


class RefusalTexts(Protocol):
    """The painter's cached words (`PaintCache`)."""

    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface: ...

    def fit(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
            role: str = "text") -> pygame.Surface: ...

    def wrap(self, text: str, size: int, width: int, widows: bool = True) -> list[str]: ...


def refused_drag_layout(texts: RefusalTexts, words: str, frame: Frame, place: pygame.Rect,
                        kept: Sequence[pygame.Rect]) -> tuple[pygame.Rect, list[str]]:
    """The refusal's panel and lines: by the refused `place` (its own rect is never in
    the way of its words, so it is laid beside it), off `kept`."""
    return preview_layout(words, texts.text, texts.wrap, frame.font(18), frame.scale,
                          place, frame.board, False, [*kept, place], theme.DANGER)


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
