"""The rules engine of Astromagie: pure Python, no pygame.

The whole interface, in the shape of OpenSpiel's Python games (the rule book and record
format: docs/games/astromagie/rules.md and record-format.md):

    game = Game.new(num_players=4, seed=7)          # or Game.from_deck(codes, 4, first)
    while not game.is_over():
        seat = game.current_player                   # whose turn
        obs = game.observation(seat)                 # what that seat may see
        move = obs.legal_moves()[0]                  # Moves print as record-format.md notation
        game.apply(move)                             # raises IllegalMove, state unchanged
    game.scores, game.winners(), game.tricks

For the table: `check(move)` and `check_placement(pos, code, staged)` name the
broken rule (`Violation.rule` is a rules.md ID), `legal_targets(code, staged)`
lists where a card may go, `pair_blocker(aspect, staged)` says why an aspect's
pair cannot be completed, `preview(staged)` scores the row as it would be.

For the bots and tests: `Game.from_position(hands=..., row=..., ...)` builds a
checked position from codes (`game.position()` gives the parts back),
`resample_hidden(seat, rng)` deals what a seat cannot see anew, and the search
path `apply(move, checked=False)` / `child(move)` skips re-checking moves that
came from `legal_moves()`. `clone()` is cheap. Every card a caller sees is a
card code. Records: `record.to_record`, `record.positions`, `record.replay`.
"""

from astromagie.host.game import NotationError, game_seed

from .cards import CARD_TYPES, CODES, DECK, Card, CardType, card_type
from .game import Game, Observation, PositionError, Trick, Variants
from .moves import Move
from .rules import IllegalMove, ScoreBreakdown, Violation, score_row

__all__ = [
    "CARD_TYPES", "CODES", "DECK", "Card", "CardType", "Game", "IllegalMove", "Move",
    "NotationError", "Observation", "PositionError", "ScoreBreakdown", "Trick", "Variants",
    "Violation",
    "card_type", "game_seed", "score_row",
]
