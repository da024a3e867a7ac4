"""The route table: every screen of the game under a name, so scenes open each other by
name through the app (`app.push_scene("rules")`) and never import one another.

Like Tuxemon's state lookup, this is the one module that knows every scene class; the
app owns it and no scene imports it. A route is a class, or a factory for a scene opened
another way (the replay of a game in memory). Its first argument is always the app.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from astromagie.ui.guide.scene import GuideScene
from astromagie.ui.scene import Scene
from astromagie.ui.scenes.archive import ArchiveScene
from astromagie.ui.scenes.handover import HandoverScene
from astromagie.ui.scenes.pause import PauseScene
from astromagie.ui.scenes.results import ResultsScene
from astromagie.ui.scenes.rules import RulesScene
from astromagie.ui.scenes.settings import SettingsScene
from astromagie.ui.scenes.setup import SetupScene
from astromagie.ui.scenes.stats import StatsScene
from astromagie.ui.scenes.title import NoticeScene, TitleScene
from astromagie.ui.scenes.watch import WatchScene
from astromagie.ui.table.scene import TableScene

# the arguments after the app differ from route to route; each scene's constructor says which
SceneFactory = Callable[..., Scene]

ROUTES: Mapping[str, SceneFactory] = MappingProxyType({
    "title": TitleScene,
    "notice": NoticeScene,  # messages about the player's files, over the title
    "setup": SetupScene,
    "table": TableScene,
    "pause": PauseScene,
    "results": ResultsScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "stats": StatsScene,
    "archive": ArchiveScene,
    "watch": WatchScene,  # an archived game (a storage Playback)
    "watch_game": WatchScene.from_game,  # a game in memory (the results screen's)
    "handover": HandoverScene,  # between two people's turns at one screen
    "guide": GuideScene,  # the guided first game (a table inside, coach marks on top)
})


def route(name: str) -> SceneFactory:
    """The factory of the scene called `name`; KeyError names the known ones."""
    try:
        return ROUTES[name]
    except KeyError:
        raise KeyError(f"no scene called {name!r} (known: {', '.join(ROUTES)})") from None


def scene_class(name: str) -> type[Scene]:
    """The class of the scene called `name`, to ask whether a scene on the stack is one."""
    factory = route(name)
    if not isinstance(factory, type):
        raise TypeError(f"the route {name!r} is a factory, not a scene class")
    return factory
