"""The question a trade drop asks when it has several answers (Monad's turn input).

A card dropped on a column may pair with several partners, or take the bonus now or
keep it for later: the person is asked, never guessed. Kept apart from `MonadTurn` so
the turn stays a small class; every option is one of the engine's legal trades.
"""

from __future__ import annotations

from astromagie.kit.view import Decision, Option

from ..cards import CODES, INDEX
from ..moves import decode
from ..state import MonadState
from .words import card_name, in_sight, names_of, phrase, rank_name, received, text_of


def partner_of(move: str, code: str) -> str:
    """The other card a trade `move` gives with `code`."""
    a, b = (CODES[c] for c in decode(move).cards)
    return b if a == code else a


def is_relative(state: MonadState, seat: int, code: str) -> bool:
    """Whether `code` is one of `seat`'s relatives (a Bi or higher of its identity colour)."""
    index = INDEX[code]
    return index >= 6 and index % 6 == state.ident[seat]


def spends_last_relative(state: MonadState, seat: int, code: str, partner: str) -> bool:
    """Whether a trade of `code` and `partner` gives away every relative the seat holds
    (pt9d 10: a relative traded up, then nothing left for the shortcut; a seat's
    relatives share its identity colour, so they are all of one temperature)."""
    ident = state.ident[seat]
    hand = state.hands[seat]
    held = sum(hand[i] for i in range(6, len(hand)) if i % 6 == ident)
    given = sum(1 for c in (code, partner) if is_relative(state, seat, c))
    return 0 < given == held


def stands_in(state: MonadState, seat: int, code: str, got: str) -> bool:
    """Whether `code` is a relative trading at another rank than its own for `got`."""
    rank = 6 if got == "M" else int(got[1])
    return is_relative(state, seat, code) and int(code[1]) != rank - 1


def trade_decision(state: MonadState, seat: int, code: str, trades: list[str]) -> Decision:
    """The one trade made at once, or the question over several (`seat` trades `code`)."""
    if len(trades) == 1:
        return Decision.make(trades[0])
    got = received(state, trades[0])[0]
    options = []
    # the bonus taken now always first: its number stays put from picker to picker
    # (pt7d 6: "2" took it once and kept it for later the next time)
    # an option that spends the last relative held comes after the others: the
    # question opens on the first, and Return took the one its own words warn
    # against (pt11d 5); a hint that advises it is lit instead and says why
    for move in sorted(trades, key=lambda m: (
            not m.endswith("+"), spends_last_relative(state, seat, code, partner_of(m, code)),
            INDEX[partner_of(m, code)], m)):
        partner = phrase(partner_of(move, code), "dat")  # "the purple Common"
        if move.endswith("+"):
            # a talon card face down stays unnamed (pt11d 9: cancelling peeked at it)
            bonus = in_sight(received(state, move)[1:])
            label = text_of("choose.bonus", partner=partner, cards=names_of(bonus))
        elif move + " +" in trades:
            label = text_of("choose.keep", partner=partner)
        elif stands_in(state, seat, partner_of(move, code), got):
            label = text_of("choose.pair_relative", partner=partner,
                            rank=rank_name(int(got[1]) - 1 if got != "M" else 5))
        else:
            label = text_of("choose.pair", partner=partner)
        if spends_last_relative(state, seat, code, partner_of(move, code)):
            label += text_of("choose.last_relative")
        options.append(Option(label, move))
    if len({partner_of(move, code) for move in trades}) == 1:
        # one partner, the bonus now or kept: the question is when, not with which
        # card (pt12d 12: "With which card?" over two options with the same card)
        return Decision.choose(text_of("choose.question_bonus"), options)
    return Decision.choose(text_of("choose.question", card=card_name(code),
                                   target=card_name(got), card_the=phrase(code, "the"),
                                   target_the=phrase(got, "the")), options)
