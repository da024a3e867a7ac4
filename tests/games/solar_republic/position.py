"""Builds Solar Republic positions by hand for the rule tests (any hands, pile, stacks, draw)."""

from __future__ import annotations

from collections import Counter

from astromagie.games.solar_republic.cards import DECK
from astromagie.games.solar_republic.state import SolarState


def make(hands: list[list[str]], pile: list[str] | None = None,
         won: list[list[str]] | None = None, draw: list[str] | None = None,
         to_move: int = 0, moves: list[str] | None = None,
         draw_size: int | None = None) -> SolarState:
    """A state with these zones; `draw` is top card first. Unless given, the draw pile holds
    the deck's remaining cards (or the first `draw_size` of them), so every card is somewhere
    when `draw_size` is None. `moves` defaults to one earlier draw, so the first-turn rule
    (SR6) does not apply unless the test asks for it with `moves=[]`."""
    n = len(hands)
    g = SolarState.__new__(SolarState)
    g.n = n
    g.hands = [list(h) for h in hands]
    g.pile = list(pile or [])
    g.won = [list(w) for w in (won or [[] for _ in range(n)])]
    if draw is None:
        left = Counter(DECK)
        for zone in [*g.hands, g.pile, *g.won]:
            left.subtract(zone)
        assert all(v >= 0 for v in left.values()), "more copies than the deck holds"
        draw = sorted(left.elements())
        if draw_size is not None:
            draw = draw[:draw_size]
    g.draw = list(reversed(draw))
    g.current = to_move
    g.moves = ["D"] if moves is None else list(moves)
    g.first_player = 0
    g.deck = None
    return g
