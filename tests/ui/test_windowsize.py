"""The window size remembered is the player's choice, and a resized window is centred
(playtest pt2, 37): decided without a screen."""

from __future__ import annotations

import pytest

from astromagie.look.theme import MIN_SIZE
from astromagie.ui.windowsize import centred, clamp_size, forced_size, size_to_save

CHOSEN = (1280, 800)


def test_a_size_a_small_screen_forced_is_not_saved_over_the_choice():
    forced = forced_size(CHOSEN, (1024, 700))
    assert forced == (1024, 700)
    assert size_to_save(CHOSEN, (1024, 700), forced) == CHOSEN  # the next big screen: big
    assert size_to_save(CHOSEN, (1024, 668), forced) == CHOSEN  # less a window manager's panel


def test_a_size_the_player_made_is_saved():
    assert forced_size(CHOSEN, CHOSEN) is None
    assert size_to_save(CHOSEN, (1100, 760), None) == (1100, 760)  # a drag of the edge
    forced = forced_size(CHOSEN, (1024, 700))
    assert size_to_save(CHOSEN, (900, 640), forced) == (900, 640)  # made smaller on purpose


def test_a_resized_window_is_centred_on_its_screen():
    assert centred((1280, 800), (1920, 1080)) == (320, 140)
    assert centred((1280, 800), (1024, 700)) == (0, 0)  # never off the top or left edge
    assert centred((1280, 800), None) is None and centred((1280, 800), (0, 0)) is None


def test_a_saved_size_is_never_below_the_smallest_window():
    assert clamp_size((10, 10)) == MIN_SIZE
    assert clamp_size("big") != clamp_size((10, 10))  # not two numbers: the default size


@pytest.mark.app(size=(1024, 700))
def test_a_window_the_screen_forced_smaller_keeps_and_shows_the_players_choice(app):
    from astromagie.ui.scenes.settings import SettingsScene

    app.settings.window_size = CHOSEN
    app._forced = app.size  # the window opened small on a small screen
    assert app.chosen_window_size() == CHOSEN
    assert SettingsScene(app).window_size() == CHOSEN  # the Settings row shows the choice
    app._forced = None  # a window at the size the player made
    assert app.chosen_window_size() == (1024, 700)
