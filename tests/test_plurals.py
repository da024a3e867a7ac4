"""Plurals (issue 13, item 1): every text with a count takes its form from the count.

The mechanism: a catalog value may be a map of forms, `{one: ..., other: ..., by: ...}`;
`tr` picks the form from the parameter named in `by` (default `count`). Call sites only
pass the number. The real catalogs are rendered for 0, 1, 2 and 5 in both languages.
"""

from __future__ import annotations

import re

import pytest

from astromagie import i18n

LANGS = i18n.LANGUAGES
COUNTS = (0, 1, -1, 2, 5)  # −1: a score below zero; its form goes by the absolute value
# parameters that carry numbers; every other placeholder gets a name
NUMERIC = {"count", "points", "turns", "elements", "planets", "base", "multiplier", "value",
           "minimum", "position", "needs", "pos", "turn", "total", "number", "width", "height",
           "year", "month", "day", "hour", "minute", "aspect", "price", "paid", "due", "left",
           "collected", "minus", "stolen", "goal", "monads", "players", "decisions", "before",
           "after", "won", "mine", "best", "column"}
# not here: "{low} to {high} players", a range, is plural whatever its ends
# a loss of win chance in the review is written with one decimal ("1.0",
# `ui.review_panel.loss_value`), and a number with visible decimals takes the plural in
# both languages (CLDR: v != 0); a loss of points is a whole number, by a plural entry
DECIMAL = {"loss"}

# a noun after a count, per language: its singular forms are listed in SINGULAR
PLURAL_NOUNS = {
    "en": r"minus points?|percentage points?|points?|cards?|tricks?|players?|turns?|games?|"
          r"pairs?|layers?|passes|pass|moves?|Monads?|books?|copies|copy|moments?",
    "de": r"Minuspunkte?n?|Prozentpunkte?n?|Punkte?n?|Karten?|Stiche?n?|Zuge?|Züge?n?|"
          r"Spiele?n?|Paare?n?|Lagen?|Runden?|Monaden?|Partien?|Partie",
}
SINGULAR = {"en": {"minus point", "percentage point", "point", "card", "trick", "player", "turn",
                   "game", "pair", "layer", "pass", "move", "Monad", "book", "copy", "moment"},
            "de": {"Minuspunkt", "Prozentpunkt", "Punkt", "Karte", "Stich", "Zug", "Spiel",
                   "Paar", "Lage", "Runde", "Monade", "Partie"}}
NUMBER = r"(?<![\d.,/])([\u2212-]?\d+)"  # a whole number, a minus sign kept


@pytest.fixture(autouse=True)
def _restore_language():
    i18n.reload_catalogs()
    yield
    i18n.set_language("en")
    i18n.reload_catalogs()


def _entries(lang: str) -> dict[str, list[str]]:
    """Entry key -> its texts (one for a plain text, every form for a plural entry)."""
    out: dict[str, list[str]] = {}
    for key, text in i18n.load_catalog(lang).items():
        base, _, last = key.rpartition(".")
        if last in i18n.PLURAL_FORMS and i18n.is_plural(base, lang):
            out.setdefault(base, []).append(text)
        elif not (last == i18n.PLURAL_BY and i18n.is_plural(base, lang)):
            out.setdefault(key, []).append(text)
    return out


def _count_of(lang: str, key: str) -> str | None:
    """The parameter a plural entry counts by (None for a plain text)."""
    if not i18n.is_plural(key, lang):
        return None
    return i18n.load_catalog(lang).get(f"{key}.{i18n.PLURAL_BY}", i18n.DEFAULT_COUNT)


def _params(texts: list[str], n: int, by: str | None = None) -> dict[str, object]:
    names = set().union(*(i18n.placeholders(t) for t in texts))
    return {name: f"{abs(n)}.0" if name in DECIMAL else
            n if name in NUMERIC or name == by else "Vega" for name in names}


def _wrong_number(lang: str, text: str) -> list[str]:
    bad = []
    for number, noun in re.findall(rf"{NUMBER} ({PLURAL_NOUNS[lang]})\b", text):
        singular = noun in SINGULAR[lang]
        if (abs(int(number.replace("\u2212", "-"))) == 1) != singular:
            bad.append(f"{number} {noun}")
    return bad


def _counted_by_a_noun(lang: str, text: str) -> set[str]:
    """The placeholders a counted noun follows ("{points} points", "−{loss} points")."""
    return set(re.findall(rf"\{{(\w+)\}} (?:{PLURAL_NOUNS[lang]})\b", text))


def _count_bearing(lang: str) -> dict[str, list[str]]:
    """Every template that carries a count: each plural entry, and each text in which a
    counted noun follows a placeholder."""
    def bearing(language: str) -> set[str]:
        return {key for key, texts in _entries(language).items()
                if i18n.is_plural(key, language)
                or any(_counted_by_a_noun(language, t) for t in texts)}

    keys = set().union(*(bearing(language) for language in LANGS))  # the same in both
    return {key: texts for key, texts in _entries(lang).items() if key in keys}


def test_the_scan_finds_the_count_bearing_templates():
    counted = _count_bearing("en")
    for key in ("table.discard_title", "table.hint.play", "table.preview_now", "log.trick",
                "results.tie", "watch.archive.turns", "table.cards_in_hand", "kit.score",
                "review.row", "monad.score", "monad.fact.card", "monad.coach.buy",
                "zahlenstreifen.score", "zahlenstreifen.end.part_most",
                "zahlenstreifen.seat.line", "solar-republic.hint.takes_book"):
        assert key in counted, key
    assert len(counted) >= 130 and len(_count_bearing("de")) == len(counted)
    assert _wrong_number("en", "scores 1 points and 2 card") == ["1 points", "2 card"]
    assert _wrong_number("en", "\u22121 points, -1 card, 24 minus point, 1.0 points") == [
        "\u22121 points", "24 minus point"]
    assert _wrong_number("de", "bringt 1 Punkte, mit 1 Punkten, 2 Karte") == [
        "1 Punkte", "1 Punkten", "2 Karte"]
    assert _wrong_number("de", "1 Punkt, 5 Punkte, 1 Zug, 2 Züge, 1 von 3 Karten, -1 Punkt") == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_every_count_bearing_template_agrees_with_its_count(lang, n):
    """Each template that carries a count, filled with 0, 1, −1, 2 and 5: the noun after
    every number agrees with it, and −1 keeps its sign ("−1 point", never "1 point")."""
    i18n.set_language(lang)
    wrong = {}
    for key, texts in _count_bearing(lang).items():
        by = _count_of(lang, key)
        text = i18n.tr(key, **_params(texts, n, by))
        assert "{" not in text, f"{lang}:{key} not filled in: {text}"
        if _wrong_number(lang, text):
            wrong[key] = text
        if n == -1 and by is not None and re.search(r"(?<![\d.,/])1(?![\d.,/])", text):
            assert "-1" in text, f"{lang}:{key} loses the sign of −1: {text}"
    assert not wrong, f"{lang}, n={n}: {wrong}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_followed_by_a_noun_is_a_plural_entry(lang):
    """A plain text cannot be right for both 1 and 5: such texts must be plural maps (a
    decimal, which is always plural, excepted)."""
    plain = [key for key, texts in _entries(lang).items()
             if not i18n.is_plural(key, lang)
             and _counted_by_a_noun(lang, texts[0]) & (NUMERIC | {"cards"})]
    assert not plain, f"{lang}: make these plural entries: {plain}"


def test_the_reviews_loss_is_whole_points_or_a_decimal_of_win_chance():
    from astromagie.ui.review_panel import loss_value

    # points are whole in every game: 12.8 reads 13, and a moment costs at least 1
    assert loss_value(12.8, "points") == 13 and loss_value(0.4, "points") == 1
    assert loss_value(1.0, "win chance") == "1.0" and loss_value(0.5, "win chance") == "0.5"
    i18n.set_language("en")
    assert i18n.tr("review.row", number=1, turn=3, who="Vega",
                   loss=loss_value(1.2, "points")).endswith("\u22121 point")
    assert i18n.tr("review.explain", turn=3, played="a", suggested="b",
                   loss=loss_value(12.8, "points")).startswith("Turn 3 · 13 points lost")
    i18n.set_language("de")
    assert i18n.tr("review.row", number=1, turn=3, who="Vega",
                   loss=loss_value(12.8, "points")).endswith("\u221213 Punkte")
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_plural_entries_are_complete_and_count_what_they_say(lang):
    catalog = i18n.load_catalog(lang)
    for key in _entries(lang):
        if not i18n.is_plural(key, lang):
            continue
        assert f"{key}.one" in catalog, f"{lang}:{key} has no 'one' form"
        by = catalog.get(f"{key}.{i18n.PLURAL_BY}", i18n.DEFAULT_COUNT)
        assert by in i18n.placeholders(catalog[f"{key}.other"]), \
            f"{lang}:{key}: the 'other' form does not show {{{by}}}"
        # both languages choose by the same parameter, so a call site fits both
        other_lang = "de" if lang == "en" else "en"
        other_catalog = i18n.load_catalog(other_lang)
        assert other_catalog.get(f"{key}.{i18n.PLURAL_BY}", i18n.DEFAULT_COUNT) == by, key


# -- the mechanism, on small catalogs -------------------------------------------------------------
@pytest.fixture
def catalogs(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_catalog_file", lambda lang: tmp_path / f"{lang}.yaml")
    i18n.set_language("en")
    i18n.reload_catalogs()

    def write(lang: str, content: str) -> None:
        (tmp_path / f"{lang}.yaml").write_text(content, encoding="utf-8")
        i18n.reload_catalogs()

    return write


EN = '''t:
  cards:
    one: "1 card"
    other: "{count} cards"
  worth:
    one: "{name} is worth 1 point"
    other: "{name} is worth {points} points"
    by: "points"
  english_only:
    one: "one thing"
    other: "{count} things"
'''
DE = '''t:
  cards:
    one: "1 Karte"
    other: "{count} Karten"
  worth:
    one: "{name} ist 1 Punkt wert"
    other: "{name} ist {points} Punkte wert"
    by: "points"
'''


def test_the_form_follows_the_count_parameter(catalogs):
    catalogs("en", EN)
    catalogs("de", DE)
    assert [i18n.tr("t.cards", count=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert i18n.tr("t.worth", name="Leo", points=1) == "Leo is worth 1 point"
    assert i18n.tr("t.worth", name="Leo", points=7) == "Leo is worth 7 points"
    i18n.set_language("de")
    assert [i18n.tr("t.cards", count=n) for n in (0, 1, 5)] == ["0 Karten", "1 Karte", "5 Karten"]
    assert i18n.tr("t.worth", name="Löwe", points=1) == "Löwe ist 1 Punkt wert"
    assert i18n.has("t.cards") and i18n.is_plural("t.cards")


def test_a_missing_or_odd_count_takes_the_other_form(catalogs):
    catalogs("en", EN)
    assert i18n.tr("t.cards") == "{count} cards"  # nothing to fill in: the text as it is
    assert i18n.tr("t.cards", count="1") == "1 cards"  # text, not a number: never "one"
    assert i18n.plural_form("en", 1) == "one"
    for odd in (0, 2, -2, 1.5, -1.0, True, None, "1"):
        assert i18n.plural_form("en", odd) == "other", odd
        assert i18n.plural_form("de", odd) == "other", odd


def test_the_form_goes_by_the_absolute_value(catalogs):
    """CLDR's operand n is the absolute value: a score of −1 is "−1 point" (review A-ZS1)."""
    catalogs("en", EN)
    catalogs("de", DE)
    assert i18n.plural_form("en", -1) == i18n.plural_form("de", -1) == "one"
    assert i18n.tr("t.worth", name="Leo", points=-1) == "Leo is worth -1 point"
    assert i18n.tr("t.worth", name="Leo", points=-2) == "Leo is worth -2 points"
    assert i18n.tr("t.cards", count=1) == "1 card"
    i18n.set_language("de")
    # the one form writes "1 Karte": for −1 its digit takes the sign
    assert i18n.tr("t.cards", count=-1) == "-1 Karte"


def test_a_plural_entry_missing_in_german_falls_back_to_english_forms(catalogs):
    catalogs("en", EN)
    catalogs("de", DE)
    i18n.set_language("de")
    assert i18n.tr("t.english_only", count=1) == "one thing"
    assert i18n.tr("t.english_only", count=3) == "3 things"


def test_a_plural_map_without_the_one_form_uses_other(catalogs):
    catalogs("en", 't:\n  cards:\n    other: "{count} cards"\n')
    catalogs("de", DE)
    assert i18n.tr("t.cards", count=1) == "1 cards"  # the catalog's own mistake, not a crash
    assert i18n.catalog_problems() == []
