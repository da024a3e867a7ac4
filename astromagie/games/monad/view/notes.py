"""Monad's answers to the kit's optional questions: a move in words, a card's facts,
the piles on the board and the moments worth a celebration.

A move in words is what the hint ("Try: …") and the review show: no record
notation and no full stop. It names the cards a move gives, which the move
itself holds; what it brings depends on the table and is the reason's business.
"""

from __future__ import annotations

from typing import Any

from astromagie.kit.view import Pile

from ..cards import BONUS_PARTNER, CODES, COLOURS, IDENTITY_CODES, RANK_VALUE, WARM
from ..moves import decode
from ..state import MonadState
from .faces import RELATIVE, engine_code
from .turn import bot_payment
from .words import (
    card_name,
    colour_name,
    names_of,
    phrase,
    phrases_of,
    rank_name,
    received,
    text_of,
)


def move_words(move: Any) -> str:
    """A move in words, in the current language, without a full stop."""
    d = decode(move)
    kind = d.kind
    names = [card_name(CODES[c]) for c in d.cards]
    if kind == "T":
        key = "move.trade_bonus" if d.number else "move.trade"
        return text_of(key, a=names[0], b=names[1], a_the=phrase(CODES[d.cards[0]], "the"),
                       b_the=phrase(CODES[d.cards[1]], "the"))
    if kind == "B":
        if d.number == 6:
            return text_of("move.buy_monad")
        return text_of("move.buy", rank=rank_name(d.number))
    if kind == "P":
        return text_of("move.pay", card=names[0], card_dat=phrase(CODES[d.cards[0]], "dat"))
    if kind == "J":
        colours = [colour_name(COLOURS[c]) for c in d.cards]
        joined = text_of("join", first=", ".join(colours[:-1]), last=colours[-1])
        return text_of("move.leap", colours=joined)
    return text_of({"D": "move.draw", "F": "move.flip", "E": "move.end",
                    "X": "move.pass"}[kind])


def move_words_at(state: MonadState, move: Any) -> str:
    """A move in words at this table: a buy names the cards it would be paid with, as
    Pay the rest pays it (H12: "buy the top Tri with the green Bi, the purple Bi and
    the blue Common"); any other move as `move_words` says it."""
    d = decode(move)
    if d.kind != "B" or state.check(move) is not None:
        return move_words(move)
    paying = state.clone()
    paying.apply(move)
    cards = [CODES[decode(pay).cards[0]] for pay in bot_payment(paying)]
    if not cards:
        return move_words(move)
    if d.number == 6:
        return text_of("move.buy_monad_with", cards=names_of(cards),
                       cards_dat=phrases_of(cards, "dat"))
    # the card bought by its colour, as the lesson's text and the picture name it
    # (monad8: "buy the front Quad" beside "Buy the blue Quad for 16 points")
    return text_of("move.buy_with", rank=rank_name(d.number), cards=names_of(cards),
                   cards_dat=phrases_of(cards, "dat"),
                   card_the=phrase(CODES[state.cols[d.number][0]], "the"))


def buy_words_at(state: MonadState, move: Any) -> str:
    """A buy in words at this table without its payment: the column's card taken next by
    its colour ("buy the blue Quad"), the lesson's pill at the column; any other move (or
    a Monad, or a buy refused) as `move_words` says it."""
    d = decode(move)
    if d.kind != "B" or d.number == 6 or state.check(move) is not None \
            or not state.cols[d.number]:
        return move_words(move)
    return text_of("move.buy_card", card_the=phrase(CODES[state.cols[d.number][0]], "the"))


def facts(code: str) -> list[str]:
    """The close-up's lines beside a card: what it is, what it does, its points."""
    if code == "M":
        return [text_of("fact.monad")]
    if code in IDENTITY_CODES:
        return [text_of("fact.identity", colour=colour_name(code[1]))]
    base = engine_code(code)
    if base not in CODES:
        return []
    card = CODES.index(base)
    colour, rank = card % 6, card // 6 + 1
    warm = WARM[colour]
    head = text_of("fact.card", card=card_name(base),
                   temp=text_of("temp.warm" if warm else "temp.cool"),
                   rank=rank, value=RANK_VALUE[rank])
    lines = [head[:1].upper() + head[1:]]  # "Red Common: …": the line starts a sentence
    if rank == 1:
        lines.append(text_of("fact.common"))
        return lines
    other = "cool" if warm else "warm"
    if rank == 5:
        lines.append(text_of(f"fact.quint_{other}"))
    else:
        lines.append(text_of(f"fact.trade_{other}", rank=rank_name(rank)))
    partner = CODES[(rank - 1) * 6 + BONUS_PARTNER[colour]]
    lines.append(text_of("fact.bonus", card=card_name(partner)))
    if code.endswith(RELATIVE):
        lines.append(text_of("fact.relative"))
    return lines


def piles(state: MonadState, viewer: int) -> list[Pile]:
    """The talon (face down): the one stack. The columns and the discard pile lie fanned,
    each with its own heading and count ("Discard pile: 18 cards"); a kit badge on the
    discard fan covered its cards' ×N counts (H11, H16). The talon's own caption ("Talon",
    "Talon empty") and its big count say what a badge would: no badge (pt6d 17: "Talon 0"
    lay over the talon's frame at 1024x700; the tip names it the draw pile, as the rules)."""
    return [Pile("talon", len(state.talon), False, "", counted=True)]


def celebrate(before: MonadState, move: Any, after: MonadState) -> str:
    """A Monad won, a leap to a Quint or a bonus of three cards or more; else ""."""
    seat = before.current_player
    if seat < 0 or seat >= after.num_players:
        return ""
    if after.monads[seat] > before.monads[seat]:
        return text_of("cheer.monad")
    d = decode(move)
    if d.kind == "J" and len(d.cards) == 6:
        got = received(before, move)
        return text_of("cheer.leap", card=card_name(got[0])) if got else ""
    if d.kind == "T" and d.number:
        bonus = len(received(before, move)) - 1
        if bonus >= 3:
            return text_of("cheer.bonus", count=bonus)
    return ""
