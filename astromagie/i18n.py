"""Translations: every string a player sees comes from locales/<lang>.yaml via `tr`.

Catalogs are nested YAML mappings read with a safe loader (libyaml's
`CSafeLoader` when PyYAML has it, else `SafeLoader`); a key is the dotted path
(`menu.new_game`). A missing key falls back to English and is logged once.

Plurals: a value may be a map of forms instead of a string,
`{one: "1 point", other: "{points} points", by: "points"}`. `tr` picks the form
from the parameter named in `by` (default `count`), by the language's rule in
`plural_form` (English and German: "one" for 1 and −1, else "other"), so call
sites pass the number and never choose between keys. A `one` form writes its number
as the digit 1 ("1 point"); for a count of −1 that digit takes the count, sign and
all ("-1 point"), so a negative score never loses its sign to the singular.

A broken catalog (unreadable, bad YAML, not a mapping, a value that is not a
string, too large or too deeply nested) never crashes or stalls the game: what
can't be used falls back to English and `catalog_problems()` describes each
problem, in the player's language where possible, for the UI to show once.
Listeners registered with `on_change` hear about a language switch so screens
re-render their text once, not every frame. On first start `system_language()`
picks the language from the operating system's ordered preferences, which the
UI passes in (pygame's `get_pref_locales()`); this module never imports pygame,
so the command line stays free of it.
"""

from __future__ import annotations

import locale
import logging
import os
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from astromagie.resources import resource_path

LANGUAGES = ("en", "de")
FALLBACK = "en"
log = logging.getLogger(__name__)

# libyaml parses the catalogs several times faster; both loaders are safe ones.
_YAML_LOADER: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# Bounds on a catalog: the shipped ones have ~400 entries, 4 levels and 30 kB. YAML
# aliases can make a small file expand without end (nested anchors) or refer to itself.
MAX_CATALOG_BYTES = 1_000_000
MAX_DEPTH = 8
MAX_NODES = 20_000

PLURAL_FORMS = ("one", "other")
PLURAL_BY = "by"  # the entry's field naming the count parameter
DEFAULT_COUNT = "count"

# the number 1 written as a digit in a `one` form (not part of 10, 1.5 or 1/2)
_DIGIT_ONE = re.compile(r"(?<![\d.,/])1(?![\d.,/])")

_catalogs: dict[str, dict[str, str]] = {}
_language = FALLBACK
_listeners: list[Callable[[str], None]] = []
_reported_missing: set[tuple[str, str]] = set()
_reported_format: set[tuple[str, str]] = set()


@dataclass(frozen=True)
class CatalogProblem:
    """Something wrong with one catalog file; `kind` names its message key."""

    lang: str
    kind: str  # "missing" | "unreadable" | "not_mapping" | "bad_value" | "bad_key" | "too_big"
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
    "too_big": "The text file for {lang} is too large or nested too deeply ({detail}); "
               "English texts are shown instead.",
}


# -- loading -------------------------------------------------------------------
class _TooBig(Exception):
    """A catalog beyond MAX_DEPTH or MAX_NODES; the message says which."""


def _flatten(tree: Mapping, lang: str) -> dict[str, str]:
    """Dotted key -> text; raises _TooBig past the bounds (aliases can loop or explode)."""
    flat: dict[str, str] = {}
    nodes = 0

    def walk(node: Mapping, prefix: str, depth: int) -> None:
        nonlocal nodes
        if depth > MAX_DEPTH:
            raise _TooBig(f"more than {MAX_DEPTH} levels")
        for key, value in node.items():
            nodes += 1
            if nodes > MAX_NODES:
                raise _TooBig(f"more than {MAX_NODES} entries")
            # YAML turns unquoted yes/no/on/off keys into booleans and `1:` into an int;
            # ints are fine (position.1), anything else is a typo we report.
            if isinstance(key, bool) or not isinstance(key, str | int):
                _problem(lang, "bad_key", key=f"{prefix}{key}")
                continue
            path = f"{prefix}{key}"
            if isinstance(value, Mapping):
                walk(value, path + ".", depth + 1)
            elif isinstance(value, str):
                flat[path] = value
            else:
                _problem(lang, "bad_value", key=path, detail=type(value).__name__)

    walk(tree, "", 1)
    return flat


def _read_bounded(path: Path) -> str:
    """The file's text, refusing more than MAX_CATALOG_BYTES before reading it all."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_CATALOG_BYTES + 1)
    if len(data) > MAX_CATALOG_BYTES:
        raise _TooBig(f"more than {MAX_CATALOG_BYTES // 1000} kB")
    return data.decode("utf-8")


def _problem(lang: str, kind: str, detail: str = "", key: str = "") -> None:
    problem = CatalogProblem(lang, kind, detail, key)
    if problem not in _problems:
        _problems.append(problem)
        log.error("translation catalog %s.yaml: %s %s %s", lang, kind, key, detail)


def _catalog_file(lang: str) -> Path:
    return resource_path("locales", f"{lang}.yaml")


def _game_catalogs(lang: str) -> list[tuple[str, Path]]:
    """Each game's catalog of `lang` (`locales/<game id>/<lang>.yaml`), with its key prefix."""
    try:
        folders = sorted(p for p in resource_path("locales").iterdir() if p.is_dir())
    except OSError:
        return []
    return [(folder.name, folder / f"{lang}.yaml") for folder in folders
            if (folder / f"{lang}.yaml").is_file()]


def _read_catalog(path: Path, lang: str) -> dict[str, str]:
    """One catalog file, flattened; its problems are noted, never raised."""
    try:
        text = _read_bounded(path)
    except FileNotFoundError:
        _problem(lang, "missing")
        return {}
    except _TooBig as exc:
        _problem(lang, "too_big", detail=str(exc))
        return {}
    except (OSError, UnicodeDecodeError) as exc:
        _problem(lang, "unreadable", detail=str(exc).splitlines()[0] if str(exc) else "")
        return {}
    try:
        data = yaml.load(text, Loader=_YAML_LOADER)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "YAML"
        _problem(lang, "unreadable", detail=where)
        return {}
    except RecursionError:  # a pathological nesting the loader itself cannot build
        _problem(lang, "too_big", detail=f"more than {MAX_DEPTH} levels")
        return {}
    if data is None:
        return {}  # an empty file is an empty catalog: every key falls back
    if not isinstance(data, Mapping):
        _problem(lang, "not_mapping", detail=type(data).__name__)
        return {}
    try:
        return _flatten(data, lang)
    except _TooBig as exc:  # nothing of it is used: all English
        _problem(lang, "too_big", detail=str(exc))
        return {}


def load_catalog(lang: str) -> dict[str, str]:
    """The flat catalog of `lang` (cached); only the usable entries, never raises.

    The host's catalog (`locales/<lang>.yaml`) and each game's
    (`locales/<game id>/<lang>.yaml`, its keys under `<game id>.`).
    """
    if lang in _catalogs:
        return _catalogs[lang]
    catalog = _read_catalog(_catalog_file(lang), lang)
    for prefix, path in _game_catalogs(lang):
        for key, value in _read_catalog(path, lang).items():
            catalog[f"{prefix}.{key}"] = value
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
def plural_form(lang: str, count: object) -> str:
    """The plural form ("one" or "other") that `count` takes in `lang`.

    English and German (CLDR): "one" for the integers 1 and −1, "other" for
    everything else, including 0, 1.5 and a missing count. CLDR's operand is the
    absolute value, so a score of −1 reads "−1 point", never "−1 points".
    """
    del lang  # both languages share the rule; a new language adds its own here
    if isinstance(count, bool) or not isinstance(count, int):
        return "other"
    return "one" if abs(count) == 1 else "other"


def _entry(lang: str, key: str, params: Mapping[str, object]) -> str | None:
    """The text of `key` in `lang`: a plain text, or the plural form `params` call for."""
    catalog = load_catalog(lang)
    text = catalog.get(key)
    if text is not None:
        return text
    other = catalog.get(f"{key}.other")
    if other is None:
        return None
    by = catalog.get(f"{key}.{PLURAL_BY}", DEFAULT_COUNT)
    count = params.get(by)
    form = plural_form(lang, count)
    text = catalog.get(f"{key}.{form}", other)
    if form == "one" and count != 1 and "{" + by + "}" not in text:
        # −1: the form's digit 1 becomes the count itself, so the sign shows
        text = _DIGIT_ONE.sub("{" + by + "}", text, count=1)
    return text


def _lookup(key: str, params: Mapping[str, object] | None = None) -> str | None:
    """The text of `key` in the current language, else English, else None (no logging)."""
    text = _entry(_language, key, params or {})
    if text is None and _language != FALLBACK:
        text = _entry(FALLBACK, key, params or {})
    return text


def has(key: str) -> bool:
    """Whether `key` has a text (plain or plural) in the current language or in English."""
    return _lookup(key) is not None


def is_plural(key: str, lang: str | None = None) -> bool:
    """Whether `key` is a plural entry (a map of forms) in `lang` (default: current)."""
    catalog = load_catalog(lang or _language)
    return key not in catalog and f"{key}.other" in catalog


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

    A plural entry gives the form its count parameter calls for (see module doc).
    Missing in the current language: the English text (logged once). Missing
    everywhere: the key itself, so the screen shows something findable.
    """
    text = _entry(_language, key, params)
    lang = _language
    if text is None:
        if (_language, key) not in _reported_missing:
            _reported_missing.add((_language, key))
            log.warning("missing translation %s:%s", _language, key)
        lang = FALLBACK
        text = _entry(FALLBACK, key, params)
        if text is None:
            return key
    if not params:
        return text
    filled = _format(text, params, key)
    if filled is None and lang != FALLBACK:
        # A translation with a wrong placeholder: the English sentence still works.
        english = _entry(FALLBACK, key, params)
        if english is not None:
            filled = _format(english, params, key)
    return filled if filled is not None else text


def join_names(parts: Sequence[str]) -> str:
    """"", "A", "A and B", "A, B and C", "A, B, C and D" in the current language."""
    if len(parts) <= 1:
        return "".join(parts)
    if len(parts) == 2:
        return tr("log.join_two", first=parts[0], second=parts[1])
    return tr("log.join_three", first=", ".join(parts[:-2]), second=parts[-2], third=parts[-1])


def shared(key: str, seats: Sequence[int], name_of: Callable[[int], str], you: int | None,
           **params: object) -> str:
    """A sentence about several seats at once (a shared win), `names` filled in.

    When the person at the screen is among them, the `{key}_you` form is used, with them
    last and in lower case ("Orion and you share the win", "Orion und du teilt euch den
    Sieg"): the verb agrees with "you", which a name list cannot tell the sentence."""
    if you is not None and you in seats:
        names = join_names([*(name_of(s) for s in seats if s != you), tr("setup.you_in_list")])
        return tr(f"{key}_you", names=names, **params)
    return tr(key, names=join_names([name_of(s) for s in seats]), **params)


def localized_default(key: str, text: str) -> str:
    """`tr(key)` if `text` is the text of `key` in any language, else `text` unchanged.

    For defaults that are stored as text, such as the seat name "You" / "Du": a name
    the player never changed follows the language, a name they typed stays as it is.
    """
    for lang in LANGUAGES:
        if load_catalog(lang).get(key) == text:
            return tr(key)
    return text


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


Preferred = Iterable[object] | Callable[[], Iterable[object]]


def init_language(saved: str | None, preferred: Preferred | None = None) -> str:
    """The language at start: the saved choice if there is one, else the system's.

    `preferred` is the operating system's ordered list of locales as the UI reads it
    (pygame's `get_pref_locales()`: dicts with "language" and "country", or tags), or
    the function that reads it: then it is called only when needed, and a failure
    (SDL decodes LANG as UTF-8 and raises on any other byte) is only logged.
    """
    set_language(saved if saved in LANGUAGES else system_language(preferred=preferred))
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


def _tag_of(item: object) -> str | None:
    """'de-AT' or {"language": "de", "country": "AT"} -> a tag; None for anything else."""
    if isinstance(item, str):
        return item
    if isinstance(item, Mapping):
        language = item.get("language")
        return language if isinstance(language, str) else None
    return None


def preferred_languages(environ: Mapping[str, str] | None = None,
                        preferred: Preferred | None = None) -> list[str]:
    """The system's language preferences, most wanted first, as raw tags.

    The OS's own ordered list (given by the UI) comes first: on macOS and Windows a
    windowed app has no LANG, and a terminal's LANG need not be the display language.
    The POSIX variables and the locale module follow (the command line has only those).
    Each source that cannot be read (an odd system setting: LANG with a byte that is
    not UTF-8) is logged and skipped, so the others still count.
    """
    environ = os.environ if environ is None else environ

    def from_os() -> list[str]:
        listed = preferred() if callable(preferred) else preferred
        return [tag for tag in map(_tag_of, listed or ()) if tag]

    tags: list[str] = []
    for source in (from_os, lambda: _from_environment(environ), _from_locale_module):
        try:
            tags += source()
        except Exception as exc:  # never let an odd system setting stop the game starting
            log.warning("cannot read the system's language preferences (%s: %s)",
                        type(exc).__name__, exc)
    return tags


def system_language(environ: Mapping[str, str] | None = None,
                    preferred: Preferred | None = None) -> str:
    """The first of the system's preferred languages the game speaks, else English."""
    try:
        tags = preferred_languages(environ, preferred)
    except Exception:  # each source is guarded; this is the last line of defence
        log.exception("cannot read the system's language")
        return FALLBACK
    for tag in tags:
        lang = _language_of(tag)
        if lang in LANGUAGES:
            return lang
    return FALLBACK
