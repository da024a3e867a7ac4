"""Translations: every string a player sees comes from locales/<lang>.yaml via `tr`.

Catalogs are nested YAML mappings read with `yaml.safe_load`; a key is the
dotted path (`menu.new_game`). A missing key falls back to English and is
logged once. A broken catalog (unreadable, bad YAML, not a mapping, a value
that is not a string) never crashes the game: what can't be used falls back
to English and `catalog_problems()` describes each problem, in the player's
language where possible, for the UI to show once. Listeners registered with
`on_change` hear about a language switch so screens re-render their text once,
not every frame. On first start `system_language()` picks the language from
the operating system's preferences.
"""

from __future__ import annotations

import locale
import logging
import os
import string
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import yaml

from astromagie.resources import resource_path

LANGUAGES = ("en", "de")
FALLBACK = "en"
log = logging.getLogger(__name__)

_catalogs: dict[str, dict[str, str]] = {}
_language = FALLBACK
_listeners: list[Callable[[str], None]] = []
_reported_missing: set[tuple[str, str]] = set()
_reported_format: set[tuple[str, str]] = set()


@dataclass(frozen=True)
class CatalogProblem:
    """Something wrong with one catalog file; `kind` names its message key."""

    lang: str
    kind: str  # "missing" | "unreadable" | "not_mapping" | "bad_value" | "bad_key"
    detail: str = ""
    key: str = ""


_problems: list[CatalogProblem] = []

# English wording of every problem, used when no catalog can provide it.
_PROBLEM_DEFAULTS = {
    "missing": "The text file for {lang} is missing; English texts are shown instead.",
    "unreadable": "The text file for {lang} could not be read ({detail}); "
                  "English texts are shown instead.",
    "not_mapping": "The text file for {lang} has the wrong structure; "
                   "English texts are shown instead.",
    "bad_value": "The text for “{key}” in the {lang} file is not text; "
                 "the English text is shown instead.",
    "bad_key": "The {lang} text file contains an unusable entry “{key}”; it is ignored.",
}


# -- loading -------------------------------------------------------------------
def _flatten(tree: Mapping, lang: str, prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        # YAML turns unquoted yes/no/on/off keys into booleans and `1:` into an int;
        # ints are fine (position.1), anything else is a typo we report.
        if isinstance(key, bool) or not isinstance(key, str | int):
            _problem(lang, "bad_key", key=f"{prefix}{key}")
            continue
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, lang, path + "."))
        elif isinstance(value, str):
            flat[path] = value
        else:
            _problem(lang, "bad_value", key=path, detail=type(value).__name__)
    return flat


def _problem(lang: str, kind: str, detail: str = "", key: str = "") -> None:
    problem = CatalogProblem(lang, kind, detail, key)
    if problem not in _problems:
        _problems.append(problem)
        log.error("translation catalog %s.yaml: %s %s %s", lang, kind, key, detail)


def _catalog_file(lang: str) -> Path:
    return resource_path("locales", f"{lang}.yaml")


def load_catalog(lang: str) -> dict[str, str]:
    """The flat catalog of `lang` (cached); only the usable entries, never raises."""
    if lang in _catalogs:
        return _catalogs[lang]
    catalog: dict[str, str] = {}
    try:
        text = _catalog_file(lang).read_text(encoding="utf-8")
    except FileNotFoundError:
        _problem(lang, "missing")
    except (OSError, UnicodeDecodeError) as exc:
        _problem(lang, "unreadable", detail=str(exc).splitlines()[0] if str(exc) else "")
    else:
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark is not None else "YAML"
            _problem(lang, "unreadable", detail=where)
        else:
            if data is None:
                data = {}  # an empty file is an empty catalog: every key falls back
            if isinstance(data, Mapping):
                catalog = _flatten(data, lang)
            else:
                _problem(lang, "not_mapping", detail=type(data).__name__)
    _catalogs[lang] = catalog
    return catalog


def reload_catalogs() -> None:
    """Forget every loaded catalog and reported problem (tests; after editing a file)."""
    _catalogs.clear()
    _problems.clear()
    _reported_missing.clear()
    _reported_format.clear()


def catalog_problems() -> list[str]:
    """One sentence per problem found in any catalog, in the current language if possible.

    Loads every catalog first, so the answer is complete. Empty when all is well.
    """
    for lang in LANGUAGES:
        load_catalog(lang)
    messages = []
    for problem in _problems:
        lang_name = _lookup(f"lang.{problem.lang}") or problem.lang
        template = _lookup(f"language.problem.{problem.kind}") or _PROBLEM_DEFAULTS[problem.kind]
        messages.append(_format(template, {"lang": lang_name, "detail": problem.detail,
                                           "key": problem.key},
                                f"language.problem.{problem.kind}") or template)
    return messages


# -- looking texts up ------------------------------------------------------------
def _lookup(key: str) -> str | None:
    """The text of `key` in the current language, else English, else None (no logging)."""
    text = load_catalog(_language).get(key)
    if text is None and _language != FALLBACK:
        text = load_catalog(FALLBACK).get(key)
    return text


def has(key: str) -> bool:
    """Whether `key` has a text in the current language or in English."""
    return _lookup(key) is not None


def _format(text: str, params: Mapping[str, object], key: str) -> str | None:
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError) as exc:
        if (_language, key) not in _reported_format:
            _reported_format.add((_language, key))
            log.warning("translation %s:%s cannot be filled in: %r", _language, key, exc)
        return None


def tr(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in.

    Missing in the current language: the English text (logged once). Missing
    everywhere: the key itself, so the screen shows something findable.
    """
    text = load_catalog(_language).get(key)
    lang = _language
    if text is None:
        if (_language, key) not in _reported_missing:
            _reported_missing.add((_language, key))
            log.warning("missing translation %s:%s", _language, key)
        lang = FALLBACK
        text = load_catalog(FALLBACK).get(key)
        if text is None:
            return key
    if not params:
        return text
    filled = _format(text, params, key)
    if filled is None and lang != FALLBACK:
        # A translation with a wrong placeholder: the English sentence still works.
        english = load_catalog(FALLBACK).get(key)
        if english is not None:
            filled = _format(english, params, key)
    return filled if filled is not None else text


def placeholders(text: str) -> set[str]:
    """The `{names}` a catalog text expects (for tests and tools)."""
    names = set()
    for _literal, field, _spec, _conv in string.Formatter().parse(text):
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


# -- the current language ----------------------------------------------------------
def current_language() -> str:
    return _language


def set_language(lang: str) -> None:
    """Switch language and tell every listener (unknown codes mean English)."""
    global _language
    if lang not in LANGUAGES:
        lang = FALLBACK
    if lang == _language:
        return
    _language = lang
    for listener in list(_listeners):
        try:
            listener(lang)
        except Exception:  # one broken screen must not stop the others from switching
            log.exception("language listener %r failed", listener)


def on_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call `listener(lang)` after every switch; returns a function that unregisters it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def init_language(saved: str | None) -> str:
    """The language at start: the saved choice if there is one, else the system's."""
    set_language(saved if saved in LANGUAGES else system_language())
    return _language


# -- the system's preferred language -------------------------------------------------
def _language_of(tag: str) -> str | None:
    """'de_DE.UTF-8', 'de-AT', 'German_Germany' -> 'de'; None for C/POSIX or empty."""
    tag = tag.strip().lower()
    for sep in ".@":
        tag = tag.split(sep)[0]
    base = tag.replace("-", "_").split("_")[0]
    if not base or base in ("c", "posix"):
        return None
    # Windows' locale names spell the language out ("German_Germany.1252").
    return {"english": "en", "german": "de", "deutsch": "de"}.get(base, base)


def _from_environment(environ: Mapping[str, str]) -> list[str]:
    """Preferences from the POSIX variables, in gettext's order of precedence."""
    tags: list[str] = []
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            # LANGUAGE (a list, e.g. "de:en") refines the choice unless the locale is C.
            if _language_of(value) is not None:
                tags.extend(t for t in environ.get("LANGUAGE", "").split(":") if t)
            tags.append(value)
            break
    else:
        tags.extend(t for t in environ.get("LANGUAGE", "").split(":") if t)
    return tags


def _from_macos() -> list[str]:
    """AppleLanguages from the global preferences (what apps started from Finder use)."""
    import plistlib

    path = Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist"
    try:
        with open(path, "rb") as fh:
            languages = plistlib.load(fh).get("AppleLanguages", [])
    except (OSError, ValueError, plistlib.InvalidFileException, AttributeError):
        return []
    return [t for t in languages if isinstance(t, str)]


def _from_windows() -> list[str]:
    """The user's display language from the Windows API (ctypes is in the standard library)."""
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ImportError):
        return []
    name = locale.windows_locale.get(langid)
    return [name] if name else []


def _from_locale_module() -> list[str]:
    tags = []
    for category in ("LC_MESSAGES", "LC_CTYPE"):
        cat = getattr(locale, category, None)
        if cat is None:
            continue
        try:
            name = locale.getlocale(cat)[0]
        except (ValueError, TypeError):
            continue
        if name:
            tags.append(name)
    return tags


def preferred_languages(environ: Mapping[str, str] | None = None,
                        platform: str | None = None) -> list[str]:
    """The system's language preferences, most wanted first, as raw tags."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    env_tags = _from_environment(environ)
    # On macOS and Windows a GUI app usually has no LANG, and a terminal's LANG often
    # does not reflect the user's display language, so the OS setting comes first there.
    if platform == "darwin":
        return _from_macos() + env_tags + _from_locale_module()
    if platform == "win32":
        return env_tags + _from_windows() + _from_locale_module()
    return env_tags + _from_locale_module()


def system_language(environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> str:
    """The first of the system's preferred languages the game speaks, else English."""
    try:
        tags = preferred_languages(environ, platform)
    except Exception:  # never let an odd system setting stop the game from starting
        log.exception("cannot read the system's language")
        return FALLBACK
    for tag in tags:
        lang = _language_of(tag)
        if lang in LANGUAGES:
            return lang
    return FALLBACK
