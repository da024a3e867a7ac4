"""Startup time of the desktop game: from launching the process to the first frame on screen.

Each run starts a fresh Python process that goes through the normal entry point
(`astromagie` with no arguments: settings, language, window, title screen) and
reports the moment the first frame has been flipped; the figure is that moment
minus the time the process was launched, so interpreter start-up and every
import count. The player's files are not touched (a temporary ASTROMAGIE_HOME).

    python3 benchmarks/ui_startup.py                      # dummy video driver
    xvfb-run -a -s "-screen 0 1280x800x24" python3 benchmarks/ui_startup.py --real
    python3 benchmarks/ui_startup.py --quick              # one launch, no warm-up

Target (issue 4): <= 1 s.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure  # noqa: E402  (benchmarks/machine.py)

TARGET = 1.0

CHILD = r"""
import sys, time
from astromagie.ui import app as shell

_frame = shell.App.frame

def frame(self, dt):
    _frame(self, dt)
    if self.frames == 1:
        print("FIRST_FRAME", time.time(), flush=True)
        self.quit()

shell.App.frame = frame
from astromagie.cli.main import main
sys.exit(main([]))
"""


CPU: list[float] = []  # CPU seconds of each launch (user + system): unaffected by other load


def one_run(env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=REPO, capture_output=True,
                         text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    for line in out.stdout.splitlines():
        if line.startswith("FIRST_FRAME"):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no frame was shown (exit {out.returncode}): {out.stderr.strip()}")


def cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--real", action="store_true",
                        help="use the real display ($DISPLAY, e.g. under xvfb-run), not dummy")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP + "; one launch")
    args = parser.parse_args()
    if args.quick:
        args.runs = 1
    env = dict(os.environ)
    if not args.real:
        env["SDL_VIDEODRIVER"] = "dummy"
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYTHONPATH"] = str(REPO)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    # an installed game has its bytecode compiled (pip, PyInstaller); so should the measurement
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as home:
        env["ASTROMAGIE_HOME"] = home
        if not args.quick:
            one_run(env)  # warm the file cache (.pyc files, fonts) as a second launch would be
            CPU.clear()
        times = [one_run(env) for _ in range(args.runs)]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    median = statistics.median(times)
    print(f"startup to first frame: median {median * 1000:.0f} ms, best {min(times) * 1000:.0f} ms,"
          f" worst {max(times) * 1000:.0f} ms over {len(times)} runs "
          f"(target <= {TARGET * 1000:.0f} ms: {'met' if max(times) <= TARGET else 'NOT met'})")
    print(f"CPU time per launch (whole process, start to exit after the first frame): median "
          f"{statistics.median(CPU) * 1000:.0f} ms; load average now "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"machine: {cpu_name()}, {os.cpu_count()} cores, {platform.system()} "
          f"{platform.release()}, Python {platform.python_version()}, pygame-ce "
          f"{pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"video driver {'real display' if args.real else 'dummy'}")
    figure("startup to first frame, median", median, "s")
    return 0 if max(times) <= TARGET or args.quick else 1


if __name__ == "__main__":
    raise SystemExit(main())
