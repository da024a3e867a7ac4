"""Monad's table explains itself to a newcomer (the playtest's findings): the goal option
at set-up says how long a game plays, in Monads and minutes, and the Flip button's meaning
stands in the status line while it is offered."""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.monad.options import EDITION_GOAL, GOAL_OPTION
from astromagie.games.monad.view import VIEW
from tests.games.monad.helpers import position


def test_MO6a_the_goal_option_names_the_games_length_in_monads_and_minutes(lang):
    label = i18n.tr(GOAL_OPTION.words)
    monad = {"en": "1 Monad", "de": "1 Monade"}[lang]
    # off: the edition's goal and its length, as the playtests measured it (pt9d 13)
    assert monad in label and "10" in label
    assert EDITION_GOAL == 1
    one = i18n.tr(GOAL_OPTION.value_words, value=1)
    two = i18n.tr(GOAL_OPTION.value_words, value=2)
    assert one == monad and two == {"en": "2 Monads", "de": "2 Monaden"}[lang]
    assert label.index("10") < label.index(monad)  # how long a Monad plays, then the default


def test_the_status_says_what_flip_does_while_it_is_offered(lang):
    flip = i18n.tr("monad.status.flip")
    state = position(2, {0: "R1 O1 Y1", 1: "P1 B1"}, talon="", discard="G1 R1")
    assert "F" in state.legal_moves()
    status = VIEW.status(state, 0)
    assert flip in status and "(F)" in status
    drawing = position(2, {0: "R1 O1 Y1", 1: "P1 B1"}, talon="G1", discard="R1")
    assert "F" not in drawing.legal_moves() and flip not in VIEW.status(drawing, 0)
    assert flip not in VIEW.status(state, 1)  # only to the seat that may flip


def test_MO10_the_flip_status_names_trade_and_buy_first_while_they_are_open(lang):
    """pt16d 7: at a turn's start with the talon empty the line named only Flip, and the
    person could still trade (and did)."""
    state = position(2, {0: "R1 B1 Y1", 1: "P1 B1"}, talon="", discard="G1 R1",
                     columns={2: "O2 P2"})
    assert "F" in state.legal_moves() and "T R1 B1" in state.legal_moves()
    status = VIEW.status(state, 0)
    assert i18n.tr("monad.status.flip_or") in status and "(F)" in status
    words = {"en": ("Trade", "buy"), "de": ("Tausch", "Kauf")}[lang]
    assert all(word in status for word in words)


def test_the_reference_card_says_what_flip_does_and_the_prices(lang):
    card = VIEW.reference()
    assert card is not None and card.title
    bodies = dict(card.sections)
    flip = next(body for heading, body in bodies.items() if "(F)" in heading)
    assert i18n.tr("monad.status.flip").split("(F)")[0].strip() in next(
        heading for heading in bodies if "(F)" in heading)  # the button's own word
    assert flip and all(heading and body for heading, body in card.sections)
    assert all(price in " ".join(bodies.values()) for price in ("3", "7", "16", "36", "80"))
