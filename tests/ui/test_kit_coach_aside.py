"""The coach's card stands over the log column, its one home in every lesson (issue 38
round 19: pt15d 9 saw Monad's step 4 float mid-table while steps 1-3 stood in the side
column; pt15a 1 saw it on Astromagie's "next pair" caption), whatever the board holds;
on the board, beside its places, only where the column is too short for it."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.lesson import Crowd, card_rect, probe_step

FELT = (20, 30, 60)


def board_picture(frame, bare: pygame.Rect | None = None):
    """The felt, and a picture whose board is cards and words everywhere (stripes an edge
    apart) but for `bare`."""
    felt = pygame.Surface(frame.size)
    felt.fill(FELT)
    picture = felt.copy()
    for x in range(frame.board.x, frame.board.right, 6):  # half of it ink, with edges
        picture.fill((240, 240, 230), pygame.Rect(x, frame.board.y, 3, frame.board.h))
    if bare is not None:
        picture.fill(FELT, bare)
    return picture, felt


def log_column(frame) -> pygame.Rect:
    return pygame.Rect(frame.side.x + 8, frame.side.y + 300, frame.side.w - 16, 380)


def lay(frame, picture, felt, places, aside, height=200):
    crowd = Crowd(picture, felt, places, probe_step(frame))
    return card_rect(frame, places, crowd, lambda width: (height, 0), (), aside)


def places_everywhere(frame) -> list[pygame.Rect]:
    """Places pointed at in a grid over the whole board: no spot clear of them."""
    board, step = frame.board, 150
    return [pygame.Rect(x, y, 100, 100).clip(board) for x in range(board.x, board.right, step)
            for y in range(board.y, board.bottom, step)]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_with_no_spot_clear_of_the_places_the_card_stands_over_the_log_column(size):
    frame = compute_frame(size, 0.7)
    places = places_everywhere(frame)
    picture, felt = board_picture(frame)
    aside = log_column(frame)
    box, _size = lay(frame, picture, felt, places, aside)
    assert aside.contains(box) and box.w >= aside.w - 16  # as wide as the column
    assert not any(box.colliderect(p) for p in places)
    assert not box.colliderect(frame.board)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_pt15d_9_a_board_with_a_spot_clear_of_the_places_still_puts_the_card_in_the_column(
        size):
    """A free spot on the board is no reason to leave the column: the card stayed on the
    board for one lesson and in the column for the next (pt15d 9)."""
    frame = compute_frame(size, 0.7)
    places = [pygame.Rect(frame.board.x + 20, frame.board.y + 20, 120, 160)]
    bare = pygame.Rect(frame.board.x, places[0].bottom, frame.board.w, frame.board.h)
    picture, felt = board_picture(frame, bare.clip(frame.board))
    aside = log_column(frame)
    box, _size = lay(frame, picture, felt, places, aside)
    assert aside.contains(box) and not box.colliderect(frame.board)


def test_with_no_column_given_the_card_stands_on_the_board_off_its_places():
    frame = compute_frame((1280, 800), 0.7)
    places = [pygame.Rect(frame.board.x + 20, frame.board.y + 20, 120, 160)]
    picture, felt = board_picture(frame)
    crowd = Crowd(picture, felt, places, probe_step(frame))
    box, _size = card_rect(frame, places, crowd, lambda width: (200, 0), (), None)
    assert frame.board.contains(box) and not box.colliderect(places[0])


def test_a_log_column_too_short_for_the_card_leaves_it_on_the_board():
    frame = compute_frame((1280, 800), 0.7)
    places = places_everywhere(frame)
    picture, felt = board_picture(frame)
    short = log_column(frame)
    short.h = 120
    box, _size = lay(frame, picture, felt, places, short, height=200)
    assert frame.board.contains(box)
