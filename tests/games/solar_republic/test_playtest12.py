"""The Solar Republic after the tenth newcomer playtest (pt10c, /tmp/playtest10c/report.md):
the close-up's worth line keeps each number with its words (12: it broke between "1" and
"against you"), the first lesson says why everybody starts at −7 and what the draw-four
dialog's other answers are for (2, 5), and the review's reason names what sets its move
apart from the one played (10: "A 2" for a 2 played instead of another 2)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.view import VIEW
from astromagie.look import theme


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_SR15_the_close_ups_worth_line_never_breaks_a_number_from_its_words(lang):
    pygame.font.init()
    line = VIEW.facts("SA4")[-1]
    bound = ("1\u00a0point", "1\u00a0against\u00a0you") if lang == "en" else (
        "einen\u00a0Punkt", "einen\u00a0gegen\u00a0dich")
    assert all(words in line for words in bound), line
    for width in range(60, 700, 7):  # every width the close-up's column may have
        lines = theme.wrap(line, "text", 15, width)
        assert not any(row.endswith((" 1", " einen")) for row in lines), (width, lines)
