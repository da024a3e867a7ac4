"""The New game screen says what each of a game's variants does, under its switch (pt7a 10:
"V1 Modern rulers" and "V2 End at a target score" were explained only in the rule book),
in lines that stay inside the screen and clear of the other controls."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.ui.scenes.setup import SetupScene


@pytest.mark.parametrize("app,lang", [((1024, 700), "de"), ((1280, 800), "en")],
                         indirect=["app"])
def test_each_variant_is_described_under_its_switch_inside_the_screen(app, lang):
    i18n.set_language(lang)
    setup = SetupScene(app, "astromagie")
    app.stack.push(setup)
    setup.draw(app.screen)
    screen = app.screen.get_rect()
    for name in ("modern_rulers", "target_score"):
        about = setup.widget(f"option_{name}_about")
        assert about.visible and about.text == i18n.tr(f"astromagie.option_about.{name}")
        assert screen.contains(about.rect)
        assert about.rect.top >= setup.widget(f"option_{name}").rect.bottom - 1
    # the rest of the form still fits its panel (the seed's note was pushed out at first)
    # (with a margin: pt8a 9 saw its last line on the panel's border)
    assert setup.widget("seed_note").rect.bottom <= setup._panel.bottom - 6
    others = [setup.widget(w).rect for w in ("option_target_score", "seed", "start")]
    assert pygame.Rect(setup.widget("option_modern_rulers_about").rect).collidelist(others) < 0


@pytest.mark.parametrize("app,lang", [((1024, 700), "de"), ((1280, 800), "en")],
                         indirect=["app"])
def test_a_chosen_seat_kind_keeps_air_inside_its_gold_pill(app, lang):
    """pt10d 16: at 1024x700 the chosen "Mensch" filled its segment's pill edge to edge.
    Every option's bold words keep some px of air at each side inside the pill."""
    from astromagie.ui.widgets.controls import Choice

    i18n.set_language(lang)
    try:
        setup = SetupScene(app, "monad")
        app.stack.push(setup)
        setup.draw(app.screen)
        choices = [w for w in setup.form.widgets if isinstance(w, Choice) and w.visible]
        assert choices
        for choice in choices:
            for (_, bold), rect in zip(choice._labels, choice.segment_rects(), strict=True):
                pill = rect.inflate(-4, -4)
                assert bold.get_width() + 2 * choice.px(6) <= pill.w, (choice.id, rect)
    finally:
        i18n.set_language("en")
