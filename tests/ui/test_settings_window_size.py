"""Settings' window-size row says when the screen holds the window smaller than the
size chosen (pt3a 27: "1280 × 800" stood chosen in a 1024 × 700 window, unexplained)."""
from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.ui.scenes.settings import SettingsScene
from astromagie.ui.widgets import Choice
from astromagie.ui.widgets.text import text_of

CHOSEN = (1280, 800)


def shown(app) -> str:
    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.layout(app.size)
    sizes = scene.form.get("window_size", Choice)
    assert sizes.value == CHOSEN  # the choice stays the player's
    return text_of(dict(sizes.options)[sizes.value])


@pytest.mark.app(size=(1024, 700))
@pytest.mark.parametrize("lang, words", [("en", "1280 × 800 (screen: 1024 × 700)"),
                                         ("de", "1280 × 800 (Bildschirm: 1024 × 700)")])
def test_a_size_the_screen_forced_smaller_says_the_size_used(app, lang, words):
    app.settings.window_size = CHOSEN
    app._forced = app.size  # the window opened small on a small screen
    i18n.set_language(lang)
    try:
        assert shown(app) == words
    finally:
        i18n.set_language("en")


@pytest.mark.app(size=CHOSEN)
def test_a_window_at_the_chosen_size_shows_the_size_alone(app):
    app.settings.window_size = CHOSEN
    assert shown(app) == "1280 × 800"
