"""The route table: every screen of the game under a name, so scenes open each other by
name through the app (`app.push_scene("rules")`) and never import one another.

Like Tuxemon's state lookup, this is the one place that knows every scene, and it knows
them by name only: a route is "module:attribute", imported the first time it is opened.
So the app imports this table and no scene, the scenes import neither (they are typed
against `scene.Services`), and nothing imports back: there is no import circle. A
route is a class, or a factory for a scene opened another way (a game's guided first
game). Its first argument is always the app.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache
from types import MappingProxyType

from astromagie.ui.scene import Scene

# the arguments after the app differ from route to route; each scene's constructor says which
SceneFactory = Callable[..., Scene]

ROUTES: Mapping[str, str] = MappingProxyType({
    "title": "astromagie.ui.scenes.title:TitleScene",
    # messages about the player's files, over the title
    "notice": "astromagie.ui.scenes.title:NoticeScene",
    "setup": "astromagie.ui.scenes.setup:SetupScene",
    # the table every game plays at, drawn by the game's view (astromagie.ui.kit)
    "table": "astromagie.ui.kit.table:KitTableScene",
    # a game's guided first game: the table with the game's coach
    "guide": "astromagie.ui.kit.table:KitTableScene.guided_game",
    # the end of a game: winner, scores, the game's breakdown, the chart
    "results": "astromagie.ui.kit.results:KitResultsScene",
    # a finished game watched again, from the archive or the results (a Playback)
    "watch": "astromagie.ui.kit.watch:KitWatchScene",
    "pause": "astromagie.ui.scenes.pause:PauseScene",
    "rules": "astromagie.ui.scenes.rules:RulesScene",
    "settings": "astromagie.ui.scenes.settings:SettingsScene",
    "stats": "astromagie.ui.scenes.stats:StatsScene",
    "archive": "astromagie.ui.scenes.archive:ArchiveScene",
    "handover": "astromagie.ui.scenes.handover:HandoverScene",  # between two people's turns
    # Play with friends: host or join a table of a table server (issue 42)
    "lobby": "astromagie.ui.scenes.lobby:LobbyScene",
    # a game at a table server, seen from this window's seat
    "nettable": "astromagie.ui.kit.netscene:NetTableScene",
    "netresults": "astromagie.ui.kit.netscene:NetResultsScene",
})


@cache
def route(name: str) -> SceneFactory:
    """The factory of the scene called `name`; KeyError names the known ones."""
    try:
        target = ROUTES[name]
    except KeyError:
        raise KeyError(f"no scene called {name!r} (known: {', '.join(ROUTES)})") from None
    module_name, _, path = target.partition(":")
    found: object = importlib.import_module(module_name)
    for attribute in path.split("."):
        found = getattr(found, attribute)
    assert callable(found), target
    return found


def scene_class(name: str) -> type[Scene]:
    """The class of the scene called `name`, to ask whether a scene on the stack is one."""
    factory = route(name)
    if not isinstance(factory, type):
        raise TypeError(f"the route {name!r} is a factory, not a scene class")
    return factory
