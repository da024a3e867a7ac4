"""The shipped catalogs: same keys and placeholders in both, quoted strings, fonts cover them,
every refusal reason of the engine has a text, and the rules say the same in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from astromagie import i18n
from astromagie.games.astromagie.engine import rules
from astromagie.games.astromagie.engine.rules import PlayCheck
from astromagie.resources import resource_path

LANGS = ("en", "de")


def _raw(lang: str) -> str:
    return Path(resource_path("locales", f"{lang}.yaml")).read_text(encoding="utf-8")


def _nodes(lang: str):
    """(dotted key, key node, value node) for every leaf, from the YAML node graph.

    `yaml.compose` builds nodes without constructing any Python object (safe), and
    unlike `safe_load` it still shows duplicate keys and how each value was quoted.
    """
    root = yaml.compose(_raw(lang), Loader=yaml.SafeLoader)
    assert isinstance(root, yaml.MappingNode), f"{lang}.yaml is not a mapping"
    out = []

    def walk(node: yaml.MappingNode, prefix: str) -> None:
        for key_node, value_node in node.value:
            path = f"{prefix}{key_node.value}"
            if isinstance(value_node, yaml.MappingNode):
                walk(value_node, path + ".")
            else:
                out.append((path, key_node, value_node))

    walk(root, "")
    return out


_FORMS = tuple(f".{form}" for form in (*i18n.PLURAL_FORMS, i18n.PLURAL_BY))


def _entry_key(key: str) -> str:
    """`table.tricks.other` -> `table.tricks`: a plural entry's forms belong to one entry."""
    for suffix in _FORMS:
        if key.endswith(suffix):
            return key[: -len(suffix)]
    return key


def _has(catalog: dict[str, str], key: str) -> bool:
    """A plain text or a plural entry (what `tr` can find)."""
    return key in catalog or f"{key}.other" in catalog


@pytest.fixture(scope="module")
def catalogs() -> dict[str, dict[str, str]]:
    result = {}
    for lang in LANGS:
        data = yaml.safe_load(_raw(lang))
        assert isinstance(data, dict)
        i18n.reload_catalogs()
        result[lang] = i18n.load_catalog(lang)
    return result


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_has_no_duplicate_keys(lang):
    paths = [p for p, _k, _v in _nodes(lang)]
    dupes = sorted({p for p in paths if paths.count(p) > 1})
    assert not dupes, f"{lang}.yaml defines these keys twice (the second silently wins): {dupes}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_value_is_a_double_quoted_string(lang):
    bad = [f"{p} (line {v.start_mark.line + 1})" for p, _k, v in _nodes(lang)
           if not isinstance(v, yaml.ScalarNode) or v.style != '"']
    assert not bad, f"{lang}.yaml: values not in double quotes: {bad}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_stays_a_string_or_number(lang):
    # Unquoted yes/no/on/off/true/false keys turn into booleans: tr("x.yes") would miss.
    bad = [p for p, k, _v in _nodes(lang) if k.tag.endswith(":bool") or k.tag.endswith(":null")
           or (isinstance(k, yaml.ScalarNode) and k.style is None
               and k.value.lower() in ("yes", "no", "on", "off", "true", "false", "y", "n"))]
    assert not bad, f"{lang}.yaml: quote these keys: {bad}"


def test_catalogs_load_without_problems():
    i18n.reload_catalogs()
    assert i18n.catalog_problems() == []


def test_both_catalogs_have_the_same_keys(catalogs):
    en, de = set(catalogs["en"]), set(catalogs["de"])
    assert not en - de, f"missing in de.yaml: {sorted(en - de)}"
    assert not de - en, f"missing in en.yaml: {sorted(de - en)}"


def test_both_catalogs_use_the_same_placeholders(catalogs):
    differ = {key: (i18n.placeholders(text), i18n.placeholders(catalogs["de"][key]))
              for key, text in catalogs["en"].items()
              if key in catalogs["de"]
              and i18n.placeholders(text) != i18n.placeholders(catalogs["de"][key])}
    assert not differ, f"placeholders differ (en, de): {differ}"


def test_no_value_is_empty(catalogs):
    for lang in LANGS:
        empty = [k for k, v in catalogs[lang].items() if not v.strip()]
        assert not empty, f"{lang}: empty texts {empty}"


def test_german_uses_german_quotation_marks(catalogs):
    for key, text in catalogs["de"].items():
        assert '"' not in text and "”" not in text, f"de:{key} uses English quotes: {text}"
        assert text.count("„") == text.count("“"), f"de:{key} has an unclosed „…“: {text}"
    for key, text in catalogs["en"].items():
        assert "„" not in text, f"en:{key} uses German quotes: {text}"


# -- fonts ---------------------------------------------------------------------------------
@pytest.mark.parametrize("role", ["text", "bold"])
def test_every_character_is_in_the_shipped_fonts(catalogs, role):
    from astromagie.look import fonts

    path = Path(fonts.font_path(role))
    assert path.parent == Path(resource_path("assets", "fonts"))  # a shipped font, not the OS's
    # a line break is never drawn: rule book bodies split their paragraphs with them
    used = {ch for cat in catalogs.values() for text in cat.values() for ch in text} - {"\n"}
    missing = sorted(ch for ch in used if not fonts.has_glyph(role, ch))
    assert not missing, f"{path.name} lacks {[f'U+{ord(c):04X} {c}' for c in missing]}"


# -- refusal reasons -------------------------------------------------------------------------
def _violations() -> dict[str, rules.Violation]:
    """One real Violation per reason, produced by the engine's own checks."""
    full = ("LEO", "FIRE", "ARI", "MARS")
    opened = (None, None, "ARI", None)
    empty = (None, None, None, None)
    cases = {
        "no_cards": (["LEO"], empty, None, []),
        "too_many_cards": (["LEO", "FIRE", "ARI", "MARS"], empty, None,
                           [(3, "LEO"), (2, "FIRE"), (1, "ARI"), (4, "MARS")]),
        "second_pair": (["CON", "VENUS", "TRI", "SUN"], full, None,
                        [(5, "CON"), (6, "VENUS"), (5, "TRI")]),
        "pair_split": (["CON", "LEO"], full, None, [(5, "CON"), (1, "LEO")]),
        "bad_position": (["LEO"], opened, None, [(7, "LEO")]),
        "open_at_3": (["FIRE"], empty, None, [(2, "FIRE")]),
        "wrong_kind": (["LEO"], opened, None, [(2, "LEO")]),
        "occupied": (["LEO"], opened, None, [(3, "LEO")]),
        "not_adjacent": (["LEO"], opened, None, [(1, "LEO")]),
        "same_planet": (["CON", "MARS"], full, None, [(5, "CON"), (6, "MARS")]),
        "aspect_lower": (["SQU"], full, (2, 2), [(5, "SQU")]),
        "planet_value": (["TRI", "SUN"], full, (2, 2), [(5, "TRI"), (6, "SUN")]),
        "not_in_hand": (["LEO"], empty, None, [(3, "ARI")]),
    }
    found = {"not_your_turn": rules.not_your_turn(0, 1), "game_over": rules.game_over()}
    for reason, (hand, slots, top, placements) in cases.items():
        check = PlayCheck(hand, slots, top)
        violation = None
        for pos, code in placements:
            violation = check.place(pos, code)
            if violation is not None:
                break
        if violation is None:
            violation = check.finish()
        assert violation is not None and violation.reason == reason, (reason, violation)
        found[reason] = violation
    return found


def test_every_engine_reason_is_covered_by_this_test():
    source = Path(rules.__file__).read_text(encoding="utf-8")
    in_source = set(re.findall(r'Violation\(\s*"R\d+",\s*"(\w+)"', source))
    assert in_source, "no reasons found: the pattern no longer matches rules.py"
    assert in_source <= set(_violations()), f"new reasons: {in_source - set(_violations())}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_reason_has_a_text_with_known_placeholders(catalogs, lang):
    for reason, violation in _violations().items():
        key = f"violation.{reason}"
        assert key in catalogs[lang], f"{lang}: no text for {key}"
        unknown = i18n.placeholders(catalogs[lang][key]) - set(violation.params)
        assert not unknown, f"{lang}:{key} uses {unknown}, the engine gives {violation.params}"
        # filled with the engine's own params (card codes) it must format cleanly
        catalogs[lang][key].format(**violation.params)


def test_position_names(catalogs):
    for lang in LANGS:
        names = [catalogs[lang][f"position.{n}"] for n in range(1, 7)]
        assert names[0] == names[2] and names[3] == names[5]  # 1+3 zodiac, 4+6 planet
    assert catalogs["de"]["position.1"] == "Zeichen"


# -- the rules text ----------------------------------------------------------------------------
def _rules_key(key: str) -> bool:
    """A text of a rules page: the page's own (`rules.`) or Astromagie's rule book."""
    return key.startswith(("rules.", "astromagie.rules."))


def test_rule_book_keys_exist_in_both_catalogs(catalogs):
    from astromagie.host import registry
    from astromagie.ui.scenes import rules as scene

    keys = list(scene.RULE_BOOK_KEYS)
    for info in registry.shelf():
        keys += [f"{info.id}.rules.{section.id}.{part}" for section in info.rule_book
                 for part in ("title", "body")]
    for lang in LANGS:
        missing = [k for k in keys if not _has(catalogs[lang], k)]
        assert not missing, f"{lang}: {missing}"
    # the page's own words are all used (a game's are checked by its rule book page)
    unused = [k for k in catalogs["en"] if k.startswith("rules.") and k not in keys]
    assert not unused, unused


def test_rules_say_the_same_in_both_languages_number_by_number(catalogs):
    """Each rules text names the same numbers (positions, counts, values) in both languages."""
    checked = 0
    for key, en in catalogs["en"].items():
        if not _rules_key(key):
            continue
        checked += 1
        de = catalogs["de"][key]
        assert sorted(re.findall(r"\d+", en)) == sorted(re.findall(r"\d+", de)), key
        assert sorted(re.findall(r"\b(?:I{1,3}|V[12])\b", en)) == \
            sorted(re.findall(r"\b(?:I{1,3}|V[12])\b", de)), key
    assert checked > 30  # Astromagie's rule book is among them


def test_german_rules_use_the_german_terms(catalogs):
    german = " ".join(v for k, v in catalogs["de"].items() if _rules_key(k))
    for term in ("Sternzeichen", "Stich", "Legeschema", "Planetenzahl", "„"):
        assert term in german


def test_row_example_is_a_legal_row():
    """The drawn full row can really be built, turn by turn (R3-R10)."""
    from astromagie.games.astromagie.view.rulebook import ROW_EXAMPLE

    (s1, s2, s3, s4), pairs = ROW_EXAMPLE
    turns = [[(3, s3), (2, s2), (1, s1)], [(4, s4), (5, pairs[0][0]), (6, pairs[0][1])]]
    turns += [[(5, a), (6, p)] for a, p in pairs[1:]]
    slots: list[str | None] = [None] * 4
    top = None
    for turn in turns:
        check = PlayCheck([code for _pos, code in turn], slots, top)
        for pos, code in turn:
            assert check.place(pos, code) is None, (pos, code)
        assert check.finish() is None
        slots, top = check.slots, check.top


def test_scoring_examples_match_the_rule_book():
    """The engine scores the examples as rules.md's table does (1, 2, 1, 8, 10, 18, 3)."""
    from astromagie.games.astromagie.engine import score_row
    from astromagie.games.astromagie.view.rulebook import SCORING_EXAMPLES

    assert [score_row(s).points for s, _k in SCORING_EXAMPLES] == [1, 2, 1, 8, 10, 18, 3]


# -- every key the code asks for exists --------------------------------------------------------
_FILE_SUFFIXES = (".json", ".yaml", ".yml", ".py", ".png", ".ttf", ".txt", ".log", ".tmp")


def _literal_keys() -> dict[str, str]:
    """String literals in the game's code that look like catalog keys -> where they are."""
    import astromagie

    sections = sorted(yaml.safe_load(_raw("en")))
    names = "|".join(sections)
    pattern = re.compile(r"""["']((?:""" + names + r""")\.[A-Za-z0-9_.]*[A-Za-z0-9_])["']""")
    found: dict[str, str] = {}
    root = Path(astromagie.__file__).parent
    for path in sorted(root.rglob("*.py")):
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            key = match.group(1)
            if not key.endswith(_FILE_SUFFIXES):
                found.setdefault(key, str(path.relative_to(root)))
    return found


def _catalog_prefix(where: str) -> str:
    """A game room's keys live under its id in its own catalog (locales/<id>/); the host's
    and Astromagie's, whose texts are still the host catalog's, under no prefix."""
    from astromagie.host import registry

    parts = Path(where).parts
    if parts[0] != "games" or len(parts) < 3:
        return ""
    for info in registry.shelf():
        folder = info.rules.partition(":")[0].split(".")[2]  # astromagie.games.<folder>.rules
        if folder == parts[1] and info.id != "astromagie":
            return f"{info.id}."
    return ""


def _own_prefix(where: str) -> str:
    """Astromagie's code names the host's keys and, through `text_of`, its own catalog's
    (`astromagie.<key>`, e.g. its rule book's examples)."""
    parts = Path(where).parts
    return "astromagie." if parts[:2] == ("games", "astromagie") else ""


def test_every_key_written_in_the_code_exists_in_both_catalogs(catalogs):
    keys = _literal_keys()
    assert len(keys) > 50  # the scan works
    for lang in LANGS:
        missing = {k: where for k, where in keys.items()
                   if not _has(catalogs[lang], _catalog_prefix(where) + k)
                   and not _has(catalogs[lang], _own_prefix(where) + k)}
        assert not missing, f"{lang}.yaml lacks keys the code uses: {missing}"


def test_every_key_family_built_at_run_time_is_complete(catalogs):
    from astromagie.ai import BOT_NAMES
    from astromagie.games.astromagie.engine.cards import CODES, KINDS, OUTER_PLANETS

    keys = [f"card.name.{c}" for c in (*CODES, *OUTER_PLANETS)]
    keys += [f"kind.{k}" for k in KINDS]
    keys += [f"lang.{lang}" for lang in i18n.LANGUAGES]
    keys += [f"common.lang_{lang}" for lang in i18n.LANGUAGES]
    keys += [f"position.{n}" for n in range(1, 7)]
    # a guided game's bots play at the game's own guide level (Astromagie's "guide"): the
    # results name it too (pt5b: "Vega · common.level.guide" on the guided game's end)
    from astromagie.host import registry

    guides = {registry.view(game).guide().level for game in registry.playable()}
    keys += [f"common.level.{k}" for k in ("human", *BOT_NAMES, *guides)]
    keys += [f"table.level.{k}" for k in ("human", *BOT_NAMES, *guides)]
    for lang in LANGS:
        missing = [k for k in keys if not _has(catalogs[lang], k)]
        assert not missing, f"{lang}: {missing}"


def test_a_kind_of_card_inside_a_refusal_is_written_as_in_a_sentence():
    """Review EN-2: not "position 2 is for Element cards only" with a capital mid-sentence."""
    from astromagie.games.astromagie.view.words import violation_text

    violation = _violations()["wrong_kind"]
    try:
        i18n.set_language("en")
        assert violation_text(violation, []) == (
            "Leo does not fit: only element cards go on position 2. (R2)")
        i18n.set_language("de")
        assert violation_text(violation, []) == (
            "Löwe passt hier nicht: Auf Position 2 gehören nur Elementkarten. (R2)")
    finally:
        i18n.set_language("en")
