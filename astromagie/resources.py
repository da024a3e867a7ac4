"""Finding the game's own files (assets/, locales/) from source, a wheel or a frozen build.

Everything that opens a shipped file goes through `resource_path`, so there is
one place that knows where files live. The three layouts:

- frozen (PyInstaller): the spec copies assets/ and locales/ next to the bundled
  code, into the folder PyInstaller names in `sys._MEIPASS`;
- installed wheel: the build step (distribution/setuptools_data.py) copies them into
  the package as `astromagie/_data/assets` and `astromagie/_data/locales`;
- source checkout and editable install: they sit beside the `astromagie/` folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIRNAME = "_data"  # distribution/setuptools_data.py writes the wheel's copy here


def is_frozen() -> bool:
    """Whether we run from a PyInstaller build."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_roots() -> list[Path]:
    """The folders searched, in order (the first that has a file wins)."""
    roots = []
    if is_frozen():
        roots.append(Path(sys._MEIPASS))  # type: ignore[attr-defined]
    wheel_data = _PACKAGE_DIR / DATA_DIRNAME
    if wheel_data.is_dir():
        roots.append(wheel_data)
    checkout = _PACKAGE_DIR.parent
    # Only a real checkout: in a wheel install the parent is site-packages, where an
    # unrelated top-level "locales" or "assets" folder must never be picked up.
    if (checkout / "pyproject.toml").is_file():
        roots.append(checkout)
    return roots


def resource_path(*parts: str) -> Path:
    """Path of a shipped file, e.g. resource_path("locales", "en.yaml").

    Raises FileNotFoundError naming every place looked at.
    """
    if not parts:
        raise ValueError("resource_path needs at least one path part")
    tried = []
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
        tried.append(str(candidate))
    where = ", ".join(tried) if tried else f"no data folder near {_PACKAGE_DIR}"
    raise FileNotFoundError(f"{'/'.join(parts)} not found in: {where}")
