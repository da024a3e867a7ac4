"""Zahlenstreifen's band, its marks: the position numbers under the band's cards, a small
arrowhead between each two of them pointing the way the positions count on (pt6b 10: the
upper line, read from the right at a glance, seemed to go on from the lower one's 10), and
the arrow where its positions turn from the lower line up into the upper one (playtest
pt3b, 6), and the jump from the row's 9 at its left end to the band's 10 at the lower
line's right end (a dotted gold path over the row, ending in an arrowhead under the gold
10: at a glance the band seemed to go on from the 9, under its 25). Functions of the
board (`board.StripBoard`), which keeps the rects and the text cache; kept apart so the
board's class stays within its size.
"""

from __future__ import annotations

from typing import Any

import pygame

from astromagie.kit import draw as look

from .words import text_of

FULL = 10  # the board's positions 0..9 at full size; the band holds 10 and on
BADGE_DIGITS = " 99"  # the widest count the pile's badge shows beside its name
PLATE = (18, 22, 56)  # the house panel's colour, solid: the band's label over a full line


def band_left(board: Any, left: int) -> int:
    """Where the band's two lines start: over the row's 8 (`left`), or further right
    where the pile's badge, centred on the pile and kept inside the board, reaches that
    far, so the band's first number stands a label's width clear of it (pt11b 11: at
    1024x700 "Nachziehstapel 43" touched the band's 19). The badge is the kit's, its
    words one size under the board's labels, padded by about a label's width: an
    estimate, on the safe side. One line (four or five players) starts over the 9 and
    its numbers skip the badge's room (`band_labels`), as they did."""
    if board.band_rows == 1:
        return left
    return max(left, badge_right(board) + int(board.label))


def badge_right(board: Any) -> int:
    """Where the pile's badge ends at the right, at most: the kit's badge, centred over
    the pile and kept inside the board, its words one size under the board's labels,
    padded by about a label's width (an estimate, on the safe side)."""
    label: int = board.label
    pile: pygame.Rect = board.pile
    words: int = look.render(f"{text_of('pile.draw')}{BADGE_DIGITS}", "bold", label - 1,
                             look.TEXT).get_width() + label
    area: pygame.Rect = board.rect
    return max(pile.centerx + words // 2, area.x + words)


def band_labels(board: Any, surface: pygame.Surface, rects: list[pygame.Rect],
                length: int) -> list[pygame.Rect]:
    """The band's position numbers, each under its card's visible part (every one, or
    every second or fifth in a line whose cards stand close: `label_every`); returns where
    each was drawn."""
    older = length - (FULL - 1)
    drawn: list[pygame.Rect] = []
    # forgotten before the early return: after an undo that emptied the band, a kept 10
    # drew the jump to it over empty slots (pt7b, finding 7)
    board.band_arrows = []
    board.band_ten = None
    if older <= 0:
        return drawn
    upper, _ = board.band_split(older)
    lines = [range(0, upper), range(upper, older)]
    for line in lines:
        if not line:
            continue
        numbers: list[tuple[int, pygame.Rect]] = []
        first = rects[line[0]]
        step = abs(rects[line[1]].x - first.x) if len(line) > 1 else board.band_card[0]
        visible = min(step, board.band_card[0])
        every = label_every(board, step)
        for i in line:
            position = length - i
            if position % every and position != FULL:
                continue
            colour = look.GOLD if position == FULL else look.TEXT_DIM
            digit = board._text(str(position), board.label, colour)
            box = digit.get_rect(midtop=(rects[i].x + visible // 2, rects[i].bottom + 1))
            if not box.colliderect(board.badge_room):
                drawn.append(surface.blit(digit, box))
                numbers.append((i, drawn[-1]))
                if position == FULL:
                    board.band_ten = drawn[-1]
        board.band_arrows += count_on_arrows(board, surface, numbers, rects)
    return drawn


def label_every(board: Any, step: float) -> int:
    """Which band numbers a line shows: every one where two neighbours stand a label's
    height apart (room for the arrow between them), else every second, else every fifth
    (pt19b polish 2: "27◂26◂25◂24" packed tight on the ~30 px cards of four players)."""
    needed = board._text("88", board.label, look.TEXT_DIM).get_width() + board.label + 6
    return next((every for every in (1, 2) if step * every >= needed), 5)


def count_on_arrows(board: Any, surface: pygame.Surface,
                    numbers: list[tuple[int, pygame.Rect]],
                    rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Between each two neighbouring numbers of a band line (`numbers`: (index in the row,
    where it stands), the higher position first), a small arrowhead pointing from the
    lower position to the higher: leftwards below, rightwards above. Returns where."""
    arrows = []
    size = max(3, board.label // 4)
    for (higher, high_box), (lower, low_box) in zip(numbers, numbers[1:], strict=False):
        if abs(high_box.centerx - low_box.centerx) < 2 * size + 8:
            continue  # close-set numbers: no room between them
        ahead = 1 if rects[higher].x > rects[lower].x else -1
        left, right = sorted((high_box, low_box), key=lambda box: box.x)
        if right.x - left.right < 2 * size + 2:
            continue
        x, y = (left.right + right.x) // 2, high_box.centery
        tip = (x + ahead * size, y)
        pygame.draw.polygon(surface, look.TEXT_DIM, [tip, (x - ahead * size, y - size),
                                                     (x - ahead * size, y + size)])
        arrows.append(pygame.Rect(x - size, y - size, 2 * size + 1, 2 * size + 1))
    return arrows

def band_turn(board: Any, surface: pygame.Surface, length: int) -> pygame.Rect | None:
    """Where the band's positions turn from the lower line up into the upper one: a
    gold arrow round the lines' left ends, into the upper line's first card."""
    older = length - (FULL - 1)
    upper, _ = board.band_split(older) if older > 0 else (0, 0)
    if not upper:
        return None
    rects = board.row_rects(length)
    top, bottom = rects[upper - 1], rects[upper]  # the upper line's first, the lower's
    x = min(top.x, bottom.x) - max(4, board.gap)
    points = [(bottom.x - 2, bottom.centery), (x, bottom.centery), (x, top.centery),
              (top.x - 2, top.centery)]
    # in gold and thick: a thin grey line read as a bracket, and the turn went unseen
    # (pt5b, finding 7: "the second row reads the other way")
    pygame.draw.lines(surface, look.GOLD, False, points, 3)
    head = max(5, board.gap // 2 + 3)
    tip = (top.x - 1, top.centery)
    pygame.draw.polygon(surface, look.GOLD, [tip, (tip[0] - head, tip[1] - head),
                                             (tip[0] - head, tip[1] + head)])
    return pygame.Rect(x - 1, top.centery - head, tip[0] - x + 2,
                       bottom.centery - top.centery + 2 * head)


def band_word(board: Any, surface: pygame.Surface, length: int) -> pygame.Rect | None:
    """The band's label, the coach's word for its cards ("exposed", "ungeschützt"), where
    there is room (pt14b 3: it took turns to see that the band's cards are the oldest,
    always exposed): right of the lower line's last card (the 10), in the empty upper
    line over it, right of the upper line's newest card; with every line full, on a
    dark plate at the 10's foot. None while there is no band."""
    older = length - (FULL - 1)
    if older <= 0:
        return None
    upper, _ = board.band_split(older)
    rects = board.row_rects(length)
    words = board._text(text_of("band_label"), board.label, look.DANGER, "bold")
    ten = rects[older - 1]  # the lower line's last card
    room = board.rect.inflate(-4, -4)
    places = [words.get_rect(midleft=(ten.right + board.label, ten.centery))]
    if board.band_rows == 2 and not upper:  # the upper line is empty yet
        # above where a held card raises the 10 with its red frame (`StripBoard._row`:
        # a gap up, the frame 2 px out), so the raise stays below the word (pt15b 9: it
        # covered "exposed"), and the word stays put while cards are held and let go
        places.append(words.get_rect(bottomright=(ten.right, ten.top - board.gap - 4)))
    if upper:
        places.append(words.get_rect(midleft=(rects[0].right + board.label, rects[0].centery)))
    for box in places:
        if room.contains(box) and not any(box.colliderect(card) for card in rects):
            return surface.blit(words, box)
    box = words.get_rect(midbottom=ten.midbottom).clamp(room)  # every line full: rare
    pygame.draw.rect(surface, PLATE, box.inflate(6, 2), border_radius=4)
    return surface.blit(words, box)


def band_jump(board: Any, surface: pygame.Surface,
              lifted: list[pygame.Rect] | None = None) -> pygame.Rect | None:
    """The jump from the row's position 9 (its left end) to the band's 10 (the lower line's
    right end, `band_labels` keeps where its number stands): a dotted gold path in the gap
    over the row, from the 9's top left corner to an arrowhead under the 10. Returns
    where, or None while the band holds no 10."""
    ten: pygame.Rect | None = board.band_ten
    if ten is None:
        return None
    nine = board.slots[FULL - 1]
    y = (ten.bottom + nine.y) // 2  # between the band's numbers and the row's cards
    # between the pile's edges and the 9, just left of the 9
    start, end = nine.x - board.gap // 2 - 1, ten.centerx
    # from the 9's side up into the gap: the path starts at the 9, not at the pile; 3 px
    # and long dashes (pt7b, finding 12: 2 px dots read as faint)
    width = 3
    badge_end = badge_right(board) + 4
    # where the badge covers the path's start, the rise stops a few px under it
    rise_top = nine.y + 2 if start < badge_end else y
    pygame.draw.line(surface, look.GOLD, (start, nine.centery), (start, rise_top), width)
    # the dashes begin a few px clear of the pile's badge, which lies over the 9's top
    # (pt14b 11: "Nachziehstapel" sat on the line's start)
    for x in range(start, end - 4, 10):  # dashes: a solid line read as the row's frame
        dash = pygame.Rect(x, y - 1, min(x + 7, end) - x + 1, width)
        if x < badge_end or any(dash.colliderect(card) for card in lifted or ()):
            continue  # a held card's lifted takes stand in the gap: the path goes behind
        pygame.draw.line(surface, look.GOLD, (x, y), (min(x + 7, end), y), width)
    head = max(5, board.label // 3)  # its height is the gap over the row: wider reads flat
    tip = (end, ten.bottom - 2)
    pygame.draw.polygon(surface, look.GOLD, [tip, (end - head, nine.y), (end + head, nine.y)])
    return pygame.Rect(start - 1, tip[1], end + head - start + 2, nine.centery - tip[1] + 1)


BAND_PLATE = (30, 36, 84)  # a shade lighter than the table: the band's two lines on one plate


def band_plate(board: Any, surface: pygame.Surface, length: int) -> pygame.Rect | None:
    """One plate under both band lines, their numbers and the turn between them (pt17 2:
    the upper line read as a row of its own over the lower one): drawn only while the band
    has two lines in use, under its cards. Returns where."""
    older = length - (FULL - 1)
    upper, _ = board.band_split(older) if older > 0 else (0, 0)
    if not upper:
        return None
    rects = board.row_rects(length)[:older]
    turn_x = min(rects[upper - 1].x, rects[upper].x) - max(4, board.gap)
    lines = rects[0].unionall(rects[1:])
    plate = pygame.Rect(turn_x - board.gap, lines.y - board.gap // 2,
                        lines.right - turn_x + 2 * board.gap,
                        lines.h + board.label + board.gap)
    pygame.draw.rect(surface, BAND_PLATE, plate, border_radius=8)
    pygame.draw.rect(surface, look.PANEL_BORDER, plate, width=1, border_radius=8)
    return plate
