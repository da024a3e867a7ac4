"""Playtest 16d's Monad findings (round 20 of issue 38): H then Enter carries out every
hint step by step, from a real table: a button hint presses its button (End turn, Draw,
Leap), a trade hint lays its cards, a buy hint clicks its column and then lays each of
its payment cards until the purchase is made (pt16d 1, 2); an opponent's open shortcut
is answered in the hint's words: the card that stops it, or that nothing does (3)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.monad.cards import CODES
from astromagie.games.monad.policy import POLICY, takes_front
from astromagie.games.monad.view import VIEW
from astromagie.ui.kit.table import KitTableScene
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import open_table
from tests.ui.ui_events import frames, key

COLUMNS = {2: "O2 P2", 3: "B3 G3", 4: "O4", 5: "R5"}


def hinted(scene: KitTableScene, move: str) -> None:
    """The hint's bot answers `move`, as its reply is shown after H (bots.poll)."""
    assert move in scene.state.legal_moves(), (move, scene.state.legal_moves())
    scene.session.bots.hint_move = move
    scene.session.show_hint(move)
    frames(scene.app)


def enter_until_made(scene: KitTableScene, moves: int, presses: int = 8) -> int:
    """Enter pressed until `moves` engine moves are made (or `presses` run out)."""
    start = len(scene.state.history)
    for pressed in range(1, presses + 1):
        key(scene.app, pygame.K_RETURN, settle=2)
        if len(scene.state.history) - start >= moves:
            return pressed
    return presses


def test_MO15_H_then_Enter_buys_card_by_card_until_the_purchase_is_made(app):
    """pt16d 2: Enter laid one card on the tray and stopped. Now the first Enter opens the
    purchase at the column, each next Enter lifts and lays the next card the hint lit."""
    state = position(2, {0: "Y1 Y1 B1 R1 P3", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1", acted=True)
    scene = open_table(app, state)
    cards, zones = VIEW.hint_places(state, "B 2")
    assert zones == ("col:2",) and len(cards) == 3  # the payment lit, 3 Commons for 3
    hinted(scene, "B 2")
    assert set(scene.session.hint_marks[0]) == set(cards)
    presses = enter_until_made(scene, 4)
    assert state.history[0] == "B 2" and len(state.history) == 4, state.history
    assert all(move.startswith("P ") for move in state.history[1:])
    assert presses == 1 + 2 * 3  # the column, then each card lifted and laid


def test_MO15_a_buy_hint_lights_the_payment_that_Pay_the_rest_would_take():
    state = position(2, {0: "Y1 Y1 B1 R1 P3", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1", acted=True)
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    assert turn.opening("B 2") == "col:2"
    turn.click("col:2")
    assert turn.opening("B 2") is None  # begun: its cards come next
    paid = [move.split()[1] for move in turn.press("pay").moves[1:]]
    assert sorted(VIEW.hint_places(state, "B 2")[0]) == sorted(paid)


@pytest.mark.parametrize(("button", "acted"), [("E", True), ("D", False)])
def test_MO7_H_then_Enter_presses_the_hinted_button_and_never_lifts_a_hand_card(app, button,
                                                                               acted):
    """pt16d 1: with "end your turn" hinted, Enter lifted the focused red Common; a hinted
    End turn or Draw is that button pressed."""
    state = position(2, {0: "R1 B1", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1", acted=acted)
    scene = open_table(app, state)
    hinted(scene, button)
    key(app, pygame.K_RETURN, settle=2)
    assert state.history[:1] == [button]


def test_MO16_H_then_Enter_lays_the_leap_and_presses_Leap(app):
    """pt16d 1 (59): the Commons laid, Enter did nothing and the focus went to Menu."""
    state = position(2, {0: "R1 O1 Y1 P1 B1", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1", acted=True)
    scene = open_table(app, state)
    leap = "J R1 O1 Y1 P1"
    hinted(scene, leap)
    enter_until_made(scene, 1, presses=12)
    assert state.history == [leap]


def test_MO12_H_then_Enter_lays_the_trade(app):
    state = position(2, {0: "R1 O1 B1", 1: "O1"}, identities="P G", columns=COLUMNS,
                     talon="R1 O1")
    scene = open_table(app, state)
    hinted(scene, "T R1 B1")
    enter_until_made(scene, 1)
    assert state.history == ["T R1 B1"]


# --- pt16d 3: the threat answered in words ------------------------------------------------
def orion_needs_the_purple_bi(goal: int = 1):
    """Seat 1 (purple identity, cool) holds the yellow Quint: the purple Bi at the front of
    the Bi column, the only purple card in the columns, brings it a Monad next turn."""
    state = position(3, {0: "R1 B1 G1 O2", 1: "Y5 P1 B1 G1 R1 O3", 2: "R1 O1 Y1 B4"},
                     identities="G P B", columns={2: "P2 O2", 3: "G3", 4: "R4", 5: "O5"},
                     talon="G1 R1 Y1")
    state.goal = goal
    return state


@pytest.mark.parametrize("lang, words", [
    ("en", "Careful: ★ purple can take a Monad next turn with the front card of the Bi "
           "column. Trade or buy for that card first: it stops the shortcut."),
    ("de", "Vorsicht: ★ violett kann im nächsten Zug mit der vorderen Karte der Bi-Kolonne "
           "eine Monade holen. Tausch oder kauf diese Karte zuerst: Das stoppt die Abkürzung.")])
def test_MO13_the_hint_says_which_card_stops_an_open_shortcut(lang, words):
    """pt16d 3: "careful" stood beside "draw a card" for turns, and nothing said what could
    answer it. The hint's move stays the bots' choice; its words name the card."""
    i18n.set_language(lang)
    try:
        state = orion_needs_the_purple_bi()
        key, params = POLICY.reason(state, "D")
        assert key == "hint.threat_block"
        assert i18n.tr(f"monad.{key}", **params).endswith(words)
        trade = next(m for m in state.legal_moves() if m.startswith("T") and "+" not in m
                     and takes_front(state, m, 2))
        key, params = POLICY.reason(state, trade)  # the move that takes it says so
        assert key == "hint.threat_taken" and params["rank"] == "Bi"
    finally:
        i18n.set_language("en")


def test_MO13_nothing_stops_a_monad_in_reach_and_the_hint_says_so_plainly():
    state = orion_needs_the_purple_bi()
    state.hands[1][CODES.index("B5")] += 1  # a warm and a cool Quint: a Monad in reach
    key, params = POLICY.reason(state, "D")
    assert key == "hint.threat_none"
    assert i18n.tr(f"monad.{key}", **params).endswith(
        "nothing stops it this turn: take what you can.")
    # two relatives in the columns: no single move stops the shortcut
    state = orion_needs_the_purple_bi()
    state.cols[3].append(CODES.index("P3"))
    assert POLICY.reason(state, "D")[0] == "hint.threat_none"


def test_MO13_what_stops_the_shortcut_reads_only_the_open_table():
    """The others' Commons (hidden, MO5) dealt anew in other colours, as many: the words
    stay the same."""
    state = orion_needs_the_purple_bi()
    said = POLICY.reason(state, "D")
    for shift in range(1, 6):
        other = state.clone()
        for seat in (1, 2):
            hand = other.hands[seat]
            hand[:6] = hand[shift:6] + hand[:shift]
        assert POLICY.reason(other, "D") == said


# --- pt16d 5: the identity card on the table ------------------------------------------------
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_MO13_the_persons_identity_card_lies_on_the_table_inside_the_board(app):
    """pt16d 5: "Stammkarte" was a word in the side panel only; the card now lies small
    beside the Monad supply, in the board's own area, clear of the supply and the talon."""
    state = position(2, {0: "R1 B1", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1")
    scene = open_table(app, state)
    scene.draw(app.screen)
    board = scene.board
    card = board.identity_card
    assert card.w > 10 and board.rect.contains(card)
    assert not card.colliderect(board.monad) and not card.colliderect(board.talon)
    assert app.screen.get_at(card.center)[:3] != app.screen.get_at(board.talon.center)[:3]


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_a_discard_pile_with_a_repeated_colour_is_counted_at_every_size(app):
    """pt16d 7 (60 vs 63, 68): the same kind of pile was fanned card by card at one time
    and counted by colour at another. A pile whose colours repeat is counted at any size;
    one of different cards only is fanned, each card as it lies."""
    state = position(2, {0: "R1 B1", 1: "O1"}, identities="R G", columns=COLUMNS,
                     talon="R1 O1", discard="G1 R1 G1 Y1")
    scene = open_table(app, state)
    shown = scene.board.discard_shown(state.discard)
    assert [badge for _, badge in shown if badge.startswith("×")] == ["×1", "×1", "×2"]
    distinct = [CODES.index(c) for c in ("G1", "R1", "Y1")]
    assert all(badge == "" for _, badge in scene.board.discard_shown(distinct))
