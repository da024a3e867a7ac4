"""Fixtures shared by the games' tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from astromagie import i18n


@pytest.fixture(params=["en", "de"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test runs in each language, English restored after it."""
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")
