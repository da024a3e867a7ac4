"""Finding the game's own files (assets/, locales/) from source, a wheel or a frozen build.

Everything that opens a shipped file goes through `resource_path`, so there is
one place that knows where files live.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:  # PyInstaller unpacks/bundles data beside the executable
        roots.append(Path(frozen))
    roots.append(_PACKAGE_DIR.parent)  # a source checkout (also editable installs)
    roots.append(_PACKAGE_DIR / "_data")  # a wheel: assets/ and locales/ as package data
    return roots


def resource_path(*parts: str) -> Path:
    """Path of a shipped file, e.g. resource_path("locales", "en.yaml").

    Raises FileNotFoundError naming every place looked at.
    """
    tried = []
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
        tried.append(str(candidate))
    raise FileNotFoundError(f"{'/'.join(parts)} not found in: {', '.join(tried)}")
