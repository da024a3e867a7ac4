"""Collect the licence notices the desktop build must carry into one `licenses/` folder.

The PyInstaller spec (build/spec/astromagie.spec) calls `collect(dest)` and ships the
folder; scripts/build.py --smoke checks it is there. Every text is copied verbatim
from where its owner ships it:

- Astromagie's own LICENSE (MIT);
- Python's LICENSE from the Python install that builds (it covers the interpreter
  and the parts of its standard library inside the build);
- pygame-ce's licence (LGPL-2.1, the copy inside the pygame package), PyYAML's and
  platformdirs' from their installed metadata, PyInstaller's (its bootloader starts
  the game);
- the fonts' upstream licence texts (assets/fonts/);
- SDL and the libraries pygame-ce's wheel bundles: distribution/licenses/
  bundled-libraries.md names each with its licence and source, and on a Debian or
  Ubuntu build machine the system's copyright files of the same libraries are added.

A notice that is required but missing stops the build (`MissingNotice`).
"""

from __future__ import annotations

import glob
import importlib.metadata
import importlib.util
import shutil
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
OWN_NOTES = Path(__file__).resolve().parent / "licenses"

# Debian/Ubuntu packages whose copyright files describe the libraries in the build:
# pygame-ce's bundled ones (same upstream projects) and the system ones PyInstaller
# collects for Python itself (libffi, zlib, the GCC runtime; bzip2 and xz stay out with
# the bz2 and lzma modules, build/spec/astromagie.spec).
DEBIAN_DOCS = ("libsdl2-2*", "libsdl2-image*", "libsdl2-mixer*", "libsdl2-ttf*",
               "libfreetype6", "libharfbuzz0b", "libpng16-16*", "libjpeg62-turbo",
               "libtiff6", "libtiff5", "libwebp7", "libwebpdemux2", "libsharpyuv0",
               "libbrotli1", "libflac1*", "libogg0", "libvorbis0a", "libvorbisenc2",
               "libvorbisfile3", "libopus0", "libopusfile0", "libmpg123-0", "libsndfile1",
               "libfluidsynth3", "libxmp4", "libwavpack1", "libffi8", "zlib1g",
               "libstdc++6", "libgcc-s1")


# Installed distributions whose metadata licence files go in: the game's dependencies,
# and PyInstaller, whose bootloader starts the built program.
RUNTIME_PACKAGES = ("PyYAML", "platformdirs")
BUILD_PACKAGES = ("pyinstaller",)


class MissingNotice(RuntimeError):
    """A licence text the build must carry was not found."""


def python_license() -> Path:
    """Python's LICENSE text from the running interpreter's installation."""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    base = Path(sys.base_prefix)
    candidates = [stdlib / "LICENSE.txt", base / "LICENSE.txt",
                  base / "lib" / version / "LICENSE.txt",
                  Path("/usr/share/doc") / version / "copyright"]  # Debian's own Python
    for path in candidates:
        if path.is_file():
            return path
    raise MissingNotice("Python's LICENSE.txt not found in: "
                        + ", ".join(str(path) for path in candidates))


def distribution_licenses(name: str) -> list[Path]:
    """The licence files an installed distribution ships in its metadata."""
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        raise MissingNotice(f"{name} is not installed") from None
    found = []
    for file in dist.files or []:
        parts = Path(str(file)).parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        leaf = parts[-1].upper()
        if "licenses" in parts or leaf.startswith(("LICENSE", "LICENCE", "COPYING")):
            found.append(Path(str(dist.locate_file(file))))
    return [path for path in found if path.is_file()]


def pygame_license() -> Path:
    """pygame-ce's LGPL-2.1 text (its wheel carries it inside the package, not the metadata)."""
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.origin is None:
        raise MissingNotice("pygame-ce is not installed")
    package = Path(spec.origin).parent
    for path in (package / "docs" / "generated" / "LGPL.txt", package / "LGPL.txt"):
        if path.is_file():
            return path
    metadata = distribution_licenses("pygame-ce")
    if metadata:
        return metadata[0]
    raise MissingNotice(f"pygame-ce's LGPL text not found in {package}")


def debian_copyrights(doc_root: Path = Path("/usr/share/doc")) -> dict[str, Path]:
    """package name -> its copyright file, for the libraries above this machine has."""
    found: dict[str, Path] = {}
    for pattern in DEBIAN_DOCS:
        for folder in sorted(glob.glob(str(doc_root / pattern))):
            copyright_file = Path(folder) / "copyright"
            if copyright_file.is_file():
                found[Path(folder).name] = copyright_file
    return found


def _copy(source: Path, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, dest)
    return dest


def collect(dest: Path, packages: tuple[str, ...] = RUNTIME_PACKAGES + BUILD_PACKAGES
            ) -> list[Path]:
    """Fill `dest` (emptied first) with every notice; returns the files written."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    written = [
        _copy(ROOT / "LICENSE", dest / "Astromagie-LICENSE.txt"),
        _copy(python_license(), dest / "Python-LICENSE.txt"),
        _copy(pygame_license(), dest / "pygame-ce-LGPL-2.1.txt"),
    ]
    for name in packages:
        files = distribution_licenses(name)
        if not files:
            raise MissingNotice(f"{name} ships no licence file in its metadata")
        for path in files:
            written.append(_copy(path, dest / f"{name}-{path.name}"))
    fonts = sorted(p for p in FONTS.iterdir() if p.suffix == ".txt")
    if not fonts:
        raise MissingNotice(f"no font licences in {FONTS}")
    for path in fonts:
        written.append(_copy(path, dest / "fonts" / path.name))
    for path in sorted(OWN_NOTES.iterdir()):
        written.append(_copy(path, dest / path.name))
    for package, path in debian_copyrights().items():
        written.append(_copy(path, dest / "system-libraries" / f"{package}.txt"))
    return written
