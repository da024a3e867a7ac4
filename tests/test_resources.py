"""resource_path finds shipped files in a checkout, an installed wheel and a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from astromagie import resources
from astromagie.resources import resource_path, resource_roots

ROOT = Path(__file__).resolve().parent.parent
# `python3 -m pytest` from the checkout imports the checkout; a plain `pytest` after a
# regular `pip install .` imports the installed copy, which must find its own data.
FROM_CHECKOUT = Path(resources.__file__).resolve().parent.parent == ROOT


def _touch(path: Path, text: str = "x: 'y'\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _same_file(found: Path, checkout_file: Path) -> bool:
    if FROM_CHECKOUT:
        return found == checkout_file
    return found.read_bytes() == checkout_file.read_bytes()


def test_finds_locales_and_every_font():
    assert _same_file(resource_path("locales", "en.yaml"), ROOT / "locales" / "en.yaml")
    assert _same_file(resource_path("locales", "de.yaml"), ROOT / "locales" / "de.yaml")
    fonts = sorted((ROOT / "assets" / "fonts").glob("*.ttf"))
    assert fonts, "assets/fonts has no fonts"
    for font in fonts:
        assert _same_file(resource_path("assets", "fonts", font.name), font)


def test_missing_file_names_every_place_looked_at():
    with pytest.raises(FileNotFoundError) as info:
        resource_path("locales", "xx.yaml")
    message = str(info.value)
    assert "locales/xx.yaml" in message
    for root in resource_roots():
        assert str(root) in message


def test_no_parts_is_an_error():
    with pytest.raises(ValueError):
        resource_path()


def test_frozen_build_looks_in_meipass_first(tmp_path, monkeypatch):
    bundled = _touch(tmp_path / "locales" / "en.yaml")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resource_roots()[0] == tmp_path
    assert resource_path("locales", "en.yaml") == bundled
    # Files the bundle lacks still come from the next place (the checkout or the wheel).
    assert _same_file(resource_path("locales", "de.yaml"), ROOT / "locales" / "de.yaml")


def test_not_frozen_without_meipass(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert not resources.is_frozen()


def _fake_install(site: Path, monkeypatch) -> Path:
    package = site / "astromagie"
    package.mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    return package


def test_wheel_layout_reads_package_data(tmp_path, monkeypatch):
    package = _fake_install(tmp_path / "site-packages", monkeypatch)
    shipped = _touch(package / "_data" / "locales" / "en.yaml")
    font = _touch(package / "_data" / "assets" / "fonts" / "F.ttf", "font")
    assert resource_path("locales", "en.yaml") == shipped
    assert resource_path("assets", "fonts", "F.ttf") == font


def test_wheel_layout_ignores_unrelated_folders_in_site_packages(tmp_path, monkeypatch):
    site = tmp_path / "site-packages"
    package = _fake_install(site, monkeypatch)
    _touch(site / "locales" / "de.yaml")  # some other distribution's top-level folder
    _touch(package / "_data" / "locales" / "en.yaml")
    assert resource_roots() == [package / "_data"]
    with pytest.raises(FileNotFoundError):
        resource_path("locales", "de.yaml")
