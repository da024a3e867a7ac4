"""The catalogs follow docs/glossary.md: one word per game term, in both languages.

The glossary's table is the source: each row names the English and German words, the
words the catalogs must not use instead, and the keys that show the term.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from astromagie import i18n

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"
LANGS = ("en", "de")


@dataclass(frozen=True)
class Term:
    name: str
    words: dict[str, tuple[str, ...]]  # lang -> accepted forms
    avoid: dict[str, tuple[str, ...]]  # lang -> forbidden words or phrases
    keys: tuple[str, ...]


def _cells(text: str) -> tuple[str, ...]:
    text = text.strip()
    if text in ("", "—", "-"):
        return ()
    return tuple(part.strip().strip("`") for part in text.split(",") if part.strip())


def _terms() -> list[Term]:
    rows = [line for line in GLOSSARY.read_text(encoding="utf-8").splitlines()
            if line.startswith("|") and not line.startswith("|---")]
    header, *body = rows
    assert [c.strip() for c in header.strip("|").split("|")] == [
        "Term", "English", "German", "Not in English", "Not in German", "Where used"]
    terms = []
    for row in body:
        name, en, de, avoid_en, avoid_de, keys = row.strip().strip("|").split("|")
        terms.append(Term(name.strip(), {"en": _cells(en), "de": _cells(de)},
                          {"en": _cells(avoid_en), "de": _cells(avoid_de)}, _cells(keys)))
    return terms


TERMS = _terms()


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


def test_the_glossary_is_read_and_covers_the_terms_the_review_named():
    assert len(TERMS) >= 30
    avoided_de = {w for t in TERMS for w in t.avoid["de"]}
    avoided_en = {w for t in TERMS for w in t.avoid["en"]}
    # the review's examples: discarding is "abwerfen", players are not "Spielende"
    assert {"ablegen", "Ablegen", "abgelegt", "Spielenden", "die Spielende"} <= avoided_de
    assert {"an der Reihe", "Dreier", "Lagen", "Eingabetaste", "führt den Stich"} <= avoided_de
    assert {"leads the trick", "layers", "People", "Mean", "places", "Sign"} <= avoided_en
    assert all(t.words["en"] and t.words["de"] and t.keys for t in TERMS)


def test_the_checks_catch_a_wrong_word():
    assert _uses("Lege die Karte ab oder ablegen", "ablegen")
    assert not _uses("Ablagestapel", "Ablage")  # whole words only
    assert _uses("der Stich geht an die Spielende", "die Spielende")


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalog_text_uses_a_word_the_glossary_rules_out(catalogs, lang):
    found = [f"{key}: “{word}” ({term.name})"
             for term in TERMS for word in term.avoid[lang]
             for key, text in catalogs[lang].items() if _uses(text, word)]
    assert not found, f"{lang}.yaml uses words the glossary rules out: {found}"


@pytest.mark.parametrize("lang", LANGS)
def test_each_term_is_shown_with_the_glossary_word_where_it_is_used(catalogs, lang):
    wrong = []
    for term in TERMS:
        for key in term.keys:
            texts = _texts(catalogs[lang], key)
            assert texts, f"glossary names {key} ({term.name}), which {lang}.yaml lacks"
            for text in texts:
                if not any(word.lower() in text.lower() for word in term.words[lang]):
                    wrong.append(f"{key} should say {term.words[lang][0]!r}: {text!r}")
    assert not wrong, f"{lang}.yaml: {wrong}"


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
