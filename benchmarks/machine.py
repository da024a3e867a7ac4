"""What every benchmark prints: the machine it ran on and its figure, in one form each.

Not a script: the benchmarks import it (tests/benchmark_runs/runs.py lists it as a helper).
`report_machine()` prints the line `machine: ...`; `figure(name, value, unit)` prints
the benchmark's headline result as `figure: NAME = VALUE UNIT`, the line the
benchmark tests look for. Every script also has `--quick` (QUICK_HELP): tiny sizes,
a few seconds, the same code path, so the tests notice a benchmark that rotted.
"""

from __future__ import annotations

import os
import platform

QUICK_HELP = ("a few seconds at tiny sizes: shows the script still runs (the figure is "
              "printed but is no measurement; the exit status ignores the target)")


def describe() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        load = f"load {os.getloadavg()[0]:.2f}"
    except (OSError, AttributeError):  # Windows has no load average
        load = "load n/a"
    return (f"{cpu}, {os.cpu_count()} cores, {load}, {platform.system()} {platform.release()}, "
            f"{platform.python_implementation()} {platform.python_version()}")


def report_machine() -> None:
    print(f"machine: {describe()}", flush=True)


def figure(name: str, value: float, unit: str) -> None:
    """Print the headline result: `figure: NAME = VALUE UNIT`."""
    print(f"figure: {name} = {value:.6g} {unit}", flush=True)
