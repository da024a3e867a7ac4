"""Messages for the player about their files, as translation keys rather than text.

Storage code runs before the UI knows the language, so it hands back a
`Notice` (a `tr` key plus parameters) and the UI shows `notice.text()` once.
Write failures are reported once per file kind and run: a full disk must not
bring up the same message after every turn.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)
_reported_write_failures: set[str] = set()


@dataclass(frozen=True)
class Notice:
    key: str  # e.g. "files.settings_broken"
    params: dict = field(default_factory=dict)

    def text(self) -> str:
        from astromagie.i18n import tr

        return tr(self.key, **self.params)


def broken(key: str, original: Path, backup: Path) -> Notice:
    return Notice(key, {"file": original.name, "backup": backup.name,
                        "folder": str(backup.parent)})


def write_failed(kind: str, path: Path, exc: OSError) -> list[Notice]:
    """A notice for a failed write of `kind`, only the first time in this run."""
    log.error("cannot write %s: %s", path, exc)
    if kind in _reported_write_failures:
        return []
    _reported_write_failures.add(kind)
    return [Notice("files.write_failed", {"file": path.name, "folder": str(path.parent),
                                          "error": exc.strerror or str(exc)})]


def reset_reported() -> None:
    """Forget which write failures were reported (for tests)."""
    _reported_write_failures.clear()
