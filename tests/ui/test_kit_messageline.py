"""The table's message line keeps the normal text size for a hint (pt3a 24), two lines in
the strip the frame keeps between the board and the tray (pt9a 4, pt9d 4); a hint longer
than that is shown whole, never cut with "…" (pt11c 5, pt11d 6)."""
from __future__ import annotations

import pygame
import pytest

from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.messageline import (
    HINT_PX,
    MESSAGE_LINES,
    first_sentence,
    fit_lines,
    message_strip,
    tray_top,
)

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
def test_a_long_hint_keeps_the_tables_normal_size_and_all_its_words(size):
    pygame.init()
    frame = compute_frame(size, 1.4)
    for width in (frame.message.w - 24, frame.message.w - 260):
        lines, px = fit_lines(wrap, HINT, frame, width, "hint")
        assert px >= frame.font(HINT_PX)  # never the smallest size
        assert len(lines) <= MESSAGE_LINES or px == frame.font(HINT_PX)
        assert " ".join(lines).split() == HINT.split()  # whole (pt11c 5)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_two_lines_of_a_hint_fit_the_strip_between_board_and_tray(size):
    pygame.init()
    frame = compute_frame(size, 1.4)
    strip = message_strip(frame)
    assert strip.top > frame.board.bottom and strip.bottom < tray_top(frame)
    line = theme.font("text", frame.font(19)).get_linesize()
    assert strip.h >= 2 * line  # two lines at the table's size, with room to spare


def test_a_refusal_is_never_cut_to_its_first_sentence():
    pygame.init()
    frame = compute_frame((1024, 700), 1.4)
    refusal = " ".join(["That card does not fit here. Play another."] * 6) + " (rule SR5)"
    lines, px = fit_lines(wrap, refusal, frame, frame.message.w - 24, "error")
    assert " ".join(lines) == refusal and len(lines) == 2 and px < frame.font(19)


@pytest.mark.usefixtures("toy_on_the_shelf")
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_a_long_hint_painted_stays_off_the_tray_at_the_normal_size(app):
    from tests.ui.test_kit_table import human_turn, open_kit

    scene = open_kit(app)
    human_turn(app, scene)
    scene.say(HINT, "hint", 60.0)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box, frame = scene.painter.message_box, scene.frame
    # in the log column (pt15b 3), whole, at the hint's size, off the tray and the hand
    assert box is not None and frame.side.contains(box) and not scene.painter.message_cut
    hand = scene.hand()
    raised = frame.hand_rects(len(hand), 0, hand)[0].inflate(8, 8)
    assert not raised.colliderect(box) and not box.colliderect(frame.tray())
    height = theme.font("text", frame.font(15)).get_linesize()
    assert box.h >= 2 * height - 2  # two lines or more, not shrunk to one


@pytest.mark.usefixtures("toy_on_the_shelf")
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_a_two_line_refusals_panel_keeps_its_border_off_the_descenders(app):
    """pt5a, 6: the refusal's panel had no room under its second line, and its border ran
    through the descenders (g, p, y)."""
    from tests.ui.test_kit_table import human_turn, open_kit

    scene = open_kit(app)
    human_turn(app, scene)
    scene.say("Graphy gypsy jiggly poppy. " * 5, "error", 60.0)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.painter.message_box
    assert box is not None
    ink = [y for y in range(box.top, box.bottom) for x in range(box.left + 12, box.right - 12)
           if surface.get_at((x, y))[:3] == theme.DANGER[:3]]
    assert ink and max(ink) - min(ink) > theme.font("text", scene.frame.font(15)).get_height()
    assert max(ink) <= box.bottom - 3  # room between the last line's ink and the border


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_hint_too_long_for_two_lines_is_whole_in_more(size):
    """pt10a 1 cut a long hint to its move; pt11c 5 and pt11d 6 still saw it cut with "…",
    its end only on a hover nobody knew of: it is whole, in as many lines as it takes."""
    pygame.init()
    frame = compute_frame(size, 1.4)
    width = frame.message.w - 24
    hint = "Vorschlag: Jupiter auf 4. " + " ".join(["Danach kann jeder die Reihe nehmen."] * 12)
    lines, px = fit_lines(wrap, hint, frame, width, "hint")
    assert len(lines) > MESSAGE_LINES and px == frame.font(HINT_PX)
    assert " ".join(lines).split() == hint.split()
    assert all(theme.font("text", px).size(line)[0] <= width for line in lines)
