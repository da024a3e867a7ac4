"""i18n: English fallback, broken catalogs never crash, plurals, the system language."""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest
import yaml

from astromagie import i18n


@pytest.fixture(autouse=True)
def _restore_language():
    yield
    i18n.set_language("en")
    i18n.reload_catalogs()


@pytest.fixture
def catalogs(tmp_path, monkeypatch):
    """Point the catalogs at tmp files; returns a writer `write(lang, text_or_bytes)`."""
    monkeypatch.setattr(i18n, "_catalog_file", lambda lang: tmp_path / f"{lang}.yaml")
    i18n.set_language("en")
    i18n.reload_catalogs()

    def write(lang: str, content: str | bytes) -> None:
        path = tmp_path / f"{lang}.yaml"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        i18n.reload_catalogs()

    return write


GOOD_EN = 'menu:\n  start: "Start"\n  hello: "Hello {name}"\nonly:\n  english: "Only English"\n'
GOOD_DE = 'menu:\n  start: "Los"\n  hello: "Hallo {name}"\n'


def test_tr_looks_up_current_language_and_fills_placeholders(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", GOOD_DE)
    assert i18n.tr("menu.hello", name="Vega") == "Hello Vega"
    i18n.set_language("de")
    assert i18n.current_language() == "de"
    assert i18n.tr("menu.start") == "Los"
    assert i18n.tr("menu.hello", name="Vega") == "Hallo Vega"


def test_missing_key_falls_back_to_english_and_is_logged_once(catalogs, caplog):
    catalogs("en", GOOD_EN)
    catalogs("de", GOOD_DE)
    i18n.set_language("de")
    with caplog.at_level(logging.WARNING, logger="astromagie.i18n"):
        assert i18n.tr("only.english") == "Only English"
        assert i18n.tr("only.english") == "Only English"
        assert i18n.tr("only.english") == "Only English"
    missing = [r for r in caplog.records if "only.english" in r.getMessage()]
    assert len(missing) == 1
    assert i18n.catalog_problems() == []  # a missing key is not a broken file


def test_key_missing_everywhere_shows_the_key(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", GOOD_DE)
    assert i18n.tr("no.such.key") == "no.such.key"


@pytest.mark.parametrize("broken, kind", [
    ('menu:\n  start: "Los\n  hello: [unclosed\n', "unreadable"),   # bad YAML
    ("- just\n- a list\n", "not_mapping"),
    ('"a plain string"\n', "not_mapping"),
    (b"menu:\n  start: \"L\xf6s\"\n", "unreadable"),                  # not UTF-8
])
def test_broken_german_catalog_gives_english_and_a_problem(catalogs, broken, kind):
    catalogs("en", GOOD_EN)
    catalogs("de", broken)
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Start"  # never raises, English instead
    assert i18n.tr("menu.hello", name="Lyra") == "Hello Lyra"
    problems = i18n.catalog_problems()
    assert len(problems) == 1
    assert "English" in problems[0]  # says what the player sees instead
    assert i18n._problems[0].kind == kind and i18n._problems[0].lang == "de"


def test_missing_catalog_file_is_reported(catalogs):
    catalogs("en", GOOD_EN)
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Start"
    assert [p.kind for p in i18n._problems] == ["missing"]


def test_non_string_values_fall_back_and_are_reported_by_key(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", 'menu:\n  start: 42\n  hello: "Hallo {name}"\nlang:\n  de: "Deutsch"\n'
                   '  no: "Nein"\n')
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Start"  # the number is not used
    assert i18n.tr("menu.hello", name="Orion") == "Hallo Orion"  # the rest still works
    problems = i18n.catalog_problems()
    assert len(problems) == 2
    assert any("menu.start" in p for p in problems)
    assert any("lang.False" in p for p in problems)  # unquoted `no:` became a boolean key


def test_problems_are_told_in_the_players_language(catalogs):
    catalogs("en", GOOD_EN + 'language:\n  problem:\n    bad_value: "EN bad {key} in {lang}"\n'
                             'lang:\n  de: "German"\n')
    catalogs("de", 'menu:\n  start: []\nlanguage:\n  problem:\n'
                   '    bad_value: "DE kaputt {key} in {lang}"\nlang:\n  de: "Deutsch"\n')
    assert i18n.catalog_problems() == ["EN bad menu.start in German"]
    i18n.set_language("de")
    assert i18n.catalog_problems() == ["DE kaputt menu.start in Deutsch"]


def test_even_a_broken_english_catalog_gives_readable_problems(catalogs):
    catalogs("en", ": : :\n  - [")
    catalogs("de", GOOD_DE)
    assert i18n.tr("menu.start") == "menu.start"
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Los"
    problems = i18n.catalog_problems()
    assert len(problems) == 1 and "English" in problems[0]


def test_wrong_placeholder_in_translation_uses_the_english_sentence(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", 'menu:\n  hello: "Hallo {nom}"\n  start: "Los {"\n')
    i18n.set_language("de")
    assert i18n.tr("menu.hello", name="Vega") == "Hello Vega"
    assert i18n.tr("menu.start", x=1) == "Start"  # a broken brace: English too
    catalogs("en", 'menu:\n  start: "Start {"\n')
    assert i18n.tr("menu.start", x=1) == "Los {"  # nothing can be filled: the text as it is


def test_real_catalogs_have_no_problems():
    i18n.reload_catalogs()
    assert i18n.catalog_problems() == []


def test_language_listeners_hear_every_switch_and_a_broken_one_does_not_stop_others():
    heard: list[str] = []

    def broken(lang: str) -> None:
        raise RuntimeError("screen bug")

    off_broken = i18n.on_change(broken)
    off = i18n.on_change(heard.append)
    try:
        i18n.set_language("de")
        i18n.set_language("de")  # no change, no call
        i18n.set_language("xx")  # unknown: English
        assert heard == ["de", "en"]
    finally:
        off()
        off_broken()
    i18n.set_language("de")
    assert heard == ["de", "en"]


# -- the system's language ---------------------------------------------------------------
@pytest.fixture
def no_locale(monkeypatch):
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: (None, None))


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT"}, "de"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),  # not offered: English
    ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:de:en"}, "de"),  # first offered preference
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),  # messages win over LANG
    ({"LANG": "en_US.UTF-8", "LC_ALL": "de_CH.UTF-8"}, "de"),  # LC_ALL wins over all
    ({"LC_ALL": "C", "LANGUAGE": "de"}, "en"),  # gettext ignores LANGUAGE in the C locale
    ({"LANGUAGE": "de"}, "de"),
    ({}, "en"),
])
def test_system_language_from_environment(no_locale, environ, expected):
    assert i18n.system_language(environ, preferred=[]) == expected


def test_system_language_from_locale_module(monkeypatch):
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: ("German_Germany", "1252"))
    assert i18n.system_language({}, preferred=[]) == "de"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: ("de_DE", "UTF-8"))
    assert i18n.system_language({}, preferred=[]) == "de"


def test_system_language_prefers_the_os_list_the_ui_passes_in(no_locale):
    # pygame.system.get_pref_locales() gives dicts, most wanted first
    locales = [{"language": "fr", "country": "FR"}, {"language": "de", "country": None},
               {"language": "en", "country": "US"}]
    # a GUI app often has a terminal's English LANG or none: the OS list wins
    assert i18n.system_language({"LANG": "en_US.UTF-8"}, preferred=locales) == "de"
    assert i18n.system_language({}, preferred=["de-AT", "en"]) == "de"
    assert i18n.system_language({}, preferred=[{"language": "en", "country": "GB"}]) == "en"
    # nothing offered in the OS list: the environment decides, then English
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}, preferred=[{"language": "fr"}]) == "de"
    assert i18n.system_language({}, preferred=[{"language": "fr"}]) == "en"
    # odd entries are skipped, never fatal
    assert i18n.system_language({}, preferred=[None, 3, {"language": None}, "de"]) == "de"


def test_init_language_passes_the_os_list_on(no_locale, monkeypatch):
    monkeypatch.setattr(i18n.os, "environ", {})
    assert i18n.init_language(None, preferred=[{"language": "de", "country": "CH"}]) == "de"
    assert i18n.init_language("en", preferred=[{"language": "de", "country": "CH"}]) == "en"
    assert i18n.init_language(None, preferred=[]) == "en"


def test_the_command_line_path_does_not_import_pygame():
    code = ("import sys; from astromagie import i18n; i18n.init_language(None); "
            "i18n.tr('menu.title'); import astromagie.cli; "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_system_language_never_raises(monkeypatch):
    def boom(*a):
        raise RuntimeError("odd system")

    monkeypatch.setattr(i18n, "preferred_languages", boom)
    assert i18n.system_language() == "en"


def test_catalogs_are_parsed_with_libyaml_when_available():
    if getattr(yaml, "__with_libyaml__", False):
        assert i18n._YAML_LOADER is yaml.CSafeLoader
    else:
        assert i18n._YAML_LOADER is yaml.SafeLoader
    assert issubclass(i18n._YAML_LOADER, (yaml.CSafeLoader, yaml.SafeLoader)
                      if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader)


def test_catalog_loader_refuses_python_objects(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", 'menu:\n  start: !!python/object/apply:os.system ["echo pwned"]\n')
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Start"
    assert [p.kind for p in i18n._problems] == ["unreadable"]


def test_init_language_prefers_the_saved_choice(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda *a, **k: "de")
    assert i18n.init_language("en") == "en"
    assert i18n.init_language(None) == "de"
    assert i18n.init_language("klingon") == "de"


def test_a_default_name_follows_the_language_a_typed_one_stays(catalogs):
    catalogs("en", 'setup:\n  human: "You"\n')
    catalogs("de", 'setup:\n  human: "Du"\n')
    i18n.set_language("de")
    assert i18n.localized_default("setup.human", "You") == "Du"
    assert i18n.localized_default("setup.human", "Du") == "Du"
    assert i18n.localized_default("setup.human", "Vega") == "Vega"
    i18n.set_language("en")
    assert i18n.localized_default("setup.human", "Du") == "You"
    assert i18n.localized_default("setup.human", "you") == "you"  # only the exact default


def test_placeholders_helper():
    assert i18n.placeholders("{a} and {b.c} and {{literal}} and {d[0]}") == {"a", "b", "d"}


# -- a byte that is not UTF-8 in LANG / LANGUAGE ------------------------------------------
def _sdl_refuses() -> list[object]:
    # what pygame.system.get_pref_locales() does when LANG holds a byte that is not UTF-8
    raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")


def test_unreadable_os_locales_fall_back_to_the_environment():
    environ = {"LANG": "de_DE\udcff.UTF-8", "LANGUAGE": "de"}
    assert i18n.system_language(environ, preferred=_sdl_refuses) == "de"
    assert i18n.system_language({"LANG": "\udcff"}, preferred=_sdl_refuses) == "en"


def test_the_os_list_is_read_only_when_no_language_is_saved():
    asked = []

    def preferred() -> list[object]:
        asked.append(True)
        return _sdl_refuses()

    assert i18n.init_language("de", preferred=preferred) == "de"
    assert asked == []


@pytest.mark.parametrize("variable", ["LANG", "LANGUAGE"])
def test_game_starts_with_a_non_utf8_byte_in(variable, tmp_path):
    """The window opens (SDL decodes LANG itself and raised UnicodeDecodeError)."""
    import os

    code = ("from astromagie.ui.app import App; from astromagie import i18n; "
            "app = App(); print('language', i18n.current_language()); app.close()")
    env = {"ASTROMAGIE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", variable: os.fsdecode(b"de_DE\xff.UTF-8")}
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    done = subprocess.run([sys.executable, "-c", code], env={**base, **env},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "language " in done.stdout and "Traceback" not in done.stderr
