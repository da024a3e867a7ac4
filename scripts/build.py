"""Build the desktop app with PyInstaller: one command on Linux, Windows and macOS.

    .venv/bin/python scripts/build.py     (after the README's build line made .venv)

Result: dist/Astromagie/ (run dist/Astromagie/Astromagie, Astromagie.exe on Windows;
macOS also gets dist/Astromagie.app). PyInstaller's work folder is build/pyinstaller/
(git-ignored). On Linux the folder also gets astromagie.desktop and install-desktop.sh
(distribution/linux/), which add the game to the applications menu.

    python3 scripts/build.py --smoke             build, then run the built app headless
    python3 scripts/build.py --smoke --no-build  only check an existing build

The smoke check (CI) first looks at the folder: the licence notices are inside
(distribution/notices.py) and, on Linux, it holds at most 40 MB. Then it runs the
built executable headless (SDL_VIDEODRIVER=dummy): the `simulate` subcommand,
--smoke-test (which must list the same screens as the source checkout's
--smoke-test: nothing left out of the bundle), a spawned child process as the AI
worker uses one (build/spec/entry.py) and --version; each must exit 0 with the
expected output, and the app must have written its log file. The closing line
counts the checks that passed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "spec" / "astromagie.spec"
WORK = ROOT / "build" / "pyinstaller"
DIST = ROOT / "dist"
APP_NAME = "Astromagie"
LINUX_FILES = ("astromagie.desktop", "install-desktop.sh")
SMOKE_TIMEOUT = 120  # seconds; a hung build must fail CI, not eat its 90 minutes
MAX_SIZE_MB = 40  # the Linux folder (issue 14); strip and excludes keep it near 37 MB
# Notices the folder must carry (distribution/notices.py writes them).
REQUIRED_NOTICES = ("Astromagie-LICENSE.txt", "Python-LICENSE.txt", "pygame-ce-LGPL-2.1.txt",
                    "bundled-libraries.md", "fonts/LICENSE-DejaVu.txt", "fonts/OFL-Noto.txt")


def app_dir(dist: Path = DIST) -> Path:
    """The one-folder build."""
    return dist / APP_NAME


def executable(dist: Path = DIST) -> Path:
    """The built program inside the one-folder build."""
    name = f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME
    return app_dir(dist) / name


def build(dist: Path = DIST, work: Path = WORK, clean: bool = False) -> Path:
    """Run PyInstaller on the spec; returns the executable. Raises on failure."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is missing: python3 -m pip install ".[build]"') from None
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
           "--distpath", str(dist), "--workpath", str(work), "--log-level", "WARN"]
    if clean:
        cmd.append("--clean")
    print("+", " ".join(cmd), flush=True)
    started = time.monotonic()
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")  # PyInstaller imports pygame
    code = subprocess.run(cmd, cwd=ROOT, check=False, env=env).returncode
    if code != 0:
        raise SystemExit(f"PyInstaller failed (exit code {code}); its messages are above")
    if sys.platform.startswith("linux"):
        for name in LINUX_FILES:
            source = ROOT / "distribution" / "linux" / name
            if source.is_file():
                shutil.copy2(source, app_dir(dist) / name)
        icon = ROOT / "assets" / "icons" / "astromagie.png"
        if icon.is_file():
            shutil.copy2(icon, app_dir(dist) / "astromagie.png")
    exe = executable(dist)
    if not exe.is_file():
        raise SystemExit(f"PyInstaller finished but {exe} is missing")
    print(f"built {exe} in {time.monotonic() - started:.0f} s", flush=True)
    return exe


def headless_env(home: Path) -> dict[str, str]:
    """The environment of a check run: no screen, no sound, no window, a throwaway home."""
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ASTROMAGIE_NO_DIALOG="1",
               ASTROMAGIE_HOME=str(home))
    return env


class Checks:
    """Counts the smoke checks that passed, so the closing line reports the real number."""

    def __init__(self) -> None:
        self.passed = 0

    def ok(self, what: str) -> None:
        self.passed += 1
        print(f"  ok: {what}", flush=True)


def run_checked(exe: Path | list[str], args: list[str], expect: str,
                env: dict[str, str]) -> str:
    """Run the app with `args`; raise unless it exits 0 and says `expect`.

    Returns the text from `expect` to the end of its line. A windowed build may have
    no stdout at all (Windows), so what the run added to its log file counts too.
    """
    cmd = [*(exe if isinstance(exe, list) else [str(exe)]), *args]
    print("+", " ".join(cmd), flush=True)
    log_file = Path(env["ASTROMAGIE_HOME"]) / "logs" / "astromagie.log"
    logged_before = log_file.stat().st_size if log_file.is_file() else 0
    result = subprocess.run(cmd, env=env, capture_output=True, text=True,
                            timeout=SMOKE_TIMEOUT, check=False)
    output = result.stdout + result.stderr
    if log_file.is_file():
        with open(log_file, encoding="utf-8", errors="replace") as fh:
            fh.seek(logged_before)
            output += fh.read()
    if result.returncode != 0 or expect not in output:
        raise SystemExit(f"FAILED ({result.returncode}): {' '.join(cmd)}\n{output}")
    line = next(line for line in output.splitlines() if expect in line)
    return line[line.index(expect):]


def folder_size(folder: Path) -> int:
    """Bytes in the folder's files (links counted once, as the files they are)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file()
               and not path.is_symlink())


def check_folder(exe: Path, checks: Checks) -> None:
    """The licence notices are inside, and (Linux) the folder is within its size."""
    folder = exe.parent
    licenses = folder / "_internal" / "licenses"
    if sys.platform == "darwin" and not licenses.is_dir():
        licenses = folder.parent / f"{APP_NAME}.app" / "Contents" / "Resources" / "licenses"
    missing = [name for name in REQUIRED_NOTICES if not (licenses / name).is_file()]
    if missing:
        raise SystemExit(f"FAILED: licence notices missing in {licenses}: {', '.join(missing)}")
    checks.ok(f"licence notices in {licenses.relative_to(folder.parent)}")
    size_mb = folder_size(folder) / 1_000_000
    if sys.platform.startswith("linux") and size_mb > MAX_SIZE_MB:
        raise SystemExit(f"FAILED: {folder} holds {size_mb:.1f} MB, more than {MAX_SIZE_MB} MB")
    checks.ok(f"folder size {size_mb:.1f} MB")


def smoke(exe: Path, checks: Checks | None = None) -> int:
    """The checks CI runs on a fresh build; returns how many passed (raises on a failure)."""
    checks = checks if checks is not None else Checks()
    check_folder(exe, checks)
    with tempfile.TemporaryDirectory(prefix="astromagie-smoke-") as tmp:
        home = Path(tmp)
        env = headless_env(home)
        run_checked(exe, ["simulate", "--games", "10", "--players", "3", "--seed", "1"],
                    "seconds", env)
        checks.ok("simulate ran in the build")
        frozen = run_checked(exe, ["--smoke-test"], "smoke test: ok", env)
        checks.ok("the build's --smoke-test")
        # A module missing from the bundle makes the smoke test skip its screen: the
        # frozen app must show exactly the screens the source checkout shows.
        source = run_checked([sys.executable, "-m", "astromagie"], ["--smoke-test"],
                             "smoke test: ok", dict(env, PYTHONPATH=str(ROOT)))
        if frozen != source:
            raise SystemExit(f"FAILED: the build shows other screens than the source:\n"
                             f"  build:  {frozen}\n  source: {source}")
        checks.ok("the build shows the same screens as the source")
        # The AI runs in a "spawn" child process: the frozen child must work too.
        run_checked(exe, [], "spawn ok", dict(env, ASTROMAGIE_CHECK_SPAWN="1"))
        checks.ok("a spawned child process works in the build")
        version = run_checked(exe, ["--version"], "astromagie ", env)
        checks.ok(f"--version says {version.strip()}")
        log_file = home / "logs" / "astromagie.log"
        if not log_file.is_file():
            raise SystemExit(f"FAILED: the built app wrote no log file at {log_file}")
        checks.ok(f"log file written ({log_file.name})")
    return checks.passed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--smoke", action="store_true",
                        help="after building, run the built app headless (CI)")
    parser.add_argument("--no-build", action="store_true",
                        help="skip PyInstaller; check the existing dist/ build")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)
    exe = executable() if args.no_build else build(clean=args.clean)
    if args.no_build and not exe.is_file():
        print(f"no build at {exe}: run python3 scripts/build.py first", file=sys.stderr)
        return 1
    if args.smoke:
        checks = Checks()
        try:
            smoke(exe, checks)
        except SystemExit as failure:
            print(failure, file=sys.stderr)
            print(f"build: {checks.passed} passed, 1 failed")  # the closing line CI reads
            return 1
        print(f"build: {checks.passed} passed, 0 failed")
    else:
        print(f"run it: {exe}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
