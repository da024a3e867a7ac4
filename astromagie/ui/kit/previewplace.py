"""Where the table's pointer preview stands ("Trade for the blue Bi", "Face down: minus
points 25 → 26 until the reveal"): by the card held or the place it is shown over, but
never over what the game's view keeps in sight (`GameViewBase.kept_areas` and
`kept_in_sight`) when there is room elsewhere on the board.

The playtest saw a wide banner laid across Monad's Bi, Tri and Quad columns, over the
very cards it spoke of (pt8d 8), and a Zahlenstreifen tip over the row (pt8b). Where
the view keeps areas, the preview is set in at most `PREVIEW_LINES` lines no wider than
a share of the board (`SHARES`, the narrower if need be), and takes the first free spot
of: its usual one (over the card, or beside it high on the board), under, right, left,
then the free spot on the board nearest the card; with none free, the usual one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from astromagie.kit.view import Board

SHARES = (0.45, 0.26)  # of the board's width: a kept board's preview wraps to lines this
# wide, the narrower where the wider finds no free spot (Monad at 1280x800: 250 px free)
PREVIEW_LINES = 4
SCAN_STEP = 16  # px between the spots tried on the board (a failed scan: ~2 ms)


RectTuple = tuple[int, int, int, int]


def usual_spot(size: tuple[int, int], held: pygame.Rect, board: pygame.Rect, gap: int,
               whole_board: bool) -> pygame.Rect:
    """Over the held card, or beside it on the side with more room where the board has
    no room above (a row at the board's top: H8); wholly on the board."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (held.centerx, held.y - gap)
    if box.y < board.y + held.h // 3 and not whole_board:
        if board.right - held.right >= held.x - board.x:
            box.midleft = (held.right + gap, held.centery)
        else:
            box.midright = (held.x - gap, held.centery)
    return box.clamp(board)


def _free(box: pygame.Rect, kept: Sequence[pygame.Rect]) -> bool:
    return box.collidelist(list(kept)) < 0


@lru_cache(maxsize=64)
def _spot(size: tuple[int, int], held: RectTuple, board: RectTuple, gap: int,
          whole_board: bool, kept: tuple[RectTuple, ...]) -> tuple[RectTuple, bool]:
    held_r, board_r = pygame.Rect(held), pygame.Rect(board)
    usual = usual_spot(size, held_r, board_r, gap, whole_board)
    obstacles = [pygame.Rect(k) for k in kept]
    # the place the preview speaks of is not in its way (it stands over or by it)
    obstacles = [k for k in obstacles if not k.contains(held_r) and not held_r.contains(k)]
    if not obstacles or _free(usual, obstacles):
        return _tuple(usual), True
    box = pygame.Rect((0, 0), size)
    for place in ("midtop", "midleft", "midright"):
        point = {"midtop": (held_r.centerx, held_r.bottom + gap),
                 "midleft": (held_r.right + gap, held_r.centery),
                 "midright": (held_r.x - gap, held_r.centery)}[place]
        setattr(box, place, point)
        near = box.clamp(board_r)
        if _free(near, obstacles):
            return _tuple(near), True
    best: pygame.Rect | None = None
    best_distance = 0
    for y in range(board_r.y, board_r.bottom - size[1] + 1, SCAN_STEP):
        for x in range(board_r.x, board_r.right - size[0] + 1, SCAN_STEP):
            box = pygame.Rect((x, y), size)
            distance = (box.centerx - held_r.centerx) ** 2 + (box.centery - held_r.centery) ** 2
            if (best is None or distance < best_distance) and _free(box, obstacles):
                best, best_distance = box, distance
    return (_tuple(best), True) if best is not None else (_tuple(usual), False)


Text = Callable[[str, int, tuple[int, int, int]], pygame.Surface]
Wrap = Callable[[str, int, int], list[str]]


def preview_layout(words: str, text: Text, wrap: Wrap, size: int, scale: float,
                   held: pygame.Rect, board: pygame.Rect, whole_board: bool,
                   kept: Sequence[pygame.Rect], ink: tuple[int, int, int]
                   ) -> tuple[pygame.Rect, list[str]]:
    """The preview's panel and its lines (see the module): `text` renders a line at
    `size` px, `wrap` cuts words into lines of a width."""
    pad = (round(16 * scale), round(10 * scale))
    gap = round(6 * scale)
    one_line = text(words, size, ink).get_width()
    line_h = text(words, size, ink).get_height()
    box = pygame.Rect(0, 0, 0, 0)
    lines = [words]
    for share in SHARES if kept else (1.0,):
        width = min(one_line, board.w - pad[0], round(board.w * share))
        lines = wrap(words, size, width) if kept else [words]
        if len(lines) > PREVIEW_LINES:
            lines = [*lines[:PREVIEW_LINES - 1], " ".join(lines[PREVIEW_LINES - 1:])]
        wide = max(text(line, size, ink).get_width() for line in lines)
        spot, free = _spot((min(wide, board.w - pad[0]) + pad[0], line_h * len(lines) + pad[1]),
                           _tuple(held), _tuple(board), gap, whole_board,
                           tuple(_tuple(k) for k in kept))
        box = pygame.Rect(spot)
        if free:
            break
    return box, lines


def _tuple(rect: pygame.Rect) -> RectTuple:
    return rect.x, rect.y, rect.w, rect.h


def over_chosen(size: tuple[int, int], card: pygame.Rect, room: pygame.Rect,
                gap: int, message: pygame.Rect | None = None,
                kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A card chosen by a click: its preview just over it, in `room` (the board and the
    strip under it): pt11c 8 read "Wird auf den Stapel gelegt" far off at the board's
    left edge, beside neither the card nor its pile; over the `message` shown (a refusal,
    the hint), never on it (pt12a 2: it hid the refusal's reason). Where that covers
    something the view keeps in sight (`kept`: a pile's caption or count, a warning),
    the free spot nearest it (pt13c 8: it stood over Solar's "Pile: 1 card", "24 cards to
    draw" and the red "Only 4 cards left"); with none free, the usual one."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (card.centerx, card.y - gap)
    if message is not None and box.colliderect(message):
        box.bottom = message.top - gap
    box = box.clamp(room)
    found = nearest_free(box, room, [*kept, *([message] if message is not None else [])])
    return found if found is not None else box


def at_target(size: tuple[int, int], target: pygame.Rect, room: pygame.Rect, gap: int,
              kept: Sequence[pygame.Rect], on_zone: Callable[[tuple[int, int]], bool]
              ) -> pygame.Rect | None:
    """A chosen card's "click again / Enter" preview at the place the card goes to (the
    hint's target once H then Enter took the card up): under it, over it, right or left
    of it, else the free spot nearest under it within reach; never on the place, on what
    is `kept`, nor on any of the board's places (`on_zone` says whether a point lies on
    one: pt15a 8 saw it stand by the hand, far from where Enter would put the card).
    None: no free spot near it (the caller keeps it over the card in the hand)."""
    blocked = [*kept, target]

    def free(box: pygame.Rect) -> bool:
        if not room.contains(box) or box.collidelist(blocked) >= 0:
            return False
        # points a gap apart: narrower than any place, so none is passed over
        xs = [*range(box.left + 1, box.right - 1, PROBE), box.right - 2]
        ys = [*range(box.top + 1, box.bottom - 1, PROBE), box.bottom - 2]
        return not any(on_zone((x, y)) for x in xs for y in ys)

    box = pygame.Rect((0, 0), size)
    sides = []
    for anchor, spot in (("midtop", (target.centerx, target.bottom + gap)),
                         ("midbottom", (target.centerx, target.y - gap)),
                         ("midleft", (target.right + gap, target.centery)),
                         ("midright", (target.x - gap, target.centery))):
        side = box.copy()
        setattr(side, anchor, spot)
        sides.append(side.clamp(room))
    for side in sides:
        if free(side):
            return side
    reach, step = max(size) + 2 * gap, max(8, gap * 2)
    spots = [sides[0].move(dx, dy) for dy in range(-reach, reach + 1, step)
             for dx in range(-reach, reach + 1, step)]
    # a step up or down counts twice a step aside: a preview pushed down the board ends
    # by the hand, which it is not about (pt15a 8), where one aside still reads as its slot's
    spots.sort(key=lambda r: (r.centerx - sides[0].centerx) ** 2
               + (2 * (r.centery - sides[0].centery)) ** 2)
    return next((spot for spot in spots if free(spot)), None)


PROBE = 12  # px between the points a preview at its place probes for the board's places
_SPOTS: dict[tuple[object, ...], pygame.Rect | None] = {}  # at_target's, as it probes


def target_spot(size: tuple[int, int], target: pygame.Rect, room: pygame.Rect, gap: int,
                kept: Sequence[pygame.Rect], board: Board, zone: str) -> pygame.Rect | None:
    """`at_target` for `zone` on `board`, worked out once per board, place, size and what
    is kept (it probes the board's places: not every frame the preview shows)."""
    key = (id(board), zone, size, tuple(target), tuple(room),
           tuple(tuple(r) for r in kept))
    if key not in _SPOTS:
        if len(_SPOTS) > 64:
            _SPOTS.clear()
        _SPOTS[key] = at_target(size, target, room, gap, kept,
                                lambda point: board.zone_at(point) is not None)
    return _SPOTS[key]


def nearest_free(box: pygame.Rect, room: pygame.Rect,
                 kept: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """`box` if it covers none of `kept`, else the free box of its size in `room` nearest
    it; None where none is free."""
    blocked = tuple(_tuple(k) for k in kept if k.w > 0 and k.h > 0)
    found = _nearest_free(_tuple(box), _tuple(room), blocked)
    return pygame.Rect(found) if found is not None else None


@lru_cache(maxsize=64)
def _nearest_free(usual: RectTuple, room: RectTuple,
                  blocked: tuple[RectTuple, ...]) -> RectTuple | None:
    box, space = pygame.Rect(usual), pygame.Rect(room)
    obstacles = [pygame.Rect(b) for b in blocked]
    if _free(box, obstacles):
        return usual
    best: RectTuple | None = None
    best_distance = -1
    for y in range(space.y, space.bottom - box.h + 1, SCAN_STEP // 2):
        for x in range(space.x, space.right - box.w + 1, SCAN_STEP // 2):
            distance = (x - box.x) ** 2 + (y - box.y) ** 2
            if (best_distance < 0 or distance < best_distance) \
                    and _free(pygame.Rect(x, y, box.w, box.h), obstacles):
                best, best_distance = (x, y, box.w, box.h), distance
    return best
