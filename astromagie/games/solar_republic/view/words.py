"""The Solar Republic's words at the table: card names, the log, a move in words, the facts.

Every text is a key of the game's catalog (`locales/solar-republic/<lang>.yaml`,
read as `solar-republic.<key>`). A card is named after its body ("Titan"), its
kind ("Moon of Saturn") said where the card is explained; a bare code (a move
without its position, the review's) is named by its kind. A log line is one
sentence: its parts carry no full stop, `describe` adds the one at its end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from astromagie.host.game import Violation
from astromagie.i18n import has, tr

from .. import INFO
from ..cards import RANK, SUIT, takes_book
from ..moves import DRAW, MOVE_INFO
from ..state import STEAL_SIZE
from .names import NAMING, body_of, code_of, steps

GAME = INFO.id  # the prefix of the game's catalog keys
BIG_BOOK = 6  # a book this large is worth a cheer
BIG_HAUL = 7  # so are this many cards won by one play (a book and a steal)


def text_of(key: str, **params: object) -> str:
    return tr(f"{GAME}.{key}", **params)


def has_text(key: str) -> bool:
    """Whether the game's catalog has `key` (a variant of a text some places use)."""
    return has(f"{GAME}.{key}")


def kind_title(code: str) -> str:
    """What kind of card a code is: "Moon of Saturn", "Inner planet"."""
    return text_of(f"card.{code_of(code)}")


def card_title(card: str) -> str:
    """A card's name: its body ("Titan") for a token, its kind for a bare code."""
    body = body_of(card)
    return text_of(f"body.{body}") if body else kind_title(card)


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name; a seat the table has no name for is "Player n"."""
    return names[seat] if 0 <= seat < len(names) else text_of("move.player", seat=seat + 1)


def worded(violation: Violation, **tokens: str) -> Violation:
    """The engine's refusal with its cards named as the table names them ("Triton may
    not be played on Ceres", not "NE2 ... SO2"); `tokens` are the copies meant (by the
    parameter's name: card, top), else a code is named by its kind. A card also gets its
    suit and rank (`card_suit`, `card_rank`, `top_suit`, `top_rank`), which SR5's
    refusal needs to say why the card does not fit and what would."""
    params: dict[str, Any] = {}
    for key, value in violation.params.items():
        if key in ("card", "top") and isinstance(value, str) and value:
            code = code_of(tokens.get(key) or value)
            params[key] = card_title(tokens.get(key) or value)
            params[f"{key}_suit"] = text_of(f"suit.{SUIT[code]}")
            params[f"{key}_rank"] = RANK[code]
        else:
            params[key] = value
    return replace(violation, params=params)


def won_line(won: Sequence[str]) -> str:
    """A seat's won cards in one line: how many, and by name the top three a steal would
    take, the top one first (SR13: they lie open; pt6c 10: the table showed only their
    count). One line, as the kit's row of backs leaves room for one at 1024x700."""
    if not won:  # nothing won yet: the score beside it is the hand's −1 a card (pt10c 5)
        return text_of("seat.none")
    top = [card_title(card) for card in reversed(won[-STEAL_SIZE:])]
    return text_of("seat.top", won=len(won), cards=", ".join(top))


def refusal_words(violation: Violation) -> str:
    """A refusal in plain words ("" for the catalog's own `violation.<reason>`): SR5 says
    what the top card asks for and what to do instead, not only that the card does not fit
    (a newcomer read "Naiad may not be played on Ceres" as an arbitrary no)."""
    if violation.reason != "not_playable" or not violation.params.get("top"):
        return ""
    if "top_suit" not in violation.params:  # the engine's own, its cards still codes
        violation = worded(violation)
    trump = violation.params.get("top_rank") in (3, 5)  # "a 3, a 3 or a 5" said once
    params = dict(violation.params)
    for part in ("card", "top"):  # "Proteus (Neptune 2)", but "Neptune (a 4)" (pt6c 7)
        name, suit = params.get(part), params.get(f"{part}_suit")
        params[f"{part}_named"] = text_of("violation.named_planet" if name == suit
                                          else "violation.named", card=name, suit=suit,
                                          rank=params.get(f"{part}_rank"))
    return text_of(f"violation.not_playable_why{'_trump' if trump else ''}", **params)


def sentence(parts: Sequence[str]) -> str:
    """A log line's parts as one sentence with one full stop (a part starting with a
    comma follows the one before without a space)."""
    return "".join(p if p.startswith(",") or not i else " " + p
                   for i, p in enumerate(parts)).rstrip(".") + "."


def describe(before: Any, move: Any, after: Any, names: Sequence[str],
             you: int | None) -> str:
    """One log line: who did what, the card by its name, what it took and did."""
    seat = before.current_player
    name = names[seat]
    mine = "_you" if seat == you else ""  # the person at the screen: "You draw a card"
    if move == DRAW:
        return sentence([text_of(f"log.draw{mine}", name=name)])
    info = MOVE_INFO[move]
    card = card_title(NAMING.played(before, move, after))
    words = [text_of(f"log.play{mine}", name=name, card=card)]
    top = before.top()
    book = top is not None and takes_book(info.code, top)
    if book:  # ", takes the book ... and steals ...": one "and" in the sentence
        then = "_then" if info.kind else ""
        words.append(text_of(f"log.book{then}{mine}", count=len(before.pile) + 1))
    if info.kind == "S":
        stolen = len(before.won[info.target]) - len(after.won[info.target])
        if info.target == you:  # "... steals 3 cards from you", never "from You"
            words.append(text_of("log.steal_from_you", count=stolen))
        else:
            words.append(text_of(f"log.steal{mine}", name=seat_name(names, info.target),
                                 count=stolen))
    elif info.kind == "F":
        drawn = len(after.hand(info.target)) - len(before.hand(info.target))
        if info.target == seat:
            drawn += 1  # the card played left that hand
            words.append(text_of(f"log.force_self{mine}", count=max(0, drawn)))
        elif info.target == you:  # "... makes you draw 4 cards"
            words.append(text_of("log.force_on_you", count=max(0, drawn)))
        else:
            words.append(text_of(f"log.force{mine}", name=seat_name(names, info.target),
                                 count=max(0, drawn)))
    if RANK[info.code] == 2 and not after.is_over():
        words.append(text_of(f"log.again{mine}"))
    return sentence(words)


def last_draw(state: Any, seat: int) -> str:
    """What drawing the draw pile's last card would do to `seat` (it ends the game, SR14):
    win, tie or how far behind; with an empty hand it is the only move, and says so
    (pt18 6: "no passing" bit unwarned). "" while more than one card is left."""
    if state.draw_count != 1:
        return ""
    after = state.clone()
    after.apply(DRAW, checked=False)
    scores = after.scores
    mine, best = scores[seat], max(other for s, other in enumerate(scores) if s != seat)
    key = ("last_draw_win" if mine > best else "last_draw_tie" if mine == best
           else "last_draw_behind")
    said = text_of(f"status.{key}", points=best - mine)
    return text_of("status.must_draw", then=said) if not state.hand(seat) else said


def move_words(move: Any, card: str, names: Sequence[str], mover: int) -> str:
    """A move as the hint and the review name it: "play Titan and steal from Vega";
    `card` is the token (or code) played, `mover` the seat making it."""
    if move == DRAW:
        return text_of("move.draw")
    info = MOVE_INFO[move]
    title = card_title(card)
    if info.kind == "S":
        return text_of("move.steal", card=title, name=seat_name(names, info.target))
    if info.kind == "F":
        if info.target == mover:
            return text_of("move.force_self", card=title)
        return text_of("move.force", card=title, name=seat_name(names, info.target))
    if info.rank in (4, 5):  # the bare play of a 4 or a 5 declines its power
        return text_of(f"move.none_{info.rank}", card=title)
    return text_of("move.play", card=title)


def facts(card: str) -> list[str]:
    """The close-up's lines beside a card: what it is, where it goes, what it does, its worth."""
    code = code_of(card)
    rank, suit = RANK[code], text_of(f"suit.{SUIT[code]}")
    lines = [text_of("facts.kind", kind=kind_title(code), rank=rank, suit=suit)]
    lines.append(text_of("facts.goes_anywhere") if rank in (3, 5)
                 else text_of(f"facts.goes_{rank}", suit=suit, rank=rank))
    lines.append(text_of(f"facts.power_{rank}", suit=suit))
    lines.append(text_of("facts.points"))
    return lines


def celebrate(before: Any, move: Any, after: Any) -> str:
    """A short cheer for a big book or a big haul; "" for an ordinary move."""
    if move == DRAW:
        return ""
    seat = before.current_player
    gained = len(after.won[seat]) - len(before.won[seat])
    info = MOVE_INFO[move]
    top = before.top()
    book = len(before.pile) + 1 if top is not None and takes_book(info.code, top) else 0
    # the score's change flies to the seat as "+7" for a book of 6: the card played left
    # the hand too, and the cheer says so, so the two count alike (pt6c 15: "6 or 7?")
    points = after.scores[seat] - before.scores[seat]
    shed = "_shed" if len(after.hand(seat)) == len(before.hand(seat)) - 1 else ""
    if gained >= BIG_HAUL and gained > book:
        return text_of(f"celebrate.haul{shed}", count=gained, points=points)
    if book >= BIG_BOOK:
        return text_of(f"celebrate.book{shed}", count=book, points=points)
    return ""


@dataclass(frozen=True)
class Tally:
    """What one seat did over the game: books taken, cards stolen and lost to steals."""

    books: int = 0
    stole: int = 0
    lost: int = 0


def tallies(state: Any) -> list[Tally]:
    """Each seat's books and steals, from the game replayed by the engine from its deal;
    nothing for a position without its deal."""
    n = state.num_players
    books, stole, lost = [0] * n, [0] * n, [0] * n
    for step in steps(state) or ():
        books[step.seat] += step.book
        if step.stolen:
            stole[step.seat] += step.stolen
            lost[MOVE_INFO[step.move].target] += step.stolen
    return [Tally(*t) for t in zip(books, stole, lost, strict=True)]


def number(value: int) -> str:
    """A score as print writes it: a negative with the minus sign, not a hyphen."""
    return f"\u2212{-value}" if value < 0 else str(value)


class Score(int):
    """A score that prints as `number` writes it and still chooses a plural form by its
    value (a text's "1 point" / "−7 points" says it with the minus sign)."""

    def __str__(self) -> str:
        return number(int(self))

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else super().__format__(spec)


def joined(names: Sequence[str]) -> str:
    """Names in a row: "Vega", "Vega and Orion", "Ada, Vega and Orion"."""
    if len(names) <= 1:
        return "".join(names)
    return text_of("join", first=", ".join(names[:-1]), last=names[-1])


def breakdown(state: Any, names: Sequence[str]) -> list[str]:
    """The end: each seat's won cards, hand and score, its books and steals; the winners."""
    lines = []
    for seat, tally in enumerate(tallies(state)):
        line = text_of("end.line", name=names[seat], won=len(state.won[seat]),
                       hand=len(state.hand(seat)), score=number(state.scores[seat]))
        parts = [text_of("end.books", count=tally.books)]
        if tally.stole:
            parts.append(text_of("end.stole", count=tally.stole))
        if tally.lost:
            parts.append(text_of("end.lost", count=tally.lost))
        lines += [line, "    " + ", ".join(parts)]  # on a line of its own: the box is narrow
    winners = state.winners()
    if winners:
        key = "end.winners" if len(winners) > 1 else "end.winner"
        lines.append(text_of(key, names=joined([names[s] for s in winners])))
    return lines
