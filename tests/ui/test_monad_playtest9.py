"""Monad's pt9d findings in words and pictures: the bonus choice says what waiting gains
(2), a column's relative shows its star and the shortcut in the close-up (9), and the
results say the rules break no tie below the winner (12), and the review says a loss
of win chance is one (10)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from astromagie import i18n
from astromagie.ai.review import Moment, Review
from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.notes import facts
from astromagie.games.monad.view.words import breakdown, text_of
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.review_panel import ReviewPanel, loss_value
from tests.games.monad.helpers import position
from tests.ui.test_monad_bonus_words import bis_position, turn_of


@pytest.mark.parametrize("lang, now, later", [
    ("en", "take the bonus now (it comes once a turn)",
     "bonus later: kept for a higher bonus pair this turn, it brings more cards (more "
     "columns below it)"),
    ("de", "den Bonus gleich nehmen (er kommt einmal pro Zug)",
     "Bonus später: aufgehoben für ein höheres Bonuspaar in diesem Zug, bringt er mehr Karten "
     "(mehr Kolonnen darunter)"),
])
def test_MO14_the_bonus_choice_says_what_waiting_gains(lang, now, later):
    """pt9d 2: "keep the bonus: your next bonus-pair trade may take it" read as jargon;
    pt10d 2: its long replacement could not be followed ("bonus later" suggested)."""
    i18n.set_language(lang)
    try:
        decision = turn_of(bis_position()).drop("B2", "col:3")
        assert now in decision.options[0].label
        assert later in decision.options[2].label
    finally:
        i18n.set_language("en")


def test_MO13_a_relative_in_a_column_shows_its_star_and_the_shortcut_in_the_close_up():
    """pt9d 9: the purple Quint (the person's identity colour) in its column opened a
    close-up without the star and without a word of relatives."""
    pygame.init()
    state = position(2, {0: "R1", 1: "Y1"}, identities="P G",
                     columns={2: "G2", 3: "Y3", 4: "R4", 5: "P5 O5"})
    frame = compute_frame((1280, 800), VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    board.paint(pygame.Surface((1280, 800)), state, 0, Highlight())
    quint = board.column_card_rect(5, 1)  # the front card of two: P5, taken next
    assert board.card_at(state, quint.center) == "P5^"
    lines = facts("P5^")
    assert lines[-1].startswith("Your relative (★, your identity colour)")
    assert "with a Quint of the other temperature it makes a Monad" in lines[-1]
    assert board.card_at(state, board.column_card_rect(4, 0).center) == "R4"  # not hers
    board.paint(pygame.Surface((1280, 800)), state, 1, Highlight())  # green's eyes
    assert board.card_at(state, quint.center) == "P5"


@pytest.mark.parametrize("lang, words", [
    ("en", "Ben and Cy tied on 0 Monads each: the rules break no tie below the winner"),
    ("de", "Ben und Cy gleichauf mit je 0 Monaden: Hinter dem Sieg entscheiden die Regeln "
           "keinen Gleichstand"),
])
def test_MO22_the_results_say_a_tie_below_the_winner_is_not_broken(lang, words):
    """pt9d 12: "2. You · tied" beside Orion with 66 points in hand against 49: MO22
    ranks only the winners, so the place is shared, and the breakdown says why."""
    state = position(3, {0: "R1", 1: "P3 O3", 2: "Y2"}, monads=[1, 0, 0])
    state.seat, state.won, state.end = -1, [0], "target"
    i18n.set_language(lang)
    try:
        lines = breakdown(state, ["Ada", "Ben", "Cy"])
    finally:
        i18n.set_language("en")
    assert lines[3].startswith(words)  # after the seats, before the goal and the winner
    assert lines[-1] == ("Winner: Ada" if lang == "en" else "Sieg: Ada")
    state.monads = [1, 1, 0]  # no tie left below the winner: no such line
    assert not any("tie" in line or "gleichauf" in line
                   for line in breakdown(state, ["Ada", "Ben", "Cy"]))


@pytest.mark.parametrize("lang, row, explained", [
    ("en", "1. Turn 13 · You · −16.4 points of win chance (of 100)",
     "Turn 13 · your chance to win fell by 16.4 points (of 100) · played: "),
    ("de", "−16,4 Prozentpunkte Siegchance (von 100)",
     "Zug 13 · deine Siegchance sank um 16,4 Prozentpunkte (von 100) · gespielt: "),
])
def test_the_reviews_loss_of_win_chance_says_of_what(lang, row, explained):
    """pt9d 10: "−16.4 percentage points" in Monad's review did not say of what."""
    moment = Moment(13, 0, "T Y1 B1", "D", 16.4, 0.0, 16.4, 5, "", {}, unit="win chance")
    job = SimpleNamespace(review=Review([moment], 30, [0], 32), error=None)
    i18n.set_language(lang)
    try:
        panel = ReviewPanel(job, ["You", "Vega"], 0,  # type: ignore[arg-type]
                            lambda move, state=None: str(move))
        first = i18n.tr("review.row_chance", number=1, turn=13, who=panel.who(0),
                        loss=loss_value(16.4, "win chance"))
        assert first.endswith(row)
        assert panel.explain(moment).startswith(explained)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, per_monad, one", [
    ("en", "about 10 min per Monad", "1 Monad plays about 10 minutes"),
    ("de", "etwa 10 Min. pro Monade", "1 Monade dauert etwa 10 Minuten"),
])
def test_MO6a_the_length_said_is_the_playtests_measured_one(lang, per_monad, one):
    """pt9d 13: "about 20 min per Monad" while 1-Monad games took 5 to 10 minutes
    (docs/games/monad/length.md): the New game switch and the rule book say 10."""
    i18n.set_language(lang)
    try:
        assert per_monad in text_of("option.goal_length")
        body = text_of("rules.length.body")
        assert one in body and "20 min" not in body and "20 Min" not in body
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("hand, warned", [("Y2 R2 B3", True), ("Y2 R2 B3 B4", False)])
def test_MO13_a_choice_that_gives_away_the_last_relative_says_the_shortcut_waits(hand, warned):
    """pt9d 10: a relative traded up, and only then the newcomer found no shortcut left."""
    state = position(2, {0: hand, 1: "Y1"}, identities="B G",
                     columns={2: "G2", 3: "Y3 G3", 4: "R4", 5: "O5"}, talon="Y1 G1")
    decision = turn_of(state).drop("B3", "col:3")  # the blue Tri, her relative, as a Bi
    assert decision.kind == "choose" and len(decision.options) == 2
    for option in decision.options:  # "With the red Bi", "With the yellow Bi"
        assert option.label.endswith(
            " – your last relative: no shortcut to a Monad until you get another") is warned
