"""Monad's words at the table: card names, the log, the status line, the seat lines, the end.

Every text is a key of the game's catalog (`locales/monad/<lang>.yaml`, read as
`monad.<key>`). Cards are named in words ("green Tri", "Tri grün"), not by their
record codes, whose letters are English.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from astromagie.i18n import tr

from .. import INFO
from ..cards import BONUS_PARTNER, CODES, RANK_VALUE, hand_points
from ..moves import BUY_TARGETS, decode
from ..public import monad_in_reach, quints_open, shortcut_open
from ..state import MonadState
from .faces import engine_code

GAME = INFO.id  # the prefix of the game's catalog keys


def text_of(key: str, **params: object) -> str:
    return tr(f"{GAME}.{key}", **params)


def colour_name(letter: str) -> str:
    return text_of(f"colour.{letter}")


def rank_name(rank: int) -> str:
    return text_of(f"rank.r{rank}")


# a card the talon will give, face down: named as such, never by its face (pt11d 9)
FROM_TALON = "?"


def in_sight(codes: Sequence[str]) -> list[str]:
    """Cards a move will bring, as the person may know them before it is made: a Common
    comes from the talon, whose face-down cards only show their count (MO5), so it stays
    `FROM_TALON`; the columns' front cards are open."""
    return [FROM_TALON if engine_code(code)[1:] == "1" else code for code in codes]


def card_name(code: str) -> str:
    """A card in words: "green Tri"; `M` is a Monad; `FROM_TALON` a talon card unseen."""
    if code == "M":
        return text_of("card.monad")
    if code == FROM_TALON:
        return text_of("card.talon")
    base = engine_code(code)
    return text_of("card.name", colour=colour_name(base[0]), rank=rank_name(int(base[1])))


def copies_of(code: str, count: int) -> str:
    """`count` copies of one card in a list: "the red Common", "3 red Commons"
    ("3 × Einer rot")."""
    if code == FROM_TALON:
        return text_of("card.talon")  # the bonus takes one card from the talon at most
    if count == 1:
        return text_of("card.listed", card=card_name(code))
    base = engine_code(code)
    cards = text_of("card.plural", colour=colour_name(base[0]), ranks=text_of(f"ranks.r{base[1]}"))
    return text_of("card.copies", count=count, card=card_name(code), cards=cards)


def names_of(codes: Sequence[str]) -> str:
    """Several cards in words, joined, each as a list names it, copies of one card once
    with their count: "3 red Commons and the blue Bi" ("3 × Einer rot und Bi blau")."""
    counts = Counter(codes)  # in the order of first appearance
    words = [copies_of(code, count) for code, count in counts.items()]
    if len(words) <= 1:
        return "".join(words)
    return text_of("join", first=", ".join(words[:-1]), last=words[-1])


def phrase(code: str, form: str) -> str:
    """A card as a log sentence names it, with its article in the sentence's case: `form`
    "the" (the object: "the purple Bi", "das violette Bi"), "dat" (after "with": "dem
    violetten Bi") or "a" (a card drawn: "einen blauen Einer"). German declines the
    colour with the rank's gender (issue 38 pt2 item 26: "Einer hellblau" read stiffly)."""
    if code == "M":
        return text_of(f"phrase.{form}.monad")
    if code == FROM_TALON:
        return text_of(f"phrase.{form}.talon")
    base = engine_code(code)
    return text_of(f"phrase.{form}.r{base[1]}", stem=text_of(f"stem.{base[0]}"))


def phrases_of(codes: Sequence[str], form: str) -> str:
    """Several cards as `phrase` names them, copies of one card once with their count:
    "the red Common and 2 yellow Commons" ("dem roten Einer und 2 gelben Einern")."""
    words = []
    for code, count in Counter(codes).items():  # in the order of first appearance
        if count == 1 or code in ("M", FROM_TALON):
            words.append(phrase(code, form))
        else:
            base = engine_code(code)
            words.append(text_of(f"phrase.{form}_n.r{base[1]}", count=count,
                                 stem=text_of(f"stem.{base[0]}")))
    if len(words) <= 1:
        return "".join(words)
    return text_of("join", first=", ".join(words[:-1]), last=words[-1])


def names_of_seats(names: Sequence[str]) -> str:
    """"Vega", "Vega and Orion", "Vega, Orion and Lyra"."""
    if len(names) <= 1:
        return "".join(names)
    return text_of("join", first=", ".join(names[:-1]), last=names[-1])


def target_name(state: MonadState, rank: int) -> str:
    """What a buy or trade of `rank` gets now: the column's top card or a Monad."""
    if rank >= 6:
        return text_of("card.monad")
    col = state.cols[rank]
    return card_name(CODES[col[0]]) if col else rank_name(rank)


def received(state: MonadState, move: str) -> list[str]:
    """What a legal move brings the mover, in the order taken (the engine on a copy)."""
    return state.clone().play_logged(move)


def purchase_of(before: MonadState, move: str) -> tuple[str, list[str]] | None:
    """For a payment that closes a purchase: the buy's move and every card paid."""
    paid = [decode(move).cards[0]]
    for entry in reversed(before.history):
        d = decode(entry)
        if d.kind == "P":
            paid.append(d.cards[0])
        elif d.kind == "B":
            return entry, [CODES[c] for c in reversed(paid)]  # in the order paid
        else:
            break
    return None


def person(name: str, addressed: bool) -> str:
    """"_you" where a sentence speaks to the person: the one at the screen, or a seat
    that kept the default name "You" ("Du"), which a third-person verb cannot follow."""
    return "_you" if addressed or name == text_of("person") else ""


def describe(before: MonadState, move: str, after: MonadState, names: Sequence[str],
             you: int | None) -> str:
    """One sentence per action; the parts of a purchase are told once, when it closes, and
    the bonus and the winning Monad in the sentence of their trade or purchase."""
    seat = before.current_player
    name = names[seat]
    me = person(name, seat == you)
    d = decode(move)
    kind = d.kind
    words = ""
    if kind == "T":
        got = received(before, move)
        params: dict[str, object] = {"name": name, "a": phrase(CODES[d.cards[0]], "the"),
                  "b": phrase(CODES[d.cards[1]], "the"), "cards": phrases_of(got[1:], "the")}
        bonus = "_bonus" if len(got) > 1 else ""
        if got[0] != "M":
            # (a Common pair of one shape once said why no bonus came, pt7d 5; at the
            # guided game's first trade that named a bonus no lesson had shown, and three
            # newcomers stumbled on it: pt13d 1, pt14d 7, pt15d 1. The bonus lesson and
            # the rule book say Bi and up)
            return text_of(f"log.trade{bonus}{me}", card=phrase(got[0], "the"), **params)
        if after.is_over() and after.end == "target":
            return text_of(f"log.trade_monad_wins{me}", goal=after.goal, **params)
        return text_of(f"log.trade_monad{bonus}{me}", monads=after.monads[seat],
                       goal=after.goal, **params)
    if kind == "P":
        if after.is_over() or (after.target == 0 and before.target != 0):
            found = purchase_of(before, move)
            if found is None:
                return ""
            buy, paid = found
            rank = BUY_TARGETS[buy.split()[1]]
            params = {"name": name, "cards": phrases_of(paid, "dat"), "price": RANK_VALUE[rank],
                      "paid": sum(RANK_VALUE[int(c[1])] for c in paid)}
            if rank != 6:
                return text_of(f"log.buy{me}", card=phrase(received(before, move)[0], "the"),
                               **params)
            if after.is_over() and after.end == "target":
                return text_of(f"log.buy_monad_wins{me}", goal=after.goal, **params)
            return text_of(f"log.buy_monad{me}", monads=after.monads[seat], goal=after.goal,
                           **params)
    elif kind == "J":
        got = received(before, move)
        words = text_of(f"log.leap{me}", name=name,
                        cards=phrases_of([CODES[c] for c in d.cards], "dat"),
                        card=phrase(got[0], "the"))
    elif kind == "D":
        if me:
            words = text_of("log.draw_you", card=phrase(received(before, move)[0], "a"))
        else:
            words = text_of("log.draw", name=name)
    elif kind == "F":
        words = text_of(f"log.flip{me}", name=name, count=len(after.talon))
    elif kind == "X":
        words = text_of(f"log.pass{me}", name=name)
    return words  # "B" and "E" and the open payments: nothing of their own


def shape_pair_rank(state: MonadState, seat: int, move: str) -> int:
    """The rank of a trade's two cards when they are a bonus pair (same rank, same shape,
    neither a relative: MO14 asks this much before the rank), else 0. A Common pair
    answers 1: it looks like a bonus pair, but the bonus is for Bis and up."""
    d = decode(move)
    if d.kind != "T":
        return 0
    a, b = d.cards
    identity = state.ident[seat]
    if a // 6 != b // 6 or BONUS_PARTNER[a % 6] != b % 6:
        return 0
    if a >= 6 and identity in (a % 6, b % 6):  # a relative in it: never the bonus
        return 0
    return a // 6 + 1


def bonus_kept(state: MonadState) -> bool:
    """Whether the person turned the bonus down this turn and may still take it: a
    bonus pair of Bis or higher traded without it, the bonus unused (pt7d 6: after "keep
    the bonus for later" nothing showed it was held)."""
    return kept_bonus_rank(state) > 0


def kept_bonus_rank(state: MonadState) -> int:
    """The rank of this turn's last bonus-pair trade made without the bonus while the
    bonus is still unused (`bonus_kept`); 0 if none."""
    if not state.acted or state.bonus_used or state.is_over():
        return 0
    seat = state.current_player
    for move in reversed(state.history):
        if move in ("E", "D", "F", "X"):  # the turn before this one ended here
            return 0
        rank = shape_pair_rank(state, seat, move) if not move.endswith("+") else 0
        if rank >= 2:
            return rank
    return 0


def empty_bonus_source(state: MonadState, rank: int) -> str:
    """Where a bonus for a trade of `rank` would take its first card, named, if that is
    empty: MO14 takes the front card of the column below, the talon's after the Bis, and
    stops at the first empty one, so then it brings nothing and is not asked about
    (pt12d 9: it was kept with no word why). "" when it would bring a card."""
    if rank > 2:
        return "" if state.cols[rank - 1] else text_of("status.empty_column",
                                                       rank=rank_name(rank - 1))
    return "" if state.talon else text_of("status.empty_talon")


def seat_lines(state: MonadState, seat: int) -> list[str]:
    """A seat's race, as every player can tell it (issue 38 pt3 item 21: a bot won with
    no warning): its hand's value against a Monad's 80 (its Monads are the panel's score);
    its identity; its Bis and higher, named. All of it is public: every card of rank
    Bi or higher comes from a column in the open (the talon holds Commons only), and the
    hand's size is shown, so its Commons count, each worth 1 point; only which colours
    those Commons are stays hidden, and no line names them. The race comes first: a
    short seat box (a bot's at 1024x700, under its hand backs) keeps it (item 26)."""
    hand = state.hands[seat]
    points = hand_points(hand)
    key = "seat.race_now" if monad_in_reach(hand, state.ident[seat]) else \
        "seat.race_shortcut" if shortcut_open(state, seat) else \
        "seat.race_quints" if quints_open(state, seat) else "seat.race"
    letter = "ROYPBG"[state.ident[seat]]
    # the identity's colour on the race's line too: an opponent's panel at 1024x700 keeps
    # that line alone, and the colour it collects was lost (pt7d 11)
    race = text_of(key, monads=state.monads[seat], goal=state.goal, points=points,
                   price=RANK_VALUE[6], colour=colour_name(letter))
    # the seat after the one to move marked on the line a short panel keeps: the seats
    # stand in play order, and with "Playing now" above it the order reads (pt17 2)
    if not state.is_over() and seat == (state.current_player + 1) % state.n:
        race = text_of("seat.next", line=race)
    lines = [race]
    # the lines in the order the panel keeps them when it is short (pt18d 11: at 1024x700
    # the person lost "Holds …" and a bot "Identity …"): the cards held first, the race's
    # cards (a Quint, a relative), then the identity's line, whose
    # colour the race line says already. A hand of Commons only says so in its points.
    held = [phrase(CODES[c], "bare") for c in reversed(range(6, 30)) for _ in range(hand[c])]
    if held:
        lines += held_lines(held)
    # what a star does is said in the rule book, the quick rules and the lessons, not in
    # every seat (pt19d 12: "★ cards trade as any rank" stood four times on the scoreboard)
    lines.append(text_of("seat.identity", colour=colour_name(letter)))
    return lines


HELD_LINE = 38  # the letters a seat line shows (pt8d 116: 40 at 1280x800 before its cut)


def held_lines(held: Sequence[str]) -> list[str]:
    """"Holds red Quint, blue Quad +3 more": the cards held, highest first, as many as
    one line shows, the rest counted (pt8d 9: "Holds red Quint, blue Quad, purple Tri …"
    was cut and the rest could not be read; a second line is left out by the panel,
    which keeps a seat's first lines). One line in a list: the seat lines' last."""
    words = [text_of("seat.held", cards=", ".join(held))]
    shown = len(held)
    while shown > 1 and len(words[0]) > HELD_LINE:
        shown -= 1
        words = [text_of("seat.held", cards=", ".join(held[:shown])) + " "
                 + text_of("seat.held_more", count=len(held) - shown)]
    return words


def breakdown(state: MonadState, names: Sequence[str]) -> list[str]:
    """The end: every seat's Monads against the goal and its hand's points (the tie-break)."""
    lines = []
    for seat in range(state.num_players):
        hand = state.hands[seat]
        lines.append(text_of("end.line", name=names[seat], monads=state.monads[seat],
                             goal=state.goal, count=sum(hand), points=hand_points(hand)))
    winners = state.winners()
    lines += tie_lines(state, names, winners)  # before the end's words: the winner last
    if state.end == "target" and winners:
        name = names[winners[0]]
        lines.append(text_of(f"end.target{person(name, False)}", name=name, goal=state.goal))
        lines += how_won(state, names, winners[0])
    elif state.end in ("blocked", "limit"):
        lines.append(text_of(f"end.{state.end}"))
    if winners:
        key = "end.winners" if len(winners) > 1 else "end.winner"
        lines.append(text_of(key, names=names_of_seats([names[s] for s in winners])))
    return lines


def how_won(state: MonadState, names: Sequence[str], seat: int) -> list[str]:
    """How the winner took the Monad that ended the game, from the record's last move
    (pt13d 9: "Orion reached the goal" from 51 points, and nothing said it was the
    shortcut): a relative traded as a Quint, two Quints traded, or a purchase."""
    if not state.history:
        return []
    last = state.history[-1]
    name = names[seat]
    me = person(name, False)
    d = decode(last)
    if d.kind == "P":
        return [text_of(f"end.how_bought{me}", name=name)]  # a Monad costs 80 (MO15)
    if d.kind != "T":
        return []
    identity = state.ident[seat]
    relatives = [c for c in d.cards if 6 <= c < 24 and c % 6 == identity]
    if relatives:
        quint = next(c for c in d.cards if c not in relatives)
        return [text_of(f"end.how_shortcut{me}", name=name,
                        a=phrase(CODES[relatives[0]], "the"), b=phrase(CODES[quint], "the"))]
    return [text_of(f"end.how_quints{me}", name=name, a=phrase(CODES[d.cards[0]], "the"),
                    b=phrase(CODES[d.cards[1]], "the"))]


def tie_lines(state: MonadState, names: Sequence[str], winners: Sequence[int]) -> list[str]:
    """A line per group of non-winners with equal Monads: MO22 ranks only the winners, so
    they share a place, and the list's order by hand value does not break the tie
    (pt9d 12: "2. You · tied" beside Orion read wrong, 66 points in hand against 49)."""
    groups: dict[int, list[int]] = {}
    for seat in range(state.num_players):
        if seat not in winners:
            groups.setdefault(state.monads[seat], []).append(seat)
    return [text_of("end.tie", names=names_of_seats([names[s] for s in seats]), monads=monads)
            for monads, seats in sorted(groups.items(), reverse=True) if len(seats) > 1]
