"""The `--quick` runs of share 4 of the benchmark scripts (runs.py deals them)."""

from .runs import quick_runs

test_quick_prints_its_figure_and_the_machine = quick_runs(4)
