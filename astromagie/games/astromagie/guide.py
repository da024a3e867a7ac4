"""The guided first game's script: a fixed deal and the moves it was written for.

Pure Python (no pygame): the deal is a fixed deck order (`Game.from_deck`), so the
lesson's cards are the same every time, and `ScriptedBot` plays the written
moves of the computer's seat while they are legal (greedily after that). The kit's
guided game deals it through the rules' `deal` option and plays the bot level "guide".

The lesson, turn by turn (seat 0 is the player, seat 1 the AI; the player starts):

0. player: Aries on 3, Fire on 2, Mars on 4 (worth 8: Fire twice, Mars twice, x Mars 2;
           the lesson says why each marked symbol counts, the multiplier waits for turn 6)
1. AI:     Square + Venus on 5+6, a first pair (the AI now holds the trick)
2. player: Conjunction on 5, Venus on 6: a pair stacked on it (Mars on 6 is refused, R6)
3. AI:     cannot play, discards the Sun; the turn comes round: the player wins 8
4. player: holds no zodiac card, so must discard (the forced discard, and why)
5. AI:     opens a new row with Leo on 3
6. player: Fire on 2, Sagittarius on 1, Jupiter on 4 (the row grows without gaps: 2
           before 1; worth 15: Fire three times, Jupiter twice, x Jupiter 3: the planet
           on 4 as the row's multiplier, Mars's x2 of turn 0 named again)
7. AI:     Opposition + Moon on 5+6 (takes the 15-point row over)
8. player: Trine + Sun stacked on 5+6: an aspect of III, which only a III can
           cover (the defensive pair); the AI holds none
9. AI:     cannot cover it, discards; the turn comes round: the player wins 15
10. player: Gemini on 3, Air on 2, Mars on 4 (worth 4: a zodiac card's two symbols,
           Gemini's Air counts with the Air, its Mercury alone counts nothing)
11. AI:    Libra on 1 (Air three times: worth 6; the AI holds the trick)
12. player: Square + Moon on the empty 5+6: a first pair needs no matching values,
           only a planet other than the one on 4 (playtest pt3b, finding 10); the last
           lesson names the top bar's "Quick rules (?)" button
13. AI:    cannot stack a pair of planet value 1, discards; the player wins 6
"""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

from astromagie.ai.base import Bot
from astromagie.ai.easy import GreedyBot

from .engine import Game, Move
from .engine.cards import DECK
from .policy import POLICY

PLAYER = 0  # the player's seat
SEATS = 2
DEAL = "deal"  # the rules' option that deals a fixed deck order, top card first

# The top of the deck, dealt as the game deals: six cards each, then the draws in order.
DECK_TOP = (
    "ARI", "FIRE", "MARS", "CON", "MARS", "WATER",  # the player's hand
    "SQU", "VENUS", "SUN", "MOON", "AIR", "WATER",  # the AI's hand
    "VENUS", "AIR", "EARTH",  # the player draws after turn 0
    "EARTH", "OPP",  # the AI draws after turn 1
    "FIRE", "JUPITER",  # the player draws after turn 2: still no zodiac card (turn 4 discards)
    "LEO",  # the AI draws after turn 3
    "SAG",  # the player draws after turn 4
    "VIR",  # the AI draws after turn 5
    "TRI", "SUN", "GEM",  # the player draws after turn 6
    "CON", "VENUS",  # the AI draws after turn 7: no aspect of III, so it cannot cover a Trine
    "AIR", "AQU",  # the player draws after turn 8
    "LIB",  # the AI draws after turn 9: Libra for position 1 (turn 11)
    "SQU", "MOON", "WATER",  # the player draws after turn 10: the first pair of turn 12
    "FIRE",  # the AI draws after turn 11: still no planet of value 1 to stack on the Moon
)

# Every move of the lesson by turn (the number of moves made before it).
PLAYER_MOVES: dict[int, Move] = {
    0: Move.play((3, "ARI"), (2, "FIRE"), (4, "MARS")),
    2: Move.play((5, "CON"), (6, "VENUS")),
    4: Move.discard_card("WATER"),  # any discard will do; this is the one the hint suggests
    6: Move.play((2, "FIRE"), (1, "SAG"), (4, "JUPITER")),
    8: Move.play((5, "TRI"), (6, "SUN")),
    10: Move.play((3, "GEM"), (2, "AIR"), (4, "MARS")),
    12: Move.play((5, "SQU"), (6, "MOON")),
}
AI_MOVES: dict[int, Move] = {
    1: Move.play((5, "SQU"), (6, "VENUS")),
    3: Move.discard_card("SUN"),
    5: Move.play((3, "LEO"),),
    7: Move.play((5, "OPP"), (6, "MOON")),
    9: Move.discard_card("VIR"),
    11: Move.play((1, "LIB"),),
    13: Move.discard_card("WATER"),
}


def deck_order() -> list[str]:
    """The whole deck, top card first: the lesson's cards, then the rest in a fixed order."""
    rest = Counter(DECK) - Counter(DECK_TOP)
    return list(DECK_TOP) + sorted(rest.elements())


def new_game() -> Game:
    """The lesson's deal: always the same cards, the player moves first."""
    return Game.from_deck(deck_order(), SEATS, PLAYER)


class ScriptedBot(Bot):
    """The lesson's computer player: the written move of its turn while it is legal,
    then the easy bot's choice (a lesson played differently goes on as a game)."""

    name = "guide"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.greedy = GreedyBot(POLICY, seed, noise=0.0)

    def choose(self, obs: Any, budget: float | None = 1.0,
               cancel: threading.Event | None = None) -> Any:
        written = AI_MOVES.get(obs.turn)
        if written is not None and written in obs.legal_moves():
            return written
        return self.greedy.choose(obs, budget, cancel)
