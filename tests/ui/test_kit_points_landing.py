"""A score change lands on its seat's panel where no words stand (pt3a 3: "+1" and
"−1" landed over the scoreboard's "12 cards in hand"), at both window sizes, in English
and German: it shrinks as it lands to the bare band under the score."""
from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.look import theme
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.points import (
    POINTS_PX,
    badge,
    landing_px,
    score_spot,
    send_points,
)
from astromagie.ui.kit.seats import SeatPanel, paint_seat, score_gap


def text(words, size, colour, role="text"):
    return theme.render(words, role, size, colour)


def fit(words, size, width, colour, role="text"):
    return theme.render_fit(words, role, size, width, colour)


def back(size):
    card = pygame.Surface(size)
    card.fill((90, 60, 160))
    return card


def panel_words(rect, scale, panel):
    """The panel painted alone: the set of its pixels that are not its background."""
    surface = pygame.Surface((rect.right + 10, rect.bottom + 10))
    surface.fill((0, 0, 0))
    paint_seat(surface, panel, rect, scale, text, fit, back, 1.4, 0)
    plain = surface.get_at((rect.centerx, rect.bottom - 3))  # the panel's own colour
    return surface, plain


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 5])
@pytest.mark.parametrize("to_move, you", [(False, False), (True, True), (True, False)])
def test_a_landed_score_covers_no_words_of_its_panel(size, lang, to_move, you, seats):
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame(size, 1.4)
        rect = frame.seat_rect(1, seats)
        panel = SeatPanel(1, "Vega", "medium", -12, None if you else 12,
                          ("0 won − 12 in hand",), to_move, False, you, game="solar-republic")
        surface, plain = panel_words(rect, frame.scale, panel)
        px = landing_px(rect, frame.scale)
        for words in ("+1", "−12"):
            spot = score_spot(rect, frame.scale, words)
            box = badge(text, words, px, theme.GOLD, frame.scale).get_rect(center=spot)
            assert rect.contains(box)
            inked = [(x, y) for x in range(box.left, box.right)
                     for y in range(box.top, box.bottom) if surface.get_at((x, y)) != plain]
            assert not inked, (words, inked[:5])
    finally:
        i18n.set_language("en")


def test_the_label_rises_in_its_seats_band_at_the_bands_size():
    """pt7c 4: each number rises at and lands on its own seat's score, never over the
    board (a bot's "+1" flew up over the person's hand, "−3" crossed the draw pile)."""
    pygame.init()
    frame = compute_frame((1280, 800), 1.4)
    rect = frame.seat_rect(1, 3)
    animator = anim.Animator(speed=1.0)
    send_points(animator, [(1, -1)], lambda seat: rect, frame.scale)
    (label,) = animator.labels
    band = score_gap(rect, frame.scale)
    assert label.px_now() == landing_px(rect, frame.scale) < frame.font(POINTS_PX)
    assert label.text == "\u22121" and band.collidepoint(label.now()[0])  # the seat's own
    start = label.now()[0]
    animator.update(label.duration * 0.9)
    assert band.collidepoint(label.now()[0]) and label.now()[0][1] < start[1]  # it rose
