"""Fixtures shared by the UI tests: an app at 1280x800 with its own user folders, and the
made-up game "Higher" (tests/kit/toy.py) on the shelf with its words.

A test module that needs another window or settings defines its own `app`, which
takes precedence over this one.
"""

import pytest

from astromagie import i18n
from astromagie.host import registry
from astromagie.storage import notices as storage_notices
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from tests.kit import toy


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    storage_notices.reset_reported()
    i18n.set_language("en")
    application = App(Settings(), size=(1280, 800))
    application.save_settings = lambda: None
    yield application
    application.close()
    i18n.set_language("en")


@pytest.fixture
def toy_on_the_shelf(monkeypatch):
    """The made-up game registered for one test, its rule book's words in the catalog."""
    registry.register(toy.INFO)
    for key, text in toy.RULE_WORDS.items():
        monkeypatch.setitem(i18n.load_catalog("en"), key, text)
    yield
    registry.unregister(toy.INFO.id)
