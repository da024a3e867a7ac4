"""The engine and the bots type-check strictly (issue 10; pyproject's mypy override)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def test_engine_and_ai_pass_mypy_strict():
    pytest.importorskip("mypy", reason="mypy is not installed (add it to the test extras)")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "astromagie/games", "astromagie/ai", "astromagie/host"],
        cwd=root, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
