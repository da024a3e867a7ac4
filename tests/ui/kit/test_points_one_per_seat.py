"""pt15b 2: a faint "−2" stood beside Orion's total, which a later move had changed by
more: two score changes faded on one seat's spot and the older, read last, was not the
total's latest change. One label stands on a seat's panel; a later change of that seat
ends the one before; each fades within POINTS_SECONDS of its start (at speed 1)."""

from __future__ import annotations

import pygame

from astromagie.ui.kit.animation import Animator
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.points import POINTS_SECONDS, points_text, send_points, shown_points


def _panel(seat: int) -> pygame.Rect:
    return pygame.Rect(1000, 40 + 124 * seat, 270, 118)


def test_pt15b_2_a_later_change_of_a_seat_ends_the_one_before_on_its_panel():
    frame = compute_frame((1280, 800), 1.4)
    animator = Animator()
    send_points(animator, [(2, -9), (0, 3)], _panel, 1.0)
    animator.update(0.5)
    assert sorted(words for words, *_ in shown_points(animator, frame)) == ["+3", "−9"]
    send_points(animator, [(2, -2)], _panel, 1.0, delay=0.4)  # the next move, still flying
    animator.update(0.1)
    shown = sorted(words for words, *_ in shown_points(animator, frame))
    assert shown == ["+3", "−9"]  # the newer one has not started: the older still stands
    animator.update(0.4)
    shown = sorted(words for words, *_ in shown_points(animator, frame))
    assert shown == ["+3", points_text(-2)]  # one number on Orion's spot, the latest change
    assert sum(1 for label in animator.labels if label.seat == 2) == 1


def test_a_score_change_is_gone_within_its_seconds():
    frame = compute_frame((1024, 700), 1.4)
    animator = Animator()
    send_points(animator, [(1, -2)], _panel, 1.0)
    animator.update(POINTS_SECONDS - 0.05)
    assert shown_points(animator, frame)
    animator.update(0.1)
    assert shown_points(animator, frame) == [] and animator.labels == []
