"""Playtest 14d's Monad findings: a purchase of the Monad named its rank by a raw catalog
key (1), J pressed before the tray held a leap heard the engine's FORMAT (2), the log
named rule codes (7)."""

from __future__ import annotations

import random
import re

import pytest

from astromagie import i18n
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.record import new_game
from astromagie.games.monad.view import VIEW, words
from astromagie.games.monad.view.turn import bot_payment
from astromagie.games.monad.view.words import describe
from astromagie.kit.view import Highlight
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import open_table

COLUMNS = {2: "O2 Y2", 3: "G3 O3", 4: "R4 P4", 5: "O5 Y5"}


def rich_hand():
    """Seat 0 (purple) able to buy every rank, the Monad too (80 in Quints below it)."""
    return position(2, {0: "R1 O1 Y1 B1 B2 G2 R3 Y4 G4 R5 B5 G5", 1: "Y1"}, identities="P O",
                    columns=COLUMNS, talon="G1 R1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO15_every_purchase_names_its_rank_in_words(app, monkeypatch, lang):
    """pt14d 1: "Pay with cards below the monad.rank.r6": every text a purchase shows, for
    every rank bought, the Monad too, on the tray, in the status and the previews,
    is the catalog's words, never a key."""
    said: list[str] = []
    real = words.tr

    def heard(key: str, **params: object) -> str:
        said.append(real(key, **params))
        return said[-1]

    monkeypatch.setattr(words, "tr", heard)
    i18n.set_language(lang)
    try:
        scene = open_table(app, rich_hand())
        for zone in ("col:2", "col:3", "col:4", "col:5", "monad"):
            state = rich_hand()
            turn = VIEW.turn_input(state, 0, ["You", "Ben"])
            assert turn.click(zone).kind == "staged", zone
            said.clear()
            said.append(turn.note())
            said += [turn.preview(card, place) for card in VIEW.hand(state, 0)
                     for place in ("tray", zone)]
            said += [action.label for action in turn.actions()]
            scene.board.paint(app.screen, state, 0,
                              Highlight(live=turn, names=("You", "Ben"), you=0))
            shown = " | ".join(said)
            assert "monad." not in shown, shown
            rank = {"monad": 6}.get(zone) or int(zone[-1])
            assert words.rank_name(rank) in shown
    finally:
        i18n.set_language("en")


def test_MO16_J_before_the_tray_holds_a_leap_says_what_to_lay_there():
    """pt14d 2: J pressed after a buy, the tray empty and a leap in hand, said "This move
    cannot be read. (rule FORMAT)"; it says to lay the Commons first, under MO16. Every
    key of the turn, pressed when its move is not complete, names a rule of the game."""
    state = position(2, {0: "R1 R1 O1 Y1 P1 G1 G1 P2", 1: "Y1"}, identities="B G",
                     columns=COLUMNS, acted=True)
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    for staged in ([], ["R1"], ["R1", "O1", "Y1"]):
        turn.reset()
        for card in staged:
            assert turn.drop(card, "tray").kind == "staged"
        refused = turn.press("leap")
        assert refused.kind == "refused" and refused.violation is not None
        assert (refused.violation.rule, refused.violation.reason) == ("MO16", "leap_stage")
    for lang, words_ in (("en", "Lay 4 to 6 Commons"), ("de", "Leg zuerst 4 bis 6 Einer")):
        i18n.set_language(lang)
        try:
            assert i18n.tr("monad.violation.leap_stage").startswith(words_)
        finally:
            i18n.set_language("en")
    for start in (state, position(2, {0: "R1 O1 B2", 1: "Y1"}, identities="B G",
                                  columns=COLUMNS, talon="G1")):
        turn = VIEW.turn_input(start, 0, ["You", "Ben"])
        for action in ("draw", "flip", "pass", "end", "leap", "pay"):
            why = turn.action_refusal(action)
            assert why is None or why.rule.startswith("MO"), (action, why)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_speaks_to_players_without_rule_codes(lang):
    """pt14d 7: "erst ab Bis (Regel MO14)" in the log: its lines are for players, the
    refusals keep their IDs. A game of bots, each move told as its mover's own line."""
    state = new_game(3, 4)
    rng = random.Random(4)
    i18n.set_language(lang)
    try:
        for _ in range(400):
            if state.is_over():
                break
            before = state.clone()
            move = POLICY.rollout_move(state, rng, 0.0)
            state.apply(move)
            line = describe(before, move, state, ["Ada", "Ben", "Cy"], before.current_player)
            assert not re.search(r"\bMO\d|FORMAT|monad\.", line), line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, axis", [("en", "points in hand + 80 per Monad"),
                                        ("de", "Punkte auf der Hand + 80 je Monade")])
def test_MO15_the_race_chart_says_a_monad_adds_its_80(lang, axis):
    """pt14d 10: the legend's "Orion 97" stood beside "hand 2 cards, worth 17": the chart's
    axis says each Monad adds its 80 to the hand's points, as the lines plot it."""
    state = position(2, {0: "P5 B5 G5", 1: "Y1"}, identities="O G", talon="B1")
    state.goal = 1
    state.apply("B M")
    bot_payment(state)  # "Pay the rest", as the table pays
    assert state.is_over()
    assert VIEW.progress(state, 0) == words.hand_points(state.hands[0]) + 80
    i18n.set_language(lang)
    try:
        assert i18n.tr("monad.results.progress_axis") == axis
    finally:
        i18n.set_language("en")


def test_MO15_the_review_says_two_payments_of_the_same_cards_differ_only_in_order():
    """pt14d 4: the review called "Pay the rest" (the payment the hint's buy named) a
    costly moment: its search at each payment step preferred the yellow Bi first, where
    every card below the Quad paid anyway. Such a moment says what differs."""
    from astromagie.games.monad.policy import POLICY, paid_after

    state = position(3, {0: "O1 O1 Y1 Y2 P2 O3 Y4", 1: "B4", 2: "G1 R4"}, identities="B P G",
                     columns={2: "O2 R2 B2", 3: "R3 Y3 G3", 4: "P4 G4 O4", 5: "B5 Y5"},
                     talon="R1 O1", discard="R1 B1")
    state.apply("B 4")  # 16 points due, all 16 below the Quad in hand
    assert bot_payment(state.clone())[0] == "P O1"  # what Pay the rest pays first
    assert paid_after(state, "P O1") == paid_after(state, "P Y2")
    assert POLICY.compare(state, "P O1", "P Y2") == ("review.pay_order", {})
    assert POLICY.compare(state, "P O1", "T Y2 P2") is None  # not two payments
    spare = position(2, {0: "O1 Y1 P1 B2 P2 O3 Y3", 1: "G1"}, identities="B G",
                     columns={4: "G4"}, talon="R1")
    spare.apply("B 4")  # 16 due of 23: two Tris first keep other cards than a Tri and Bis
    assert paid_after(spare, "P O1") != paid_after(spare, "P Y3")
    assert POLICY.compare(spare, "P O1", "P Y3") is None
    for lang, words_ in (("en", "Both pay with the same cards"),
                         ("de", "Beide zahlen mit denselben Karten")):
        i18n.set_language(lang)
        try:
            assert i18n.tr("monad.review.pay_order").startswith(words_)
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15d_5_a_relative_on_a_column_its_trade_misses_hears_the_reason_first(lang):
    """pt15d 5: "With the purple Bi you trade for the red Bi: drop it on the red Bi" said
    only where to go, not why the Quint column refused it (MO12)."""
    from astromagie.games.monad.view import MonadTurn
    from astromagie.games.monad.view.words import text_of
    from tests.games.monad.helpers import position

    state = position(2, {0: "P2 O2", 1: "Y1"}, identities="P G", columns={3: "G3", 5: "R5"},
                     talon="Y1")
    decision = MonadTurn(state, 0, ["Ada", "Ben"]).drop("P2", "col:5")
    assert decision.kind == "refused" and decision.violation.rule == "MO12"
    i18n.set_language(lang)
    try:
        words = text_of(f"violation.{decision.violation.reason}", **decision.violation.params)
    finally:
        i18n.set_language("en")
    reason = "No trade of" if lang == "en" else "Kein Tausch mit"
    assert words.startswith(reason), words  # why first ...
    assert ("so drop it there" if lang == "en" else "leg die Karte dort ab") in words  # then where
