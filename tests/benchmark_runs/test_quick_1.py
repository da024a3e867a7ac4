"""The `--quick` runs of share 1 of the benchmark scripts (runs.py deals them)."""

from .runs import quick_runs

test_quick_prints_its_figure_and_the_machine = quick_runs(1)
