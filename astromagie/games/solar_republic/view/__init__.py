"""The Solar Republic at the kit's table: its cards, its board, a person's turn.

The board holds the in-play pile (its top card large, its depth counted) and the
draw pile (its count large, and a warning when it runs low: the game ends the
moment it is empty). Dropping a card on the pile plays it; a 3 on a Sol card, a
4 or a 5 then asks what its power does (steal from whom, who draws four, or
nothing), with the seats' won stacks in the question; clicking the draw pile or
the Draw button draws. Every yes or no is the engine's (`state.check`,
`legal_moves`); this module only turns them into zones, words and pictures.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from astromagie.host.game import Violation
from astromagie.i18n import tr
from astromagie.kit import draw as look
from astromagie.kit.draw import glyph_surface
from astromagie.kit.view import Action, Coaching, Decision, GuidedGame, Highlight, Option

from ..cards import RANK, SUIT, takes_book
from ..moves import DRAW, MOVE_INFO
from ..policy import move_values
from ..state import SolarState, takes_a_book

CARD_RATIO = 1.42  # height / width
LOW_DRAW = 8  # the draw pile "runs low" from here on: the end is near
GAME = "solar-republic"
# The guided first game: a deal checked to teach, in the person's first turns, opening the
# pile with a 2 (and moving again), another 2, a 3 winning the pile, plain plays and a 4
# of the suit winning five cards (tests replay its first turns).
GUIDE = GuidedGame(seed=260, players=2, level="easy", steps=6)

# Each suit: its colour, its symbol (the planet's, the Sun's for Sol) and a letter, so
# that colour is never the only cue (colour-blind players read the symbol and the name).
SUIT_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "JU": ((214, 142, 86), "JUPITER"),
    "SA": ((222, 196, 110), "SATURN"),
    "UR": ((104, 206, 214), "URANUS"),
    "NE": ((92, 124, 232), "NEPTUNE"),
    "SO": ((246, 112, 82), "SUN"),
}


def _name_lines(name: str, size: int, width: int, role: str = "bold",
                colour: tuple[int, int, int] = look.TEXT) -> list[pygame.Surface]:
    """`name` on two lines when one would have to shrink it (a long card name such as
    "Small moon of Neptune" stays readable at hand size, so does a board caption)."""
    one = look.render(name, role, size, colour)
    words = name.split()
    if one.get_width() <= width or len(words) < 2:
        return [look.render_fit(name, role, size, width, colour)]
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k]))
                                                     - len(" ".join(words[k:]))))
    parts = [" ".join(words[:cut]), " ".join(words[cut:])]
    while size > 9 and any(look.render(part, role, size, colour).get_width() > width
                           for part in parts):
        size -= 1  # both lines at one size, the larger line decides
    return [look.render_fit(part, role, size, width, colour) for part in parts]


def _caption(surface: pygame.Surface, text: str, role: str, size: int, width: int,
             colour: tuple[int, int, int], midtop: tuple[int, int]) -> None:
    """A caption under a board zone, on one or two lines."""
    x, y = midtop
    for line in _name_lines(text, size, width, role, colour):
        surface.blit(line, line.get_rect(midtop=(x, y)))
        y += line.get_height()


def worded(violation: Violation) -> Violation:
    """The engine's refusal with its cards named as the faces name them ("Small moon of
    Neptune may not be played on Dwarf planet", not "NE1 ... SO2")."""
    params = {k: card_title(v) if k in ("card", "top") and isinstance(v, str) else v
              for k, v in violation.params.items()}
    return replace(violation, params=params)


def text_of(key: str, **params: object) -> str:
    return tr(f"{GAME}.{key}", **params)


def card_title(code: str) -> str:
    """What the face says the card is: the planet or the Sun for the singles, else its kind."""
    return text_of(f"card.{code}")


class SolarBoard:
    """The pile and the draw pile, placed in the board's rectangle."""

    def __init__(self, rect: pygame.Rect, card: tuple[int, int], faces: SolarView):
        self.rect = rect
        self.faces = faces
        big = (round(card[0] * 1.35), round(card[1] * 1.35))
        if big[1] > rect.h - 60:
            big = (round((rect.h - 60) / CARD_RATIO), rect.h - 60)
        self.pile = pygame.Rect(0, 0, *big)
        self.pile.center = (rect.centerx - big[0], rect.centery + 10)
        self.draw = pygame.Rect(0, 0, *big)
        self.draw.center = (rect.centerx + big[0], rect.centery + 10)

    def zone_at(self, point: tuple[int, int]) -> str | None:
        if self.pile.inflate(24, 24).collidepoint(point):
            return "pile"
        if self.draw.inflate(24, 24).collidepoint(point):
            return "draw"
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        return self.pile if zone == "pile" else self.draw

    def card_at(self, state: Any, point: tuple[int, int]) -> str | None:
        top = state.top()
        return top if top is not None and self.pile.collidepoint(point) else None

    def paint(self, surface: pygame.Surface, state: Any, viewer: int,
              highlight: Highlight) -> None:
        size = max(14, self.pile.h // 12)
        for zone, rect in (("pile", self.pile), ("draw", self.draw)):
            lit = zone in highlight.targets
            low = zone == "draw" and 0 < state.draw_count <= LOW_DRAW  # the end is near
            colour = (look.DANGER if highlight.refused == zone
                      else look.GOLD if lit and highlight.over == zone
                      else look.SUCCESS if lit else look.DANGER if low else look.PANEL_BORDER)
            pygame.draw.rect(surface, colour, rect.inflate(14, 14), width=3 if lit or low else 2,
                             border_radius=14)
        top = state.top()
        if top is not None:
            surface.blit(self.faces.face(top, self.pile.size), self.pile)
        caption = (text_of("board.pile", count=len(state.pile)) if state.pile
                   else text_of("board.pile_empty"))
        room = self.draw.centerx - self.pile.centerx - 16  # the captions never meet
        _caption(surface, caption, "text", size, room, look.TEXT,
                 (self.pile.centerx, self.pile.bottom + 12))
        left = state.draw_count
        if left:
            surface.blit(self.faces.back(self.draw.size), self.draw)
            badge = look.render(str(left), "bold", size * 2, look.GOLD)
            box = badge.get_rect(center=self.draw.center).inflate(24, 10)
            look.rounded_panel(surface, box)
            surface.blit(badge, badge.get_rect(center=box.center))
        low = 0 < left <= LOW_DRAW
        words = text_of("board.draw_low" if low else "board.draw", count=left)
        _caption(surface, words, "bold" if low else "text", size, room,
                 look.DANGER if low else look.TEXT, (self.draw.centerx, self.draw.bottom + 12))


class SolarTurn:
    """A person's turn: drops on the pile, a click on the draw pile, the Draw button."""

    def __init__(self, state: SolarState, seat: int, names: Sequence[str]):
        self.state = state
        self.seat = seat
        self.names = list(names)

    def _plays(self, card: str) -> list[str]:
        return [m for m in self.state.legal_moves() if m != DRAW and MOVE_INFO[m].code == card]

    def targets(self, card: str) -> set[str]:
        return {"pile"} if self._plays(card) else set()

    def preview(self, card: str, zone: str) -> str:
        if zone != "pile" or not self._plays(card):
            return ""
        top = self.state.top()
        if top is not None and takes_book(card, top):
            return text_of("preview.book", count=len(self.state.pile) + 1)
        if RANK[card] == 2:
            return text_of("preview.again")
        return text_of("preview.play")

    def drop(self, card: str, zone: str) -> Decision:
        if zone == "draw":
            return Decision("none")
        plays = self._plays(card)
        if not plays:
            violation = self.state.check(f"P {card}")
            return Decision.refuse(worded(violation)) if violation else Decision("none")
        if len(plays) == 1:
            return Decision.make(plays[0])
        top = self.state.top()
        question = (text_of("choose.question_book", card=card_title(card),
                            count=len(self.state.pile) + 1)
                    if top is not None and takes_book(card, top)
                    else text_of("choose.question", card=card_title(card)))
        return Decision.choose(question,
                               [Option(self._option_words(m), m) for m in
                                sorted(plays, key=self._option_order)])

    def _option_order(self, move: str) -> tuple[int, int]:
        info = MOVE_INFO[move]
        return ({"": 0, "S": 1, "F": 2}[info.kind], info.target)

    def _option_words(self, move: str) -> str:
        info = MOVE_INFO[move]
        if not info.kind:  # the bare play declines the power: say which
            return text_of(f"choose.none_{info.rank}")
        if info.kind == "S":
            return text_of("choose.steal", name=self.names[info.target],
                     count=len(self.state.won[info.target]))
        if info.target == self.seat:  # a forced draw ("F"), the only kind left
            return text_of("choose.draw_self")
        return text_of("choose.draw_other", name=self.names[info.target])

    def click(self, zone: str) -> Decision:
        if zone != "draw":
            return Decision("none")
        violation = self.state.check(DRAW)
        return Decision.refuse(worded(violation)) if violation else Decision.make(DRAW)

    def actions(self) -> list[Action]:
        return [Action("draw", text_of("action.draw"), DRAW in self.state.legal_moves(),
                       pygame.K_d)]

    def press(self, action: str) -> Decision:
        return self.click("draw") if action == "draw" else Decision("none")

    def staged(self) -> list[str]:
        return []


class SolarView:
    """The Solar Republic's part of the kit's table."""

    card_ratio = CARD_RATIO

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        """The card: its rank in the corner (the one a fanned hand shows),
        the suit's colour, symbol and name, the card's kind, and a ring on the trumps, so
        that colour is never the only cue."""
        w, h = size
        colour, glyph = SUIT_STYLE[SUIT[code]]
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 10)
        pygame.draw.rect(surface, (24, 28, 60), surface.get_rect(), border_radius=radius)
        pygame.draw.rect(surface, colour, surface.get_rect(), width=max(2, w // 28),
                         border_radius=radius)
        rank = RANK[code]
        corner = look.render(str(rank), "bold", max(12, h // 6), colour)
        surface.blit(corner, (w // 12, h // 40))
        pip = glyph_surface(glyph, (max(8, w // 5), max(8, w // 5)), colour)
        # the suit's symbol under the rank: a card deep in a fanned hand still says both
        surface.blit(pip, pip.get_rect(midtop=(w // 12 + corner.get_width() // 2,
                                               h // 40 + corner.get_height())))
        symbol = glyph_surface(glyph, (round(w * 0.5), round(h * 0.28)), colour)
        surface.blit(symbol, symbol.get_rect(center=(w // 2 + w // 20, round(h * 0.42))))
        if rank in (3, 4, 5):  # the trumps: a mark of their own beside the colour
            pygame.draw.circle(surface, look.GOLD, (w - w // 6, h // 8), max(3, w // 16),
                               width=2)
        if h >= 85:
            lines = _name_lines(card_title(code), max(10, h // 11), w - w // 10)
        else:  # a tiny card (a rule book row in a small window): one line of name
            lines = [look.render_fit(card_title(code), "bold", max(9, h // 9), w - w // 10,
                                     look.TEXT)]
        step = lines[0].get_height() - 2
        roomy = h >= 120  # a small card (a rule book's example) leaves the suit's name out
        top = round(h * (0.74 if len(lines) == 1 and roomy else 0.78 if len(lines) == 1
                         else 0.66 if roomy else 0.70))
        for i, line in enumerate(lines):
            surface.blit(line, line.get_rect(midtop=(w // 2, top + i * step)))
        if roomy:
            suit = look.render_fit(text_of(f"suit.{SUIT[code]}"), "text", max(9, h // 14),
                                   w - w // 5, look.TEXT_DIM)
            surface.blit(suit, suit.get_rect(midbottom=(w // 2, h - max(3, h // 30))))
        return surface

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 10)
        pygame.draw.rect(surface, (34, 30, 82), surface.get_rect(), border_radius=radius)
        pygame.draw.rect(surface, look.GOLD_DEEP, surface.get_rect(), width=max(2, w // 30),
                         border_radius=radius)
        for i, (colour, _) in enumerate(SUIT_STYLE.values()):  # five orbits around the Sun
            pygame.draw.circle(surface, colour, (w // 2, h // 2), round(w * (0.1 + 0.07 * i)),
                               width=1)
        pygame.draw.circle(surface, SUIT_STYLE["SO"][0], (w // 2, h // 2), max(3, w // 14))
        return surface

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> SolarBoard:
        return SolarBoard(rect, card, self)

    def hand(self, state: Any, seat: int) -> list[str]:
        return list(state.hand(seat))

    def turn_input(self, state: Any, seat: int, names: Sequence[str]) -> SolarTurn:
        return SolarTurn(state, seat, names)

    def seat_lines(self, state: Any, seat: int) -> list[str]:
        return [text_of("seat.line", won=len(state.won[seat]), hand=len(state.hand(seat)))]

    def describe(self, before: Any, move: Any, after: Any, names: Sequence[str],
                 you: int | None) -> str:
        seat = before.current_player
        name = names[seat]
        mine = "_you" if seat == you else ""  # the person at the screen: "You draw a card"
        if move == DRAW:
            return text_of(f"log.draw{mine}", name=name)
        info = MOVE_INFO[move]
        words = [text_of(f"log.play{mine}", name=name, card=card_title(info.code))]
        top = before.top()
        book = top is not None and takes_book(info.code, top)
        if book:
            words.append(text_of(f"log.book{mine}", count=len(before.pile) + 1))
        if info.kind == "S":
            stolen = len(after.won[seat]) - len(before.won[seat]) - (
                len(before.pile) + 1 if book else 0)
            if info.target == you:  # "... steals 3 cards from you", never "from You"
                words.append(text_of("log.steal_from_you", count=stolen))
            else:
                words.append(text_of(f"log.steal{mine}", name=names[info.target],
                                     count=stolen))
        elif info.kind == "F":
            drawn = len(after.hand(info.target)) - len(before.hand(info.target))
            if info.target == seat:
                drawn += 1  # the card played left that hand
                words.append(text_of(f"log.force_self{mine}", count=max(0, drawn)))
            elif info.target == you:  # "... makes you draw 4 cards"
                words.append(text_of("log.force_on_you", count=max(0, drawn)))
            else:
                words.append(text_of(f"log.force{mine}", name=names[info.target],
                                     count=max(0, drawn)))
        if RANK[info.code] == 2 and not after.is_over():
            words.append(text_of(f"log.again{mine}"))
        return " ".join(words)

    def trips(self, before: Any, move: Any, after: Any,
              board: Any) -> list[tuple[str | None, str]]:
        return [] if move == DRAW else [(MOVE_INFO[move].code, "pile")]

    def status(self, state: Any, viewer: int, playing: bool = True) -> str:
        if state.is_over():
            return text_of("status.over")
        left = text_of("status.left", count=state.draw_count)
        if state.current_player == viewer and playing:
            return f"{text_of('status.yours')} · {left}"
        return left

    def breakdown(self, state: Any, names: Sequence[str]) -> list[str]:
        lines = [text_of("end.line", name=names[s], won=len(state.won[s]), hand=len(state.hand(s)),
                   score=state.scores[s]) for s in range(state.num_players)]
        winners = state.winners()
        if winners:
            lines.append(text_of("end.winner", names=", ".join(names[s] for s in winners)))
        return lines


    # -- the guided first game ----------------------------------------------------------

    def guide(self) -> GuidedGame:
        return GUIDE

    def coach(self, state: Any, seat: int, step: int) -> Coaching:
        return coach(state, seat, step)


def _best(state: SolarState, moves: list[str]) -> str:
    """Of `moves`, the one the game's judgement likes best (the bots' heuristic)."""
    values = move_values(state, moves)
    return moves[max(range(len(moves)), key=values.__getitem__)]


def lesson(state: SolarState) -> tuple[str, str | None]:
    """What the guide teaches now and the move it suggests (None: draw), from the engine's
    legal moves: a trump that wins a pile worth it, else a 2's extra turn, else a plain card,
    else drawing (what is left are trumps better kept, or nothing fits)."""
    legal = state.legal_moves()
    plays = [m for m in legal if m != DRAW]
    if not state.pile:
        plain = [m for m in plays if RANK[MOVE_INFO[m].code] <= 2]
        if plain:
            return ("open_first" if DRAW not in legal else "open"), _best(state, plain)
        return ("open_first", _best(state, plays)) if DRAW not in legal else ("keep", None)
    books = [m for m in plays if takes_a_book(state, m)]
    twos = [m for m in plays if RANK[MOVE_INFO[m].code] == 2]
    ones = [m for m in plays if RANK[MOVE_INFO[m].code] == 1]
    if books and not (twos or ones) and len(state.pile) < 2 and DRAW in legal:
        # only a trump fits a small pile: the game's judgement says whether to keep it
        if _best(state, [*books, DRAW]) == DRAW:
            return "keep", None
    if books and (len(state.pile) >= 2 or not (twos or ones)):
        move = _best(state, books)
        info = MOVE_INFO[move]
        if info.kind == "S":
            return ("book_steal" if RANK[info.code] == 3 else "five_steal"), move
        if info.kind == "F":
            return ("book_force_self" if info.target == state.current_player
                    else "book_force"), move
        return "book", move
    if twos:
        return "two", _best(state, twos)
    if ones:
        return "plain", _best(state, ones)
    if plays:  # only trumps that would win little, or a 4 on another suit's 4
        return "keep", None
    return "nothing", None


def coach(state: SolarState, seat: int, step: int) -> Coaching:
    """The guide's words before the person's turn `step`: what to do now and why."""
    if state.is_over() or state.current_player != seat:
        return Coaching("")
    kind, move = lesson(state)
    top = state.top()
    params: dict[str, object] = {"top": card_title(top) if top else "",
                                 "count": len(state.pile) + 1, "left": state.draw_count}
    cards: tuple[str, ...] = ()
    zones: tuple[str, ...] = ("draw",)
    if move is not None:
        info = MOVE_INFO[move]
        params["card"] = card_title(info.code)
        if top is not None:  # why it goes on the top card (the engine said it does)
            params["why"] = text_of("coach.same_suit" if SUIT[info.code] == SUIT[top]
                                    else "coach.same_rank" if RANK[info.code] == RANK[top]
                                    else "coach.goes_anywhere")
        if info.kind:
            params["name"] = (text_of("coach.opponent") if state.num_players == 2
                              else text_of("coach.seat", seat=info.target + 1))
        cards = (info.code,)
        zones = ("pile",)
    elif kind == "keep":
        trumps = sorted({MOVE_INFO[m].code for m in state.legal_moves() if m != DRAW})
        cards = tuple(trumps)
    words = [text_of(f"coach.{kind}", **params)]
    if move is not None and kind in ("open_first", "open", "plain") and RANK[cards[0]] == 2:
        words.append(text_of("coach.again"))  # the 2 that opens: the person moves again
    if step == 0 and kind not in ("open_first", "open"):
        words.insert(0, text_of("coach.goal"))
    if 0 < state.draw_count <= LOW_DRAW:
        words.append(text_of("coach.low", count=state.draw_count))
    return Coaching(" ".join(words), zones=zones, cards=cards)


VIEW = SolarView()
