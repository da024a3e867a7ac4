"""Building exact positions for rule tests: rigged deals and hand-made endgames."""

from __future__ import annotations

from collections import Counter

from astromagie.games.astromagie.engine import DECK, Game, Move, Variants


def rigged(hands: list[list[str]], pile_top: list[str] = (), first: int = 0,
           variants: Variants = Variants(), filler: list[str] | None = None) -> Game:
    """A game whose seats are dealt `hands` (each padded to 6 with filler cards) and whose
    draw pile starts with `pile_top`. Filler comes from aspects and elements first, so it
    rarely opens new plays by accident."""
    rest = Counter(DECK)
    for code in [c for h in hands for c in h] + list(pile_top):
        rest[code] -= 1
        assert rest[code] >= 0, f"too many {code}"
    order = filler or ["SXT", "TRI", "OPP", "SQU", "CON", "AIR", "EARTH", "WATER", "FIRE"]
    spare = [c for c in order for _ in range(rest[c])]
    spare += [c for c in rest.elements() if c not in order]
    for c in spare:
        rest[c] -= 1
    deck: list[str] = []
    for hand in hands:
        hand = list(hand)
        while len(hand) < 6:
            hand.append(spare.pop(0))
        deck += hand
    deck += list(pile_top) + spare
    return Game.from_deck(deck, len(hands), first, variants)


def endgame(hands: list[list[str]], to_move: int = 0, variants: Variants = Variants()) -> Game:
    """A game with an empty draw pile: seats hold exactly `hands`, every other card lies
    on the discard pile."""
    rest = _complement([c for h in hands for c in h])
    return Game.from_position(hands=hands, discard=rest, to_move=to_move, variants=variants)


def _complement(codes: list[str]) -> list[str]:
    rest = Counter(DECK)
    rest.subtract(codes)
    return list(rest.elements())


def play(game: Game, *moves: str) -> Game:
    for text in moves:
        game.apply(Move.parse(text))
    return game


def rule_of(game: Game, text: str) -> str | None:
    violation = game.check(Move.parse(text))
    return None if violation is None else violation.rule


def after(opening: str, checker: list[str], pile_top: list[str] = (),
          variants: Variants = Variants()) -> Game:
    """Seat 0 plays `opening` (e.g. "P 3:LEO 4:MARS"); seat 1 holds `checker` and is to move."""
    opener = list(Move.parse(opening).codes)
    return play(rigged([opener, checker], pile_top=pile_top, variants=variants), opening)
