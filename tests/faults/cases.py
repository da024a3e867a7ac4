"""The broken-file matrix of issue 15's fault campaign, as data and one runner.

Every user file (settings.json, stats.json, the autosave, an archived game,
and the data folder itself) x every fault (empty, truncated, binary, wrong
shape, wrong types, huge, deep nesting, surrogates, newer format, folder,
symlink, unreadable, FIFO, and a few the campaign added). `run_case` builds
the fault in a fresh home and checks, in this process:

1. a headless drive: the title is reached, every notice closes with one
   Enter, and returning to the title (which loads the autosave again) brings
   no notice back (the notice-once rule);
2. `--smoke-test` (astromagie.ui.app.run) returns 0, in a second home (`run_smoke`
   breaks every file the same way in one home: each file is read on its own path, so
   one smoke test covers them all, and `python3 -m tests.faults.campaign` runs one
   per case to tell which file a failure came from);
3. no traceback: nothing on stderr, no log record with an exception;
4. the original bytes still exist somewhere under the home (or, for a FIFO, the
   FIFO itself), and a symlink's target was never written through.

"Unreadable" cannot be made with chmod when the tests run as root (CI does):
it is injected instead, by making os.open refuse the path (and os.access
deny a folder), which is what the storage code sees for chmod 000.

`python3 -m tests.faults.campaign` runs all cases and prints the totals.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import copy
import errno
import io
import json
import logging
import os
import random
import signal
import stat
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

HANG_SECONDS = 30  # one case that takes longer counts as a hang
ARCHIVE_NAME = "20260101-120000-0000000000.json"  # renamed to its real key when built
WITNESS_IN_FOLDER = b"kept inside the folder that stood where a file belongs"
LINK_TARGET = b'{"a symlink target": "never written through", '
ODD_BINARY = bytes(range(256)) * 4 + b"\x00\xff\xfe"
HUGE_TEXT = 1_500_000  # characters: over the 1 MB the reader accepts
LONG_TEXT = 600_000  # characters: under it, but no name is that long


# --- the valid files ---------------------------------------------------------------

def _played(seats: int, seed: int, turns: int | None) -> object:
    from astromagie.games.astromagie.engine import Game

    game = Game.new(seats, seed)
    rng = random.Random(seed)
    while not game.is_over() and (turns is None or len(game.history) < turns):
        game.apply(rng.choice(game.legal_moves()))
    return game


def _config(seats: int) -> object:
    from astromagie.gameconfig import GameConfig, SeatConfig

    kinds = ["human", "easy", "hard", "medium", "random"][:seats]
    return GameConfig(tuple(SeatConfig(f"P{i}", k) for i, k in enumerate(kinds)), game="astromagie")


def valid_data(target: str) -> dict:
    from astromagie.storage.saves import make_record
    from astromagie.storage.settings import Settings

    if target == "settings":
        data = Settings().to_json()
        data["language"] = "en"
        data["seats"][0]["name"] = "Ada"
        return data
    if target == "stats":
        return {"version": 1, "last_game": None, "buckets": {
            "easy/2": {"level": "easy", "seats": 2, "played": 3, "won": 1, "tied": 0,
                       "best_trick": 12, "points": 40, "tricks": 5},
            "hard/3": {"level": "hard", "seats": 3, "played": 2, "won": 2, "tied": 1,
                       "best_trick": 30, "points": 70, "tricks": 9}}}
    if target == "autosave":
        return make_record(_played(3, 7, 12), _config(3))
    if target == "archive":
        return make_record(_played(2, 11, None), _config(2))
    raise ValueError(target)


def target_path(home: Path, target: str) -> Path:
    if target == "settings":
        return home / "config" / "settings.json"
    if target == "stats":
        return home / "data" / "stats.json"
    if target == "autosave":
        return home / "data" / "autosave.json"
    if target == "archive":
        from astromagie.storage import saves

        record_key = getattr(saves, "record_key", getattr(saves, "_digest", None))
        return home / "data" / "games" / f"20260101-120000-{record_key(valid_data(target))}.json"
    if target == "data":
        return home / "data"
    raise ValueError(target)


# --- the faults ----------------------------------------------------------------------

def _swap(value: object) -> object:
    """A value of another JSON type."""
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int):
        return "12"
    if isinstance(value, float):
        return [value]
    if isinstance(value, str):
        return 12345
    if isinstance(value, list):
        return {"0": value[:1]}
    if isinstance(value, dict):
        return [1, 2]
    return {"null": True}


def wrong_types(target: str, data: dict) -> dict:
    data = copy.deepcopy(data)
    if target == "stats":  # inside the entries, where the validation is per field
        easy, hard = data["buckets"]["easy/2"], data["buckets"]["hard/3"]
        easy["points"] = 6.0
        easy["played"] = float("nan")
        hard["won"] = 99  # more won than played
        data["last_game"] = 7
        return data
    keep = {"version", "format"}
    return {k: (v if k in keep else _swap(v)) for k, v in data.items()}


def _named(target: str, data: dict, name: str) -> dict:
    data = copy.deepcopy(data)
    if target == "settings":
        data["seats"][0]["name"] = name
    elif target == "stats":
        data["buckets"]["easy/2"]["level"] = name
        data["buckets"][f"{name}/2"] = data["buckets"].pop("easy/2")
    else:
        data["players"][0] = name
        data["seats"][0]["name"] = name
    return data


def newer(target: str, data: dict) -> dict:
    data = copy.deepcopy(data)
    if target in ("settings", "stats"):
        data["version"] = 99
    else:
        data["format"] = "astromagie-record/2"
    return data


ABSURD_INT = int("9" * 400)  # issue 40: a points total of hundreds of digits


def absurd_numbers(value: object) -> object:
    """`value` with every integer hundreds of digits long and every float infinite (JSON
    that Python writes and reads, though no program of ours ever would)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return ABSURD_INT if value >= 0 else -ABSURD_INT
    if isinstance(value, float):
        return float("inf")
    if isinstance(value, list):
        return [absurd_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: (v if k == "version" else absurd_numbers(v)) for k, v in value.items()}
    return value


def _absurd_in(target: str, data: dict) -> dict:
    """Statistics with absurd totals beside sane counts (a mean then overflows a float);
    any other file with every number absurd."""
    if target != "stats":
        return absurd_numbers(data)  # type: ignore[return-value]
    data = copy.deepcopy(data)
    for bucket in data["buckets"].values():
        bucket["points"] = ABSURD_INT
        bucket["tricks"] = -ABSURD_INT
    return data


def _dumps(data: object) -> bytes:
    return json.dumps(data).encode("utf-8")  # ensure_ascii: a lone surrogate is \\ud800


BYTE_FAULTS: dict[str, Callable[[str, dict, bytes], bytes]] = {
    "empty": lambda t, d, b: b"",
    "truncated": lambda t, d, b: b[: len(b) // 2],
    "binary": lambda t, d, b: ODD_BINARY,
    "wrong_shape": lambda t, d, b: b'[["a", "list"], "where an object belongs"]',
    "wrong_types": lambda t, d, b: _dumps(wrong_types(t, d)),
    "huge": lambda t, d, b: _dumps(_named(t, d, "V" * HUGE_TEXT)),
    "long_text": lambda t, d, b: _dumps(_named(t, d, "L" * LONG_TEXT)),
    "deep_nesting": lambda t, d, b: b"[" * 200_000 + b"]" * 200_000,
    "surrogates": lambda t, d, b: _dumps(_named(t, d, "Ve\ud800ga\x00")),
    "newer_format": lambda t, d, b: _dumps(newer(t, d)),
    "nan_and_big_ints": lambda t, d, b: b.replace(b"1", b"NaN", 1).replace(
        b"2", b"9" * 5000, 1),
    "absurd_numbers": lambda t, d, b: _dumps(_absurd_in(t, d)),
}
RECORD_FAULTS: dict[str, Callable[[str, dict, bytes], bytes]] = {
    # issue 15 defect 3d: int() accepts "²" (the engine helper makes Move.parse refuse it;
    # storage refuses it in any case)
    "odd_digit_format": lambda t, d, b: _dumps(dict(d, format="astromagie-record/²")),
    "odd_digit_turn": lambda t, d, b: _dumps(dict(d, turns=["P ²:LEO", *d["turns"][1:]])),
    "illegal_turn": lambda t, d, b: _dumps(_with_illegal_turn(d)),
}


def _with_illegal_turn(data: dict) -> dict:
    """The record cut after 3 turns plus a later turn that the rules refuse there."""
    from astromagie.games.astromagie.engine import Move
    from astromagie.games.astromagie.engine.record import load_record

    record = load_record(data)
    game = record.new_game()
    for move in record.turns[:3]:
        game.apply(move)
    for text in data["turns"][4:]:
        if game.check(Move.parse(text)) is not None:
            return dict(data, turns=[*data["turns"][:3], text])
    raise AssertionError("no illegal turn found")
NODE_FAULTS = ("folder", "symlink", "symlink_dangling", "unreadable", "fifo")
FILE_TARGETS = ("settings", "stats", "autosave", "archive")
DATA_FAULTS = ("empty", "binary", "symlink", "symlink_dangling", "unreadable", "fifo")


@dataclass(frozen=True)
class Case:
    target: str
    fault: str

    @property
    def id(self) -> str:
        return f"{self.target}-{self.fault}"


def all_cases() -> list[Case]:
    cases = []
    for target in FILE_TARGETS:
        faults = [*BYTE_FAULTS, *NODE_FAULTS]
        if target in ("autosave", "archive"):
            faults += list(RECORD_FAULTS)
        cases += [Case(target, fault) for fault in faults]
    cases += [Case("data", fault) for fault in DATA_FAULTS]
    return cases


@dataclass
class Built:
    """A fault in place: what must survive, and what it injects while the game runs."""

    witness: bytes | None  # bytes that must still exist somewhere under the home
    fifo: bool = False  # a FIFO must still exist somewhere under the home
    link_target: Path | None = None  # must still hold `witness` exactly
    unreadable: Path | None = None


def build(case: Case, home: Path) -> Built:
    """Lay out valid files for every target, then put `case`'s fault in place."""
    return build_all([case], home)[0]


def build_all(cases: list[Case], home: Path) -> list[Built]:
    """Lay out valid files for every target, then put each case's fault in place (a fault
    of the data folder alone: the files live in it)."""
    for target in FILE_TARGETS:
        path = target_path(home, target)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_dumps(valid_data(target)))
    if any(case.target == "data" for case in cases):
        assert len(cases) == 1, "a broken data folder is tried on its own"
        return [_build_data(cases[0].fault, home)]
    return [_build_file(case, home) for case in cases]


def _build_file(case: Case, home: Path) -> Built:
    path = target_path(home, case.target)
    data = valid_data(case.target)
    good = _dumps(data)
    faults = {**BYTE_FAULTS, **RECORD_FAULTS}
    if case.fault in faults:
        content = faults[case.fault](case.target, data, good)
        path.write_bytes(content)
        return Built(content)
    path.unlink()
    return _build_node(case.fault, path, home, good)


def _build_node(fault: str, path: Path, home: Path, good: bytes) -> Built:
    if fault == "folder":
        path.mkdir()
        witness = WITNESS_IN_FOLDER + b" " + path.name.encode()
        (path / "keep.txt").write_bytes(witness)
        return Built(witness)
    if fault in ("symlink", "symlink_dangling"):
        target = home / "elsewhere" / f"linked-to-{path.name}"
        target.parent.mkdir(exist_ok=True)
        if fault == "symlink":
            target.write_bytes(LINK_TARGET + path.name.encode())
        os.symlink(target, path)
        return Built(target.read_bytes() if fault == "symlink" else None,
                     link_target=target if fault == "symlink" else None)
    if fault == "unreadable":
        if path.name == "data":
            path.mkdir(exist_ok=True)
        else:
            path.write_bytes(good)
        return Built(None if path.name == "data" else good, unreadable=path)
    if fault == "fifo":
        os.mkfifo(path)
        return Built(None, fifo=True)
    raise ValueError(fault)


def _build_data(fault: str, home: Path) -> Built:
    data = home / "data"
    if fault == "unreadable":
        kept = (data / "stats.json").read_bytes()
        built = _build_node(fault, data, home, b"")
        built.witness = kept
        return built
    for child in sorted(data.rglob("*"), reverse=True):
        child.rmdir() if child.is_dir() else child.unlink()
    data.rmdir()
    if fault == "empty":
        data.write_bytes(b"")
        return Built(None)
    if fault == "binary":
        data.write_bytes(ODD_BINARY)
        return Built(ODD_BINARY)
    return _build_node(fault, data, home, b"")


@contextlib.contextmanager
def injected(*builts: Built) -> Iterator[None]:
    """Make each `built.unreadable` look like chmod 000 to this process (works as root
    too)."""
    # once moved aside, what is at the name is new: the inode tells them apart
    denied = {os.fspath(b.unreadable): os.lstat(b.unreadable).st_ino
              for b in builts if b.unreadable is not None}
    if not denied:
        yield
        return
    real_open, real_access = os.open, os.access

    def refused(path: object) -> bool:
        try:
            name = os.path.abspath(os.fspath(path))  # type: ignore[arg-type]
        except TypeError:
            return False
        for place, original in denied.items():
            if name == place or name.startswith(place + os.sep):
                try:
                    return os.lstat(place).st_ino == original
                except OSError:
                    return False
        return False

    def fake_open(path, flags, mode=0o777, *, dir_fd=None):  # type: ignore[no-untyped-def]
        if dir_fd is None and refused(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, mode, dir_fd=dir_fd)

    def fake_access(path, mode, **kwargs):  # type: ignore[no-untyped-def]
        if refused(path):
            return False
        return real_access(path, mode, **kwargs)

    os.open, os.access = fake_open, fake_access  # type: ignore[assignment]
    try:
        yield
    finally:
        os.open, os.access = real_open, real_access  # type: ignore[assignment]


# --- running a case --------------------------------------------------------------------

@dataclass
class Outcome:
    case: Case
    status: str  # "handled", "lost", "hang", "crash", "stuck", "failed"
    detail: str = ""
    seconds: float = 0.0


class _Hang(Exception):
    pass


@contextlib.contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    def ring(signum, frame):  # type: ignore[no-untyped-def]
        raise _Hang(f"no answer after {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


class _Tracebacks(logging.Handler):
    """Collects every log record that carries an exception (a swallowed traceback)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.found.append(f"{record.name}: {record.getMessage()} "
                              f"({record.exc_info[0].__name__ if record.exc_info[0] else ''})")


@contextlib.contextmanager
def _home(home: Path) -> Iterator[None]:
    from astromagie.storage import notices

    before = os.environ.get("ASTROMAGIE_HOME")
    os.environ["ASTROMAGIE_HOME"] = str(home)
    notices.reset_reported()  # a new run of the game
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("ASTROMAGIE_HOME", None)
        else:
            os.environ["ASTROMAGIE_HOME"] = before


def drive_to_title(max_notices: int = 4) -> str:
    """A headless player: open the app, close each notice with Enter, come back to the
    title twice; "" if the title is on top and stays there, else what went wrong."""
    import pygame

    from astromagie.ui.app import App, start_title

    app = App(size=(1024, 700))
    try:
        title = start_title(app)
        app.run_frames(3)
        for _ in range(max_notices + 1):
            if app.stack.top is title:
                break
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                 mod=0, unicode="\r", scancode=0))
            app.run_frames(3)
        if app.stack.top is not title:
            return f"the title did not come back after {max_notices} notices"
        for _ in range(2):  # leave the title and come back: resume() loads the autosave again
            from astromagie.ui.scene import Scene

            app.stack.push(Scene(app))
            app.run_frames(1)
            app.stack.pop()
            app.run_frames(3)
            if app.stack.top is not title:
                return "a notice came back after it was told"
        return ""
    finally:
        app.close()


def smoke_test() -> tuple[int, str]:
    """`astromagie --smoke-test` in this process; its code and what it printed."""
    from astromagie import applog
    from astromagie.ui import app as app_module

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            # the first game's screens: the broken files are its (the other games'
            # screens are the smoke test's own, tests/ui/test_app.py)
            code = app_module.run(argparse.Namespace(smoke_test=True, screenshot=None,
                                                     seed=None, shelf_game="astromagie"))
        finally:
            applog.close_logging()
    return code, out.getvalue() + err.getvalue()


def _survived(builts: list[Built], home: Path) -> str:
    """"" if what the player had is still under `home`, else what is missing: a copy of
    each witness for each file that had it (several files can hold the same bytes)."""
    for built in builts:
        if built.link_target is not None and built.link_target.read_bytes() != built.witness:
            return "the symlink's target was written through"
    fifos = sum(built.fifo for built in builts)
    if fifos > sum(stat.S_ISFIFO(p.lstat().st_mode) for p in _walk(home)):
        return "the FIFO is gone"
    wanted = collections.Counter(b.witness for b in builts if b.witness is not None)
    sizes = {len(witness) for witness in wanted}
    for path in _walk(home):
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_size in sizes:
                wanted[path.read_bytes()] -= 1
        except OSError:
            continue
    if any(count > 0 for count in wanted.values()):
        return "the original bytes are nowhere under the home"
    return ""


def _walk(home: Path) -> Iterator[Path]:
    for folder, dirs, files in os.walk(home):
        for name in dirs + files:
            yield Path(folder) / name


def run_case(case: Case, root: Path, *, smoke: bool = True) -> Outcome:
    """Build `case` under `root`, drive the game (and the smoke test), classify what
    happened."""
    def drive() -> tuple[str, str]:
        home = root / "drive"
        home.mkdir(parents=True)
        built = build(case, home)
        with _home(home), injected(built):
            problem = drive_to_title()
        if problem:
            return "stuck", problem
        kept = _kept([built], home)
        return _checked_smoke([case], root / "smoke") if smoke and kept[0] == "handled" \
            else kept

    return _classified(case, drive)


def run_smoke(cases: list[Case], root: Path) -> Outcome:
    """Every case's fault in one home under `root` (their targets' files, each broken its
    way), then the smoke test; classified as the first case."""
    return _classified(cases[0], lambda: _checked_smoke(cases, root / "smoke"))


def _checked_smoke(cases: list[Case], home: Path) -> tuple[str, str]:
    home.mkdir(parents=True)
    builts = build_all(cases, home)
    with _home(home), injected(*builts):
        code, said = smoke_test()
    if code != 0:
        return "failed", said.strip()[-400:]
    return _kept(builts, home)


def _kept(builts: list[Built], home: Path) -> tuple[str, str]:
    missing = _survived(builts, home)
    return ("lost", f"{home.name}: {missing}") if missing else ("handled", "")


def _classified(case: Case, run: Callable[[], tuple[str, str]]) -> Outcome:
    """Run `run` with a deadline, catching tracebacks (raised, logged or printed)."""
    started = time.perf_counter()
    catcher = _Tracebacks()
    logging.getLogger().addHandler(catcher)
    stderr = io.StringIO()
    try:
        with _deadline(HANG_SECONDS), contextlib.redirect_stderr(stderr):
            status, detail = run()
    except _Hang as exc:
        status, detail = "hang", str(exc)
    except Exception as exc:  # noqa: BLE001 - a crash is what the campaign counts
        import traceback

        status, detail = "crash", "".join(traceback.format_exception(exc))[-1500:]
    finally:
        logging.getLogger().removeHandler(catcher)
    if status == "handled" and (catcher.found or "Traceback" in stderr.getvalue()):
        status = "crash"
        detail = "; ".join(catcher.found) or stderr.getvalue()[-800:]
    return Outcome(case, status, detail, time.perf_counter() - started)


def speed_up() -> Callable[[], None]:
    """What the matrix does not test, made cheap: the smoke test's tables think in a thread
    (a process per case costs ~1 s). Card faces are drawn once for all cases already: each
    game's view keeps its art for the life of the process. Returns the undo."""
    from astromagie.ui.kit import table
    from astromagie.ui.kit.ai_worker import AIWorker

    real_worker = table.AIWorker

    def thread_worker(mode: str = "thread") -> AIWorker:
        return AIWorker("thread")

    table.AIWorker = thread_worker  # type: ignore[assignment,misc]

    def undo() -> None:
        table.AIWorker = real_worker  # type: ignore[misc]

    return undo


if __name__ == "__main__":  # pragma: no cover - see campaign.py
    sys.exit("run python3 -m tests.faults.campaign")
