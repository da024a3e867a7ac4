"""The rule book's scoring examples draw their cards large enough to read the corner
symbols the words speak of (pt8a 10: at about 45 px wide they could not be read), and
every part of the example stays inside the text column at 1024x700 and 1280x800."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.view import rulebook
from astromagie.games.astromagie.view.faces import CardArt
from astromagie.look import theme


def scoring_parts(size: tuple[int, int], width: int) -> list[rulebook.Part]:
    sketch = rulebook._Sketch(CardArt(), width, size)
    rulebook._scoring(sketch)
    return sketch.parts


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("size", "width", "least"), [((1280, 800), 880, 80),
                                                      ((1024, 700), 700, 64)])
def test_R14_the_scoring_examples_cards_are_large_and_inside_the_column(lang, size, width,
                                                                         least):
    pygame.init()
    i18n.set_language(lang)
    parts = scoring_parts(size, width)
    card_w, card_h = rulebook._Sketch(CardArt(), width, size).card_size(
        rulebook.SCORING_CARD_HEIGHT)
    assert card_w >= least and card_h == theme.px(rulebook.SCORING_CARD_HEIGHT, size)
    rows = [surf for surf, _ in parts if surf.get_height() == card_h]
    assert len(rows) == len(rulebook.SCORING_EXAMPLES)  # one row of four cards each
    assert all(pos[0] + surf.get_width() <= width for surf, pos in parts)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R14_a_reckoning_never_breaks_before_its_result(lang, monkeypatch):
    """The narrower words column wrapped "= 1" onto a line of its own."""
    pygame.init()
    i18n.set_language(lang)
    wrapped: list[str] = []

    def paragraph(text, role, size, width, colour):
        wrapped.extend(theme.wrap(text, role, size, width))
        return pygame.Surface((1, 1))

    monkeypatch.setattr(theme, "paragraph", paragraph)
    scoring_parts((1024, 700), 700)
    results = [line for line in wrapped if "=" in line]
    assert len(results) == len(rulebook.SCORING_EXAMPLES)
    assert all("×" in line and not line.lstrip().startswith("=") for line in results)
    i18n.set_language("en")
