"""How long the README's test line takes, as CI runs it: on a fresh clone, with a fresh venv.

Clones this checkout's HEAD into a temporary folder, then runs the README's test line
(found as .ci/run finds it) in two timed parts: the install (`python3 -m venv` and
`pip install ".[test]"`) and pytest. Prints the wall time and the CPU time of each
(the processes' user + system time, waited children included: on a shared machine the
wall time mostly measures the neighbours, the CPU time much less), the load before and
after, and pytest's CPU time by folder and the slowest files, measured per test by a
small plugin passed with `-p` (nothing in the clone changes).

    python3 benchmarks/suite_time.py [--runs 3] [--top 15] [-- PYTEST ARGS]
    python3 benchmarks/suite_time.py --quick    # one small test file in this checkout

Target (issue 30): the line within 90 s on an idle 2-core machine, install included;
pytest within about 120 s of CPU time.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LINE = re.compile(r"^    (python3 -m venv .* -m pytest)$", re.MULTILINE)  # as .ci/run reads it
PLUGIN = '''
import os, resource
import pytest

_rows = []

def _cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    before = _cpu()
    yield
    _rows.append((item.nodeid, _cpu() - before))

def pytest_sessionfinish(session):
    with open(os.path.join(os.environ["SUITE_TIME_OUT"], f"{os.getpid()}.tsv"), "w") as out:
        out.writelines(f"{node}\\t{cpu:.4f}\\n" for node, cpu in _rows)
'''


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def timed(command: str, cwd: Path, env: dict[str, str]) -> tuple[float, float, int, str]:
    """Run `command` in bash: its wall time, CPU time, exit status and last output line."""
    cpu, wall = children_cpu(), time.perf_counter()
    done = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True)
    lines = (done.stdout + done.stderr).strip().splitlines()
    return (time.perf_counter() - wall, children_cpu() - cpu, done.returncode,
            lines[-1] if lines else "")


def by_test(folder: Path) -> dict[str, float]:
    rows: dict[str, float] = {}
    for part in folder.glob("*.tsv"):
        for line in part.read_text(encoding="utf-8").splitlines():
            node, cpu = line.rsplit("\t", 1)
            rows[node] = float(cpu)
    return rows


def report(rows: dict[str, float], top: int) -> None:
    files: collections.Counter[str] = collections.Counter()
    folders: collections.Counter[str] = collections.Counter()
    for node, cpu in rows.items():
        path = node.split("::")[0]
        files[path] += cpu
        folders[path.rsplit("/", 1)[0] if path.count("/") > 1 else path] += cpu
    print(f"tests' own CPU time: {sum(rows.values()):.1f} s over {len(rows)} tests "
          "(the rest is start-up and collection in each worker)")
    for title, counts in (("by folder", folders), ("slowest files", files)):
        print(f"{title}:")
        for name, cpu in counts.most_common(top):
            print(f"  {cpu:7.1f} s  {name}")


def run_line(args: argparse.Namespace, plugin_dir: Path, index: int) -> float:
    with tempfile.TemporaryDirectory(prefix="astromagie-suite-") as tmp:
        clone = Path(tmp) / "clone"
        subprocess.run(["git", "clone", "-q", str(REPO), str(clone)], check=True)
        line = LINE.search((clone / "README.md").read_text(encoding="utf-8"))
        if line is None:
            sys.exit("README.md has no test line")
        install, _, pytest_part = line.group(1).rpartition(" && ")
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": str(plugin_dir), "SUITE_TIME_OUT": str(Path(tmp))}
        extra = " ".join(shlex.quote(a) for a in ["-p", "suite_time_plugin", *args.pytest])
        print(f"run {index}: load before {load()}")
        wall_i, cpu_i, code, last = timed(install, clone, env)
        print(f"  install: {wall_i:.1f} s wall, {cpu_i:.1f} s CPU (exit {code})")
        if code:
            sys.exit(f"the install failed: {last}")
        wall_p, cpu_p, code, last = timed(f"{pytest_part} {extra}", clone, env)
        print(f"  pytest:  {wall_p:.1f} s wall, {cpu_p:.1f} s CPU (exit {code}): {last}")
        print(f"  the line: {wall_i + wall_p:.1f} s wall; load after {load()}")
        report(by_test(Path(tmp)), args.top)
        return wall_i + wall_p


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="fresh clones, one after another")
    parser.add_argument("--top", type=int, default=15, help="files listed")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    parser.add_argument("pytest", nargs="*", help="more pytest arguments (after --)")
    args = parser.parse_args()
    report_machine()
    with tempfile.TemporaryDirectory(prefix="astromagie-suite-plugin-") as plugin_dir:
        (Path(plugin_dir) / "suite_time_plugin.py").write_text(PLUGIN, encoding="utf-8")
        if args.quick:  # no clone, no install: pytest on one small file of this checkout
            out = Path(plugin_dir) / "out"
            out.mkdir()
            env = {**os.environ, "PYTHONPATH": os.pathsep.join((plugin_dir, str(REPO))),
                   "SUITE_TIME_OUT": str(out)}
            wall, cpu, code, last = timed(
                f"{shlex.quote(sys.executable)} -m pytest -q -n 0 -p suite_time_plugin "
                "-p no:cacheprovider tests/test_plurals.py", REPO, env)
            print(f"pytest: {wall:.1f} s wall, {cpu:.1f} s CPU (exit {code}): {last}")
            report(by_test(out), args.top)
            figure("pytest wall time, one file", wall, "s")
            return code
        walls = [run_line(args, Path(plugin_dir), i + 1) for i in range(args.runs)]
    figure("README test line, slowest of the runs", max(walls), "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
