"""Escape takes back what the person has laid out this turn before it pauses the game.

pt15d 4: with a Monad buy started (a card in the tray) Esc opened the Pause menu; the way
out, a click on the card in the tray, was found only in the rule book. Now Esc, with
nothing else open (a question, a chosen card, the hint: `keyfocus.KeyFocus.escape`),
puts every staged card back in the hand, says so in the message line, and only with
nothing staged opens Pause.

The cards go back the way every staging ends in the kit: the turn input is asked anew of
the game's view for the same position (as after an undo or a network resync). Staging
lives only in the turn input, never in the game's state, so nothing of the game's rules
is coded here; a Monad trade or buy already made stays made (Undo takes those back).
"""

from __future__ import annotations

from functools import partial

from astromagie.i18n import tr

from .hinting import staged_off_hint
from .session import TableSession

TAKEN_BACK_SECONDS = 4.0  # how long the message line says what Esc did


def take_back_staged(session: TableSession) -> bool:
    """Every card staged this turn back in the hand, and the message line says so. False
    (nothing done) when it is not the person's turn here or nothing is staged."""
    turn = session.turn
    if turn is None or not session.person_turn() or not session.staged_cards():
        return False
    _fresh_turn(session, turn.seat)  # a hint or a refused place of the staged position goes
    session.say(partial(tr, "kit.escape_took_back"), "info", TAKEN_BACK_SECONDS)
    return True


def take_back_for_hint(session: TableSession) -> bool:
    """Enter, following a hint whose move is not made from the staged position: the
    staged cards go back to the hand, as the hint's words said first (pt15a 7), and the
    hint is shown again from the whole hand, so the next Enter takes up its first card.
    False (nothing done) when nothing staged stands in the hint's way."""
    move, turn = session.bots.hint_move, session.turn
    if move is None or turn is None or not session.person_turn():
        return False
    hand = list(session.view.hand(session.state, turn.seat))
    if not staged_off_hint(session.view, session.state, move, session.board, hand,
                           session.staged_cards()):
        return False
    _fresh_turn(session, turn.seat)
    session.bots.hint_move = move  # staged() forgets the hint: it is the same hint still
    session.show_hint(move)
    return True


def _fresh_turn(session: TableSession, seat: int) -> None:
    """The turn input asked anew of the view for the same position: the staged cards are
    back in the hand, and what spoke of the staged position goes (`session.staged`)."""
    session.turn = session.view.turn_input(session.state, seat, session.seating.names)
    session.staged()
