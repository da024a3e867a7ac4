"""Shared test set-up: headless SDL before anything imports pygame, and user folders
(settings, saves, statistics, logs) in a temporary place so no test touches the
player's own files."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path_factory.mktemp("home")))
