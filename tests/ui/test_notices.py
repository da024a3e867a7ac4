"""Messages about the player's files are told once (issue 15, defects 1 and 6).

A problem the title finds again on every return (an autosave of a newer version, an
autosave that is a folder, a data folder that is a file) must not bring its dialog back
after every OK, Enter or Esc; and `--smoke-test` passes when such files were handled
right, saying what it told the player.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from astromagie import i18n
from astromagie.storage import notices as storage_notices
from astromagie.storage.notices import Notice
from astromagie.storage.settings import Settings
from astromagie.ui.app import App, start_title

REPO = Path(__file__).resolve().parents[2]


def _newer_format(home: Path) -> None:
    (home / "data").mkdir(parents=True)
    (home / "data" / "autosave.json").write_text(
        json.dumps({"format": "astromagie-record/2", "turns": []}), encoding="utf-8")


def _folder(home: Path) -> None:
    (home / "data" / "autosave.json").mkdir(parents=True)


def _data_is_a_file(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "data").write_text("a file where the data folder should be", encoding="utf-8")


DAMAGE = {"newer format": _newer_format, "autosave is a folder": _folder,
          "data folder is a file": _data_is_a_file}


@pytest.fixture
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    monkeypatch.setenv("ASTROMAGIE_HOME", str(path))
    storage_notices.reset_reported()
    i18n.set_language("en")
    yield path
    i18n.set_language("en")


def _press(app: App, key: int, frames: int = 3) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(frames)


@pytest.mark.parametrize("close_key", [pygame.K_RETURN, pygame.K_ESCAPE])
@pytest.mark.parametrize("damage", DAMAGE)
def test_a_notice_is_told_once_and_the_menu_stays_reachable(home, damage, close_key):
    DAMAGE[damage](home)
    app = App(Settings(), size=(1280, 800))
    app.save_settings = lambda: None
    try:
        title = start_title(app)
        app.run_frames(3)
        dialogs = 0
        for _ in range(3):  # OK until the title is on top; once must be enough
            if app.stack.top is title:
                break
            dialogs += 1
            _press(app, close_key)
        assert app.stack.top is title, f"{damage}: the dialog came back after closing it"
        assert dialogs <= 1
        if damage == "newer format":
            assert dialogs == 1, "a save of a newer version is told to the player"
        for _ in range(2):  # back from another screen: the title reads the autosave again
            title.open_rules()
            app.run_frames(2)
            _press(app, pygame.K_ESCAPE)
            assert app.stack.top is title, f"{damage}: the dialog came back on return"
    finally:
        app.close()


def test_the_same_notice_found_again_is_not_told_again(home):
    app = App(Settings(), size=(1280, 800))
    app.save_settings = lambda: None
    try:
        newer = Notice("files.save_newer", {"file": "autosave.json", "folder": "/x",
                                            "format": "astromagie-record/2"})
        app.tell([newer])
        first = app.take_notices()
        assert newer.text() in first
        app.tell([Notice(newer.key, dict(newer.params))])  # found again on the next return
        assert app.take_notices() == []
        other = Notice("files.save_newer", {"file": "autosave.json", "folder": "/y",
                                            "format": "astromagie-record/3"})
        app.tell([other, "a message in words"])
        assert app.take_notices() == [other.text(), "a message in words"]
    finally:
        app.close()


def _env(tmp_path: Path, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(ASTROMAGIE_HOME=str(home), ASTROMAGIE_NO_DIALOG="1", PYTHONPATH=str(REPO))
    return env


def test_the_smoke_test_passes_over_a_notice_and_says_what_it_handled(tmp_path, home):
    _newer_format(home)
    saved = (home / "data" / "autosave.json").read_bytes()
    result = subprocess.run([sys.executable, "-m", "astromagie", "--smoke-test"],
                            env=_env(tmp_path, home), cwd=REPO, capture_output=True, text=True,
                            timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test: ok" in result.stdout
    told = [line for line in result.stdout.splitlines() if "told the player" in line]
    assert len(told) == 1 and "astromagie-record/2" in told[0], result.stdout
    assert "Traceback" not in result.stderr
    assert (home / "data" / "autosave.json").read_bytes() == saved  # kept for a newer version
