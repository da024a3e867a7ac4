"""The game interface: what every game of the shelf implements, and nothing else.

Shaped like OpenSpiel's Python games (`open_spiel/python/games/kuhn_poker.py`):
a `GameState` says whose turn it is, lists the legal moves, applies one,
knows when it is over and what each seat scored, clones itself cheaply,
gives each seat its `observation` (exactly what that seat may know) and
deals anew what a seat cannot see (`resample_hidden`, what the search needs).
A game's `GameRules` makes states, reads and writes its records and replays
them exactly as its rule book says; its `Policy` is the game's judgement that
the shared bots (`astromagie.ai`) search with.

How the four games fit one interface:

- A move is a small hashable value whose `str()` is its record notation;
  `GameRules.parse_move` reads it back.
- Several moves in a row by one seat (Monad's trades, buys and leaps before
  `E` ends the turn; The Solar Republic's extra turn after a 2): the same
  `current_player` simply stays to move. Nothing else is needed: hand-over
  screens and bots react to a change of `current_player`, not to a move.
- A secret choice (Zahlenstreifen's two cards at the end): the seats choose
  one after another, but `observation(s)` and `public_move` hide a choice
  from every other seat until the rules reveal it.
- A neutral seat that moves by itself (Zahlenstreifen's dummy with two
  players): the state plays it inside `apply`; it is a seat of `seat_names`
  (so tables, logs and scores show it) but never `current_player`.
- `current_player` is `NOBODY` (-1) once the game is over, so the hot loops
  of the search compare ints.

Refusals: `check(move)` returns a `Violation` naming the broken rule's ID and
a text key; `apply(move)` raises `IllegalMove` with it and leaves the state
unchanged. `apply(move, checked=False)` is the search path for a move that
came from `legal_moves()`: nothing is checked.

Records: `RecordError(turn, rule, message)` is the only error reading or
replaying a record raises; `turn` is the 1-based entry, 0 for the record as
a whole. The host never looks inside a record beyond its `format` field.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from .options import OptionSpec

NOBODY = -1  # `current_player` of a game that is over


def game_seed(base: int, index: int) -> int:
    """The seed of game `index` in a series started from `base` (simulate, arena, ladder)."""
    return (base * 1_000_003 + index) & 0xFFFFFFFFFFFF


@dataclass(frozen=True, slots=True)
class Violation:
    """Why a move is refused: the broken rule's ID and a reason key.

    `reason` and `params` let the UI say it in the player's language (the
    text key is `<game id>.violation.<reason>`); `message` is the English
    sentence the command line and the logs use.
    """

    rule: str
    reason: str
    message: str
    params: dict[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


class IllegalMove(ValueError):
    """Raised by `apply` for a move the rules refuse; the state is unchanged."""

    def __init__(self, violation: Violation):
        super().__init__(str(violation))
        self.violation = violation


class NotationError(ValueError):
    """A move written in a notation that cannot be read (not a rules question)."""


class RecordError(Exception):
    """A record that is malformed or breaks a rule; `turn` is 1-based (0: the record)."""

    def __init__(self, turn: int, rule: str, message: str):
        super().__init__(message)
        self.turn = turn
        self.rule = rule
        self.message = message

    def to_json(self) -> dict[str, Any]:
        return {"error": {"turn": self.turn, "rule": self.rule, "message": self.message}}

    def __str__(self) -> str:
        if self.turn == 0:
            return f"malformed record: {self.message}"
        return f"turn {self.turn} breaks {self.rule}: {self.message}"


Move = Hashable  # a game's move type; str(move) is its record notation


@runtime_checkable
class Observation(Protocol):
    """What one seat may know; all a bot ever gets (boardgame.io's playerView)."""

    @property
    def seat(self) -> int: ...

    @property
    def turn(self) -> int:
        """Moves made so far (record entries); with `seat`, it seeds a bot's decision."""
        ...

    @property
    def to_move(self) -> int: ...

    def legal_moves(self) -> Sequence[Any]:
        """The observer's legal moves when it is to move (else empty)."""
        ...

    def world(self) -> GameState:
        """One full state this seat cannot tell from the real one.

        Its hidden part is dealt in a fixed order; the search deals it anew
        with `world().resample_hidden(seat, rng)`.
        """
        ...


@runtime_checkable
class GameState(Protocol):
    """One game in progress (OpenSpiel's `State`)."""

    @property
    def game_id(self) -> str: ...

    @property
    def num_players(self) -> int:
        """The seats that choose moves (a dummy is not counted)."""
        ...

    @property
    def current_player(self) -> int:
        """The seat to move, `NOBODY` once the game is over."""
        ...

    @property
    def scores(self) -> list[int]:
        """Each seat's score now (final once the game is over), in the rule book's sense."""
        ...

    @property
    def history(self) -> Sequence[Any]:
        """Every move made so far, in record order."""
        ...

    def legal_moves(self) -> list[Any]: ...

    def check(self, move: Any) -> Violation | None:
        """None if `move` is legal now, else the broken rule."""
        ...

    def apply(self, move: Any, checked: bool = True) -> None: ...

    def is_over(self) -> bool: ...

    def winners(self) -> list[int]: ...

    def clone(self) -> GameState: ...

    def observation(self, seat: int) -> Observation: ...

    def resample_hidden(self, seat: int, rng: random.Random) -> GameState:
        """A copy in which everything `seat` cannot see is dealt anew, consistent with it."""
        ...

    def public_move(self, move: Any) -> Hashable:
        """`move` as the other seats saw it (the move itself when nothing of it is secret)."""
        ...

    def card_locations(self) -> dict[int, str]:
        """Where every card of the game is (card id -> zone); for the conformance tests."""
        ...


class Policy(Protocol):
    """A game's judgement; the shared bots (`astromagie.ai`) do the searching with it."""

    def move_values(self, state: GameState, moves: Sequence[Any]) -> list[float]:
        """How much the player to move likes each move (higher is better).

        Called with a world of the searching seat's observation, so it may look
        only at what the player to move could see there.
        """
        ...

    def root_values(self, obs: Any, moves: Sequence[Any]) -> list[float]:
        """The same liking, for the observer's own moves, from its observation."""
        ...

    def rollout(self, state: GameState, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        """Play `state` on (search path) with a fast policy: to the end, or `turns` moves."""
        ...

    def rewards(self, state: GameState) -> list[float]:
        """What the state is worth to each seat, in [0, 1]; estimated if not over."""
        ...

    def reason(self, state: GameState, move: Any) -> tuple[str, dict[str, object]]:
        """Why `move` is good: a text key (under the game's catalog) and its parameters."""
        ...

    def same_move(self, a: Any, b: Any) -> bool:
        """Whether two moves are one play (Astromagie: the same cards on the same places,
        laid in any order); the review never calls a move a mistake against itself."""
        ...

    def compare(self, state: GameState, played: Any, better: Any
                ) -> tuple[str, dict[str, object]] | None:
        """Why `better` beat `played` at `state`, as `reason` says it (None: the review
        gives the better move's own reason)."""
        ...


class Bot(Protocol):
    """Chooses moves for one seat from its observation only."""

    name: str
    # the same move for the same observation whatever the clock or seed (the review can
    # ask it at every decision: Astromagie's hint search)
    reproducible: bool

    def choose(self, obs: Any, budget: float = 1.0, cancel: Any = None) -> Any: ...


class GameRules(Protocol):
    """One game's rules, records and bots: what `GameInfo.load()` returns.

    `stat_fields(state, seat)` is what the statistics count for a seat of a finished
    game besides games, wins and points (`host/standard.py` gives none; Astromagie
    gives its tricks); the fields are declared, with their words, in
    `GameInfo.statistics`.
    """

    info: GameInfo
    # the level that answers the table's hint, named by its role ("hard" for most games;
    # Astromagie's own hint search): never a level name the UI has to know
    hint_level: str

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> GameState:
        """A fresh deal for `players` seats from `seed` (first player drawn from it too)."""
        ...

    def parse_move(self, text: object) -> Any:
        """A move from its record notation; raises NotationError for anything else."""
        ...

    def to_record(self, state: GameState, players: Sequence[str]) -> dict[str, Any]:
        """The game so far as a record of the rule book's format (with `result` when over)."""
        ...

    def load_record(self, data: object) -> tuple[GameState, list[str]]:
        """The state after every entry of `data`, and the players' names; RecordError."""
        ...

    def options_of(self, state: GameState) -> dict[str, object]:
        """The options `state` was dealt with, as `new` takes them and the game's records
        write them: only those that differ from the default ({} for the rule book's game).
        What a resumed, replayed or repeated game is started with again."""
        ...

    def replay(self, data: object) -> dict[str, Any]:
        """`replay --json` exactly as the rule book specifies; `{"error": ...}` for a bad record."""
        ...

    def replay_text(self, data: object) -> str:
        """The human-readable `replay` output for a record; raises RecordError for a bad one.

        The command line has made the players' names safe to print on one line.
        """
        ...

    def stat_fields(self, state: GameState, seat: int) -> dict[str, int]:
        """The figures of `GameInfo.statistics` for `seat` of a finished game."""
        ...

    def policy(self) -> Policy: ...

    def bot_levels(self) -> Sequence[str]:
        """The levels `make_bot` knows, weakest first (random, easy, medium, hard, ...)."""
        ...

    def make_bot(self, level: str, seed: int) -> Bot: ...


@dataclass(frozen=True)
class RuleSection:
    """One section of a game's rule book, as the rules screen shows it.

    Its words are the game's catalog keys `<game id>.rules.<id>.title` and
    `<game id>.rules.<id>.body`. A body is paragraphs split by blank lines; a
    line starting "- " is a bullet; a line that is only `[[C1 C2 -> C3 _ C4]]` draws
    those cards (the view's faces) as a worked example, with `->` an arrow (what the
    cards before it give), `=` an equals sign and `_` a gap between groups; a line
    `[[example: NAME]]` is an example the game's view draws itself (its optional
    `rule_example`: a row with the points its rules give it, say).
    `rules` are the rule IDs it explains: after a refusal, F1 opens the section
    naming the refused rule. `passages` place a rule beside the part of the body that
    states it, (rule ID, part number) with the body's paragraphs, bullets and
    examples numbered from 0 in order; F1 then opens that part. A rule without a
    passage stands at the section's start. `addition` marks this project's decisions
    and variants, which the original game does not have.
    """

    id: str
    rules: tuple[str, ...] = ()
    addition: bool = False
    passages: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class StatField:
    """One figure a game's statistics count per seat besides games, wins and points.

    `name` is the key its rules' `stat_fields(state, seat)` return and the statistics
    file keeps; a name starting `best_` keeps the highest (the screen shows it), any
    other adds up (the screen shows it per game). `words` is the catalog key of its
    column's heading.
    """

    name: str
    words: str

    @property
    def is_best(self) -> bool:
        return self.name.startswith("best_")


@dataclass(frozen=True)
class GameInfo:
    """What the shelf knows of a game without importing its code (PySolFC's GameInfo).

    `id` is a persistence contract: records, saves and settings name it, so it
    never changes. `rules` is "module:attribute" of the game's `GameRules`,
    imported only when the game is used (RLCard's entry points).
    """

    id: str
    record_formats: tuple[str, ...]  # the first one is written
    min_players: int
    max_players: int
    rules: str
    view: str = ""  # "module:attribute" of the game's table view (pygame); "" if none yet
    options: tuple[OptionSpec, ...] = ()  # the game's options: setup, settings and records
    rule_book: tuple[RuleSection, ...] = ()  # the rules screen's sections, in order
    statistics: tuple[StatField, ...] = ()  # what `stat_fields` counts, as the screen shows it

    @property
    def players(self) -> range:
        return range(self.min_players, self.max_players + 1)
