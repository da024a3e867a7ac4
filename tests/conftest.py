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


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the test line's): one worker per processor this process may run on.

    xdist's own answer counts physical cores when psutil happens to be installed, which
    is 1 on a 2-vCPU machine with one thread per core seen as hyperthreads: the suite
    then runs on one worker and takes twice as long. PYTEST_XDIST_AUTO_NUM_WORKERS still
    decides when it is set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # no affinity on this platform (macOS, Windows)
        return None


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path_factory.mktemp("home")))
