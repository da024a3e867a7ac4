"""Translations: every string a player sees comes from locales/<lang>.yaml via `tr`.

Catalogs are nested YAML mappings read with `yaml.safe_load`; a key is the
dotted path (`menu.new_game`). A missing key falls back to English. Listeners
registered with `on_change` hear about a language switch so screens re-render
their text once, not every frame.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import yaml

from astromagie.resources import resource_path

LANGUAGES = ("en", "de")
FALLBACK = "en"
log = logging.getLogger(__name__)

_catalogs: dict[str, dict[str, str]] = {}
_language = FALLBACK
_listeners: list[Callable[[str], None]] = []
_reported_missing: set[tuple[str, str]] = set()


def _flatten(tree: dict, prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, path + "."))
        else:
            flat[path] = value if isinstance(value, str) else str(value)
    return flat


def load_catalog(lang: str) -> dict[str, str]:
    """The flat catalog of `lang` (cached); empty if the file is missing or broken."""
    if lang not in _catalogs:
        try:
            with open(resource_path("locales", f"{lang}.yaml"), encoding="utf-8") as fh:
                data = yaml.safe_load(fh) or {}
            if not isinstance(data, dict):
                raise ValueError("the catalog is not a mapping")
            _catalogs[lang] = _flatten(data)
        except (OSError, ValueError, yaml.YAMLError) as exc:
            log.error("translation catalog %s.yaml cannot be read: %s", lang, exc)
            _catalogs[lang] = {}
    return _catalogs[lang]


def tr(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in."""
    text = load_catalog(_language).get(key)
    if text is None:
        if (_language, key) not in _reported_missing:
            _reported_missing.add((_language, key))
            log.warning("missing translation %s:%s", _language, key)
        text = load_catalog(FALLBACK).get(key, key)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def current_language() -> str:
    return _language


def set_language(lang: str) -> None:
    """Switch language and tell every listener."""
    global _language
    if lang not in LANGUAGES:
        lang = FALLBACK
    if lang == _language:
        return
    _language = lang
    for listener in list(_listeners):
        listener(lang)


def on_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call `listener(lang)` after every switch; returns a function that unregisters it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None
