"""Playtest 17's Monad findings (round 22 of issue 38): the scoreboard shows who plays
next (2), the rule book's trade examples show what goes where (3), the guided game says
its partner plays gently (4), and the coach after the lessons says how far the goal is (5)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from tests.games.monad.helpers import position


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("lang", "mark"), [("en", "Next · "), ("de", "Danach · ")])
def test_MO2_the_scoreboard_marks_the_seat_that_plays_next(players, lang, mark):
    """pt17 2: the panels stand in seat order, but nothing said who plays after whom. The
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
