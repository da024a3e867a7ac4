"""Scenes open each other by name through the app's route table."""

from __future__ import annotations

import pytest

from astromagie.ui.app import App
from astromagie.ui.routes import ROUTES, route, scene_class
from astromagie.ui.scene import Scene

# the routes whose scene needs nothing but the app, and those that need the game
PLAIN = ("title", "settings", "pause")
OF_A_GAME = {"setup": ("monad",), "rules": (None, "monad"), "stats": ("monad",),
             "archive": ("monad",)}


@pytest.mark.parametrize("name", PLAIN + tuple(OF_A_GAME))
def test_a_name_opens_its_scene(app: App, name: str):
    scene = app.push_scene(name, *OF_A_GAME.get(name, ()))
    assert isinstance(scene, scene_class(name)) and isinstance(scene, Scene)
    assert app.stack.top is scene and scene.app is app
    if name in OF_A_GAME:  # the game it was named: no default game to fall back on
        assert scene.game == "monad"
    app.run_frames(2)


def test_an_unknown_name_lists_the_known_ones():
    with pytest.raises(KeyError, match="known: title"):
        route("nowhere")
    with pytest.raises(TypeError):
        scene_class("guide")  # a factory, not a class
    assert set(PLAIN) | set(OF_A_GAME) <= set(ROUTES)


def test_replace_and_back_to_the_title(app: App):
    title = app.push_scene("title")
    app.push_scene("rules", None, "astromagie")
    settings = app.replace_scene("settings")
    assert app.stack.scenes == (title, settings)
    app.push_scene("stats", "astromagie")
    app.back_to_title()
    assert app.stack.scenes == (title,)


def test_back_to_the_title_opens_one_when_there_is_none(app: App):
    app.push_scene("rules", None, "astromagie")
    app.back_to_title()
    assert len(app.stack) == 1 and isinstance(app.stack.top, scene_class("title"))


@pytest.mark.parametrize("name", sorted(ROUTES))
def test_every_route_names_a_scene_that_can_be_opened(name: str):
    factory = route(name)
    assert callable(factory)
    if isinstance(factory, type):
        assert issubclass(factory, Scene)
