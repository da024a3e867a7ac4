"""The log file: where records go, and the player's folders are never harmed by it."""

from __future__ import annotations

import errno
import io
import logging
import os
import sys

import pytest

from astromagie import applog


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A throwaway ASTROMAGIE_HOME; the log file closed before and after."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    applog.close_logging()
    yield tmp_path
    applog.close_logging()


def _log_text(home) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (home / "logs" / applog.LOG_FILE).read_text(encoding="utf-8")


def test_log_file_lives_in_the_home_log_folder(home):
    path = applog.setup_logging()
    assert path == home / "logs" / "astromagie.log"
    assert applog.log_path() == path
    assert applog.setup_logging() == path  # a second call adds no second handler
    logging.getLogger("astromagie.test").warning("hello log")
    assert _log_text(home).count("hello log") == 1


def test_closing_gives_the_root_logger_its_level_back(home):
    root = logging.getLogger()
    before = root.level
    root.setLevel(logging.WARNING)
    try:
        applog.setup_logging()
        assert root.level == logging.INFO
        applog.close_logging()
        assert root.level == logging.WARNING
        assert applog.log_path() is None
    finally:
        root.setLevel(before)


def test_unwritable_log_folder_does_not_stop_the_game(tmp_path, monkeypatch, home, capfd):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ASTROMAGIE_HOME", str(blocker))
    assert applog.setup_logging() is None
    logging.getLogger("astromagie.test").warning("still said")
    err = capfd.readouterr().err
    assert "cannot write the log file" in err
    assert err.splitlines().count("still said") == 1
    assert "Traceback" not in err


class _FullDisk(io.StringIO):
    """A stream on a full disk: every write fails as os.write would."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_is_said_once_in_one_line(home, capfd):
    """Issue 15, defect 5: not "--- Logging error ---" with a traceback per record."""
    applog.setup_logging()
    (handler,) = [h for h in logging.getLogger().handlers if isinstance(h, applog.SafeFileHandler)]
    handler.stream = _FullDisk()
    capfd.readouterr()
    for number in range(50):
        logging.getLogger("astromagie.test").warning("record %d", number)
    err = capfd.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "cannot write the log file" in lines[0] and "No space left" in lines[0]
    assert "Logging error" not in err and "Traceback" not in err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is Linux's full disk")
def test_a_log_on_dev_full_is_said_once(home, capfd):
    """The same through the real device: the handler opened on a file that cannot grow."""
    applog.setup_logging()
    (handler,) = [h for h in logging.getLogger().handlers if isinstance(h, applog.SafeFileHandler)]
    handler.stream = open("/dev/full", "w", encoding="utf-8")  # noqa: SIM115 (closed by close_logging)
    capfd.readouterr()
    for number in range(30):
        logging.getLogger("astromagie.test").error("record %d", number)
    err = capfd.readouterr().err
    assert err.count("cannot write the log file") == 1
    assert "Logging error" not in err


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_a_symlinked_log_file_is_never_written_through(home, tmp_path_factory, capfd):
    """Issue 15, defect 9: logs/astromagie.log pointing elsewhere must not grow its target."""
    target = tmp_path_factory.mktemp("elsewhere") / "precious.txt"
    target.write_text("keep me\n", encoding="utf-8")
    logs = home / "logs"
    logs.mkdir()
    (logs / applog.LOG_FILE).symlink_to(target)
    assert applog.setup_logging() is None
    logging.getLogger("astromagie.test").warning("must not land in the target")
    assert target.read_text(encoding="utf-8") == "keep me\n"
    assert (logs / applog.LOG_FILE).is_symlink()  # left as the player made it
    err = capfd.readouterr().err
    assert "symbolic link" in err


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_rotation_never_reopens_through_a_symlink(home, tmp_path_factory):
    target = tmp_path_factory.mktemp("elsewhere") / "precious.txt"
    target.write_text("keep me\n", encoding="utf-8")
    path = applog.setup_logging()
    assert path is not None
    (handler,) = [h for h in logging.getLogger().handlers if isinstance(h, applog.SafeFileHandler)]
    handler.stream.close()
    path.unlink()
    path.symlink_to(target)  # swapped for a link while the game runs
    with pytest.raises(OSError):
        handler._open()
    assert target.read_text(encoding="utf-8") == "keep me\n"


def test_open_no_follow_appends_to_a_plain_file(tmp_path):
    path = tmp_path / "plain.log"
    for word in ("one", "two"):
        with applog.open_no_follow(path) as fh:
            fh.write(word + "\n")
    assert path.read_text(encoding="utf-8") == "one\ntwo\n"
