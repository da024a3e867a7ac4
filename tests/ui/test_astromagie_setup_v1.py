"""V1's line on the New game screen says what the Saturn card may count as and when
(playtest pt14a, finding 11: "Saturn counts as whichever pays most" was unexplained),
in both languages, whole under its switch and clear of the other controls at 1024x700."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine.rules import score_row
from astromagie.ui.scenes.setup import SetupScene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_V1_the_line_names_saturns_four_values_and_that_they_count_when_a_row_scores(lang):
    i18n.set_language(lang)
    about = i18n.tr("astromagie.option_about.modern_rulers")
    for planet in ("SATURN", "PLUTO", "URANUS", "NEPTUNE"):
        assert i18n.tr(f"card.name.{planet}") in about
    assert {"en": "a scored Saturn card", "de": "beim Werten"}[lang] in about
    # and the rule it describes: the Saturn card pairs with Scorpio's Pluto under V1 only
    row = ("SCO", "WATER", "CAN", "SATURN")
    assert score_row(row, modern_rulers=True).points > score_row(row).points
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_V1_the_line_fits_under_its_switch_at_1024x700(app, lang):
    i18n.set_language(lang)
    setup = SetupScene(app, "astromagie")
    app.stack.push(setup)
    setup.draw(app.screen)
    about = setup.widget("option_modern_rulers_about")
    assert about.visible and app.screen.get_rect().contains(about.rect)
    others = [setup.widget(w).rect for w in ("option_target_score", "seed", "start")]
    assert pygame.Rect(about.rect).collidelist(others) < 0
    assert setup.widget("seed_note").rect.bottom <= setup._panel.bottom - 6
    i18n.set_language("en")
