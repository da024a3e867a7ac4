"""Every fault test starts a fresh run: its own ASTROMAGIE_HOME, no notice told yet, English."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.storage import notices


@pytest.fixture(autouse=True)
def _fresh_run(tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    notices.reset_reported()
    yield
    notices.reset_reported()
    i18n.set_language("en")
