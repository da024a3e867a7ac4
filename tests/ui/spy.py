"""Texts a UI test sees drawn: a drawing call (`theme.render`, a painter's `fit`) wrapped so
each text it draws is noted, then drawn as before (one definition for the tests that ask
"was this said on screen?")."""

from __future__ import annotations

from typing import Any

import pytest


def texts_drawn(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[str]:
    """Wrap `owner.name` (its first argument the text) for the test; the list fills as
    texts are drawn."""
    said: list[str] = []
    original = getattr(owner, name)

    def noted(text: str, *args: Any, **kwargs: Any) -> Any:
        said.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(owner, name, noted)
    return said
