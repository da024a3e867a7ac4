"""The table's message line keeps the normal text size for a hint (pt3a 24): a third
line where the tray has room, the first sentence of a long hint, before any shrinking."""
from __future__ import annotations

import pygame
import pytest

from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.messageline import first_sentence, fit_lines, hint_room_lines

HINT = ("Vorschlag: die oberste Quad mit 3 gelben Einern, der blauen Bi, der blauen Tri, "
        "2 orangen Einern und dem blauen Einer kaufen. Karten im Wert von 16 werden eine "
        "Quad, und Quads tauschen weiter: Zwei bringen eine Quint (36).")


def wrap(text: str, size: int, width: int) -> list[str]:
    return theme.wrap(text, "text", size, width) or [""]


def test_the_first_sentence_ends_before_a_capital_not_at_a_number():
    assert first_sentence(HINT).endswith("dem blauen Einer kaufen.")
    assert first_sentence("Play the 16. It wins.") == "Play the 16."
    assert first_sentence("Draw 2. then play") == "Draw 2. then play"  # no capital follows


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_long_hint_keeps_the_tables_normal_size(size):
    pygame.init()
    frame = compute_frame(size, 1.4)
    for width in (frame.message.w - 24, frame.message.w - 260):
        lines, px = fit_lines(wrap, HINT, frame, width, "hint")
        assert px == frame.font(19)  # before: two lines at the smallest size
        assert len(lines) <= hint_room_lines(frame, px)
        joined = " ".join(lines)
        assert joined == HINT or joined == first_sentence(HINT)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_hints_third_line_stays_above_the_hand(size):
    pygame.init()
    frame = compute_frame(size, 1.4)
    most = hint_room_lines(frame, frame.font(19))
    height = most * theme.font("text", frame.font(19)).get_linesize() + 10
    assert frame.message.top + 5 + height <= frame.hand_rects(1)[0].top


def test_a_refusal_is_never_cut_to_its_first_sentence():
    pygame.init()
    frame = compute_frame((1024, 700), 1.4)
    refusal = " ".join(["That card does not fit here. Play another."] * 6) + " (rule SR5)"
    lines, px = fit_lines(wrap, refusal, frame, frame.message.w - 24, "error")
    assert " ".join(lines) == refusal and len(lines) == 2 and px < frame.font(19)
