"""Zahlenstreifen's collection rows: one line per owner above the band, painted for the
board (`board.StripBoard`), which keeps the rects, the text and pill caches, and where
each line's ink ends. Kept apart so the board's class stays within its size (round 19).
"""

from __future__ import annotations

from typing import Any

import pygame

from astromagie.kit import draw as look
from astromagie.kit.view import Highlight

from .ending import signed
from .outcome import leaders
from .panels import collection_line, paint_tie_badge, shared_pill_fonts
from .words import text_of


def paint_collections(board: Any, surface: pygame.Surface, state: Any, obs: Any,
                      highlight: Highlight) -> None:
    """Each owner's line: the name, the collection's colour pills (the most of a colour
    framed in gold, a tie with its "=" badge), face-down pairs, and the score at the
    right; keeps where each line's ink ends and each pill lies, for the coach (the
    board's `collection_ink` and `pill_boxes`)."""
    most = leaders(state)
    points = state.scores
    collections = list(obs.collections) + ([obs.dummy_collection] if obs.has_dummy else [])
    size = max(13, round(board.cells[0].h * 0.45))
    names = [text_of("dummy") if owner >= obs.num_players else highlight.names[owner]
             if owner < len(highlight.names) else str(owner + 1)
             for owner in range(len(collections))]
    # the names' column is as wide as the longest name needs (at most a fifth): the
    # room it leaves is the collections', which at 1024x700 ran past the score (H10)
    name_w = min(round(board.cells[0].w * 0.2),
                 max(board._text(n, size, look.TEXT, "bold").get_width() for n in names))
    scores = [board._text(signed(points[owner]), size, look.GOLD, "bold")
              for owner in range(obs.num_players)]
    lines = [collection_line(owner, cell, cards, obs, most, name_w,
                             scores[owner].get_width() if owner < len(scores) else 0)
             for owner, (cell, cards) in enumerate(zip(board.cells, collections,
                                                       strict=True))]
    # one text size for every line, the smallest any needs (pt4b, finding 12: the
    # person's digits shrank at five colours while the others' did not)
    fonts = shared_pill_fonts(board, lines, board.cells[0].h - 8)
    board.collection_ink, board.pill_boxes = [], {}
    for line, (font, tight) in zip(lines, fonts, strict=True):
        owner, cell = line.owner, line.cell
        look.rounded_panel(surface, cell)
        if highlight.refused == f"coll:{owner}":
            pygame.draw.rect(surface, look.DANGER, cell, width=2, border_radius=8)
        label = board._fit(names[owner], "bold", size, name_w,
                          look.TEXT_DIM if line.dummy else look.TEXT)
        surface.blit(label, label.get_rect(midleft=(cell.x + 8, cell.centery)))
        if not line.dummy:
            surface.blit(scores[owner], scores[owner].get_rect(
                midright=(cell.right - 8, cell.centery)))
        x, right = line.x, line.right
        ink_right = x  # where the line's ink ends: its pills, or "nothing collected yet"
        if not line.groups and not line.down:
            none = board._fit(text_of("board.none"), "text", max(13, size - 4), right - x,
                             look.TEXT_DIM)
            # its words are ink the coach keeps clear (pt9b 3: the card lay on them)
            ink_right = surface.blit(none, none.get_rect(midleft=(x, cell.centery))).right
        clip = surface.get_clip()
        # whatever happens, the collection never covers the score (H10)
        surface.set_clip(pygame.Rect(x - 4, cell.y, right - x + 4, cell.h).clip(clip))
        for letter, values in line.groups:
            pill = board._pill(letter, values, cell.h - 8, font, tight)
            box = pill.get_rect(midleft=(x, cell.centery))
            surface.blit(pill, box)
            x = box.right + 6
            if letter in line.leads:  # the most of this colour: scores it at 1 per card
                pygame.draw.rect(surface, look.GOLD, box.inflate(4, 4), width=2,
                                 border_radius=7)
            if letter in line.ties:  # a tie: every tied owner scores it so
                x = paint_tie_badge(board, surface, box, cell).right + 6
            board.pill_boxes[(owner, letter)] = pygame.Rect(box.x, cell.y, x - 6 - box.x,
                                                           cell.h)
        for _ in range(line.down):
            surface.blit(board.view.back(line.back), (x, cell.y + 5))
            x += line.back[0] + 3
        surface.set_clip(clip)
        board.collection_ink.append(pygame.Rect(cell.x, cell.y,
                                               min(max(x, ink_right), right) - cell.x,
                                               cell.h))
