"""Words the games say at the table, as review words-2026-11-29 (issue 41) read them filled.

Each test fills the real catalogs through the real code: the score in each game's own
unit on the seat panels, the review naming a self-draw, Monad's coach for a Monad and its
lists of copies, the winner lines of a shared win, Astromagie's coach and log lines.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from astromagie import i18n
from astromagie.games.astromagie.guide import PLAYER_MOVES, new_game
from astromagie.games.astromagie.view import guide as astromagie_guide
from astromagie.games.astromagie.view.words import sentence
from astromagie.games.monad.view.words import names_of
from astromagie.games.solar_republic.rules import RULES as SOLAR_RULES
from astromagie.games.solar_republic.view import VIEW as SOLAR
from astromagie.ui.kit.seats import score_words
from astromagie.ui.kit.watch import KitWatchScene
from tests.games.solar_republic.position import make


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("lang", "game", "points", "words"), [
    ("en", "", -1, "\u22121 point"),
    ("de", "", -1, "\u22121 Punkt"),
    ("en", "astromagie", 12, "12 points"),  # no unit of its own: the house's points
    ("en", "solar-republic", -3, "\u22123 points"),
    ("en", "monad", 1, "1 Monad"),
    ("en", "monad", 0, "0 Monads"),
    ("de", "monad", 3, "3 Monaden"),
    ("en", "zahlenstreifen", -24, "24 minus points"),
    ("en", "zahlenstreifen", -1, "1 minus point"),
    ("de", "zahlenstreifen", -1, "1 Minuspunkt"),
    ("de", "zahlenstreifen", 0, "0 Minuspunkte"),
])
def test_a_seat_panel_shows_the_score_in_its_games_unit(lang, game, points, words):
    """A-MO1, A-ZS1: Monad counts Monads, Zahlenstreifen minus points, and −1 is singular."""
    i18n.set_language(lang)
    assert score_words(points, game) == words


def test_the_kit_passes_its_game_to_the_seat_panels():
    from astromagie.games.monad.rules import RULES as MONAD_RULES
    from astromagie.games.monad.view import VIEW as MONAD
    from astromagie.ui.kit.paint import KitPainter

    painter = KitPainter.__new__(KitPainter)
    painter.view = MONAD
    state = MONAD_RULES.new(2, 1)
    snap = SimpleNamespace(state=state, finished=False, viewer=0, playing=True,
                           names=["You", "Vega"], kinds=["human", "easy"], hidden_hand=False,
                           thinking=-1, open_hands=False)
    panels = painter._seat_panels(snap)
    assert {panel.game for panel in panels} == {"monad"}
    assert score_words(panels[1].score or 0, panels[1].game) == "0 Monads"


def _self_draw_position():
    """Seat 0 to move with Uranus on Oberon: it takes the book and may make seat 0 draw."""
    return make([["UR4", "JU1"], ["SA1", "SA2"]], pile=["UR2"], draw_size=20)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_A_SR2_the_review_names_a_self_draw_as_drawing_yourself(lang):
    i18n.set_language(lang)
    before = _self_draw_position()
    names = {"en": ["You", "Vega"], "de": ["Du", "Vega"]}[lang]
    watch = KitWatchScene.__new__(KitWatchScene)
    watch.playback = SimpleNamespace(game_at=lambda _turn: before)
    watch.rules, watch.kit, watch.names, watch.you = SOLAR_RULES, SOLAR, names, 0
    words = watch.move_words(1, "P UR4 F0")
    assert {"en": "draw four yourself", "de": "selbst"}[lang] in words, words
    assert names[0] not in words  # never "make You draw four"
    assert names[1] in watch.move_words(1, "P UR4 F1")


def test_B_MO4_copies_of_one_card_are_named_once_with_their_count():
    assert names_of(["Y1", "Y1", "B1"]) == "2 yellow Commons and the blue Common"
    assert names_of(["R1", "R1", "R1"]) == "3 red Commons"
    i18n.set_language("de")
    assert names_of(["Y1", "Y1", "B1"]) == "2 × Einer gelb und Einer blau"


def test_B_MO6_the_coach_sends_two_quints_onto_the_monad_not_a_column():
    from astromagie.games.monad.view import VIEW as MONAD
    from tests.games.monad.helpers import position

    state = position(2, {0: "R5 P5 B1", 1: "R1"}, identities="OY")
    text, zones, _cards = MONAD._lesson(state, 0, "T R5 P5")
    assert zones == ("monad",)
    assert "onto the Monad" in text and "column" not in text


def test_B_SH1_a_shared_win_says_winners():
    from astromagie.games.solar_republic.view.words import breakdown

    state = make([["JU1"], ["JU2"]], won=[["SA1"], ["SA2"]], draw=[], to_move=-1)  # over
    assert len(state.winners()) == 2  # 1 won card each, 1 in hand each: 0 to 0
    assert breakdown(state, ["You", "Vega"])[-1] == "Winners: You and Vega"
    i18n.set_language("de")
    assert breakdown(state, ["Du", "Vega"])[-1] == "Sieg: Du und Vega"


def test_A_AM1_A_AM2_B_SH4_the_astromagie_coach_neither_contradicts_nor_says_zieh():
    i18n.set_language("de")
    catalog = i18n.load_catalog("de")
    coach = {k: v for k, v in catalog.items() if k.startswith("astromagie.coach.")}
    assert not [k for k, v in coach.items() if "Zieh" in v]
    assert not re.search(r"\bLeg\b", catalog["astromagie.coach.held"])  # not an order
    i18n.set_language("en")
    game = new_game()
    lesson = astromagie_guide.coaching(game, 0, 0)
    assert lesson.move == PLAYER_MOVES[0] and " into place" in lesson.text
    assert lesson.short == "Aries on 3, Fire on 2 and Mars on 4"  # the move, named once


def test_B_SH3_an_astromagie_log_line_ends_with_one_full_stop():
    assert sentence(["Vega adds Fire to take over your row, now worth 4 points.",
                     "You win the trick: 4 points"]) == (
        "Vega adds Fire to take over your row, now worth 4 points · "
        "You win the trick: 4 points.")


def test_B_ZS2_the_two_copies_of_a_card_are_named_once():
    from astromagie.games.zahlenstreifen.view.words import cards_words

    assert cards_words(["B4", "B4"]) == "both blue 4s"
    assert cards_words(["B4", "R2", "B4"]) == "both blue 4s and red 2"
    i18n.set_language("de")
    assert cards_words(["B4", "B4"]) == "beide Blau 4"


@pytest.mark.parametrize(("lang", "past"), [
    ("en", r"\b(took|drew|played|stacked|added|won|stole|bought|traded|leapt|flipped|"
           r"discarded|was|were)\b"),
    ("de", r"\b(hatte|war|wurde|nahm|zog|legte|spielte|zurückgenommen|gelegt)\b"),
])
def test_H17_the_log_tells_every_move_in_the_present_tense(lang, past):
    catalog = i18n.load_catalog(lang)
    log = {k: v for k, v in catalog.items()
           if k.startswith(("log.", "table.takeover_", "kit.undone_log")) or ".log." in k}
    assert len(log) > 100
    assert not {k: v for k, v in log.items() if re.search(past, v)}
