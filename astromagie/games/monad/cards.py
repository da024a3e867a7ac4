"""Monad's card model (MO1): codes, colours, temperatures, ranks and point values.

A playable card is an index 0..29: `(rank - 1) * 6 + colour`, colours in the
order R O Y P B G. Index order is the rule book's card order (rank first, then
colour), so sorting indices sorts cards. Identity cards (`IR`..`IG`) never
move and are kept apart; Monads are tokens counted per seat, written `M`.
"""

from __future__ import annotations

COLOURS = "ROYPBG"  # R O Y warm, P B G cool
WARM = (True, True, True, False, False, False)
BONUS_PARTNER = (3, 4, 5, 0, 1, 2)  # R-P, O-B, Y-G
RANK_VALUE = (0, 1, 3, 7, 16, 36, 80)  # by rank; rank 6 is the Monad
MONAD_VALUE = 80
NUM_CODES = 30
MONAD_RANK = 6

CODES: tuple[str, ...] = tuple(f"{COLOURS[i % 6]}{i // 6 + 1}" for i in range(NUM_CODES))
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
RANK: tuple[int, ...] = tuple(i // 6 + 1 for i in range(NUM_CODES))
COLOUR: tuple[int, ...] = tuple(i % 6 for i in range(NUM_CODES))
VALUE: tuple[int, ...] = tuple(RANK_VALUE[i // 6 + 1] for i in range(NUM_CODES))
IS_WARM: tuple[bool, ...] = tuple(WARM[i % 6] for i in range(NUM_CODES))
COMMONS = range(0, 6)  # the indices of rank 1

IDENTITY_CODES: tuple[str, ...] = tuple(f"I{c}" for c in COLOURS)
IDENTITY_INDEX: dict[str, int] = {code: i for i, code in enumerate(IDENTITY_CODES)}

GOAL = {2: 5, 3: 4, 4: 3}  # Monads to win (MO6)
IDENTITIES = {3: (3, 4, 5), 4: (0, 1, 3, 4)}  # identity colours in play (MO3); 2: any two


def deck_cards(players: int, identities: tuple[int, ...]) -> list[str]:
    """Every card of MO3 for `players` seats (identity colours given), in card order."""
    cards = [CODES[c] for c in range(6) for _ in range(players)]
    cards += list(CODES[6:])
    cards += [IDENTITY_CODES[c] for c in identities]
    return cards


def hand_points(hand: list[int]) -> int:
    """The point value of a hand given as counts per index (MO22)."""
    return sum(v * n for v, n in zip(VALUE, hand, strict=True) if n)
