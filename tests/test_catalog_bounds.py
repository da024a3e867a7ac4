"""Catalog bounds (issue 15, defect 7): alias bombs and self-references never hang or crash.

A catalog that nests YAML anchors expands without end when flattened, and one that refers
to itself loops; both must fall back to English at once, with a message for the player.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from astromagie import i18n

GOOD_EN = 'menu:\n  start: "Start"\n  hello: "Hello {name}"\n'


@pytest.fixture(autouse=True)
def _restore_language():
    yield
    i18n.set_language("en")
    i18n.reload_catalogs()


@pytest.fixture
def catalogs(tmp_path, monkeypatch):
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


def _alias_bomb(levels: int = 12, width: int = 10) -> str:
    """Each level is a map holding `width` aliases of the level below: width**levels leaves."""
    lines = ['l0: &l0 {a: "boom", b: "boom"}']
    for n in range(1, levels + 1):
        refs = ", ".join(f"k{i}: *l{n - 1}" for i in range(width))
        lines.append(f"l{n}: &l{n} {{{refs}}}")
    return "\n".join(lines) + '\nmenu:\n  start: "Los"\n'


def _assert_english_with_a_message(problem_kind: str) -> None:
    i18n.set_language("de")
    assert i18n.tr("menu.start") == "Start"  # the German file is not used at all
    assert i18n.tr("menu.hello", name="Vega") == "Hello Vega"
    assert [p.kind for p in i18n._problems] == [problem_kind]
    messages = i18n.catalog_problems()
    assert len(messages) == 1 and "English" in messages[0]


@pytest.mark.parametrize("width, bound", [
    (10, f"more than {i18n.MAX_NODES} entries"),  # 10**12 leaves if flattened naively
    (1, f"more than {i18n.MAX_DEPTH} levels"),  # few leaves, 13 levels deep
])
def test_nested_anchor_maps_fall_back_to_english_at_once(catalogs, width, bound):
    """The bomb is walked only up to a bound that counts (entries or levels), never expanded
    whole: the message names the bound that stopped it."""
    catalogs("en", GOOD_EN)
    catalogs("de", _alias_bomb(12, width))
    _assert_english_with_a_message("too_big")
    assert i18n._problems[0].detail == bound


@pytest.mark.parametrize("text", [
    "menu: &m\n  start: \"Los\"\n  again: *m\n",          # a map holding itself
    "a: &a\n  b: &b\n    c: *a\n",                          # a loop over two levels
])
def test_self_referencing_alias_falls_back_to_english(catalogs, text):
    catalogs("en", GOOD_EN)
    catalogs("de", text)
    _assert_english_with_a_message("too_big")


def test_too_deep_nesting_without_aliases_is_refused(catalogs):
    deep = "".join(f"{'  ' * n}k{n}:\n" for n in range(i18n.MAX_DEPTH + 2))
    deep += f"{'  ' * (i18n.MAX_DEPTH + 2)}leaf: \"x\"\n"
    catalogs("en", GOOD_EN)
    catalogs("de", deep)
    _assert_english_with_a_message("too_big")


def test_a_huge_file_is_not_read_whole(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", 'menu:\n  start: "Los"\n' + "# padding\n" * (i18n.MAX_CATALOG_BYTES // 10 + 1))
    _assert_english_with_a_message("too_big")


def test_the_problem_is_told_in_german_too(catalogs):
    catalogs("en", GOOD_EN)
    catalogs("de", "a: &a\n  b: *a\n")
    i18n.reload_catalogs()
    i18n.set_language("de")
    message = i18n.catalog_problems()[0]
    assert "English" in message  # the fallback wording, as the German file is unusable


def test_the_shipped_catalogs_are_well_inside_the_bounds():
    from astromagie.resources import resource_path

    for lang in i18n.LANGUAGES:
        path = resource_path("locales", f"{lang}.yaml")
        assert path.stat().st_size < i18n.MAX_CATALOG_BYTES // 10
        assert max(key.count(".") for key in i18n.load_catalog(lang)) + 1 < i18n.MAX_DEPTH


def test_a_bomb_in_the_game_exits_cleanly(tmp_path):
    """The real start-up path with a bombed German catalog: no hang, no traceback."""
    bomb = tmp_path / "de.yaml"
    bomb.write_text(_alias_bomb(), encoding="utf-8")
    code = (
        "import sys; from pathlib import Path; from astromagie import i18n;"
        f"i18n._catalog_file = lambda lang: Path({str(tmp_path)!r}) / f'{{lang}}.yaml' "
        "if lang == 'de' else i18n.resource_path('locales', f'{lang}.yaml');"
        "i18n.set_language('de'); print(i18n.tr('menu.new_game')); "
        "print(len(i18n.catalog_problems()))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["New", "game", "1"]
    assert "Traceback" not in done.stderr
