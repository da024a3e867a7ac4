"""Time from launching the frozen app to its first frame on screen (target: <= 0.5 s).

    .venv/bin/python scripts/build.py && .venv/bin/python benchmarks/frozen_startup.py
    .venv/bin/python benchmarks/frozen_startup.py --quick   # one run from source, dummy video

Each run starts dist/Astromagie/Astromagie with ASTROMAGIE_EXIT_AFTER_FIRST_FRAME=1:
the build's entry script (build/spec/entry.py) prints "first frame" right after the
first pygame.display.flip() and the app closes normally. The figure is the wall
time from starting the process to reading that line. One warm-up run is left out
(the first start after a build reads the files from disk).

Display: the current one if $DISPLAY is set, else a private Xvfb (a real X window
is drawn), else SDL's dummy driver. Sound uses SDL's dummy driver (this machine has
no audio device). Settings live in a throwaway ASTROMAGIE_HOME.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import QUICK_HELP, describe, figure  # noqa: E402  (benchmarks/machine.py)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXE = ROOT / "dist" / "Astromagie" / (
    "Astromagie.exe" if sys.platform == "win32" else "Astromagie")
MARKER = "first frame"
TARGET = 0.5
TIMEOUT = 30.0


def start_xvfb() -> tuple[subprocess.Popen, str] | None:
    """A private Xvfb; returns it and its DISPLAY, or None when Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        return None
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as fh:
        number = fh.readline().strip()  # Xvfb writes its display number once it is ready
    if not number:
        server.kill()
        return None
    return server, f":{number}"


def one_run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds from launch to the first-frame line, CPU seconds the app had used then).

    Raises SystemExit if the line never comes. The CPU figure hardly depends on what
    else the machine is doing; the wall time does (this machine is shared).
    """
    with tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=err, text=True)
        seen = None
        cpu = 0.0
        assert proc.stdout is not None
        deadline = started + TIMEOUT
        for line in proc.stdout:
            if line.startswith(MARKER):
                seen = time.perf_counter() - started
                cpu = float(line.split()[-1])
                break
            if time.perf_counter() > deadline:
                break
        if seen is None:
            proc.kill()
        proc.stdout.read()
        proc.wait(timeout=TIMEOUT)
        if seen is None:
            err.seek(0)
            raise SystemExit(f"no first frame (exit code {proc.returncode}): {' '.join(cmd)}\n"
                             + err.read().decode(errors="replace"))
    return seen, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--exe", type=Path, default=DEFAULT_EXE, help="the built executable")
    parser.add_argument("--source", action="store_true",
                        help="time the source checkout (python build/spec/entry.py) instead")
    parser.add_argument("--dummy", action="store_true", help="SDL's dummy video driver")
    parser.add_argument("--quick", action="store_true",
                        help=QUICK_HELP + "; implies --source --dummy --runs 1, no warm-up")
    args = parser.parse_args(argv)
    if args.quick:  # the same measurement without a build, a display or a warm-up
        args.source, args.dummy, args.runs = True, True, 1

    if args.source:
        cmd = [sys.executable, str(ROOT / "build" / "spec" / "entry.py")]
        what = "source (python build/spec/entry.py)"
    else:
        if not args.exe.is_file():
            print(f"no build at {args.exe}: run python3 scripts/build.py first", file=sys.stderr)
            return 1
        cmd = [str(args.exe)]
        shown = args.exe.relative_to(ROOT) if args.exe.is_relative_to(ROOT) else args.exe
        what = f"frozen ({shown})"

    home = tempfile.mkdtemp(prefix="astromagie-bench-")
    env = dict(os.environ, ASTROMAGIE_EXIT_AFTER_FIRST_FRAME="1", ASTROMAGIE_HOME=home,
               ASTROMAGIE_NO_DIALOG="1", SDL_AUDIODRIVER="dummy")
    xvfb = None
    if args.dummy:
        env["SDL_VIDEODRIVER"] = "dummy"
        display = "SDL dummy driver"
    elif os.environ.get("DISPLAY") or sys.platform in ("win32", "darwin"):
        display = f"current display {os.environ.get('DISPLAY', '')}".strip()
    else:
        xvfb = start_xvfb()
        if xvfb is None:
            env["SDL_VIDEODRIVER"] = "dummy"
            display = "SDL dummy driver (no Xvfb)"
        else:
            env["DISPLAY"] = xvfb[1]
            env.pop("SDL_VIDEODRIVER", None)
            display = f"Xvfb {xvfb[1]} 1280x800x24"
    try:
        if not args.quick:
            one_run(cmd, env)  # warm-up: page cache, first settings file
        results = [one_run(cmd, env) for _ in range(args.runs)]
    finally:
        if xvfb is not None:
            xvfb[0].terminate()
            xvfb[0].wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)

    times = [wall for wall, _ in results]
    median = statistics.median(times)
    print(f"launch -> first frame, {what}, {display}")
    print(f"  runs {len(times)}: median {median:.3f} s, min {min(times):.3f} s, "
          f"max {max(times):.3f} s")
    cpus = [cpu for _, cpu in results]
    print(f"  CPU time the app used up to its first frame: median "
          f"{statistics.median(cpus):.3f} s, min {min(cpus):.3f} s")
    print(f"  target <= {TARGET} s: {'met' if median <= TARGET else 'NOT met'}")
    figure("launch to first frame, median", median, "s")
    print(f"machine: {describe()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
