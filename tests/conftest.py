"""Shared test set-up: headless SDL before anything imports pygame, user folders
(settings, saves, statistics, logs) in a temporary place so no test touches the
player's own files, and how many examples each property test tries."""

import os

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Property tests: the test line (profile "ci") tries the same 50 examples of each property
# on every run and every machine, so a fresh clone passes or fails as CI did; no deadline,
# since a busy machine is no bug. `pytest --hypothesis-profile thorough` explores: ten
# times the examples, new ones each run.
settings.register_profile("ci", max_examples=50, deadline=None, derandomize=True)
settings.register_profile("thorough", max_examples=500, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path_factory.mktemp("home")))
