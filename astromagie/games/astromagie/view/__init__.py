"""Astromagie at the kit's table: its cards, its row, a person's turn, its words.

The board (board.py) holds the row with its stacked 5+6 pairs and the draw and
discard piles, placed and painted with the row's geometry and painter (row.py)
at the table and in the replay alike; a person's turn (turn.py)
stages dropped cards on the row and makes the play on Play; the faces
(faces.py) are drawn at the size asked; the words (words.py) are the catalogs'.
The view keeps nothing between frames: the person's turn being composed comes with
each frame (`Highlight.live`: the board shows the staged cards where they were put,
the status line what they would score), and the faces' ruler variant is the view's
own, one view a variant (`for_game`).

Besides the `GameView` protocol it answers the kit's optional questions:
`move_words`, `facts`, `celebrate`, `violation_words`, `sort_key`, `reference` (the ?
key's card), `open_piles` (Tab: the discard pile, card by card) and `rule_example` (the
rule book's drawn examples, rulebook.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pygame

from astromagie.host.game import Violation
from astromagie.i18n import tr
from astromagie.kit.view import (
    HAND,
    SEAT,
    Board,
    Coaching,
    GameViewBase,
    GuidedGame,
    Highlight,
    Reference,
    RuleExample,
    Trip,
)

from ..engine import Game, Move
from ..engine.cards import CODES, KIND_OF, KINDS, VALUE_OF
from . import rulebook, words
from .board import DRAW, AstromagieBoard, live_turn
from .faces import CARD_RATIO, CardArt
from .guide import GUIDE_STEPS, coaching, guided_options
from .reference import reference
from .turn import DISCARD, AstromagieTurn, zone_of

# the title's two fans: a few cards of every kind
TITLE_FAN = (("LEO", "FIRE", "SUN", "TRI", "MOON"), ("SCO", "VENUS", "WATER", "AQU", "CON"))


class AstromagieView(GameViewBase):
    """Astromagie's part of the kit's table."""

    card_ratio = 1 / CARD_RATIO  # the kit's ratio is height / width

    def __init__(self, modern_rulers: bool = False, art: CardArt | None = None) -> None:
        self.art = art if art is not None else CardArt()
        self.modern_rulers = modern_rulers  # V1: the faces' planets rule as the moderns say

    def for_game(self, state: Game) -> AstromagieView:
        """The view for a game played with (or without) the modern rulers (the art shared)."""
        modern = state.variants.modern_rulers
        return self if modern == self.modern_rulers else AstromagieView(modern, self.art)

    # --- cards ---------------------------------------------------------------------------
    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(code, size, modern_rulers=self.modern_rulers)

    def title_cards(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The cards fanned beside the title's menu: signs, elements, planets, aspects."""
        return TITLE_FAN

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.art.back(size)

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> AstromagieBoard:
        return AstromagieBoard(rect, players, card, self)

    def hand(self, state: Game, seat: int) -> list[str]:
        """The hand in the engine's order (the kit's fan leaves out the staged cards)."""
        return list(state.hand(seat))

    def sort_key(self, code: str) -> tuple[int, int, int]:
        """How S orders a hand: by kind in the order the row is built (signs, elements,
        planets, aspects), then by value."""
        return KINDS.index(KIND_OF[code]), VALUE_OF[code], CODES.index(code)

    def turn_input(self, state: Game, seat: int, names: Sequence[str]) -> AstromagieTurn:
        return AstromagieTurn(state, seat, names)

    # --- words ---------------------------------------------------------------------------
    def seat_lines(self, state: Game, seat: int) -> list[str]:
        return words.seat_lines(state, seat)

    def describe(self, before: Game, move: Move, after: Game, names: Sequence[str],
                 you: int | None) -> str:
        return words.describe(before, move, after, names, you)

    def move_words(self, move: Move, state: Any = None, names: Sequence[str] = ()) -> str:
        return words.move_words(move)

    def facts(self, code: str) -> list[str]:
        """The close-up's words: the card's name (the kit sets it in gold), then its facts."""
        return [words.card_name(code), *words.facts(code, self.modern_rulers)]

    def reference(self) -> Reference:
        return reference()

    def guide_done(self) -> str:
        """The guided game's hand-over: the row's central tension in one line (pt6a 12: a
        row built with nothing to defend it was taken by the next 5+6 pair)."""
        return tr("astromagie.coach.guide_done")

    def open_piles(self, state: Game, viewer: int) -> list[tuple[str, list[str]]]:
        """The discard pile, face up for everyone, the first card discarded first."""
        codes = list(state.discard_codes)
        return [(tr("table.discard_title", count=len(codes)), codes)]

    def celebrate(self, before: Game, move: Move, after: Game, you: int | None = None) -> str:
        """The person's own big trick (`you`); any seat's when nobody, or several people,
        play at the screen."""
        return words.celebrate(before, move, after, you)

    def violation_words(self, violation: Violation, names: Sequence[str] = ()) -> str:
        """A refusal in the player's language, without its rule (the kit adds it)."""
        return words.refusal_words(violation, names)

    def status(self, state: Game, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        if state.is_over():
            return tr("table.game_over")
        seen = seen if seen is not None else Highlight()
        you = viewer if playing else None
        seat = state.current_player
        names = seen.names
        parts = [tr("table.your_turn")] if seat == you else (
            [tr("table.turn_of", name=names[seat])] if seat < len(names) else [])
        live = live_turn(state, seen)
        note = live.note() if seat == you and live is not None else ""
        if note and live is not None and not live.can_play():
            # "You must discard: ..." and "Half a pair: ..." say whose turn it is; their
            # why needs the room (one line at 1024x700: playtest pt6a, 6)
            return note
        if note:  # what the staged cards would do; who holds the trick stays on its seat
            return " · ".join([*parts, note])
        trick = words.trick_status(state, names, you)
        if trick:
            parts.append(trick)
        return " · ".join(parts)

    def breakdown(self, state: Game, names: Sequence[str]) -> list[str]:
        return words.end_lines(state, names)

    # --- flights -------------------------------------------------------------------------
    def trips(self, before: Game, move: Move, after: Game, board: Any) -> list[Trip]:
        """The cards played fly to their positions (a discard to the discard pile), another
        seat's from its chip by the row; a trick won flies from the row to its winner's
        seat; the cards drawn come from the draw pile into the mover's hand."""
        mover = before.current_player
        places = ([(DISCARD, move.discard)] if move.discard is not None
                  else [(zone_of(pos), code) for pos, code in move.placements])
        out: list[Trip]
        if isinstance(board, AstromagieBoard) and mover in board.chips:
            # another seat's cards leave from its chip by the row, not from its panel at
            # the window's right edge: from there a card flying to 3 crossed 5 and was
            # seen lying on it (pt8a 11)
            out = [(code, zone, f"{SEAT}{mover}") for zone, code in places]
        else:
            out = [(code, zone) for zone, code in places]
        for trick in after.tricks[len(before.tricks):]:
            seat = f"seat:{trick.winner}"
            out.extend((code, seat, zone_of(pos))
                       for pos, code in enumerate(trick.slots, start=1) if code is not None)
            for aspect, planet in trick.pairs:
                out += [(aspect, seat, zone_of(5)), (planet, seat, zone_of(6))]
        drawn = Counter(after.hand(mover)) - (Counter(before.hand(mover)) - Counter(move.codes))
        out.extend((code, HAND, DRAW) for code in sorted(drawn.elements()))
        return out

    def kept_in_sight(self, board: Board) -> list[pygame.Rect]:
        """The other players' chips by the row and the 5+6 pair's caption: a lesson's
        card stands clear of them (AstromagieBoard.kept_in_sight)."""
        return board.kept_in_sight() if isinstance(board, AstromagieBoard) else []

    def kept_areas(self, board: Board) -> list[pygame.Rect]:
        """The row's places, cards and match plates: the preview by a card held over one
        stands beside the row, not on the card next to it (pt17: "Mars on 4" lay over
        Aries' Mars, the very match it was about)."""
        if not isinstance(board, AstromagieBoard):
            return []
        return [board.zone_rect(zone_of(pos)) for pos in range(1, 7)]

    def badge_rects(self, board: Board) -> list[pygame.Rect]:
        """The piles' count badges: the hint's gold frame leaves them on top (pt4a 11)."""
        return list(board.painter.badges) if isinstance(board, AstromagieBoard) else []

    def rule_example(self, name: str, width: int,
                     window: tuple[int, int]) -> RuleExample | None:
        """A worked example of the rule book, drawn with the traditional rulers (the page
        explains V1 in words)."""
        return rulebook.rule_example(self.art, name, width, window)

    # --- the guided first game -----------------------------------------------------------
    def guide(self) -> GuidedGame:
        return GuidedGame(seed=1, players=2, level="guide", steps=GUIDE_STEPS,
                          options=guided_options())

    def coach(self, state: Game, seat: int, step: int, board: Any = None) -> Coaching:
        return coaching(state, seat, step)


VIEW = AstromagieView()

__all__ = ["VIEW", "AstromagieTurn", "AstromagieView"]
