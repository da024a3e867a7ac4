"""Every benchmark script answers `--help`, and every one has its `--quick` run in a share."""

from __future__ import annotations

from pathlib import Path

import pytest

from .runs import BENCHMARKS, HELPERS, SCRIPTS, SHARES, help_of, share


def test_there_are_benchmarks_and_the_helpers_are_no_scripts() -> None:
    assert len(SCRIPTS) >= 8
    for helper in HELPERS:
        text = (BENCHMARKS / helper).read_text(encoding="utf-8")
        assert '__name__ == "__main__"' not in text, f"{helper} became a script: test it"


def test_every_script_is_in_exactly_one_share_of_quick_runs() -> None:
    dealt = [script for number in range(1, SHARES + 1) for script in share(number)]
    assert sorted(dealt) == SCRIPTS
    files = sorted(p.name for p in Path(__file__).parent.glob("test_quick_*.py"))
    assert files == [f"test_quick_{number}.py" for number in range(1, SHARES + 1)]


@pytest.mark.parametrize("script", SCRIPTS)
def test_help(script: str) -> None:
    code, said = help_of(script)
    assert code in (0, None), said
    assert "--quick" in said and said.startswith("usage:")
