"""Issue 15: every user file x every fault; the game starts, the smoke test passes, no
traceback, nothing the player had is lost (see cases.py for what each case checks)."""

from __future__ import annotations

import pytest

from .cases import all_cases, run_case, speed_up

CASES = all_cases()


@pytest.fixture(scope="module", autouse=True)
def _thread_worker():
    undo = speed_up()
    yield
    undo()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_broken_file_is_handled(case, tmp_path):
    outcome = run_case(case, tmp_path)
    assert outcome.status == "handled", f"{case.id}: {outcome.status}: {outcome.detail}"


def test_the_matrix_covers_every_file_and_fault():
    targets = {c.target for c in CASES}
    faults = {c.fault for c in CASES}
    assert targets == {"settings", "stats", "autosave", "archive", "data"}
    assert {"empty", "truncated", "binary", "wrong_shape", "wrong_types", "huge",
            "deep_nesting", "surrogates", "newer_format", "folder", "symlink", "unreadable",
            "fifo"} <= faults
