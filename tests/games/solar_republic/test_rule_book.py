"""The rules screen's Solar Republic book: every rule in one section, both languages in step,
and every worked example true at the engine's table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from astromagie.games.solar_republic import INFO
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.view.names import TOKENS, code_of

from .position import make

ROOT = Path(__file__).resolve().parents[3]
RULE_IDS = [f"SR{n}" for n in range(1, 17)]  # the rule book's SR1-SR16
ROW = re.compile(r"^\[\[(.*)\]\]$")


def catalog(lang: str) -> dict[str, dict[str, str]]:
    data = yaml.safe_load((ROOT / "locales" / "solar-republic" / f"{lang}.yaml")
                          .read_text(encoding="utf-8"))
    return data["rules"]


def rows(body: str) -> list[list[str]]:
    return [m.group(1).split() for line in body.splitlines()
            if (m := ROW.match(line.strip()))]


def test_every_rule_id_is_in_exactly_one_section() -> None:
    named = [rule for section in INFO.rule_book for rule in section.rules]
    assert sorted(named, key=lambda r: int(r[2:])) == RULE_IDS
    assert len(named) == len(set(named))


def test_the_projects_readings_are_marked_as_additions_and_come_last() -> None:
    additions = [s.id for s in INFO.rule_book if s.addition]
    assert additions == ["readings", "deck"]
    assert [s.addition for s in INFO.rule_book][-2:] == [True, True]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_section_has_a_title_and_a_body(lang: str) -> None:
    words = catalog(lang)
    assert sorted(words) == sorted(s.id for s in INFO.rule_book)
    for section in INFO.rule_book:
        assert words[section.id]["title"].strip()
        assert len(words[section.id]["body"]) > 80


def test_both_languages_draw_the_same_examples_and_bullets() -> None:
    en, de = catalog("en"), catalog("de")
    for section in INFO.rule_book:
        assert rows(en[section.id]["body"]) == rows(de[section.id]["body"]), section.id
        bullets = [b.count("\n- ") for b in (en[section.id]["body"], de[section.id]["body"])]
        assert bullets[0] == bullets[1], section.id


def test_every_card_row_shows_real_cards_by_their_names() -> None:
    """Each card of an example is a real copy ("SA2:titan"), so the face shows the body the
    text names; no row holds an empty place where words belong."""
    for words in (catalog("en"), catalog("de")):
        for section in words.values():
            for row in rows(section["body"]):
                assert row and all(card in TOKENS.get(code_of(card), ()) for card in row), row


def test_the_additions_carry_the_houses_title_in_both_languages() -> None:
    assert catalog("en")["readings"]["title"] == "Additions in this edition"
    assert catalog("de")["readings"]["title"] == "Ergänzungen dieser Ausgabe"


def test_the_book_opens_with_the_aim_of_the_game() -> None:
    assert INFO.rule_book[0].id == "aim" and not INFO.rule_book[0].rules


def test_the_plain_play_example_lists_what_the_engine_allows_SR5() -> None:
    g = make([["NE1", "SA2", "SO3", "SO5", "JU1", "UR4"], []], pile=["NE2"])
    legal = {m.split()[1] for m in g.legal_moves() if m != DRAW}
    assert legal == {"NE1", "SA2", "SO3", "SO5"}  # the row under Triton, not JU1 nor UR4


def test_the_book_example_wins_four_cards_SR7() -> None:
    g = make([["JU4"], ["SA1"]], pile=["JU2", "JU1", "JU1"])
    g.apply("P JU4")
    assert len(g.won[0]) == 4 and g.pile == []


def test_the_two_example_plays_again_and_saturn_wins_three_SR8() -> None:
    g = make([["SA2", "SA4"], ["JU1"]], pile=["SA1"])
    g.apply("P SA2")
    assert g.current_player == 0
    g.apply("P SA4")
    assert len(g.won[0]) == 3 and g.current_player == 1


def test_the_three_example_wins_four_and_steals_three_SR9() -> None:
    g = make([["SO3"], ["JU1"]], pile=["JU2", "JU1", "SO1"],
             won=[[], ["NE1", "NE1", "UR1", "UR1", "SA1"]])
    before = g.scores
    g.apply("P SO3 S1")
    assert len(g.won[0]) == 7 and len(g.won[1]) == 2
    assert g.scores[0] - before[0] == 8 and before[1] - g.scores[1] == 3  # 7 won, 1 shed


def test_the_four_example_wins_two_and_makes_the_other_draw_four_SR10() -> None:
    g = make([["UR4"], ["JU1"]], pile=["UR2"])
    g.apply("P UR4 F1")
    assert len(g.won[0]) == 2 and len(g.hand(1)) == 5


def test_the_five_example_wins_on_any_card_SR11() -> None:
    g = make([["SO5"], ["JU1"]], pile=["SA2", "UR2"])
    g.apply("P SO5")
    assert len(g.won[0]) == 3


def test_the_end_example_ends_the_game_and_scores_18_to_6_SR14_SR15() -> None:
    won0 = ["JU1"] * 5 + ["NE1"] * 6 + ["UR1"] * 4 + ["SO1"] * 2 + ["SA2"] * 1
    won1 = ["JU2"] * 4 + ["NE2"] * 3 + ["UR2"] * 5 + ["SO2"] * 4 + ["SA2"]
    g = make([["SA2", "SA4", "SO3", "SO3", "SO3"], ["SO5"] * 2 + ["SA2"] * 3 + ["JU4", "SO3"]
              + ["UR4"]], pile=["SA1"], won=[won0, won1], draw=["NE4", "SA2", "SO5"])
    g.apply("P SA2")
    g.apply("P SA4 F1")
    assert g.is_over()
    assert len(g.won[0]) == 21 and len(g.hand(0)) == 3
    assert len(g.won[1]) == 17 and len(g.hand(1)) == 11
    assert g.scores == [18, 6] and g.winners() == [0]
