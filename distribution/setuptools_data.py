"""Setuptools hooks: put assets/ and locales/ into the wheel as astromagie/_data/.

The shipped files live at the top of the repository (beside `astromagie/`), where
package-data cannot reach them. pyproject.toml names this class under
[tool.setuptools] cmdclass, so `pip install .` and `pip wheel .` copy the files into
the built package; astromagie/resources.py looks there. Editable installs skip the
copy: they read the checkout directly. The source archive carries this file, the
data and the test suite through MANIFEST.in, so it builds the same wheel and runs the
same tests; the `Sdist` hook adds build/spec/, which setuptools always leaves out
of an sdist (it prunes its own build folder, `build/`).

The folder is named `distribution/`, not `packaging/`: run from the repository root,
a top-level `packaging` would shadow PyPA's `packaging` library that pip and
setuptools import.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent.parent
DATA_DIRS = ("assets", "locales")
TARGET = Path("astromagie", "_data")
_SKIP_SUFFIXES = (".pyc", ".pyo", ".swp", "~")
_SKIP_NAMES = ("__pycache__", ".DS_Store", "Thumbs.db")


def data_files(root: Path = ROOT) -> list[Path]:
    """Every shipped file under assets/ and locales/, relative to `root`, sorted."""
    found = []
    for name in DATA_DIRS:
        base = root / name
        if not base.is_dir():
            continue
        for path in base.rglob("*"):
            if not path.is_file() or any(part in _SKIP_NAMES for part in path.parts):
                continue
            if path.name.startswith(".") or path.name.endswith(_SKIP_SUFFIXES):
                continue
            found.append(path.relative_to(root))
    return sorted(found)


class BuildPy(build_py):
    """build_py that also copies the shipped data into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        # build/lib survives between builds: start afresh so a deleted asset leaves the wheel.
        shutil.rmtree(Path(self.build_lib) / TARGET, ignore_errors=True)
        for rel in data_files():
            dest = Path(self.build_lib) / TARGET / rel
            self.mkpath(str(dest.parent))
            self.copy_file(str(ROOT / rel), str(dest), preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            outputs += [os.path.join(self.build_lib, TARGET, rel) for rel in data_files()]
        return outputs


class Sdist(sdist):
    """sdist that also carries build/spec/ (the PyInstaller recipe the tests read)."""

    def make_distribution(self) -> None:
        # setuptools prunes build/ after reading MANIFEST.in, so the recipe is added
        # here, just before the archive is written.
        spec = ROOT / "build" / "spec"
        extra = [path.relative_to(ROOT).as_posix() for path in sorted(spec.glob("*"))
                 if path.is_file() and not path.name.endswith(_SKIP_SUFFIXES)]
        self.filelist.extend(extra)
        self.filelist.sort()
        self.filelist.remove_duplicates()
        super().make_distribution()
