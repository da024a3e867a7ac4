"""pt12b 12: the rule book's worked example showed the cards without the strip's numbers
under them, so "positions 0 to 3 are safe" had to be counted by hand. Zahlenstreifen
draws the example itself now, each card's position under it, as at the table."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.games.zahlenstreifen.view.rulepics import EXAMPLES, positions
from astromagie.ui.widgets.rulebook_page import RuleBookPage


def test_the_played_card_stands_at_0_and_the_closed_row_ends_at_1():
    assert positions(EXAMPLES["strip-play"]) == [6, 5, 4, 3, 2, 1, None, 0]
    assert positions(EXAMPLES["strip-after"]) == [6, 5, 4, 3, 2, 1]
    # the words' example: green 3 at 0, then violet 7, green 8 and yellow 6 safe to 3
    play = dict(zip(EXAMPLES["strip-play"], positions(EXAMPLES["strip-play"]), strict=True))
    assert [play[c] for c in ("G3", "V7", "G8", "Y6", "G1")] == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("size, width", [((1024, 700), 700), ((1280, 800), 900)])
def test_each_example_fits_its_column_with_a_line_of_numbers_under_the_cards(size, width):
    pygame.init()
    for name in EXAMPLES:
        example = VIEW.rule_example(name, width, size)
        assert example is not None
        picture = example.picture
        assert picture.get_width() <= width
        # the numbers' line below the faces: something drawn under the cards' height
        face_height = round(112 * max(0.75, min(size[0] / 1280, size[1] / 800)))
        assert picture.get_height() > face_height
        below = [picture.get_at((x, y)).a for x in range(picture.get_width())
                 for y in range(face_height + 1, picture.get_height())]
        assert max(below) > 0
    assert VIEW.rule_example("no-such-example", width, size) is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rule_book_draws_both_examples_and_no_bare_card_rows(lang):
    pygame.init()
    i18n.set_language(lang)
    try:
        page = RuleBookPage("zahlenstreifen", 900, (1280, 800))
        page.build()
        lines = list(page.words_at.values())
        assert "[[example: strip-play]]" in lines and "[[example: strip-after]]" in lines
        assert "[[R7 B9 G1 Y6 G8 V7 _ G3]]" not in lines
    finally:
        i18n.set_language("en")
