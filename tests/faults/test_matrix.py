"""Every user file x every fault; the game starts, no traceback, nothing the player had is
lost (see cases.py for what each case checks).

Every case drives the game to the title and back in a home with the fault. The smoke
test (every screen, ~2 s a case) runs in a second home for one case of each way a file
can fail to be read, per file: as bytes that are not a record (binary), as a record of the
wrong kind (wrong_types, newer_format), as something that is not a regular file (folder,
symlink, fifo) and as one that cannot be opened (unreadable); the other faults reach the
same refusals. `python3 -m tests.faults.campaign` runs the smoke test for every case.
"""

from __future__ import annotations

import pytest

from .cases import all_cases, run_case, speed_up

CASES = all_cases()
SMOKED = {"binary", "wrong_types", "newer_format", "folder", "symlink", "fifo", "unreadable"}


@pytest.fixture(scope="module", autouse=True)
def _thread_worker():
    undo = speed_up()
    yield
    undo()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_broken_file_is_handled(case, tmp_path):
    outcome = run_case(case, tmp_path, smoke=case.fault in SMOKED)
    assert outcome.status == "handled", f"{case.id}: {outcome.status}: {outcome.detail}"


def test_the_matrix_covers_every_file_and_fault():
    targets = {c.target for c in CASES}
    faults = {c.fault for c in CASES}
    assert targets == {"settings", "stats", "autosave", "archive", "data"}
    assert {"empty", "truncated", "binary", "wrong_shape", "wrong_types", "huge",
            "deep_nesting", "surrogates", "newer_format", "folder", "symlink", "unreadable",
            "fifo"} <= faults
    assert all(any(c.target == t and c.fault in SMOKED for c in CASES) for t in targets)
