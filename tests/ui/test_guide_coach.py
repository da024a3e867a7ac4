"""Where the coach's bubble goes and where its arrow points (geometry only, no window)."""

from __future__ import annotations

import pygame

from astromagie.ui.guide.coach import CLEARANCE, Avoid, arrow_between, place_bubble

SCREEN = (1024, 700)


def test_with_nothing_to_point_at_the_bubble_is_centred():
    bubble = place_bubble(SCREEN, (400, 200), [], [])
    assert bubble.center == (512, 350)


def test_the_bubble_never_covers_its_target_and_stays_near_it():
    target = pygame.Rect(450, 300, 100, 140)
    bubble = place_bubble(SCREEN, (400, 150), [target], [])
    assert not bubble.colliderect(target.inflate(2 * CLEARANCE, 2 * CLEARANCE))
    assert pygame.Rect((0, 0), SCREEN).contains(bubble)
    far = place_bubble(SCREEN, (400, 150), [pygame.Rect(0, 0, 10, 10)], [])
    assert bubble.center != far.center


def test_the_bubble_leaves_what_must_stay_readable_alone():
    target = pygame.Rect(450, 300, 100, 100)
    message = pygame.Rect(0, 420, 1024, 30)
    bubble = place_bubble(SCREEN, (400, 150), [target], [], clear=[message])
    assert not bubble.colliderect(message)


def test_the_bubble_prefers_free_space_to_what_it_should_avoid():
    target = pygame.Rect(450, 300, 100, 100)
    left_half = Avoid(pygame.Rect(0, 0, 512, 700), 50.0)
    bubble = place_bubble(SCREEN, (300, 150), [target], [left_half])
    assert bubble.left >= 512 - 16  # at most one grid step into the avoided half


def test_with_no_room_at_all_the_bubble_still_appears_covering_as_little_as_it_can():
    target = pygame.Rect(0, 0, 1024, 600)
    bubble = place_bubble(SCREEN, (400, 150), [target], [])
    assert pygame.Rect((0, 0), SCREEN).contains(bubble)
    assert bubble.bottom == 700 - 8  # as low as it can go


def test_the_arrow_leaves_the_bubble_towards_the_target_and_stops_short_of_it():
    bubble = pygame.Rect(100, 100, 300, 100)
    target = pygame.Rect(200, 400, 80, 120)
    start, end = arrow_between(bubble, target)
    assert start[1] == bubble.bottom and bubble.left <= start[0] <= bubble.right
    assert end[1] < target.top and not target.collidepoint(end)
