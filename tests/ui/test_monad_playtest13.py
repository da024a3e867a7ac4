"""Monad after the pt13d playtest: what its findings asked of the table, each checked
where a newcomer met it (the lone card's "taken next", the shortcut said on the results
and marked on the scoreboard, the words of a hint that lowers the hand's value)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.turn import bot_payment
from astromagie.games.monad.view.words import breakdown, text_of
from astromagie.ui.kit.breakdown import rows_of
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import example_3, open_table
from tests.ui.test_monad_table_teaching import guided_lessons


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_every_column_with_cards_keeps_its_taken_next_line(app, lang):
    """pt13d 8: at 1024x700 a column left with one card lost its "taken next", the
    coach's word for the card a trade brings. Columns 4 and 5 hold one card each here."""
    i18n.set_language(lang)
    try:
        state = example_3()
        scene = open_table(app, state)
        board = scene.board
        assert [len(state.cols[rank]) for rank in (2, 3, 4, 5)] == [2, 2, 1, 1]
        assert sorted(board.next_labels) == [2, 3, 4, 5]
        screen = app.screen.get_rect()
        for rank, label in board.next_labels.items():
            front = board.zone_rect(f"col:{rank}")
            # under its front card, inside the column's slot and the window
            assert label.top >= front.bottom and label.top - front.bottom <= 4
            assert board.columns[rank].contains(label) and screen.contains(label)
            assert abs(label.centerx - front.centerx) <= 1
        assert text_of("board.next")  # the words painted are the catalog's
        state.cols[4].clear()  # an empty column says "empty", no "taken next"
        scene.board.paint(app.screen, state, 1, scene.highlight())
        assert sorted(board.next_labels) == [2, 3, 5]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, up, step", [
    # one why each, in one short sentence (pt16d 4: "your points go from 2 to 3" read as
    # which points?)
    ("en", "Why: your cards below the front Tri already pay 5 of the 7 it costs; 2 more buy it.",
     "Why: you give cards worth 2 and get one worth 3, so then your cards pay for the green "
     "Tri (price 7)."),
    ("de", "Warum: Deine Karten unter der vordersten Tri zahlen schon 5 der 7, die sie kostet; "
     "noch 2, dann kaufst du sie.",
     "Warum: Du gibst Karten im Wert von 2 und bekommst eine im Wert von 3; dann bezahlen "
     "deine Karten die grüne Tri (Preis 7)."),
])
def test_the_guided_games_plan_says_why_it_moved_on(lang, up, step):
    """pt13d 3: step 5 aimed at the front Bi, step 6 at the front Tri, step 7 asked for a
    trade, and nothing said why. The draw whose aim climbed says so; the trade the buy
    follows says it is the plan's step; the lessons before them say neither."""
    i18n.set_language(lang)
    try:
        lessons, _, _ = guided_lessons()
    finally:
        i18n.set_language("en")
    assert [c.move for c in lessons[4:8]] == ["D", "D", "T O1 P1", "B 3"]
    assert "(3 " in lessons[4].text and up not in lessons[4].text  # the Bi, 3 points
    assert lessons[5].text.endswith(up)  # the Tri's 7, said once
    assert lessons[6].text.endswith(step) and lessons[7].move == "B 3"
    plan_words = (up, step)
    for other in (*lessons[:5], *lessons[7:]):
        assert not any(words in other.text for words in plan_words)


def won(hand: str, move: str):
    """Ada (red identity) one move from the goal of 1 Monad, the move played."""
    state = position(2, {0: hand, 1: "Y1"}, identities="R G", columns={2: "O2"},
                     talon="B1")
    state.goal = 1
    state.apply(move)
    assert state.is_over() and state.end == "target" and state.winners() == [0]
    return state


@pytest.mark.parametrize("lang, hand, move, how", [
    ("en", "R2 P5", "T R2 P5", "Ada traded the red Bi, a relative standing in for a Quint, and "
     "the purple Quint for the winning Monad: the shortcut."),
    ("de", "R2 P5", "T R2 P5", "Ada hat die rote Bi, eine Verwandte an Stelle einer Quint, und "
     "die violette Quint gegen die entscheidende Monade getauscht: die Abkürzung."),
    ("en", "Y5 B5", "T Y5 B5", "Ada traded the yellow Quint and the blue Quint for the winning "
     "Monad."),
    ("en", "R5 P5", "T R5 P5", "Ada traded the red Quint and the purple Quint for the winning "
     "Monad."),  # a relative Quint is a Quint: no shortcut
])
def test_MO13_the_results_say_how_the_winner_took_the_monad(lang, hand, move, how):
    """pt13d 9: "Orion reached the goal of 1 Monad" from 51 points in hand, and nothing
    said it was the shortcut (a relative traded as a Quint)."""
    i18n.set_language(lang)
    try:
        lines = breakdown(won(hand, move), ["Ada", "Ben"])
        target = text_of("end.target", name="Ada", goal=1)
        assert lines[lines.index(target) + 1] == how
        # a row of the winner's on the results (it begins with the name)
        assert rows_of(lines, ["Ada", "Ben"])[lines.index(how)].seat == 0
    finally:
        i18n.set_language("en")


def test_MO15_the_results_say_a_bought_monad_was_bought():
    state = position(2, {0: "P5 B5 G5", 1: "Y1"}, identities="O G", talon="B1")
    state.goal = 1
    buy = next(m for m in state.legal_moves() if m == "B M")
    state.apply(buy)
    bot_payment(state)  # "Pay the rest", as the table pays
    assert state.is_over() and state.winners() == [0]
    assert breakdown(state, ["You", "Ben"])[-2] == "You bought the winning Monad for 80 points."


@pytest.mark.parametrize("commons", ["R1 R1 O1", "P1 B1 G1", "Y1 Y1 Y1"])
def test_MO5_the_shortcut_mark_reads_only_what_everyone_sees(commons):
    """pt13d 9: the scoreboard's mark for a seat one trade from a Monad ("Can take a
    Monad!", its relative and a Quint of the other temperature) comes from open cards
    and the hand's size: which colours its Commons are, hidden, changes no seat line."""
    state = position(2, {0: "R1 O1", 1: f"B2 Y5 {commons}"}, identities="R B", seat=1,
                     columns={2: "O2", 3: "Y3", 4: "P4", 5: "R5"})
    plain = position(2, {0: "R1 O1", 1: "B2 Y5 G1 G1 G1"}, identities="R B", seat=1,
                     columns={2: "O2", 3: "Y3", 4: "P4", 5: "R5"})
    assert VIEW.seat_lines(state, 1) == VIEW.seat_lines(plain, 1)
    assert VIEW.seat_lines(state, 1)[0] == "Can take a Monad! · ★ blue"
    no_quint = position(2, {0: "R1 O1", 1: f"B2 G4 {commons}"}, identities="R B", seat=1,
                        columns={2: "O2", 3: "Y3", 4: "P4", 5: "R5"})
    assert VIEW.seat_lines(no_quint, 1)[0].startswith("Hand value")
