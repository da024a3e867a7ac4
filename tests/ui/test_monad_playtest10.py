"""Monad's pt10d findings in pictures and words: a relative is marked in its own colour,
never in the table's gold that means "pointed at" (9); refusals say the why and the
numbers (8)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.monad.view import faces
from astromagie.kit import draw as look
from tests.games.monad.helpers import position
from tests.ui.test_monad_bonus_words import turn_of


@pytest.mark.parametrize("size", [(64, 92), (110, 158)])
def test_MO13_a_relative_is_framed_in_its_colour_and_never_in_the_pointing_gold(size):
    """pt10d 9: a relative's gold frame at the back of a column read as the hint's gold."""
    pygame.init()
    w, h = size
    plain = faces.card_face("P3", size)
    relative = faces.card_face("P3^", size)
    # just inside the bottom edge's ink line: cream on a plain card, the relative's frame
    inside = (w // 2, h - 2 - w // 40)
    assert relative.get_at(inside)[:3] == faces.PALETTE["P"]
    assert plain.get_at(inside)[:3] == faces.CREAM
    gold = look.GOLD[:3]
    assert all(relative.get_at((x, y))[:3] != gold for x in range(w) for y in range(h))
    # the star badge: a cream star on a disc of the card's colour (below the star's
    # centre, between its two lower points, the disc shows)
    badge_x, badge_y, badge = round(w * 0.2), round(h * 0.89), max(10, h * 0.15)
    assert relative.get_at((badge_x, badge_y))[:3] == faces.CREAM
    below = (badge_x, round(h * 0.89 + badge * 0.35))
    assert relative.get_at(below)[:3] == faces.PALETTE["P"]
    assert plain.get_at(below)[:3] == faces.CREAM
    # and a star in the top band, all that a column's back cards show
    band = [relative.get_at((x, round(h * 0.125)))[:3] for x in range(w)]
    assert faces.CREAM in band
    assert faces.CREAM not in [plain.get_at((x, round(h * 0.125)))[:3] for x in range(w)]


def said(violation) -> str:
    return i18n.tr(f"monad.violation.{violation.reason}", **violation.params)


def commons_position():
    """Seat 0 holds warm and cool Commons and a Bi (worth 6 below a Quint): the red Common
    trades with the purple one for the yellow Bi; the Quint costs 36."""
    return position(3, {0: "R1 P1 Y1 G2"}, columns={2: "Y2", 3: "O3", 5: "R5"},
                    discard="B1")


@pytest.mark.parametrize("lang, words", [
    ("en", "A Common trades up one rank only, for a Bi: with the red Common you trade for the "
           "yellow Bi, so drop it there. A Quint takes two Quads"),
    ("de", "Ein Tausch bringt nur den nächsten Rang (Einer → Bi): Mit dem roten Einer "
           "tauschst du gegen die gelbe Bi, leg die Karte dorthin. Eine Quint gibt es"),
])
def test_MO12_a_common_on_the_quint_hears_that_a_trade_brings_the_next_rank_and_where(
        lang, words):
    """pt10d 8: "With the red Common you trade for the yellow Bi: drop it there" said
    where it could go, not why the Quint refused it."""
    i18n.set_language(lang)
    try:
        turn = turn_of(commons_position())
        for violation in (turn.drop("R1", "col:5").violation, turn.refusal("R1", "col:5")):
            assert violation is not None and violation.rule == "MO12"
            assert said(violation).startswith(words)
        assert turn.refusal("R1", "col:2") is None  # its own column still takes it
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, words", [
    ("en", "Your cards below the Quint are worth 6; it costs 36."),
    ("de", "Deine Karten unter der Quint sind 6 wert, sie kostet 36."),
])
def test_MO15_a_buy_not_worth_enough_says_what_the_cards_are_worth_and_the_price(lang, words):
    """pt10d 8: a click on the Quint said "not worth enough" without the 6 and the 36."""
    i18n.set_language(lang)
    try:
        decision = turn_of(commons_position()).click("col:5")
        assert decision.kind == "refused" and decision.violation.rule == "MO15"
        assert said(decision.violation) == words
        assert turn_of(commons_position()).click("col:2").kind == "staged"  # 3 is affordable
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, length, offer", [
    ("en", "some 40 turns (about 10 minutes)", "start a real game"),
    ("de", "etwa 40 Züge (rund 10 Minuten)", "echtes Spiel"),
])
def test_the_guided_games_hand_over_says_how_long_it_runs_and_that_leaving_is_fine(
        lang, length, offer):
    """pt10d 3: "the game is yours now", and the goal turned out ~40 turns away. That
    leaving is fine is the kit's lessons-over offer now (a real game, or play on), so
    Monad's own words no longer say it twice (kit22b: "Menu" stood in both)."""
    from astromagie.games.monad.view import VIEW

    i18n.set_language(lang)
    try:
        words = VIEW.guide_done()
        assert length in words and words != i18n.tr("kit.guide_done")
        assert "Men" not in words  # the offer's buttons say how to leave
        assert offer in i18n.tr("kit.lessons_over.purpose")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, keeping", [
    ("en", "Then you choose: take it now, or keep it for a higher pair this turn"),
    ("de", "Dann wählst du: jetzt nehmen oder für ein höheres Paar in diesem Zug "
           "aufheben"),
])
def test_MO14_the_bonus_lesson_says_in_one_clause_what_keeping_the_bonus_means(lang, keeping):
    """pt10d 2: the dialog offered to keep the bonus, a choice the coach never named; said
    in a sentence of its own before the question comes (monad13), as the question that
    comes (pt15d 2: "Kept, it waits" was clear only once the dialog asked)."""
    i18n.set_language(lang)
    try:
        assert i18n.tr("monad.coach.trade_bonus", a_the="A", b_dat="B", card_the="C", ranks="E",
                       cards_the="D").endswith(keeping + "?")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, counted", [
    ("en", "Discard pile: 27 cards, counted per colour"),
    ("de", "Ablagestapel: 27 Karten, gezählt je Farbe"),
])
def test_G12_a_discard_pile_shown_by_colour_says_what_its_badges_count(lang, counted):
    """pt10d 10: the "×3 ×3 ×2 … top" badges were never explained (a guess: same colour)."""
    from astromagie.games.monad.view.board import MonadBoard

    long_pile = [0, 1, 2, 3, 4, 5, 0, 0, 4] * 3
    i18n.set_language(lang)
    try:
        assert MonadBoard.discard_caption(long_pile, [("R1", "×9"), ("B1", "top")]) == counted
        fanned = MonadBoard.discard_caption([0, 4], [("R1", ""), ("B1", "")])
        assert "×" not in fanned and "2" in fanned  # a fanned pile: just its count
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, later, waits", [
    ("en", "now or later", "can wait"),
    ("de", "jetzt oder später", "kann warten"),
])
def test_pt10d_7_a_buys_plan_and_the_end_that_keeps_the_cards_say_one_plan(lang, later, waits):
    """pt10d 7: the buy's hint said "Tris trade on: two bring a Quad", the next one "end
    the turn, keep the Tris": the plan seemed to change mid-turn. The buy says the trade
    may come now or later, and the end says the trade can wait."""
    i18n.set_language(lang)
    try:
        for rank in (2, 3, 4):
            assert i18n.tr(f"monad.hint.buy_r{rank}").endswith(later + ".")
        assert waits in i18n.tr("monad.hint.end_keep_cards")
    finally:
        i18n.set_language("en")
