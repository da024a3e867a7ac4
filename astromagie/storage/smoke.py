"""`--smoke-test` for the player's files: load and save each kind in the real folders.

Nothing the player has is lost: every file is loaded and the same content
written back; the autosave and the archive are only read (writing a made-up
autosave would offer a game to resume that never was). The write path is
checked with a scratch file that is removed again. Files that had to be set
aside or repaired on the way are not a failure: they were handled, and
`smoke_check` returns the notices that say how (the app prints them).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from . import paths
from .atomic import make_folder, write_text_atomic
from .notices import Notice
from .saves import autosave, load_autosave, load_finished, scan_finished
from .settings import load_settings, save_settings
from .stats import load_stats, save_stats

log = logging.getLogger(__name__)


class SmokeError(RuntimeError):
    """Loading or saving the player's files does not work."""


def smoke_check() -> list[Notice]:
    """Raise SmokeError if any of settings, autosave, archive or statistics cannot round-trip;
    otherwise the notices about files that were handled (set aside, repaired)."""
    notices: list[Notice] = []
    for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir()):
        _check_writable(folder)

    settings, found = load_settings()
    notices += found
    notices += save_settings(settings)
    again, found = load_settings()
    if again != settings:
        raise SmokeError(f"settings changed on the way to disk: {settings} != {again}")

    info, found = load_autosave()
    notices += found
    if info is not None:
        notices += autosave(info.record)  # the same record back
        again_info, _ = load_autosave()
        if again_info is None or again_info.turn != info.turn:
            raise SmokeError("the autosave does not load back after saving")

    games, found = scan_finished()
    notices += found
    if games:
        playback, found = load_finished(games[0].id)
        notices += found
        if playback is not None:
            playback.final  # noqa: B018 - replays the whole game

    stats, found = load_stats()
    notices += found
    notices += save_stats(stats)
    again_stats, _ = load_stats()
    if again_stats.to_json() != stats.to_json():
        raise SmokeError("statistics changed on the way to disk")

    for notice in notices:
        log.warning("smoke test: %s %s", notice.key, notice.params)
    failed = [n for n in notices if n.key in ("files.write_failed", "files.read_failed")]
    if failed:
        raise SmokeError("; ".join(f"{n.key} {n.params}" for n in failed))
    return notices


def _check_writable(folder: os.PathLike) -> None:
    scratch = os.path.join(folder, f".smoke-{os.getpid()}.json")
    try:
        make_folder(Path(folder), paths.user_folders())  # a file in the way is set aside
        write_text_atomic(scratch, json.dumps({"smoke": True}))
        with open(scratch, encoding="utf-8") as fh:
            if json.load(fh) != {"smoke": True}:
                raise SmokeError(f"{folder}: wrote one thing, read another")
    except OSError as exc:
        raise SmokeError(f"{folder} is not writable: {exc}") from exc
    finally:
        try:
            os.unlink(scratch)
        except OSError:
            pass
