"""A small card's close look: the mouse on one of the replay's open cards in a seat's
panel shows it at the hand's size with its name under it, beside the scoreboard.

The open cards in the panels are too small to carry a name (a face there shows its
colour and number), so resting the mouse on one says which card it is: the face the
game draws at a readable size and the first of the view's `facts` (the card's name).
A game without facts shows the face alone.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from astromagie.look import theme

from .frame import Frame

NAME_PX = 17  # the name's size at scale 1
REST_GROWTH = 1.4  # a card the mouse rests on shows this much larger than a hand card


def peek_rect(anchor: pygame.Rect, frame: Frame, name_h: int, width: int) -> pygame.Rect:
    """The look's panel: left of the scoreboard, level with the card looked at (`anchor`),
    wholly in the window."""
    pad = round(10 * frame.scale)
    box = pygame.Rect(0, 0, max(frame.card[0], width) + 2 * pad,
                      frame.card[1] + name_h + 2 * pad + (pad // 2 if name_h else 0))
    box.midright = (frame.side.x - pad, anchor.centery)
    return box.clamp(pygame.Rect((0, 0), frame.size))


def paint_peek(surface: pygame.Surface, code: str, anchor: pygame.Rect, frame: Frame,
               face: Callable[[str, tuple[int, int]], pygame.Surface],
               text: Callable[[str, int, theme.Color, str], pygame.Surface],
               name: str) -> pygame.Rect:
    """The card `code` at the hand's size with `name` under it (none if ""), beside the
    scoreboard next to `anchor`; returns the panel."""
    most = round(2.2 * frame.card[0])  # a long name takes two lines rather than a wide box
    lines = theme.wrap(name, "bold", frame.font(NAME_PX), most) if name else []
    rendered = [text(line, frame.font(NAME_PX), theme.GOLD, "bold") for line in lines]
    width = max((r.get_width() for r in rendered), default=0)
    box = peek_rect(anchor, frame, sum(r.get_height() for r in rendered), width)
    theme.rounded_panel(surface, box, (16, 20, 52, 250), theme.GOLD)
    pad = round(10 * frame.scale)
    card = pygame.Rect((0, 0), frame.card)
    card.midtop = (box.centerx, box.y + pad)
    surface.blit(face(code, frame.card), card)
    y = card.bottom + pad // 2
    for line in rendered:
        surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
        y += line.get_height()
    return box


def rest_rect(frame: Frame, mouse: tuple[int, int]) -> pygame.Rect:
    """Where a card the mouse rests on shows a little larger: a hand card's size times
    `REST_GROWTH`, centred over the mouse and standing on the window's foot in the hand,
    else centred on the mouse, inside the table left of the side column. The large
    close-up over the whole board (right-click, I) covered the row, the seats and the
    piles for a mere rest of the mouse (pt9a 6)."""
    w, h = (round(side * REST_GROWTH) for side in frame.card)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = mouse
    if mouse[1] >= frame.hand.y:  # over the hand: magnified in place, off the board
        rect.bottom = frame.size[1] - round(4 * frame.scale)
    table = pygame.Rect(0, frame.top.bottom, frame.side.x, frame.size[1] - frame.top.bottom)
    return rect.clamp(table)


def paint_rest(surface: pygame.Surface, code: str, frame: Frame, mouse: tuple[int, int],
               face: Callable[[str, tuple[int, int]], pygame.Surface]) -> pygame.Rect:
    """The card the mouse rests on, a little larger where it lies (`rest_rect`), with a
    shadow and a gold edge; returns its rect."""
    rect = rest_rect(frame, mouse)
    shadow = rect.move(round(4 * frame.scale), round(6 * frame.scale))
    theme.rounded_panel(surface, shadow, (4, 6, 18, 170), None)
    surface.blit(face(code, rect.size), rect)
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), max(1, round(2 * frame.scale)),
                     border_radius=round(8 * frame.scale))
    return rect
