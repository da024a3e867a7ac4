"""The coach's lesson at the places it points at: a card of words on the board, folded
into its gold pill while the person plays.

The guided game's coach (`Coaching`) says its move in a few words (`short`) and teaches
it in a paragraph (`text`). Both stand where the eye is: the paragraph on a compact card
beside the places (or hand cards, or button) the coach points at, headed by the short
line, never over those places; the log column keeps the log (issue 38's playtest: a
9-12 line paragraph in the log column was far from the cards and clipped the log).

The card is open when a lesson's turn begins; the person's first click or key folds it
into the pill (which sits just outside the places, over no card's banner); L, or the
mouse resting on the pill, opens it again. Nothing here keeps state: the scene says
whether the card is open (`Snapshot.lesson_open`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.widgets.keycap import KEY_PX, cap_room, paint_key_cap

from .frame import Frame
from .lessonsover import LessonsOffer, offer_height, offer_rects, paint_offer
from .messageline import log_kept_h

LESSON_KEY = pygame.K_l  # "Lesson" / "Lektion"
CARD_PX = (17, 16, 15)
HEAD_PX = 17  # the short line over the paragraph, and in the folded pill
HEAD_LINES = 3  # the most lines the short line takes over the paragraph
FOOT_PX = 13  # the paragraph's size at scale 1, and the steps down it may take
MIN_W = 300  # the narrowest card at scale 1: narrower, its lines hold two or three words
MARGIN = 8  # what a card or badge must keep clear of round it, in px (both sides together)
SLIDE_STEPS = 4  # a lesson still over something kept looks at 5 x 5 spots of its room
KEPT_WEIGHT = 1000  # a probe on what the game keeps in sight outweighs any board covered
PLACE_WEIGHT = 30  # a probe on a place pointed at: ten words' worth
INK_WEIGHT = 3  # a probe on words, a card's art or an outline
PANEL_WEIGHT = 1  # a probe on a plain panel's fill (a seat's box): better bare felt
# the card stands over the log column (`aside`), the log laid out below it: one home in
# every lesson (pt15d 9), off the board's captions (pt15a 1); the board only without room
ASIDE_MIN_W = 220  # the narrowest card over the log column, at scale 1
FILL_SHARE = 0.8  # a lesson's wrapped lines reach at least this share of the card's width
PANEL = (16, 20, 52, 250)  # opaque: the board never shows through the words
TextFn = Callable[..., pygame.Surface]


@dataclass(frozen=True)
class LessonCard:
    """Where the open lesson lies and what it shows: its box, the short line's pill
    inside it at the top, and the paragraph's lines at `size`."""

    box: pygame.Rect
    head: pygame.Rect
    lines: tuple[str, ...]
    size: int
    heads: tuple[str, ...] = ()  # the short line, in one or two lines
    foot: tuple[str, ...] = ()  # the lesson's step and how to fold it
    offer: tuple[str, ...] = ()  # the buttons' words after the last lesson (lessonsover.py)
    buttons: tuple[pygame.Rect, ...] = ()  # and where they lie, over the foot


def around(places: Sequence[pygame.Rect]) -> pygame.Rect:
    return places[0].unionall(list(places[1:]))


@dataclass
class LessonFold:
    """Whether the lesson's card is open, and how a click, a key or the mouse changes it:
    L opens or folds it; a click on the open card or on the pill does that alone; the
    person's own actions (choosing a card, a drag, a click on a place) leave it open, so
    its words stay in sight while the step they ask for is made (pt10c: the card folded
    at the first click and the step's explanation went with it; the card never lies over
    the places it points at, `layout_card`); the mouse resting on the pill opens it
    while it stays on the pill or the card (`peek`)."""

    open: bool = True
    peek: bool = False
    offer: LessonsOffer | None = None  # the lessons' end: its keys and buttons come first

    def begin(self) -> None:
        """A lesson's turn begins (or is said again): the card opens."""
        self.open, self.peek = True, False

    def event(self, event: pygame.event.Event, box: pygame.Rect | None,
              pill: pygame.Rect | None) -> bool:
        """A click or key, `box` and `pill` where the card and the pill lay (None: not
        shown). True if the event was the lesson's only."""
        if self.offer is not None and self.offer.take(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == LESSON_KEY and \
                (box is not None or pill is not None):
            self.open, self.peek = not self.open or self.peek, False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if box is not None and box.collidepoint(event.pos):
                self.open = self.peek = False
                return True
            if box is None and pill is not None and pill.collidepoint(event.pos):
                self.open, self.peek = True, False
                return True
        return False

    def hover(self, pos: tuple[int, int], box: pygame.Rect | None,
              pill: pygame.Rect | None) -> None:
        on_pill = pill is not None and pill.collidepoint(pos)
        if not self.open and on_pill:
            self.open = self.peek = True
        elif self.peek and not on_pill and not (box is not None and box.collidepoint(pos)):
            self.open = self.peek = False


class Crowd:
    """How much a rect would cover: probe points (a grid every few px) over what is
    painted on the felt with an edge near (the board's words, chips, a card's banner), a
    little for a plain panel's fill (a seat's box: playtest pt2 saw the pill on Vega's),
    ten times over on the places pointed at, and far more on what is kept in sight.
    (A board's zones are no measure: a Monad column's zone is the whole column, words
    and empty felt alike.)"""

    def __init__(self, surface: pygame.Surface, felt: pygame.Surface,
                 places: Sequence[pygame.Rect], step: int,
                 kept: Sequence[pygame.Rect] = ()) -> None:
        self.surface, self.felt = surface, felt
        self.places = list(places)
        self.kept = list(kept)  # what the game keeps in sight (`kept_in_sight`): the scores
        self.step = step
        self.screen = surface.get_rect()
        self._probes: dict[tuple[int, int], tuple[bool, bool, int]] = {}

    def __call__(self, rect: pygame.Rect) -> int:
        hits = 0
        inner = rect.clip(self.screen)
        # a few px round it too: words that would touch its edge count as covered
        outer = rect.inflate(MARGIN, MARGIN).clip(self.screen)
        for kept in self.kept:  # by area, not by probe: a thin caption falls between probes
            overlap = inner.clip(kept)
            if overlap.w and overlap.h:
                hits += KEPT_WEIGHT * max(1, overlap.w * overlap.h // self.step ** 2)
        probes, probe = self._probes, self._probe
        inside = inner.collidepoint
        for y in range(outer.y, outer.bottom, self.step):
            for x in range(outer.x, outer.right, self.step):
                found = probes.get((x, y))
                if found is None:
                    found = probes[(x, y)] = probe(x, y)
                on_kept, on_place, ink = found
                if inside(x, y) and on_kept:
                    continue  # counted above
                hits += PLACE_WEIGHT if on_place and inside(x, y) else ink
        return hits

    def _probe(self, x: int, y: int) -> tuple[bool, bool, int]:
        """What lies at one probe point: on something kept, on a place, the ink there.
        Kept per Crowd: the candidate spots a lesson is tried at overlap, and probing
        pixels in Python is what a lesson's layout costs (the test suite's largest share)."""
        dot = pygame.Rect(x, y, 1, 1)
        return dot.collidelist(self.kept) >= 0, dot.collidelist(self.places) >= 0, self._ink(x, y)

    def _ink(self, x: int, y: int) -> int:
        """What is drawn here: something with an edge near (words, a card's art or banner,
        an outline) weighs INK_WEIGHT, a plain panel's fill PANEL_WEIGHT, bare felt 0."""
        get = self.surface.get_at
        r, g, b = get((x, y))[:3]
        f = self.felt.get_at((x, y))
        if abs(r - f[0]) + abs(g - f[1]) + abs(b - f[2]) <= 30:
            return 0
        right, bottom = self.screen.right - 1, self.screen.bottom - 1
        for near in ((min(right, x + 3), y), (x, max(0, y - 3)),
                     (min(right, x - 3), y), (x, min(bottom, y + 3))):
            c = get(near)
            if abs(r - c[0]) + abs(g - c[1]) + abs(b - c[2]) > 40:
                return INK_WEIGHT
        return PANEL_WEIGHT


CrowdFn = Callable[[pygame.Rect], int]


def pill_size(label: pygame.Surface, frame: Frame, cap: int) -> tuple[int, int]:
    return (label.get_width() + round(18 * frame.scale) + cap,
            label.get_height() + round(8 * frame.scale))


def pill_rect(size: tuple[int, int], places: Sequence[pygame.Rect], frame: Frame,
              crowd: CrowdFn, kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the folded lesson's pill lies: just outside the places pointed at, over
    (centred on them, or flush with their left or right edge) or under them, or beside
    them, or any of those moved clear of what is kept in sight (a seat's box, a caption,
    a pile's badge: playtest pt2, 15), where it covers the least that is painted there
    (never a card's banner: the playtest saw it hide a stacked card's kind); always on
    the board."""
    union = around(places)
    gap = round(4 * frame.scale)
    box = pygame.Rect((0, 0), size)
    spots = []
    for y_anchor, y in (("bottom", union.y - gap), ("top", union.bottom + gap)):
        for x_anchor, x in (("centerx", union.centerx), ("left", union.x),
                            ("right", union.right)):
            spot = box.copy()
            setattr(spot, y_anchor, y)
            setattr(spot, x_anchor, x)
            spots.append(spot)
    for anchor, point in (("midleft", (union.right + gap, union.centery)),
                          ("midright", (union.x - gap, union.centery))):
        spot = box.copy()
        setattr(spot, anchor, point)
        spots.append(spot)
    # then slid along over and under them, a third of its width at a time: a seat's box or
    # a place's name beside the three spots there may leave a clear stretch between them
    step = max(20, box.w // 3)
    for y_anchor, y in (("bottom", union.y - gap), ("top", union.bottom + gap)):
        for x in range(union.x - box.w, union.right + 1, step):
            spot = box.copy()
            setattr(spot, y_anchor, y)
            spot.x = x
            spots.append(spot)
    options = []
    for order, spot in enumerate(spots):
        inside = spot.clamp(frame.board)
        for moved in (inside, *_clear_of(inside, kept, frame.board, gap)):
            options.append((crowd(moved), order, moved))
    return min(options, key=lambda o: o[:2])[2]


def _clear_of(box: pygame.Rect, kept: Sequence[pygame.Rect], room: pygame.Rect,
              gap: int) -> list[pygame.Rect]:
    """`box` moved off each kept rect it covers: to its right, left, top or bottom."""
    moved = []
    for rect in kept:
        if box.colliderect(rect):
            for other in (box.move(rect.right + gap - box.x, 0),
                          box.move(rect.x - gap - box.right, 0),
                          box.move(0, rect.y - gap - box.bottom),
                          box.move(0, rect.bottom + gap - box.y)):
                moved.append(other.clamp(room))
    return moved


def _stepped_aside(box: pygame.Rect, kept: Sequence[pygame.Rect], room: pygame.Rect,
                   gap: int) -> list[pygame.Rect]:
    """`box` moved left or right of each kept rect it covers (a score at a line's end),
    or below it (a caption under a place: Astromagie's 5+6 pair), staying in `room`."""
    moved = []
    for rect in kept:
        if box.colliderect(rect):
            for side in ("right", "left"):
                other = box.copy()
                setattr(other, side, rect.left - gap if side == "right" else rect.right + gap)
                moved.append(other.clamp(room))
            moved.append(box.move(0, rect.bottom + gap - box.top).clamp(room))
    return moved


def _slid_through(box: pygame.Rect, room: pygame.Rect, steps: int = SLIDE_STEPS
                  ) -> list[pygame.Rect]:
    """`box` at evenly spaced spots across `room`, along both of its sides."""
    spare_x, spare_y = max(0, room.w - box.w), max(0, room.h - box.h)
    return [pygame.Rect(room.x + spare_x * i // steps, room.y + spare_y * j // steps,
                        box.w, box.h)
            for i in range(steps + 1) for j in range(steps + 1)
            if (spare_x or i == 0) and (spare_y or j == 0)]


def probe_step(frame: Frame) -> int:
    """The lesson's `Crowd` probes the picture every this many px."""
    return max(6, round(10 * frame.scale))


def aside_spot(aside: pygame.Rect, frame: Frame,
               height_for: Callable[..., tuple[int, int]],
               shrink: bool = False) -> tuple[pygame.Rect, int] | None:
    """The card at the top of the log column `aside`, as wide as it is; None if it does
    not fit there."""
    inset = round(4 * frame.scale)
    width = aside.w - 2 * inset
    if width < round(ASIDE_MIN_W * frame.scale):
        return None
    # the log's newest lines keep their room under the card (pt18c 9: the lessons' end
    # squeezed the log to a stub); only a card that fits nowhere else in its home takes
    # it (on the board, Zahlenstreifen's German lessons covered the players' rows)
    for kept in (log_kept_h(frame), log_kept_h(frame, 1), 0):
        room = aside.h - 2 * inset - kept
        # `shrink`: the words may take a smaller size to stay in the column (the lessons'
        # offer, pt17: on the board Zahlenstreifen's card lay over the players' rows)
        height, size = height_for(width, room) if shrink else height_for(width)
        if height <= room:
            break
    else:
        return None
    return pygame.Rect(aside.x + inset, aside.y + inset, width, height), size


def card_rect(frame: Frame, places: Sequence[pygame.Rect], crowd: CrowdFn,
              height_for: Callable[..., tuple[int, int]],
              kept: Sequence[pygame.Rect] = (),
              aside: pygame.Rect | None = None,
              shrink: bool = False) -> tuple[pygame.Rect, int]:
    """The open lesson's box and the index of the size it takes (`CARD_PX`); its home is
    the top of the log column `aside`, in every lesson of every game, wherever it fits
    there. On the board, a card beside its places moved from lesson to lesson (pt15d 9:
    Monad's step 4 floated mid-table, steps 1-3 in the side column) and sat on the
    board's own captions (pt15a 1: Astromagie's "next pair" line under 5+6); the gold
    frames and the lit button point at the places instead. Only where the column has no
    room (or none is given), beside the places on the board (under, over, right or left
    of them, the one over the fewest of the board's zones and none of the places, nor
    what is `kept`), as narrow as its words allow. `height_for(width)` is the card's
    height at that width and the size index."""
    if aside is not None:
        spot = aside_spot(aside, frame, height_for, shrink)
        if spot is not None:
            return spot
    return _board_rect(frame, places, crowd, height_for, kept)


def _board_rect(frame: Frame, places: Sequence[pygame.Rect], crowd: CrowdFn,
                height_for: Callable[[int], tuple[int, int]],
                kept: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, int]:
    """The best spot on the board (`card_rect`)."""
    board = frame.board.inflate(-round(8 * frame.scale), -round(8 * frame.scale))
    union = around(places)
    gap = round(8 * frame.scale)
    widest = min(board.w, round(520 * frame.scale))
    best: tuple[tuple[int, int, int, int], pygame.Rect, int] | None = None
    rooms = [  # (the room beside the places, how to place the card in it)
        (pygame.Rect(board.x, union.bottom + gap, board.w, board.bottom - union.bottom - gap),
         "midtop"),
        (pygame.Rect(board.x, board.y, board.w, union.y - gap - board.y), "midbottom"),
        (pygame.Rect(union.right + gap, board.y, board.right - union.right - gap, board.h),
         "midleft"),
        (pygame.Rect(board.x, board.y, union.x - gap - board.x, board.h), "midright"),
    ]
    for order, (room, anchor) in enumerate(rooms):
        if room.w < round(MIN_W * frame.scale) or room.h < round(80 * frame.scale):
            continue
        for width in range(min(widest, room.w), round(MIN_W * frame.scale) - 1,
                           -round(40 * frame.scale)):
            height, size = height_for(width)
            if height > room.h:
                break  # narrower only grows taller
            box = pygame.Rect(0, 0, width, height)
            spot = {"midtop": (union.centerx, room.y), "midbottom": (union.centerx, room.bottom),
                    "midleft": (room.x, union.centery),
                    "midright": (room.right, union.centery)}[anchor]
            setattr(box, anchor, spot)
            box.clamp_ip(room)
            # or slid to either end of its room: bare felt may lie there, off the words
            # of the board (Astromagie's row worth under its seats' chips)
            ends = [box.move(room.x - box.x, 0), box.move(room.right - box.right, 0)] \
                if anchor in ("midtop", "midbottom") else \
                [box.move(0, room.y - box.y), box.move(0, room.bottom - box.bottom)]
            for moved in (box, *ends, *_stepped_aside(box, kept, room, gap)):
                # the fewest zones covered, the largest words, the nearer room, the widest
                score = (crowd(moved), size, order, -width)
                if best is None or score < best[0]:
                    best = (score, moved, size)
            if best is not None and best[0][0] >= KEPT_WEIGHT:
                # still over something kept (a full Monad board at 1024x700): look along
                # the whole room, not only at its middle and ends; only then, as it costs.
                # And stepped aside twice: off one kept thing, then off the next it meets
                # (pt3 item 13: left of Monad's supply the card lay over the columns'
                # headers, and moving it under them put it back over the supply)
                # (only the spots clear of all of it: each is probed, and probing costs)
                twice = {tuple(again) for moved in _stepped_aside(box, kept, room, gap)
                         for again in _stepped_aside(moved, kept, room, gap)
                         if again.collidelist(kept) < 0}
                # and each spot along the room stepped off what it covers (pt9d 1: at the
                # top of Monad's columns, just under their headers, was the one clear spot)
                twice |= {tuple(moved) for slid in _slid_through(box, room)
                          for moved in _stepped_aside(slid, kept, room, gap)
                          if moved.collidelist(kept) < 0}
                twice_rects = [pygame.Rect(r) for r in sorted(twice)]
                for moved in (*_slid_through(box, room), *twice_rects):
                    score = (crowd(moved), size, order, -width)
                    if score < best[0]:
                        best = (score, moved, size)
    if best is None:  # no room beside them: where it covers the least, the widest first
        # (not simply the board's middle: Zahlenstreifen's first tie points at two
        # collections and the row's end, and its middle is the band: pt6b 3)
        spots = []
        for width in (widest, round(MIN_W * frame.scale)):
            height, size = height_for(width)
            box = pygame.Rect(0, 0, width, min(height, board.h))
            box.center = board.center
            spots += [(crowd(spot), order, spot, size) for order, spot in
                      enumerate((box, *_slid_through(box, board)))]
        _hits, _order, box, size = min(spots, key=lambda s: s[:2])
        return box, size
    return best[1], best[2]


def layout_card(short: str, text: str, title: str, frame: Frame,
                places: Sequence[pygame.Rect], crowd: CrowdFn,
                wrap: Callable[[str, int, int], list[str]],
                kept: Sequence[pygame.Rect] = (),
                aside: pygame.Rect | None = None, offer: Sequence[str] = ()) -> LessonCard:
    """The open lesson: its box beside the places, the short line's head (two lines at
    most) and the paragraph's lines at the largest size that fits the room, its step and
    how to fold it at the foot."""
    pad = round(12 * frame.scale)
    head_px, foot_px = frame.font(HEAD_PX), frame.font(FOOT_PX)
    head_line = theme.font("bold", head_px).get_linesize()
    foot_line = theme.font("text", foot_px).get_linesize()
    foot_words = " · ".join(part for part in (title, tr("kit.lesson_fold")) if part)
    board_h = frame.board.h - round(8 * frame.scale)

    def parts(width: int) -> tuple[list[str], list[str]]:
        inner = width - 2 * pad
        heads = clipped(theme.wrap(short, "bold", head_px, inner - round(16 * frame.scale))
                        or [""], HEAD_LINES)
        # three lines at most: a narrow card over the log column needs the third (German)
        return heads, (wrap(foot_words, foot_px, inner) or [""])[:3]

    def height_for(width: int, limit: int | None = None) -> tuple[int, int]:
        heads, foot = parts(width)
        for index, px in enumerate(CARD_PX):
            lines = balanced(wrap, text, frame.font(px), width - 2 * pad)
            height = (head_line * len(heads) + round(8 * frame.scale) + foot_line * len(foot)
                      + theme.font("text", frame.font(px)).get_linesize() * len(lines)
                      + 3 * pad + offer_height(offer, width - 2 * pad, frame))
            if height <= (limit or board_h // 2) or index == len(CARD_PX) - 1:
                return height, index
        raise AssertionError("unreachable")

    box, index = card_rect(frame, places, crowd, height_for, kept, aside, bool(offer))
    heads, foot = parts(box.w)
    size = frame.font(CARD_PX[index])
    lines = balanced(wrap, text, size, box.w - 2 * pad)
    head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad,
                       head_line * len(heads) + round(8 * frame.scale))
    buttons_h = offer_height(offer, box.w - 2 * pad, frame)
    room = max(1, (box.bottom - pad - foot_line * len(foot) - head.bottom - round(6 * frame.scale)
                   - buttons_h) // theme.font("text", size).get_linesize())
    # the buttons right over the foot: the words read first, then the choice
    area = pygame.Rect(box.x + pad, box.bottom - pad - foot_line * len(foot) - buttons_h,
                       box.w - 2 * pad, buttons_h)
    return LessonCard(box, head, tuple(clipped(lines, room)), size, tuple(heads), tuple(foot),
                      tuple(offer), offer_rects(offer, area, frame))


def balanced(wrap: Callable[[str, int, int], list[str]], text: str, size: int,
             width: int) -> list[str]:
    """`text` wrapped to `width` paragraph by paragraph (its '\n's kept: one idea a
    line), each paragraph at the narrowest width that keeps its number of lines, so its
    lines come out even: pt16a 1 read "Your pair on 5+6 takes the / row back." with a
    two-word tail in the log column's narrow card."""
    lines: list[str] = []
    ink = theme.font("text", size)
    for paragraph in text.split("\n"):
        greedy = wrap(paragraph, size, width)
        if len(greedy) < 2:
            lines += greedy
            continue
        widest = max(ink.size(line)[0] for line in greedy)
        # never narrower than most of the card's width: balanced to the narrowest width,
        # a short paragraph came out as a ragged half-width column (pt18d 12: "Gleiche
        # Form, ab / Bi: ein Bonuspaar"); only a short tail is evened out
        low = max(widest // len(greedy), round(width * FILL_SHARE))
        high = widest  # high always keeps the count
        if low >= high:
            lines += greedy
            continue
        while high - low > 1:
            middle = (low + high) // 2
            if len(wrap(paragraph, size, middle)) <= len(greedy):
                high = middle
            else:
                low = middle
        lines += wrap(paragraph, size, high)
    return lines


def clipped(lines: list[str], most: int) -> list[str]:
    """The first `most` of `lines`, the last of them ending in "…" when words are left
    out (its last word goes to make room): a cut lesson said so (monad16: a German short
    line lost its end silently)."""
    if len(lines) <= most:
        return lines
    last = lines[most - 1].rsplit(" ", 1)[0] if " " in lines[most - 1] else lines[most - 1]
    return [*lines[:most - 1], f"{last.rstrip(' ,;:')}…"]


def paint_card(surface: pygame.Surface, card: LessonCard, frame: Frame, text: TextFn) -> None:
    """The open lesson: the short line in its gold band, the paragraph, and at the foot
    the lesson's step and how to fold it."""
    theme.rounded_panel(surface, card.box, PANEL, theme.GOLD, round(10 * frame.scale), 2)
    pygame.draw.rect(surface, theme.GOLD, card.head,
                     border_radius=min(card.head.h // 2, round(14 * frame.scale)))
    head_px = frame.font(HEAD_PX)
    head_line = theme.font("bold", head_px).get_linesize()
    y = card.head.centery - head_line * len(card.heads) // 2
    for line in card.heads:
        words = theme.render_fit(line, "bold", head_px, card.head.w - round(12 * frame.scale),
                                 theme.TEXT_DARK)
        surface.blit(words, words.get_rect(midtop=(card.head.centerx, y)))
        y += head_line
    y = card.head.bottom + round(6 * frame.scale)
    line_h = theme.font("text", card.size).get_linesize()
    for line in card.lines:
        surface.blit(text(line, card.size), (card.head.x, y))
        y += line_h
    paint_offer(surface, card.offer, card.buttons, frame)
    foot_px = frame.font(FOOT_PX)
    foot_line = theme.font("text", foot_px).get_linesize()
    y = card.box.bottom - round(12 * frame.scale) - foot_line * len(card.foot)
    for line in card.foot:
        surface.blit(text(line, foot_px, theme.TEXT_DIM), (card.head.x, y))
        y += foot_line


def paint_waiting(surface: pygame.Surface, card: LessonCard, frame: Frame, text: TextFn,
                  head: str) -> None:
    """The card kept while the bots play: its words dimmed under a veil, no buttons, and
    `head` ("Vega is playing now") in place of its gold band, outlined only."""
    # (nor its foot: "L folds it" does nothing while the bots play)
    paint_card(surface, replace(card, heads=(), foot=(), offer=(), buttons=()), frame, text)
    veil = pygame.Surface(card.box.size, pygame.SRCALPHA)
    veil.fill((*PANEL[:3], 120))
    surface.blit(veil, card.box)
    radius = min(card.head.h // 2, round(14 * frame.scale))
    pygame.draw.rect(surface, PANEL, card.head, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, card.head, width=2, border_radius=radius)
    words = theme.render_fit(head, "bold", frame.font(HEAD_PX),
                             card.head.w - round(12 * frame.scale), theme.GOLD)
    surface.blit(words, words.get_rect(center=card.head.center))


def pill_label(short: str, frame: Frame) -> tuple[pygame.Surface, pygame.Surface]:
    """The folded lesson's words and its key cap's name, rendered."""
    cap_name = theme.render("L", "bold", frame.font(KEY_PX), theme.TEXT_DARK)
    label = theme.render_fit(short, "bold", frame.font(HEAD_PX),
                             frame.board.w - 40 - cap_room(cap_name, frame.scale),
                             theme.TEXT_DARK)
    return label, cap_name


def pill_box(short: str, places: Sequence[pygame.Rect], frame: Frame,
             crowd: CrowdFn, kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the folded lesson's pill lies (`pill_rect`) for its words."""
    label, cap_name = pill_label(short, frame)
    return pill_rect(pill_size(label, frame, cap_room(cap_name, frame.scale)), places, frame,
                     crowd, kept)


def paint_pill(surface: pygame.Surface, short: str, box: pygame.Rect, frame: Frame) -> None:
    """The folded lesson: its short line in a gold pill at `box`, with the key that opens
    it again."""
    label, cap_name = pill_label(short, frame)
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(midleft=(box.x + round(9 * frame.scale),
                                                box.centery)))
    paint_key_cap(surface, cap_name, box.right - round(2 * frame.scale), box.centery,
                  frame.scale)


def lesson_title(step: tuple[int, int] | None) -> str:
    """The lesson card's foot: which turn of the guided game this is ("" outside it)."""
    if step is None:
        return ""
    # a total of 0: the guide's lessons are not one per turn (`GuidedGame.counted`)
    return tr("kit.coach_title", step=step[0], total=step[1]) if step[1] else \
        tr("kit.coach_title_plain")
