"""Settings say when the screen holds the window smaller than the size chosen (pt3a 27:
"1280 × 800" stood chosen in a 1024 × 700 window, unexplained): the row keeps the
player's choice, the note under it gives the size the window has."""
from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.ui.scenes.settings import SettingsScene
from astromagie.ui.widgets import Choice, Label
from tests.ui.ui_events import frames

CHOSEN = (1280, 800)


def open_settings(app) -> SettingsScene:
    scene = SettingsScene(app)
    app.stack.push(scene)
    frames(app)
    sizes = scene.form.get("window_size", Choice)
    assert sizes.value == CHOSEN  # the choice stays the player's
    return scene


@pytest.mark.app(size=(1024, 700))
@pytest.mark.parametrize("lang, words", [
    ("en", "The screen is too small for 1280 × 800: the window is 1024 × 700."),
    ("de", "Der Bildschirm ist zu klein für 1280 × 800: Das Fenster hat 1024 × 700.")])
def test_a_size_the_screen_forced_smaller_says_the_size_used(app, lang, words):
    app.settings.window_size = CHOSEN
    app._forced = app.size  # the window opened small on a small screen
    i18n.set_language(lang)
    try:
        scene = open_settings(app)
        note = scene.form.get("note", Label)
        assert note.text.startswith(words) and note.text.endswith(i18n.tr("settings.saved"))
        assert scene._panel.contains(note.rect)  # its two lines inside the panel
        assert note.rect.bottom <= scene.form.get("back").rect.top
    finally:
        i18n.set_language("en")


@pytest.mark.app(size=CHOSEN)
def test_a_window_at_the_chosen_size_only_says_changes_are_saved(app):
    app.settings.window_size = CHOSEN
    scene = open_settings(app)
    assert scene.form.get("note", Label).text == i18n.tr("settings.saved")
