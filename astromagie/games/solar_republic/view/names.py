"""Which copy of a card lies where: the table names every card after its body.

The engine knows a card by its code only: the seven moons of Saturn are all
`SA2`, identical for the rules and the records. The table tells them apart
(Titan, Rhea, ...): a card at the table is a *token*, its code and its body,
`"SA2:titan"`. `Naming.table(state)` follows the game from its deal with the
engine itself and keeps, beside each list of codes the engine keeps, the same
list of tokens: a card played leaves its hand, a book moves the pile to the
taker, a steal or a forced draw moves as many cards as the engine moved. It
then checks every zone against the state; a state it cannot follow (one made
by hand in a test, or a world without its deal) is named afresh, each code's
copies in zone order.

Which of two identical cards in a hand is played is the person's choice at the
table (the record says only `P SA2`): the turn tells `Naming.choose` the token
dropped; a bot's card, and a record's, is the first copy in the hand.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..cards import HAND_SIZE, NAMES
from ..moves import DRAW, MOVE_INFO
from ..state import SolarState

SEP = ":"


def slug(name: str) -> str:
    """A body's name as a key: "Asteroid Belt" -> "asteroid_belt"."""
    return name.lower().replace(" ", "_")


TOKENS: dict[str, tuple[str, ...]] = {
    code: tuple(f"{code}{SEP}{slug(name)}" for name in names) for code, names in NAMES.items()}


def code_of(card: str) -> str:
    """The engine's code of a token ("SA2:titan" -> "SA2"); a bare code stays itself."""
    return card.split(SEP, 1)[0]


def body_of(card: str) -> str:
    """The body's key of a token ("titan"); "" for a bare code."""
    return card.split(SEP, 1)[1] if SEP in card else ""


@dataclass(frozen=True)
class Table:
    """The tokens of one position, in the engine's lists; a hand in the order the person saw."""

    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]  # bottom first
    won: tuple[tuple[str, ...], ...]  # bottom first
    played: tuple[str | None, ...]  # per move of the history: the card played (None: a draw)

    def token_in_hand(self, seat: int, code: str) -> str:
        """The copy of `code` that `seat` plays first (a bot's, a record's)."""
        return next((t for t in self.hands[seat] if code_of(t) == code), code)


def _fresh(state: Any) -> Table:
    """Each code's copies named in zone order: hands, pile, won stacks."""
    used: Counter[str] = Counter()

    def name(codes: list[str]) -> tuple[str, ...]:
        out = []
        for code in codes:
            copies = TOKENS.get(code, ())
            out.append(copies[used[code]] if used[code] < len(copies) else code)
            used[code] += 1
        return tuple(out)

    hands = tuple(name(list(state.hand(s))) for s in range(state.num_players))
    pile = name(list(state.pile))
    won = tuple(name(list(w)) for w in state.won)
    return Table(hands, pile, won, tuple(None for _ in state.history))


@dataclass(frozen=True)
class Step:
    """One move of a game as the engine played it: who moved, and what it moved."""

    seat: int
    move: str
    book: bool  # the card played took the pile (SR7)
    stolen: int  # cards taken from the victim's won stack (SR9, SR11)
    drawn: int  # cards the forced draw dealt its target (SR10, SR11)


def steps(state: Any) -> tuple[Step, ...] | None:
    """The game's moves replayed by the engine from its deal; None without a deal or for
    a history the deal cannot have led to. Kept for the last few games asked about (the
    end's breakdown asks every frame)."""
    deck = getattr(state, "deck", None)
    if deck is None:
        return None
    return _steps(deck, state.num_players, state.first_player, tuple(state.history))


@lru_cache(maxsize=32)
def _steps(deck: tuple[str, ...], players: int, first: int,
           history: tuple[str, ...]) -> tuple[Step, ...] | None:
    g = SolarState(deck, players, first)
    out = []
    for move in history:
        seat = g.current_player
        if g.check(move) is not None:
            return None
        pile, won, hands = bool(g.pile), [len(w) for w in g.won], [len(h) for h in g.hands]
        g.apply(move, checked=False)
        if move == DRAW:
            out.append(Step(seat, move, False, 0, 0))
            continue
        target = MOVE_INFO[move].target
        kind = MOVE_INFO[move].kind
        stolen = won[target] - len(g.won[target]) if kind == "S" else 0
        drawn = (len(g.hands[target]) - hands[target] + (target == seat)) if kind == "F" else 0
        out.append(Step(seat, move, pile and not g.pile, stolen, drawn))
    return tuple(out)


def _follow(state: SolarState, chosen: dict[tuple[tuple[str, ...], int], str]) -> Table | None:
    """The game replayed from its deal, tokens beside codes; None if it does not match."""
    deck = state.deck
    played_steps = steps(state)
    if deck is None or played_steps is None:
        return None
    seen: Counter[str] = Counter()
    tokens = []
    for code in deck:
        tokens.append(TOKENS[code][seen[code]])
        seen[code] += 1
    n = state.num_players
    size = HAND_SIZE
    hands = [tokens[size * s:size * (s + 1)] for s in range(n)]
    draw = list(reversed(tokens[size * n:]))
    pile: list[str] = []
    won: list[list[str]] = [[] for _ in range(n)]
    played: list[str | None] = []
    for ply, step in enumerate(played_steps):
        seat = step.seat
        if step.move == DRAW:
            hands[seat].append(draw.pop())
            played.append(None)
            continue
        info = MOVE_INFO[step.move]
        want = chosen.get((deck, ply), "")
        hand = hands[seat]
        first = next(i for i, t in enumerate(hand) if code_of(t) == info.code)
        token = hand[first]
        if want in hand and code_of(want) == info.code:
            # the chosen copy leaves, the others stay where the person saw them (pt8c 8:
            # the engine takes its first copy out, and moving the kept copy into the
            # chosen card's place made Enceladus jump to the end after Mimas was played);
            # the engine's copies of one code are alike, so the hand matches it as a set
            token = want
            first = hand.index(want)
        del hand[first]
        played.append(token)
        pile.append(token)
        if step.book:
            won[seat] += pile
            pile = []
        if step.stolen:
            won[seat] += won[info.target][-step.stolen:]
            del won[info.target][-step.stolen:]
        if step.drawn:  # as the engine deals them: the top cards, in the pile's order
            hands[info.target] += draw[-step.drawn:]
            del draw[-step.drawn:]
    table = Table(tuple(map(tuple, hands)), tuple(pile), tuple(map(tuple, won)), tuple(played))
    return table if _matches(table, state) else None


def _matches(table: Table, state: Any) -> bool:
    def codes(tokens: tuple[str, ...]) -> list[str]:
        return [code_of(t) for t in tokens]

    return (all(sorted(codes(table.hands[s])) == sorted(state.hand(s))
                for s in range(state.num_players))
            and codes(table.pile) == list(state.pile)
            and all(codes(w) == list(x) for w, x in zip(table.won, state.won, strict=True)))


class Naming:
    """The tokens of the positions the table shows, kept for the last few positions."""

    LIMIT = 64

    def __init__(self) -> None:
        self._chosen: dict[tuple[tuple[str, ...], int], str] = {}
        self._tables: OrderedDict[tuple[Any, ...], Table] = OrderedDict()

    def choose(self, state: Any, card: str) -> None:
        """The person is about to play `card` (a token) in `state`: that copy leaves the hand."""
        deck = getattr(state, "deck", None)
        if deck is not None and SEP in card:
            self._chosen[(deck, len(state.history))] = card
            self._tables.clear()

    def table(self, state: Any) -> Table:
        deck = getattr(state, "deck", None)
        key = (deck, tuple(state.history), tuple(len(h) for h in
                                                   (state.hand(s) for s in
                                                    range(state.num_players))),
               tuple(state.pile), tuple(len(w) for w in state.won))
        found = self._tables.get(key)
        if found is not None and _matches(found, state):
            self._tables.move_to_end(key)
            return found
        table = (_follow(state, self._chosen) if isinstance(state, SolarState) else None) \
            or _fresh(state)
        self._tables[key] = table
        while len(self._tables) > self.LIMIT:
            self._tables.popitem(last=False)
        return table

    def played(self, before: Any, move: Any, after: Any) -> str:
        """The token of the card `move` played (from `before` to `after`)."""
        code = MOVE_INFO[move].code
        ply = len(before.history)
        tokens = self.table(after).played
        if ply < len(tokens) and tokens[ply] is not None and code_of(str(tokens[ply])) == code:
            return str(tokens[ply])
        return self.table(before).token_in_hand(before.current_player, code)


NAMING = Naming()
