"""A made-up game with a hidden hand and a view, to prove the host assumes nothing of
Astromagie: "Higher". 18 cards T1..T6 (three of each); 2-3 players, 4 cards each, the
rest a face-down stock. On a turn: play a card at least as high as the pile's top
(`P Tn`, one point), or draw from the stock (`D`), or, when neither is possible, pass
(`X`, which clears the pile). The game ends when the stock is empty and a hand is.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from astromagie.ai.base import RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.policy import SearchPolicy
from astromagie.ai.registry import build
from astromagie.host.game import (
    GameInfo,
    IllegalMove,
    NotationError,
    RecordError,
    RuleSection,
    Violation,
)
from astromagie.kit.view import (
    Action,
    Coaching,
    Decision,
    GameViewBase,
    GuidedGame,
    Highlight,
    Option,
    Pile,
    Reference,
    TurnInputBase,
)

CODES = [f"T{v}" for v in range(1, 7) for _ in range(3)]
INFO = GameInfo(id="toy-higher", record_formats=("toy-higher-record/1",),
                min_players=2, max_players=3, rules="tests.kit.toy:RULES",
                view="tests.kit.toy:VIEW",
                rule_book=(RuleSection("play", ("H1", "H2")), RuleSection("end", ("H3",)),
                           RuleSection("ties", ("H4",), addition=True)))
# The rule book's words (the toy has no catalog file; tests put these in the catalogs).
RULE_WORDS = {
    "toy-higher.game.name": "Higher",
    "toy-higher.rules.play.title": "Playing",
    "toy-higher.rules.play.body": "Play a card at least as high as the top.\nIt scores a point."
                                  "\n\n- A draw instead\n- A pass when stuck\n\n[[T1 _ T6]]",
    "toy-higher.rules.end.title": "The end",
    "toy-higher.rules.end.body": "The game ends when the stock is empty.",
    "toy-higher.rules.ties.title": "Ties",
    "toy-higher.rules.ties.body": "Tied players share the win.",
}


class Obs:
    def __init__(self, state: Higher, seat: int):
        self.seat = seat
        self.turn = len(state.history)
        self.to_move = state.current_player
        self.hand = tuple(sorted(state.hands[seat]))
        self.pile = tuple(state.pile)
        self.counts = tuple(len(h) for h in state.hands)
        self.stock = len(state.stock)
        self.scores_ = tuple(state.points)
        self.history = tuple(state.history)
        self._state = state.clone()

    def _key(self) -> tuple[object, ...]:
        return (self.seat, self.turn, self.to_move, self.hand, self.pile, self.counts,
                self.stock, self.scores_, self.history)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Obs) and self._key() == other._key()

    def legal_moves(self) -> list[str]:
        return self._state.legal_moves() if self.to_move == self.seat else []

    def world(self) -> Higher:
        return self._state.resample_hidden(self.seat, random.Random(0))


class Higher:
    game_id = "toy-higher"

    def __init__(self, deck: Sequence[str], players: int, first: int):
        self.deck = list(deck)
        self.first = first
        self.hands = [list(deck[4 * i:4 * i + 4]) for i in range(players)]
        self.stock = list(reversed(deck[4 * players:]))  # top last
        self.pile: list[str] = []
        self.points = [0] * players
        self.history: list[str] = []
        self.to_move = first

    @property
    def num_players(self) -> int:
        return len(self.hands)

    @property
    def current_player(self) -> int:
        return -1 if self.is_over() else self.to_move

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    def is_over(self) -> bool:
        return not self.stock and any(not h for h in self.hands)

    def legal_moves(self) -> list[str]:
        if self.is_over():
            return []
        top = int(self.pile[-1][1]) if self.pile else 0
        plays = sorted({f"P {c}" for c in self.hands[self.to_move] if int(c[1]) >= top})
        if self.stock:
            plays.append("D")
        return plays or ["X"]

    def check(self, move: Any) -> Violation | None:
        if self.is_over():
            return Violation("H0", "over", "the game is over")
        if move not in self.legal_moves():
            return Violation("H1", "not_legal", f"{move} is not allowed now")
        return None

    def apply(self, move: Any, checked: bool = True) -> None:
        if checked:
            violation = self.check(move)
            if violation is not None:
                raise IllegalMove(violation)
        seat = self.to_move
        if move == "D":
            self.hands[seat].append(self.stock.pop())
        elif move == "X":
            self.pile.clear()
        else:
            code = move[2:]
            self.hands[seat].remove(code)
            self.pile.append(code)
            self.points[seat] += 1
        self.history.append(move)
        self.to_move = (seat + 1) % len(self.hands)

    def winners(self) -> list[int]:
        best = max(self.points)
        return [i for i, p in enumerate(self.points) if p == best]

    def clone(self) -> Higher:
        other = Higher.__new__(Higher)
        other.deck = self.deck
        other.first = self.first
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.pile = list(self.pile)
        other.points = list(self.points)
        other.history = list(self.history)
        other.to_move = self.to_move
        return other

    def observation(self, seat: int) -> Obs:
        return Obs(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> Higher:
        world = self.clone()
        hidden = [c for i, h in enumerate(world.hands) if i != seat for c in h] + world.stock
        rng.shuffle(hidden)
        at = 0
        for i, hand in enumerate(world.hands):
            if i != seat:
                world.hands[i] = sorted(hidden[at:at + len(hand)])
                at += len(hand)
        world.stock = hidden[at:]
        return world

    def public_move(self, move: Any) -> Any:
        return move

    def card_locations(self) -> dict[int, str]:
        places = [f"hand{i}" for i, h in enumerate(self.hands) for _ in h]
        places += ["stock"] * len(self.stock) + ["pile"] * len(self.pile)
        places += ["out"] * (len(CODES) - len(places))
        return dict(enumerate(places))


class ToyPolicy(SearchPolicy[Higher]):
    def move_values(self, state: Higher, moves: Sequence[Any]) -> list[float]:
        return [1.0 if m.startswith("P") else 0.0 for m in moves]


class ToyRules:
    info = INFO
    hint_level = "hard"

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> Higher:
        rng = random.Random(seed)
        deck = list(CODES)
        rng.shuffle(deck)
        return Higher(deck, players, rng.randrange(players))

    def parse_move(self, text: object) -> str:
        if text in ("D", "X") or (isinstance(text, str) and text[:3] == "P T"
                                  and text[3:] in "123456" and len(text) == 4):
            return str(text)
        raise NotationError(f"not a move: {str(text)[:20]}")

    def to_record(self, state: Higher, players: Sequence[str]) -> dict[str, Any]:
        record: dict[str, Any] = {"format": INFO.record_formats[0], "players": list(players),
                                  "first_player": state.first, "deck": state.deck,
                                  "turns": list(state.history)}
        if state.is_over():
            record["result"] = {"scores": state.scores}
        return record

    def load_record(self, data: object) -> tuple[Higher, list[str]]:
        if not isinstance(data, dict) or data.get("format") != INFO.record_formats[0]:
            raise RecordError(0, "FORMAT", "not a toy record")
        state = Higher(data["deck"], len(data["players"]), data["first_player"])
        for k, text in enumerate(data["turns"], 1):
            violation = state.check(text)
            if violation is not None:
                raise RecordError(k, violation.rule, violation.message)
            state.apply(text)
        return state, list(data["players"])

    def options_of(self, state: Higher) -> dict[str, object]:
        return {}  # the toy has no options

    def stat_fields(self, state: Higher, seat: int) -> dict[str, int]:
        return {}  # the toy's statistics count games, wins and points only

    def replay(self, data: object) -> dict[str, Any]:
        try:
            state, _ = self.load_record(data)
        except RecordError as err:
            return err.to_json()
        return {"scores": state.scores, "over": state.is_over()}

    def replay_text(self, data: object) -> str:
        state, names = self.load_record(data)
        return "\n".join(f"{n} {s}" for n, s in zip(names, state.scores, strict=True))

    def policy(self) -> ToyPolicy:
        return ToyPolicy()

    def bot_levels(self) -> tuple[str, ...]:
        return ("random", "easy", "medium", "hard")

    def make_bot(self, level: str, seed: int) -> Any:
        policy = ToyPolicy()
        return build({"random": RandomBot, "easy": lambda s: GreedyBot(policy, s),
                      "medium": lambda s: FlatMCBot(policy, s, worlds=2),
                      "hard": lambda s: ISMCTSBot(policy, s, iterations=20)}, level, seed)


RULES = ToyRules()


class ToyBoard:
    def __init__(self, rect: pygame.Rect, card: tuple[int, int]):
        self.pile = pygame.Rect(0, 0, *card)
        self.pile.center = (rect.centerx - card[0], rect.centery)
        self.stock = pygame.Rect(0, 0, *card)
        self.stock.center = (rect.centerx + card[0], rect.centery)

    def zone_at(self, point: tuple[int, int]) -> str | None:
        if self.pile.collidepoint(point):
            return "pile"
        if self.stock.collidepoint(point):
            return "stock"
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        return self.pile if zone == "pile" else self.stock

    def card_at(self, state: Higher, point: tuple[int, int]) -> str | None:
        return state.pile[-1] if state.pile and self.pile.collidepoint(point) else None

    def paint(self, surface: pygame.Surface, state: Higher, viewer: int,
              highlight: Highlight) -> None:
        colour = (200, 180, 60) if "pile" in highlight.targets else (90, 90, 120)
        pygame.draw.rect(surface, colour, self.pile, width=3)
        if state.pile:
            surface.blit(VIEW.face(state.pile[-1], self.pile.size), self.pile)
        if state.stock:
            surface.blit(VIEW.back(self.stock.size), self.stock)


class ToyTurn(TurnInputBase):
    def __init__(self, state: Higher, seat: int):
        self.state = state
        self.seat = seat

    def targets(self, card: str) -> set[str]:
        return {"pile"} if f"P {card}" in self.state.legal_moves() else set()

    def preview(self, card: str, zone: str) -> str:
        return "+1 point" if zone == "pile" and self.targets(card) else ""

    def drop(self, card: str, zone: str) -> Decision:
        if zone != "pile":
            return Decision("none")
        move = f"P {card}"
        violation = self.state.check(move)
        return Decision.refuse(violation) if violation else Decision.make(move)

    def default_zone(self, card: str) -> str:
        return "pile"  # where Enter sends a card with no lit zone: the drop says why not

    def click(self, zone: str) -> Decision:
        if zone == "stock" and "D" in self.state.legal_moves():
            return Decision.make("D")
        return Decision("none")

    def actions(self) -> list[Action]:
        legal = self.state.legal_moves()
        return [Action("draw", "Draw", "D" in legal, pygame.K_d),
                Action("pass", "Pass", "X" in legal)]

    def press(self, action: str) -> Decision:
        move = {"draw": "D", "pass": "X"}[action]
        if move == "X" and self.state.hands[self.seat]:
            return Decision.choose("Really pass?", [Option("Pass", "X")])
        return Decision.make(move)

    def staged(self) -> list[str]:
        return []


class ToyView(GameViewBase):
    card_ratio = 1.4

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill((240, 240, 230))
        return surface

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill((40, 40, 120))
        return surface

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> ToyBoard:
        return ToyBoard(rect, card)

    def hand(self, state: Higher, seat: int) -> list[str]:
        return list(state.hands[seat])

    def turn_input(self, state: Higher, seat: int, names: Sequence[str]) -> ToyTurn:
        return ToyTurn(state, seat)

    def seat_lines(self, state: Higher, seat: int) -> list[str]:
        return [f"{len(state.hands[seat])} cards"]

    def describe(self, before: Higher, move: Any, after: Higher,
                 names: Sequence[str], you: int | None) -> str:
        return f"{names[before.current_player]}: {move}"

    def trips(self, before: Higher, move: Any, after: Higher,
              board: Any) -> list[tuple[str | None, str]]:
        return [(move[2:], "pile")] if move.startswith("P") else []

    def move_words(self, move: str, state: Any = None, names: Sequence[str] = ()) -> str:
        return {"D": "draw a card", "X": "pass"}.get(move, f"the {move[3:]} on the pile")

    def facts(self, code: str) -> list[str]:
        return [f"A {code[1]}", f"Goes on a pile topped by {code[1]} or less"]

    def celebrate(self, before: Higher, move: str, after: Higher,
                  you: int | None = None) -> str:
        return "Six!" if move == "P T6" else ""

    def piles(self, state: Higher, viewer: int) -> list[Pile]:
        return [Pile("stock", len(state.stock), False, "Stock"),
                Pile("pile", len(state.pile), True)]

    def reference(self) -> Reference:
        return Reference("Higher in short", (("A turn", "Play a card no lower than the "
                                              "pile's top, or draw."),
                                             ("The end", "The stock runs out.")))

    def open_piles(self, state: Higher, viewer: int) -> list[tuple[str, list[str]]]:
        return [("The pile", list(state.pile))]

    def status(self, state: Higher, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        return f"stock {len(state.stock)}"

    def breakdown(self, state: Higher, names: Sequence[str]) -> list[str]:
        return [f"{n}: {p}" for n, p in zip(names, state.points, strict=True)]

    def guide(self) -> GuidedGame:
        return GuidedGame(seed=5, players=2, steps=2)

    def coach(self, state: Higher, seat: int, step: int, board: Any = None) -> Coaching:
        playable = [m[2:] for m in state.legal_moves() if m.startswith("P")]
        if step == 0 and playable:
            return Coaching(f"Play {playable[0]} on the pile.", zones=("pile",),
                            cards=(playable[0],))
        if step == 1:
            return Coaching("Draw or play: the choice is yours now.")
        return Coaching("")


VIEW = ToyView()
