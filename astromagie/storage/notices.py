"""Messages for the player about their files, as translation keys rather than text.

Storage code runs before the UI knows the language, so it hands back a
`Notice` (a `tr` key plus parameters) and the UI shows `notice.text()` once.
The notice-once rule: `once()` lets a notice through only the first time in a
run (same key, same parameters), and write failures are reported once per
file kind and run: a full disk, a newer save or an unusable folder must not
bring up the same message after every turn or every return to the title.
Long parameter values are cut (`Notice.of`), so a 10 MB bad value is never
echoed back.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from astromagie.host import registry
from astromagie.i18n import tr

from .userfile import shorten

log = logging.getLogger(__name__)
_reported_write_failures: set[str] = set()
_told: set[tuple] = set()
_run_memory: list[set] = [_reported_write_failures, _told]
MAX_PARAM = 200  # characters of one parameter in a message


@dataclass(frozen=True)
class Notice:
    key: str  # e.g. "files.settings_broken"
    params: dict = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **params: object) -> Notice:
        """A notice whose text parameters are cut to a readable, drawable length."""
        return cls(key, {k: shorten(v, MAX_PARAM) if isinstance(v, str) else v
                         for k, v in params.items()})

    def text(self) -> str:
        return tr(self.key, **self.params)


def broken(key: str, original: Path, backup: Path) -> Notice:
    return Notice.of(key, file=original.name, backup=backup.name, folder=str(backup.parent))


def broken_games() -> list[Notice]:
    """A notice per game folder that failed to load (the shelf serves the others), once."""
    return once([Notice.of("files.game_folder_broken", folder=folder, error=error)
                  for folder, error in registry.broken().items()])


def once(notices: list[Notice]) -> list[Notice]:
    """The notices not yet told in this run (the same key and parameters are told once)."""
    out = []
    for notice in notices:
        ident = (notice.key, tuple(sorted((k, repr(v)) for k, v in notice.params.items())))
        if ident not in _told:
            _told.add(ident)
            out.append(notice)
    return out


def run_memory() -> set:
    """A set that `reset_reported` clears too (what storage remembers for one run)."""
    memory: set = set()
    _run_memory.append(memory)
    return memory


def write_failed(kind: str, path: Path, exc: OSError) -> list[Notice]:
    """A notice for a failed write of `kind`, only the first time in this run."""
    log.error("cannot write %s: %s", path, exc)
    if kind in _reported_write_failures:
        return []
    _reported_write_failures.add(kind)
    return [Notice.of("files.write_failed", file=path.name, folder=str(path.parent),
                      error=exc.strerror or str(exc))]


def reset_reported() -> None:
    """Forget everything remembered for this run: what was told, checked, cleaned (tests)."""
    for memory in _run_memory:
        memory.clear()
