"""The Solar Republic at the kit's table: its cards, its board, a person's turn, its words.

`faces` draws the cards, `board` the fanned in-play pile and the draw pile,
`turn` turns a person's drops and clicks into moves, `words` says it all in
the current language, `reference` is the rules in short (the ? key), `names`
tells the table's copies of a card apart (Titan, Rhea, ... are all `SA2` to the
engine) and `guide` coaches the first game.
This module puts them together as the kit's `GameView`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from astromagie.host.game import Violation
from astromagie.i18n import current_language
from astromagie.kit.view import (
    HAND,
    Board,
    Coaching,
    GameViewBase,
    GuidedGame,
    Highlight,
    Pile,
    Reference,
    Trip,
)

from ..moves import DRAW, MOVE_INFO
from . import faces, guide, words
from .board import SolarBoard, piles
from .faces import CARD_RATIO
from .names import NAMING, code_of
from .reference import reference_card
from .turn import SolarTurn
from .words import card_title, text_of

__all__ = ["VIEW", "SolarTurn", "SolarView", "card_title", "code_of"]


class SolarView(GameViewBase):
    """The Solar Republic's part of the kit's table."""

    card_ratio = CARD_RATIO
    marks_playable = True  # its hand cards with no place this turn are dimmed (pt9c 5)

    def __init__(self) -> None:
        # faces drawn, by language too: a face carries its card's name (pt4a: after a
        # switch to German mid-game "Neptune" lay beside "Neptun" in one hand)
        self._cache: dict[tuple[str, tuple[int, int], str], pygame.Surface] = {}

    # --- cards and the board ----------------------------------------------------------
    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        key = (code, size, current_language())
        if key not in self._cache:
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = faces.face(code, size)
        return self._cache[key]

    def hand_face(self, code: str, size: tuple[int, int], shown: int) -> pygame.Surface:
        """A hand card of which the next card leaves `shown` pixels: its words keep to
        that strip, its name standing up the strip where it must (finding 10)."""
        if shown >= size[0]:
            return self.face(code, size)
        key = (f"{code}@{shown}", size, current_language())
        if key not in self._cache:
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = faces.face(code, size, shown=shown)
        return self._cache[key]

    def strip(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        """A card under others on the pile: its rank and suit, no words, no picture (the
        edge of Saturn's rings peeked out beside the next card as a stray arc)."""
        key = (f"strip:{code}", size, "")  # no words: one for every language
        if key not in self._cache:
            self._cache[key] = faces.face(code, size, words=False, art=False)
        return self._cache[key]

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return faces.back(size)

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> SolarBoard:
        return SolarBoard(rect, card, self, players)

    def piles(self, state: Any, viewer: int) -> list[Pile]:
        return piles(state, viewer)

    def hand(self, state: Any, seat: int) -> list[str]:
        return list(NAMING.table(state).hands[seat])

    def turn_input(self, state: Any, seat: int, names: Sequence[str]) -> SolarTurn:
        return SolarTurn(state, seat, names)

    def open_piles(self, state: Any, viewer: int) -> list[tuple[str, list[str]]]:
        """The pile in play, card by card (Tab): open to everyone (SR13), while the board
        fans only its top cards."""
        pile = list(NAMING.table(state).pile)
        return [(text_of("board.open_pile", count=len(pile)), pile)]

    def facts(self, code: str) -> list[str]:
        return words.facts(code)

    def kept_in_sight(self, board: Board) -> list[pygame.Rect]:
        """The cards on the pile, the fan and its top card (a lesson covered the cards
        under the Sun's book of three, the ones it counted), the other players' chips and
        the piles' captions (`SolarBoard.kept_in_sight`); an empty pile's room it may use."""
        return board.kept_in_sight() if isinstance(board, SolarBoard) else []

    # --- words ------------------------------------------------------------------------
    def seat_lines(self, state: Any, seat: int) -> list[str]:
        # the cards won, the top three by name, in one line: the kit's own row counts the
        # others' hands and the person's lies below, so "− 7 in hand" said it twice and
        # pushed the top won cards out of the panel at 1024x700 (round 8)
        return [words.won_line(NAMING.table(state).won[seat])]

    def describe(self, before: Any, move: Any, after: Any, names: Sequence[str],
                 you: int | None) -> str:
        return words.describe(before, move, after, names, you)

    def move_words(self, move: Any, state: Any = None, names: Sequence[str] = ()) -> str:
        """A move as the hint and the review name it: "play Titan", "draw a card"; the
        card by its name where the move is one of `state`'s, else by its kind."""
        names = list(names)
        if move == DRAW:
            return words.move_words(move, "", names, -1)
        code = MOVE_INFO[move].code
        if state is not None and not state.is_over() and move in state.legal_moves():
            mover = state.current_player
            return words.move_words(move, NAMING.table(state).token_in_hand(mover, code),
                                    names, mover)
        return words.move_words(move, code, names, -1)

    def celebrate(self, before: Any, move: Any, after: Any, you: int | None = None) -> str:
        """The cheer for `you`'s own big book or haul; a bot's is the bot's business
        (round 8: Vega's steal showed '7 cards won in one play' as if the player had)."""
        if you is not None and before.current_player != you:
            return ""
        return words.celebrate(before, move, after)

    def trips(self, before: Any, move: Any, after: Any, board: Any) -> list[Trip]:
        """The card played flies to the pile, a book on to its taker; a card drawn comes
        from the draw pile (face down to another seat)."""
        seat = before.current_player
        table = NAMING.table(after)
        if move == DRAW:
            return [(table.hands[seat][-1], HAND, "draw")]
        info = MOVE_INFO[move]
        card = NAMING.played(before, move, after)
        out: list[Trip] = [(card, "pile")]
        if before.pile and not after.pile:  # the book: the pile goes to its taker (the
            # card played lands on it and goes with it, so it is not flown twice). Every
            # card of it flies: the pile's caption counts down to none as they leave (pt18
            # 11: with the top five flown, "5 cards in play" stood while Orion took 10),
            # and a big book takes a moment longer to go (pt18 10: the bots' books flew by)
            out += [(c, f"seat:{seat}", "pile") for c in NAMING.table(before).pile]
        if info.kind == "F":
            drawn = len(after.hand(info.target)) - len(before.hand(info.target)) + (
                1 if info.target == seat else 0)
            if info.target == seat:
                out += [(c, HAND, "draw") for c in table.hands[seat][-drawn:]] if drawn else []
            else:
                out += [(None, f"seat:{info.target}", "draw")] * max(0, drawn)
        return out

    def status(self, state: Any, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        if state.is_over():
            return text_of("status.over")
        left = text_of("status.left", count=state.draw_count)
        if state.current_player == viewer and playing:
            # the last card: drawing it ends the game, said with where it leaves the person
            # (pt18 6: an empty hand's only move drew it and lost the game unwarned), alone
            # on the line: with "Your turn" before it the line was cut at 1024x700
            return words.last_draw(state, viewer) or f"{text_of('status.yours')} · {left}"
        return left

    def breakdown(self, state: Any, names: Sequence[str]) -> list[str]:
        """The end's tally; the guided game's adds what it taught (`guide.closing`)."""
        return [*words.breakdown(state, names), *guide.closing(state)]

    def reference(self) -> Reference:
        """The rules in short (the ? key): what fits, books, powers, the score, the end."""
        return reference_card()

    def violation_words(self, violation: Violation, names: Sequence[str] = ()) -> str:
        """SR5's refusal says why and what fits instead (the kit adds "(SR5)")."""
        return words.refusal_words(violation)

    # --- the guided first game ----------------------------------------------------------
    def guide(self) -> GuidedGame:
        return guide.GUIDE

    def coach(self, state: Any, seat: int, step: int, board: Any = None) -> Coaching:
        return guide.coach(state, seat, step)

    def guide_done(self) -> str:
        """The hand-over after the last lesson: the rest of the central decision in one
        sentence, feeding the next player and saving a trump (pt7c 10)."""
        return text_of("coach.guide_done")


VIEW = SolarView()
