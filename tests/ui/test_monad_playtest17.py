"""Playtest 17's Monad findings (round 22 of issue 38): the scoreboard shows who plays
next (2), the rule book's trade examples show what goes where (3), the guided game says
its partner plays gently (4), and the coach after the lessons says how far the goal is (5)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from tests.games.monad.helpers import position


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("lang", "mark"),
                         [("en", "Up next · "), ("de", "Gleich dran · ")])
def test_MO2_the_scoreboard_marks_the_seat_that_plays_next(players, lang, mark):
    """pt17 2: the panels stand in seat order, but nothing said who plays after whom
    (pt18d 9: "Next ·"/"Danach ·" was not understood; it says "up next" now). The
    seat after the one to move (round the table) starts its race line, the line a short
    panel keeps, with the mark; no other seat does."""
    hands = {seat: "R1 B1" for seat in range(players)}
    i18n.set_language(lang)
    try:
        for mover in range(players):
            state = position(players, hands, seat=mover)
            marked = [seat for seat in range(players)
                      if VIEW.seat_lines(state, seat)[0].startswith(mark)]
            assert marked == [(mover + 1) % players]
    finally:
        i18n.set_language("en")


def test_MO2_a_finished_game_marks_nobody_next():
    state = position(3, {0: "R1", 1: "B1", 2: "G1"}, monads=[1, 0, 0])
    state.seat = -1  # the game over: nobody is to move
    assert state.is_over()
    assert not any(VIEW.seat_lines(state, seat)[0].startswith("Next")
                   for seat in range(3))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rule_books_trade_buy_and_leap_examples_draw_an_arrow_to_the_card_taken(lang):
    """pt17 3: the rule book's trade example showed the cards side by side, with nothing
    saying what goes where. Every example of a move draws `->` (an arrow) between the
    cards given and what they bring, and the trade section says what the arrow means."""
    from astromagie.games.monad import INFO

    i18n.set_language(lang)
    try:
        bodies = {s.id: i18n.tr(f"monad.rules.{s.id}.body") for s in INFO.rule_book}
        rows = {key: [line for line in body.split("\n") if line.startswith("[[")]
                for key, body in bodies.items()}
        trade_words = bodies["trade"]
    finally:
        i18n.set_language("en")
    for key in ("trade", "relatives", "bonus", "buy", "leap"):
        assert rows[key] and all(" -> " in row for row in rows[key]), (key, rows[key])
    assert ("arrow points" in trade_words) if lang == "en" else ("Pfeil zeigt" in trade_words)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Your partner here plays gently, on purpose"),
    ("de", "Dein Partner hier spielt mit Absicht zurückhaltend")])
def test_the_guided_game_says_once_before_the_partner_plays_that_it_plays_gently(lang, words):
    """pt17 4: the guided game's partner plays gently by design, and a newcomer took that
    for how the bots play. One short line says so, once, at the first End turn: the
    partner's first turn follows it."""
    from tests.ui.test_monad_table_teaching import guided_lessons

    i18n.set_language(lang)
    try:
        lessons, _, _ = guided_lessons()
    finally:
        i18n.set_language("en")
    said = [i for i, lesson in enumerate(lessons) if words in lesson.text]
    assert said == [2] and lessons[2].move == "E"
    partner_line = lessons[2].text.split("\n")[-1]
    assert partner_line.startswith(words) and len(partner_line.split()) <= 14


def way_at(state, lang="en"):
    from astromagie.games.monad.view import GUIDE_STEPS
    from astromagie.games.monad.view.later import WAY_TURN

    i18n.set_language(lang)
    try:
        return VIEW.coach(state, 0, GUIDE_STEPS + WAY_TURN)
    finally:
        i18n.set_language("en")


def test_MO13_after_the_hand_over_the_coach_says_where_the_quint_for_the_shortcut_lies():
    """pt17 5: the guided game ran on long after the lessons with no word of how far the
    Monad was. Once the hand-over has been read, the coach says the way (the shortcut the
    last lesson taught) and where the Quint it needs lies; at no other turn."""
    from astromagie.games.monad.view import GUIDE_STEPS

    behind = position(2, {0: "R5 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                      columns={2: "O2", 3: "B3", 4: "O4", 5: "Y5 P5"})
    coaching = way_at(behind)
    assert coaching.text == ("Your way to the Monad: any cool Quint with your red relative (★).\n"
                             "The nearest is the purple Quint, 1 Quint behind the front: it "
                             "comes forward once that one is taken, by anyone.")
    assert coaching.zones == ("col:5",)
    assert "violette Quint, 1 Quint hinter der vordersten" in way_at(behind, "de").text
    assert VIEW.coach(behind, 0, GUIDE_STEPS).text == ""  # the hand-over's turn: not yet
    front = position(2, {0: "R5 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                     columns={2: "O2", 3: "B3", 4: "O4", 5: "G5 Y5"})
    assert "\nThe green Quint is the Quint column's front card" in way_at(front).text
    none = position(2, {0: "R5 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                    columns={2: "O2", 3: "B3", 4: "O4", 5: "Y5 O5"})
    assert "a hand worth 80 buys a Monad (yours: 37)" in way_at(none).text


def test_MO13_without_a_relative_the_way_names_the_relative_and_the_80_points():
    state = position(2, {0: "B3 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                     columns={2: "O2", 3: "R3", 4: "O4", 5: "Y5 P5"})
    assert way_at(state).text == ("Your way to the Monad: a red relative (★, Bi or higher) "
                                  "with a cool Quint, or a hand worth 80 (yours: 8).")
    assert "eine rote Verwandte (★, ab Bi) mit einer kalten Quint" in way_at(state, "de").text


def test_a_monad_in_reach_is_said_before_the_way():
    state = position(2, {0: "R5 B5", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                     columns={2: "O2", 3: "B3", 4: "O4", 5: "Y5 P5"})
    assert way_at(state).text.startswith("A Monad is in reach now")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "A cool Quint is the Quint column's front card now: take it (buy it for 36 or "
           "trade two Quads), then trade it with your red relative (★) for a Monad."),
    ("de", "Eine kalte Quint liegt jetzt vorn in der Quint-Kolonne: Nimm sie (kauf sie "
           "für 36 oder tausch zwei Quads dagegen), dann tausch sie mit deiner roten "
           "Verwandten (★) gegen eine Monade.")])
def test_MO13_the_coach_says_when_the_quint_for_the_shortcut_comes_to_the_front(lang, words):
    """pt17 5: steer to a quick win where the table allows it. Once the Quint column's
    front card is the other temperature than the person's identity and a relative is held,
    the coach says so once: one buy or trade, then the shortcut."""
    from astromagie.games.monad.view import GUIDE_STEPS
    from astromagie.games.monad.view.later import shortcut_front

    state = position(2, {0: "R5 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                     columns={2: "O2", 3: "B3", 4: "O4", 5: "P5 Y5"})
    assert shortcut_front(state, 0)
    i18n.set_language(lang)
    try:
        coaching = VIEW.coach(state, 0, GUIDE_STEPS + 5)
    finally:
        i18n.set_language("en")
    assert coaching.text == words and coaching.zones == ("col:5",)
    warm_front = position(2, {0: "R5 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                          columns={2: "O2", 3: "B3", 4: "O4", 5: "Y5 P5"})
    no_relative = position(2, {0: "B3 B1", 1: "O1"}, identities="R G", talon="Y1 G1 B1 P1",
                           columns={2: "O2", 3: "R3", 4: "O4", 5: "P5 Y5"})
    assert not shortcut_front(warm_front, 0) and not shortcut_front(no_relative, 0)
