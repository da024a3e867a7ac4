"""Where the kit's parts of a table go, from the window size alone.

    +--------------------------------------------------+-------------+
    | top bar: the game's status line          [Menu]  | scoreboard  |
    |                                                  | (each seat: |
    |               the game's board                   |  name,      |
    |                                                  |  score,     |
    |  message line                                    |  lines)     |
    |  the hand, fanned                    [actions]   | game log    |
    +--------------------------------------------------+-------------+

Nothing here draws or keeps state: a resize is a new `Frame`. The hand fan
overlaps its cards as much as it must to fit, and raises the selected one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from astromagie.look import theme

SIDE_SHARE = 0.23  # the scoreboard and log column, of the window's width
HAND_SHARE = 0.27  # the hand area, of the window's height
BUTTON_W = 170
BUTTON_LINE = 22  # a button's height grows by this for each line more its label takes
BUTTON_GAP = 8  # between two columns of buttons
# the most of the side column the seats' panels take (0.64 cut "holds the trick" off the
# fifth panel of an Astromagie at 1024x700: pt17 1; the log keeps 180 px there)
SEATS_SHARE = 0.68
RAISE_SHARE = 0.18  # how far the selected hand card rises, of a card's height
# the hand cards' feet above the window's bottom: clear of the tray's edge (6) with
# room for a card's gold frame (the playtest saw the banners run over the edge at 1024x700)
HAND_FOOT = 16
# the tray's border this far under the hand area's top: the message line keeps a strip
# two lines tall between the board's foot and the tray (a hint that rose into the board's
# foot sat on its captions and column frames: pt9a 4, pt9d 4), the board keeping its size
# (in a short window, where the type is at its smallest and cannot shrink, further; in a
# tall one a two-line hint sets a point smaller rather than leave an empty band: issue 38)
TRAY_TOP, TRAY_TOP_SHORT, SHORT_WINDOW = 9, 16, 760
GROUP_STEP = 0.07  # how much of a stacked card shows under the next like it: its edge
# the fan keeps this margin (at scale 1) inside the hand's area on each side, beside the
# area's own inset from the tray: a full hand ran to the tray's very edge (pt15d 10: a
# 7-card Monad hand at 1280x800). No more: a 15-card Solar hand at 1024x700 sets its
# names in the strip each card shows, and a narrower strip cut "Asteroiden-gürtel" apart
HAND_MARGIN = 4


@dataclass(frozen=True)
class Frame:
    size: tuple[int, int]
    scale: float
    top: pygame.Rect
    menu: pygame.Rect
    board: pygame.Rect
    message: pygame.Rect
    hand: pygame.Rect
    buttons: pygame.Rect
    side: pygame.Rect
    card: tuple[int, int]  # a hand card
    # the game's hand is grouped (`GameViewBase.grouped_hand`): identical cards side by
    # side stack close with a count, so a long hand is groups, not slivers (Monad)
    grouped: bool = False
    # a turn with more buttons than one column holds in the tray lays them in two, the
    # hand giving up the room (`buttons.columns_needed`, `with_button_columns`)
    button_columns: int = 1
    # how far the button column had to squeeze (`buttons.column_steps`, an index): it
    # never loosens again within a layout, so the buttons keep their places as others
    # come and go (pt18a 7)
    button_step: int = 0
    # the whole hand while the turn has cards staged (shown order, staged ones included):
    # the cards left keep their places and the staged ones leave gaps, so a second card
    # dragged from the same spot is the card that was there (the playtest's five Commons
    # dragged one after another to a leap: the fan re-centred under the mouse each time)
    fan: tuple[str, ...] = ()
    # the places of `fan` the staged cards were carried from, where known (`TurnDesk.holes`):
    # of two like cards the one dragged leaves its own hole, not the first's (zs10)
    holes: tuple[int, ...] = ()
    # the height each seat's panel asks for (`seatcolumn.with_seat_heights`, set each
    # frame); empty: every panel the same height, as many as share the column
    seat_heights: tuple[int, ...] = ()

    def button_width(self) -> int:
        """One button's width: the buttons' area, or one of its columns."""
        gap = round(BUTTON_GAP * self.scale)
        return (self.buttons.w - gap * (self.button_columns - 1)) // self.button_columns

    def with_button_columns(self, columns: int) -> Frame:
        """This frame with its buttons in `columns` columns, the hand narrower by as much."""
        if columns == self.button_columns:
            return self
        s = self.scale
        one = round(BUTTON_W * s)
        width = columns * one + (columns - 1) * round(BUTTON_GAP * s)
        buttons = pygame.Rect(self.buttons.right - width, self.buttons.y, width,
                              self.buttons.h)
        hand = pygame.Rect(self.hand.x, self.hand.y,
                           buttons.x - self.hand.x - round(12 * s), self.hand.h)
        return replace(self, buttons=buttons, hand=hand, button_columns=columns)

    def font(self, base: int) -> int:
        return max(theme.MIN_TEXT_PX, round(base * self.scale))

    def hand_rects(self, count: int, selected: int | None = None,
                   codes: Sequence[str] | None = None) -> list[pygame.Rect]:
        """Where each of `count` hand cards lies, left to right, the selected one raised.
        With the hand's `codes` and a grouped hand, a card like the one before it lies
        close on it (`group_steps`)."""
        if count == 0:
            return []
        if codes is not None and len(codes) == count and 0 < count < len(self.fan):
            kept = _kept_in(self.fan, codes, self.holes)
            if kept is not None:  # the staged cards' places stay empty
                whole = replace(self, fan=(), holes=()).hand_rects(len(self.fan), None, self.fan)
                rects = [whole[i].copy() for i in kept]
                if selected is not None and 0 <= selected < count:
                    rects[selected].y -= round(self.card[1] * RAISE_SHARE)
                return rects
        w, h = self.card
        steps = self.group_steps(codes) if self.grouped and codes is not None \
            and len(codes) == count else None
        if steps is None:
            room = self.fan_width() - w
            step = w + round(8 * self.scale) if count == 1 else min(
                w + round(8 * self.scale), room // (count - 1))
            steps = [step] * (count - 1)
        width = w + sum(steps)
        left = self.hand.x + (self.hand.w - width) // 2
        top = self.hand.bottom - h - round(HAND_FOOT * self.scale)
        rects = []
        x = left
        for i in range(count):
            rect = pygame.Rect(x, top, w, h)
            if i == selected:
                rect.y -= round(h * RAISE_SHARE)
            rects.append(rect)
            if i < count - 1:
                x += steps[i]
        return rects

    def fan_width(self) -> int:
        """The width the fan may take: the hand's area less a margin on each side."""
        return self.hand.w - 2 * round(HAND_MARGIN * self.scale)

    def staged_places(self, codes: Sequence[str]) -> list[pygame.Rect]:
        """The places the turn's staged cards left in the hand (`fan`), each drawn as an
        empty outline: a gap at the hand's end looked like the hand closing up to the
        left, one in its middle like a gap kept, the same rule seen two ways (playtest
        pt4a, 18). Empty while nothing is staged or the hand has no gaps kept."""
        kept = _kept_in(self.fan, codes, self.holes) if len(codes) < len(self.fan) else None
        if kept is None:
            return []
        whole = replace(self, fan=(), holes=()).hand_rects(len(self.fan), None, self.fan)
        return [rect for i, rect in enumerate(whole) if i not in kept]

    def group_steps(self, codes: Sequence[str]) -> list[int]:
        """The gaps from each card of a grouped hand to the next: a card like the one
        before it stacks close (its edge and count show), a new kind gets the room left."""
        w = self.card[0]
        same = [a == b for a, b in zip(codes, codes[1:], strict=False)]
        stacked, new = sum(same), len(same) - sum(same)
        room = self.fan_width() - w
        close = max(4, min(round(w * GROUP_STEP), room // max(1, len(same))))
        apart = w + round(8 * self.scale) if new == 0 else min(
            w + round(8 * self.scale), (room - close * stacked) // new)
        if apart < close:  # no room to set kinds apart: every card evenly
            close = apart = room // max(1, len(same))
        return [close if s else apart for s in same]

    @staticmethod
    def groups(codes: Sequence[str]) -> list[tuple[int, int]]:
        """The runs of identical cards in a hand: (index of the last, length), left to right."""
        runs: list[tuple[int, int]] = []
        for i, code in enumerate(codes):
            if i and codes[i - 1] == code:
                runs[-1] = (i, runs[-1][1] + 1)
            else:
                runs.append((i, 1))
        return runs

    def tray(self) -> pygame.Rect:
        """The hand's tray: the panel the hand and the turn's buttons lie on, across the
        table's foot (it sets the hand apart from the board, as a card tray does)."""
        s = self.scale
        left = self.hand.x - round(8 * s)
        drop = round((TRAY_TOP_SHORT if self.size[1] < SHORT_WINDOW else TRAY_TOP) * s)
        return pygame.Rect(left, self.hand.y + drop, self.buttons.right + round(8 * s) - left,
                           self.size[1] - self.hand.y - drop - round(6 * s))

    def hand_card_at(self, point: tuple[int, int], count: int,
                     selected: int | None = None,
                     codes: Sequence[str] | None = None) -> int | None:
        """The hand card under `point` (the topmost, i.e. the rightmost that contains it)."""
        for index, rect in reversed(list(enumerate(self.hand_rects(count, selected, codes)))):
            if rect.collidepoint(point):
                return index
        return None

    def hand_card_hit(self, point: tuple[int, int], count: int, selected: int | None,
                      codes: Sequence[str] | None = None) -> int | None:
        """The hand card a press at `point` means: the one under it, else the lifted card
        where it lay before it rose, so a second click aimed at it there is its second
        click, however soon it came (pt12a 6: a slower double-click missed the risen card)."""
        index = self.hand_card_at(point, count, selected, codes)
        if index is None and selected is not None and 0 <= selected < count \
                and self.hand_rects(count, None, codes)[selected].collidepoint(point):
            return selected
        return index

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """The action buttons, stacked from the bottom of their column."""
        return self.button_column(count)

    def button_column(self, count: int, lines: Sequence[int] = (),
                      tight: bool = False) -> list[pygame.Rect]:
        """The buttons stacked from the bottom; a button whose label takes several lines
        (`lines`, per button) is taller. `tight`: less room between the buttons and around
        their words, for a turn with many buttons (`buttons.button_rects` fits them in
        the tray)."""
        h = round(theme.BUTTON_HEIGHT * self.scale * (0.70 if tight else 0.85))
        extra = round(BUTTON_LINE * self.scale * (0.9 if tight else 1.0))
        gap = round((4 if tight else 8) * self.scale)
        width = self.button_width()
        # in two columns the first half (the turn's own buttons) stands left, the rest
        # (Again, Undo, Hint) right, each column stacked from the bottom
        per = -(-count // self.button_columns)
        rects: list[pygame.Rect] = []
        for column in range(self.button_columns):
            x = self.buttons.x + column * (width + round(BUTTON_GAP * self.scale))
            bottom = self.buttons.bottom
            stack = []
            for index in reversed(range(column * per, min(count, (column + 1) * per))):
                tall = h + extra * max(0, (lines[index] if index < len(lines) else 1) - 1)
                stack.append(pygame.Rect(x, bottom - tall, width, tall))
                bottom -= tall + gap
            rects += reversed(stack)
        return rects

    def title_h(self) -> int:
        """The height of a side panel's title line ("Scoreboard", "Game log")."""
        return round(28 * self.scale)

    def scores_title(self) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.side.x + round(10 * s), self.side.y + round(8 * s),
                           self.side.w - round(20 * s), self.title_h())

    def seat_rect(self, index: int, seats: int) -> pygame.Rect:
        """One seat's panel on the scoreboard (under its title, the upper part of the side
        column): as tall as its words want (`seat_heights`), else all alike; one width
        for all, the room left over shared out evenly between them."""
        return self.seat_column(seats)[0][min(max(0, index), max(0, seats - 1))]

    def seat_column(self, seats: int) -> tuple[list[pygame.Rect], int]:
        """Every seat's panel, top to bottom, and where the column ends. It ends where it
        does when every panel is as tall as the tallest could be, whatever they hold (so
        the log and the coach's card under it keep one place all game: pt15d 9; following
        the panels, they moved a line when a seat's line came or went). The panels are as
        tall as their words (pt17 1), the room they leave shared out as even gaps; where
        they need more than the column has, the tallest give first (`fitted_heights`)."""
        s = self.scale
        top = self.scores_title().bottom
        gap = round(6 * s)
        x, w = self.side.x + round(8 * s), self.side.w - round(16 * s)
        count = max(1, seats)
        room = self.seat_room(seats)
        if len(self.seat_heights) != seats or seats == 0:
            box_h = room // count
            return ([pygame.Rect(x, top + i * box_h, w, box_h - gap) for i in range(count)],
                    top + count * box_h - gap)
        heights = fitted_heights(self.seat_heights, room - round(4 * s) * count)
        spacing = (room - sum(heights)) / count
        return ([pygame.Rect(x, top + round(sum(heights[:i]) + i * spacing), w, heights[i])
                 for i in range(count)], top + room - gap)

    def seat_room(self, seats: int) -> int:
        """The height of the seats' column, their gaps included (as many alike as fit,
        each at most 124 px at scale 1)."""
        count = max(1, seats)
        top = self.scores_title().bottom
        return count * min(round(124 * self.scale),
                           (round(self.side.h * SEATS_SHARE) - top) // count)

    def seat_panels_fit(self, heights: Sequence[int]) -> bool:
        """Whether panels of `heights` all fit the column whole, with their least gaps."""
        return sum(heights) + round(4 * self.scale) * len(heights) <= self.seat_room(
            len(heights))

    def log_title(self, seats: int) -> pygame.Rect:
        column, bottom = self.seat_column(seats)
        return pygame.Rect(column[-1].x + 2, bottom + round(8 * self.scale),
                           column[-1].w - 4, self.title_h())

    def log_rect(self, seats: int) -> pygame.Rect:
        title = self.log_title(seats)
        top = title.bottom + round(2 * self.scale)
        return pygame.Rect(title.x, top, title.w, self.side.bottom - top - round(8 * self.scale))


def fitted_heights(wanted: Sequence[int], room: int) -> list[int]:
    """`wanted` as they fit in `room` together: all of each if they fit, else the tallest
    cut to one common most (a panel asking less keeps all it asks)."""
    if sum(wanted) <= room or not wanted:
        return list(wanted)
    left, most = room, 0
    ordered = sorted(wanted)
    for index, height in enumerate(ordered):
        share = left // (len(ordered) - index)
        if height > share:
            most = share
            break
        left -= height
    return [min(height, max(1, most)) for height in wanted]


def compute_frame(size: tuple[int, int], card_ratio: float, grouped: bool = False) -> Frame:
    w, h = size
    s = theme.scale(size)
    side_w = round(w * SIDE_SHARE)
    side = pygame.Rect(w - side_w, 0, side_w, h)
    top = pygame.Rect(0, 0, w - side_w, round(48 * s))
    menu_w = round(110 * s)
    menu = pygame.Rect(top.right - menu_w - round(8 * s), top.y + round(6 * s), menu_w,
                       top.h - round(12 * s))
    hand_h = round(h * HAND_SHARE)
    hand_all = pygame.Rect(0, h - hand_h, w - side_w, hand_h)
    button_w = round(BUTTON_W * s)
    buttons = pygame.Rect(hand_all.right - button_w - round(12 * s), hand_all.y + round(8 * s),
                          button_w, hand_all.h - round(18 * s))
    hand = pygame.Rect(hand_all.x + round(12 * s), hand_all.y,
                       buttons.x - hand_all.x - round(24 * s), hand_all.h)
    card_h = round(hand_h * 0.72)
    card = (round(card_h / card_ratio), card_h)
    message = pygame.Rect(round(16 * s), hand_all.y - round(40 * s), hand_all.w - round(32 * s),
                          round(34 * s))
    board = pygame.Rect(round(12 * s), top.bottom + round(8 * s), hand_all.w - round(24 * s),
                        message.y - top.bottom - round(12 * s))
    return Frame(size, s, top, menu, board, message, hand, buttons, side, card, grouped)


def fan_place(frame: Frame, hand: Sequence[str], index: int) -> int:
    """The place in the whole fan (`frame.fan`, staged cards included) of the shown hand
    card `index`: its own index while nothing is staged."""
    if not frame.fan or len(hand) >= len(frame.fan):
        return index
    kept = _kept_in(frame.fan, hand, frame.holes)
    return kept[index] if kept is not None and 0 <= index < len(kept) else index


def _kept_in(whole: Sequence[str], part: Sequence[str],
             holes: Sequence[int] = ()) -> list[int] | None:
    """The index in `whole` of each card of `part`, in order (`part` a subsequence of
    `whole`: the hand without the turn's staged cards), else None. The places `holes`
    (where staged cards were carried from) are skipped, so of two like cards the one
    left keeps its own place; holes that do not fit are not trusted."""
    for skipped in ((set(holes), set()) if holes else (set(),)):
        kept: list[int] = []
        at = 0
        for code in part:
            while at < len(whole) and (whole[at] != code or at in skipped):
                at += 1
            if at == len(whole):
                break
            kept.append(at)
            at += 1
        if len(kept) == len(part):
            return kept
    return None


def reference_button(frame: Frame) -> pygame.Rect:
    """The top bar's "Rules in short (?)" button, left of Menu: the ? key alone was found
    only by guessing (playtest pt4b, 5)."""
    width = round(140 * frame.scale)
    return pygame.Rect(frame.menu.x - round(8 * frame.scale) - width, frame.menu.y, width,
                       frame.menu.h)
