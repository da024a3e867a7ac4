"""Packaging: the wheel carries assets/locales, the PyInstaller set-up, the Linux menu entry.

The fast tests run always. The slow ones (a real PyInstaller build run headless,
a real wheel installed into a venv) run only with ASTROMAGIE_BUILD_TEST=1; CI runs
the build through `python3 scripts/build.py --smoke` instead.
"""

from __future__ import annotations

import ast
import configparser
import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "spec" / "astromagie.spec"
ENTRY = ROOT / "build" / "spec" / "entry.py"
LINUX = ROOT / "distribution" / "linux"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
slow = pytest.mark.skipif(os.environ.get("ASTROMAGIE_BUILD_TEST") != "1",
                          reason="slow build test: set ASTROMAGIE_BUILD_TEST=1")


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _copy_project(dest: Path) -> Path:
    """The files a wheel or sdist is built from, copied so the build never touches the checkout."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "_data", ".pytest_cache",
                                    ".hypothesis", "pyinstaller")
    for name in ("astromagie", "assets", "locales", "distribution", "tests", "build",
                 "scripts", "docs"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, dest / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE", "MANIFEST.in"):
        shutil.copy2(ROOT / name, dest / name)
    return dest


def _setuptools_from_the_test_extra() -> None:
    """The packaging tests need what pyproject.toml's build requirements name."""
    import setuptools

    major = int(setuptools.__version__.split(".")[0])
    assert major >= 77, (f"setuptools {setuptools.__version__} is too old for pyproject.toml's "
                         'licence fields: python3 -m pip install ".[test]"')


def _resolve_in(python: str, path_entry: Path | None, cwd: Path) -> list[str]:
    """Ask a fresh interpreter where resource_path finds en.yaml and a font."""
    code = ("import astromagie.resources as r;"
            "print(r.resource_path('locales', 'en.yaml'));"
            "print(r.resource_path('assets', 'fonts', 'DejaVuSans.ttf'))")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if path_entry is not None:
        env["PYTHONPATH"] = str(path_entry)
    out = subprocess.run([python, "-I" if path_entry is None else "-s", "-c", code], cwd=cwd,
                         env=env, capture_output=True, text=True, check=True, timeout=60)
    return out.stdout.split()


# -- the wheel ------------------------------------------------------------------------
def test_data_files_lists_the_shipped_files_and_skips_clutter(tmp_path):
    hooks = _load("setuptools_data_under_test", ROOT / "distribution" / "setuptools_data.py")
    for rel in ("locales/en.yaml", "assets/fonts/A.ttf", "assets/icons/astromagie.png",
                "assets/fonts/__pycache__/x.pyc", "locales/.en.yaml.swp", "notes/ignored.txt"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    found = [p.as_posix() for p in hooks.data_files(tmp_path)]
    assert found == ["assets/fonts/A.ttf", "assets/icons/astromagie.png", "locales/en.yaml"]


def test_package_build_puts_assets_and_locales_into_the_package(tmp_path):
    """setuptools' build_py (the step `pip install .` runs) copies the data in."""
    _setuptools_from_the_test_extra()
    src = _copy_project(tmp_path / "src")
    out = tmp_path / "lib"
    built = subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()",
                            "build_py", "--build-lib", str(out)], cwd=src, check=True,
                           capture_output=True, text=True, timeout=120)
    assert "Deprecat" not in built.stdout + built.stderr  # no expiry date in the metadata
    data = out / "astromagie" / "_data"
    assert (data / "locales" / "en.yaml").read_bytes() == (ROOT / "locales/en.yaml").read_bytes()
    assert (data / "locales" / "de.yaml").is_file()
    for font in (ROOT / "assets" / "fonts").glob("*.ttf"):
        assert (data / "assets" / "fonts" / font.name).is_file()
    # An interpreter that sees only the built package (as after `pip install .`) finds them.
    found = _resolve_in(sys.executable, out, tmp_path)
    assert found == [str(data / "locales" / "en.yaml"),
                     str(data / "assets" / "fonts" / "DejaVuSans.ttf")]


def test_source_archive_carries_the_data_the_hook_and_every_test(tmp_path):
    """An sdist must build a complete wheel later and run the whole test suite."""
    _setuptools_from_the_test_extra()
    src = _copy_project(tmp_path / "src")
    built = subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()",
                            "sdist", "-d", str(tmp_path / "sd")], cwd=src, check=True,
                           capture_output=True, text=True, timeout=120)
    assert "Deprecat" not in built.stdout + built.stderr
    (archive,) = (tmp_path / "sd").glob("astromagie-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    assert {"distribution/setuptools_data.py", "locales/en.yaml", "locales/de.yaml",
            "assets/fonts/DejaVuSans.ttf", "pyproject.toml", "LICENSE",
            "build/spec/astromagie.spec", "build/spec/entry.py", "scripts/build.py"} <= names
    tests = {path.relative_to(src).as_posix() for path in (src / "tests").rglob("*.py")}
    assert tests and tests <= names, sorted(tests - names)
    assert not any("__pycache__" in name for name in names)


# -- the metadata ---------------------------------------------------------------------
def test_licence_metadata_is_pep_639_with_the_files_it_names():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert "LICENSE" in project["license-files"]
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    fonts = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets/fonts").glob("*.txt")}
    assert fonts <= set(project["license-files"])
    assert any(req.replace(" ", "").startswith("setuptools>=77")
               for req in PYPROJECT["build-system"]["requires"])


def test_the_version_has_one_source():
    from astromagie import __version__

    assert "version" not in PYPROJECT["project"]
    assert "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "astromagie.__version__"}
    assert __version__.count(".") == 2


def test_console_and_windowed_commands_run_the_launcher():
    console = PYPROJECT["project"]["scripts"]["astromagie"]
    windowed = PYPROJECT["project"]["gui-scripts"]["astromagie-gui"]
    assert console == windowed == "astromagie.cli.launch:launch"
    module, name = console.split(":")
    assert callable(getattr(importlib.import_module(module), name))


def test_the_test_extra_declares_what_the_tests_and_ci_use():
    test_extra = " ".join(PYPROJECT["project"]["optional-dependencies"]["test"])
    for name in ("pytest", "hypothesis", "setuptools", "ruff", "mypy"):
        assert name in test_extra, name


def test_no_top_level_packaging_folder_shadows_pypa_packaging():
    assert not (ROOT / "packaging").exists()


@slow
def test_wheel_installed_in_a_venv_finds_its_files(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(_copy_project(tmp_path / "src")),
                    "-w", str(wheels), "--no-deps", "-q"], check=True, timeout=600)
    (wheel,) = wheels.glob("astromagie-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "astromagie/_data/locales/en.yaml" in names
    assert "astromagie/_data/assets/fonts/DejaVuSans.ttf" in names
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True, timeout=300)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(wheel)],
                   check=True, timeout=300)
    found = _resolve_in(str(python), None, tmp_path)
    assert all(str(venv) in path and "_data" in path for path in found), found


# -- the PyInstaller set-up ----------------------------------------------------------
def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == name]


def test_spec_is_a_windowed_one_folder_build_with_the_data():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    (exe,) = _calls(tree, "EXE")
    keywords = {kw.arg: kw.value for kw in exe.keywords}
    assert isinstance(keywords["console"], ast.Constant) and keywords["console"].value is False
    assert keywords["exclude_binaries"].value is True  # onedir: binaries go to COLLECT
    assert len(_calls(tree, "COLLECT")) == 1
    text = SPEC.read_text(encoding="utf-8")
    assert '"assets", "locales"' in text and "entry.py" in text
    assert '(str(NOTICES), "licenses")' in text and "collect_notices(NOTICES)" in text


def test_spec_strips_on_linux_and_leaves_the_network_out():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for call in (*_calls(tree, "EXE"), *_calls(tree, "COLLECT")):
        strip = next(kw.value for kw in call.keywords if kw.arg == "strip")
        assert ast.unparse(strip) == "STRIP"
    namespace: dict[str, object] = {"sys": sys}
    for node in tree.body:  # the plain assignments: STRIP and the excludes
        if isinstance(node, (ast.Assign, ast.AugAssign)) and any(
                isinstance(t, ast.Name) and t.id in ("STRIP", "excludes")
                for t in ([node.target] if isinstance(node, ast.AugAssign) else node.targets)):
            exec(compile(ast.Module([node], []), str(SPEC), "exec"), namespace)
    assert namespace["STRIP"] is sys.platform.startswith("linux")
    excludes = set(namespace["excludes"])  # type: ignore[arg-type]
    assert {"ssl", "_ssl", "_hashlib", "smtplib", "http.client", "http.server",
            "tkinter"} <= excludes
    assert not {"asyncio", "http"} & excludes  # the table server (issue 42) needs them
    assert not {"logging", "multiprocessing", "json", "urllib", "hashlib"} & excludes


def test_notices_carry_every_required_licence_verbatim(tmp_path):
    notices = _load("notices_under_test", ROOT / "distribution" / "notices.py")
    build = _load("astromagie_build_for_notices", ROOT / "scripts" / "build.py")
    assert "pyinstaller" in notices.BUILD_PACKAGES  # the build also names its bootloader's
    # The test extra has no PyInstaller: the dependencies' notices are checked here.
    written = {p.relative_to(tmp_path).as_posix()
               for p in notices.collect(tmp_path, packages=notices.RUNTIME_PACKAGES)}
    assert set(build.REQUIRED_NOTICES) <= written
    for font_licence in (ROOT / "assets" / "fonts").glob("*.txt"):
        assert (tmp_path / "fonts" / font_licence.name).read_bytes() == font_licence.read_bytes()
    assert (tmp_path / "Astromagie-LICENSE.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "PYTHON SOFTWARE FOUNDATION" in (tmp_path / "Python-LICENSE.txt").read_text(
        encoding="utf-8", errors="replace").upper()
    assert "LESSER GENERAL PUBLIC LICENSE" in (tmp_path / "pygame-ce-LGPL-2.1.txt").read_text(
        encoding="utf-8")
    assert any(name.startswith("PyYAML-") for name in written)
    assert any(name.startswith("platformdirs-") for name in written)


def test_a_missing_notice_stops_the_build(tmp_path, monkeypatch):
    notices = _load("notices_missing_under_test", ROOT / "distribution" / "notices.py")
    monkeypatch.setattr(notices, "distribution_licenses", lambda name: [])
    with pytest.raises(notices.MissingNotice):
        notices.collect(tmp_path / "licenses")


def _main_block_calls(path: Path) -> list[str]:
    """The dotted names called in `if __name__ == "__main__":`, in order."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    block = next(node for node in tree.body if isinstance(node, ast.If)
                 and "__main__" in ast.unparse(node.test))
    return [ast.unparse(node.func) for stmt in block.body for node in ast.walk(stmt)
            if isinstance(node, ast.Call)]


@pytest.mark.parametrize("path", [ENTRY, ROOT / "astromagie" / "__main__.py"])
def test_entry_points_call_freeze_support_first_then_launch(path):
    calls = _main_block_calls(path)
    assert calls[0] == "multiprocessing.freeze_support"
    assert "launch" in calls


def test_first_frame_probe_reports_and_stops_after_one_flip(monkeypatch, capsys):
    pygame = pytest.importorskip("pygame")
    entry = _load("astromagie_entry_under_test", ENTRY)
    flips = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    capsys.readouterr()  # pygame's greeting, if it printed one
    entry._probe_first_frame()
    with pytest.raises(SystemExit) as stop:
        pygame.display.flip()
    assert stop.value.code == 0 and flips == [1]
    marker, cpu_seconds = capsys.readouterr().out.rsplit(" ", 1)
    assert marker == "first frame" and float(cpu_seconds) > 0
    pygame.display.flip()  # the original again: no second report, no exit
    assert flips == [1, 1]


# -- Linux desktop integration -------------------------------------------------------
def test_desktop_file_has_what_menus_need():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(LINUX / "astromagie.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Astromagie"
    assert entry["Exec"] and entry["Icon"] == "astromagie"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux menu entry")
def test_install_desktop_script_adds_and_removes_the_menu_entry(tmp_path):
    app = tmp_path / "my games" / "Astromagie"  # a space: Exec must be quoted
    app.mkdir(parents=True)
    for name in ("astromagie.desktop", "install-desktop.sh"):
        shutil.copy2(LINUX / name, app / name)
    (app / "Astromagie").write_text("#!/bin/sh\n")
    (app / "Astromagie").chmod(0o755)
    (app / "astromagie.png").write_bytes(b"\x89PNG")
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    subprocess.run(["sh", str(app / "install-desktop.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    installed = (data / "applications" / "astromagie.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app}/Astromagie"' in installed.splitlines()
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "astromagie.png"
    assert f"Icon={icon}" in installed.splitlines() and icon.is_file()
    subprocess.run(["sh", str(app / "install-desktop.sh"), "--remove"], env=env, check=True,
                   capture_output=True, timeout=60)
    assert not (data / "applications" / "astromagie.desktop").exists() and not icon.exists()


# -- the frozen app -------------------------------------------------------------------
@slow
def test_frozen_build_runs_headless(tmp_path):
    """The real thing: PyInstaller builds the app, the app passes its smoke checks."""
    build = _load("astromagie_build_under_test", ROOT / "scripts" / "build.py")
    exe = build.build(dist=tmp_path / "dist", work=tmp_path / "work")
    assert exe.parent == tmp_path / "dist" / "Astromagie"
    assert (exe.parent / "_internal" / "locales" / "en.yaml").is_file()
    build.smoke(exe)  # raises SystemExit with the output when a check fails
