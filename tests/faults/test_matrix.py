"""Every user file x every fault; the game starts, no traceback, nothing the player had is
lost (see cases.py for what each case checks).

Every case drives the game to the title and back in a home with the fault. The smoke
test (every screen, ~0.4 s of CPU) runs for each way a file can fail to be read: as bytes
that are not a record (binary), as a record of the wrong kind (wrong_types,
newer_format), with numbers no screen can count with (absurd_numbers), as something
that is not a regular file (folder, symlink, fifo) and as one that cannot be opened
(unreadable); the other faults reach the same refusals. One
smoke test has every file broken that way at once (each file is read on its own path),
the data folder's faults one each. `python3 -m tests.faults.campaign` runs the smoke
test for every case on its own.
"""

from __future__ import annotations

import pytest

from .cases import Case, all_cases, run_case, run_smoke, speed_up

CASES = all_cases()
SMOKED = {"binary", "wrong_types", "newer_format", "folder", "symlink", "fifo", "unreadable",
          "absurd_numbers"}
SMOKES = [[c for c in CASES if c.fault == fault and c.target != "data"] for fault in SMOKED] \
    + [[c] for c in CASES if c.fault in SMOKED and c.target == "data"]


@pytest.fixture(scope="module", autouse=True)
def _thread_worker():
    undo = speed_up()
    yield
    undo()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_broken_file_is_handled(case, tmp_path):
    outcome = run_case(case, tmp_path, smoke=False)
    assert outcome.status == "handled", f"{case.id}: {outcome.status}: {outcome.detail}"


@pytest.mark.parametrize("cases", sorted(SMOKES, key=lambda cs: cs[0].id),
                         ids=lambda cs: "+".join(c.id for c in cs))
def test_the_smoke_test_passes_with_broken_files(cases: list[Case], tmp_path):
    outcome = run_smoke(cases, tmp_path)
    names = ", ".join(c.id for c in cases)
    assert outcome.status == "handled", f"{names}: {outcome.status}: {outcome.detail}"


def test_the_matrix_covers_every_file_and_fault():
    targets = {c.target for c in CASES}
    faults = {c.fault for c in CASES}
    assert targets == {"settings", "stats", "autosave", "archive", "data"}
    assert {"empty", "truncated", "binary", "wrong_shape", "wrong_types", "huge",
            "deep_nesting", "surrogates", "newer_format", "folder", "symlink", "unreadable",
            "fifo", "absurd_numbers"} <= faults
    smoked = {c for cases in SMOKES for c in cases}
    assert smoked == {c for c in CASES if c.fault in SMOKED}
    assert all(any(c.target == t for c in smoked) for t in targets)
