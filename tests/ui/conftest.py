"""Fixtures shared by the UI tests: one `app`, and the made-up game "Higher"
(tests/kit/toy.py) on the shelf with its words.

Every UI test starts and ends in English (the root conftest gives it its own user
folders). `app` is a window with its own user folders; a module or test says what
kind with the `app` mark instead of defining its own:

    pytestmark = pytest.mark.app(fast=True, autosave=False)

- `size`: the window (1280x800); a test parametrized indirectly on `app` gets its
  parameter as the size;
- `stored`: settings read from the user folder, as the game starts (else `Settings()`);
- `fast`: no sound, every animation a frame or two;
- `saves_settings`: the app writes its settings (else writing them is switched off);
- `autosave`: False to switch the autosave off;
- `uses`: fixtures to set up first (a module's fake autosave, say).
"""

from collections.abc import Iterator

import pygame
import pytest

from astromagie import i18n
from astromagie.host import registry
from astromagie.storage import notices as storage_notices
from astromagie.storage import saves as storage_saves
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.kit import table as kit_table
from tests.kit import toy
from tests.ui.workers import AnsweringWorker

FAST = 1000.0  # animation speed for whole games: every animation lasts a frame or two


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    mark = request.node.get_closest_marker("app")
    options = dict(mark.kwargs) if mark else {}
    for name in options.get("uses", ()):
        request.getfixturevalue(name)
    storage_notices.reset_reported()
    if options.get("autosave", True) is False:
        monkeypatch.setattr(storage_saves, "autosave_game", lambda game, config: [])
    size = getattr(request, "param", None) or options.get("size", (1280, 800))
    fast = {"sound": False, "animation_speed": FAST} if options.get("fast") else {}
    application = App(None if options.get("stored") else Settings(**fast), size=size)
    if options.get("stored"):
        application.settings.language = "en"
    if not options.get("saves_settings"):
        application.save_settings = lambda: None  # type: ignore[method-assign]
    yield application
    if pygame.display.get_init():  # unless the test closed the app itself
        pygame.event.clear()
    application.close()  # scenes exit, the window closes: the next test starts clean


@pytest.fixture
def toy_on_the_shelf(monkeypatch):
    """The made-up game registered for one test, its rule book's words in the catalog."""
    registry.register(toy.INFO)
    for key, text in toy.RULE_WORDS.items():
        monkeypatch.setitem(i18n.load_catalog("en"), key, text)
    yield
    registry.unregister(toy.INFO.id)


@pytest.fixture
def instant_bots(monkeypatch):
    """The kit table's bots answer at once, in the test's thread (AnsweringWorker)."""
    monkeypatch.setattr(kit_table, "AIWorker", AnsweringWorker)
