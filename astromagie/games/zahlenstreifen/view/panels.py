"""Zahlenstreifen's board, its smaller parts: the secret choice's panel, its reveal at the
end, a tie's badge and a collection line's text size.

The secret choice (NS12) is painted over the row's right part: its words, its two
places, its counts and, as every play has under the strip, what the cards laid would
cost. A tied colour majority (NS13) wears a gold "=" badge on its collection's pill.
A collection line's values take one text size, as large as fits (`fitting_pill_font`).
Functions of the board (`board.StripBoard`), which keeps the rects and the text cache.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from astromagie.kit import draw as look
from astromagie.kit.view import Highlight

from ..cards import COLOURS
from . import faces
from .outcome import minus_points_with
from .words import card_words, text_of

MIN_PILL_TEXT = 10  # a collection's values are never set smaller
MIN_TEXT = 13  # the house minimum (the look's MIN_TEXT_PX): the choice's panel's words
# spaced values shrink to this share of their full size at most; a line that needs less
# stands close at a larger size instead (pt8b 9: at 1024x700 long collections were set
# in squeezed small digits)
READABLE_SHARE = 0.8


def secret_counts(obs: Any, viewer: int, staged: tuple[str, ...]) -> list[str]:
    """The secret choice's two counts, told apart: the viewer's cards laid (staged, or
    chosen) while it is theirs to choose or done, and the players who have chosen."""
    players = text_of("board.secret_players", done=sum(obs.chosen[:obs.num_players]),
                      count=obs.num_players)
    if obs.secret:
        return [text_of("board.secret_cards", done=len(obs.secret)), players]
    if obs.to_move == viewer:
        return [text_of("board.secret_cards", done=len(staged)), players]
    return [players]


def secret_cost(board: Any, state: Any, obs: Any, viewer: int,
                highlight: Highlight) -> tuple[str, bool]:
    """The secret choice's cost line, as every play has its own under the strip (pt2,
    finding 9): the viewer's minus points with the cards laid (and the one held over
    the places), or how to see it; and whether it is a cost (gold) or a tip (dim)."""
    if obs.to_move != viewer and not obs.secret:
        return "", False
    cards = list(obs.secret) or list(highlight.staged)
    held = (not obs.secret and highlight.held and highlight.over == "secret"
            and len(cards) < 2 and "secret" in highlight.targets)
    if held:
        cards.append(str(highlight.held))
    if not cards:
        return text_of("board.secret_try"), False
    before = minus_points_with(state, viewer, [])
    after = minus_points_with(state, viewer, cards)
    # one card or both named: "12 → 13" beside the coach's "20" (both cards) read as a
    # contradiction (pt14b 7)
    both = len(cards) == 2
    if held:  # the held card named here, not in a preview over the band (pt10b 6; pt8b 1)
        named = card_words(str(highlight.held))
        return text_of("board.secret_held_both" if both else "board.secret_held",
                       card=named[:1].upper() + named[1:], before=before, after=after), True
    return text_of("board.secret_cost" if both else "board.secret_cost_one",
                   before=before, after=after), True


def paint_secret(board: Any, surface: pygame.Surface, state: Any, obs: Any, viewer: int,
                 highlight: Highlight) -> None:
    """The secret choice's panel over the row's right part: its words, its two places,
    its counts and its cost line (`secret_cost`)."""
    panel = board.secret_panel
    pygame.draw.rect(surface, (16, 20, 50), panel, border_radius=12)
    pygame.draw.rect(surface, look.PANEL_BORDER, panel, width=2, border_radius=12)
    mine = obs.to_move == viewer
    cards: list[str] = list(obs.secret) or (list(highlight.staged) if mine else [])
    lit = "secret" in highlight.targets
    for i, slot in enumerate(board.secret_slots):
        if i < len(cards):
            surface.blit(board.view.face(cards[i], slot.size), slot)
        colour = (look.DANGER if highlight.refused == "secret"
                  else look.GOLD if lit and highlight.over == "secret"
                  else look.SUCCESS if lit else look.PANEL_BORDER)
        pygame.draw.rect(surface, colour, slot.inflate(6, 6), width=3 if lit else 2,
                         border_radius=8)
    words = (text_of("board.secret_done") if obs.secret
             else text_of("board.secret_yours") if mine
             else text_of("board.secret_wait"))
    # clear of the places' frames (3 px outside them) by a gap (pt14b 11: the text ran
    # into them at 1024x700)
    width = board.secret_slots[0].x - 3 - board.gap - (panel.x + 2 * board.gap)
    counts = secret_counts(obs, viewer, highlight.staged)
    lines = [(line, look.TEXT) for line in words.split("\n")]
    lines.append((" · ".join(counts), look.TEXT_DIM))  # one line: the cost's needs room
    cost, costly = secret_cost(board, state, obs, viewer, highlight)
    if cost:
        lines.append((cost, look.GOLD if costly else look.TEXT_DIM))
    # every line in the panel, as large as its height allows, never under the house
    # minimum (pt14b 11: ~12 px at 1024x700); at the minimum, the margins give first
    def height(size: int) -> int:
        return sum(board._fit(line, "text", size, width, colour).get_height()
                   for line, colour in lines)

    size, margin = board.label + 2, 2 * board.gap
    while size > MIN_TEXT and height(size) > panel.h - margin:
        size -= 1
    while margin > 4 and height(size) > panel.h - margin:
        margin -= 2
    y = panel.y + margin // 2
    for line, colour in lines:
        text = board._fit(line, "text", size, width, colour)
        surface.blit(text, (panel.x + 2 * board.gap, y))
        y += text.get_height()


def revealed_pairs(state: Any) -> list[tuple[int, list[str]]]:
    """Each player's two secret cards (NS12) once the game is over, in seat order (decision
    9: the choices are the record's last entries); none before."""
    if not state.is_over():
        return []
    choices = state.history[-state.num_players:]
    return [(seat, str(move).split()[1:]) for seat, move in enumerate(choices)]


def paint_reveal(board: Any, surface: pygame.Surface, state: Any,
                 highlight: Highlight) -> pygame.Rect | None:
    """The secret cards revealed together, over the row where the choice was made: each
    player's name over their two cards (pt3b, finding 7: the game went from the choice to
    its results, and nobody saw the others' cards at the table). Returns the panel."""
    pairs = revealed_pairs(state)
    if not pairs:
        return None
    left = board.slots[min(8, 2 * len(pairs) + 1)].x - board.gap
    panel = pygame.Rect(left, board.secret_panel.y, board.rect.right - left,
                        board.secret_panel.h)
    pygame.draw.rect(surface, (16, 20, 50), panel, border_radius=12)
    pygame.draw.rect(surface, look.GOLD, panel, width=2, border_radius=12)
    gap = board.gap
    title = board._fit(text_of("board.revealed"), "bold", board.label, panel.w - 4 * gap,
                       look.GOLD)
    surface.blit(title, (panel.x + 2 * gap, panel.y + gap))
    names = [highlight.names[s] if s < len(highlight.names) else str(s + 1)
             for s, _ in pairs]
    column_w = (panel.w - 2 * gap) / len(pairs)
    name_y = panel.y + gap + title.get_height() + gap // 2
    name_h = board._text("Ag", board.label, look.TEXT, "bold").get_height()
    card_h = max(8, panel.bottom - gap - name_y - name_h)
    card_w = min(round(card_h / faces.CARD_RATIO), round((column_w - 3 * gap) / 2))
    card_h = round(card_w * faces.CARD_RATIO)
    for column, ((_, cards), name) in enumerate(zip(pairs, names, strict=True)):
        x = panel.x + gap + column * column_w
        label = board._fit(name, "bold", board.label, round(column_w - gap), look.TEXT)
        surface.blit(label, label.get_rect(midtop=(round(x + column_w / 2), name_y)))
        start = round(x + (column_w - 2 * card_w - gap) / 2)
        for i, code in enumerate(cards):
            place = pygame.Rect(start + i * (card_w + gap), name_y + name_h, card_w, card_h)
            surface.blit(board.view.face(code, place.size), place)
    return panel


def tie_radius(cell: pygame.Rect) -> int:
    return max(8, round(cell.h * 0.22))


def paint_tie_badge(board: Any, surface: pygame.Surface, pill: pygame.Rect,
                    cell: pygame.Rect) -> pygame.Rect:
    """A tied majority's badge: a gold disc with "=" just right of the pill's gold frame,
    the mark the scoreboard writes "(=)" (a bare "=" there read as a stray line, finding 8;
    on the frame's corner it read as part of the frame, pt4b finding 12). Returns where
    it lies."""
    radius = tie_radius(cell)
    centre = (pill.right + 4 + radius, pill.centery)
    badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    badge.center = centre
    pygame.draw.circle(surface, look.GOLD, centre, radius)
    pygame.draw.circle(surface, faces.INK, centre, radius, width=1)
    mark = board._text("=", max(12, round(radius * 1.8)), faces.INK, "bold")
    surface.blit(mark, mark.get_rect(center=centre))
    return badge


@dataclass(frozen=True)
class CollectionLine:
    """One owner's collection line, laid out before it is painted: its colour groups,
    the colours it leads and those it ties, its face-down pair, and the room between the
    names' column and the score (`x` to `right`; `spare` of it for the pills)."""

    owner: int
    cell: pygame.Rect
    dummy: bool
    groups: list[tuple[str, list[int]]]
    leads: frozenset[str]
    ties: frozenset[str]
    down: int
    back: tuple[int, int]
    x: int
    right: int
    spare: int


def collection_line(owner: int, cell: pygame.Rect, cards: Sequence[str], obs: Any,
                    most: Sequence[Sequence[int]], name_w: int, score_w: int
                    ) -> CollectionLine:
    """Where `owner`'s line puts what (`score_w`: its score's width, 0 for the dummy)."""
    dummy = owner >= obs.num_players
    right = cell.right - 8 - (score_w + 8 if score_w else 0)
    groups = [(letter, sorted(int(c[1:]) for c in cards if c[0] == letter))
              for letter in faces.COLOUR_ORDER]
    groups = [(letter, values) for letter, values in groups if values]
    leads = frozenset(letter for letter, _ in groups if owner in most[COLOURS.index(letter)])
    ties = frozenset(letter for letter in leads if len(most[COLOURS.index(letter)]) > 1)
    down = 2 if (not dummy and obs.phase == "choose" and obs.chosen[owner]) else 0
    x = cell.x + 8 + name_w + 16
    back = (round((cell.h - 10) / faces.CARD_RATIO), cell.h - 10)
    # the tie badges stand in the line too, each beside its pill
    spare = right - x - (2 * (back[0] + 3) if down else 0) - \
        len(ties) * (2 * tie_radius(cell) + 4)
    return CollectionLine(owner, cell, dummy, groups, leads, ties, down, back, x, right, spare)


def shared_pill_fonts(board: Any, lines: Sequence[CollectionLine], h: int
                      ) -> list[tuple[int, bool]]:
    """One text size for all collection lines, the smallest any line needs to fit, and
    for each line whether its values stand close at that size. Kept per table (the
    board paints every frame; measuring a line renders its pills)."""
    key = ("shared", h, tuple((tuple((g, tuple(v)) for g, v in line.groups), line.spare)
                              for line in lines))
    if key not in board._fonts:
        board._fonts[key] = _shared_fonts(board, lines, h)
    return list(board._fonts[key])


def _shared_fonts(board: Any, lines: Sequence[CollectionLine], h: int
                  ) -> list[tuple[int, bool]]:
    needs = [pill_font(board, line.groups, h, line.spare) for line in lines if line.groups]
    if not needs:
        return [(MIN_PILL_TEXT, False)] * len(lines)
    font = min(size for size, _ in needs)
    return [(font, bool(line.groups) and pills_width(line.groups, h, font, False)
             > line.spare) for line in lines]


def fitting_pill_font(board: Any, groups: list[tuple[str, list[int]]], h: int,
                      spare: int) -> tuple[int, bool]:
    """A collection line's one text size, as large as fits `spare` px, and whether its
    values stand close (`pill_font` keeps the answer per line)."""
    size = max(12, round(h * 0.62))
    digits = sum(len(values) * 2 - 1 for _, values in groups)
    if not digits:
        return size, False
    width = board._text("0 " * 8, size, faces.INK, "bold").get_width() / 16  # a character
    room = (spare - sum(h + 22 for _ in groups)) * 0.94
    font = max(MIN_PILL_TEXT, min(size, int(size * room / max(1.0, digits * width))))
    readable = max(MIN_PILL_TEXT, round(size * READABLE_SHARE))
    font = max(font, readable)
    while font > readable and pills_width(groups, h, font, False) > spare:
        font -= 1
    if pills_width(groups, h, font, False) <= spare:
        return font, False
    font = size
    while font > MIN_PILL_TEXT and pills_width(groups, h, font, True) > spare:
        font -= 1
    return font, True


def pills_width(groups: list[tuple[str, list[int]]], h: int, font: int, tight: bool) -> int:
    """How wide a collection line's pills are, gaps included."""
    return sum(new_pill(letter, values, h, font, tight).get_width() + 6
               for letter, values in groups)


def pill_font(board: Any, groups: list[tuple[str, list[int]]], h: int,
              spare: int) -> tuple[int, bool]:
    """One text size for a whole collection line: as large as fits, the same for all;
    and whether the values stand close (no space between them), which a big
    collection at a small window needs to fit at a readable size. Kept per line in the
    board's cache: the board paints every frame, a collection changes once a turn."""
    key = (tuple((letter, tuple(values)) for letter, values in groups), h, spare)
    if key not in board._fonts:
        if len(board._fonts) > 100:
            board._fonts.clear()
        board._fonts[key] = fitting_pill_font(board, groups, h, spare)
    found: tuple[int, bool] = board._fonts[key]
    return found


STACK_FROM = 6  # a tight group of this many values stands in two lines


def spaced_values(values: list[int], font: int, gap: int) -> pygame.Surface:
    """A group's values in one line, `gap` px apart (narrower than a space)."""
    digits = [look.render(str(v), "bold", font, faces.INK) for v in values]
    line = pygame.Surface((sum(d.get_width() for d in digits) + gap * (len(digits) - 1),
                           max(d.get_height() for d in digits)), pygame.SRCALPHA)
    x = 0
    for digit in digits:
        line.blit(digit, (x, 0))
        x += digit.get_width() + gap
    return line


def new_pill(letter: str, values: list[int], h: int, font: int,
              tight: bool = False) -> pygame.Surface:
    """A collection's group of one colour as a pill: its symbol, then its values; a
    `tight` group of many values stands in two lines, half as long (pt6b 13: a long
    collection at 1024x700 nearly reached the score; one line had no room left)."""
    colour, kind = faces.STYLE[letter]
    lines = [values]
    stacked = max(9, round((h - 6) / 2 / 1.2))  # the size two lines of values fit at
    if tight and len(values) >= STACK_FROM and font <= stacked:
        # only once one line would be set smaller than two: a line shrinking to fit
        # (`fitting_pill_font`) turns to two lines there
        half = (len(values) + 1) // 2
        lines = [values[:half], values[half:]]
    # close values keep a gap of a fifth of the size in one line ("2 3 5" set close read
    # as the number 235); two lines, the last resort of a very long group, stand closest
    gap = max(2, font // 5) if len(lines) == 1 else 0
    texts = [spaced_values(line, font, gap) if tight else
             look.render(" ".join(str(v) for v in line), "bold", font, faces.INK)
             for line in lines]
    text = pygame.Surface((max(t.get_width() for t in texts),
                           sum(round(t.get_height() * 0.8) for t in texts)), pygame.SRCALPHA)
    y = 0
    for line_text in texts:
        text.blit(line_text, (0, y - round(line_text.get_height() * 0.1)))
        y += round(line_text.get_height() * 0.8)
    if len(texts) == 1:
        text = texts[0]
    w = h + text.get_width() + 10
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(pill, colour, pill.get_rect(), border_radius=max(3, h // 4))
    pygame.draw.rect(pill, faces.INK, pill.get_rect(), width=1, border_radius=max(3, h // 4))
    tab = pygame.Rect(h - 2, 3, w - h - 1, h - 6)
    pygame.draw.rect(pill, faces.PAPER, tab, border_radius=max(2, h // 6))
    pill.blit(text, text.get_rect(center=tab.center))
    faces.draw_symbol(pill, kind, (h / 2, h / 2), h * 0.3)
    return pill
