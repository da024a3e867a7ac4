"""The catalogs follow the glossary: one word per game term, in both languages.

docs/glossary.md holds the tables, in sections: the house's words bind every catalog,
each game's section (or a game's docs/games/<id>/glossary.md) binds only that game's
catalog. Each row names the English and German words, the words the catalog must not
use instead, and the keys that show the term.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from astromagie import i18n

DOCS = Path(__file__).resolve().parents[1] / "docs"
GLOSSARY = DOCS / "glossary.md"
LANGS = ("en", "de")
HOUSE = "house"
ASTROMAGIE = "astromagie"
HEADER = ["Term", "English", "German", "Not in English", "Not in German", "Where used"]


@dataclass(frozen=True)
class Term:
    name: str
    words: dict[str, tuple[str, ...]]  # lang -> accepted forms
    avoid: dict[str, tuple[str, ...]]  # lang -> forbidden words or phrases
    keys: tuple[str, ...]
    scope: str  # "house", or the id of the game whose catalog the term binds


def _cells(text: str) -> tuple[str, ...]:
    text = text.strip()
    if text in ("", "—", "-"):
        return ()
    return tuple(part.strip().strip("`") for part in text.split(",") if part.strip())


def _read_terms(text: str, scope: str | None) -> list[Term]:
    """The rows of every table in `text`; a `## ... (`scope`)` heading sets the scope."""
    terms = []
    for line in text.splitlines():
        heading = re.match(r"^## .*\(`([\w-]+)`\)\s*$", line)
        if heading:
            scope = heading.group(1)
        if not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] == "Term":
            assert cells == HEADER
            continue
        assert scope is not None, f"a glossary row before any section: {line}"
        name, en, de, avoid_en, avoid_de, keys = cells
        terms.append(Term(name, {"en": _cells(en), "de": _cells(de)},
                          {"en": _cells(avoid_en), "de": _cells(avoid_de)}, _cells(keys),
                          scope))
    return terms


def _terms() -> list[Term]:
    terms = _read_terms(GLOSSARY.read_text(encoding="utf-8"), None)
    for path in sorted(DOCS.glob("games/*/glossary.md")):
        terms += _read_terms(path.read_text(encoding="utf-8"), path.parent.name)
    return terms


TERMS = _terms()


def _mounted() -> set[str]:
    """The folders of locales/ whose keys the merged catalog holds under "<folder>."."""
    return {folder for folder, _ in i18n._game_catalogs("en")}


def scoped(catalog: dict[str, str], scope: str) -> dict[str, str]:
    """The part of the merged catalog a scope's terms bind, keyed as its glossary names them.

    The house: everything. Astromagie: the host's file, where its texts still live, and
    `astromagie.` (not the kit's, which are the house's). Any other game: its own
    catalog, without its prefix.
    """
    if scope == HOUSE:
        return dict(catalog)
    if scope == ASTROMAGIE:
        others = tuple(f"{folder}." for folder in _mounted() - {ASTROMAGIE})
        return {k: v for k, v in catalog.items() if not k.startswith(others)}
    prefix = f"{scope}."
    return {k[len(prefix):]: v for k, v in catalog.items() if k.startswith(prefix)}


@pytest.fixture(scope="module")
def catalogs() -> dict[str, dict[str, str]]:
    i18n.reload_catalogs()
    return {lang: dict(i18n.load_catalog(lang)) for lang in LANGS}


def _texts(catalog: dict[str, str], key: str) -> list[str]:
    """The text of an entry: a plain text, or every form of a plural entry."""
    if key in catalog:
        return [catalog[key]]
    return [catalog[f"{key}.{form}"] for form in i18n.PLURAL_FORMS if f"{key}.{form}" in catalog]


def _uses(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


def _avoided(catalog: dict[str, str], terms: list[Term], lang: str) -> list[str]:
    return [f"{key}: “{word}” ({term.name}, {term.scope})"
            for term in terms for word in term.avoid[lang]
            for key, text in scoped(catalog, term.scope).items() if _uses(text, word)]


def test_the_glossary_is_read_and_covers_the_terms_the_review_named():
    assert len(TERMS) >= 30
    avoided_de = {w for t in TERMS for w in t.avoid["de"]}
    avoided_en = {w for t in TERMS for w in t.avoid["en"]}
    # the review's examples: discarding is "abwerfen", players are not "Spielende"
    assert {"ablegen", "Ablegen", "abgelegt", "Spielenden", "die Spielende"} <= avoided_de
    assert {"an der Reihe", "Dreier", "Lagen", "Eingabetaste", "führt den Stich"} <= avoided_de
    assert {"leads the trick", "layers", "People", "Mean", "places", "Sign"} <= avoided_en
    assert all(t.words["en"] and t.words["de"] and t.keys for t in TERMS)


def test_the_glossary_has_the_houses_words_and_a_section_per_game_it_names():
    scopes = {t.scope for t in TERMS}
    assert {HOUSE, ASTROMAGIE, "zahlenstreifen"} <= scopes
    assert scopes - {HOUSE} <= _mounted(), "a section names a catalog that does not exist"
    house = {t.name for t in TERMS if t.scope == HOUSE}
    assert {"player", "computer player", "title screen", "hint"} <= house
    # Astromagie's own words bind only Astromagie's texts and the host's screens beside
    # them: another game may say "line", "slot" or "return"
    astromagie = {w for t in TERMS if t.scope == ASTROMAGIE for w in t.avoid["en"]}
    assert {"slot", "leads the trick", "layer", "line", "seed", "Mean", "Return"} <= astromagie
    assert not astromagie & {w for t in TERMS if t.scope == HOUSE for w in t.avoid["en"]}


def test_the_checks_catch_a_wrong_word():
    assert _uses("Lege die Karte ab oder ablegen", "ablegen")
    assert not _uses("Ablagestapel", "Ablage")  # whole words only
    assert _uses("der Stich geht an die Spielende", "die Spielende")


def test_each_section_binds_its_own_catalog_only():
    merged = {"table.slot": "a slot", "kit.x": "a slot", "zahlenstreifen.row": "a slot",
              "monad.a": "the line", "zahlenstreifen.b": "the line", "astromagie.c": "z"}
    slot = Term("position", {"en": ("position",)}, {"en": ("slot",)}, ("row",), ASTROMAGIE)
    line = Term("row", {"en": ("row",)}, {"en": ("line",)}, ("b",), "zahlenstreifen")
    anyone = Term("player", {"en": ("player",)}, {"en": ("slot",)}, ("kit.x",), HOUSE)
    # the kit's texts are the house's: Astromagie's words do not bind them
    assert sorted(scoped(merged, ASTROMAGIE)) == ["astromagie.c", "table.slot"]
    assert _avoided(merged, [slot], "en") == ["table.slot: “slot” (position, astromagie)"]
    assert _avoided(merged, [line], "en") == ["b: “line” (row, zahlenstreifen)"]
    assert len(_avoided(merged, [anyone], "en")) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalog_text_uses_a_word_the_glossary_rules_out(catalogs, lang):
    found = _avoided(catalogs[lang], TERMS, lang)
    assert not found, f"{lang}: texts use words their glossary section rules out: {found}"


@pytest.mark.parametrize("lang", LANGS)
def test_each_term_is_shown_with_the_glossary_word_where_it_is_used(catalogs, lang):
    wrong = []
    for term in TERMS:
        catalog = scoped(catalogs[lang], term.scope)
        for key in term.keys:
            texts = _texts(catalog, key)
            assert texts, f"glossary names {key} ({term.name}, {term.scope}), which {lang} lacks"
            for text in texts:
                if not any(word.lower() in text.lower() for word in term.words[lang]):
                    wrong.append(f"{term.scope}: {key} should say {term.words[lang][0]!r}: "
                                 f"{text!r}")
    assert not wrong, f"{lang}: {wrong}"


def test_the_glossary_points_at_the_rule_book():
    text = GLOSSARY.read_text(encoding="utf-8")
    assert "(games/astromagie/rules.md)" in text and RULES.exists()


# -- the rule book in the repository ---------------------------------------------------------
RULES = GLOSSARY.parent / "games" / "astromagie" / "rules.md"
RECORD = RULES.parent / "record-format.md"
RULE_IDS = [f"R{n}" for n in range(1, 17)] + ["V1", "V2"]


def test_the_rule_book_defines_every_rule_id_once_in_order():
    text = RULES.read_text(encoding="utf-8")
    defined = re.findall(r"^\*\*(R\d+|V\d)\.", text, flags=re.MULTILINE)
    assert defined == RULE_IDS


def test_every_rule_id_the_code_and_tests_cite_is_in_the_rule_book():
    root = GLOSSARY.parents[1]
    cited = set()
    for folder in ("astromagie", "tests"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            cited |= set(re.findall(r"\btest_(R\d+|V\d)_", text))
            cited |= set(re.findall(r"""["'](R\d+)["']""", text))
    assert cited, "the scan found no rule IDs"
    assert cited <= set(RULE_IDS), f"cited but not in {RULES.name}: {cited - set(RULE_IDS)}"
    # and every rule of the book is checked by at least one test named after it
    tested = {rid for rid in RULE_IDS
              if any(re.search(rf"def test_{rid}_", p.read_text(encoding="utf-8"))
                     for p in (root / "tests").rglob("test_*.py"))}
    assert tested == set(RULE_IDS), f"rules without a test: {set(RULE_IDS) - tested}"


def test_the_record_format_doc_gives_the_notation_and_the_error_rules():
    text = RECORD.read_text(encoding="utf-8")
    for needle in ('"astromagie-record/1"', "`POSITION:CODE`", "`D MOON`", "`5:SQU 6:VENUS`",
                   '"FORMAT"', "exit code 2", "exit code 0", "breaks R9", "breaks R15",
                   "`--json`", "never shows a traceback"):
        assert needle in text, needle
    assert "(rules.md)" in text and "../shared" not in text
